//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// One paragraph of a text view on screen: its selection highlight, its text and the underline
/// of marked text, drawn into a backing store of its own. Scrolling moves these views; an edit
/// redraws only the paragraphs it touched. A paragraph taller than two screens is drawn only
/// around what shows (`clipTop`), so a megabyte on one line never needs a giant backing store.
@MainActor final class _UITextParagraphView: UIView {
    weak var textView: UITextView?
    /// The paragraph shown.
    var paragraph = 0
    /// How far into the paragraph this view's top is (0 unless the paragraph is clipped).
    var clipTop: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        isAccessibilityElement = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { fatalError("not archived") }

    override func draw(_ rect: CGRect) {
        guard let tv = textView, let ctx = UIGraphicsGetCurrentContext(),
              let layout = tv._layout.layout(of: paragraph),
              let start = tv._engine.buffer.paragraphStart(paragraph) else { return }
        let buffer = tv._engine.buffer
        let top = tv._layout.top(of: paragraph)
        let end = buffer.paragraphRange(containing: start).upperBound
        ctx.saveGState()
        ctx.translateBy(x: 0, y: -clipTop)
        let selection = tv._engine.selection.range
        if !selection.isEmpty, selection.lowerBound < max(end, start + 1), selection.upperBound > start {
            tv.tintColor.resolvedColor(with: traitCollection).withAlphaComponent(0.25).setFill()
            let lo = max(selection.lowerBound, start), hi = min(selection.upperBound, end)
            for r in tv._layout.selectionRects(for: lo..<hi) { ctx.fill(r.offsetBy(dx: 0, dy: -top)) }
        }
        layout.draw(in: ctx, rect: CGRect(x: 0, y: 0, width: bounds.width, height: layout.size.height))
        if let marked = tv._engine.markedRange, !marked.isEmpty, marked.upperBound > start, marked.lowerBound < end {
            (tv._textColor ?? .label).resolvedColor(with: traitCollection).setFill()
            let lo = max(marked.lowerBound, start), hi = min(marked.upperBound, end)
            for r in tv._layout.selectionRects(for: lo..<hi) {
                ctx.fill(CGRect(x: r.minX, y: (r.maxY - top - 1).rounded(), width: r.width, height: 1))
            }
        }
        ctx.restoreGState()
    }
}
