//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import UIKit

/// `UITextInputStringTokenizer` over a text object's plain text.
@MainActor @Suite struct TokenizerTests {
    func input(_ text: String) -> (TextInputView, any UITextInputTokenizer) {
        let v = TextInputView(frame: .zero)
        v.storage = text
        return (v, v.tokenizer)
    }

    func p(_ o: Int) -> UITextPosition { OffsetPosition(o) }
    func offset(_ pos: UITextPosition?) -> Int? { (pos as? OffsetPosition)?.offset }
    func span(_ r: UITextRange?) -> [Int]? { (r as? OffsetRange).map { [$0.from, $0.to] } }

    let fwd = UITextDirection.storage(.forward)
    let back = UITextDirection.storage(.backward)

    @Test func wordRanges() {
        let (v, t) = input("Hello, don't panic_now 42!")
        #expect(span(t.rangeEnclosingPosition(p(2), with: .word, inDirection: fwd)) == [0, 5])
        #expect(span(t.rangeEnclosingPosition(p(5), with: .word, inDirection: back)) == [0, 5])
        #expect(t.rangeEnclosingPosition(p(5), with: .word, inDirection: fwd) == nil)   // "," follows
        #expect(span(t.rangeEnclosingPosition(p(8), with: .word, inDirection: fwd)) == [7, 12])   // "don't"
        #expect(span(t.rangeEnclosingPosition(p(14), with: .word, inDirection: fwd)) == [13, 22])   // "panic_now"
        #expect(span(t.rangeEnclosingPosition(p(23), with: .word, inDirection: fwd)) == [23, 25])
        withExtendedLifetime(v) {}
    }

    @Test func wordBoundariesAndMoves() {
        let (v, t) = input("one two  three")
        #expect(t.isPosition(p(3), atBoundary: .word, inDirection: fwd))
        #expect(!t.isPosition(p(3), atBoundary: .word, inDirection: back))
        #expect(t.isPosition(p(4), atBoundary: .word, inDirection: back))
        #expect(!t.isPosition(p(5), atBoundary: .word, inDirection: fwd))
        #expect(offset(t.position(from: p(0), toBoundary: .word, inDirection: fwd)) == 3)
        #expect(offset(t.position(from: p(3), toBoundary: .word, inDirection: fwd)) == 7)
        #expect(offset(t.position(from: p(14), toBoundary: .word, inDirection: back)) == 9)
        #expect(offset(t.position(from: p(9), toBoundary: .word, inDirection: back)) == 4)
        #expect(t.position(from: p(14), toBoundary: .word, inDirection: fwd) == nil)
        #expect(t.position(from: p(0), toBoundary: .word, inDirection: back) == nil)
        #expect(t.isPosition(p(5), withinTextUnit: .word, inDirection: fwd))
        #expect(!t.isPosition(p(8), withinTextUnit: .word, inDirection: fwd))   // between the spaces
        #expect(t.isPosition(p(3), withinTextUnit: .word, inDirection: back))
        withExtendedLifetime(v) {}
    }

    @Test func layoutDirectionsMapToStorageDirections() {
        let (v, t) = input("ab cd")
        #expect(offset(t.position(from: p(0), toBoundary: .word, inDirection: .layout(.right))) == 2)
        #expect(offset(t.position(from: p(0), toBoundary: .word, inDirection: .layout(.down))) == 2)
        #expect(offset(t.position(from: p(5), toBoundary: .word, inDirection: .layout(.left))) == 3)
        #expect(offset(t.position(from: p(5), toBoundary: .word, inDirection: .layout(.up))) == 3)
        withExtendedLifetime(v) {}
    }

    @Test func characterUnitsAreGraphemeClusters() {
        let (v, t) = input("e\u{301}👍🏽x")   // é as two scalars, a thumbs-up with a skin tone (4 units)
        #expect(span(t.rangeEnclosingPosition(p(0), with: .character, inDirection: fwd)) == [0, 2])
        #expect(offset(t.position(from: p(2), toBoundary: .character, inDirection: fwd)) == 6)
        #expect(offset(t.position(from: p(6), toBoundary: .character, inDirection: back)) == 2)
        #expect(!t.isPosition(p(1), atBoundary: .character, inDirection: fwd))
        #expect(t.isPosition(p(7), atBoundary: .character, inDirection: fwd))
        withExtendedLifetime(v) {}
    }

    @Test func sentences() {
        let (v, t) = input("Pi is 3.14. Really?! Yes \"quite.\" End")
        #expect(span(t.rangeEnclosingPosition(p(0), with: .sentence, inDirection: fwd)) == [0, 11])
        #expect(span(t.rangeEnclosingPosition(p(13), with: .sentence, inDirection: fwd)) == [12, 20])
        #expect(span(t.rangeEnclosingPosition(p(22), with: .sentence, inDirection: fwd)) == [21, 33])
        #expect(span(t.rangeEnclosingPosition(p(35), with: .sentence, inDirection: fwd)) == [34, 37])
        #expect(t.rangeEnclosingPosition(p(11), with: .sentence, inDirection: fwd) == nil)   // the space between
        #expect(offset(t.position(from: p(0), toBoundary: .sentence, inDirection: fwd)) == 11)
        withExtendedLifetime(v) {}
    }

    @Test func cjkSentencesEndAtTheirFullStop() {
        let (v, t) = input("今日は。明日も")
        #expect(span(t.rangeEnclosingPosition(p(0), with: .sentence, inDirection: fwd)) == [0, 4])
        #expect(span(t.rangeEnclosingPosition(p(5), with: .sentence, inDirection: fwd)) == [4, 7])
        withExtendedLifetime(v) {}
    }

    @Test func paragraphsAndLines() {
        let (v, t) = input("first line\n\nsecond\r\nthird")
        #expect(span(t.rangeEnclosingPosition(p(3), with: .paragraph, inDirection: fwd)) == [0, 10])
        #expect(span(t.rangeEnclosingPosition(p(14), with: .line, inDirection: fwd)) == [12, 18])
        #expect(span(t.rangeEnclosingPosition(p(20), with: .paragraph, inDirection: fwd)) == [20, 25])
        #expect(t.rangeEnclosingPosition(p(11), with: .paragraph, inDirection: fwd) == nil)   // the empty line
        #expect(offset(t.position(from: p(10), toBoundary: .paragraph, inDirection: fwd)) == 18)
        #expect(t.isPosition(p(12), atBoundary: .paragraph, inDirection: back))
        withExtendedLifetime(v) {}
    }

    @Test func theDocument() {
        let (v, t) = input("ab. cd")
        #expect(span(t.rangeEnclosingPosition(p(3), with: .document, inDirection: fwd)) == [0, 6])
        #expect(t.isPosition(p(6), atBoundary: .document, inDirection: fwd))
        #expect(t.isPosition(p(0), atBoundary: .document, inDirection: back))
        #expect(!t.isPosition(p(3), atBoundary: .document, inDirection: fwd))
        #expect(offset(t.position(from: p(2), toBoundary: .document, inDirection: back)) == 0)
        let (e, te) = input("")
        #expect(span(te.rangeEnclosingPosition(p(0), with: .document, inDirection: fwd)) == [0, 0])
        #expect(te.rangeEnclosingPosition(p(0), with: .word, inDirection: fwd) == nil)
        withExtendedLifetime((v, e)) {}
    }

    @Test func positionsOutsideTheTextAreRefused() {
        let (v, t) = input("abc")
        UIKitLog.clearRecentMessages()
        #expect(t.rangeEnclosingPosition(p(9), with: .word, inDirection: fwd) == nil)
        #expect(!t.isPosition(p(-1), withinTextUnit: .character, inDirection: fwd))
        #expect(UIKitLog.didLog("outside the text"))
        withExtendedLifetime(v) {}
    }

    @Test func aTokenizerWhoseTextObjectWentAway() {
        var v: TextInputView? = TextInputView(frame: .zero)
        v?.storage = "abc"
        let t = UITextInputStringTokenizer(textInput: v!)
        v = nil
        #expect(t.rangeEnclosingPosition(p(1), with: .word, inDirection: fwd) == nil)
        #expect(t.position(from: p(1), toBoundary: .word, inDirection: fwd) == nil)
    }
}
