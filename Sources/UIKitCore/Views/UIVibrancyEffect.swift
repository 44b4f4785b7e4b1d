//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The look of content over a blur (iOS 13; Apple's raw values).
public enum UIVibrancyEffectStyle: Int, Sendable {
    /// Primary text.
    case label = 0
    /// Secondary text.
    case secondaryLabel = 1
    /// Tertiary text.
    case tertiaryLabel = 2
    /// Quaternary text.
    case quaternaryLabel = 3
    /// Thin and small shapes.
    case fill = 4
    /// Medium shapes.
    case secondaryFill = 5
    /// Large shapes.
    case tertiaryFill = 6
    /// Separators.
    case separator = 7
}

/// Content that lets the blur behind it show through, for a visual effect view inside a blur
/// view's `contentView`.
///
/// On Linux the content is not blended with the blurred backdrop as on iOS: the effect view's
/// content is drawn at the style's opacity (label 100 %, secondary label 60 %, tertiary 30 %,
/// quaternary 18 %, fills 20–12 %, separator 29 % ⚠), so it shows the blur through it.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    let _blurEffect: UIBlurEffect
    let _vibrancyStyle: UIVibrancyEffectStyle?

    /// Vibrancy for content over `blurEffect` (as secondary text would look).
    public init(blurEffect: UIBlurEffect) {
        _blurEffect = blurEffect
        _vibrancyStyle = nil
        super.init()
    }

    /// Vibrancy of `style` for content over `blurEffect` (iOS 13).
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        _blurEffect = blurEffect
        _vibrancyStyle = style
        super.init()
    }

    override func _look(dark: Bool) -> _UIVisualEffectLook? {
        let alpha: CGFloat
        switch _vibrancyStyle {
        case .label?: alpha = 1
        case .secondaryLabel?, nil: alpha = 0.6
        case .tertiaryLabel?: alpha = 0.3
        case .quaternaryLabel?: alpha = 0.18
        case .fill?: alpha = 0.2
        case .secondaryFill?: alpha = 0.16
        case .tertiaryFill?: alpha = 0.12
        case .separator?: alpha = 0.29
        }
        return _UIVisualEffectLook(contentAlpha: alpha)
    }
}
