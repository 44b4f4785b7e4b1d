//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitTextEditing

// A text view's layout as its layout manager reads it: each paragraph is a block, at the top
// the view draws it at, found by character or by y in O(log n); nothing is laid out again.

extension _UITextViewLayout: _NSTextLayoutSource {
    var characterCount: Int { buffer.utf16Count }

    var blockCount: Int { buffer.paragraphCount }

    var padding: CGFloat { view._textContainer.lineFragmentPadding }

    var fragmentWidth: CGFloat { lineWidth > 0 ? lineWidth + 2 * padding : 0 }

    var extraLineHeight: CGFloat { CGFloat(emptyLineHeight(max(0, buffer.paragraphCount - 1))) }

    func block(_ index: Int) -> _NSTextLayoutBlock? {
        guard let start = buffer.paragraphStart(index), !isHidden(index), let l = layout(of: index) else { return nil }
        if heights.isEstimated(at: index) == true { measure(index..<(index + 1)) }
        let content = buffer.paragraphContentRange(containing: start)
        var laidOut = content
        if l.isTruncated, let last = l.lineUTF16Ranges.last { laidOut = start..<min(content.upperBound, start + last.upperBound) }
        return _NSTextLayoutBlock(layout: l, characters: buffer.paragraphRange(containing: start), laidOut: laidOut,
                                  origin: CGPoint(x: padding, y: top(of: index)), height: CGFloat(heights.height(at: index) ?? 0))
    }

    func blockIndex(containing character: Int) -> Int {
        var p = buffer.paragraphIndex(containing: buffer.clamped(character))
        // (A character past the line limit: the last paragraph shown.)
        if let lineLimit, p > lineLimit.paragraph { p = lineLimit.paragraph }
        return p
    }

    func blockIndex(atY y: CGFloat) -> Int {
        if y >= textHeight { return lineLimit?.paragraph ?? max(0, buffer.paragraphCount - 1) }
        return paragraph(atY: max(0, y))
    }

    var laidOutCharacterCount: Int {
        guard let lineLimit, let b = block(lineLimit.paragraph) else { return buffer.utf16Count }
        return b.laidOut.upperBound
    }

    var extraLine: (y: CGFloat, height: CGFloat)? {
        let last = buffer.paragraphCount - 1
        guard last >= 0, !isHidden(last), let start = buffer.paragraphStart(last),
              buffer.paragraphContentRange(containing: start).isEmpty else { return nil }
        return (top(of: last), CGFloat(heights.height(at: last) ?? emptyLineHeight(last)))
    }

    func ensureLayout() {
        for i in 0..<buffer.paragraphCount where heights.isEstimated(at: i) == true { measure(i..<(i + 1)) }
    }
}
