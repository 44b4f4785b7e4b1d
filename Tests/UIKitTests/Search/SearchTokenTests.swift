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

/// A search field's tokens as a user meets them: chips before the text, typing after them,
/// Backspace selecting then deleting a token, taps and arrows over the chips, turning text into
/// a token, the token positions of `UITextInput`, and a search controller hearing of changes.
@MainActor @Suite struct SearchTokenTests {
    static let red: UInt32 = 0xFF0000

    static func token(_ text: String, icon: String? = "folder") -> UISearchToken {
        UISearchToken(icon: icon.flatMap { UIImage(systemName: $0) }, text: text)
    }

    /// A 300 × 36 search field on white, with `tokens` and `text`, its events logged.
    func hosted(tokens: [String] = ["Fruit", "Red"], text: String = "", scale: CGFloat = 1) -> (UIKitTestHost, UISearchTextField, EditingLog) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        root.backgroundColor = .white
        let f = UISearchTextField(frame: CGRect(x: 10, y: 10, width: 300, height: 36))
        f.tokens = tokens.map { Self.token($0) }
        f.text = text
        root.addSubview(f)
        let log = EditingLog()
        log.watch(f)
        let host = UIKitTestHost(view: root, scale: scale)
        host.advanceFrames(1)
        return (host, f, log)
    }

    /// The x of the pixels on the field's middle row that match `rgb`, in window points.
    static func xs(of rgb: UInt32, in image: CGImage, field: CGRect, tol: Int = 8) -> [Int] {
        (Int(field.minX)..<Int(field.maxX)).filter { ControlTestSupport.pixel(image, CGPoint(x: CGFloat($0), y: field.midY), is: rgb, tol: tol) }
    }

    /// The x of dark (text) pixels in the field's middle band, left of `limit` excluded.
    static func darkXs(in image: CGImage, field: CGRect, from start: CGFloat) -> [Int] {
        var xs: [Int] = []
        for x in Int(start)..<Int(field.maxX) {
            for y in Int(field.midY - 6)...Int(field.midY + 6) {
                let p = ControlTestSupport.pixel(image, CGPoint(x: CGFloat(x), y: CGFloat(y)))
                if p.r < 90, p.g < 90, p.b < 90 { xs.append(x); break }
            }
        }
        return xs
    }

    func events(_ log: EditingLog) -> Int { log.log.filter { $0 == "event changed" }.count }
    func notes(_ log: EditingLog) -> Int { log.log.filter { $0 == "note change" }.count }

    // MARK: Drawing

    @Test func aChipIsDrawnBeforeTheTextInTheTokenColour() {
        let (host, f, _) = hosted(tokens: ["Fruit"], text: "kiwi")
        f.tokenBackgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        host.advanceFrames(1)
        let frame = host.frame(of: f)
        let image = host.render()
        let reds = Self.xs(of: Self.red, in: image, field: frame)
        let text = f.textRect(forBounds: f.bounds).offsetBy(dx: frame.minX, dy: frame.minY)
        #expect(reds.count > 20, "the chip is filled with tokenBackgroundColor")
        #expect(CGFloat(reds.first ?? 0) > frame.minX + 28, "after the magnifying glass")
        #expect(CGFloat(reds.last ?? .max) < text.minX, "the chip ends before the text's rect")
        let textInk = Self.darkXs(in: image, field: frame, from: CGFloat((reds.last ?? 0) + 1))
        #expect(CGFloat(textInk.first ?? 0) >= text.minX, "the text is drawn after the chip")

        // Without the token the text starts where the chip was.
        f.tokens = []
        host.advanceFrames(1)
        #expect(f.textRect(forBounds: f.bounds).minX < CGFloat(reds.first ?? 0) - frame.minX + 1)
        #expect(Self.xs(of: Self.red, in: host.render(), field: frame).isEmpty, "no chip without tokens")
    }

    @Test func chipsDefaultToTheTintsLightFill() {
        let (host, f, _) = hosted(tokens: ["Fruit"])
        let frame = host.frame(of: f)
        let chip = try! #require(f._visibleTokenFrames().first)
        // Just inside the chip's left edge, between its corner and its icon.
        let p = ControlTestSupport.pixel(host.render(), CGPoint(x: frame.minX + chip.minX + 2, y: frame.minY + chip.midY))
        #expect(p.b > p.r + 20 && p.b > p.g, "a light blue (the tint colour's fill), got \(p)")
    }

    @Test func rightToLeftPutsTheChipsOnTheRight() {
        let (host, f, _) = hosted(tokens: ["Fruit"], text: "kiwi")
        f.semanticContentAttribute = .forceRightToLeft
        host.advanceFrames(1)
        let chip = f._visibleTokenFrames()[0]
        let text = f.textRect(forBounds: f.bounds)
        #expect(chip.minX > f.bounds.midX && text.maxX < chip.minX, "the chip leads on the right, the text to its left")
        #expect(f.characterRange(at: CGPoint(x: chip.midX, y: chip.midY)).map { f.tokens(in: $0).count } == 1, "the chip is the token's character")
    }

    @Test func chipsThatDontFitAreClippedAndTheTextKeepsRoom() throws {
        let (host, f, _) = hosted(tokens: ["Vegetables", "Fruit", "Seasonal", "Organic", "Local"])
        let text = f.textRect(forBounds: f.bounds)
        #expect(text.width == 40 && text.maxX == f._tokenArea(forBounds: f.bounds).maxX, "the text keeps 40 pt at the trailing end")
        let chips = f._visibleTokenFrames()
        #expect(chips.allSatisfy { $0.isEmpty || $0.maxX <= text.minX }, "no chip shows over the text")
        #expect(chips.last?.isEmpty == true, "the last chips are hidden")
        host.tap(at: CGPoint(x: 10 + text.midX, y: 28))
        host.type("ok")
        #expect(f.text == "ok" && f.tokens.count == 5)
        let png = try #require(host.render().pngData())
        try png.write(to: FileManager.default.temporaryDirectory.appendingPathComponent("SearchTokenTests-\(getpid())-overflow.png"))
    }

    @Test func thePlaceholderHidesWhileThereAreTokens() {
        func textAreaIsPlain(_ f: UISearchTextField, _ host: UIKitTestHost) -> Bool {
            let frame = host.frame(of: f)
            let r = f.textRect(forBounds: f.bounds).offsetBy(dx: frame.minX, dy: frame.minY)
            let image = host.render()
            let first = ControlTestSupport.pixel(image, CGPoint(x: r.minX + 2, y: r.midY))
            for x in stride(from: Int(r.minX) + 2, to: Int(r.maxX) - 2, by: 1) {
                for y in stride(from: Int(r.midY) - 6, through: Int(r.midY) + 6, by: 2) {
                    let p = ControlTestSupport.pixel(image, CGPoint(x: CGFloat(x), y: CGFloat(y)))
                    if abs(p.r - first.r) > 6 || abs(p.g - first.g) > 6 || abs(p.b - first.b) > 6 { return false }
                }
            }
            return true
        }
        let (host, f, _) = hosted(tokens: [])
        #expect(!textAreaIsPlain(f, host), "\"Search\" shows in an empty field")
        f.tokens = [Self.token("Fruit")]
        host.advanceFrames(1)
        #expect(textAreaIsPlain(f, host), "with a token the placeholder hides")
    }

    @Test func chipsLookRightInLightAndDark() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("SearchTokenTests-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for dark in [false, true] {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
            root.backgroundColor = .systemBackground
            root.overrideUserInterfaceStyle = dark ? .dark : .light
            let plain = UISearchTextField(frame: CGRect(x: 10, y: 10, width: 300, height: 36))
            plain.tokens = [Self.token("Photos", icon: "photo"), Self.token("2019", icon: "calendar")]
            plain.text = "beach"
            let selected = UISearchTextField(frame: CGRect(x: 10, y: 56, width: 300, height: 36))
            selected.tokens = [Self.token("Fruit"), Self.token("Red", icon: nil)]
            root.addSubview(plain)
            root.addSubview(selected)
            let host = UIKitTestHost(view: root, scale: 2)
            host.tap(at: CGPoint(x: 280, y: 74))
            host.pressKey(.keyboardDeleteOrBackspace)
            host.advanceFrames(1)
            #expect(selected.tokens(in: selected.selectedTextRange!).map { $0._text } == ["Red"])
            let png = try #require(host.render().pngData())
            try png.write(to: dir.appendingPathComponent(dark ? "tokens-dark.png" : "tokens-light.png"))
        }
    }

    // MARK: Typing and deleting

    @Test func typingAfterTheTokensGoesIntoTheText() {
        let (host, f, log) = hosted()
        host.tap(at: CGPoint(x: 280, y: 28))
        host.type("abc")
        #expect(f.text == "abc" && f.tokens.map { $0._text } == ["Fruit", "Red"])
        #expect(events(log) == 3 && notes(log) == 3)
        let caret = try! #require(host.view(withAccessibilityIdentifier: "_caret"))
        #expect(host.frame(of: caret).minX > f._visibleTokenFrames().last!.maxX + 10, "the caret follows the text after the chips")
        #expect(f.offset(from: f.beginningOfDocument, to: f.textualRange.start) == 2, "one position a token")
        let sel = try! #require(f.selectedTextRange)
        #expect(f.offset(from: f.textualRange.start, to: sel.start) == 3 && sel.isEmpty)
        // Home goes to the start of the text, not before the tokens.
        host.pressKey(.keyboardHome)
        host.type("x")
        #expect(f.text == "xabc" && f.tokens.count == 2)
    }

    @Test func backspaceSelectsTheLastTokenThenDeletesIt() {
        let (host, f, log) = hosted(text: "ab")
        host.tap(at: CGPoint(x: 290, y: 28))
        host.pressKey(.keyboardDeleteOrBackspace)
        host.pressKey(.keyboardDeleteOrBackspace)
        #expect(f.text == "" && events(log) == 2)
        // At the start of the text: the last token is selected, nothing is deleted.
        host.pressKey(.keyboardDeleteOrBackspace)
        #expect(f.tokens.count == 2 && events(log) == 2 && notes(log) == 2)
        #expect(f.tokens(in: f.selectedTextRange!).map { $0._text } == ["Red"])
        let caret = f.subviews.first { $0.accessibilityIdentifier == "_caret" }
        #expect(caret != nil && caret?.isHidden == true, "no caret while a token is selected")
        let frame = host.frame(of: f)
        let chip = f._visibleTokenFrames()[1]
        #expect(ControlTestSupport.pixel(host.render(), CGPoint(x: frame.minX + chip.minX + 2, y: frame.minY + chip.midY), is: 0x007AFF, tol: 12),
                "the selected chip is filled with the tint colour")
        // The second Backspace deletes it, as a user change.
        host.pressKey(.keyboardDeleteOrBackspace)
        #expect(f.tokens.map { $0._text } == ["Fruit"] && events(log) == 3 && notes(log) == 3)
        #expect(f.selectedTextRange.map { f.tokens(in: $0) }?.isEmpty == true && f.text == "")
        host.type("k")
        #expect(f.text == "k" && f.tokens.count == 1)
    }

    @Test func undoPutsDeletedTokensBackAndRedoRemovesThemAgain() {
        let (host, f, log) = hosted(text: "kiwi")
        host.tap(at: CGPoint(x: 290, y: 28))
        host.pressKey(.keyboardA, modifiers: .control)
        host.pressKey(.keyboardDeleteOrBackspace)
        #expect(f.tokens.isEmpty && f.text == "")
        host.pressKey(.keyboardZ, modifiers: .control)
        #expect(f.tokens.map { $0._text } == ["Fruit", "Red"] && f.text == "kiwi", "one undo: the key's whole change")
        #expect(f.tokens(in: f.selectedTextRange!).count == 2, "the tokens come back selected")
        #expect(events(log) >= 2)
        host.pressKey(.keyboardZ, modifiers: [.control, .shift])
        #expect(f.tokens.isEmpty && f.text == "")
    }

    @Test func aSearchFieldIsWiderByItsChips() {
        let plain = UISearchTextField(frame: .zero)
        let withTokens = UISearchTextField(frame: .zero)
        withTokens.tokens = [Self.token("Fruit")]
        let chip = withTokens.intrinsicContentSize.width - plain.intrinsicContentSize.width
        #expect(chip > 50 && chip < 120, "one chip's width, got \(chip)")
        #expect(withTokens.sizeThatFits(.zero).width == withTokens.intrinsicContentSize.width)
    }

    @Test func typingOverASelectedTokenReplacesIt() {
        let (host, f, log) = hosted()
        host.tap(at: CGPoint(x: 280, y: 28))
        host.pressKey(.keyboardLeftArrow)
        #expect(f.tokens(in: f.selectedTextRange!).map { $0._text } == ["Red"], "Left at the start of the text selects the last token")
        host.pressKey(.keyboardLeftArrow)
        #expect(f.tokens(in: f.selectedTextRange!).map { $0._text } == ["Fruit"])
        host.pressKey(.keyboardRightArrow)
        #expect(f.tokens(in: f.selectedTextRange!).map { $0._text } == ["Red"])
        host.type("z")
        #expect(f.tokens.map { $0._text } == ["Fruit"] && f.text == "z")
        #expect(events(log) == 1, "one change: the token went and the text came")
    }

    @Test func aTapOnAChipSelectsItsToken() {
        let (host, f, _) = hosted(text: "kiwi")
        let frame = host.frame(of: f)
        let first = f._visibleTokenFrames()[0]
        host.tap(at: CGPoint(x: frame.minX + first.midX, y: frame.minY + first.midY))
        #expect(f.isEditing, "a tap on a chip begins editing")
        #expect(f.tokens(in: f.selectedTextRange!).map { $0._text } == ["Fruit"])
        host.pressKey(.keyboardRightArrow)
        host.pressKey(.keyboardRightArrow)
        #expect(f.tokens(in: f.selectedTextRange!).isEmpty && f.selectedTextRange!.isEmpty, "back in the text")
        #expect(f.offset(from: f.textualRange.start, to: f.selectedTextRange!.start) == 0)
    }

    @Test func aLongPressOnAChipSelectsItsTokenForTheEditMenu() {
        let (host, f, _) = hosted(text: "kiwi")
        let frame = host.frame(of: f)
        let first = f._visibleTokenFrames()[0]
        host.longPress(at: CGPoint(x: frame.minX + first.midX, y: frame.minY + first.midY))
        #expect(f.tokens(in: f.selectedTextRange!).map { $0._text } == ["Fruit"])
        #expect(f.canPerformAction("delete:", withSender: nil) && f.canPerformAction("cut:", withSender: nil))
        #expect(!f.canPerformAction("copy:", withSender: nil), "no text selected: nothing to copy (tokens aren't copied on Linux)")
        #expect(f.firstRect(for: f.selectedTextRange!).minX == first.minX, "the menu points at the chip")
        f.delete(nil)
        #expect(f.tokens.map { $0._text } == ["Red"] && f.text == "kiwi")
    }

    @Test func tokensStayWhenTheUserMayNotDeleteThem() {
        let (host, f, log) = hosted()
        f.allowsDeletingTokens = false
        host.tap(at: CGPoint(x: 280, y: 28))
        for _ in 0..<3 { host.pressKey(.keyboardDeleteOrBackspace) }
        #expect(f.tokens.count == 2 && events(log) == 0 && notes(log) == 0)
        host.pressKey(.keyboardA, modifiers: .control)
        host.pressKey(.keyboardDeleteOrBackspace)
        #expect(f.tokens.count == 2)
        // Code still removes them.
        f.removeToken(at: 0)
        #expect(f.tokens.map { $0._text } == ["Red"] && events(log) == 0, "a change in code sends no event")
    }

    @Test func selectAllThenBackspaceEmptiesTheField() {
        let (host, f, log) = hosted(text: "kiwi")
        host.tap(at: CGPoint(x: 290, y: 28))
        host.pressKey(.keyboardA, modifiers: .control)
        #expect(f.tokens(in: f.selectedTextRange!).count == 2 && f.text(in: f.selectedTextRange!) == "kiwi")
        host.pressKey(.keyboardDeleteOrBackspace)
        #expect(f.tokens.isEmpty && f.text == "" && events(log) == 1)
    }

    // MARK: The token API

    @Test func replaceTextualPortionTurnsTextIntoAToken() {
        let (host, f, _) = hosted(tokens: [], text: "foo bar")
        host.tap(at: CGPoint(x: 290, y: 28))
        let start = f.textualRange.start
        let range = try! #require(f.textRange(from: start, to: f.position(from: start, offset: 4)!))
        let foo = Self.token("foo")
        foo.representedObject = 42
        f.replaceTextualPortion(of: range, with: foo, at: 0)
        #expect(f.text == "bar" && f.tokens == [foo])
        #expect(f.tokens(in: f.selectedTextRange!) == [foo], "the new token is selected")
        #expect(f.tokens.first?.representedObject as? Int == 42)
        host.advanceFrames(1)
        #expect(f.textRect(forBounds: f.bounds).minX > f._visibleTokenFrames()[0].maxX)
    }

    @Test func tokenPositionsComeBeforeTheText() {
        let (_, f, _) = hosted(text: "hi")
        let all = try! #require(f.textRange(from: f.beginningOfDocument, to: f.endOfDocument))
        #expect(f.tokens(in: all).map { $0._text } == ["Fruit", "Red"])
        #expect(f.tokens(in: f.textualRange).isEmpty && f.text(in: f.textualRange) == "hi")
        #expect(f.text == "hi" && f.text(in: all) == "hi", "text excludes the tokens")
        #expect(f.compare(f.positionOfToken(at: 0), to: f.beginningOfDocument) == .orderedSame)
        #expect(f.compare(f.positionOfToken(at: 1), to: f.textualRange.start) == .orderedAscending)
        #expect(f.offset(from: f.positionOfToken(at: 1), to: f.textualRange.start) == 1)
        let second = try! #require(f.textRange(from: f.positionOfToken(at: 1), to: f.textualRange.start))
        #expect(f.tokens(in: second).map { $0._text } == ["Red"])
        #expect(f.position(from: f.beginningOfDocument, offset: -1) == nil)
    }

    @Test func aCaretBeforeATokenSelectsTheTokenInstead() {
        let (host, f, _) = hosted(text: "hi")
        host.tap(at: CGPoint(x: 290, y: 28))
        let p = f.positionOfToken(at: 0)
        f.selectedTextRange = f.textRange(from: p, to: p)
        #expect(f.tokens(in: f.selectedTextRange!).map { $0._text } == ["Fruit"])
        f.selectedTextRange = f.textRange(from: f.positionOfToken(at: 1), to: f.endOfDocument)
        #expect(f.tokens(in: f.selectedTextRange!).map { $0._text } == ["Red"] && f.text(in: f.selectedTextRange!) == "hi")
    }

    @Test func badTokenIndexesAreLoggedAndIgnored() {
        let (_, f, _) = hosted(text: "hi")
        UIKitLog.clearRecentMessages()
        f.insertToken(Self.token("x"), at: 3)
        #expect(UIKitLog.didLog("token index 3 beyond bounds"))
        f.removeToken(at: -1)
        #expect(UIKitLog.didLog("token index -1 beyond bounds"))
        let p = f.positionOfToken(at: 2)
        #expect(UIKitLog.didLog("token index 2 beyond bounds") && f.compare(p, to: f.textualRange.start) == .orderedSame)
        f.replaceTextualPortion(of: f.textualRange, with: Self.token("y"), at: 9)
        #expect(UIKitLog.didLog("token index 9 beyond bounds"))
        #expect(f.tokens.map { $0._text } == ["Fruit", "Red"] && f.text == "hi", "nothing changed")
    }

    // MARK: Search controller

    @Test func aSearchControllersUpdaterHearsOfTokenChanges() {
        let s = SearchScene()
        defer { s.host.invalidate() }
        withExtendedLifetime(s.log) {
            s.field.tokens = [Self.token("Fruit")]
            #expect(s.log.log.isEmpty, "tokens set in code: no update")
            s.host.tap(s.field)
            s.host.type("k")
            s.log.log = []
            s.host.pressKey(.keyboardDeleteOrBackspace)
            #expect(s.log.log == ["update "], "the text's change")
            s.host.pressKey(.keyboardDeleteOrBackspace)
            #expect(s.log.log == ["update "], "selecting the token changes nothing")
            s.host.pressKey(.keyboardDeleteOrBackspace)
            #expect(s.log.log == ["update ", "update "], "the token's deletion updates the results")
            #expect(s.field.tokens.isEmpty)
        }
    }
}
