//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Grapheme clusters (what a user sees as one character) around an offset, found by Swift's own
// segmentation in a window of the text, so a 5 MB text costs what a line costs.
//
// A window that starts or ends at a hard boundary (the text's ends, or a paragraph terminator,
// where Unicode always breaks) is right everywhere. Elsewhere the segmentation is trusted only a
// margin away from the window's edges; a query that needs a boundary closer to an edge grows the
// window (to the whole paragraph at worst). The margin covers any cluster shorter than 32 UTF-16
// units. Flags (pairs of regional indicators) pair up from the start of their run, so a window
// never starts inside a run of them.

extension TextEditingBuffer {
    /// The grapheme clusters of one stretch of the text.
    struct ClusterWindow {
        /// Cluster starts, then the end of the last cluster (absolute offsets, ascending).
        var boundaries: [Int]
        /// The clusters, one per pair of consecutive boundaries.
        var characters: [Character]
        /// Boundaries in this range are boundaries of the whole text.
        var reliable: ClosedRange<Int>

        /// The index of the boundary at `offset`, or of the last boundary before it.
        func boundaryIndex(atOrBefore offset: Int) -> Int {
            var lo = 0, hi = boundaries.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if boundaries[mid] <= offset { lo = mid } else { hi = mid - 1 }
            }
            return lo
        }
    }

    static let clusterMargin = 32

    /// True when Unicode always breaks grapheme clusters at `offset` (the text's ends, and before
    /// or after a paragraph terminator or other control character, except inside CR LF).
    func isHardBoundary(_ offset: Int) -> Bool {
        guard offset > 0 && offset < utf16Count, let before = utf16CodeUnit(at: offset - 1),
              let after = utf16CodeUnit(at: offset) else { return true }
        if before == 0x0D && after == 0x0A { return false }
        return Self.isControl(before) || Self.isControl(after)
    }

    static func isControl(_ u: UInt16) -> Bool {
        u < 0x20 || (u >= 0x7F && u < 0xA0) || u == 0x2028 || u == 0x2029
    }

    /// The clusters in a window of `radius` code units each side of `offset` (closer ends at
    /// paragraph boundaries are used when within reach).
    func clusterWindow(around offset: Int, radius: Int) -> ClusterWindow {
        var lo = max(offset - radius, 0), hi = min(offset + radius, utf16Count)
        let paragraph = paragraphRange(containing: offset)
        if paragraph.lowerBound > lo && paragraph.lowerBound <= offset { lo = paragraph.lowerBound }
        if paragraph.upperBound < hi && paragraph.upperBound > offset { hi = paragraph.upperBound }
        // Never cut a surrogate pair.
        if let u = utf16CodeUnit(at: lo), UTF16.isTrailSurrogate(u) { lo -= 1 }
        // Regional indicators pair up from the start of their run: start there.
        while lo >= 2 && utf16CodeUnit(at: lo - 2) == 0xD83C && (0xDDE6...0xDDFF).contains(utf16CodeUnit(at: lo - 1) ?? 0) {
            lo -= 2
        }
        if let u = utf16CodeUnit(at: hi), UTF16.isTrailSurrogate(u) { hi += 1 }
        var boundaries = [lo]
        var characters: [Character] = []
        var position = lo
        for character in Self.string(from: units(in: lo..<hi)) {
            position += character.utf16.count
            boundaries.append(position)
            characters.append(character)
        }
        let reliableLo = isHardBoundary(lo) ? lo : (boundaries.first { $0 >= lo + Self.clusterMargin } ?? hi)
        let reliableHi = isHardBoundary(hi) ? hi : (boundaries.last { $0 <= hi - Self.clusterMargin } ?? lo)
        return ClusterWindow(boundaries: boundaries, characters: characters,
                             reliable: min(reliableLo, reliableHi)...max(reliableLo, reliableHi))
    }

    /// A window around `offset` in which the cluster holding `offset` (both its ends) is
    /// reliable, or which ends at the text's end when `offset` does.
    func reliableWindow(around offset: Int) -> ClusterWindow {
        var radius = 256
        while true {
            let window = clusterWindow(around: offset, radius: radius)
            let index = window.boundaryIndex(atOrBefore: offset)
            let start = window.boundaries[index]
            let end = index + 1 < window.boundaries.count ? window.boundaries[index + 1] : nil
            let covered = window.reliable.contains(start) && (end.map { window.reliable.contains($0) } ?? (start == utf16Count))
            if covered || radius >= utf16Count { return window }
            radius *= 4
        }
    }

    /// The range of the grapheme cluster holding the code unit at `offset`; an empty range at
    /// the text's end (or outside it).
    public func characterRange(at offset: Int) -> Range<Int> {
        guard offset >= 0 && offset < utf16Count else { return clamped(offset)..<clamped(offset) }
        let window = reliableWindow(around: offset)
        let index = window.boundaryIndex(atOrBefore: offset)
        return window.boundaries[index]..<window.boundaries[min(index + 1, window.boundaries.count - 1)]
    }

    /// The end of the grapheme cluster at or after `offset`: where the caret goes on a right
    /// arrow (in left-to-right text); nil at the end of the text.
    public func characterBoundary(after offset: Int) -> Int? {
        guard offset < utf16Count else { return nil }
        return characterRange(at: max(offset, 0)).upperBound
    }

    /// The start of the grapheme cluster before `offset` (or holding it): what Backspace deletes
    /// back to; nil at the start of the text.
    public func characterBoundary(before offset: Int) -> Int? {
        guard offset > 0 else { return nil }
        let offset = min(offset, utf16Count)
        let range = characterRange(at: offset - 1)
        return range.lowerBound
    }

    /// True when `offset` falls between two grapheme clusters (or at either end of the text).
    public func isCharacterBoundary(_ offset: Int) -> Bool {
        guard offset > 0 && offset < utf16Count else { return offset == 0 || offset == utf16Count }
        return characterRange(at: offset).lowerBound == offset
    }

    /// The clusters from `offset` on, forward or backward, each with its range, until `body`
    /// returns false or the text ends. An offset inside a cluster starts from that cluster.
    func forEachCharacter(from offset: Int, forward: Bool,
                          _ body: (Range<Int>, Character) -> Bool) {
        var position = clamped(offset)
        while forward ? position < utf16Count : position > 0 {
            let window = reliableWindow(around: forward ? position : position - 1)
            var index = window.boundaryIndex(atOrBefore: forward ? position : position - 1)
            if forward {
                while index + 1 < window.boundaries.count && window.reliable.contains(window.boundaries[index + 1]) {
                    let range = window.boundaries[index]..<window.boundaries[index + 1]
                    position = range.upperBound
                    guard body(range, window.characters[index]) else { return }
                    index += 1
                }
            } else {
                while index >= 0 && window.reliable.contains(window.boundaries[index]) {
                    let range = window.boundaries[index]..<window.boundaries[index + 1]
                    position = range.lowerBound
                    guard body(range, window.characters[index]) else { return }
                    index -= 1
                }
            }
        }
    }
}
