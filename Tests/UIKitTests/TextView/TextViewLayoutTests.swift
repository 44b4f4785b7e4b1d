//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
@testable import UIKitCore
import UIKitTesting

@MainActor @Suite struct TextViewLayoutTests {
    /// The growing text view of chat screens: scrolling off, pinned by its top, leading and
    /// trailing edges, it grows a line at a time as the user types.
    @Test func withScrollingOffTheViewGrowsWithItsText() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let v = UITextView()
        v.isScrollEnabled = false
        v.font = UIFont.systemFont(ofSize: 17)
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        NSLayoutConstraint.activate([
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
        ])
        let host = UIKitTestHost(view: root)
        host.advanceFrames(1)
        let oneLine = v.frame.height
        #expect(oneLine > 30 && oneLine < 45, "one empty line plus the 8-pt insets: \(oneLine)")
        host.tap(v)
        host.type("one\ntwo\nthree")
        host.advanceFrames(1)
        #expect(v.frame.height > oneLine * 2, "three lines: \(v.frame.height)")
        let three = v.frame.height
        host.type(" " + String(repeating: "long words wrap ", count: 6))
        host.advanceFrames(1)
        #expect(v.frame.height > three, "wrapping grows it too")
        #expect(v.contentOffset.y == 0)
        let fits = v.sizeThatFits(CGSize(width: v.bounds.width, height: 0))
        #expect(abs(fits.height - v.bounds.height) <= 1)
    }

    @Test func aHundredThousandLinesOpenScrollAndEditCheaply() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let v = UITextView(frame: root.bounds)
        v.font = UIFont.systemFont(ofSize: 15)
        let lines = (0..<100_000).map { "Line \($0)" }
        v.text = lines.joined(separator: "\n")
        root.addSubview(v)
        let host = UIKitTestHost(view: root)
        host.advanceFrames(1)
        let paragraphViews = v.subviews.filter { $0 is _UITextParagraphView }.count
        #expect(paragraphViews > 10 && paragraphViews < 80, "only what shows is laid out: \(paragraphViews)")
        #expect(v.contentSize.height > 100_000 * 15)
        // Jump to the end, type, and the text is whole.
        host.tap(v)
        host.pressKey(.keyboardEnd, modifiers: .control)
        #expect(v.contentOffset.y > 100_000 * 15 - 480)
        let start = Date()
        host.type("!\nnew")
        #expect(Date().timeIntervalSince(start) < 2, "typing does not re-lay out the text")
        #expect(v.text.hasSuffix("Line 99999!\nnew"))
        #expect(v.text.utf16.count == lines.joined(separator: "\n").utf16.count + 5)
        #expect(v.subviews.filter { $0 is _UITextParagraphView }.count < 80)
        // Somewhere in the middle: the lines there show where they should.
        v.selectedRange = NSRange(location: (v.text as NSString).range(of: "Line 50000").location, length: 0)
        v.scrollRangeToVisible(v.selectedRange)
        host.advanceFrames(1)
        let caret = v.caretRect(for: v.selectedTextRange!.start)
        #expect(caret.minY >= v.contentOffset.y && caret.maxY <= v.contentOffset.y + v.bounds.height)
    }

    @Test func aMegabyteOnOneLineStaysUsable() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let v = UITextView(frame: root.bounds)
        root.addSubview(v)
        let host = UIKitTestHost(view: root)
        host.advanceFrames(1)
        host.tap(v)
        UIPasteboard.general.string = String(repeating: "0123456789 ", count: 95_000)
        host.pressKey(.keyboardV, modifiers: .control)
        host.advanceFrames(1)
        #expect(v.text.utf16.count == 1_045_000)
        let tallest = v.subviews.compactMap { $0 as? _UITextParagraphView }.map(\.bounds.height).max() ?? 0
        #expect(tallest <= 2 * 480, "a tall paragraph is drawn around what shows: \(tallest)")
        host.type("x")
        #expect(v.text.hasSuffix(" x"))
    }

    @Test func textShowsAtTheContainerOriginInLightAndDark() throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
            let v = UITextView(frame: root.bounds)
            v.overrideUserInterfaceStyle = style
            v.font = UIFont.boldSystemFont(ofSize: 30)
            v.text = "WWW"
            root.addSubview(v)
            let host = UIKitTestHost(view: root)
            host.advanceFrames(1)
            let image = host.render()
            let ink = try #require(image.inkBounds(differingFrom: style == .dark ? 0 : 255))
            #expect(ink.minX >= 4 && ink.minX <= 9, "\(style): glyphs start after the 5-pt padding: \(ink)")
            #expect(ink.minY >= 8 && ink.minY <= 20, "\(style): and below the 8-pt inset: \(ink)")
        }
    }
}

extension CGImage {
    /// The bounds (in points, at scale 1) of the pixels whose grey level differs from
    /// `background` by more than 96.
    func inkBounds(differingFrom background: UInt8) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width {
                guard let px = pixel(x: x, y: y) else { continue }
                let g = (Int(px.r) + Int(px.g) + Int(px.b)) / 3
                if abs(g - Int(background)) > 96 { minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y) }
            }
        }
        guard maxX >= 0 else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
