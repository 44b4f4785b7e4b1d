//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The base of the effects a `UIVisualEffectView` shows: `UIBlurEffect` and `UIVibrancyEffect`.
///
/// Effects are immutable values; a plain `UIVisualEffect()` is no effect at all.
open class UIVisualEffect: NSObject, @unchecked Sendable {
    /// Makes an effect that does nothing (subclasses describe real ones).
    public override init() { super.init() }

    /// What a visual effect view draws for this effect (nil: nothing).
    func _look(dark: Bool) -> _UIVisualEffectLook? { nil }
}

/// What a visual effect view draws: the blur behind it and the tint over that, or, for
/// vibrancy, how strongly its content shows.
struct _UIVisualEffectLook: Equatable {
    /// Points of blur (nil: no blur).
    var blurRadius: CGFloat?
    /// The saturation of the blurred backdrop.
    var saturation: CGFloat = 1
    /// The colour over the blur.
    var tint: UIColor?
    /// The opacity of the content view (vibrancy).
    var contentAlpha: CGFloat = 1
}
