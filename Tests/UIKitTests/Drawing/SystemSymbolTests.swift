//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// `UIImage(systemName:)`: real icons for the common SF Symbol names, sized by the symbol
/// configuration and tinted by the view that shows them.
@MainActor @Suite struct SystemSymbolTests {
    /// Pixels of `image` (its CGImage) with alpha above half.
    func ink(_ image: UIImage) -> Int {
        guard let cg = image.cgImage else { return 0 }
        var n = 0
        for y in 0..<cg.height { for x in 0..<cg.width where (cg.pixel(x: x, y: y)?.a ?? 0) > 128 { n += 1 } }
        return n
    }

    static let common = ["chevron.left", "chevron.right", "chevron.up", "chevron.down", "chevron.backward", "chevron.forward",
                         "xmark", "xmark.circle", "xmark.circle.fill", "plus", "plus.circle.fill", "minus", "checkmark",
                         "checkmark.circle.fill", "star", "star.fill", "heart", "heart.fill", "bell", "bell.fill", "trash",
                         "trash.fill", "gear", "gearshape.fill", "person", "person.fill", "person.circle.fill", "person.2",
                         "house", "house.fill", "magnifyingglass", "square.and.arrow.up", "square.and.pencil", "pencil",
                         "folder", "doc.text", "paperplane.fill", "envelope", "phone.fill", "camera", "photo", "play.fill",
                         "pause.fill", "stop.fill", "forward.fill", "backward.fill", "arrow.left", "arrow.right", "arrow.up",
                         "arrow.down", "arrow.clockwise", "arrow.counterclockwise", "ellipsis", "ellipsis.circle",
                         "info.circle", "exclamationmark.triangle.fill", "questionmark.circle", "lock.fill", "lock.open",
                         "eye", "eye.slash", "cart.fill", "bookmark", "calendar", "clock", "location.fill", "map", "mic.fill",
                         "speaker.wave.2.fill", "wifi", "battery.100", "bolt.fill", "cloud", "sun.max.fill", "moon.fill",
                         "flag", "tag", "link", "paperclip", "list.bullet", "line.3.horizontal", "slider.horizontal.3",
                         "square.grid.2x2", "circle", "circle.fill", "square", "square.fill"]

    @Test func commonNamesAreTemplateSymbolsOfBodySize() {
        for name in Self.common {
            let img = UIImage(systemName: name)
            #expect(img != nil, "no image for \(name)")
            guard let img else { continue }
            #expect(img.isSymbolImage && img._rendersAsTemplate)
            #expect(img.size.height >= 17 && img.size.height <= 22, "\(name) is \(img.size)")
            #expect(img.size.width >= 4 && img.size.width <= 30, "\(name) is \(img.size)")
            #expect(ink(img) > 20, "\(name) draws something")
        }
    }

    @Test func unknownNamesAreNilWithOneWarning() {
        UIKitLog.clearRecentMessages()
        #expect(UIImage(systemName: "no.such.symbol.here") == nil)
        #expect(UIImage(systemName: "no.such.symbol.here") == nil)
        #expect(UIImage(systemName: "") == nil)
        #expect(UIKitLog.recentMessages.filter { $0.contains("no.such.symbol.here") }.count == 1)
    }

    @Test func filledVariantsHaveMoreInkThanOutlines() {
        for base in ["heart", "star", "bell", "person", "xmark.circle", "circle", "square"] {
            let outline = UIImage(systemName: base)!, filled = UIImage(systemName: base + ".fill")!
            #expect(ink(filled) > ink(outline) * 115 / 100, "\(base).fill is filled")
        }
    }

    @Test func configurationSetsSizeWeightAndScale() {
        let body = UIImage(systemName: "heart.fill")!
        let big = UIImage(systemName: "heart.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34))!
        #expect(abs(big.size.height - 2 * body.size.height) <= 1.5, "twice the point size, twice as tall")
        let s = UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(scale: .small))!
        let m = UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(scale: .medium))!
        let l = UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(scale: .large))!
        #expect(s.size.height < m.size.height && m.size.height < l.size.height)
        let thin = UIImage(systemName: "chevron.right", withConfiguration: UIImage.SymbolConfiguration(weight: .ultraLight))!
        let bold = UIImage(systemName: "chevron.right", withConfiguration: UIImage.SymbolConfiguration(weight: .bold))!
        #expect(ink(bold) > ink(thin) * 2, "a bold chevron has thicker strokes")
        let regularGear = UIImage(systemName: "gearshape.fill")!
        let heavyGear = UIImage(systemName: "gearshape.fill", withConfiguration: UIImage.SymbolConfiguration(weight: .heavy))!
        #expect(ink(heavyGear) > ink(regularGear), "icon-font symbols thicken for heavier weights")
        let title = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(textStyle: .largeTitle))!
        #expect(title.size.height > 34 && title.size.height < 45)
    }

    @Test func withConfigurationAndApplyingMerge() {
        let img = UIImage(systemName: "bell", withConfiguration: UIImage.SymbolConfiguration(weight: .bold))!
        let bigger = img.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 40))!
        #expect(bigger.size.height > 2 * img.size.height * 0.9)
        #expect(bigger.symbolConfiguration?.weight == .bold, "applying keeps the weight")
        let replaced = img.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40))
        #expect(replaced.symbolConfiguration?.weight == .unspecified, "withConfiguration replaces it")
        #expect(replaced.size.height == bigger.size.height, "every symbol of a configuration is as tall")
        let plain = UIImage(cgImage: img.cgImage!)
        #expect(!plain.isSymbolImage && plain.applyingSymbolConfiguration(.unspecified) == nil)
        #expect(plain.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40)) === plain)
        let red = img.withTintColor(.red, renderingMode: .alwaysOriginal)
        #expect(red.isSymbolImage && !red._rendersAsTemplate)
        #expect(UIImage.SymbolConfiguration(pointSize: 20, weight: .bold) == UIImage.SymbolConfiguration(pointSize: 20, weight: .bold))
    }

    /// A white root with an image view showing `image` at (10, 10), at scale 2.
    func hosted(_ iv: UIImageView) -> UIKitTestHost {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        root.backgroundColor = .white
        iv.frame.origin = CGPoint(x: 10, y: 10)
        root.addSubview(iv)
        let host = UIKitTestHost(view: root)
        host.advanceFrames(1)
        return host
    }

    /// Counts pixels of the rendering close to (r, g, b) and dark pixels.
    func colours(_ img: CGImage, _ r: Int, _ g: Int, _ b: Int) -> (match: Int, black: Int) {
        var match = 0, black = 0
        for y in 0..<img.height {
            for x in 0..<img.width {
                guard let p = img.pixel(x: x, y: y) else { continue }
                if abs(Int(p.r) - r) < 40 && abs(Int(p.g) - g) < 40 && abs(Int(p.b) - b) < 40 { match += 1 }
                if p.r < 40 && p.g < 40 && p.b < 40 { black += 1 }
            }
        }
        return (match, black)
    }

    @Test func imageViewTintsTheSymbol() {
        let iv = UIImageView(image: UIImage(systemName: "heart.fill"))
        iv.tintColor = .red
        let host = hosted(iv); defer { host.invalidate() }
        #expect(iv.frame.size == iv.image!.size, "an image view sizes to its symbol")
        let c = colours(host.render(), 255, 0, 0)
        #expect(c.match > 60 && c.black == 0, "the heart is red, not black (\(c))")
        iv.tintColor = .systemGreen
        host.advanceFrames(1)
        let g = colours(host.render(), 52, 199, 89)
        #expect(g.match > 60, "a new tint colour redraws the symbol")
    }

    @Test func imageViewPreferredSymbolConfiguration() {
        let iv = UIImageView(image: UIImage(systemName: "star.fill"))
        let small = iv.intrinsicContentSize
        iv.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40, weight: .bold)
        #expect(iv.intrinsicContentSize.height > small.height * 2)
        iv.sizeToFit()
        let host = hosted(iv); defer { host.invalidate() }
        let c = colours(host.render(), 0, 122, 255)
        #expect(c.match > 200, "the big star is drawn in the default tint (\(c))")
    }

    @Test func buttonAndBarItemTintSymbols() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = .white
        let b = UIButton(type: .system)
        b.setImage(UIImage(systemName: "trash.fill"), for: .normal)
        b.tintColor = .red
        b.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
        root.addSubview(b)
        let host = UIKitTestHost(view: root); defer { host.invalidate() }
        host.advanceFrames(1)
        let c = colours(host.render(), 255, 0, 0)
        #expect(c.match > 40 && c.black == 0, "the button's symbol takes its tint (\(c))")
        b.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 34), forImageIn: .normal)
        host.advanceFrames(1)
        #expect((b.imageView?.bounds.height ?? 0) > 34, "the preferred configuration draws the symbol bigger")
        let item = UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: nil, action: nil)
        #expect(item.image?.isSymbolImage == true)
    }

    @Test func hierarchicalColourDrawsInThatColour() {
        let img = UIImage(systemName: "bolt.fill", withConfiguration: UIImage.SymbolConfiguration(hierarchicalColor: .red))!
        let iv = UIImageView(image: img)
        iv.tintColor = .blue
        let host = hosted(iv); defer { host.invalidate() }
        let c = colours(host.render(), 255, 0, 0)
        #expect(c.match > 20)
    }

    /// Renders every catalog symbol in a grid; with UIKIT_SYMBOL_GRID=<dir> set, writes the PNG
    /// there (to look at them).
    @Test func everyCatalogSymbolDraws() throws {
        let names = _UISymbolCatalog.allNames.sorted()
        let cols = 20, cell: CGFloat = 28
        let rows = (names.count + cols - 1) / cols
        let root = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat(cols) * cell, height: CGFloat(rows) * cell))
        root.backgroundColor = .white
        var empty: [String] = []
        for (i, n) in names.enumerated() {
            guard let img = UIImage(systemName: n) else { empty.append(n); continue }
            if ink(img) < 10 { empty.append(n) }
            let iv = UIImageView(image: img)
            iv.tintColor = .black
            iv.center = CGPoint(x: (CGFloat(i % cols) + 0.5) * cell, y: (CGFloat(i / cols) + 0.5) * cell)
            root.addSubview(iv)
        }
        #expect(empty.isEmpty, "symbols without ink: \(empty)")
        #expect(names.count >= 300)
        if let dir = ProcessInfo.processInfo.environment["UIKIT_SYMBOL_GRID"] {
            let host = UIKitTestHost(view: root, size: root.bounds.size, scale: 2); defer { host.invalidate() }
            host.advanceFrames(1)
            try host.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent("symbols.png"))
            try names.joined(separator: "\n").write(to: URL(fileURLWithPath: dir).appendingPathComponent("symbols.txt"), atomically: true, encoding: .utf8)
        }
    }
}
