//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// A text view's paragraphs beside its container's exclusion paths: a paragraph whose band meets
// a path is laid out line by line around them (the flow a standalone layout manager uses), the
// others whole as always. Without exclusion paths none of this runs.

extension _UITextViewLayout {
    /// Paragraph `index` laid out `whole`, or line by line beside the exclusion paths when it
    /// meets one with its top at `top` (else where it is), `width` being the wrapping width.
    func flowed(_ whole: TextLayout, _ paragraph: _NSExclusionFlow.Paragraph, index: Int, width: CGFloat, maxLines: Int,
                mode: TextLineBreakMode, top: CGFloat?) -> _NSBlockLayout {
        let pad = view._textContainer.lineFragmentPadding
        guard width > 0, let flow = _NSExclusionFlow(rects: exclusionRects, width: width + 2 * pad, padding: pad) else { return .whole(whole) }
        let y0 = top ?? self.top(of: index)
        guard flow.meets(top: y0, height: whole.size.height > 0 ? whole.size.height : paragraph.emptyHeight) else { return .whole(whole) }
        // (Drawing asks for a paragraph's layout again: the flow is kept, not made anew.)
        let key = FlowedKey(paragraph: paragraph, top: y0, width: width, padding: pad, maxLines: maxLines, mode: mode)
        if let kept = flowedCache[key] { return .flowed(kept) }
        var y = y0
        let (lines, complete) = flow.lines(of: paragraph, from: &y, maxLines: maxLines, mode: mode)
        guard !lines.isEmpty else { return .whole(whole) }
        let made = _NSFlowedParagraph(text: paragraph.text, lines: lines, top: y0, padding: pad, isTruncated: !complete)
        if flowedCache.count >= 256 { flowedCache.removeAll() }
        flowedCache[key] = made
        return .flowed(made)
    }

    /// What a flowed paragraph is made of (the exclusion paths aside: the cache is emptied when they change).
    struct FlowedKey: Hashable {
        var text: String, runs: [TextRun], alignment: TextAlignment, style: TextParagraphStyle, rightToLeft: Bool
        var emptyHeight: CGFloat, top: CGFloat, width: CGFloat, padding: CGFloat, maxLines: Int, mode: TextLineBreakMode

        init(paragraph p: _NSExclusionFlow.Paragraph, top: CGFloat, width: CGFloat, padding: CGFloat, maxLines: Int, mode: TextLineBreakMode) {
            text = p.text; runs = p.runs; alignment = p.alignment; style = p.style; rightToLeft = p.rightToLeft
            emptyHeight = p.emptyHeight; self.top = top; self.width = width; self.padding = padding
            self.maxLines = maxLines; self.mode = mode
        }
    }

    /// After an edit above or among the exclusion paths: the paragraphs from `first` down to the
    /// lowest path are measured again (moved, they flow differently).
    func remeasureFlowed(after first: Int) {
        let pad = view._textContainer.lineFragmentPadding
        guard let flow = _NSExclusionFlow(rects: exclusionRects, width: lineWidth + 2 * pad, padding: pad) else { return }
        let lowest = flow.lowestEdge
        var i = first
        while i < buffer.paragraphCount, top(of: i) < lowest {
            measure(i..<(i + 1))
            i += 1
        }
    }
}
