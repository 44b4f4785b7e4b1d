//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// Paragraph-wide settings for a `TextLayout` (the parts of NSParagraphStyle Pango supports).
package struct TextParagraphStyle: Hashable, Sendable {
    /// Extra space between lines, in points.
    package var lineSpacing: CGFloat
    /// Line height as a multiple of the font's natural line height (0 = natural).
    package var lineHeightMultiple: CGFloat
    /// Indent of the first line of each paragraph, in points.
    package var firstLineHeadIndent: CGFloat

    package init(lineSpacing: CGFloat = 0, lineHeightMultiple: CGFloat = 0, firstLineHeadIndent: CGFloat = 0) {
        self.lineSpacing = lineSpacing.isFinite ? max(0, lineSpacing) : 0
        self.lineHeightMultiple = lineHeightMultiple.isFinite ? max(0, lineHeightMultiple) : 0
        self.firstLineHeadIndent = firstLineHeadIndent.isFinite ? firstLineHeadIndent : 0
    }
    package static let `default` = TextParagraphStyle()
}
