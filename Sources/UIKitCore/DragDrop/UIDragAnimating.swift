//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Lets a delegate animate alongside a drag's lift, cancel or drop animation.
@preconcurrency @MainActor public protocol UIDragAnimating: NSObjectProtocol {
    /// Runs `animations` with the drag's animation.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` when the drag's animation ends (its argument: the position reached).
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

/// The drag's animator: collects the delegate's animations and completions and runs them with
/// the preview's own animation.
@MainActor class _UIDragAnimator: NSObject, UIDragAnimating {
    var animations: [() -> Void] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    /// Runs `own` and the collected animations over `duration` (at once outside a window),
    /// then `done` and the collected completions.
    func run(duration: TimeInterval, animated: Bool, _ own: @escaping () -> Void, done: @escaping () -> Void) {
        let all = animations, ends = completions
        animations = []; completions = []
        let finish: (Bool) -> Void = { _ in
            done()
            for c in ends { c(.end) }
        }
        if animated {
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut, .beginFromCurrentState], animations: {
                own()
                for a in all { a() }
            }, completion: finish)
        } else {
            own()
            for a in all { a() }
            finish(true)
        }
    }
}
