//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// The animator of the system modal transition styles (`.coverVertical`, `.crossDissolve`).
///
/// `.coverVertical`: the presented view slides up from below the container and back down;
/// `.crossDissolve`: it fades in and out. The other styles (`.flipHorizontal`, `.partialCurl`)
/// animate as `.coverVertical`.
@MainActor final class _UIModalSystemAnimator: UIViewControllerAnimatedTransitioning {
    /// ⚠ Unsourced: how long a cover-vertical presentation or dismissal takes.
    static let coverVerticalDuration: TimeInterval = 0.5
    /// ⚠ Unsourced: how long a cross-dissolve takes.
    static let crossDissolveDuration: TimeInterval = 0.35

    let presenting: Bool
    let style: UIModalTransitionStyle

    init(presenting: Bool, style: UIModalTransitionStyle) {
        self.presenting = presenting
        self.style = style == .crossDissolve ? .crossDissolve : .coverVertical
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        style == .crossDissolve ? Self.crossDissolveDuration : Self.coverVerticalDuration
    }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        let duration = transitionDuration(using: ctx)
        if presenting {
            guard let vc = ctx.viewController(forKey: .to), let v = ctx.view(forKey: .to) else {
                return ctx.completeTransition(true)
            }
            let final = ctx.finalFrame(for: vc)
            container.addSubview(v)
            UIView.performWithoutAnimation {
                if style == .crossDissolve {
                    v.frame = final
                    v.alpha = 0
                } else {
                    v.frame = final.offsetBy(dx: 0, dy: container.bounds.maxY - final.minY)
                }
            }
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
                if self.style == .crossDissolve { v.alpha = 1 } else { v.frame = final }
            }, completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
        } else {
            guard let v = ctx.view(forKey: .from) else { return ctx.completeTransition(true) }
            let below = v.frame.offsetBy(dx: 0, dy: container.bounds.maxY - v.frame.minY)
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
                if self.style == .crossDissolve { v.alpha = 0 } else { v.frame = below }
            }, completion: { _ in
                let done = !ctx.transitionWasCancelled
                ctx.completeTransition(done)
                if done { v.alpha = 1 }   // ready to be presented again
            })
        }
    }
}
