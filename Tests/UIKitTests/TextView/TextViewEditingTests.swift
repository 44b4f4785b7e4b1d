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

/// Records a text view's delegate calls and notifications in one log, and can veto changes.
@MainActor final class TextViewLog: NSObject, UITextViewDelegate {
    var log: [String] = []
    var allowBegin = true, allowEnd = true
    /// Return means "done": "\n" is refused and the view resigns.
    var returnEnds = false
    var allowLinks = true
    var links: [URL] = []
    var tokens: [NSObjectProtocol] = []

    func watch(_ v: UITextView) {
        v.delegate = self
        for (name, tag) in [(UITextView.textDidBeginEditingNotification, "note begin"), (UITextView.textDidChangeNotification, "note change"),
                            (UITextView.textDidEndEditingNotification, "note end")] {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: v, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.log.append(tag) }
            })
        }
    }
    deinit { MainActor.assumeIsolated { tokens.forEach(NotificationCenter.default.removeObserver) } }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { log.append("shouldBegin"); return allowBegin }
    func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { log.append("shouldEnd"); return allowEnd }
    func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("shouldChange \(range.location),\(range.length) \"\(text)\"")
        if returnEnds, text == "\n" { textView.resignFirstResponder(); return false }
        return true
    }
    func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool {
        log.append("link \(characterRange.location),\(characterRange.length)")
        links.append(URL)
        return allowLinks
    }
}

/// Records the URLs `UIApplication.open` is asked to open.
@MainActor final class RecordingURLOpener: _UIURLOpening {
    var opened: [URL] = []
    func open(_ url: URL) -> Bool { opened.append(url); return true }
    func canOpen(_ url: URL) -> Bool { true }
}

@MainActor @Suite struct TextViewEditingTests {
    func hosted(_ text: String = "", frame: CGRect = CGRect(x: 10, y: 10, width: 300, height: 200)) -> (UIKitTestHost, UITextView, TextViewLog) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.backgroundColor = .white
        let v = UITextView(frame: frame)
        v.font = UIFont.systemFont(ofSize: 17)
        v.text = text
        root.addSubview(v)
        let log = TextViewLog()
        log.watch(v)
        let host = UIKitTestHost(view: root)
        host.advanceFrames(1)
        return (host, v, log)
    }

    @Test func defaultsAreIOSs() {
        let v = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(v.text == "")
        #expect(v.isEditable && v.isSelectable && v.isScrollEnabled)
        #expect(v.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(v.textContainer.lineFragmentPadding == 5)
        #expect(v.textContainer.maximumNumberOfLines == 0 && v.textContainer.lineBreakMode == .byWordWrapping)
        #expect(v.dataDetectorTypes == [] && !v.allowsEditingTextAttributes)
        #expect(v.selectedRange == NSRange(location: 0, length: 0))
        v.text = "Hi"
        let caret = v.caretRect(for: v.beginningOfDocument)
        #expect(abs(caret.midX - 5) <= 1, "the first glyph sits lineFragmentPadding in")
        #expect(abs(caret.minY - 8) <= 1, "and textContainerInset.top down")
    }

    @Test func aTapBeginsEditingInIOSOrder() {
        let (host, v, log) = hosted("Hello")
        host.tap(v)
        #expect(v.isFirstResponder)
        #expect(log.log == ["shouldBegin", "didBegin", "note begin"])
        #expect(host.view(withAccessibilityIdentifier: "_caret") != nil)
        #expect(host.isTextInputActive)
    }

    @Test func returnInsertsALineBreakAndEachChangeIsTold() {
        let (host, v, log) = hosted()
        host.tap(v)
        log.log = []
        host.type("ab\ncd")
        #expect(v.text == "ab\ncd")
        #expect(log.log.filter { $0.hasPrefix("shouldChange") } == ["shouldChange 0,0 \"a\"", "shouldChange 1,0 \"b\"", "shouldChange 2,0 \"\n\"",
                                                                   "shouldChange 3,0 \"c\"", "shouldChange 4,0 \"d\""])
        #expect(log.log.filter { $0 == "didChange" }.count == 5)
        #expect(log.log.filter { $0 == "note change" }.count == 5)
        #expect(v.selectedRange == NSRange(location: 5, length: 0))
    }

    @Test func aDelegateCanMakeReturnMeanDone() {
        let (host, v, log) = hosted("Note")
        log.returnEnds = true
        host.tap(v)
        host.type("!\n")
        #expect(v.text == "Note!")
        #expect(!v.isFirstResponder)
        #expect(log.log.suffix(3) == ["shouldEnd", "didEnd", "note end"])
    }

    @Test func changesInCodeTellNoDelegate() {
        let (host, v, log) = hosted()
        host.tap(v)
        log.log = []
        v.text = "set in code"
        v.attributedText = NSAttributedString(string: "attributed")
        #expect(log.log.isEmpty)
        #expect(v.text == "attributed")
        #expect(v.selectedRange.location == 10, "the caret goes to the end")
    }

    @Test func arrowsMoveBetweenLinesAndHomeEndAlongThem() {
        let (host, v, _) = hosted("first line\nsecond\nthird line here")
        v.font = UIFont.monospacedSystemFont(ofSize: 15, weight: .regular)
        host.tap(v)
        v.selectedRange = NSRange(location: 3, length: 0)
        host.pressKey(.keyboardDownArrow)
        #expect(v.selectedRange.location == 14, "down keeps the column: 'sec|ond'")
        host.pressKey(.keyboardDownArrow)
        #expect(v.selectedRange.location == 21, "'thi|rd'")
        host.pressKey(.keyboardUpArrow)
        host.pressKey(.keyboardUpArrow)
        #expect(v.selectedRange.location == 3, "back up to the same column")
        host.pressKey(.keyboardEnd)
        #expect(v.selectedRange.location == 10)
        host.pressKey(.keyboardDownArrow, modifiers: .shift)
        #expect(v.selectedRange == NSRange(location: 10, length: 7), "shift extends to the shorter line's end")
        host.pressKey(.keyboardDeleteOrBackspace)
        #expect(v.text == "first line\nthird line here")
    }

    @Test func wrappedLinesAreVisualLines() {
        let (host, v, _) = hosted(String(repeating: "word ", count: 30), frame: CGRect(x: 10, y: 10, width: 150, height: 300))
        host.tap(v)
        v.selectedRange = NSRange(location: 0, length: 0)
        host.pressKey(.keyboardDownArrow)
        let second = v.selectedRange.location
        #expect(second > 5 && second < 40, "down goes to the second visual line of the one paragraph")
        let caret0 = v.caretRect(for: v.beginningOfDocument)
        let caret1 = v.caretRect(for: v.selectedTextRange!.start)
        #expect(caret1.minY > caret0.minY + 10)
        host.pressKey(.keyboardEnd)
        let lineEnd = v.selectedRange.location
        #expect(lineEnd > second && lineEnd < 150, "End stops at the visual line's end")
    }

    @Test func theViewScrollsToKeepTheCaretInView() {
        let (host, v, _) = hosted("", frame: CGRect(x: 10, y: 10, width: 300, height: 100))
        host.tap(v)
        host.type("1\n2\n3\n4\n5\n6\n7\n8\n9")
        #expect(v.contentSize.height > 100)
        #expect(v.contentOffset.y > 0)
        let caret = v.caretRect(for: v.selectedTextRange!.end)
        #expect(caret.maxY <= v.contentOffset.y + v.bounds.height)
        #expect(caret.minY >= v.contentOffset.y)
        // Back to the top with ctrl+Home.
        host.pressKey(.keyboardHome, modifiers: .control)
        #expect(v.selectedRange.location == 0)
        #expect(v.contentOffset.y <= 8)
    }

    @Test func doubleTapSelectsAWordAndShortcutsCopyAndPaste() {
        let (host, v, _) = hosted("alpha beta gamma")
        host.tap(v)
        let r = v.firstRect(for: v.textRange(from: v.position(from: v.beginningOfDocument, offset: 6)!,
                                                to: v.position(from: v.beginningOfDocument, offset: 10)!)!)
        host.doubleTap(at: v.convert(CGPoint(x: r.midX, y: r.midY), to: nil))
        #expect(v.selectedRange == NSRange(location: 6, length: 4))
        host.pressKey(.keyboardC, modifiers: .control)
        #expect(UIPasteboard.general.string == "beta")
        host.pressKey(.keyboardEnd, modifiers: .control)
        host.pressKey(.keyboardV, modifiers: .control)
        #expect(v.text == "alpha beta gammabeta")
        host.pressKey(.keyboardZ, modifiers: .control)
        #expect(v.text == "alpha beta gamma", "undo takes the paste back")
        host.pressKey(.keyboardZ, modifiers: [.control, .shift])
        #expect(v.text == "alpha beta gammabeta")
    }

    @Test func anInputMethodComposesInTheView() {
        let (host, v, log) = hosted("a\nb")
        host.tap(v)
        log.log = []
        host.compose(["k", "か", "かな"], commit: "仮名")
        #expect(v.text == "a\nb仮名")
        #expect(v.markedTextRange == nil)
        #expect(log.log.contains("didChange"))
    }

    @Test func aNonEditableViewSelectsButDoesNotType() {
        let (host, v, log) = hosted("read only")
        v.isEditable = false
        host.tap(v)
        host.type("x")
        #expect(v.text == "read only")
        #expect(!log.log.contains("shouldBegin") && !log.log.contains("didBegin"))
        host.pressKey(.keyboardA, modifiers: .control)
        host.pressKey(.keyboardC, modifiers: .control)
        #expect(UIPasteboard.general.string == "read only", "its text can still be selected and copied")
    }

    @Test func typedTextTakesTheAttributesBeforeIt() {
        let (host, v, _) = hosted()
        let red = UIFont.boldSystemFont(ofSize: 20)
        let s = NSMutableAttributedString(string: "Bold", attributes: [.font: red])
        s.append(NSAttributedString(string: " plain", attributes: [.font: UIFont.systemFont(ofSize: 14)]))
        v.attributedText = s
        host.tap(v)
        v.selectedRange = NSRange(location: 4, length: 0)
        host.type("er")
        let out = v.attributedText!
        #expect(out.string == "Bolder plain")
        #expect((out.attribute(.font, at: 5, effectiveRange: nil) as? UIFont)?.pointSize == 20)
        #expect((out.attribute(.font, at: 8, effectiveRange: nil) as? UIFont)?.pointSize == 14)
        v.typingAttributes = [.font: UIFont.systemFont(ofSize: 30)]
        host.type("!")
        #expect((v.attributedText.attribute(.font, at: 6, effectiveRange: nil) as? UIFont)?.pointSize == 30)
    }

    @Test func tappingALinkOpensItUnlessTheDelegateSaysNo() {
        let (host, v, log) = hosted("Visit https://swift.org today, call +1 555 123 4567")
        let opener = RecordingURLOpener()
        let saved = _UIURLOpener.current
        _UIURLOpener.current = opener
        defer { _UIURLOpener.current = saved }
        v.isEditable = false
        v.dataDetectorTypes = [.link, .phoneNumber]
        host.advanceFrames(1)
        let linkRect = v.firstRect(for: v.textRange(from: v.position(from: v.beginningOfDocument, offset: 8)!,
                                                       to: v.position(from: v.beginningOfDocument, offset: 12)!)!)
        host.tap(at: v.convert(CGPoint(x: linkRect.midX, y: linkRect.midY), to: nil))
        #expect(log.log.contains("link 6,17"))
        #expect(opener.opened.map(\.absoluteString) == ["https://swift.org"])
        #expect(!v.isFirstResponder, "a link tap does not select")
        log.allowLinks = false
        host.advance(by: 1)
        host.tap(at: v.convert(CGPoint(x: linkRect.midX, y: linkRect.midY), to: nil))
        #expect(opener.opened.count == 1, "the delegate refused")
        // Editable views don't open links.
        v.isEditable = true
        host.advance(by: 1)
        host.tap(at: v.convert(CGPoint(x: linkRect.midX, y: linkRect.midY), to: nil))
        #expect(opener.opened.count == 1 && v.isFirstResponder)
    }

    @Test func arrowsFollowTheScreenInBidirectionalText() {
        let (host, v, _) = hosted("abc \u{05D0}\u{05D1}\u{05D2} def")
        host.tap(v)
        v.selectedRange = NSRange(location: 0, length: 0)
        var xs: [CGFloat] = [v.caretRect(for: v.selectedTextRange!.start).midX]
        var offsets: [Int] = [0]
        for _ in 0..<12 {
            host.pressKey(.keyboardRightArrow)
            xs.append(v.caretRect(for: v.selectedTextRange!.start).midX)
            offsets.append(v.selectedRange.location)
        }
        #expect(offsets.last == 11, "Right reaches the end: \(offsets)")
        let rightward = zip(xs, xs.dropFirst()).allSatisfy { $1 >= $0 - 0.5 }
        let backwardSomewhere = zip(offsets, offsets.dropFirst()).contains { $1 < $0 }
        #expect(rightward, "each Right goes right on screen: \(xs)")
        #expect(backwardSomewhere, "inside the Hebrew run that is backward in the text: \(offsets)")
    }

    @Test func aFieldsArrowsFollowTheScreenInBidirectionalTextToo() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let f = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        f.text = "abc \u{05D0}\u{05D1}\u{05D2} def"
        root.addSubview(f)
        let host = UIKitTestHost(view: root)
        host.advanceFrames(1)
        host.tap(f)
        f.selectedTextRange = f.textRange(from: f.beginningOfDocument, to: f.beginningOfDocument)
        var xs: [CGFloat] = [f.caretRect(for: f.selectedTextRange!.start).midX]
        for _ in 0..<12 {
            host.pressKey(.keyboardRightArrow)
            xs.append(f.caretRect(for: f.selectedTextRange!.start).midX)
        }
        let rightward = zip(xs, xs.dropFirst()).allSatisfy { $1 >= $0 - 0.5 }
        #expect(rightward, "each Right goes right on screen: \(xs)")
        #expect(f.offset(from: f.beginningOfDocument, to: f.selectedTextRange!.start) == 11)
    }
}
