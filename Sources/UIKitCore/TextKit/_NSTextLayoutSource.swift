//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// What a layout manager's geometry is read from: blocks of laid-out text (a text view's
// paragraphs, each laid out on its own, or a standalone storage's whole text in one layout, as
// a label lays it out), found by character or by y in O(log n) for a text view.

/// One laid-out stretch of text: a text view's paragraph, or a standalone storage's whole text.
struct _NSTextLayoutBlock {
    /// The layout: one Pango layout, or a paragraph's lines beside exclusion paths (its
    /// coordinates start at `origin`).
    let layout: _NSBlockLayout
    /// The characters the block holds (a paragraph's line break included).
    let characters: Range<Int>
    /// The characters laid out (fewer when lines are cut by a line limit or the container's height).
    let laidOut: Range<Int>
    /// The layout's origin in text-container coordinates (x is the line fragment padding).
    let origin: CGPoint
    /// The height the block takes (an empty paragraph's line included).
    let height: CGFloat
    /// The line fragment of a block that is one line placed beside exclusion paths (nil: the
    /// container's full width).
    var fragment: CGRect? = nil
}

/// One line fragment, in text-container coordinates.
struct _NSTextLine {
    /// The characters (glyphs) on the line, its paragraph's line break included on the last.
    var characters: Range<Int>
    /// The characters drawn on the line (without a line break).
    var glyphs: Range<Int>
    /// The line fragment: the container's width by the line's height.
    var rect: CGRect
    /// The part holding glyphs, the line fragment padding included at both ends.
    var usedRect: CGRect
    /// The baseline's distance from the line's top.
    var baseline: CGFloat
    /// The block the line belongs to.
    var block: Int
}

/// Where a layout manager's blocks come from.
@MainActor protocol _NSTextLayoutSource: AnyObject {
    /// The number of characters (one glyph each).
    var characterCount: Int { get }
    /// The number of blocks.
    var blockCount: Int { get }
    /// Block `index` (laid out now if need be), nil outside the text or for a hidden block.
    func block(_ index: Int) -> _NSTextLayoutBlock?
    /// The block holding `character` (clamped into the text).
    func blockIndex(containing character: Int) -> Int
    /// The block at `y` (container coordinates, clamped).
    func blockIndex(atY y: CGFloat) -> Int
    /// The height of everything laid out.
    var textHeight: CGFloat { get }
    /// The container's width (its line fragments' width), 0 when unbounded.
    var fragmentWidth: CGFloat { get }
    /// The line fragment padding.
    var padding: CGFloat { get }
    /// The height of the line an insertion point after a final line break (or in empty text) sits on.
    var extraLineHeight: CGFloat { get }
    /// The characters laid out (fewer than `characterCount` when a line limit or the container's
    /// height cut lines off).
    var laidOutCharacterCount: Int { get }
    /// The top and height of the line an insertion point sits on after a final line break (or in
    /// empty text); nil when the text ends in another character.
    var extraLine: (y: CGFloat, height: CGFloat)? { get }
    /// Lays out everything still estimated.
    func ensureLayout()
}

extension _NSTextLayoutSource {
    /// The line fragments of block `index`, top to bottom.
    func lines(ofBlock index: Int) -> [_NSTextLine] {
        guard let b = block(index) else { return [] }
        let rects = b.layout.lineRects, ranges = b.layout.lineUTF16Ranges, baselines = b.layout.lineBaselines
        let start = b.characters.lowerBound
        let width = fragmentWidth
        guard !rects.isEmpty else {
            // An empty paragraph: one line of its font's height.
            let r = b.fragment ?? CGRect(x: 0, y: b.origin.y, width: width > 0 ? width : 2 * padding, height: b.height)
            return [_NSTextLine(characters: b.characters, glyphs: b.characters.lowerBound..<b.characters.lowerBound, rect: r,
                                usedRect: CGRect(x: r.minX, y: r.minY, width: 2 * padding, height: r.height),
                                baseline: b.height * 0.8, block: index)]
        }
        var out: [_NSTextLine] = []
        out.reserveCapacity(rects.count)
        for (i, rect) in rects.enumerated() {
            let lo = start + (i < ranges.count ? ranges[i].lowerBound : 0)
            let hi: Int
            if i + 1 < rects.count, i + 1 < ranges.count { hi = start + ranges[i + 1].lowerBound }
            else { hi = b.laidOut.upperBound == start + b.layout.text.utf16.count ? b.characters.upperBound : b.laidOut.upperBound }
            let y = b.origin.y + rect.minY
            let used = CGRect(x: b.origin.x - padding + rect.minX, y: y, width: rect.width + 2 * padding, height: rect.height)
            let full = b.layout.lineFragment(i).map { CGRect(x: b.origin.x + $0.minX, y: y, width: $0.width, height: rect.height) }
                ?? b.fragment.map { CGRect(x: $0.minX, y: y, width: $0.width, height: rect.height) }
                ?? CGRect(x: 0, y: y, width: width > 0 ? width : used.maxX, height: rect.height)
            let baseline = i < baselines.count ? baselines[i] - rect.minY : rect.height * 0.8
            let own = i < ranges.count ? (start + ranges[i].lowerBound)..<(start + ranges[i].upperBound) : lo..<lo
            out.append(_NSTextLine(characters: max(start, lo)..<max(lo, hi), glyphs: own, rect: full, usedRect: used, baseline: baseline, block: index))
        }
        return out
    }

    /// The line holding `character` (the last line for the end of the text), nil in empty text.
    func line(containing character: Int) -> _NSTextLine? {
        guard characterCount > 0 else { return nil }
        let c = max(0, min(character, characterCount - 1))
        let lines = lines(ofBlock: blockIndex(containing: c))
        return lines.first { $0.characters.contains(c) } ?? lines.last
    }

    /// The line at `y` (clamped to the first and last lines), nil in empty text.
    func line(atY y: CGFloat) -> _NSTextLine? {
        guard characterCount > 0 else { return nil }
        var index = blockIndex(atY: y)
        var found = lines(ofBlock: index)
        // A hidden block (past a line limit): the last line shown before it.
        while found.isEmpty, index > 0 { index -= 1; found = lines(ofBlock: index) }
        return found.first { y < $0.rect.maxY } ?? found.last
    }

    /// The lines whose characters meet `range` (an empty range: the line holding it), top to bottom.
    func lines(meeting range: Range<Int>) -> [_NSTextLine] {
        guard characterCount > 0 else { return [] }
        let first = blockIndex(containing: range.lowerBound)
        let last = blockIndex(containing: max(range.lowerBound, range.upperBound - 1))
        var out: [_NSTextLine] = []
        for b in first...max(first, last) {
            for l in lines(ofBlock: b) where l.characters.overlaps(range) || (range.isEmpty && l.characters.contains(range.lowerBound)) {
                out.append(l)
            }
        }
        if out.isEmpty, let l = line(containing: range.lowerBound) { out.append(l) }
        return out
    }

    /// The rectangles covering the characters of `range` on each line (container coordinates).
    func containerRects(for range: Range<Int>) -> [CGRect] {
        guard !range.isEmpty else { return [] }
        var out: [CGRect] = []
        let first = blockIndex(containing: range.lowerBound)
        let last = blockIndex(containing: max(range.lowerBound, range.upperBound - 1))
        for i in first...max(first, last) {
            guard let b = block(i) else { continue }
            let lo = max(range.lowerBound, b.laidOut.lowerBound), hi = min(range.upperBound, b.laidOut.upperBound)
            let s = b.characters.lowerBound
            if hi > lo {
                out += b.layout.selectionRects(forUTF16Range: (lo - s)..<(hi - s)).map { $0.offsetBy(dx: b.origin.x, dy: b.origin.y) }
            }
            // A line break in the range: a sliver after its line's end.
            if range.upperBound > b.laidOut.upperBound, b.characters.upperBound > b.laidOut.upperBound,
               let l = lines(ofBlock: i).last {
                out.append(CGRect(x: l.usedRect.maxX - padding, y: l.rect.minY, width: 0, height: l.rect.height))
            }
        }
        return out
    }

    /// The caret rectangle (zero width) before `character`, in container coordinates.
    func containerCaretRect(at character: Int) -> CGRect {
        let c = max(0, min(character, characterCount))
        guard characterCount > 0, let b = block(blockIndex(containing: c)) else {
            return CGRect(x: padding, y: 0, width: 0, height: extraLineHeight)
        }
        let local = max(0, min(c, b.laidOut.upperBound) - b.characters.lowerBound)
        var r = b.layout.caretRect(forUTF16Offset: local).offsetBy(dx: b.origin.x, dy: b.origin.y)
        if r.height <= 0 { r.size.height = b.height }
        return r
    }
}
