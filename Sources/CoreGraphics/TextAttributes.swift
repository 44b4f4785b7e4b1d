//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// How a range of text looks.
package struct TextAttributes: Hashable, Sendable {
    package var font: TextFont
    package var color: CGColor
    package var underline: Bool
    package var strikethrough: Bool
    /// Extra space after each character, in points (NSAttributedString's `.kern`).
    package var kern: CGFloat
    package var backgroundColor: CGColor?
    /// Raises (positive) or lowers the text from the baseline, in points (`.baselineOffset`).
    package var baselineOffset: CGFloat
    /// Underline / strikethrough colours; nil = the text colour.
    package var underlineColor: CGColor?
    package var strikethroughColor: CGColor?
    /// A shadow under these glyphs (NSAttributedString's `.shadow`); nil = none.
    package var shadow: TextShadow?

    package init(font: TextFont = TextFont(), color: CGColor = .black, underline: Bool = false,
                strikethrough: Bool = false, kern: CGFloat = 0, backgroundColor: CGColor? = nil,
                baselineOffset: CGFloat = 0, underlineColor: CGColor? = nil, strikethroughColor: CGColor? = nil,
                shadow: TextShadow? = nil) {
        self.font = font; self.color = color; self.underline = underline; self.strikethrough = strikethrough
        self.kern = kern.isFinite ? kern : 0
        self.backgroundColor = backgroundColor
        self.baselineOffset = baselineOffset.isFinite ? baselineOffset : 0
        self.underlineColor = underlineColor
        self.strikethroughColor = strikethroughColor
        self.shadow = shadow
    }
}

/// How lines break and where text that doesn't fit is cut (NSLineBreakMode's cases).
package enum TextLineBreakMode: Hashable, Sendable {
    /// Wrap at word boundaries (breaking inside a word only when it is wider than a line).
    case wordWrap
    /// Wrap at character boundaries.
    case charWrap
    /// No ellipsis: text beyond the width (single line) or the last allowed line is cut off.
    case clip
    /// Ellipsis at the start / end / middle of the last visible line.
    case truncateHead, truncateTail, truncateMiddle
}

/// Horizontal alignment of lines.
package enum TextAlignment: Hashable, Sendable {
    case left, center, right, justified
    /// Left for left-to-right text, right for right-to-left.
    case natural
}
