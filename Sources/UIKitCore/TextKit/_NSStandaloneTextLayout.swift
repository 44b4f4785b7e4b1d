//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitTextEditing

// A layout manager's own layout of a text storage (not a text view's): the whole text in one
// Pango layout, made exactly as a label makes it (the same attributes, wrapping width, line limit
// and truncation), so that the character a tap lands on is the one the label drew there; with
// exclusion paths, one layout per line, each beside them (+Exclusions).

/// The layout of a standalone layout manager's text in its first container, made when first
/// asked for and kept until the text or the container changes.
///
/// The text is read from a copy taken when the storage changes (O(1) for a storage of this
/// class: its buffer and runs are copied on write), so a manager whose storage is released
/// after `addLayoutManager(_:)` (a local that is not used again) still answers for its text.
@MainActor final class _NSStandaloneTextLayout: _NSTextLayoutSource {
    unowned let manager: NSLayoutManager
    private var cached: [_NSTextLayoutBlock]?
    /// The storage's characters and attributes when it last changed.
    private var text: (buffer: TextEditingBuffer, runs: _UITextAttributeRuns)?

    init(manager: NSLayoutManager) {
        self.manager = manager
    }

    /// Forgets the layout (the text or the container changed) and copies the storage's text.
    func invalidate() {
        cached = nil
        text = manager.textStorage.map { s in
            type(of: s) == NSTextStorage.self || s._textView != nil ? s._contents
                : (TextEditingBuffer(s.string), s._runs(in: 0..<s.length))
        }
    }

    /// Whether a layout is kept.
    var isLaidOut: Bool { cached != nil }

    var container: NSTextContainer? { manager.textContainers.first }

    var characterCount: Int { text?.buffer.utf16Count ?? 0 }
    var blockCount: Int { blocks.count }
    var padding: CGFloat { container?.lineFragmentPadding ?? 0 }
    func ensureLayout() { _ = blocks }

    var textHeight: CGFloat {
        guard let last = blocks.last else { return 0 }
        return last.origin.y + last.height
    }

    func blockIndex(containing character: Int) -> Int { lastBlock(atMost: character) { $0.characters.lowerBound } }

    func blockIndex(atY y: CGFloat) -> Int { lastBlock(atMost: y) { $0.origin.y } }

    /// The last block whose `key` is at most `value` (the first when none is), by binary search.
    private func lastBlock<T: Comparable>(atMost value: T, _ key: (_NSTextLayoutBlock) -> T) -> Int {
        let b = blocks
        var lo = 0, hi = b.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if key(b[mid]) <= value { lo = mid } else { hi = mid - 1 }
        }
        return max(0, lo)
    }

    var fragmentWidth: CGFloat {
        guard let w = container?.size.width, w.isFinite, w > 0, w < 1e7 else { return 0 }
        return w
    }

    var laidOutCharacterCount: Int { blocks.last?.laidOut.upperBound ?? 0 }

    var extraLine: (y: CGFloat, height: CGFloat)? {
        guard let text, container != nil else { return nil }
        let n = text.buffer.utf16Count
        if n > 0 {
            guard blocks.last?.laidOut.upperBound == n, text.buffer.utf16CodeUnit(at: n - 1) == 10 else { return nil }
            return (textHeight, extraLineHeight)
        }
        return (0, extraLineHeight)
    }

    var extraLineHeight: CGFloat {
        guard let text else { return ceil(_TextConversion.defaultFont.lineHeight) }
        let n = text.buffer.utf16Count
        let font = n > 0 ? text.runs.attributes(at: n - 1)[.font] as? UIFont : nil
        return (font ?? _TextConversion.defaultFont).lineHeight
    }

    func block(_ index: Int) -> _NSTextLayoutBlock? {
        let b = blocks
        return index >= 0 && index < b.count ? b[index] : nil
    }

    /// The blocks (made when first asked for): the whole text, or a line each beside exclusion paths.
    var blocks: [_NSTextLayoutBlock] {
        if let cached { return cached }
        guard let text, let container, text.buffer.utf16Count > 0 else { return [] }
        let s = text.buffer.string
        let made = Self.layOutAroundExclusions(s, runs: text.runs, in: container) ?? [Self.layOut(s, runs: text.runs, in: container)]
        cached = made
        manager._didCompleteLayout(in: container)
        return made
    }

    /// The storage's text laid out as a label lays out its attributed text: the container's
    /// width less its padding, `maximumNumberOfLines`, `lineBreakMode` and height (whole lines
    /// only, the last truncated as the mode says).
    static func layOut(_ text: String, runs: _UITextAttributeRuns, in container: NSTextContainer) -> _NSTextLayoutBlock {
        let n = text.utf16.count
        let textRuns = Self.textRuns(runs.runs(in: 0..<n))
        let (alignment, style) = Self.paragraph(runs.runs.first?.attributes)
        let pad = container.lineFragmentPadding
        let size = container.size
        let w: CGFloat? = size.width.isFinite && size.width > 0 && size.width < 1e7 ? max(1, size.width - 2 * pad) : nil
        let h: CGFloat? = size.height.isFinite && size.height > 0 && size.height < 1e7 ? size.height : nil
        let lines = max(0, container.maximumNumberOfLines)
        var mode = _TextConversion.lineBreak(container.lineBreakMode)
        if mode == .clip, lines != 1 { mode = .wordWrap }
        let layout = TextLayout.make(text: text, runs: textRuns, width: w, height: h, maxLines: lines, lineBreakMode: mode,
                                     alignment: alignment, paragraphStyle: style)
        var laidOut = n
        if layout.isTruncated, let last = layout.lineUTF16Ranges.last { laidOut = min(n, last.upperBound) }
        return _NSTextLayoutBlock(layout: .whole(layout), characters: 0..<n, laidOut: 0..<laidOut, origin: CGPoint(x: pad, y: 0),
                                  height: layout.unroundedSize.height)
    }

    /// The text engine's runs for attribute runs (ranges relative to the text laid out; colours
    /// resolved for the current traits, black by default).
    static func textRuns(_ runs: [(range: Range<Int>, attributes: [NSAttributedString.Key: Any])]) -> [TextRun] {
        let traits = UITraitCollection.current
        return runs.filter { !$0.range.isEmpty }.map { r in
            var a = _TextConversion.attributes(r.attributes)
            a.color = ((r.attributes[.foregroundColor] as? UIColor) ?? .black).resolvedColor(with: traits).cgColor
            return TextRun(range: r.range, attributes: a)
        }
    }

    /// The alignment and paragraph style of a paragraph starting with `attributes` (natural: left).
    static func paragraph(_ attributes: [NSAttributedString.Key: Any]?) -> (TextAlignment, TextParagraphStyle) {
        guard let p = attributes?[.paragraphStyle] as? NSParagraphStyle else { return (.left, .default) }
        return (p.alignment == .natural ? .left : _TextConversion.alignment(p.alignment),
                TextParagraphStyle(lineSpacing: p.lineSpacing, lineHeightMultiple: p.lineHeightMultiple, firstLineHeadIndent: p.firstLineHeadIndent))
    }
}
