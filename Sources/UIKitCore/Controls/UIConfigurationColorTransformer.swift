//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A function that turns a colour into another (used by configurations for state looks).
public struct UIConfigurationColorTransformer: Sendable {
    /// The function applied to a colour.
    public let transform: @Sendable (UIColor) -> UIColor

    /// A transformer applying `transform`.
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) { self.transform = transform }

    /// Applies the transform to `input` and returns the result.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// The colour as a gray of the same luminance.
    public static let grayscale = UIConfigurationColorTransformer { c in
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = c.getRed(&r, green: &g, blue: &b, alpha: &a)
        return UIColor(white: 0.299 * r + 0.587 * g + 0.114 * b, alpha: a)
    }
    /// The system tint (systemBlue) whatever the input.
    public static let preferredTint = UIConfigurationColorTransformer { _ in UIColor.systemBlue }
    /// The system tint with the input's alpha.
    public static let monochromeTint = UIConfigurationColorTransformer { c in
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = c.getRed(&r, green: &g, blue: &b, alpha: &a)
        return UIColor.systemBlue.withAlphaComponent(a)
    }
}
