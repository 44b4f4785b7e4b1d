//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitListGeometry
import UIKitTextEditing

// A text view's layout: each paragraph (hard line) is laid out on its own by Pango when it is
// first needed, and the paragraphs' heights (measured, or estimated at one line until then)
// sit in a tree of runs, so finding the paragraph at a y, or a paragraph's y, is O(log n) and
// an edit re-measures only the paragraphs it touched: typing in a 100,000-line text costs what
// typing in a short one does.

/// Paragraph layouts and geometry for a `UITextView`, in text-container coordinates (the
/// container's origin is the view's content origin plus `textContainerInset`).
@MainActor final class _UITextViewLayout: TextLineLayout {
    unowned let view: UITextView
    /// Each paragraph's height, measured or estimated.
    private(set) var heights = RowHeightRuns() { didSet { geometryVersion &+= 1 } }
    /// Changes whenever a paragraph's height, or the number of paragraphs, changes: the view
    /// walks its paragraph views again only then (or when it scrolls or resizes).
    private(set) var geometryVersion = 0
    /// The width lines wrap at (0: unbounded).
    private(set) var lineWidth: CGFloat = 0
    /// Paragraphs measured at once when the text is set (more are estimated, then measured as they show).
    static let eagerMeasureLimit = 400
    /// With the container's `maximumNumberOfLines`: the paragraph the last allowed line is in
    /// and how many of its lines show; the paragraphs after it are hidden (nil: no limit).
    private(set) var lineLimit: (paragraph: Int, lines: Int)?
    /// The container's exclusion paths' bounding rectangles (container coordinates), read when
    /// everything is laid out again; paragraphs meeting them flow around them (+Exclusions).
    private(set) var exclusionRects: [CGRect] = [] { didSet { flowedCache.removeAll() } }
    /// Paragraphs flowed around the exclusion paths, by what they were made of (+Exclusions).
    var flowedCache: [FlowedKey: _NSFlowedParagraph] = [:]

    init(view: UITextView) {
        self.view = view
    }

    var buffer: TextEditingBuffer { view._engine.buffer }

    // MARK: Heights

    /// The height of one line of the view's font: the estimate for unmeasured paragraphs.
    var estimatedHeight: Double { Double(ceil(view._font.lineHeight)) }

    /// The height of an empty paragraph: one line of the font typed there.
    func emptyLineHeight(_ index: Int) -> Double {
        let start = buffer.paragraphStart(index) ?? 0
        let font = view._runs.typingAttributes(at: start)[.font] as? UIFont ?? view._font
        return Double(ceil(font.lineHeight))
    }

    /// Forgets every measurement (the text, width, font or style changed).
    func reset() {
        geometryMemo = nil
        let count = buffer.paragraphCount
        exclusionRects = _NSExclusionFlow.rects(of: view._textContainer.exclusionPaths)
        lineLimit = lineLimit(atWidth: lineWidth)
        heights = RowHeightRuns(count: count, height: estimatedHeight, isEstimated: true)
        // (A paragraph's flow around exclusion paths depends on the heights above it: all measured.)
        if count <= Self.eagerMeasureLimit || !view.isScrollEnabled || lineLimit != nil || !exclusionRects.isEmpty { measure(0..<count) }
    }

    /// Where the container's `maximumNumberOfLines` falls at `width` (nil: no limit, or the
    /// text has no more lines than that).
    func lineLimit(atWidth width: CGFloat) -> (paragraph: Int, lines: Int)? {
        let limit = view._textContainer.maximumNumberOfLines
        guard limit > 0 else { return nil }
        var used = 0, top: CGFloat = 0
        let count = buffer.paragraphCount
        for p in 0..<count {
            let l = layout(of: p, width: width, maxLines: 0, top: top)
            let n = max(1, l?.lineCount ?? 1)
            if used + n > limit || (used + n == limit && p + 1 < count) { return (p, limit - used) }
            used += n
            if !exclusionRects.isEmpty { top += l.map { $0.size.height > 0 ? $0.size.height : CGFloat(emptyLineHeight(p)) } ?? 0 }
        }
        return nil
    }

    /// Whether paragraph `index` is past the line limit (not shown).
    func isHidden(_ index: Int) -> Bool {
        guard let lineLimit else { return false }
        return index > lineLimit.paragraph
    }

    /// Sets the wrapping width; a change re-lays out everything.
    func setLineWidth(_ width: CGFloat) {
        let w = max(0, width)
        guard w != lineWidth else { return }
        lineWidth = w
        reset()
    }

    /// After a change to the text: the paragraphs that hold the new text are measured again, the
    /// ones it removed or added are taken out or put in.
    func textDidChange(_ change: TextReplacement, oldParagraphCount: Int) {
        geometryMemo = nil
        let newCount = buffer.paragraphCount
        let delta = newCount - oldParagraphCount
        let first = change.paragraphs.lowerBound
        if delta > 0 {
            _ = heights.insert(count: delta, height: estimatedHeight, isEstimated: true, at: min(first + 1, heights.count))
        } else if delta < 0 {
            let lo = min(first + 1, heights.count), hi = min(lo - delta, heights.count)
            _ = heights.remove(lo..<hi)
        }
        if heights.count != newCount || view._textContainer.maximumNumberOfLines > 0 { reset(); return }
        measure(change.paragraphs.clamped(to: 0..<newCount))
        if !exclusionRects.isEmpty { remeasureFlowed(after: change.paragraphs.upperBound) }
    }

    /// Measures the paragraphs in `range`; true when a height changed.
    @discardableResult
    func measure(_ range: Range<Int>) -> Bool {
        var changed = false
        for i in range {
            let h: Double
            if isHidden(i) { h = 0 } else {
                guard let l = layout(of: i) else { continue }
                geometryMemo = (i, l)
                h = l.size.height > 0 ? Double(l.size.height) : emptyLineHeight(i)
            }
            if heights.height(at: i) != h || heights.isEstimated(at: i) == true {
                _ = heights.setHeight(h, isEstimated: false, at: i)
                changed = true
            }
        }
        return changed
    }

    /// The text's height (measured where measured, estimated elsewhere).
    var textHeight: CGFloat { CGFloat(heights.totalHeight) }

    /// The top of paragraph `index`.
    func top(of index: Int) -> CGFloat { CGFloat(heights.offset(of: index) ?? heights.totalHeight) }

    /// The paragraph showing at `y` (clamped to the text).
    func paragraph(atY y: CGFloat) -> Int { heights.index(containing: Double(y)) ?? 0 }

    /// The height of the text at `width` (the line limit applied there), and its widest line,
    /// measured on the side: the view's own layout is untouched.
    func size(atWidth width: CGFloat) -> (height: CGFloat, widest: CGFloat) {
        let limit = lineLimit(atWidth: width)
        var height: CGFloat = 0, widest: CGFloat = 0
        for p in 0..<buffer.paragraphCount {
            if let limit, p > limit.paragraph { break }
            guard let l = layout(of: p, width: width, maxLines: limit?.paragraph == p ? limit?.lines ?? 0 : 0, top: height) else { continue }
            height += l.size.height > 0 ? l.size.height : CGFloat(emptyLineHeight(p))
            widest = max(widest, l.size.width)
        }
        return (height, widest)
    }

    // MARK: Paragraph layouts

    /// Paragraph `index`'s layout (at `width`, else the wrapping width, where the line limit
    /// applies), or nil outside the text or past the line limit. Layouts are cached by
    /// `TextLayout` (by text, attributes and width), so asking again for a paragraph on screen
    /// is a lookup.
    func layout(of index: Int, width: CGFloat? = nil) -> _NSBlockLayout? {
        guard let lineLimit, width == nil || width == lineWidth else { return layout(of: index, width: width, maxLines: 0) }
        if index > lineLimit.paragraph { return nil }
        return layout(of: index, width: width, maxLines: index == lineLimit.paragraph ? lineLimit.lines : 0)
    }

    /// Paragraph `index`'s layout at `width` (else the wrapping width) showing at most `maxLines`
    /// lines (0: all), the last truncated as the container's `lineBreakMode` says; beside the
    /// exclusion paths it meets when its top is at `top` (else where it is).
    func layout(of index: Int, width: CGFloat?, maxLines: Int, top: CGFloat? = nil) -> _NSBlockLayout? {
        guard let start = buffer.paragraphStart(index) else { return nil }
        let content = buffer.paragraphContentRange(containing: start)
        let text = buffer.substring(in: content) ?? ""
        let tc = view.traitCollection
        let font = view._font, color = view._textColor ?? .label
        var runs: [TextRun] = []
        var alignment = view.textAlignment
        var style = TextParagraphStyle.default
        for (i, r) in view._runs.runs(in: content).enumerated() {
            var a = _TextConversion.attributes(r.attributes, defaultFont: font, defaultColor: color)
            a.color = ((r.attributes[.foregroundColor] as? UIColor) ?? color).resolvedColor(with: tc).cgColor
            if r.attributes[.link] != nil, let link = view._linkColor(tc) { a.color = link; a.underline = view._linksUnderlined }
            if i == 0, let p = r.attributes[.paragraphStyle] as? NSParagraphStyle {
                alignment = p.alignment
                style = TextParagraphStyle(lineSpacing: p.lineSpacing, lineHeightMultiple: p.lineHeightMultiple,
                                           firstLineHeadIndent: p.firstLineHeadIndent)
            }
            runs.append(TextRun(range: r.range, attributes: a))
        }
        // Links the data detectors found draw as links (later runs win where they overlap).
        for link in view._detectedLinks where link.range.overlaps(content) {
            guard let base = runs.first?.attributes, let color = view._linkColor(tc) else { break }
            var a = base
            a.color = color
            a.underline = view._linksUnderlined
            let lo = max(link.range.lowerBound, content.lowerBound), hi = min(link.range.upperBound, content.upperBound)
            runs.append(TextRun(range: (lo - content.lowerBound)..<(hi - content.lowerBound), attributes: a))
        }
        let rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let a: TextAlignment = alignment == .natural ? (rtl ? .right : .left) : _TextConversion.alignment(alignment)
        let mode = _TextConversion.lineBreak(view.textContainer.lineBreakMode)
        let w = width ?? lineWidth
        let whole = TextLayout.make(text: text, runs: runs, width: w > 0 ? w : nil, maxLines: maxLines,
                                    lineBreakMode: mode == .clip ? .wordWrap : mode, alignment: a, rightToLeft: rtl,
                                    paragraphStyle: style)
        if exclusionRects.isEmpty { return .whole(whole) }
        let paragraph = _NSExclusionFlow.Paragraph(text: text, runs: runs, alignment: a, style: style, rightToLeft: rtl,
                                                   emptyHeight: CGFloat(emptyLineHeight(index)))
        return flowed(whole, paragraph, index: index, width: w, maxLines: maxLines, mode: mode == .clip ? .wordWrap : mode, top: top)
    }

    /// The last paragraph layout geometry was asked of (the caret's, usually): asking again
    /// until the text or the layout changes skips converting its attributes for the cache.
    /// Geometry only: colours may have changed since (drawing asks `layout(of:)`).
    private var geometryMemo: (index: Int, layout: _NSBlockLayout)?

    /// The layout geometry last asked of, when it is paragraph `index`'s (before a change: the
    /// paragraph as it was drawn).
    func memoizedLayout(of index: Int) -> _NSBlockLayout? {
        geometryMemo?.index == index ? geometryMemo?.layout : nil
    }

    /// Paragraph `index`'s layout at the wrapping width, for geometry.
    func geometryLayout(of index: Int) -> _NSBlockLayout? {
        if let m = geometryMemo, m.index == index { return m.layout }
        guard let l = layout(of: index) else { return nil }
        geometryMemo = (index, l)
        return l
    }

    // MARK: Geometry (container coordinates)

    /// The caret rectangle (zero width) before the character at `offset`.
    func caretRect(at offset: Int) -> CGRect {
        let o = buffer.clamped(offset)
        let p = buffer.paragraphIndex(containing: o)
        guard let start = buffer.paragraphStart(p), let l = geometryLayout(of: p) else {
            return CGRect(x: 0, y: 0, width: 0, height: CGFloat(estimatedHeight))
        }
        var r = l.caretRect(forUTF16Offset: o - start)
        r.origin.y += top(of: p)
        if r.height <= 0 { r.size.height = CGFloat(emptyLineHeight(p)) }
        return r
    }

    /// The offset nearest `point`.
    func offset(at point: CGPoint) -> Int {
        guard point.x.isFinite, point.y.isFinite else { return 0 }
        if point.y < 0 { return 0 }
        if point.y >= textHeight { return buffer.utf16Count }
        let p = paragraph(atY: point.y)
        guard let start = buffer.paragraphStart(p), let l = geometryLayout(of: p) else { return buffer.utf16Count }
        let content = buffer.paragraphContentRange(containing: start)
        let local = l.utf16Offset(at: CGPoint(x: point.x, y: point.y - top(of: p)))
        return min(start + local, content.upperBound)
    }

    /// The rectangles covering `range`, top to bottom.
    func selectionRects(for range: Range<Int>) -> [CGRect] {
        guard !range.isEmpty else { return [] }
        let first = buffer.paragraphIndex(containing: range.lowerBound)
        let last = buffer.paragraphIndex(containing: max(range.lowerBound, range.upperBound - 1))
        var out: [CGRect] = []
        for p in first...last {
            guard let start = buffer.paragraphStart(p), let l = geometryLayout(of: p) else { continue }
            let y = top(of: p)
            let lo = max(range.lowerBound, start) - start
            let content = buffer.paragraphContentRange(containing: start)
            let hi = min(range.upperBound, content.upperBound) - start
            var rects = hi > lo ? l.selectionRects(forUTF16Range: lo..<hi) : []
            // A selected line break shows as a sliver after the line's end.
            if range.upperBound > content.upperBound, let lastLine = l.lineRects.last ?? Optional(CGRect(x: 0, y: 0, width: 0, height: l.size.height)) {
                rects.append(CGRect(x: lastLine.maxX, y: lastLine.minY, width: 6, height: lastLine.height))
            }
            out += rects.map { $0.offsetBy(dx: 0, dy: y) }
        }
        return out
    }

    // MARK: TextLineLayout (what the engine's caret moves ask)

    private func lines(of p: Int) -> (start: Int, layout: _NSBlockLayout, ranges: [Range<Int>])? {
        guard let start = buffer.paragraphStart(p), let l = geometryLayout(of: p) else { return nil }
        return (start, l, l.lineUTF16Ranges)
    }

    /// The index of the line showing `offset` (paragraph-relative), by affinity at a wrap.
    private func lineIndex(_ local: Int, in ranges: [Range<Int>], upstream: Bool) -> Int {
        for (i, r) in ranges.enumerated() {
            if local < r.upperBound || (upstream && local == r.upperBound) { return i }
        }
        return max(0, ranges.count - 1)
    }

    nonisolated func lineRange(containing position: TextPosition) -> Range<Int> {
        MainActor.assumeIsolated { _lineRange(containing: position) }
    }

    private func _lineRange(containing position: TextPosition) -> Range<Int> {
        let o = buffer.clamped(position.offset)
        let p = buffer.paragraphIndex(containing: o)
        guard let (start, _, ranges) = lines(of: p) else { return o..<o }
        let content = buffer.paragraphContentRange(containing: start)
        let i = lineIndex(o - start, in: ranges, upstream: position.affinity == .upstream)
        let r = ranges[i]
        return min(start + r.lowerBound, content.upperBound)..<min(start + r.upperBound, content.upperBound)
    }

    nonisolated func caretX(at position: TextPosition) -> Double {
        MainActor.assumeIsolated { Double(caretRect(at: position.offset).minX) }
    }

    nonisolated func position(closestToX x: Double, onLineAdjacentTo position: TextPosition, below: Bool) -> TextPosition? {
        MainActor.assumeIsolated { _position(closestToX: x, onLineAdjacentTo: position, below: below) }
    }

    private func _position(closestToX x: Double, onLineAdjacentTo position: TextPosition, below: Bool) -> TextPosition? {
        let o = buffer.clamped(position.offset)
        var p = buffer.paragraphIndex(containing: o)
        guard let (start, layout, ranges) = lines(of: p) else { return nil }
        var line = lineIndex(o - start, in: ranges, upstream: position.affinity == .upstream) + (below ? 1 : -1)
        var target: (start: Int, layout: _NSBlockLayout)
        if line >= 0, line < ranges.count {
            target = (start, layout)
        } else {
            p += below ? 1 : -1
            guard p >= 0, p < buffer.paragraphCount, let next = lines(of: p) else { return nil }
            target = (next.start, next.layout)
            line = below ? 0 : next.ranges.count - 1
        }
        let rects = target.layout.lineRects
        let y = line < rects.count ? rects[line].midY : target.layout.size.height / 2
        let content = buffer.paragraphContentRange(containing: target.start)
        let local = target.layout.utf16Offset(at: CGPoint(x: CGFloat(x), y: y))
        return TextPosition(min(target.start + local, content.upperBound))
    }

    nonisolated func visualCharacterMove(from position: TextPosition, toLeft: Bool) -> TextPosition? {
        MainActor.assumeIsolated {
            let o = buffer.clamped(position.offset)
            let p = buffer.paragraphIndex(containing: o)
            guard let start = buffer.paragraphStart(p), let l = geometryLayout(of: p) else { return nil }
            let content = buffer.paragraphContentRange(containing: start)
            // Pure left-to-right text moves logically (the engine's grapheme rules); bidirectional
            // text moves as Pango shows it.
            guard view.effectiveUserInterfaceLayoutDirection == .rightToLeft || buffer._containsRightToLeft(in: content) else { return nil }
            guard let moved = l.visualCursorMove(fromUTF16Offset: o - start, toLeft: toLeft) else { return nil }
            return TextPosition(min(start + moved, content.upperBound))
        }
    }

    nonisolated func isRightToLeft(paragraphContaining offset: Int) -> Bool {
        MainActor.assumeIsolated { view.effectiveUserInterfaceLayoutDirection == .rightToLeft }
    }
}
