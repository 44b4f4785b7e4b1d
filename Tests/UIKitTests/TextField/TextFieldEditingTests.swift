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

/// Records a text field's delegate calls, notifications and control events in one log, and can
/// veto begin, end, changes (a maximum length) and return.
@MainActor final class EditingLog: NSObject, UITextFieldDelegate {
    var log: [String] = []
    var allowBegin = true, allowEnd = true, allowReturn = true
    var maxLength: Int?
    var tokens: [NSObjectProtocol] = []

    func watch(_ f: UITextField) {
        f.delegate = self
        for (name, tag) in [(UITextField.textDidBeginEditingNotification, "note begin"), (UITextField.textDidChangeNotification, "note change"),
                            (UITextField.textDidEndEditingNotification, "note end")] {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: f, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.log.append(tag) }
            })
        }
        for (event, tag) in [(UIControl.Event.editingDidBegin, "event begin"), (.editingChanged, "event changed"),
                             (.editingDidEnd, "event end")] {
            f.addAction(UIAction { [weak self] _ in self?.log.append(tag) }, for: event)
        }
    }
    deinit { MainActor.assumeIsolated { tokens.forEach(NotificationCenter.default.removeObserver) } }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return allowBegin }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return allowEnd }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { log.append("didEnd \(reason.rawValue)") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.append("shouldChange \(range.location),\(range.length) \"\(string)\"")
        if let maxLength { return (textField.text ?? "").utf16.count - range.length + string.utf16.count <= maxLength }
        return true
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { log.append("shouldReturn"); return allowReturn }
}

@MainActor @Suite struct TextFieldEditingTests {
    func hosted(_ text: String = "") -> (UIKitTestHost, UITextField, EditingLog) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
        root.backgroundColor = .white
        let f = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        f.borderStyle = .roundedRect
        f.text = text
        root.addSubview(f)
        let other = UITextField(frame: CGRect(x: 10, y: 60, width: 300, height: 34))
        other.borderStyle = .roundedRect
        other.placeholder = "Other"
        root.addSubview(other)
        let log = EditingLog()
        log.watch(f)
        let host = UIKitTestHost(view: root)
        host.advanceFrames(1)
        return (host, f, log)
    }

    @Test func aTapBeginsEditingInIOSOrder() {
        let (host, f, log) = hosted("Hello")
        host.tap(f)
        #expect(f.isEditing && f.isFirstResponder)
        #expect(log.log == ["shouldBegin", "didBegin", "note begin", "event begin"])
        #expect(host.view(withAccessibilityIdentifier: "_caret") != nil, "a caret shows")
    }

    @Test func aVetoedBeginLeavesTheFieldAlone() {
        let (host, f, log) = hosted()
        log.allowBegin = false
        host.tap(f)
        #expect(!f.isEditing && !f.isFirstResponder && log.log == ["shouldBegin"])
        #expect(!f.becomeFirstResponder())
    }

    @Test func typingAsksTheDelegateBeforeEachChangeInUTF16() {
        let (host, f, log) = hosted()
        host.tap(f)
        log.log = []
        host.type("a😀")
        #expect(f.text == "a😀")
        #expect(log.log.filter { $0.hasPrefix("shouldChange") } == ["shouldChange 0,0 \"a\"", "shouldChange 1,0 \"😀\""])
        #expect(log.log.contains("event changed") && log.log.contains("note change"))
        log.log = []
        host.pressKey(.keyboardDeleteOrBackspace)
        #expect(f.text == "a", "the emoji goes as one")
        #expect(log.log.first == "shouldChange 1,2 \"\"")
    }

    @Test func aDelegateCanLimitTheLength() {
        let (host, f, log) = hosted()
        log.maxLength = 4
        host.tap(f)
        host.type("abcdef")
        #expect(f.text == "abcd")
        #expect(!log.log.contains("shouldChange 4,0 \"e\"") || f.text == "abcd")
    }

    @Test func settingTextInCodeSendsNoChangeEvents() {
        let (host, f, log) = hosted()
        host.tap(f)
        log.log = []
        f.text = "set in code"
        #expect(log.log.isEmpty)
    }

    @Test func arrowsAndShortcutsEditAsOnADesktop() {
        let (host, f, _) = hosted("hello world")
        host.tap(f)
        f.insertText("!")
        #expect(f.text == "hello world!", "editing begun by a tap at the end of the text puts the caret there")
        host.pressKey(.keyboardLeftArrow, modifiers: .alternate)
        host.pressKey(.keyboardLeftArrow, modifiers: [.alternate, .shift])
        host.pressKey(.keyboardDeleteOrBackspace)
        #expect(f.text == "world!")
        host.pressKey(.keyboardZ, modifiers: .control)
        #expect(f.text == "hello world!", "undo puts the words back")
        host.pressKey(.keyboardA, modifiers: .control)
        host.pressKey(.keyboardC, modifiers: .control)
        #expect(UIPasteboard.general.string == "hello world!")
        host.pressKey(.keyboardEnd)
        host.pressKey(.keyboardV, modifiers: .control)
        #expect(f.text == "hello world!hello world!")
    }

    @Test func returnAsksTheDelegateAndDidEndOnExitResigns() {
        let (host, f, log) = hosted("x")
        var exits = 0
        host.tap(f)
        log.log = []
        host.pressKey(.keyboardReturnOrEnter)
        #expect(log.log == ["shouldReturn"] && f.isEditing, "Return alone doesn't resign")
        f.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
        log.log = []
        host.pressKey(.keyboardReturnOrEnter)
        #expect(exits == 1 && !f.isEditing)
        #expect(log.log == ["shouldReturn", "shouldEnd", "didEnd 0", "note end", "event end"])
        #expect(f.text == "x", "a field never takes a line break")
    }

    @Test func movingToAnotherFieldEndsThisOneFirstUnlessItRefuses() {
        let (host, f, log) = hosted("a")
        host.tap(f)
        log.allowEnd = false
        log.log = []
        host.tap(at: CGPoint(x: 100, y: 77))
        #expect(f.isEditing && log.log == ["shouldEnd"], "the other field could not take over")
        log.allowEnd = true
        log.log = []
        host.tap(at: CGPoint(x: 100, y: 77))
        #expect(!f.isEditing && log.log == ["shouldEnd", "didEnd 0", "note end", "event end"])
    }

    @Test func aForcedEndDoesNotAsk() {
        let (host, f, log) = hosted("a")
        host.tap(f)
        log.allowEnd = false
        log.log = []
        #expect(f.superview!.endEditing(true))
        #expect(!f.isEditing && !f.isFirstResponder)
        #expect(log.log == ["didEnd 0", "note end", "event end"])
        withExtendedLifetime(host) {}
    }

    @Test func tapsPlaceTheCaretAndDoubleTapsSelectAWord() {
        let (host, f, _) = hosted("one two three")
        host.tap(f)
        let rect = f.editingRect(forBounds: f.bounds)
        // Tap near the start: the caret goes there; typing inserts there.
        host.tap(at: CGPoint(x: 10 + rect.minX + 1, y: 27))
        f.insertText(">")
        #expect(f.text == ">one two three")
        let caret = try! #require(host.view(withAccessibilityIdentifier: "_caret"))
        #expect(host.frame(of: caret).minX < 10 + rect.minX + 20)
    }

    @Test func theCaretBlinksWithoutKeepingTheHostBusy() {
        let (host, f, _) = hosted("a")
        host.tap(f)
        let caret = try! #require(host.view(withAccessibilityIdentifier: "_caret"))
        #expect(!caret.isHidden)
        host.advance(by: 0.55)
        #expect(caret.isHidden, "half a second later it is off")
        host.advance(by: 0.5)
        #expect(!caret.isHidden)
        #expect(host.runUntilIdle(timeout: 1), "the blink is not pending work")
    }

    @Test func anInputMethodCompositionIsMarkedThenCommitted() {
        let (host, f, log) = hosted("x")
        host.tap(f)
        log.log = []
        for m in ["k", "か", "かな"] {   // the input method's compositions, as SDL delivers them
            RawInput.sendComposition(m, selectedRange: NSRange(location: m.utf16.count, length: 0), in: host.window)
            host.advanceFrames(1)
        }
        #expect(f.text == "xかな")
        let marked = try! #require(f.markedTextRange)
        #expect(f.offset(from: f.beginningOfDocument, to: marked.start) == 1 && f.offset(from: marked.start, to: marked.end) == 2)
        host.compose([], commit: "仮名")
        #expect(f.text == "x仮名" && f.markedTextRange == nil)
        #expect(f.offset(from: f.beginningOfDocument, to: f.selectedTextRange!.start) == 3, "the caret after the commit")
    }

    @Test func tabMovesToTheNextFieldInReadingOrder() {
        let (host, f, _) = hosted("a")
        host.tap(f)
        host.pressKey(.keyboardTab)
        #expect(!f.isEditing)
        let other = try! #require(host.view(withAccessibilityLabel: "Other") as? UITextField)
        #expect(other.isEditing)
        host.pressKey(.keyboardTab, modifiers: .shift)
        #expect(f.isEditing && !other.isEditing)
        #expect(f.text == "a", "no tab character was typed")
    }

    @Test func textInputGeometryFollowsTheText() {
        let (host, f, _) = hosted("hello")
        host.tap(f)
        let start = f.caretRect(for: f.beginningOfDocument), end = f.caretRect(for: f.endOfDocument)
        #expect(end.minX > start.minX + 20 && start.height > 10)
        let all = try! #require(f.textRange(from: f.beginningOfDocument, to: f.endOfDocument))
        #expect(f.text(in: all) == "hello")
        let rects = f.selectionRects(for: all)
        #expect(rects.count == 1 && rects[0].containsStart && rects[0].containsEnd)
        let mid = try! #require(f.closestPosition(to: CGPoint(x: (start.midX + end.midX) / 2, y: start.midY)))
        let o = f.offset(from: f.beginningOfDocument, to: mid)
        #expect(o >= 2 && o <= 3)
        f.selectedTextRange = f.textRange(from: f.beginningOfDocument, to: f.position(from: f.beginningOfDocument, offset: 2)!)
        host.type("J")
        #expect(f.text == "Jllo")
    }

    @Test func attributedTextKeepsItsAttributesWhileEdited() {
        let (host, f, _) = hosted()
        let bold = UIFont.boldSystemFont(ofSize: 17)
        let text = NSMutableAttributedString(string: "")
        text.append(NSAttributedString(string: "Bold", attributes: [.font: bold]))
        text.append(NSAttributedString(string: "Red", attributes: [.foregroundColor: UIColor.systemRed]))
        f.attributedText = text
        host.tap(f)
        host.type("!")
        f.selectedTextRange = f.textRange(from: f.position(from: f.beginningOfDocument, offset: 2)!, to: f.position(from: f.beginningOfDocument, offset: 2)!)
        host.type("x")
        let a = try! #require(f.attributedText)
        #expect(a.string == "BoxldRed!")
        #expect(a.attribute(.font, at: 2, effectiveRange: nil) as? UIFont == bold, "typed inside the bold word: bold")
        #expect(a.attribute(.foregroundColor, at: 8, effectiveRange: nil) as? UIColor == .systemRed, "typed after the red word: red")
        #expect(a.attribute(.font, at: 6, effectiveRange: nil) as? UIFont != bold)
    }

    @Test func secureFieldsDoNotCopy() {
        let (host, f, _) = hosted("secret")
        f.isSecureTextEntry = true
        UIPasteboard.general.string = "before"
        host.tap(f)
        host.pressKey(.keyboardA, modifiers: .control)
        host.pressKey(.keyboardC, modifiers: .control)
        #expect(UIPasteboard.general.string == "before")
        host.type("x")
        #expect(f.text == "x", "typing replaces the selected text")
    }
}

/// Bad input a text field survives: pasted text with a lone surrogate and a large paste.
@MainActor @Suite struct TextFieldBadInputTests {
    @Test func pastedLoneSurrogatesBecomeReplacementCharacters() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        let f = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        root.addSubview(f)
        let host = UIKitTestHost(view: root)
        host.tap(f)
        let broken = NSString(characters: [0x61, 0xD800, 0x62], length: 3) as String
        UIPasteboard.general.string = broken
        host.pressKey(.keyboardV, modifiers: .control)
        #expect(f.text == "a\u{FFFD}b")
    }

    @Test func aLargePasteStaysUsable() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        let f = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        root.addSubview(f)
        let host = UIKitTestHost(view: root)
        host.tap(f)
        UIPasteboard.general.string = String(repeating: "abcdefghij", count: 10_000)   // 100 KB
        let t0 = Date()
        host.pressKey(.keyboardV, modifiers: .control)
        host.type("z")
        #expect(f.text?.utf16.count == 100_001 && f.text?.hasSuffix("jz") == true)
        #expect(Date().timeIntervalSince(t0) < 5, "a paste and a key on 100 KB of text stay interactive (debug build)")
    }

    @Test func theFontShrinksWhileTypingDownToTheMinimum() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
        let f = UITextField(frame: CGRect(x: 10, y: 10, width: 120, height: 34))
        f.font = UIFont.systemFont(ofSize: 20)
        f.adjustsFontSizeToFitWidth = true
        f.minimumFontSize = 10
        root.addSubview(f)
        let host = UIKitTestHost(view: root)
        host.advanceFrames(1)
        host.tap(f)
        host.type("Hi")
        let caret = try #require(host.view(withAccessibilityIdentifier: "_caret"))
        let fullHeight = caret.frame.height
        #expect(fullHeight == ceil(UIFont.systemFont(ofSize: 20).lineHeight), "short text: the font as set")
        host.type(" there, longer")
        host.advanceFrames(1)
        let shrunk = caret.frame.height
        #expect(shrunk < fullHeight, "the text grew past the width: the font shrank")
        #expect(caret.frame.maxX <= f.bounds.maxX, "and the caret stays inside the field")
        host.type(" and much longer than any font size can fit")
        host.advanceFrames(1)
        #expect(caret.frame.height == ceil(UIFont.systemFont(ofSize: 10).lineHeight), "down to minimumFontSize, then it scrolls")
        #expect(caret.frame.maxX <= f.bounds.maxX)
        for _ in 0..<60 { host.pressKey(.keyboardDeleteOrBackspace) }
        host.advanceFrames(1)
        #expect(caret.frame.height == fullHeight, "deleting lets it grow back")
    }
}
