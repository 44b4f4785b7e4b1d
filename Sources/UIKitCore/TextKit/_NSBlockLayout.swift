//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// A block of text as geometry and drawing see it: one Pango layout (every paragraph of a text
// view without exclusion paths: exactly the calls made before they existed), or a paragraph
// flowed around exclusion paths, a layout per line, answering the same questions.

/// A paragraph laid out line by line beside exclusion paths, in paragraph coordinates: x from
/// where a line of the full width starts (after the line fragment padding), y from the
/// paragraph's top.
final class _NSFlowedParagraph {
    /// The paragraph's text (without its line break).
    let text: String
    /// The lines, top to bottom (at least one), in paragraph coordinates.
    let lines: [_NSFlowedLine]
    /// Whether the line limit cut the paragraph short.
    let isTruncated: Bool

    /// The paragraph of `text` from `flowed` lines in container coordinates, its top at `top`,
    /// lines starting `padding` after their fragments.
    init(text: String, lines flowed: [_NSFlowedLine], top: CGFloat, padding: CGFloat, isTruncated: Bool) {
        self.text = text
        self.isTruncated = isTruncated
        lines = flowed.map { $0.offsetBy(dx: -padding, dy: -top) }
    }

    /// The lines' extent (from the paragraph's origin).
    var unroundedSize: CGSize {
        CGSize(width: lines.map { $0.origin.x + $0.layout.unroundedSize.width }.max() ?? 0,
               height: lines.last.map { $0.origin.y + $0.height } ?? 0)
    }

    /// The index of the line showing the caret before character `offset` (the next line's
    /// start at a wrap).
    func lineIndex(of offset: Int) -> Int {
        lines.lastIndex { $0.characters.lowerBound <= offset } ?? 0
    }

    /// The rectangle of each line.
    var lineRects: [CGRect] {
        lines.map { l in
            (l.layout.lineRects.first ?? CGRect(x: 0, y: 0, width: 0, height: l.height)).offsetBy(dx: l.origin.x, dy: l.origin.y)
        }
    }

    /// The caret before character `offset`.
    func caretRect(forUTF16Offset offset: Int) -> CGRect {
        let l = lines[lineIndex(of: offset)]
        var r = l.layout.caretRect(forUTF16Offset: min(offset, l.shown) - l.characters.lowerBound)
        if l.characters.isEmpty { r = CGRect(x: r.minX, y: 0, width: 0, height: l.height) }
        return r.offsetBy(dx: l.origin.x, dy: l.origin.y)
    }

    /// The character offset nearest `point`: on the line whose band holds it (the next one
    /// below a gap), before a wrapped line's trailing space when beyond its end.
    func utf16Offset(at point: CGPoint) -> Int {
        let i = lines.firstIndex { point.y < $0.origin.y + $0.height } ?? lines.count - 1
        let l = lines[i]
        let y = min(max(0, point.y - l.origin.y), max(0, l.height - 0.01))
        var o = l.characters.lowerBound + l.layout.utf16Offset(at: CGPoint(x: point.x - l.origin.x, y: y))
        o = min(max(o, l.characters.lowerBound), l.shown)
        let ns = text as NSString
        if i + 1 < lines.count, o == l.characters.upperBound, o > l.characters.lowerBound,
           let space = UnicodeScalar(ns.character(at: o - 1)), CharacterSet.whitespaces.contains(space) { o -= 1 }
        return o
    }

    /// The rectangles covering `range`, line by line.
    func selectionRects(forUTF16Range range: Range<Int>) -> [CGRect] {
        lines.flatMap { l -> [CGRect] in
            let lo = max(range.lowerBound, l.characters.lowerBound), hi = min(range.upperBound, l.shown)
            guard hi > lo else { return [] }
            let s = l.characters.lowerBound
            return l.layout.selectionRects(forUTF16Range: (lo - s)..<(hi - s)).map { $0.offsetBy(dx: l.origin.x, dy: l.origin.y) }
        }
    }

    /// Draws each line at its place from `origin`.
    func draw(in ctx: CGContext, at origin: CGPoint) {
        for l in lines {
            l.layout.draw(in: ctx, rect: CGRect(x: origin.x + l.origin.x, y: origin.y + l.origin.y, width: l.width, height: l.height))
        }
    }
}

/// A block's layout: one Pango layout, or a paragraph flowed around exclusion paths.
enum _NSBlockLayout {
    /// The whole block in one layout.
    case whole(TextLayout)
    /// A paragraph in lines beside exclusion paths.
    case flowed(_NSFlowedParagraph)

    /// The single layout, when the block is one.
    var whole: TextLayout? {
        if case .whole(let l) = self { return l }
        return nil
    }

    /// The block's size, rounded up.
    var size: CGSize {
        switch self {
        case .whole(let l): return l.size
        case .flowed(let f):
            let s = f.unroundedSize
            return CGSize(width: (s.width - 1e-6).rounded(.up), height: (s.height - 1e-6).rounded(.up))
        }
    }

    /// The block's size.
    var unroundedSize: CGSize {
        switch self {
        case .whole(let l): return l.unroundedSize
        case .flowed(let f): return f.unroundedSize
        }
    }

    /// The number of lines.
    var lineCount: Int {
        switch self {
        case .whole(let l): return l.lineCount
        case .flowed(let f): return f.lines.count
        }
    }

    /// Whether a line limit cut the text short.
    var isTruncated: Bool {
        switch self {
        case .whole(let l): return l.isTruncated
        case .flowed(let f): return f.isTruncated
        }
    }

    /// The text laid out.
    var text: String {
        switch self {
        case .whole(let l): return l.text
        case .flowed(let f): return f.text
        }
    }

    /// Each line's rectangle, top to bottom.
    var lineRects: [CGRect] {
        switch self {
        case .whole(let l): return l.lineRects
        case .flowed(let f): return f.lineRects
        }
    }

    /// Each line's baseline (from the block's top), top to bottom.
    var lineBaselines: [CGFloat] {
        switch self {
        case .whole(let l): return l.lineBaselines
        case .flowed(let f): return f.lines.map { ($0.layout.lineBaselines.first ?? $0.height * 0.8) + $0.origin.y }
        }
    }

    /// Each line's characters, top to bottom.
    var lineUTF16Ranges: [Range<Int>] {
        switch self {
        case .whole(let l): return l.lineUTF16Ranges
        case .flowed(let f): return f.lines.map { $0.characters.lowerBound..<max($0.characters.lowerBound, $0.shown) }
        }
    }

    /// Line `index`'s fragment when the block is flowed (nil: the container's full width).
    func lineFragment(_ index: Int) -> CGRect? {
        guard case .flowed(let f) = self, index >= 0, index < f.lines.count else { return nil }
        return f.lines[index].fragment
    }

    /// The caret (zero width) before character `offset`.
    func caretRect(forUTF16Offset offset: Int) -> CGRect {
        switch self {
        case .whole(let l): return l.caretRect(forUTF16Offset: offset)
        case .flowed(let f): return f.caretRect(forUTF16Offset: offset)
        }
    }

    /// The character offset nearest `point`.
    func utf16Offset(at point: CGPoint) -> Int {
        switch self {
        case .whole(let l): return l.utf16Offset(at: point)
        case .flowed(let f): return f.utf16Offset(at: point)
        }
    }

    /// The rectangles covering `range`.
    func selectionRects(forUTF16Range range: Range<Int>) -> [CGRect] {
        switch self {
        case .whole(let l): return l.selectionRects(forUTF16Range: range)
        case .flowed(let f): return f.selectionRects(forUTF16Range: range)
        }
    }

    /// One cursor position left (or right) of `offset` on screen, within the line of a flowed
    /// block; nil when the move leaves it.
    func visualCursorMove(fromUTF16Offset offset: Int, toLeft: Bool) -> Int? {
        switch self {
        case .whole(let l): return l.visualCursorMove(fromUTF16Offset: offset, toLeft: toLeft)
        case .flowed(let f):
            let line = f.lines[f.lineIndex(of: offset)]
            let s = line.characters.lowerBound
            return line.layout.visualCursorMove(fromUTF16Offset: offset - s, toLeft: toLeft).map { s + $0 }
        }
    }

    /// Draws the block from the top left of `rect` (a single layout aligned within its width;
    /// a flowed block's lines each at their own place and width).
    func draw(in ctx: CGContext, rect: CGRect) {
        switch self {
        case .whole(let l): l.draw(in: ctx, rect: rect)
        case .flowed(let f): f.draw(in: ctx, at: rect.origin)
        }
    }
}
