//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UIScrollView's nested types: deceleration rates, inset adjustment, indicator and keyboard-dismiss styles.

extension UIScrollView {
    /// How fast the content slows down after a flick: the fraction of the velocity kept per
    /// millisecond (`v(t) = v0 · rate^t_ms`).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The raw value (Apple's, where it defines one).
        public let rawValue: CGFloat
        /// The `DecelerationRate` with this raw value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998: travels about half a second's worth of the release velocity.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99: stops quickly (about a tenth of a second's worth).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Which safe-area edges add to `contentInset` in `adjustedContentInset` (Apple's raw values).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `.scrollableAxes`, plus the top and bottom always for the content view of a
        /// controller inside a navigation or tab bar controller.
        case automatic = 0
        /// Only on axes that scroll (content larger than the bounds, or `alwaysBounce…`).
        case scrollableAxes = 1
        case never = 2
        case always = 3
    }

    /// The colour scheme of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark with a light border: visible on any background.
        case `default` = 0
        case black = 1
        case white = 2
    }

    /// When dragging dismisses the keyboard (stored only until text input exists).
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0
        case onDrag = 1
        case interactive = 2
        case onDragWithAccessory = 3
        case interactiveWithAccessory = 4
    }

    /// Whether a table's section index is shown.
    public enum IndexDisplayMode: Int, Sendable {
        case automatic = 0
        case alwaysHidden = 1
    }
}
