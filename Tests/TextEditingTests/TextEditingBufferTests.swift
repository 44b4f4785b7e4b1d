//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
@testable import UIKitTextEditing

/// The buffer: UTF-16 addressing, replacing, bad ranges, lone surrogates, and its chunks kept
/// consistent through random edits (checked against a plain array of code units).
@Suite struct TextEditingBufferTests {
    @Test func countsAndReadsInUTF16Units() {
        let buffer = TextEditingBuffer("a😀é\u{301}b")
        #expect(buffer.utf16Count == 6)   // a, 2 for the emoji, é, U+0301, b
        #expect(buffer.string == "a😀é\u{301}b")
        #expect(buffer.substring(in: 1..<3) == "😀")
        #expect(buffer.substring(in: NSRange(location: 3, length: 2)) == "é\u{301}")
        #expect(buffer.utf16CodeUnit(at: 5) == 0x62)
        #expect(buffer.utf16CodeUnit(at: 6) == nil)
        #expect(buffer.utf16CodeUnits(in: 0..<1) == [0x61])
        #expect(TextEditingBuffer().isEmpty)
        #expect(buffer.description == buffer.string)
    }

    @Test func replaceSaysWhatChanged() throws {
        var buffer = TextEditingBuffer("Hello world")
        let changeResult = buffer.replace(range: NSRange(location: 6, length: 5), with: "there\nfriend")
        let change = try #require(changeResult)
        #expect(buffer.string == "Hello there\nfriend")
        #expect(change.replacedRange == 6..<11)
        #expect(change.replacedText == "world")
        #expect(change.insertedRange == 6..<18)
        #expect(change.paragraphs == 0..<2)
        #expect(change.delta == 7)
    }

    @Test func rangesOutsideTheTextAreRefusedNotTrapped() {
        var buffer = TextEditingBuffer("abc")
        do { let r = buffer.replace(range: NSRange(location: 2, length: 5), with: "x"); #expect(r == nil) }
        do { let r = buffer.replace(range: NSRange(location: NSNotFound, length: 0), with: "x"); #expect(r == nil) }
        do { let r = buffer.replace(range: NSRange(location: -1, length: 1), with: "x"); #expect(r == nil) }
        do { let r = buffer.replace(range: NSRange(location: 1, length: Int.max), with: "x"); #expect(r == nil) }
        do { let r = buffer.replace(range: 4..<4, with: "x"); #expect(r == nil) }
        #expect(buffer.substring(in: NSRange(location: 3, length: 1)) == nil)
        #expect(buffer.substring(in: -1..<2) == nil)
        #expect(buffer.string == "abc")
        // Clamping, for selections.
        #expect(buffer.clamped(NSRange(location: 2, length: 10)) == 2..<3)
        #expect(buffer.clamped(NSRange(location: NSNotFound, length: 0)) == 0..<0)
        #expect(buffer.clamped(NSRange(location: -5, length: -2)) == 0..<0)
        #expect(buffer.clamped(99) == 3)
        // An empty range at the end is inside.
        do { let r = buffer.replace(range: 3..<3, with: "d"); #expect(r != nil) }
        #expect(buffer.string == "abcd")
    }

    @Test func loneSurrogatesBecomeReplacementCharacters() throws {
        let units: [UInt16] = [0x61, 0xD83D, 0x62, 0xDE00, 0xD83D, 0xDE00, 0xD800]
        let buffer = TextEditingBuffer(utf16CodeUnits: units)
        #expect(buffer.string == "a\u{FFFD}b\u{FFFD}😀\u{FFFD}")
        #expect(buffer.utf16Count == 7)
        var edited = TextEditingBuffer("xy")
        edited.replace(range: 1..<1, withUTF16CodeUnits: [0xDC00, 0x41])
        #expect(edited.string == "x\u{FFFD}Ay")
        // From an NSString holding a lone surrogate (as an input method might hand one over).
        let ns = NSString(characters: [0x4F, 0xD800, 0x4B], length: 3)
        #expect(TextEditingBuffer.sanitizedString(ns) == "O\u{FFFD}K")
        #expect(TextEditingBuffer.sanitizedString(utf16CodeUnits: [0xDFFF]) == "\u{FFFD}")
        #expect(edited.invariantViolation() == nil)
    }

    @Test func aRangeCuttingASurrogatePairIsWidenedToThePair() throws {
        var buffer = TextEditingBuffer("a😀b")
        let result = buffer.replace(range: 2..<3, with: "")                  // the emoji's low half
        let change = try #require(result)
        #expect(change.replacedRange == 1..<3)
        #expect(buffer.string == "ab")
        var other = TextEditingBuffer("a😀b")
        other.replace(range: 1..<2, with: "X")                              // the high half
        #expect(other.string == "aXb")
        var inserting = TextEditingBuffer("a😀b")
        inserting.replace(range: 2..<2, with: "X")                           // between the halves
        #expect(inserting.string == "a😀Xb" && inserting.invariantViolation() == nil)
    }

    @Test func stringIndexConversions() throws {
        let string = "a😀b"
        let index = try #require(TextEditingBuffer.stringIndex(forUTF16Offset: 3, in: string))
        #expect(string[index] == "b")
        #expect(TextEditingBuffer.utf16Offset(of: index, in: string) == 3)
        // Inside the pair: rounds down to the emoji.
        let inside = try #require(TextEditingBuffer.stringIndex(forUTF16Offset: 2, in: string))
        #expect(string[inside] == "😀")
        #expect(TextEditingBuffer.stringIndex(forUTF16Offset: 5, in: string) == nil)
        #expect(TextEditingBuffer.stringIndex(forUTF16Offset: -1, in: string) == nil)
        #expect(TextEditingBuffer.stringIndex(forUTF16Offset: 4, in: string) == string.endIndex)
    }

    @Test func randomEditsMatchAPlainArray() {
        var rng = SeededGenerator(seed: 28)
        let alphabet: [String] = ["a", "b", " ", "\n", "\r", "\r\n", "é", "😀", "\u{2029}", "xyz", "\u{85}"]
        var model: [UInt16] = []
        var buffer = TextEditingBuffer()
        for step in 0..<3000 {
            let lo = Int.random(in: 0...model.count, using: &rng)
            let maxLength = step % 50 == 0 ? 5000 : 4
            let hi = min(model.count, lo + Int.random(in: 0...maxLength, using: &rng))
            var insert = ""
            let pieces = step % 97 == 0 ? 3000 : Int.random(in: 0...3, using: &rng)
            for _ in 0..<pieces { insert += alphabet.randomElement(using: &rng)! }
            // Keep the model free of split pairs: widen as the buffer does.
            let cuts = { (i: Int) in i > 0 && i < model.count && UTF16.isTrailSurrogate(model[i]) }
            var (a, b) = (lo, hi)
            if a == b {
                if cuts(a) { a += 1 }
                b = a
            } else {
                if cuts(a) { a -= 1 }
                if cuts(b) { b += 1 }
            }
            let change = buffer.replace(range: lo..<hi, with: insert)
            #expect(change?.replacedRange == a..<b)
            model.replaceSubrange(a..<b, with: Array(insert.utf16))
            if step % 100 == 0 || step > 2990 {
                #expect(buffer.invariantViolation() == nil)
                #expect(Array(buffer.string.utf16) == model)
                #expect(buffer.paragraphCount == NaiveParagraphs(model).starts.count)
            }
        }
        #expect(buffer.chunks.count > 1)
    }

    @Test func equalityIgnoresChunking() {
        let text = String(repeating: "line of text\n", count: 400)
        var a = TextEditingBuffer(text)
        var b = TextEditingBuffer()
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().reversed() {
            b.replace(range: 0..<0, with: line + "\n")
        }
        #expect(a == b)
        #expect(a.chunks.count != b.chunks.count || a.chunks.map(\.count) != b.chunks.map(\.count))
        a.replace(range: 0..<1, with: "L")
        #expect(a != b)
    }

    @Test func crlfIsNeverSplitBetweenChunks() {
        // CR at the end of one chunk's worth of text and LF typed after it.
        var buffer = TextEditingBuffer(String(repeating: "x", count: TextEditingBuffer.targetChunk - 1) + "\r"
                                       + String(repeating: "y", count: 2000))
        #expect(buffer.paragraphCount == 2)
        buffer.replace(range: TextEditingBuffer.targetChunk..<TextEditingBuffer.targetChunk, with: "\n")
        #expect(buffer.invariantViolation() == nil)
        #expect(buffer.paragraphCount == 2)
        #expect(buffer.paragraphStart(1) == TextEditingBuffer.targetChunk + 1)
        // Deleting what stood between a CR and an LF in two chunks joins them.
        var joined = TextEditingBuffer(String(repeating: "x", count: 1500) + "\rZ\n" + String(repeating: "y", count: 1500))
        #expect(joined.paragraphCount == 3)
        joined.replace(range: 1501..<1502, with: "")
        #expect(joined.invariantViolation() == nil)
        #expect(joined.paragraphCount == 2)
        #expect(joined.paragraphContentRange(containing: 0) == 0..<1500)
    }
}
