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

@MainActor @Suite struct TextViewBadInputTests {
    @Test func rangesOutsideTheTextAreRefusedOrClamped() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        let v = UITextView(frame: root.bounds)
        v.text = "short"
        root.addSubview(v)
        let host = UIKitTestHost(view: root)
        host.advanceFrames(1)
        v.selectedRange = NSRange(location: 2, length: 1)
        v.selectedRange = NSRange(location: 40, length: 3)
        #expect(v.selectedRange == NSRange(location: 2, length: 1), "an out-of-range selection is ignored")
        v.scrollRangeToVisible(NSRange(location: 1_000, length: 50))
        #expect(v.contentOffset.y <= 0, "clamped: nothing to scroll to")
        host.tap(v)
        v.replace(AlienRange(), withText: "x")
        #expect(v.text == "short", "a range of another kind of text object is refused")
        #expect(v.text(in: AlienRange()) == nil)
        v.insertText("")
        #expect(v.text == "short")
    }

    @Test func loneSurrogatesBecomeReplacementCharacters() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        let v = UITextView(frame: root.bounds)
        root.addSubview(v)
        let host = UIKitTestHost(view: root)
        host.advanceFrames(1)
        let broken = String(decoding: [0x61, 0xD800, 0x62] as [UInt16], as: UTF16.self)
        v.text = broken
        #expect(v.text == "a\u{FFFD}b")
        v.attributedText = nil
        #expect(v.text == "" && v.attributedText.length == 0)
        host.tap(v)
        UIPasteboard.general.string = "x\u{FFFD}y"
        host.pressKey(.keyboardV, modifiers: .control)
        #expect(v.text == "x\u{FFFD}y")
    }

    @Test func aDelegateThatRefusesEverythingKeepsTheText() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        let v = UITextView(frame: root.bounds)
        v.text = "keep"
        root.addSubview(v)
        let refuser = Refuser()
        v.delegate = refuser
        let host = UIKitTestHost(view: root)
        host.advanceFrames(1)
        host.tap(v)
        host.type("abc\n")
        host.pressKey(.keyboardDeleteOrBackspace)
        host.compose(["か"], commit: "家")
        #expect(v.text == "keep")
        #expect(refuser.asked > 4)
        withExtendedLifetime(refuser) {}
    }
}

/// A text range of some other text system.
@MainActor private final class AlienRange: UITextRange {}

@MainActor private final class Refuser: NSObject, UITextViewDelegate {
    var asked = 0
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        asked += 1
        return false
    }
}
