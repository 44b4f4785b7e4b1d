//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import QuartzCore

/// An animator that takes animation blocks and completions (Apple's `UIViewImplicitlyAnimating`).
/// Its members are optional on iOS; here they have do-nothing defaults.
@preconcurrency @MainActor public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds a block of view changes to animate.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds a block of view changes that starts after `delayFactor` (0…1) of the duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a block run when the animation ends, with the position it ended at.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes a paused animation with new timing (nil keeps the current one) over `durationFactor`
    /// times the original duration.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    /// Default: does nothing.
    public func addAnimations(_ animation: @escaping () -> Void) {}
    /// Default: does nothing.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    /// Default: does nothing.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    /// Default: does nothing.
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {}
}
