//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// Text flowing around a container's exclusion paths, line by line: each line goes in the widest
// part of its band the paths' bounding rectangles leave free (below them when none is), laid out
// on its own by Pango at that width.

extension _NSStandaloneTextLayout {
    /// The text in lines beside `container`'s exclusion paths (nil when it has none, or no
    /// finite width to flow in: the text is then laid out whole).
    static func layOutAroundExclusions(_ text: String, runs: _UITextAttributeRuns, in container: NSTextContainer) -> [_NSTextLayoutBlock]? {
        let rects = container.exclusionPaths.map(\.bounds).filter { !$0.isNull && $0.width > 0 && $0.height > 0 }
        let size = container.size
        guard !rects.isEmpty, size.width.isFinite, size.width > 0, size.width < 1e7 else { return nil }
        let pad = container.lineFragmentPadding
        let bottom = size.height.isFinite && size.height > 0 && size.height < 1e7 ? size.height : CGFloat.greatestFiniteMagnitude
        let limit = max(0, container.maximumNumberOfLines)
        var mode = _TextConversion.lineBreak(container.lineBreakMode)
        if mode == .clip { mode = .wordWrap }
        let ns = text as NSString, n = ns.length
        var blocks: [_NSTextLayoutBlock] = []
        var y: CGFloat = 0, k = 0
        while k < n, limit == 0 || blocks.count < limit {
            // The rest of k's paragraph, without its line break.
            let whole = ns.paragraphRange(for: NSRange(location: k, length: 0))
            let end = NSMaxRange(whole)
            var contentEnd = end
            while contentEnd > k, [10, 13, 0x2029].contains(ns.character(at: contentEnd - 1)) { contentEnd -= 1 }
            let piece = ns.substring(with: NSRange(location: k, length: contentEnd - k))
            let pieceRuns = textRuns(runs.runs(in: k..<contentEnd))
            let (alignment, style) = paragraph(runs.attributes(at: whole.location))
            func line(_ s: String, _ r: [TextRun], width: CGFloat?, maxLines: Int, mode: TextLineBreakMode) -> TextLayout {
                TextLayout.make(text: s, runs: r, width: width, maxLines: maxLines, lineBreakMode: mode, alignment: alignment, paragraphStyle: style)
            }
            // The line's height, from a first line at the full width.
            let font = runs.attributes(at: k)[.font] as? UIFont ?? _TextConversion.defaultFont
            let trial = piece.isEmpty ? nil : line(piece, pieceRuns, width: max(1, size.width - 2 * pad), maxLines: 1, mode: .wordWrap)
            let height = trial.map { $0.lineRects.first?.height ?? $0.unroundedSize.height } ?? font.lineHeight
            if y + height > bottom + 0.5 { break }
            guard let free = widestFreeSpan(width: size.width, band: y..<(y + height), avoiding: rects), free.count - 2 * pad >= 1 else {
                // No room beside the paths: go below the lowest one in the band.
                let below = rects.filter { $0.minY < y + height && $0.maxY > y }.map(\.maxY).min() ?? y + height
                y = max(below, y + 1)
                continue
            }
            let fragment = CGRect(x: free.lowerBound, y: y, width: free.count, height: height)
            let width = free.count - 2 * pad
            let origin = CGPoint(x: free.lowerBound + pad, y: y)
            guard !piece.isEmpty else {
                blocks.append(_NSTextLayoutBlock(layout: line("", [], width: width, maxLines: 1, mode: .wordWrap), characters: k..<end,
                                                 laidOut: k..<k, origin: origin, height: height, fragment: fragment))
                y += height
                k = end
                continue
            }
            let wrapped = line(piece, pieceRuns, width: width, maxLines: 0, mode: mode == .charWrap ? .charWrap : .wordWrap)
            let ranges = wrapped.lineUTF16Ranges
            let isLast = ranges.count <= 1
            let next = isLast ? contentEnd - k : max(1, ranges[1].lowerBound)
            let layout: TextLayout
            if !isLast, limit > 0, blocks.count + 1 == limit {
                // The last line allowed: truncated as the container's mode says.
                layout = line(piece, pieceRuns, width: width, maxLines: 1, mode: mode)
            } else {
                layout = line(ns.substring(with: NSRange(location: k, length: next)), textRuns(runs.runs(in: k..<(k + next))),
                              width: width, maxLines: 1, mode: .wordWrap)
            }
            let shown = layout.lineUTF16Ranges.first.map { min(next, $0.upperBound) } ?? next
            let lineHeight = layout.lineRects.first?.height ?? height
            blocks.append(_NSTextLayoutBlock(layout: layout, characters: k..<(isLast ? end : k + next), laidOut: k..<(k + shown),
                                             origin: origin, height: lineHeight, fragment: fragment))
            y += lineHeight
            k = isLast ? end : k + next
        }
        return blocks
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
        return free.max { $0.upperBound - $0.lowerBound < $1.upperBound - $1.lowerBound }
    }
}

extension Range where Bound == CGFloat {
    /// The span's length.
    fileprivate var count: CGFloat { upperBound - lowerBound }
}
