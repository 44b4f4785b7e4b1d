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

/// The grabbers at the ends of a range selection: they show with a range, go with a caret, and
/// dragging one moves that end of the selection (never past the other).
@MainActor @Suite struct SelectionHandleTests {
    private func range(_ input: UITextInput) -> Range<Int>? {
        guard let r = input.selectedTextRange else { return nil }
        let lo = input.offset(from: input.beginningOfDocument, to: r.start)
        return lo..<(lo + input.offset(from: r.start, to: r.end))
    }

    /// The grabber's middle in window coordinates: where a finger takes it.
    private func grip(_ host: UIKitTestHost, _ id: String) -> CGPoint? {
        guard let v = host.view(withAccessibilityIdentifier: id) else { return nil }
        return host.center(of: v)
    }

    @Test func aFieldsWordSelectionHasHandlesThatDragTheEnds() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 340, height: 80))
        root.backgroundColor = .white
        let field = UITextField(frame: CGRect(x: 10, y: 20, width: 320, height: 40))
        field.font = .systemFont(ofSize: 17)
        field.text = "alpha beta gamma"
        root.addSubview(field)
        let host = UIKitTestHost(view: root, scale: 2)
        host.tap(field)
        #expect(grip(host, "_selectionStartHandle") == nil, "a caret has no handles")
        // Double-tap "beta".
        let beta = field.convert(field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 8)!).origin, to: root)
        host.doubleTap(at: CGPoint(x: beta.x, y: 40))
        #expect(range(field) == 6..<10)
        let start = try #require(grip(host, "_selectionStartHandle"))
        let end = try #require(grip(host, "_selectionEndHandle"))
        #expect(start.x < end.x)
        // The handles are drawn in the tint colour (the start's dot above the line).
        let image = host.render()
        let dot = host.view(withAccessibilityIdentifier: "_selectionStartHandle")!
        let dotCentre = dot.convert(CGPoint(x: dot.bounds.midX, y: 5), to: root)
        let px = image.pixel(x: Int(dotCentre.x * 2), y: Int(dotCentre.y * 2))
        #expect(px.map { Int($0.b) > 200 && Int($0.r) < 80 } == true, "the start handle's dot is tint blue: \(String(describing: px))")
        // Dragging the end handle to the end of the text extends the selection to "beta gamma".
        host.drag(from: end, to: CGPoint(x: 320, y: end.y))
        #expect(range(field) == 6..<16)
        // The start handle dragged past the end stops short of it: something stays selected.
        host.drag(from: try #require(grip(host, "_selectionStartHandle")), to: CGPoint(x: 330, y: start.y))
        let r = try #require(range(field))
        #expect(r.upperBound == 16 && !r.isEmpty && r.lowerBound > 6)
        // Typing replaces the selection: a caret, no handles.
        host.type("x")
        #expect(grip(host, "_selectionEndHandle") == nil)
    }

    @Test func aTextViewsHandleDragsTheSelectionOntoTheNextLine() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let tv = UITextView(frame: CGRect(x: 10, y: 10, width: 300, height: 180))
        tv.font = .systemFont(ofSize: 17)
        tv.text = "one two three\nfour five six"
        root.addSubview(tv)
        let host = UIKitTestHost(view: root, scale: 1)
        host.tap(tv)
        let two = tv.caretRect(for: tv.position(from: tv.beginningOfDocument, offset: 5)!)
        host.doubleTap(at: tv.convert(CGPoint(x: two.midX + 3, y: two.midY), to: root))
        #expect(range(tv) == 4..<7)
        let end = try #require(grip(host, "_selectionEndHandle"))
        let lineHeight = two.height
        // Down one line: the end follows the finger into "four five six".
        host.drag(from: end, to: CGPoint(x: end.x, y: end.y + lineHeight))
        let r = try #require(range(tv))
        #expect(r.lowerBound == 4 && r.upperBound > 14, "selection \(r)")
        // A tap on a handle keeps the selection (the handle takes its own touches).
        host.tap(at: try #require(grip(host, "_selectionStartHandle")))
        #expect(range(tv) == r)
    }
}
