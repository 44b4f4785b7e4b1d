//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
@testable import UIKitTextEditing

/// Paragraphs (every terminator NSString knows) and grapheme clusters (emoji sequences, flags,
/// combining marks, Hangul), including clusters that straddle the buffer's chunks.
@Suite struct ParagraphAndClusterTests {
    @Test func paragraphsEndAtEveryTerminator() {
        let buffer = TextEditingBuffer("one\ntwo\r\nthree\rfour\u{2029}five\u{85}six\u{2028}still six\n")
        #expect(buffer.paragraphCount == 7)
        #expect(buffer.paragraphStart(0) == 0)
        #expect(buffer.paragraphStart(1) == 4)
        #expect(buffer.paragraphStart(2) == 9)        // after CR LF
        #expect(buffer.paragraphRange(at: 1) == 4..<9)
        #expect(buffer.paragraphContentRange(containing: 5) == 4..<7)
        #expect(buffer.paragraphIndex(containing: 8) == 1)   // between CR and LF
        #expect(buffer.paragraphIndex(containing: 9) == 2)
        #expect(buffer.paragraphIndex(containing: 15) == 3)   // after the lone CR
        #expect(buffer.substring(in: buffer.paragraphContentRange(containing: 27)) == "six\u{2028}still six")
        #expect(buffer.paragraphRange(at: 6) == buffer.utf16Count..<buffer.utf16Count)  // empty last paragraph
        #expect(buffer.paragraphStart(7) == nil)
        #expect(buffer.paragraphStart(-1) == nil)
        #expect(buffer.paragraphIndex(containing: 10_000) == 6)
        #expect(TextEditingBuffer().paragraphCount == 1)
        #expect(TextEditingBuffer().paragraphRange(containing: 0) == 0..<0)
    }

    @Test func paragraphLookupsMatchASlowScanAcrossManyChunks() {
        var text = ""
        for i in 0..<3000 { text += String(repeating: "w", count: i % 37) + (i % 5 == 0 ? "\r\n" : "\n") }
        var buffer = TextEditingBuffer(text)
        var units = Array(text.utf16)
        // Edit in a few places so chunks are uneven.
        for offset in [10, 5000, 20_000, 40_000] {
            buffer.replace(range: offset..<(offset + 3), with: "\n\n")
            units.replaceSubrange(offset..<(offset + 3), with: [0x0A, 0x0A])
        }
        let naive = NaiveParagraphs(units)
        #expect(buffer.chunks.count > 20)
        #expect(buffer.paragraphCount == naive.starts.count)
        for index in stride(from: 0, to: naive.starts.count, by: 7) {
            #expect(buffer.paragraphStart(index) == naive.starts[index])
        }
        for offset in stride(from: 0, through: units.count, by: 53) {
            let expected = naive.starts.lastIndex { $0 <= offset }!
            #expect(buffer.paragraphIndex(containing: offset) == expected)
        }
    }

    @Test func emojiSequencesFlagsAndSkinTonesAreOneCharacter() {
        let family = "👨‍👩‍👧‍👦", flag = "🇫🇷", thumbs = "👍🏽", keycap = "1️⃣", rainbow = "🏳️‍🌈"
        let text = "a" + family + flag + thumbs + keycap + rainbow + "b"
        let buffer = TextEditingBuffer(text)
        var offset = 0
        var stops: [Int] = [0]
        while let next = buffer.characterBoundary(after: offset) { stops.append(next); offset = next }
        var expected = [0]
        for piece in ["a", family, flag, thumbs, keycap, rainbow, "b"] { expected.append(expected.last! + piece.utf16.count) }
        #expect(stops == expected)
        // And backwards.
        var back: [Int] = [buffer.utf16Count]
        offset = buffer.utf16Count
        while let previous = buffer.characterBoundary(before: offset) { back.append(previous); offset = previous }
        #expect(back == expected.reversed())
        #expect(buffer.characterRange(at: 3) == 1..<(1 + family.utf16.count))
        #expect(!buffer.isCharacterBoundary(3) && buffer.isCharacterBoundary(1))
    }

    @Test func flagsPairUpEvenInALongRun() {
        let flags = String(repeating: "🇯🇵🇰🇷", count: 200)    // 400 flags, 1,600 UTF-16 units
        let buffer = TextEditingBuffer("x" + flags)
        #expect(buffer.characterBoundary(after: 1) == 5)
        #expect(buffer.characterBoundary(before: buffer.utf16Count) == buffer.utf16Count - 4)
        #expect(buffer.characterRange(at: 163) == 161..<165)
        #expect(buffer.characterRange(at: 1203) == 1201..<1205)   // far from any window's start
        #expect(buffer.characterBoundary(after: 1199) == 1201)
    }

    @Test func combiningMarksAndHangulJamoStayWithTheirBase() {
        let decomposed = "e\u{301}\u{323}"                    // e, acute, dot below
        let jamo = "\u{1100}\u{1161}\u{11A8}"                   // 각 as conjoining jamo
        let buffer = TextEditingBuffer("x" + decomposed + "한" + jamo + "y\r\nz")
        #expect(buffer.characterBoundary(after: 1) == 4)
        #expect(buffer.characterBoundary(after: 4) == 5)          // 한, one precomposed syllable
        #expect(buffer.characterBoundary(after: 5) == 8)          // the three jamo
        #expect(buffer.characterBoundary(after: 9) == 11)         // CR LF is one cluster
        #expect(buffer.characterBoundary(before: 11) == 9)
    }

    @Test func clustersThatStraddleChunksAreFoundWhole() {
        // Put a family emoji and a long combining sequence across the first chunk's end.
        let family = "👨‍👩‍👧‍👦"
        let pad = String(repeating: "a", count: TextEditingBuffer.targetChunk - 5)
        let zalgo = "o" + String(repeating: "\u{301}", count: 40)
        let buffer = TextEditingBuffer(pad + family + zalgo + String(repeating: "b", count: 3000))
        #expect(buffer.chunks.count > 1)
        let start = pad.utf16.count
        #expect(buffer.characterRange(at: start + 6) == start..<(start + family.utf16.count))
        let zalgoStart = start + family.utf16.count
        #expect(buffer.characterBoundary(after: zalgoStart) == zalgoStart + 41)
        #expect(buffer.characterBoundary(before: zalgoStart + 41) == zalgoStart)
        var forward: [Int] = []
        buffer.forEachCharacter(from: start - 1, forward: true) { range, _ in
            forward.append(range.upperBound)
            return forward.count < 4
        }
        #expect(forward == [start, start + family.utf16.count, zalgoStart + 41, zalgoStart + 42])
    }
}
