//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Dragging a sheet: between its detents, and down to dismiss it.
//
// The sheet's top follows the finger (between detents the sheet grows and shrinks; above the
// largest it stretches with resistance). On release it settles at the detent nearest to where
// its motion would carry it, and the delegate hears of a new selected detent. Pulled below the
// smallest detent, the sheet starts dismissing (the adaptive delegate's should/will messages);
// on release it is dismissed when pulled past half that detent's height or flicked down, else it
// springs back. A sheet that refuses (`isModalInPresentation`, or the delegate's
// `presentationControllerShouldDismiss` returning false) moves below it only with resistance,
// and the delegate hears `presentationControllerDidAttemptToDismiss`. In a scroll view, a drag
// moves the sheet only when the content is at its top and the drag goes down, or goes up below
// the largest detent (`prefersScrollingExpandsWhenScrolledToEdge`); otherwise the content
// scrolls.

/// One drag of a sheet.
@MainActor final class _UISheetSwipe {
    /// The dismissal the drag drives (once pulled below the smallest detent and allowed).
    var dismissal: _UIModalDismissal?
    /// Whether the drag went below the smallest detent (the delegate was asked once).
    var askedToDismiss = false
    /// The sheet refuses to be dismissed.
    var refused = false
    /// The sheet's frame when the drag began.
    let restingFrame: CGRect
    /// Its top now.
    var top: CGFloat
    init(restingFrame: CGRect) {
        self.restingFrame = restingFrame
        top = restingFrame.minY
    }
}

/// The sheet drag's gesture delegate (kept off the public class).
@MainActor final class _UISheetSwipeGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    weak var sheet: UISheetPresentationController?
    init(_ sheet: UISheetPresentationController) { self.sheet = sheet }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        sheet?._swipeShouldBegin(gestureRecognizer) ?? false
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        sheet?._swipeRecognizesSimultaneously(with: otherGestureRecognizer) ?? false
    }
}

extension UISheetPresentationController {
    // ⚠ Unsourced constants.
    /// Pulled down past this fraction of its height, a released sheet is dismissed.
    static let dismissFraction: CGFloat = 0.5
    /// A release moving down at least this fast (points per second) dismisses.
    static let flickVelocity: CGFloat = 800
    /// How far a refusing (or over-stretched) sheet moves: the finger's distance d becomes
    /// d / (1 + d / this).
    static let resistanceLength: CGFloat = 60
    /// Duration of the end of a swipe (dismissal or spring back).
    static let swipeSettleDuration: TimeInterval = 0.3
    /// How far ahead the release velocity carries the sheet when picking a detent (seconds).
    static let detentProjectionTime: CGFloat = 0.2

    func _makeSwipeRecognizer() -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer()
        pan.maximumNumberOfTouches = 1
        _swipeGestureDelegate = _UISheetSwipeGestureDelegate(self)
        pan.delegate = _swipeGestureDelegate
        pan.addAction { [weak self] g in
            guard let self, let pan = g as? UIPanGestureRecognizer else { return }
            self._handleSwipe(pan)
        }
        return pan
    }

    /// Only a mostly vertical pull on a presented sheet with nothing presented over it, outside
    /// a transition, starts a swipe.
    func _swipeShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer, containerView != nil, !_inTransition, _swipe == nil, _look != .overFullScreen else { return false }
        let vc = presentedViewController
        guard vc._modal?.presenting != nil, vc._modal?.presented == nil, !vc._inModalTransition else { return false }
        let t = pan.translation(in: nil)
        return abs(t.y) > abs(t.x)
    }

    /// A scroll view in the sheet drags along: the sheet moves only when it is at its top.
    func _swipeRecognizesSimultaneously(with otherGestureRecognizer: UIGestureRecognizer) -> Bool {
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

    /// Whether the sheet rests below its largest detent (a drag up grows it).
    private var _canGrow: Bool {
        _usesDetents && sheetView.frame.minY > _frame(forDetentValue: _resolvedDetents.last!.value).minY + 0.5
    }

    func _handleSwipe(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            let down = pan.translation(in: nil).y > 0
            if let sv = _scrollView(at: pan) {
                // Scrolled content, or a drag up at the largest detent: the scroll view's. At the
                // top, a drag down (or up, to expand) moves the sheet.
                let atTop = sv.contentOffset.y <= -sv.adjustedContentInset.top + 0.5
                let expands = !down && _canGrow && prefersScrollingExpandsWhenScrolledToEdge
                guard atTop && (down || expands) else { return }
                sv.panGestureRecognizer.isEnabled = false      // cancels its drag
                sv.panGestureRecognizer.isEnabled = true
                sv.setContentOffset(CGPoint(x: sv.contentOffset.x, y: -sv.adjustedContentInset.top), animated: false)
            }
            guard _swipe == nil else { return }
            _swipe = _UISheetSwipe(restingFrame: sheetView.frame)
        case .changed: _trackSwipe(pan.translation(in: containerView).y)
        case .ended: _endSwipe(velocity: pan.velocity(in: containerView).y, cancelled: false)
        case .cancelled, .failed: _endSwipe(velocity: 0, cancelled: true)
        default: break
        }
    }

    /// The drag went below the smallest detent: asks the delegate once and starts the dismissal.
    private func _beginDismissal(_ s: _UISheetSwipe) {
        s.askedToDismiss = true
        let vc = presentedViewController
        if vc._refusesInteractiveDismissal || delegate?.presentationControllerShouldDismiss(self) == false {
            s.refused = true
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        guard let presenter = vc._modal?.presenting else { return }
        // The swipe is set, so the dismissal's will-begin leaves the chrome to the finger.
        s.dismissal = _UIModalDismissal(presenter: presenter, chain: [vc], animated: true)
        _inTransition = true
    }

    /// Resistance: `d` points of finger travel move the sheet this far.
    private func _resisted(_ d: CGFloat) -> CGFloat { d / (1 + d / Self.resistanceLength) }

    /// The tops of the active detents, smallest detent (lowest top) first.
    private var _detentTops: [CGFloat] {
        _usesDetents ? _resolvedDetents.map { _frame(forDetentValue: $0.value).minY } : [frameOfPresentedViewInContainerView.minY]
    }

    /// The sheet's frame with its top at `top` (between detents it resizes; below the smallest
    /// it keeps that size and moves; above the largest it stretches).
    private func _frame(forTop top: CGFloat, s: _UISheetSwipe) -> CGRect {
        let tops = _detentTops
        let bottom = s.restingFrame.maxY
        if !_usesDetents {
            return s.restingFrame.offsetBy(dx: 0, dy: top - s.restingFrame.minY)
        }
        if top > tops[0] {
            let h = bottom - tops[0]
            return CGRect(x: s.restingFrame.minX, y: top, width: s.restingFrame.width, height: h)
        }
        return CGRect(x: s.restingFrame.minX, y: top, width: s.restingFrame.width, height: bottom - top)
    }

    private func _trackSwipe(_ translation: CGFloat) {
        guard let s = _swipe, translation.isFinite else { return }
        let tops = _detentTops
        let lowest = tops[0], highest = tops[tops.count - 1]
        let raw = s.restingFrame.minY + translation
        if raw < highest {
            s.top = highest - _resisted(highest - raw)
        } else if raw <= lowest {
            s.top = raw
        } else {
            if !s.askedToDismiss { _beginDismissal(s) }
            s.top = s.refused ? lowest + _resisted(raw - lowest) : raw
        }
        UIView.performWithoutAnimation {
            sheetView.frame = _frame(forTop: s.top, s: s)
            _layoutGrabber()
            let levels = _chromeLevels(forTop: s.top)
            _setChrome(dim: levels.dim, push: levels.push)
        }
    }

    private func _endSwipe(velocity: CGFloat, cancelled: Bool) {
        guard let s = _swipe else { return }
        let v = velocity.isFinite ? velocity : 0
        let tops = _detentTops
        let lowest = tops[0]
        let h = max(1, s.restingFrame.maxY - lowest)
        let progress = (s.top - lowest) / h
        let dismisses = s.dismissal != nil && !cancelled && s.top > lowest
            && (v >= Self.flickVelocity || (progress >= Self.dismissFraction && v > -Self.flickVelocity))
        // The detent the motion carries the sheet to.
        var target = _usesDetents ? _currentDetent.identifier : nil
        if _usesDetents, !cancelled, !dismisses {
            let projected = s.top + v * Self.detentProjectionTime
            let ds = _resolvedDetents
            let i = tops.indices.min { abs(tops[$0] - projected) < abs(tops[$1] - projected) } ?? 0
            target = ds[i].identifier
        }
        let changed = target != nil && target != _currentDetent.identifier
        if changed {
            _settingFromUser = true
            selectedDetentIdentifier = target
            _settingFromUser = false
        }
        let settle: () -> Void
        if dismisses {
            let below = containerView?.bounds.maxY ?? s.restingFrame.maxY
            settle = {
                self.sheetView.frame = self._frame(forTop: below, s: s)
                self._setChrome(dim: 0, push: 0)
            }
        } else {
            settle = {
                self.sheetView.frame = self.frameOfPresentedViewInContainerView
                self.sheetView.layoutIfNeeded()
                self._layoutGrabber()
                self._setChrome(progress: 0)
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
        if s.top == s.restingFrame.minY && !dismisses && !changed {
            done(true)                                        // nothing to animate back
        } else {
            UIView.animate(withDuration: Self.swipeSettleDuration, delay: 0, options: [.curveEaseOut], animations: settle, completion: done)
        }
        if changed { (delegate as? UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self) }
    }
}
