//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import QuartzCore

// The `UIViewAnimating` protocol (an animator's start, pause, scrub, reverse and stop) and its state types.

/// Where an animator is in its life (Apple's raw values).
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: animations can be added and the animator started.
    case inactive = 0
    /// Started (`startAnimation()`, `pauseAnimation()` or a `fractionComplete` change): running or paused.
    case active = 1
    /// Stopped with `stopAnimation(false)`: waits for `finishAnimation(at:)`.
    case stopped = 2
}

/// Where an animation's properties ended (Apple's raw values).
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0
    case start = 1
    case current = 2
}

/// Flow control of an animation: start, pause, scrub, reverse, stop (Apple's `UIViewAnimating`).
@preconcurrency @MainActor public protocol UIViewAnimating: AnyObject {
    /// Where the animator is in its life: inactive, active or stopped.
    var state: UIViewAnimatingState { get }
    /// Whether the animation is running (active and not paused).
    var isRunning: Bool { get }
    /// Whether the animation runs backwards, towards its start.
    var isReversed: Bool { get set }
    /// How far the animation has progressed, 0…1; setting it scrubs a paused animation.
    var fractionComplete: CGFloat { get set }
    /// Starts (or resumes) the animation.
    func startAnimation()
    /// Starts the animation after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses a running animation (or activates an inactive one in the paused state).
    func pauseAnimation()
    /// Stops the animation where it is; `true` makes the animator inactive at once, `false` leaves it
    /// stopped until `finishAnimation(at:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animation, leaving its properties at `finalPosition`, and runs its completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}
