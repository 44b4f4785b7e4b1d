//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitTextEditing

// A layout manager's own layout of a text storage (not a text view's): the whole text in one
// Pango layout, made exactly as a label makes it (the same attributes, wrapping width, line limit
// and truncation), so that the character a tap lands on is the one the label drew there.

/// The layout of a standalone layout manager's text in its first container, made when first
/// asked for and kept until the text or the container changes.
///
/// The text is read from a copy taken when the storage changes (O(1) for a storage of this
/// class: its buffer and runs are copied on write), so a manager whose storage is released
/// after `addLayoutManager(_:)` (a local that is not used again) still answers for its text.
@MainActor final class _NSStandaloneTextLayout: _NSTextLayoutSource {
    unowned let manager: NSLayoutManager
    private var cached: _NSTextLayoutBlock?
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
    var blockCount: Int { characterCount > 0 ? 1 : 0 }
    func blockIndex(containing character: Int) -> Int { 0 }
    func blockIndex(atY y: CGFloat) -> Int { 0 }
    var padding: CGFloat { container?.lineFragmentPadding ?? 0 }
    var textHeight: CGFloat { block(0)?.height ?? 0 }
    func ensureLayout() { _ = block(0) }

    var fragmentWidth: CGFloat {
        guard let w = container?.size.width, w.isFinite, w > 0, w < 1e7 else { return 0 }
        return w
    }

    var laidOutCharacterCount: Int { block(0)?.laidOut.upperBound ?? 0 }

    var extraLine: (y: CGFloat, height: CGFloat)? {
        guard let text, container != nil else { return nil }
        let n = text.buffer.utf16Count
        if n > 0 {
            guard let b = block(0), b.laidOut.upperBound == n, text.buffer.utf16CodeUnit(at: n - 1) == 10 else { return nil }
            return (b.height, extraLineHeight)
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
        guard index == 0 else { return nil }
        if let cached { return cached }
        guard let text, let container, text.buffer.utf16Count > 0 else { return nil }
        let made = Self.layOut(text.buffer.string, runs: text.runs, in: container)
        cached = made
        manager._didCompleteLayout(in: container)
        return made
    }

    /// The storage's text laid out as a label lays out its attributed text: the container's
    /// width less its padding, `maximumNumberOfLines`, `lineBreakMode` and height (whole lines
    /// only, the last truncated as the mode says).
    static func layOut(_ text: String, runs: _UITextAttributeRuns, in container: NSTextContainer) -> _NSTextLayoutBlock {
        let n = text.utf16.count
        var textRuns: [TextRun] = []
        var start = 0
        let traits = UITraitCollection.current
        for r in runs.runs where r.length > 0 {
            var a = _TextConversion.attributes(r.attributes)
            a.color = ((r.attributes[.foregroundColor] as? UIColor) ?? .black).resolvedColor(with: traits).cgColor
            textRuns.append(TextRun(range: start..<(start + r.length), attributes: a))
            start += r.length
        }
        var alignment: TextAlignment = .left
        var style = TextParagraphStyle.default
        if let p = runs.runs.first?.attributes[.paragraphStyle] as? NSParagraphStyle {
            alignment = p.alignment == .natural ? .left : _TextConversion.alignment(p.alignment)
            style = TextParagraphStyle(lineSpacing: p.lineSpacing, lineHeightMultiple: p.lineHeightMultiple,
                                       firstLineHeadIndent: p.firstLineHeadIndent)
        }
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
        return _NSTextLayoutBlock(layout: layout, characters: 0..<n, laidOut: 0..<laidOut, origin: CGPoint(x: pad, y: 0),
                                  height: layout.unroundedSize.height)
    }
}
