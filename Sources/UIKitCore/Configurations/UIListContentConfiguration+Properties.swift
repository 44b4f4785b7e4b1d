//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// The text and image property types of a list content configuration (`TextProperties`, `ImageProperties`).

extension UIListContentConfiguration {
    /// How a text of a list content configuration looks.
    public struct TextProperties: Sendable {
        /// Alignment within the text's layout width.
        public enum TextAlignment: Int, Sendable { case natural = 0, center = 1, justified = 2 }
        /// A case change applied to the text when shown.
        public enum TextTransform: Int, Sendable { case none = 0, uppercase = 1, lowercase = 2, capitalized = 3 }

        /// The font of the text.
        public var font: UIFont = .preferredFont(forTextStyle: .body)
        /// The colour of the text (before `colorTransformer`).
        public var color: UIColor = .label
        /// A transformer applied to `color` when the text is shown; see `resolvedColor()`.
        public var colorTransformer: UIConfigurationColorTransformer?
        /// The alignment of the text within its width.
        public var alignment: TextAlignment = .natural
        /// How a text too long for its lines is wrapped or truncated.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// 0 = as many lines as needed (the row grows).
        public var numberOfLines = 0
        /// Whether the font shrinks (down to `minimumScaleFactor`) so the text fits its width.
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale the font may shrink to when `adjustsFontSizeToFitWidth` is on.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether letters may be drawn tighter before the text is truncated.
        public var allowsDefaultTighteningForTruncation = true
        /// Whether the font follows the content size category. On Linux: stored only; the list content
        /// view does not refresh the font when the category changes.
        public var adjustsFontForContentSizeCategory = true
        /// Whether the full text is offered (on hover, say) when it is truncated. On Linux: stored
        /// only.
        public var showsExpansionTextWhenTruncated = false
        /// A case change applied to the text when shown (an attributed text then shows as plain text).
        public var transform: TextTransform = .none

        /// The colour with the transformer applied.
        public func resolvedColor() -> UIColor { colorTransformer?(color) ?? color }

        func _transformed(_ s: String?) -> String? {
            guard let s else { return nil }
            switch transform {
            case .none: return s
            case .uppercase: return s.uppercased()
            case .lowercase: return s.lowercased()
            case .capitalized: return s.capitalized
            }
        }

        var _nsAlignment: NSTextAlignment {
            switch alignment {
            case .natural: return .natural
            case .center: return .center
            case .justified: return .justified
            }
        }
    }

    /// How the image of a list content configuration looks and is sized.
    public struct ImageProperties: Sendable {
        /// Ask for the system's standard size along an axis of `reservedLayoutSize`.
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

        /// The symbol configuration applied to a symbol image. On Linux: stored only; the list content
        /// view does not apply it.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// nil = the view's tint colour.
        public var tintColor: UIColor?
        /// A transformer applied to the tint colour; see `resolvedTintColor(for:)`.
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// The radius of the image's rounded corners, in points (0: square; the image is clipped
        /// when set).
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is shown at (aspect kept); zero along an axis = no limit.
        public var maximumSize: CGSize = .zero
        /// The space the image occupies at least (so texts line up across rows of different
        /// images); zero = the image's own size.
        public var reservedLayoutSize: CGSize = .zero
        /// Whether the image keeps its colours under Smart Invert. On Linux: stored only.
        public var accessibilityIgnoresInvertColors = false

        /// The tint colour with the transformer applied (`tintColor` is the view's tint).
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let base = self.tintColor ?? tintColor
            return tintColorTransformer?(base) ?? base
        }
    }
}
