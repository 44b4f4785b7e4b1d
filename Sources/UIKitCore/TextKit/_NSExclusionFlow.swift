//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// Text flowing around a container's exclusion paths, a paragraph at a time and line by line:
// each line goes in the widest part of its band the paths' bounding rectangles leave free (below
// them when none is), laid out on its own by Pango at that width. A standalone layout manager
// flows its whole text this way; a text view, only the paragraphs that meet a path.

/// One line placed beside exclusion paths.
struct _NSFlowedLine {
    /// The line's own layout (one line).
    let layout: TextLayout
    /// The characters on the line, relative to the paragraph's text (without its line break).
    let characters: Range<Int>
    /// The end of the characters laid out (before `characters.upperBound` on a truncated line).
    let shown: Int
    /// The layout's origin in container coordinates (x after the line fragment padding).
    let origin: CGPoint
    /// The line's height.
    let height: CGFloat
    /// The line fragment: the free part of the band the line sits in.
    let fragment: CGRect

    /// The width the line was laid out at (its fragment less the padding at both ends).
    var width: CGFloat { max(1, fragment.width - 2 * (origin.x - fragment.minX)) }

    /// The line moved by `dx`, `dy` (into another coordinate space).
    func offsetBy(dx: CGFloat, dy: CGFloat) -> _NSFlowedLine {
        _NSFlowedLine(layout: layout, characters: characters, shown: shown, origin: CGPoint(x: origin.x + dx, y: origin.y + dy),
                      height: height, fragment: fragment.offsetBy(dx: dx, dy: dy))
    }
}

/// The rectangles text flows around in a container of a given width, and the line breaking
/// beside them.
struct _NSExclusionFlow {
    /// The exclusion paths' bounding rectangles (container coordinates).
    let rects: [CGRect]
    /// The container's width.
    let width: CGFloat
    /// The line fragment padding at each end of a line.
    let padding: CGFloat
    /// No line goes below this (the container's height).
    var bottom = CGFloat.greatestFiniteMagnitude

    /// The bounding rectangles of `paths` that text can flow around (empty or degenerate ones left out).
    static func rects(of paths: [UIBezierPath]) -> [CGRect] {
        paths.map(\.bounds).filter { !$0.isNull && $0.width > 0 && $0.height > 0 }
    }

    /// A flow around `rects` in a container `width` wide; nil when there is nothing to flow
    /// around or no finite width to flow in (the text is then laid out whole).
    init?(rects: [CGRect], width: CGFloat, padding: CGFloat) {
        guard !rects.isEmpty, width.isFinite, width - 2 * padding >= 1, width < 1e7 else { return nil }
        self.rects = rects
        self.width = width
        self.padding = padding
    }

    /// The bottom of the lowest rectangle: no line below it is moved.
    var lowestEdge: CGFloat { rects.map(\.maxY).max() ?? 0 }

    /// Whether a rectangle crosses the band `top..<(top + height)`.
    func meets(top: CGFloat, height: CGFloat) -> Bool {
        rects.contains { $0.minY < top + height && $0.maxY > top }
    }

    /// What a paragraph's lines are made of: its text (without the line break), its runs
    /// (relative to the text; later ones win where they overlap) and how its lines are set.
    struct Paragraph {
        var text: String
        var runs: [TextRun]
        var alignment: TextAlignment
        var style: TextParagraphStyle
        var rightToLeft = false
        /// The height of the paragraph's line when it is empty.
        var emptyHeight: CGFloat
    }

    /// Lays `paragraph` out line by line from `y` (moved to below its last line), at most
    /// `maxLines` lines (0: no limit; the last one allowed is truncated as `mode` says).
    /// `complete` is false when the line limit or `bottom` cut the paragraph short.
    func lines(of paragraph: Paragraph, from y: inout CGFloat, maxLines: Int, mode: TextLineBreakMode) -> (lines: [_NSFlowedLine], complete: Bool) {
        let ns = paragraph.text as NSString, n = ns.length
        let wrapMode: TextLineBreakMode = mode == .charWrap ? .charWrap : .wordWrap
        func make(_ range: Range<Int>, width: CGFloat, maxLines: Int, mode: TextLineBreakMode) -> TextLayout {
            let text = range == 0..<n ? paragraph.text : ns.substring(with: NSRange(location: range.lowerBound, length: range.count))
            return TextLayout.make(text: text, runs: Self.runs(paragraph.runs, in: range), width: width, maxLines: maxLines,
                                   lineBreakMode: mode, alignment: paragraph.alignment, rightToLeft: paragraph.rightToLeft,
                                   paragraphStyle: paragraph.style)
        }
        // Each line is found in a window of the rest, not the whole of it (a line breaks the same
        // when more than a line follows it): a long paragraph costs lines times the window.
        var window = 1024
        func ahead(_ k: Int) -> Range<Int> {
            var end = min(n, k + window)
            if end < n, UTF16.isLeadSurrogate(ns.character(at: end - 1)) { end += 1 }
            return k..<end
        }
        var out: [_NSFlowedLine] = []
        var k = 0
        repeat {
            if maxLines > 0, out.count >= maxLines { return (out, false) }
            // The line's height, from a first line of the rest at the full width.
            let trial = k < n ? make(ahead(k), width: max(1, width - 2 * padding), maxLines: 1, mode: .wordWrap) : nil
            let height = trial.map { $0.lineRects.first?.height ?? $0.unroundedSize.height } ?? paragraph.emptyHeight
            if y + height > bottom + 0.5 { return (out, false) }
            guard let free = Self.widestFreeSpan(width: width, band: y..<(y + height), avoiding: rects), free.count - 2 * padding >= 1 else {
                // No room beside the rectangles: go below the highest-ending one in the band.
                let below = rects.filter { $0.minY < y + height && $0.maxY > y }.map(\.maxY).min() ?? y + height
                y = max(below, y + 1)
                continue
            }
            let fragment = CGRect(x: free.lowerBound, y: y, width: free.count, height: height)
            let lineWidth = free.count - 2 * padding
            let origin = CGPoint(x: free.lowerBound + padding, y: y)
            guard k < n else {
                out.append(_NSFlowedLine(layout: make(0..<0, width: lineWidth, maxLines: 1, mode: .wordWrap), characters: k..<k,
                                         shown: k, origin: origin, height: height, fragment: fragment))
                y += height
                return (out, true)
            }
            var ranges = make(ahead(k), width: lineWidth, maxLines: 0, mode: wrapMode).lineUTF16Ranges
            while ranges.count <= 1, ahead(k).upperBound < n {
                window *= 2
                ranges = make(ahead(k), width: lineWidth, maxLines: 0, mode: wrapMode).lineUTF16Ranges
            }
            let isLast = ranges.count <= 1
            let next = isLast ? n - k : max(1, ranges[1].lowerBound)
            // The last line allowed is truncated as the mode says; the others hold what fits.
            let layout = !isLast && maxLines > 0 && out.count + 1 == maxLines
                ? make(k..<n, width: lineWidth, maxLines: 1, mode: mode)
                : make(k..<(k + next), width: lineWidth, maxLines: 1, mode: .wordWrap)
            let shown = layout.lineUTF16Ranges.first.map { min(next, $0.upperBound) } ?? next
            let lineHeight = layout.lineRects.first?.height ?? height
            out.append(_NSFlowedLine(layout: layout, characters: k..<(k + next), shown: k + shown, origin: origin,
                                     height: lineHeight, fragment: fragment))
            y += lineHeight
            k += next
        } while k < n
        return (out, true)
    }

    /// `runs` cut to `range`, relative to its start.
    static func runs(_ runs: [TextRun], in range: Range<Int>) -> [TextRun] {
        runs.compactMap { r in
            let lo = max(r.range.lowerBound, range.lowerBound), hi = min(r.range.upperBound, range.upperBound)
            return hi > lo ? TextRun(range: (lo - range.lowerBound)..<(hi - range.lowerBound), attributes: r.attributes) : nil
        }
    }

    /// The widest part of `0..<width` that no rectangle crossing `band` covers.
    static func widestFreeSpan(width: CGFloat, band: Range<CGFloat>, avoiding rects: [CGRect]) -> Range<CGFloat>? {
        var free: [Range<CGFloat>] = [0..<width]
        for r in rects where r.minY < band.upperBound && r.maxY > band.lowerBound {
            free = free.flatMap { span -> [Range<CGFloat>] in
                guard r.maxX > span.lowerBound, r.minX < span.upperBound else { return [span] }
                var out: [Range<CGFloat>] = []
                if r.minX > span.lowerBound { out.append(span.lowerBound..<r.minX) }
                if r.maxX < span.upperBound { out.append(r.maxX..<span.upperBound) }
                return out
            }
        }
        return free.max { $0.count < $1.count }
    }
}

extension Range where Bound == CGFloat {
    /// The span's length.
    fileprivate var count: CGFloat { upperBound - lowerBound }
}
