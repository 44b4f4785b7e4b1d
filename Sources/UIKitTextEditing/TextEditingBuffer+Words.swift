//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Words, by one documented rule over grapheme clusters (no dictionary), for Option/Ctrl+arrow,
// Option/Ctrl+Backspace and double-click selection.
//
// Each cluster is classed by its first scalar:
// - space: whitespace, newlines included;
// - letters: letters, digits, combining marks and connector punctuation (`_`), in any script
//   written with spaces between words (Latin, Greek, Cyrillic, Arabic, Hebrew, Hangul, Indic…);
// - hiragana, katakana (with the prolonged sound mark ー): each a class of its own, so a run of
//   one kana is a word;
// - single: Han ideographs, emoji, and the scripts written without spaces (Thai, Lao, Khmer,
//   Myanmar): each cluster is a word by itself, so CJK text never becomes one giant word;
// - punctuation: everything else (symbols too).
// A word is a run of one class (letters, hiragana or katakana) or one single cluster. Inside a
// run of letters an apostrophe (' or ’) between two letters joins them ("don't", "l’été"), and a
// full stop or comma between two digits joins them ("3.14", "1,000"). Space and punctuation are
// not words: moves skip them, and a double click selects the run of spaces or the one mark.

extension TextEditingBuffer {
    enum WordClass: Equatable {
        case space, punctuation, letters, hiragana, katakana, single

        var isWord: Bool { self != .space && self != .punctuation }
    }

    static func wordClass(of character: Character) -> WordClass {
        guard let scalar = character.unicodeScalars.first else { return .punctuation }
        if character.isWhitespace { return .space }
        let v = scalar.value
        switch v {
        case 0x3040...0x309F: return .hiragana
        case 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: return .katakana
        case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF: return .single
        default: break
        }
        let properties = scalar.properties
        if properties.isIdeographic { return .single }
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark,
             .connectorPunctuation:
            // A keycap ("1️⃣") is an emoji, not a digit.
            if character.unicodeScalars.count > 1 && character.unicodeScalars.contains(where: { $0.value == 0x20E3 }) {
                return .single
            }
            return .letters
        default:
            break
        }
        if properties.isEmojiPresentation
            || (properties.isEmoji && (scalar.value > 0xFF || character.unicodeScalars.count > 1)) {
            return .single
        }
        return .punctuation
    }

    /// True when `joiner` between `a` and `b` keeps them in one word.
    static func joins(_ joiner: Character, _ a: Character, _ b: Character) -> Bool {
        switch joiner {
        case "'", "\u{2019}":
            return a.isLetter && b.isLetter
        case ".", ",":
            return a.isWholeNumber && b.isWholeNumber
        default:
            return false
        }
    }

    /// The far end of the word whose first cluster (forward) or last cluster (backward) touches
    /// `offset`.
    func wordEdge(from offset: Int, forward: Bool) -> Int {
        var kind: WordClass?
        var edge = offset
        var last: Character = " "
        var pending: Character?
        forEachCharacter(from: offset, forward: forward) { range, character in
            let k = Self.wordClass(of: character)
            let far = forward ? range.upperBound : range.lowerBound
            guard let current = kind else {
                kind = k
                edge = far
                last = character
                return k != .single
            }
            if let joiner = pending {
                guard k == .letters && Self.joins(joiner, last, character) else { return false }
                pending = nil
            } else if k != current {
                if current == .letters && (character == "'" || character == "\u{2019}" || character == "." || character == ",") {
                    pending = character
                    return true
                }
                return false
            }
            edge = far
            last = character
            return true
        }
        return edge
    }

    /// Where Option+Right goes (in left-to-right text): the end of the word at `offset`, or of
    /// the next word after any spaces and punctuation; the text's end when no word follows.
    public func wordEnd(after offset: Int) -> Int {
        var result = utf16Count
        forEachCharacter(from: offset, forward: true) { range, character in
            guard Self.wordClass(of: character).isWord else { return true }
            result = wordEdge(from: range.lowerBound, forward: true)
            return false
        }
        return result
    }

    /// Where Option+Left goes (in left-to-right text): the start of the word at `offset`, or of
    /// the previous word before any spaces and punctuation; 0 when no word precedes.
    public func wordStart(before offset: Int) -> Int {
        var result = 0
        forEachCharacter(from: offset, forward: false) { range, character in
            guard Self.wordClass(of: character).isWord else { return true }
            result = wordEdge(from: range.upperBound, forward: false)
            return false
        }
        return result
    }

    /// What a double click at `offset` selects: the word there, the run of spaces there, or the
    /// punctuation mark there. At a paragraph's end (or the text's) it looks at the cluster
    /// before. Empty only in an empty text or an empty paragraph.
    public func wordRange(at offset: Int) -> Range<Int> {
        let offset = clamped(offset)
        var cluster = characterRange(at: offset)
        let isTerminator = { (range: Range<Int>) in
            range.isEmpty || (self.utf16CodeUnit(at: range.lowerBound).map(Self.isControl) ?? true)
        }
        if isTerminator(cluster) && offset > 0 {
            let before = characterRange(at: offset - 1)
            guard !isTerminator(before) else { return offset..<offset }
            cluster = before
        }
        guard !cluster.isEmpty, let character = substring(in: cluster)?.first else { return offset..<offset }
        let k = Self.wordClass(of: character)
        switch k {
        case .punctuation where joinsNeighbours(cluster, character):
            // An apostrophe or decimal point inside a word: the word around it.
            return wordEdge(from: cluster.lowerBound, forward: false)..<wordEdge(from: cluster.upperBound, forward: true)
        case .single, .punctuation:
            return cluster
        case .space:
            var lo = cluster.lowerBound, hi = cluster.upperBound
            let isSpace = { (c: Character) in c.isWhitespace && !c.isNewline }
            forEachCharacter(from: cluster.upperBound, forward: true) { range, c in
                guard isSpace(c) else { return false }
                hi = range.upperBound
                return true
            }
            forEachCharacter(from: cluster.lowerBound, forward: false) { range, c in
                guard isSpace(c) else { return false }
                lo = range.lowerBound
                return true
            }
            return lo..<hi
        case .letters, .hiragana, .katakana:
            let starts = wordEdge(from: cluster.upperBound, forward: false)
            let ends = wordEdge(from: cluster.lowerBound, forward: true)
            return min(starts, cluster.lowerBound)..<max(ends, cluster.upperBound)
        }
    }

    /// True when punctuation `character` at `cluster` joins the letters or digits either side.
    private func joinsNeighbours(_ cluster: Range<Int>, _ character: Character) -> Bool {
        guard let before = characterBoundary(before: cluster.lowerBound),
              let a = substring(in: before..<cluster.lowerBound)?.first,
              let after = characterBoundary(after: cluster.upperBound),
              let b = substring(in: cluster.upperBound..<after)?.first else { return false }
        return Self.joins(character, a, b)
    }

    /// True when `offset` is at a word's start or end (a tokenizer's word boundary), or at either
    /// end of the text.
    public func isWordBoundary(_ offset: Int) -> Bool {
        let offset = clamped(offset)
        if offset == 0 || offset == utf16Count { return true }
        guard isCharacterBoundary(offset) else { return false }
        for cluster in [characterRange(at: offset - 1), characterRange(at: offset)] {
            guard let c = substring(in: cluster)?.first,
                  Self.wordClass(of: c).isWord || joinsNeighbours(cluster, c) else { continue }
            let word = wordRange(at: cluster.lowerBound)
            if word.lowerBound == offset || word.upperBound == offset { return true }
        }
        return false
    }
}
