//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// What an editing text field draws on top of its border: the text (with the selection and
/// marked-text underline) or the placeholder. It covers the field, behind the field's other
/// subviews, from the start of editing to its end, so a key repaints the text and not the
/// border or background below it (iOS's field editor is a view of its own too).
@MainActor final class _UITextFieldCanvas: UIView {
    unowned let field: UITextField

    init(field: UITextField) {
        self.field = field
        super.init(frame: field.bounds)
        isUserInteractionEnabled = false
        isAccessibilityElement = false
        isOpaque = false
        contentMode = .redraw
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        // The field's rects are in the field's coordinates, where this view's origin is at
        // `frame.origin`: draw in them.
        ctx.saveGState()
        ctx.translateBy(x: -frame.minX, y: -frame.minY)
        field._drawEditingContent()
        ctx.restoreGState()
    }
}
