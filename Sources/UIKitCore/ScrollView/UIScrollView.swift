//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitPhysics

/// A view whose content is larger than itself and moves under a finger, a wheel or code.
///
/// `contentOffset` is `bounds.origin`: scrolling moves the bounds over the content, so subviews
/// keep their frames and the compositor scrolls by moving pixels already on screen (keep the
/// background opaque, or over an opaque plain ancestor, for that path).
///
/// The pieces live in extension files along their seams: geometry and insets
/// (`UIScrollView+Geometry`), dragging, flinging, bouncing and paging (`+Dragging`, `+Motion`),
/// content touches (`+ContentTouches`), zoom (`+Zoom`), indicators (`+Indicators`), wheel and
/// keyboard (`+Input`) and state restoration (`+Restoration`). Overridable members stay in this
/// body (Swift on Linux cannot override members declared in extensions).
@preconcurrency @MainActor open class UIScrollView: UIView, UIGestureRecognizerDelegate {
    var _contentGuide: UILayoutGuide?
    var _frameGuide: UILayoutGuide?

    // MARK: Stored state

    @exclusivity(unchecked) var _contentSize: CGSize = .zero
    @exclusivity(unchecked) var _contentInset: UIEdgeInsets = .zero
    /// `adjustedContentInset` as last computed (see `_updateAdjustedContentInset()`).
    @exclusivity(unchecked) var _adjustedInset: UIEdgeInsets = .zero
    @exclusivity(unchecked) var _decelerationRate: DecelerationRate = .normal
    /// The running deceleration, bounce, page settle or offset animation (nil at rest).
    var _motion: _ScrollMotion?
    /// Finger drag state (nil while no finger tracks the content).
    var _drag: _ScrollDrag?
    @exclusivity(unchecked) var _isTracking = false
    @exclusivity(unchecked) var _isDragging = false
    @exclusivity(unchecked) var _isDecelerating = false
    @exclusivity(unchecked) var _isDirectionalLockEnabled = false
    /// Zoom state (`UIScrollView+Zoom`).
    var _zoom = _ScrollZoomState()
    /// The scroll indicators, made on first use (`UIScrollView+Indicators`).
    var _indicators: _ScrollIndicators?
    /// Wheel and keyboard scrolling state (`UIScrollView+Input`).
    var _input = _ScrollInputState()
    var _refreshControl: UIRefreshControl?
    let _delayRecognizer = _UIScrollViewDelayedTouchesBeganGestureRecognizer()
    /// Set while the scroll view itself moves the offset (its callbacks are sent by the mover).
    @exclusivity(unchecked) var _settingOffsetInternally = false
    /// Whether the offset ever moved other than to follow `adjustedContentInset` (until then a
    /// change of the safe area keeps the content at the top).
    @exclusivity(unchecked) var _hasScrolled = false
    /// Set while the offset follows a change of `adjustedContentInset`.
    @exclusivity(unchecked) var _followingAdjustedInset = false
    /// The navigation controller whose bar collapses as this scrolls (its shown content).
    weak var _barCollapseController: UINavigationController?

    // MARK: Init

    /// A scroll view draws nothing itself (no `draw(_:)` probe for the class).
    private static let _registered: Void = { UIView._registerDraws(UIScrollView.self, false) }()

    public override init(frame: CGRect) {
        UIScrollView._registered
        panGestureRecognizer = _UIScrollViewPanGestureRecognizer()
        super.init(frame: frame)
        _commonInit()
    }

    /// A scroll view decoded from an archive. On Linux: no scroll-view properties are decoded; it
    /// starts with the defaults, as `init(frame:)` does.
    public required init?(coder: NSCoder) {
        UIScrollView._registered
        panGestureRecognizer = _UIScrollViewPanGestureRecognizer()
        super.init(coder: coder)
        _commonInit()
        _decodeInterfaceBuilderScrollView(coder)
    }

    func _commonInit() {
        clipsToBounds = true
        panGestureRecognizer.delegate = self
        panGestureRecognizer.addTarget(self, action: UIScrollView._handlePan)
        panGestureRecognizer.allowedScrollTypesMask = .continuous   // trackpad scrolls drag (+Input)
        addGestureRecognizer(_delayRecognizer)
        addGestureRecognizer(panGestureRecognizer)
        _delayRecognizer.delaysTouchesBegan = delaysContentTouches
    }

    // MARK: Delegate

    /// Receives scrolling, dragging and zooming messages (held weakly).
    open weak var delegate: UIScrollViewDelegate?

    // MARK: Geometry

    /// The point of the content shown at the scroll view's top left: `bounds.origin`. Not
    /// clamped when set in code (user scrolling respects the content's range).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { _setContentOffset(newValue) }
    }

    /// The size of the scrollable content (negative sizes count as zero).
    open var contentSize: CGSize {
        get { _contentSize }
        set { _setContentSize(newValue) }
    }

    /// Extra scrollable space around the content.
    open var contentInset: UIEdgeInsets {
        get { _contentInset }
        set { _setContentInset(newValue) }
    }

    /// `contentInset` plus the safe-area insets `contentInsetAdjustmentBehavior` adds.
    open var adjustedContentInset: UIEdgeInsets { _adjustedInset }

    /// Which safe-area edges add to `adjustedContentInset`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if oldValue != contentInsetAdjustmentBehavior { _updateAdjustedContentInset() } }
    }

    /// Whether the indicator insets follow `adjustedContentInset` (iOS 13; default true).
    open var automaticallyAdjustsScrollIndicatorInsets: Bool = true {
        didSet { _indicatorsNeedUpdate() }
    }

    /// Called when `adjustedContentInset` changed; the base implementation does nothing.
    open func adjustedContentInsetDidChange() {}

    /// The content's rectangle (origin zero, `contentSize`), for Auto Layout.
    /// Constraints from the content to this guide's edges and size set `contentSize`.
    public var contentLayoutGuide: UILayoutGuide {
        if let g = _contentGuide { return g }
        let g = UILayoutGuide(owningView: self, role: .content, identifier: "UIScrollView-contentLayoutGuide") { v in
            CGRect(origin: .zero, size: (v as? UIScrollView)?._contentSize ?? .zero)
        }
        _contentGuide = g
        return g
    }

    /// The scroll view's own frame, in content coordinates (it moves with the offset): content
    /// pinned to it stays put while the rest scrolls.
    public var frameLayoutGuide: UILayoutGuide {
        if let g = _frameGuide { return g }
        let g = UILayoutGuide(owningView: self, role: .frame, identifier: "UIScrollView-frameLayoutGuide") { v in v.bounds }
        _frameGuide = g
        return g
    }
    var _existingContentGuideNode: _UILayoutNode? { _contentGuide?._node }

    /// Scrolls to `contentOffset`; animated, at a constant velocity, ending with
    /// `scrollViewDidEndScrollingAnimation(_:)`. Not clamped.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        _setContentOffset(contentOffset, animated: animated)
    }

    /// Scrolls just enough to show `rect` (content coordinates); nothing when it is visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        _scrollRectToVisible(rect, animated: animated)
    }

    // MARK: Scrolling behaviour

    /// Whether the user can scroll (the pan recognizer is enabled).
    open var isScrollEnabled: Bool {
        get { panGestureRecognizer.isEnabled }
        set { panGestureRecognizer.isEnabled = newValue }
    }
    /// Whether a drag that starts along one axis stays on it.
    open var isDirectionalLockEnabled: Bool {
        get { _isDirectionalLockEnabled }
        set { _isDirectionalLockEnabled = newValue }
    }
    /// Whether the content rubber-bands past its edges.
    open var bounces: Bool = true
    /// Bounce vertically even when the content is not taller than the view (needs `bounces`).
    open var alwaysBounceVertical: Bool = false
    /// Bounce horizontally even when the content is not wider than the view (needs `bounces`).
    open var alwaysBounceHorizontal: Bool = false
    /// Whether the content comes to rest on multiples of the bounds size.
    open var isPagingEnabled: Bool = false
    /// How fast a flick slows down. Rates outside 0 < rate < 1 are refused.
    open var decelerationRate: DecelerationRate {
        get { _decelerationRate }
        set {
            guard newValue.rawValue.isFinite, newValue.rawValue > 0, newValue.rawValue < 1 else {
                return UIKitLog.warning("UIScrollView.decelerationRate: \(newValue.rawValue) is not in (0, 1); ignored", category: "UIScrollView")
            }
            _decelerationRate = newValue
        }
    }
    /// Whether a scroll-to-top request (the status-bar tap on iOS; `UIWindow.handleStatusBarTap()`
    /// here) scrolls it.
    open var scrollsToTop: Bool = true

    // MARK: State

    /// A finger is on the content (it may not have moved yet).
    open var isTracking: Bool { _isTracking }
    /// The user has started scrolling (the finger moved far enough).
    open var isDragging: Bool { _isDragging }
    /// The content moves on after the finger lifted (a fling, a bounce back, a page settling).
    open var isDecelerating: Bool { _isDecelerating }

    // MARK: Content touches

    /// Whether touches wait (~150 ms) to see whether they scroll before reaching the content.
    open var delaysContentTouches: Bool = true {
        didSet { _delayRecognizer.delaysTouchesBegan = delaysContentTouches }
    }
    /// Whether a drag may take over touches the content is already tracking.
    open var canCancelContentTouches: Bool = true

    /// Whether `view` (the content under the finger) gets `touches`; false keeps them from it.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a drag may cancel the touches `view` is tracking: true, except for controls.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    // MARK: Gesture recognizers

    /// The recognizer that drags the content. Its delegate is the scroll view (as on iOS).
    public let panGestureRecognizer: UIPanGestureRecognizer

    /// The recognizer that zooms; nil unless zooming is possible (the zoom scales differ and the
    /// delegate gives a view for zooming).
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { _pinchRecognizerIfZoomable }

    // MARK: Zoom

    /// The smallest scale the content may be zoomed to (default 1).
    open var minimumZoomScale: CGFloat {
        get { _zoom.minimumScale }
        set { _setMinimumZoomScale(newValue) }
    }
    /// The largest scale the content may be zoomed to (default 1; zooming needs it to differ from the minimum).
    open var maximumZoomScale: CGFloat {
        get { _zoom.maximumScale }
        set { _setMaximumZoomScale(newValue) }
    }
    /// The zoom view's scale (1 by default).
    open var zoomScale: CGFloat {
        get { _zoom.scale }
        set { _setZoomScale(newValue, animated: false) }
    }
    /// Whether a pinch may go past the scale limits and spring back.
    open var bouncesZoom: Bool {
        get { _zoom.bounces }
        set { _zoom.bounces = newValue }
    }
    /// A pinch is zooming.
    open var isZooming: Bool { _zoom.isZooming }
    /// The scale springs back inside its limits.
    open var isZoomBouncing: Bool { _zoom.isBouncing }

    /// Sets `zoomScale` (clamped to the limits), animated or not.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { _setZoomScale(scale, animated: animated) }
    /// Zooms so that `rect` (in the zoom view's coordinates) fills the view.
    open func zoom(to rect: CGRect, animated: Bool) { _zoom(to: rect, animated: animated) }

    // MARK: Indicators

    /// Whether the vertical scroll indicator shows while the content scrolls vertically (default true).
    open var showsVerticalScrollIndicator: Bool = true { didSet { _indicatorsNeedUpdate() } }
    /// Whether the horizontal scroll indicator shows while the content scrolls horizontally (default true).
    open var showsHorizontalScrollIndicator: Bool = true { didSet { _indicatorsNeedUpdate() } }
    /// The colour scheme of the scroll indicators (default `.default`: dark with a light border).
    open var indicatorStyle: IndicatorStyle = .default { didSet { _indicatorsNeedUpdate() } }
    /// How far the vertical indicator keeps from the scroll view's edges (default zero); the safe area
    /// is added on top when `automaticallyAdjustsScrollIndicatorInsets` is true.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { _indicatorsNeedUpdate() } }
    /// How far the horizontal indicator keeps from the scroll view's edges (default zero); the safe area
    /// is added on top when `automaticallyAdjustsScrollIndicatorInsets` is true.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { _indicatorsNeedUpdate() } }
    /// Both indicator insets (reading it gives the vertical one, as on iOS).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }
    /// Shows the indicators briefly (as after a scroll).
    open func flashScrollIndicators() { _flashScrollIndicators() }
    /// Whether a table's section index shows (stored).
    open var indexDisplayMode: IndexDisplayMode = .automatic

    // MARK: Keyboard

    /// When dragging dismisses the keyboard: stored only (no text input exists yet).
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether arrow, page and space keys scroll it when it is focused (iOS 17; default true).
    open var allowsKeyboardScrolling: Bool = true

    // MARK: Refresh control

    /// The pull-to-refresh control shown above the content.
    open var refreshControl: UIRefreshControl? {
        get { _refreshControl }
        set { _setRefreshControl(newValue) }
    }

    /// Where a drag that ends now should come to rest, given the natural target and the velocity
    /// (points per millisecond) — before the delegate's `scrollViewWillEndDragging`. The scroll
    /// view keeps the natural target; a collection view asks its layout.
    func _proposedTargetContentOffset(_ natural: CGPoint, velocity: CGPoint) -> CGPoint { natural }

    // MARK: UIView overrides

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            _boundsDidChange(from: old)
        }
    }

    override func _boundsDidChangeSize() {
        super._boundsDidChangeSize()
        // (A scroll view not scrolled yet follows: a table laid out by constraints gets its
        // size and its safe area at once.)
        _updateAdjustedContentInset(keepTop: !_hasScrolled)
        _indicatorsNeedUpdate()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutScrollParts()
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        _updateAdjustedContentInset(keepTop: true)
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        _updateAdjustedContentInset(keepTop: true)
        if window == nil { _stopMotion(finished: false) }
    }

    // MARK: UIGestureRecognizerDelegate (overridable, as on iOS)

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer { return _panShouldBegin() }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Whether the scroll view's recognizers may recognize together with another; false by default.
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }

    /// Whether a scroll view recognizer waits for another to fail; false by default.
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }

    /// Whether another recognizer waits for one of the scroll view's to fail; false by default.
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }

    /// Whether the scroll view's recognizers see `touch`; true by default.
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }

    // MARK: Responder overrides (wheel and keys: `UIScrollView+Input`)

    package override func _scrollWheel(_ event: UIEvent) -> Bool {
        _handleScrollWheel(event) || super._scrollWheel(event)
    }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if !_handleKeyPresses(presses) { super.pressesBegan(presses, with: event) }
    }

    /// A key no responder took, with the resting pointer over this scroll view: false here (a
    /// scroll view takes those keys after a wheel scroll over it); a picker wheel turns rows.
    func _takeKeyUnderRestingPointer(_ press: UIPress, _ action: _KeyScroll) -> Bool { false }

    // MARK: State restoration

    open override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        _encodeScrollState(with: coder)
    }

    open override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        _decodeScrollState(with: coder)
    }
}
