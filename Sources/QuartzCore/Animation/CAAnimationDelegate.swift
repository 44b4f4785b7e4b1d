//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// Receives an animation's start and stop. `animationDidStop(_:finished:)` is called exactly once
/// per added animation: `finished: true` when it ran to its end, false when it was removed or
/// replaced first. (As on iOS, `CAAnimation.delegate` is a strong reference.)
@preconcurrency @MainActor public protocol CAAnimationDelegate: AnyObject {
    /// Called when `anim` starts running (at its begin time).
    func animationDidStart(_ anim: CAAnimation)
    /// Called when `anim` stops: `flag` is true when it ran to its end, false when it was removed first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}
extension CAAnimationDelegate {
    /// Default: does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Default: does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
