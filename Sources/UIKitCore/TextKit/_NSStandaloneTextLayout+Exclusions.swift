//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// A standalone layout's text flowing around its container's exclusion paths: each paragraph
// broken into lines beside them by the shared flow (_NSExclusionFlow), a block per line.

extension _NSStandaloneTextLayout {
    /// The text in lines beside `container`'s exclusion paths (nil when it has none, or no
    /// finite width to flow in: the text is then laid out whole).
    static func layOutAroundExclusions(_ text: String, runs: _UITextAttributeRuns, in container: NSTextContainer) -> [_NSTextLayoutBlock]? {
        let size = container.size
        guard var flow = _NSExclusionFlow(rects: _NSExclusionFlow.rects(of: container.exclusionPaths), width: size.width,
                                          padding: container.lineFragmentPadding) else { return nil }
        if size.height.isFinite, size.height > 0, size.height < 1e7 { flow.bottom = size.height }
        let limit = max(0, container.maximumNumberOfLines)
        var mode = _TextConversion.lineBreak(container.lineBreakMode)
        if mode == .clip { mode = .wordWrap }
        let ns = text as NSString, n = ns.length
        var blocks: [_NSTextLayoutBlock] = []
        var y: CGFloat = 0, k = 0
        while k < n, limit == 0 || blocks.count < limit {
            // k's paragraph, without its line break.
            let end = NSMaxRange(ns.paragraphRange(for: NSRange(location: k, length: 0)))
            var contentEnd = end
            while contentEnd > k, [10, 13, 0x2029].contains(ns.character(at: contentEnd - 1)) { contentEnd -= 1 }
            let (alignment, style) = paragraph(runs.attributes(at: k))
            let font = runs.attributes(at: k)[.font] as? UIFont ?? _TextConversion.defaultFont
            let piece = _NSExclusionFlow.Paragraph(text: ns.substring(with: NSRange(location: k, length: contentEnd - k)),
                                                   runs: textRuns(runs.runs(in: k..<contentEnd)), alignment: alignment,
                                                   style: style, emptyHeight: font.lineHeight)
            let (lines, complete) = flow.lines(of: piece, from: &y, maxLines: limit == 0 ? 0 : limit - blocks.count, mode: mode)
            for (i, line) in lines.enumerated() {
                // The paragraph's last line holds its line break.
                let last = complete && i == lines.count - 1
                blocks.append(_NSTextLayoutBlock(layout: .whole(line.layout),
                                                 characters: (k + line.characters.lowerBound)..<(last ? end : k + line.characters.upperBound),
                                                 laidOut: (k + line.characters.lowerBound)..<(k + line.shown), origin: line.origin,
                                                 height: line.height, fragment: line.fragment))
            }
            if !complete { break }
            k = end
        }
        return blocks
    }
}
