//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
@testable import UIKitTextEditing

/// The word rule: punctuation and spaces between words, apostrophes and decimal points inside
/// them, one word per ideograph, kana runs, right-to-left scripts, double-click ranges.
@Suite struct WordBoundaryTests {
    /// The offsets Option+Right stops at from the start.
    func wordEnds(_ text: String) -> [String] {
        let buffer = TextEditingBuffer(text)
        var stops: [String] = []
        var offset = 0
        while offset < buffer.utf16Count {
            let next = buffer.wordEnd(after: offset)
            stops.append(buffer.substring(in: 0..<next)!)
            offset = next
        }
        return stops
    }

    @Test func optionRightSkipsPunctuationToTheEndOfEachWord() {
        #expect(wordEnds("Hello, world! (it's 3.14)") == ["Hello", "Hello, world", "Hello, world! (it's",
                                                           "Hello, world! (it's 3.14", "Hello, world! (it's 3.14)"])
        #expect(wordEnds("snake_case and-dash") == ["snake_case", "snake_case and", "snake_case and-dash"])
        // A period between letters ends the word; one between digits doesn't.
        #expect(wordEnds("file.txt 1,000.5") == ["file", "file.txt", "file.txt 1,000.5"])
    }

    @Test func optionLeftGoesToWordStarts() {
        let buffer = TextEditingBuffer("Don’t stop... now")
        #expect(buffer.wordStart(before: 17) == 14)
        #expect(buffer.wordStart(before: 14) == 6)    // over "... "
        #expect(buffer.wordStart(before: 6) == 0)     // "Don’t" is one word
        #expect(buffer.wordStart(before: 2) == 0)     // from inside a word: its start
        #expect(buffer.wordStart(before: 0) == 0)
        #expect(buffer.wordEnd(after: 2) == 5)
    }

    @Test func cjkIsAWordPerIdeographAndAWordPerKanaRun() {
        let chinese = TextEditingBuffer("我们学习中文")
        #expect(chinese.wordEnd(after: 0) == 1)
        #expect(chinese.wordEnd(after: 1) == 2)
        #expect(chinese.wordRange(at: 3) == 3..<4)
        let japanese = TextEditingBuffer("食べるラーメン、カタカナ")
        #expect(japanese.wordEnd(after: 0) == 1)            // 食
        #expect(japanese.wordEnd(after: 1) == 3)            // べる (hiragana run)
        #expect(japanese.wordEnd(after: 3) == 7)            // ラーメン (katakana with ー)
        #expect(japanese.wordEnd(after: 7) == 12)           // over 、 to カタカナ
        #expect(japanese.wordRange(at: 4) == 3..<7)
    }

    @Test func koreanArabicAndHebrewWordsAreSeparatedBySpaces() {
        let korean = TextEditingBuffer("안녕하세요 세계")
        #expect(korean.wordEnd(after: 0) == 5)
        #expect(korean.wordStart(before: 8) == 6)
        let arabic = TextEditingBuffer("مرحبا بالعالم")       // logical order
        #expect(arabic.wordEnd(after: 0) == 5)
        #expect(arabic.wordRange(at: 8) == 6..<13)
        let hebrew = TextEditingBuffer("\u{05E9}\u{05B8}\u{05C1}\u{05DC}\u{05D5}\u{05B9}\u{05DD} עולם")            // niqqud marks stay in the word
        #expect(hebrew.wordEnd(after: 0) == 7)
        #expect(hebrew.wordStart(before: 12) == 8)
    }

    @Test func doubleClickSelectsWordSpacesOrOneMark() {
        let buffer = TextEditingBuffer("hi   there, you're 👍🏽 ok\nnext")
        #expect(buffer.wordRange(at: 1) == 0..<2)
        #expect(buffer.wordRange(at: 3) == 2..<5)             // the run of spaces
        #expect(buffer.wordRange(at: 10) == 10..<11)          // the comma
        #expect(buffer.wordRange(at: 15) == 12..<18)          // the apostrophe: the word around it
        #expect(buffer.wordRange(at: 19) == 19..<23)          // the emoji with its skin tone
        #expect(buffer.wordRange(at: 26) == 24..<26)          // at the paragraph's end: the word before
        #expect(buffer.wordRange(at: 31) == 27..<31)          // at the text's end
        #expect(TextEditingBuffer("").wordRange(at: 0) == 0..<0)
        #expect(TextEditingBuffer("a\n\nb").wordRange(at: 2) == 2..<2)   // an empty paragraph
    }

    @Test func wordBoundariesForATokenizer() {
        let buffer = TextEditingBuffer("one, two")
        let boundaries = (0...buffer.utf16Count).filter(buffer.isWordBoundary)
        #expect(boundaries == [0, 3, 5, 8])
    }
}
