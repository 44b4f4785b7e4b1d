//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// The presentation controller of `.pageSheet`, `.formSheet` (and `.automatic`, `.popover`):
/// the iOS 13+ card. In a compact-width window (under `regularWidth`, an iPhone) both are a
/// sheet from just under the top safe area to the bottom, top corners rounded, with the
/// presenter's screen pushed back (scaled, rounded, dimmed) behind it; in a wide window the form
/// sheet is a centred 540×620 card and the page sheet a centred column, over a dimmed presenter.
/// The presenter stays in the window and gets no appearance callbacks. A swipe down on the sheet
/// dismisses it (`_UISheetPresentationController+Swipe.swift`).
@MainActor final class _UISheetPresentationController: UIPresentationController {
    // ⚠ Unsourced constants (close to iOS 13–17 screenshots, not measured).
    /// Gap between the top safe-area edge and a compact sheet's top.
    static let sheetTopGap: CGFloat = 10
    /// Radius of the sheet's (and the pushed-back presenter's) rounded corners.
    static let cornerRadius: CGFloat = 10
    /// How far the presenter behind a compact sheet is scaled.
    static let presenterScale: CGFloat = 0.92
    /// Opacity of the black dimming over the presenter.
    static let dimmingAlpha: CGFloat = 0.4
    /// Windows at least this wide show sheets as centred cards (regular width).
    static let regularWidth: CGFloat = 600
    /// A form sheet's size in a regular-width window (iPad).
    static let formSheetSize = CGSize(width: 540, height: 620)
    /// A page sheet's width in a regular-width window.
    static let pageSheetWidth: CGFloat = 704

    /// The rounded, clipping view holding the presented controller's view.
    private(set) lazy var sheetView: UIView = {
        let v = UIView(frame: .zero)
        v.clipsToBounds = true
        v.layer.cornerRadius = Self.cornerRadius
        return v
    }()
    private(set) var dimmingView: UIView?
    /// Black behind the pushed-back presenter.
    private var backdrop: UIView?
    /// The presenter's screen view while pushed back, with its layer's corner values before.
    private var pushedBack: (view: UIView, radius: CGFloat, masks: Bool)?
    /// The user's swipe in progress (see +Swipe).
    var _swipe: _UISheetSwipe?
    lazy var _swipeRecognizer: UIPanGestureRecognizer = _makeSwipeRecognizer()

    override var presentedView: UIView? {
        let vc = presentedViewController
        let content = vc.view!
        if content.superview !== sheetView {
            content.frame = sheetView.bounds
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            sheetView.addSubview(content)
        }
        return sheetView
    }

    override var shouldPresentInFullscreen: Bool { false }

    /// The style the sheet takes in this window: its own in a wide window; in a compact one the
    /// delegate's adaptive style when it returns `.none` (keep), `.fullScreen` or
    /// `.overFullScreen`, else `.pageSheet`.
    var _look: UIModalPresentationStyle {
        guard let c = containerView, c.bounds.width < Self.regularWidth else { return presentationStyle }
        switch delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection) {
        case .some(.none): return presentationStyle
        case .some(.fullScreen), .some(.overFullScreen): return .overFullScreen
        default: return .pageSheet
        }
    }

    private var isCompactSheet: Bool {
        (containerView?.bounds.width ?? 0) < Self.regularWidth && _look == .pageSheet
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let c = containerView else { return .zero }
        let b = c.bounds, safe = c.safeAreaInsets
        switch _look {
        case .overFullScreen:
            return b
        case .formSheet:
            let w = min(Self.formSheetSize.width, b.width), h = min(Self.formSheetSize.height, b.height - safe.top - safe.bottom)
            return CGRect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: max(0, h)).integral
        default:
            let top = safe.top + Self.sheetTopGap
            if b.width < Self.regularWidth { return CGRect(x: 0, y: top, width: b.width, height: max(0, b.height - top)) }
            let w = min(Self.pageSheetWidth, b.width)
            return CGRect(x: (b.midX - w / 2).rounded(), y: top, width: w, height: max(0, b.height - top))
        }
    }

    /// Keeps the pushed-back presenter placed for the container's size (the window resized).
    override func containerViewDidLayoutSubviews() {
        guard !_inTransition, _swipe == nil, pushedBack != nil else { return }
        UIView.performWithoutAnimation { _setChrome(progress: 0) }
    }

    // MARK: Chrome

    override func presentationTransitionWillBegin() {
        guard let c = containerView else { return }
        let look = _look
        sheetView.layer.cornerRadius = look == .overFullScreen ? 0 : Self.cornerRadius
        sheetView.layer.maskedCorners = isCompactSheet ? [.layerMinXMinYCorner, .layerMaxXMinYCorner] : .all
        guard look != .overFullScreen else { return }
        // The presenter stays visible but inert: assistive technologies read only the sheet.
        c.accessibilityViewIsModal = true
        let dim = UIView(frame: c.bounds)
        dim.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dim.backgroundColor = .black
        dim.alpha = 0
        c.insertSubview(dim, at: 0)
        dimmingView = dim
        guard isCompactSheet, let presenter = presentingViewController else {
            return _animateChrome(toProgress: 0, animated: _transitionAnimated)
        }
        if presenter._modal?.presenting != nil,
           let lower = presenter._modal?.presentationController as? _UISheetPresentationController, lower.isCompactSheet {
            // A sheet over a sheet: the lower sheet is pushed back, its top peeking out.
            let v = lower.sheetView
            if v.transform.isIdentity { pushedBack = (v, v.layer.cornerRadius, v.layer.masksToBounds) }
        } else if let v = UIViewController._screenView(of: presenter, for: self), let w = v.superview as? UIWindow,
                  v.frame == w.bounds, v.transform.isIdentity {
            // A full-screen presenter: pushed back over black.
            let back = UIView(frame: w.bounds)
            back.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            back.backgroundColor = .black
            w.insertSubview(back, belowSubview: v)
            backdrop = back
            pushedBack = (v, v.layer.cornerRadius, v.layer.masksToBounds)
            v.layer.cornerRadius = Self.cornerRadius
            v.layer.masksToBounds = true
        }
        _animateChrome(toProgress: 0, animated: _transitionAnimated)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if completed {
            if _swipeRecognizer.view == nil { sheetView.addGestureRecognizer(_swipeRecognizer) }
        } else {
            _removeChrome()
        }
    }

    override func dismissalTransitionWillBegin() {
        guard _swipe == nil else { return }                  // the swipe moves the chrome itself
        _animateChrome(toProgress: 1, animated: _transitionAnimated)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { _removeChrome() } else { _animateChrome(toProgress: 0, animated: false) }
    }

    /// Sets the chrome for a dismissal `progress` (0: presented, 1: gone), animated like the
    /// system transition when asked.
    func _animateChrome(toProgress progress: CGFloat, animated: Bool) {
        let apply = { self._setChrome(progress: progress) }
        if animated {
            UIView.animate(withDuration: _UIModalSystemAnimator.coverVerticalDuration, delay: 0, options: [.curveEaseInOut],
                           animations: apply)
        } else {
            UIView.performWithoutAnimation(apply)
        }
    }

    func _setChrome(progress: CGFloat) {
        let p = min(1, max(0, progress))
        dimmingView?.alpha = Self.dimmingAlpha * (1 - p)
        guard let v = pushedBack?.view else { return }
        let s = Self.presenterScale + (1 - Self.presenterScale) * p
        let safeTop = containerView?.safeAreaInsets.top ?? 0
        // Scaled about its centre, then moved so its top edge sits at the top safe-area edge.
        let dy = (safeTop - (v.center.y - Self.presenterScale * v.bounds.height / 2)) * (1 - p)
        v.transform = CGAffineTransform(translationX: 0, y: dy).scaledBy(x: s, y: s)
    }

    private func _removeChrome() {
        dimmingView?.removeFromSuperview()
        dimmingView = nil
        backdrop?.removeFromSuperview()
        backdrop = nil
        if let b = pushedBack {
            b.view.transform = .identity
            b.view.layer.cornerRadius = b.radius
            b.view.layer.masksToBounds = b.masks
        }
        pushedBack = nil
    }
}
