//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// The presentation controller of `.pageSheet` and `.formSheet` (and `.automatic`): the iOS 13+
/// card, with iOS 15's detents. Get it from `UIViewController.sheetPresentationController`
/// before presenting to configure it.
///
/// In a compact-width window (under `regularWidth`, an iPhone) both styles are a sheet attached
/// to the bottom edge, top corners rounded, as tall as its selected detent (`detents`,
/// `.large()` by default: from just under the top safe area). At the largest detent the
/// presenter's screen is pushed back (scaled, rounded) behind it; the presenter is dimmed above
/// `largestUndimmedDetentIdentifier` and stays usable at or below it. In a wide window the form
/// sheet is a centred 540×620 card and the page sheet a centred column, over a dimmed presenter
/// (detents don't apply there, as on iPadOS). The presenter stays in the window and gets no
/// appearance callbacks. The user drags the sheet between its detents and down to dismiss it
/// (`UISheetPresentationController+Swipe.swift`).
@preconcurrency @MainActor open class UISheetPresentationController: UIPresentationController {
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
    /// The widest an edge-attached sheet in a compact-height window gets (a large phone's width).
    static let edgeAttachedMaxWidth: CGFloat = 428

    /// Creates the sheet controller for presenting `presentedViewController` (UIKit makes it for
    /// the sheet styles; you rarely create one yourself).
    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    // MARK: Configuration (iOS 15)

    /// The heights the sheet rests at, smallest to largest in any order (default `[.large()]`).
    /// An empty array is logged and ignored.
    open var detents: [UISheetPresentationController.Detent] = [.large()] {
        didSet {
            if detents.isEmpty {
                UIKitLog.error("UISheetPresentationController: detents must not be empty; ignored", category: "UISheetPresentationController")
                detents = oldValue
                return
            }
            _detentsDidChange()
        }
    }

    /// The detent the sheet shows (nil, the default: the smallest of `detents`). Setting it moves
    /// the sheet at once, or animated inside `animateChanges(_:)`; it changes when the user drags
    /// the sheet to another detent.
    open var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier? {
        didSet { if !_settingFromUser { _detentsDidChange() } }
    }

    /// The largest detent with no dimming behind the sheet (nil, the default: always dimmed). At
    /// or below it the presenter stays undimmed and usable.
    open var largestUndimmedDetentIdentifier: UISheetPresentationController.Detent.Identifier? {
        didSet { _detentsDidChange() }
    }

    /// Whether the sheet shows a grabber at its top (false by default).
    open var prefersGrabberVisible = false {
        didSet { _updateGrabber() }
    }

    /// The radius of the sheet's corners (nil, the default: the system's).
    open var preferredCornerRadius: CGFloat? {
        didSet { _applyCornerRadius() }
    }

    /// Whether dragging up a scroll view at its top, in a sheet below its largest detent, expands
    /// the sheet instead of scrolling (true by default).
    open var prefersScrollingExpandsWhenScrolledToEdge = true

    /// Whether the sheet stays attached to the bottom edge, with its detents, in a
    /// compact-height window (false by default: it covers the window's height there).
    open var prefersEdgeAttachedInCompactHeight = false {
        didSet { _detentsDidChange() }
    }

    /// Whether an edge-attached sheet in a compact-height window takes the presented
    /// controller's `preferredContentSize` width (false by default).
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false {
        didSet { _detentsDidChange() }
    }

    /// Runs `changes` (setting `detents`, `selectedDetentIdentifier` and so on) and animates the
    /// sheet to the result.
    open func animateChanges(_ changes: () -> Void) {
        let was = _animatingChanges
        _animatingChanges = true
        changes()
        _animatingChanges = was
        if !was, _needsDetentLayout { _applyDetentLayout(animated: true) }
    }

    /// Resolves the detents again (a custom resolver's answer changed) and moves the sheet to fit;
    /// call it inside `animateChanges(_:)` to animate.
    open func invalidateDetents() { _detentsDidChange() }

    // MARK: Views

    /// The rounded, clipping view holding the presented controller's view.
    private(set) lazy var sheetView: UIView = {
        let v = UIView(frame: .zero)
        v.clipsToBounds = true
        v.layer.cornerRadius = _cornerRadius
        return v
    }()
    private(set) var dimmingView: UIView?
    /// The grabber at the top of the sheet while `prefersGrabberVisible`.
    private(set) var grabberView: _UISheetGrabberView?
    /// Black behind the pushed-back presenter.
    private var backdrop: UIView?
    /// The presenter's screen view while pushed back, with its layer's corner values before.
    private var pushedBack: (view: UIView, radius: CGFloat, masks: Bool)?
    /// The user's swipe in progress (see +Swipe).
    var _swipe: _UISheetSwipe?
    lazy var _swipeRecognizer: UIPanGestureRecognizer = _makeSwipeRecognizer()
    /// The drag's gesture delegate (the recognizer holds it weakly).
    var _swipeGestureDelegate: _UISheetSwipeGestureDelegate?
    /// Inside `animateChanges(_:)`.
    private var _animatingChanges = false
    /// A change waits for the end of `animateChanges(_:)`.
    private var _needsDetentLayout = false
    /// The user's drag sets `selectedDetentIdentifier` (the sheet is already moving there).
    var _settingFromUser = false

    var _cornerRadius: CGFloat { max(0, preferredCornerRadius ?? Self.cornerRadius) }

    /// The sheet (the presented view is wrapped in it).
    open override var presentedView: UIView? {
        let vc = presentedViewController
        let content = vc.view!
        if content.superview !== sheetView {
            content.frame = sheetView.bounds
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            sheetView.insertSubview(content, at: 0)
        }
        return sheetView
    }

    /// False: the presenter shows around (or behind) the sheet.
    open override var shouldPresentInFullscreen: Bool { false }

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

    var isCompactSheet: Bool {
        (containerView?.bounds.width ?? 0) < Self.regularWidth && _look == .pageSheet
    }

    /// Whether the sheet sits on the bottom edge at its detents' heights: a compact sheet, or an
    /// edge-attached one in a compact-height window.
    var _usesDetents: Bool { isCompactSheet || _isEdgeAttachedInCompactHeight }

    private var _isEdgeAttachedInCompactHeight: Bool {
        guard prefersEdgeAttachedInCompactHeight, let c = containerView, _look != .overFullScreen else { return false }
        return c.traitCollection.verticalSizeClass == .compact
    }

    /// The top of the largest sheet (the large detent).
    var _sheetTop: CGFloat { (containerView?.safeAreaInsets.top ?? 0) + Self.sheetTopGap }

    /// The horizontal extent of an edge-attached sheet.
    private var _edgeAttachedXRange: (x: CGFloat, width: CGFloat) {
        guard let c = containerView else { return (0, 0) }
        let b = c.bounds
        if isCompactSheet { return (0, b.width) }
        var w = min(b.width, Self.edgeAttachedMaxWidth)
        let preferred = presentedViewController.preferredContentSize.width
        if widthFollowsPreferredContentSizeWhenEdgeAttached, preferred > 0 { w = min(b.width, preferred) }
        return ((b.midX - w / 2).rounded(), w)
    }

    /// The sheet's frame for a detent of height `value` (above the bottom safe area).
    func _frame(forDetentValue value: CGFloat) -> CGRect {
        guard let c = containerView else { return .zero }
        let b = c.bounds, x = _edgeAttachedXRange
        let h = max(0, min(value + c.safeAreaInsets.bottom, b.height - _sheetTop))
        return CGRect(x: x.x, y: b.maxY - h, width: x.width, height: h)
    }

    /// Whether the sheet took a full-screen look when its presentation began (the delegate's
    /// adaptation in a compact window).
    var _presentedFullScreen = false
    /// A sheet is elevated content, unless it adapted to a full-screen look. (Not asked of the
    /// delegate here: trait lookups below the sheet come here.)
    override var _elevatesPresentedContent: Bool { !_presentedFullScreen }

    /// Where the sheet rests: at its selected detent on the bottom edge, or as a card.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let c = containerView else { return .zero }
        let b = c.bounds, safe = c.safeAreaInsets
        if _usesDetents { return _frame(forDetentValue: _currentDetent.value) }
        switch _look {
        case .overFullScreen:
            return b
        case .formSheet:
            let w = min(Self.formSheetSize.width, b.width), h = min(Self.formSheetSize.height, b.height - safe.top - safe.bottom)
            return CGRect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: max(0, h)).integral
        default:
            let top = _sheetTop
            if b.width < Self.regularWidth { return CGRect(x: 0, y: top, width: b.width, height: max(0, b.height - top)) }
            let w = min(Self.pageSheetWidth, b.width)
            return CGRect(x: (b.midX - w / 2).rounded(), y: top, width: w, height: max(0, b.height - top))
        }
    }

    /// Keeps the pushed-back presenter placed for the container's size (the window resized).
    open override func containerViewDidLayoutSubviews() {
        guard !_inTransition, _swipe == nil else { return }
        _layoutGrabber()
        UIView.performWithoutAnimation { _setChrome(progress: 0) }
    }

    /// The presenter stays usable beside a sheet resting at or below its largest undimmed detent.
    override func _containerPassesTouch(at point: CGPoint) -> Bool {
        guard _usesDetents, largestUndimmedDetentIdentifier != nil, !_inTransition, _swipe == nil else { return false }
        return _chromeLevels(forTop: sheetView.frame.minY).dim == 0
    }

    // MARK: Grabber and corners

    private func _updateGrabber() {
        if prefersGrabberVisible {
            if grabberView == nil {
                let g = _UISheetGrabberView(frame: .zero)
                sheetView.addSubview(g)
                grabberView = g
            }
            _layoutGrabber()
        } else {
            grabberView?.removeFromSuperview()
            grabberView = nil
        }
    }

    func _layoutGrabber() {
        guard let g = grabberView else { return }
        if g !== sheetView.subviews.last { sheetView.bringSubviewToFront(g) }
        let s = _UISheetGrabberView.size
        g.frame = CGRect(x: ((sheetView.bounds.width - s.width) / 2).rounded(), y: _UISheetGrabberView.topInset,
                         width: s.width, height: s.height)
        g.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    }

    private func _applyCornerRadius() {
        guard containerView == nil || _look != .overFullScreen else { return }
        sheetView.layer.cornerRadius = _cornerRadius
    }

    // MARK: Detent changes

    /// A configuration change: moves the sheet (animated inside `animateChanges(_:)`).
    func _detentsDidChange() {
        guard containerView != nil, !_inTransition, _swipe == nil else { return }
        if _animatingChanges { _needsDetentLayout = true } else { _applyDetentLayout(animated: false) }
    }

    private func _applyDetentLayout(animated: Bool) {
        _needsDetentLayout = false
        guard containerView != nil, !_inTransition, _swipe == nil else { return }
        let f = frameOfPresentedViewInContainerView
        let apply = {
            self.sheetView.frame = f
            self.sheetView.layoutIfNeeded()
            self._layoutGrabber()
            self._setChrome(progress: 0)
        }
        if animated {
            UIView.animate(withDuration: Self.swipeSettleDuration, delay: 0, options: [.curveEaseInOut], animations: apply)
        } else {
            UIView.performWithoutAnimation(apply)
        }
    }

    // MARK: Chrome

    /// Adds the dimming (and, for a compact sheet, pushes the presenter back).
    open override func presentationTransitionWillBegin() {
        guard let c = containerView else { return }
        let look = _look
        _presentedFullScreen = look == .overFullScreen
        sheetView.layer.cornerRadius = look == .overFullScreen ? 0 : _cornerRadius
        sheetView.layer.maskedCorners = _usesDetents ? [.layerMinXMinYCorner, .layerMaxXMinYCorner] : .all
        _updateGrabber()
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
           let lower = presenter._modal?.presentationController as? UISheetPresentationController, lower.isCompactSheet {
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
            v.layer.masksToBounds = true
        }
        _animateChrome(toProgress: 0, animated: _transitionAnimated)
    }

    /// Installs the drag (or removes the chrome of a cancelled presentation).
    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if completed {
            if _swipeRecognizer.view == nil { sheetView.addGestureRecognizer(_swipeRecognizer) }
            _layoutGrabber()
        } else {
            _removeChrome()
        }
    }

    /// Fades the dimming and brings the presenter forward (unless the user's drag does).
    open override func dismissalTransitionWillBegin() {
        guard _swipe == nil else { return }                  // the swipe moves the chrome itself
        _animateChrome(toProgress: 1, animated: _transitionAnimated)
    }

    /// Removes the chrome (or puts it back when the dismissal was cancelled).
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
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

    /// The chrome of the sheet at rest at its selected detent, faded by a dismissal `progress`.
    func _setChrome(progress: CGFloat) {
        let p = min(1, max(0, progress))
        let levels = _chromeLevels(forTop: frameOfPresentedViewInContainerView.minY)
        _setChrome(dim: levels.dim * (1 - p), push: levels.push * (1 - p))
    }

    /// How dimmed (0…1) and how pushed back (0…1) the presenter is with the sheet's top at `top`.
    /// Dimming fades out from the detent above the largest undimmed one down to it; the
    /// push-back, from the largest detent down to the next (a single detent pushes back fully).
    func _chromeLevels(forTop top: CGFloat) -> (dim: CGFloat, push: CGFloat) {
        guard _usesDetents else { return (1, 1) }
        let ds = _resolvedDetents
        let tops = ds.map { _frame(forDetentValue: $0.value).minY }
        func ramp(from lowTop: CGFloat, to highTop: CGFloat) -> CGFloat {
            guard lowTop > highTop else { return top <= highTop ? 1 : 0 }
            return min(1, max(0, (lowTop - top) / (lowTop - highTop)))
        }
        var dim: CGFloat = 1
        if let u = largestUndimmedDetentIdentifier, let i = ds.firstIndex(where: { $0.identifier == u }) {
            dim = i + 1 < ds.count ? ramp(from: tops[i], to: tops[i + 1]) : 0
        }
        var push: CGFloat = 0
        if let last = ds.last, isCompactSheet, last.value >= _maximumDetentValue - 0.5 {
            push = ds.count > 1 ? ramp(from: tops[ds.count - 2], to: tops[ds.count - 1]) : 1
        }
        // Below the smallest detent (a drag to dismiss), both fade with the distance.
        if let first = ds.first, top > tops[0] {
            let h = max(1, _frame(forDetentValue: first.value).height)
            let fade = max(0, 1 - (top - tops[0]) / h)
            let atSmallest = _chromeLevels(forTop: tops[0])
            return (atSmallest.dim * fade, atSmallest.push * fade)
        }
        return (dim, push)
    }

    /// Applies dimming `dim` and push-back `push` (0…1 each).
    func _setChrome(dim: CGFloat, push: CGFloat) {
        dimmingView?.alpha = Self.dimmingAlpha * min(1, max(0, dim))
        containerView?.accessibilityViewIsModal = dim > 0 || !_usesDetents
        guard let v = pushedBack?.view else { return }
        let p = min(1, max(0, push))
        let s = 1 - (1 - Self.presenterScale) * p
        let safeTop = containerView?.safeAreaInsets.top ?? 0
        // Scaled about its centre, then moved so its top edge sits at the top safe-area edge.
        let dy = (safeTop - (v.center.y - Self.presenterScale * v.bounds.height / 2)) * p
        v.transform = CGAffineTransform(translationX: 0, y: dy).scaledBy(x: s, y: s)
        if backdrop != nil { v.layer.cornerRadius = Self.cornerRadius * p }
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
