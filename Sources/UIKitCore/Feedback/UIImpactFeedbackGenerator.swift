//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A generator of the taps that mark a collision: a view snapping into place, a threshold
/// passed. Linux has no haptic engine: the calls are accepted and play nothing (see
/// `UIFeedbackGenerator`).
@preconcurrency @MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The weight of an impact (Apple's raw values).
    public enum FeedbackStyle: Int, Sendable {
        /// A light impact between small, light elements.
        case light = 0
        /// A moderate impact (the default).
        case medium = 1
        /// A strong impact between large, heavy elements.
        case heavy = 2
        /// A dull impact between soft elements (iOS 13).
        case soft = 3
        /// A sharp impact between rigid elements (iOS 13).
        case rigid = 4
    }

    /// The weight of the impacts this generator plays (not public on iOS).
    let _style: FeedbackStyle

    /// Makes a `.medium` impact generator.
    public convenience override init() { self.init(style: .medium) }

    /// Makes an impact generator of `style`.
    public init(style: FeedbackStyle) {
        self._style = style
        super.init()
    }

    /// Makes an impact generator of `style` for feedback in `view` (iOS 17.5).
    public init(style: FeedbackStyle, view: UIView) {
        self._style = style
        super.init(view: view)
    }

    /// Plays an impact at full intensity.
    open func impactOccurred() { _impact(intensity: 1, at: nil) }

    /// Plays an impact at `intensity` (0…1; values outside are pinned, NaN ignored) (iOS 13).
    open func impactOccurred(intensity: CGFloat) { _impact(intensity: intensity, at: nil) }

    /// Plays an impact at full intensity at `location` in the generator's view (iOS 17.5).
    open func impactOccurred(at location: CGPoint) { _impact(intensity: 1, at: location) }

    /// Plays an impact at `intensity` at `location` in the generator's view (iOS 17.5).
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) { _impact(intensity: intensity, at: location) }

    func _impact(intensity: CGFloat, at location: CGPoint?) {
        guard !intensity.isNaN else {
            UIKitLog.warning("UIImpactFeedbackGenerator.impactOccurred(intensity:): NaN intensity; ignored", category: "UIFeedbackGenerator")
            return
        }
        _UIFeedbackLog.record(.impact(style: _style.rawValue, intensity: min(1, max(0, intensity)), location: location), by: self)
    }
}
