//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

extension UIListContentConfiguration {
    /// How a text of a list content configuration looks.
    public struct TextProperties: Sendable {
        /// Alignment within the text's layout width.
        public enum TextAlignment: Int, Sendable { case natural = 0, center = 1, justified = 2 }
        /// A case change applied to the text when shown.
        public enum TextTransform: Int, Sendable { case none = 0, uppercase = 1, lowercase = 2, capitalized = 3 }

        public var font: UIFont = .preferredFont(forTextStyle: .body)
        public var color: UIColor = .label
        public var colorTransformer: UIConfigurationColorTransformer?
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// 0 = as many lines as needed (the row grows).
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var showsExpansionTextWhenTruncated = false
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

        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// nil = the view's tint colour.
        public var tintColor: UIColor?
        public var tintColorTransformer: UIConfigurationColorTransformer?
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is shown at (aspect kept); zero along an axis = no limit.
        public var maximumSize: CGSize = .zero
        /// The space the image occupies at least (so texts line up across rows of different
        /// images); zero = the image's own size.
        public var reservedLayoutSize: CGSize = .zero
        public var accessibilityIgnoresInvertColors = false

        /// The tint colour with the transformer applied (`tintColor` is the view's tint).
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let base = self.tintColor ?? tintColor
            return tintColorTransformer?(base) ?? base
        }
    }
}
