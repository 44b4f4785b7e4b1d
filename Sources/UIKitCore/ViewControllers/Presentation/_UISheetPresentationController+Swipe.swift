//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Swipe-down to dismiss a sheet: the sheet follows the finger and is dismissed or springs back.
//
// On release it is dismissed when pulled past half its height or flicked down, else it springs
// back. A sheet that refuses (`isModalInPresentation`, or the delegate's
// `presentationControllerShouldDismiss` returning false) moves with resistance and springs
// back, and the delegate hears `presentationControllerDidAttemptToDismiss`. A drag that starts
// upwards only stretches the sheet. In a scroll view, a drag moves the sheet only when the
// content is at its top and the drag goes down (the scroll view's drag is then cancelled);
// otherwise the content scrolls.

/// One swipe on a sheet.
@MainActor final class _UISheetSwipe {
    /// The dismissal the swipe drives (nil when the sheet refuses or the drag went up).
    var dismissal: _UIModalDismissal?
    /// The sheet's resting frame.
    let restingFrame: CGRect
    var offset: CGFloat = 0
    init(dismissal: _UIModalDismissal?, restingFrame: CGRect) {
        self.dismissal = dismissal
        self.restingFrame = restingFrame
    }
}

extension _UISheetPresentationController: UIGestureRecognizerDelegate {
    // ⚠ Unsourced constants.
    /// Pulled down past this fraction of its height, a released sheet is dismissed.
    static let dismissFraction: CGFloat = 0.5
    /// A release moving down at least this fast (points per second) dismisses.
    static let flickVelocity: CGFloat = 800
    /// How far a refusing sheet moves: the finger's distance d becomes d / (1 + d / this).
    static let resistanceLength: CGFloat = 60
    /// Duration of the end of a swipe (dismissal or spring back).
    static let swipeSettleDuration: TimeInterval = 0.3

    func _makeSwipeRecognizer() -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer()
        pan.maximumNumberOfTouches = 1
        pan.delegate = self
        pan.addAction { [weak self] g in
            guard let self, let pan = g as? UIPanGestureRecognizer else { return }
            self._handleSwipe(pan)
        }
        return pan
    }

    /// Only a mostly vertical pull on a presented sheet with nothing presented over it, outside
    /// a transition, starts a swipe.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer, containerView != nil, !_inTransition,
              _swipe == nil, _look != .overFullScreen else { return false }
        let vc = presentedViewController
        guard vc._modal?.presenting != nil, vc._modal?.presented == nil, !vc._inModalTransition else { return false }
        let t = pan.translation(in: nil)
        return abs(t.y) > abs(t.x)
    }

    /// A scroll view in the sheet drags along: the sheet moves only when it is at its top.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let sv = otherGestureRecognizer.view as? UIScrollView else { return false }
        return otherGestureRecognizer === sv.panGestureRecognizer && sv.isDescendant(of: sheetView)
    }

    /// The scroll view under the finger in the sheet, if any.
    private func _scrollView(at pan: UIPanGestureRecognizer) -> UIScrollView? {
        var v = sheetView.hitTest(pan.location(in: sheetView), with: nil)
        while let x = v, x !== sheetView {
            if let sv = x as? UIScrollView { return sv }
            v = x.superview
        }
        return nil
    }

    func _handleSwipe(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            let down = pan.translation(in: nil).y > 0
            if let sv = _scrollView(at: pan) {
                // Scrolled content, or a drag up: the scroll view's; at the top, a drag down moves the sheet.
                guard down, sv.contentOffset.y <= -sv.adjustedContentInset.top + 0.5 else { return }
                sv.panGestureRecognizer.isEnabled = false      // cancels its drag
                sv.panGestureRecognizer.isEnabled = true
                sv.setContentOffset(CGPoint(x: sv.contentOffset.x, y: -sv.adjustedContentInset.top), animated: false)
            }
            if down { _beginSwipe() } else { _swipe = _UISheetSwipe(dismissal: nil, restingFrame: sheetView.frame) }
        case .changed: _trackSwipe(pan.translation(in: containerView).y)
        case .ended: _endSwipe(velocity: pan.velocity(in: containerView).y, cancelled: false)
        case .cancelled, .failed: _endSwipe(velocity: 0, cancelled: true)
        default: break
        }
    }

    private func _beginSwipe() {
        guard _swipe == nil else { return }
        let vc = presentedViewController
        let resting = sheetView.frame
        let refuses = vc._refusesInteractiveDismissal || delegate?.presentationControllerShouldDismiss(self) == false
        if refuses {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            _swipe = _UISheetSwipe(dismissal: nil, restingFrame: resting)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        guard let presenter = vc._modal?.presenting else { return }
        // Set first so that the dismissal's will-begin leaves the chrome to the finger.
        let swipe = _UISheetSwipe(dismissal: nil, restingFrame: resting)
        _swipe = swipe
        swipe.dismissal = _UIModalDismissal(presenter: presenter, chain: [vc], animated: true)
        _inTransition = true
    }

    private func _trackSwipe(_ translation: CGFloat) {
        guard let s = _swipe, translation.isFinite else { return }
        if s.dismissal != nil {
            s.offset = max(0, translation)
        } else {
            let d = abs(translation)
            s.offset = (translation < 0 ? -1 : 1) * d / (1 + d / Self.resistanceLength)
        }
        UIView.performWithoutAnimation {
            sheetView.frame = s.restingFrame.offsetBy(dx: 0, dy: s.offset)
            if s.dismissal != nil { _setChrome(progress: _swipeProgress(s)) }
        }
    }

    private func _swipeProgress(_ s: _UISheetSwipe) -> CGFloat {
        s.restingFrame.height > 0 ? s.offset / s.restingFrame.height : 1
    }

    private func _endSwipe(velocity: CGFloat, cancelled: Bool) {
        guard let s = _swipe else { return }
        let v = velocity.isFinite ? velocity : 0
        let dismisses = s.dismissal != nil && !cancelled
            && (v >= Self.flickVelocity || (_swipeProgress(s) >= Self.dismissFraction && v > -Self.flickVelocity))
        let settle: () -> Void
        if dismisses {
            let below = containerView?.bounds.maxY ?? s.restingFrame.maxY
            settle = {
                self.sheetView.frame = s.restingFrame.offsetBy(dx: 0, dy: below - s.restingFrame.minY)
                self._setChrome(progress: 1)
            }
        } else {
            settle = {
                self.sheetView.frame = s.restingFrame
                if s.dismissal != nil { self._setChrome(progress: 0) }
            }
        }
        let done: (Bool) -> Void = { [weak self] _ in
            guard let self else { return }
            self._swipe = nil
            if let d = s.dismissal {
                if dismisses { d.didFinish = { [weak self] in if let self { self.delegate?.presentationControllerDidDismiss(self) } } }
                d.finish(dismisses)
            }
        }
        if s.offset == 0 && !dismisses {
            done(true)                                        // nothing to animate back
        } else {
            UIView.animate(withDuration: Self.swipeSettleDuration, delay: 0, options: [.curveEaseOut], animations: settle, completion: done)
        }
    }
}
