//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
import UIKitTesting

/// The X primary selection: selecting offers the text, a middle click pastes it.
@MainActor @Suite struct PrimarySelectionTests {
    func hosted() -> (UIKitTestHost, UITextField, UITextView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        root.backgroundColor = .white
        let f = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        f.text = "alpha beta"
        root.addSubview(f)
        let v = UITextView(frame: CGRect(x: 10, y: 60, width: 300, height: 200))
        v.text = "one two"
        root.addSubview(v)
        let host = UIKitTestHost(view: root)
        host.advanceFrames(1)
        return (host, f, v)
    }

    @Test func selectingAWordOffersIt() {
        let (host, f, _) = hosted()
        host.primarySelection = nil
        host.tap(f)
        host.pressKey(.keyboardHome)
        host.pressKey(.keyboardRightArrow, modifiers: [.alternate, .shift])
        #expect(f.selectedTextRange.map { f.text(in: $0) } == "alpha")
        #expect(host.primarySelection == "alpha", "no copy needed: the selection is offered")
    }

    @Test func aSecureFieldOffersNothing() {
        let (host, f, _) = hosted()
        f.isSecureTextEntry = true
        host.primarySelection = "before"
        host.tap(f)
        host.pressKey(.keyboardA, modifiers: .control)
        #expect(host.primarySelection == "before")
    }

    @Test func aMiddleClickPastesAtTheClick() {
        let (host, f, v) = hosted()
        host.primarySelection = "X"
        // The left edge of the field's text: before "alpha".
        host.middleClick(at: f.convert(CGPoint(x: 2, y: f.bounds.midY), to: nil))
        #expect(f.isFirstResponder, "the field began editing")
        #expect(f.text == "Xalpha beta")
        host.primarySelection = "line1\nline2"
        host.middleClick(at: f.convert(CGPoint(x: f.bounds.maxX - 4, y: f.bounds.midY), to: nil))
        #expect(f.text == "Xalpha betaline1 line2", "a field pastes on one line")
        host.primarySelection = "zero "
        let start = v.convert(CGPoint(x: 6, y: 12), to: nil)
        host.middleClick(at: start)
        #expect(v.isFirstResponder && v.text == "zero one two")
    }

    @Test func aMiddleClickRespectsTheViewsRules() {
        let (host, f, v) = hosted()
        host.primarySelection = "nope"
        v.isEditable = false
        host.middleClick(v)
        #expect(v.text == "one two" && !v.isFirstResponder)
        f.isEnabled = false
        host.middleClick(f)
        #expect(f.text == "alpha beta")
        f.isEnabled = true
        let log = EditingLog()
        log.watch(f)
        log.maxLength = 12
        host.middleClick(f)
        #expect(f.text == "alpha beta", "the delegate refused the paste")
        let asked = log.log.filter { $0.hasPrefix("shouldChange") && $0.hasSuffix("\"nope\"") }
        #expect(asked.count == 1, "the delegate was asked")
    }
}
