//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import UIKit
import UIKitTesting

/// The sRGB bytes and alpha (0...255) of a colour resolved in `style`.
private func rgba(_ c: UIColor, _ style: UIUserInterfaceStyle, level: UIUserInterfaceLevel = .base) -> [Int] {
    let t = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: style), UITraitCollection(userInterfaceLevel: level)])
    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
    c.resolvedColor(with: t).getRed(&r, green: &g, blue: &b, alpha: &a)
    return [r, g, b, a].map { Int(($0 * 255).rounded()) }
}

@MainActor @Suite struct DynamicColorTests {
    @Test func systemColoursHaveIOSLightAndDarkValues() {
        #expect(rgba(.systemBackground, .light) == [255, 255, 255, 255])
        #expect(rgba(.systemBackground, .dark) == [0, 0, 0, 255])
        #expect(rgba(.systemBackground, .dark, level: .elevated) == [0x1C, 0x1C, 0x1E, 255])
        #expect(rgba(.secondarySystemBackground, .dark) == [0x1C, 0x1C, 0x1E, 255])
        #expect(rgba(.systemGroupedBackground, .light) == [0xF2, 0xF2, 0xF7, 255])
        #expect(rgba(.label, .light) == [0, 0, 0, 255])
        #expect(rgba(.label, .dark) == [255, 255, 255, 255])
        #expect(rgba(.secondaryLabel, .light) == [0x3C, 0x3C, 0x43, 153])
        #expect(rgba(.secondaryLabel, .dark) == [0xEB, 0xEB, 0xF5, 153])
        #expect(rgba(.separator, .dark) == [0x54, 0x54, 0x58, 153])
        #expect(rgba(.systemBlue, .light) == [0x00, 0x7A, 0xFF, 255])
        #expect(rgba(.systemBlue, .dark) == [0x0A, 0x84, 0xFF, 255])
        #expect(rgba(.systemRed, .dark) == [0xFF, 0x45, 0x3A, 255])
        #expect(rgba(.systemGray6, .light) == [0xF2, 0xF2, 0xF7, 255])
        #expect(rgba(.systemGray6, .dark) == [0x1C, 0x1C, 0x1E, 255])
        #expect(rgba(.systemFill, .dark) == [0x78, 0x78, 0x80, 92])
        #expect(rgba(.link, .dark) == [0x09, 0x84, 0xFF, 255])
        // Unspecified resolves as light; static colours do not change.
        #expect(rgba(.label, .unspecified) == [0, 0, 0, 255])
        #expect(rgba(.red, .dark) == [255, 0, 0, 255])
        #expect(UIColor.lightText.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor.lightText)
    }

    @Test func dynamicProviderIsAskedWithTheTraits() {
        var asked: [UIUserInterfaceStyle] = []
        let c = UIColor { t in
            asked.append(t.userInterfaceStyle)
            return t.userInterfaceStyle == .dark ? .yellow : .purple
        }
        #expect(c.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .yellow)
        #expect(c.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .purple)
        #expect(asked == [.dark, .light])
        // cgColor resolves with the current collection.
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            #expect(c.cgColor == UIColor.yellow.cgColor)
        }
        #expect(c.cgColor == UIColor.purple.cgColor)   // the (light) screen's traits again
        // A provider may hand back another dynamic colour: it is resolved in turn.
        let nested = UIColor { _ in .label }
        #expect(rgba(nested, .dark) == [255, 255, 255, 255])
        // withAlphaComponent keeps it dynamic.
        #expect(rgba(UIColor.label.withAlphaComponent(0.5), .dark) == [255, 255, 255, 128])
        #expect(UIColor.label == UIColor.label && UIColor.label != UIColor.secondaryLabel)
    }

    @Test func aProviderThatLoopsIsResolvedOnceAndLogged() {
        final class Box: @unchecked Sendable { var color: UIColor? }
        let box = Box()
        let c = UIColor { t in box.color ?? .green }
        box.color = c   // the provider now returns the colour itself
        defer { box.color = nil }   // (breaks the colour ↔ box cycle the test made)
        let r = c.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))   // must return
        #expect(UIKitLog.didLog("a loop"))
        var a: CGFloat = 1
        r.getRed(nil, green: nil, blue: nil, alpha: &a)
        #expect(a == 0)   // nothing resolved before: clear
    }

    @Test func aViewRepaintsItsDynamicColoursWhenTheDesktopTurnsDark() {
        final class Swatch: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.label.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        root.backgroundColor = .systemBackground
        let swatch = Swatch(frame: CGRect(x: 50, y: 10, width: 40, height: 40))
        swatch.backgroundColor = .clear
        root.addSubview(swatch)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 60))
        label.text = "MM"
        label.font = .boldSystemFont(ofSize: 30)
        label.textColor = .label
        root.addSubview(label)
        let host = UIKitTestHost(view: root)
        defer { host.invalidate() }
        func px(_ x: Int, _ y: Int) -> Int { Int(host.render().pixel(x: x, y: y)!.r) }
        #expect(px(95, 55) == 255)   // white background
        #expect(px(55, 15) == 0)     // black swatch
        let image = host.render()
        var inkLight = 0
        for y in 0..<60 { for x in 0..<50 where image.pixel(x: x, y: y)!.r < 128 { inkLight += 1 } }
        #expect(inkLight > 0)
        host.setUserInterfaceStyle(.dark)
        #expect(px(95, 55) == 0)     // black background
        #expect(px(55, 15) == 255)   // white swatch
        let dark = host.render()
        var inkDark = 0
        for y in 0..<60 { for x in 0..<50 where dark.pixel(x: x, y: y)!.r > 128 { inkDark += 1 } }
        #expect(abs(inkDark - inkLight) <= inkLight / 20)   // the label's text is white now (same glyph ink)
    }

    @Test func controlsRecolourTheirPartsWhenTheDesktopTurnsDark() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 51, height: 31))
        root.addSubview(toggle)
        let host = UIKitTestHost(view: root)
        defer { host.invalidate() }
        func track() -> Int { Int(host.render().pixel(x: 52, y: 25)!.r) }
        #expect(abs(track() - 0xE9) <= 2)   // the off track, light
        host.setUserInterfaceStyle(.dark)
        #expect(abs(track() - 0x39) <= 2)   // iOS's dark off track
    }
}
