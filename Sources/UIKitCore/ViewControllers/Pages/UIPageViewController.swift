//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A container that shows one page (a child controller) at a time and lets the user turn to the
/// neighbouring pages, which its `dataSource` supplies on demand.
///
/// Pages sit in a paging scroll view: a swipe drags the page and its neighbour (asked for only
/// when the swipe heads towards it), a release past half way or a flick completes the turn, a
/// short or interrupted swipe goes back. The mouse wheel, a trackpad or an arrow key turns one page.
/// The shown page is a child; during a turn the incoming page is a child too, and the pages get
/// their appearance callbacks in iOS's order (incoming will-appear, outgoing will-disappear,
/// then did-disappear and did-appear when the turn completes, or the reverse when it goes back).
/// `.pageCurl` turns pages with the same slide (no curl is drawn) and the `.mid` spine is not
/// supported: one page is shown at a time (see docs/PORTING.md).
@preconcurrency @MainActor open class UIPageViewController: UIViewController {
    /// How pages change.
    public enum TransitionStyle: Int, Sendable {
        /// Pages turn like paper (drawn as a slide on Linux).
        case pageCurl = 0
        /// Pages scroll side by side.
        case scroll = 1
    }

    /// The axis along which pages follow each other.
    public enum NavigationOrientation: Int, Sendable {
        /// Pages follow each other left to right.
        case horizontal = 0
        /// Pages follow each other top to bottom.
        case vertical = 1
    }

    /// Where the spine (the pages' binding) is, for the page curl style.
    public enum SpineLocation: Int, Sendable {
        /// No spine (the scroll style).
        case none = 0
        /// At the leading (or top) edge.
        case min = 1
        /// In the middle: two pages at a time (not supported on Linux).
        case mid = 2
        /// At the trailing (or bottom) edge.
        case max = 3
    }

    /// Which way a turn goes.
    public enum NavigationDirection: Int, Sendable {
        /// To the next page.
        case forward = 0
        /// To the previous page.
        case reverse = 1
    }

    /// The keys of the options dictionary given to `init(transitionStyle:navigationOrientation:options:)`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public var rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `SpineLocation` (or its raw value as a number) for the page curl style.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages in points (a number) for the scroll style (default 0).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// The style pages change with.
    public let transitionStyle: TransitionStyle
    /// The axis pages follow each other along.
    public let navigationOrientation: NavigationOrientation
    /// The spine location (`.none` for the scroll style; `.min` by default for the page curl style).
    public private(set) var spineLocation: SpineLocation
    /// Whether content is shown on the back of pages (page curl style). Stored; pages have no
    /// back on Linux.
    open var isDoubleSided = false
    /// The space between pages in points (scroll style).
    let _interPageSpacing: CGFloat

    /// Supplies the neighbouring pages; without one the user can't turn pages.
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// Told about the user's turns.
    open weak var delegate: (any UIPageViewControllerDelegate)?

    // MARK: State

    let _scrollView = _UIPageScrollView()
    let _scrollDelegate = _UIPageScrollDelegate()
    let _pageControl = UIPageControl()
    var _tapRecognizer: UITapGestureRecognizer?
    /// The page control's dot for the shown page.
    var _shownPage = 0
    /// The page shown.
    var _current: UIViewController?
    /// The neighbours asked of the data source since the last turn (nil inside: there is none).
    var _before: UIViewController??
    var _after: UIViewController??
    /// The page a turn in progress is bringing in, and from which side.
    var _pending: (vc: UIViewController, direction: NavigationDirection)?
    /// True while a `setViewControllers` animation runs (the scroll view's callbacks are ignored).
    var _animatingInCode = false
    /// True while the scroll view is moved back to the middle slot (callbacks are ignored).
    var _repositioning = false

    /// A page view controller with the given style, orientation and options (`.spineLocation`,
    /// `.interPageSpacing`).
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        _interPageSpacing = UIPageViewController._number(options?[.interPageSpacing]).map { CGFloat($0) } ?? 0
        spineLocation = UIPageViewController._spine(style, options)
        super.init(nibName: nil, bundle: nil)
        _scrollDelegate.controller = self
    }

    /// The spine location `options` give for `style` (none for scrolling; .mid is not supported).
    static func _spine(_ style: TransitionStyle, _ options: [OptionsKey: Any]?) -> SpineLocation {
        var spine: SpineLocation = style == .pageCurl ? .min : .none
        if style == .pageCurl, let o = options?[.spineLocation] {
            if let s = o as? SpineLocation {
                spine = s
            } else if let n = UIPageViewController._number(o), let s = SpineLocation(rawValue: Int(n)) {
                spine = s
            }
        }
        if spine == .mid {
            UIKitLog.warning("UIPageViewController: the .mid spine location (two pages at a time) is not supported on Linux; .min is used", category: "UIPageViewController")
            spine = .min
        }
        return spine
    }

    /// A page curl, horizontal page view controller (as `init()` makes on iOS).
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: nil)
    }

    /// A page view controller from a storyboard scene: its transition style, orientation, spine
    /// location and page spacing (page curl and horizontal when the scene names none).
    public required init?(coder: NSCoder) {
        let values = _UINibDecoder._pageControllerValues(of: coder)
        transitionStyle = values.style
        navigationOrientation = values.orientation
        spineLocation = UIPageViewController._spine(values.style, values.options)
        _interPageSpacing = UIPageViewController._number(values.options[.interPageSpacing]).map { CGFloat($0) } ?? 0
        super.init(coder: coder)
        _scrollDelegate.controller = self
    }

    static func _number(_ value: Any?) -> Double? {
        switch value {
        case let n as NSNumber: return n.doubleValue
        case let d as Double: return d
        case let f as CGFloat: return Double(f)
        case let i as Int: return Double(i)
        case let s as SpineLocation: return Double(s.rawValue)
        default: return nil
        }
    }

    /// The pages shown (one on Linux), nil before any were set.
    open var viewControllers: [UIViewController]? { _current.map { [$0] } }

    /// The recognizers that turn pages for the page curl style (a pan and a tap on the outer
    /// fifth of the page), which apps may move to another view; empty for the scroll style, as
    /// on iOS.
    open var gestureRecognizers: [UIGestureRecognizer] {
        guard transitionStyle == .pageCurl else { return [] }
        _ = view
        return [_scrollView.panGestureRecognizer] + (_tapRecognizer.map { [$0] } ?? [])
    }

    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.pageViewControllerSupportedInterfaceOrientations(self) ?? super.supportedInterfaceOrientations
    }

    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegate?.pageViewControllerPreferredInterfaceOrientationForPresentation(self) ?? super.preferredInterfaceOrientationForPresentation
    }

    /// Shows `viewControllers` (one page), sliding from the `direction` side when `animated` and
    /// on screen. The delegate hears nothing, as on iOS; `completion` gets true once the pages
    /// are in place (false when a later call or a gesture interrupted it).
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard let vcs = viewControllers, vcs.count == 1 else {
            UIKitLog.error("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'The number of view controllers provided (\(viewControllers?.count ?? 0)) doesn't match the number required (1) for the requested transition'", category: "UIPageViewController")
            return
        }
        let new = vcs[0]
        if new === self {
            return UIKitLog.error("UIPageViewController: a page view controller can't show itself", category: "UIPageViewController")
        }
        _finishCodeAnimation()
        if _pending != nil { _cancelPending(notify: false) }
        guard new !== _current else {
            _resetNeighbours()
            completion?(true)
            return
        }
        let old = _current
        let visible = _isVisible
        guard animated, visible, old != nil, let v = viewIfLoaded, v.window != nil else {
            _swapAtOnce(to: new, from: old, visible: visible)
            _updatePageControl(askIndex: true)
            completion?(true)
            return
        }
        // Animated: the new page comes in from its side and the scroll view slides to it.
        addChild(new)
        new._beginAppearance(true, animated: true)
        old?._beginAppearance(false, animated: true)
        _place(new, inSlot: direction == .forward ? 2 : 0)
        new.didMove(toParent: self)
        _animatingInCode = true
        let target = _slotOffset(direction == .forward ? 2 : 0)
        _codeCompletion = completion
        _codeTransition = (new, old, direction == .forward ? 2 : 0)
        UIView.animate(withDuration: UIPageViewController._turnDuration, delay: 0, options: [.curveEaseInOut], animations: {
            self._scrollView.contentOffset = target
        }, completion: { [weak self] _ in
            self?._finishCodeAnimation()
        })
    }

    /// How long a page turn made in code takes.
    static let _turnDuration: TimeInterval = 0.3
    var _codeCompletion: ((Bool) -> Void)?
    var _codeTransition: (new: UIViewController, old: UIViewController?, slot: Int)?

    /// Ends a `setViewControllers` animation (when it finished, or at once when something else
    /// needs the pages): the new page becomes the shown one.
    func _finishCodeAnimation() {
        guard _animatingInCode, let (new, old, _) = _codeTransition else { return }
        _animatingInCode = false
        _codeTransition = nil
        let completion = _codeCompletion
        _codeCompletion = nil
        if let old {
            old.willMove(toParent: nil)
            old._endAppearance(false)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        new._endAppearance(true)
        _current = new
        _resetNeighbours()
        _updatePageControl(askIndex: true)
        completion?(true)
    }

    /// Replaces the shown page without animation, with the appearance callbacks when on screen.
    func _swapAtOnce(to new: UIViewController, from old: UIViewController?, visible: Bool) {
        addChild(new)
        if visible { new._beginAppearance(true, animated: false) }
        if let old {
            old.willMove(toParent: nil)
            if visible { old._beginAppearance(false, animated: false) }
        }
        _current = new
        if isViewLoaded { _place(new, inSlot: 1) }
        new.didMove(toParent: self)
        if let old {
            old.viewIfLoaded?.removeFromSuperview()
            if visible { old._endAppearance(false) }
            old.removeFromParent()
        }
        if visible, _appearance == .appeared { new._endAppearance(true) }
        _resetNeighbours()
    }

    /// Whether the pages get appearance callbacks now (this controller is on screen and forwards).
    var _isVisible: Bool {
        shouldAutomaticallyForwardAppearanceMethods && (_appearance == .appeared || _appearance == .appearing)
    }

    // MARK: View

    open override func loadView() {
        let v = _UIPageViewControllerView(frame: UIScreen.main.bounds)
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = v
        v.clipsToBounds = true
        let s = _scrollView
        s.isPagingEnabled = true
        s.showsHorizontalScrollIndicator = false
        s.showsVerticalScrollIndicator = false
        s.scrollsToTop = false
        s.contentInsetAdjustmentBehavior = .never
        s.clipsToBounds = false
        s.delegate = _scrollDelegate
        if navigationOrientation == .horizontal { s.alwaysBounceHorizontal = true } else { s.alwaysBounceVertical = true }
        v.addSubview(s)
        _pageControl.isHidden = true
        _pageControl.addAction(UIAction { [weak self] _ in self?._pageControlChanged() }, for: .valueChanged)
        v.addSubview(_pageControl)
        if transitionStyle == .pageCurl {
            let tap = UITapGestureRecognizer()
            tap.addAction { [weak self] g in self?._tapped(g as! UITapGestureRecognizer) }
            v.addGestureRecognizer(tap)
            _tapRecognizer = tap
        }
        if let c = _current { _place(c, inSlot: 1) }
        _updatePageControl(askIndex: true)
    }

    open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        guard transitionStyle == .pageCurl, let d = delegate else { return }
        var s = d.pageViewController(self, spineLocationFor: size.width > size.height ? .landscapeLeft : .portrait)
        if s == .mid {
            UIKitLog.warning("UIPageViewController: the .mid spine location is not supported on Linux; ignored", category: "UIPageViewController")
            s = spineLocation
        }
        if s != .none { spineLocation = s }
    }
}

/// The root view of a page view controller: lays out the pages and the page control.
@MainActor final class _UIPageViewControllerView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        (_viewController as? UIPageViewController)?._layoutPages()
    }
}
