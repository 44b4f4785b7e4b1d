//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The interactive pop: a leading-edge pan pops the top controller, tracking the finger.
//
// It completes past half the width or on a fast flick, and cancels otherwise (reference §6.2's
// cancelled order).

extension UINavigationController {
    /// A release faster than this (points per second, towards the trailing edge) completes the
    /// pop wherever the finger is; as fast the other way cancels it. ⚠
    static let _popFlickVelocity: CGFloat = 500

    func _handlePopGesture(_ g: UIScreenEdgePanGestureRecognizer) {
        switch g.state {
        case .began:
            guard _transition == nil, _stack.count > 1, _isOnScreen else { return }
            _startPendingTransition()
            guard _transition == nil else { return }
            popViewController(animated: true)
            _startPendingTransition(interactive: true)
        case .changed:
            guard let t = _transition, t.interactive, t.context == nil else { return }
            let w = max(1, view.bounds.width)
            t.apply?(min(1, max(0, g.translation(in: view).x / w)))
        case .ended, .cancelled, .failed:
            guard let t = _transition, t.interactive, t.context == nil else { return }
            let vx = g.velocity(in: view).x
            let finish = g.state == .ended
                && (vx > Self._popFlickVelocity || (t.progress > 0.5 && vx > -Self._popFlickVelocity))
            t.interactive = false
            t.coordinator?.interactionEnded(cancelled: !finish)
            let remaining = finish ? 1 - t.progress : t.progress
            t.animate(to: finish ? 1 : 0, duration: Self._transitionDuration * Double(remaining), curve: Self._settleCurve)
        default:
            break
        }
    }
}

/// The pop recognizer's own delegate: no pop at the root, during a transition, with the bar
/// hidden, or when the top item hides or replaces the back button (as on iOS; apps that set
/// their own delegate decide for themselves).
final class _UINavigationPopGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    weak var controller: UINavigationController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let c = controller, c._stack.count > 1, c._transition == nil, !c._barHidden,
              let item = c._stack.last?.navigationItem else { return false }
        if item.hidesBackButton { return false }
        if !(item.leftBarButtonItems ?? []).isEmpty && !item.leftItemsSupplementBackButton { return false }
        return true
    }
}
