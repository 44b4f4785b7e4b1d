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

/// A typed key repaints only part of a line (from the changed word on): what shows afterwards
/// must be exactly what a full redraw shows, with nothing left behind of the old text.
@MainActor @Suite struct TypingRepaintTests {
    /// The pixels that differ between two renderings of the same size.
    private func differingPixels(_ a: CGImage, _ b: CGImage) -> Int {
        guard a.width == b.width, a.height == b.height else { return Int.max }
        var n = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                if p?.r != q?.r || p?.g != q?.g || p?.b != q?.b || p?.a != q?.a { n += 1 }
            }
        }
        return n
    }

    /// Types, moves into the middle, types and deletes as a user would (ligatures, a wider and a
    /// narrower glyph, a space), then renders.
    private func typeAndEdit(_ host: UIKitTestHost) {
        host.type("office wifi fine")
        for _ in 0..<5 { host.pressKey(.keyboardLeftArrow) }
        host.type("W")
        host.pressKey(.keyboardDeleteOrBackspace)
        host.pressKey(.keyboardDeleteOrBackspace)
        host.type("fi l")
        host.pressKey(.keyboardRightArrow)
        host.pressKey(.keyboardDeleteOrBackspace)
        host.advanceFrames(1)
    }

    @Test func aFieldAfterTypingShowsWhatAFullRedrawShows() {
        for dark in [false, true] {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
            root.backgroundColor = .systemBackground
            root.overrideUserInterfaceStyle = dark ? .dark : .light
            let field = UITextField(frame: CGRect(x: 10, y: 12, width: 300, height: 34))
            field.borderStyle = .roundedRect
            root.addSubview(field)
            let host = UIKitTestHost(view: root, scale: 2)
            host.tap(field)
            typeAndEdit(host)
            #expect(field.text == "office wiffi lfine")
            let typed = host.render()
            field.setNeedsDisplay()
            host.advanceFrames(1)
            let redrawn = host.render()
            #expect(differingPixels(typed, redrawn) == 0, "typing left pixels a full redraw doesn't show (dark: \(dark))")
        }
    }

    @Test func aTextViewAfterTypingShowsWhatAFullRedrawShows() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
        root.backgroundColor = .systemBackground
        let tv = UITextView(frame: CGRect(x: 10, y: 10, width: 300, height: 100))
        tv.font = .systemFont(ofSize: 17)
        tv.text = "first line\nsecond"
        root.addSubview(tv)
        let host = UIKitTestHost(view: root, scale: 2)
        host.tap(at: CGPoint(x: 250, y: 50))
        typeAndEdit(host)
        #expect(tv.text.hasPrefix("first line\nsecond"))
        let typed = host.render()
        for case let v as _UITextParagraphView in tv.subviews { v.setNeedsDisplay() }
        host.advanceFrames(1)
        let redrawn = host.render()
        #expect(differingPixels(typed, redrawn) == 0, "typing left pixels a full redraw doesn't show")
    }
}
