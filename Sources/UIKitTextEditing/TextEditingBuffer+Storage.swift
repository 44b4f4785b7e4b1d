//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The buffer's chunks: splitting text into chunks, finding an offset's chunk, editing in place
// or re-chunking, and keeping CR LF pairs inside one chunk.

import Foundation

extension TextEditingBuffer {
    // MARK: Code units in and out

    // Debug builds run this module unoptimised, where a Swift loop costs tens of nanoseconds a
    // code unit; whole-text work (pastes, loading, counting terminators) goes through the
    // standard library's and Foundation's optimised paths and memchr instead.

    /// A string's UTF-16 code units (a Swift string never holds a lone surrogate).
    static func units(of string: String) -> [UInt16] {
        Array(string.utf16)
    }

    /// A string from code units that hold no lone surrogate (others become U+FFFD).
    static func string(from units: [UInt16]) -> String {
        units.withUnsafeBufferPointer(string(from:))
    }

    /// A string from code units (lone surrogates become U+FFFD).
    static func string(from units: UnsafeBufferPointer<UInt16>) -> String {
        guard let first = units.first else { return "" }
        // Foundation decodes long texts many times faster than the generic decoder runs in a
        // debug build; it refuses invalid UTF-16, and may take a leading U+FEFF for a byte order
        // mark, so those go the generic way.
        if units.count > 4096 && first != 0xFEFF && first != 0xFFFE {
            #if _endian(little)
            let encoding = String.Encoding.utf16LittleEndian
            #else
            let encoding = String.Encoding.utf16BigEndian
            #endif
            if let string = String(data: Data(buffer: units), encoding: encoding) { return string }
        }
        return String(decoding: units, as: UTF16.self)
    }

    /// A copy of `units` (one memcpy, whatever the build).
    static func copy(_ units: UnsafeBufferPointer<UInt16>) -> [UInt16] {
        guard let source = units.baseAddress, units.count > 0 else { return [] }
        return [UInt16](unsafeUninitializedCapacity: units.count) { buffer, count in
            buffer.baseAddress!.initialize(from: source, count: units.count)
            count = units.count
        }
    }

    /// `units` with every lone surrogate replaced by U+FFFD.
    static func repairingSurrogates(_ units: some Collection<UInt16>) -> [UInt16] {
        var out = Array(units)
        var i = 0
        let n = out.count
        while i < n {
            let u = out[i]
            if UTF16.isLeadSurrogate(u) {
                if i + 1 < n && UTF16.isTrailSurrogate(out[i + 1]) {
                    i += 2
                    continue
                }
                out[i] = 0xFFFD
            } else if UTF16.isTrailSurrogate(u) {
                out[i] = 0xFFFD
            }
            i += 1
        }
        return out
    }

    // MARK: Chunks

    /// `units` cut into chunks of about `targetChunk`, never between a surrogate pair's halves or
    /// between CR and LF.
    static func split(_ units: [UInt16]) -> [[UInt16]] {
        var pieces: [[UInt16]] = []
        pieces.reserveCapacity(units.count / targetChunk + 1)
        units.withUnsafeBufferPointer { p in
            var start = 0
            let n = p.count
            while start < n {
                var end = min(start + targetChunk, n)
                if n - end < minChunk { end = n }   // no small tail
                while end < n && (UTF16.isTrailSurrogate(p[end]) || (p[end] == 0x0A && p[end - 1] == 0x0D)) {
                    end += 1
                }
                pieces.append(copy(UnsafeBufferPointer(rebasing: p[start..<end])))
                start = end
            }
        }
        return pieces
    }

    /// The positions (ascending) of the code units in `units` that end a paragraph terminator.
    /// A CR at the end counts (the next chunk never starts with LF).
    static func breakPositions(_ units: UnsafeBufferPointer<UInt16>) -> [Int] {
        guard let base = units.baseAddress, units.count > 0 else { return [] }
        var positions: [Int] = []
        var kinds = 0
        let raw = UnsafeRawPointer(base)
        let byteCount = units.count * 2
        // memchr finds each terminator's low byte; a hit is kept when it is a whole unit's.
        for unit: UInt16 in [0x0A, 0x0D, 0x85, 0x2029] {
            let before = positions.count
            #if _endian(little)
            let byte = Int32(unit & 0xFF), offsetInUnit = 0
            #else
            let byte = Int32(unit & 0xFF), offsetInUnit = 1
            #endif
            var from = 0
            while from < byteCount, let hit = memchr(raw + from, byte, byteCount - from) {
                let offset = UnsafeRawPointer(hit) - raw
                from = offset + 1
                guard offset % 2 == offsetInUnit, units[offset / 2] == unit else { continue }
                let index = offset / 2
                if unit == 0x0D && index + 1 < units.count && units[index + 1] == 0x0A { continue }
                positions.append(index)
            }
            if positions.count > before { kinds += 1 }
        }
        if kinds > 1 { positions.sort() }
        return positions
    }

    /// The number of paragraph terminators ending in `chunk`.
    static func countBreaks(_ chunk: [UInt16]) -> Int {
        chunk.withUnsafeBufferPointer { breakPositions($0).count }
    }

    /// The chunk holding the code unit at `offset` (0..<utf16Count) and that chunk's start.
    func chunkContaining(_ offset: Int) -> (chunk: Int, start: Int) {
        let found = lengthTree.firstIndex(exceeding: offset)
        return (found.index, found.before)
    }

    /// Where an edit at `offset` (0...utf16Count) goes: the chunk holding the unit before it (so
    /// text typed at a chunk's end joins that chunk), chunk 0 at offset 0.
    func editLocation(_ offset: Int) -> (chunk: Int, offset: Int) {
        guard offset > 0 else { return (0, 0) }
        let (chunk, start) = chunkContaining(offset - 1)
        return (chunk, offset - start)
    }

    /// The code units in `range` (inside the text).
    func units(in range: Range<Int>) -> [UInt16] {
        var out: [UInt16] = []
        guard !range.isEmpty else { return out }
        out.reserveCapacity(range.count)
        var (chunk, start) = chunkContaining(range.lowerBound)
        while start < range.upperBound && chunk < chunks.count {
            let units = chunks[chunk]
            let lo = max(range.lowerBound - start, 0), hi = min(range.upperBound - start, units.count)
            out.append(contentsOf: units[lo..<hi])
            start += units.count
            chunk += 1
        }
        return out
    }

    /// `range` widened so that it cuts no surrogate pair; an empty range between a pair's halves
    /// moves after the pair.
    func scalarAligned(_ range: Range<Int>) -> Range<Int> {
        let cutsPair = { (offset: Int) in
            offset > 0 && (self.utf16CodeUnit(at: offset).map(UTF16.isTrailSurrogate) ?? false)
        }
        if range.isEmpty {
            let offset = cutsPair(range.lowerBound) ? range.lowerBound + 1 : range.lowerBound
            return offset..<offset
        }
        return (cutsPair(range.lowerBound) ? range.lowerBound - 1 : range.lowerBound)
            ..< (cutsPair(range.upperBound) ? range.upperBound + 1 : range.upperBound)
    }

    // MARK: Editing

    /// Replaces the code units in `range` (scalar-aligned, inside the text) with `replacement`.
    mutating func replaceUnits(_ range: Range<Int>, with replacement: [UInt16]) {
        guard !(range.isEmpty && replacement.isEmpty) else { return }
        utf16Count += replacement.count - range.count
        guard !chunks.isEmpty else {
            chunks = Self.split(replacement)
            rebuildTrees()
            return
        }
        // An insertion joins the chunk before it; a deletion starts in the chunk of its first unit.
        let (ci, oi): (Int, Int)
        let (cj, oj): (Int, Int)
        if range.isEmpty {
            (ci, oi) = editLocation(range.lowerBound)
            (cj, oj) = (ci, oi)
        } else {
            let first = chunkContaining(range.lowerBound)
            (ci, oi) = (first.chunk, range.lowerBound - first.start)
            (cj, oj) = editLocation(range.upperBound)
        }
        if ci == cj && chunks[ci].count - range.count + replacement.count <= Self.maxChunk {
            chunks[ci].replaceSubrange(oi..<oj, with: replacement)
            lengthTree.add(replacement.count - range.count, at: ci)
            recountBreaks(ci)
            if chunks[ci].count < Self.minChunk && mergeSmallChunk(ci) { return }
            fixSeams(around: ci)
            return
        }
        var merged = chunks[ci].withUnsafeBufferPointer { Self.copy(UnsafeBufferPointer(rebasing: $0[..<oi])) }
        merged.reserveCapacity(oi + replacement.count + chunks[cj].count - oj)
        replacement.withUnsafeBufferPointer { merged.append(contentsOf: $0) }
        chunks[cj].withUnsafeBufferPointer { merged.append(contentsOf: UnsafeBufferPointer(rebasing: $0[oj...])) }
        let pieces = Self.split(merged)
        chunks.replaceSubrange(ci...cj, with: pieces)
        breakCounts.replaceSubrange(ci...cj, with: pieces.map(Self.countBreaks))
        fixSeamsWithoutTrees(around: ci..<(ci + pieces.count))
        rebuildTrees()
    }

    /// Rebuilds both trees from the chunks (O(chunks)).
    mutating func rebuildTrees() {
        if breakCounts.count != chunks.count { breakCounts = chunks.map(Self.countBreaks) }
        lengthTree = FenwickTree(chunks.map(\.count))
        breakTree = FenwickTree(breakCounts)
    }

    /// Counts chunk `i`'s paragraph terminators again and updates the tree.
    mutating func recountBreaks(_ i: Int) {
        let count = Self.countBreaks(chunks[i])
        breakTree.add(count - breakCounts[i], at: i)
        breakCounts[i] = count
    }

    /// Joins a small (or empty) chunk `i` with a neighbour when they fit in one chunk, or drops
    /// it when empty; true when the chunks changed (the trees are rebuilt then).
    mutating func mergeSmallChunk(_ i: Int) -> Bool {
        if chunks[i].isEmpty {
            chunks.remove(at: i)
            breakCounts.remove(at: i)
            if i > 0 && i < chunks.count { fixSeamsWithoutTrees(around: (i - 1)..<i) }
            rebuildTrees()
            return true
        }
        let neighbour: Int
        if i + 1 < chunks.count && chunks[i].count + chunks[i + 1].count <= Self.maxChunk {
            neighbour = i + 1
        } else if i > 0 && chunks[i].count + chunks[i - 1].count <= Self.maxChunk {
            neighbour = i - 1
        } else {
            return false
        }
        let first = min(i, neighbour)
        chunks[first].append(contentsOf: chunks[first + 1])
        chunks.remove(at: first + 1)
        breakCounts.replaceSubrange(first...(first + 1), with: [Self.countBreaks(chunks[first])])
        fixSeamsWithoutTrees(around: first..<(first + 1))
        rebuildTrees()
        return true
    }

    /// Keeps CR LF inside one chunk at the seams before and after chunk `i` (rebuilding the
    /// trees in the rare case one moves).
    mutating func fixSeams(around i: Int) {
        guard isSplitCRLF(at: i - 1) || isSplitCRLF(at: i) else { return }
        fixSeamsWithoutTrees(around: i..<(i + 1))
        rebuildTrees()
    }

    /// True when chunk `seam` ends with CR and the next chunk starts with LF.
    func isSplitCRLF(at seam: Int) -> Bool {
        guard seam >= 0 && seam + 1 < chunks.count else { return false }
        let last: UInt16? = chunks[seam].last, first: UInt16? = chunks[seam + 1].first
        return last == 0x0D && first == 0x0A
    }

    /// Keeps CR LF inside one chunk at the seams around chunks `changed` (the trees are rebuilt
    /// by the caller).
    mutating func fixSeamsWithoutTrees(around changed: Range<Int>) {
        var seam = max(changed.lowerBound - 1, 0)
        while seam <= changed.upperBound && seam + 1 < chunks.count {
            if isSplitCRLF(at: seam) {
                chunks[seam].append(0x0A)
                chunks[seam + 1].removeFirst()
                breakCounts[seam] = Self.countBreaks(chunks[seam])
                if chunks[seam + 1].isEmpty {
                    chunks.remove(at: seam + 1)
                    breakCounts.remove(at: seam + 1)
                    continue
                }
                breakCounts[seam + 1] = Self.countBreaks(chunks[seam + 1])
            }
            seam += 1
        }
    }

    /// Checks the invariants (for tests): tree sums, no empty chunk, no split CR LF, no lone
    /// surrogate. Returns a description of the first problem, or nil.
    func invariantViolation() -> String? {
        if chunks.reduce(0, { $0 + $1.count }) != utf16Count { return "utf16Count" }
        if lengthTree.count != chunks.count || breakTree.count != chunks.count { return "tree sizes" }
        for (i, chunk) in chunks.enumerated() {
            if chunk.isEmpty { return "empty chunk \(i)" }
            if chunk.count > Self.maxChunk { return "chunk \(i) too long" }
            let length: Int = lengthTree.prefixSum(i + 1) - lengthTree.prefixSum(i)
            if length != chunk.count { return "length tree at \(i)" }
            let breaks: Int = breakTree.prefixSum(i + 1) - breakTree.prefixSum(i)
            if breakCounts[i] != Self.countBreaks(chunk) || breaks != breakCounts[i] { return "break count at \(i)" }
            if isSplitCRLF(at: i) { return "CR LF split at \(i)" }
        }
        let all = chunks.flatMap { $0 }
        if Self.repairingSurrogates(all) != all { return "lone surrogate" }
        return nil
    }
}
