//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The bar at the top of a navigation interface: a stack of navigation items, the top one's
/// title and buttons, and a back button for the one below.
///
/// Standalone, `pushItem`/`popItem` (and the back button) ask the delegate
/// (`shouldPush`/`shouldPop`) and tell it after the animation (`didPush`/`didPop`). Managed by a
/// `UINavigationController`, the back button asks the controller to pop and the controller
/// drives the bar's transitions. The bar is 44 pt tall (`sizeThatFits`), 30 more with a prompt
/// and 96 with a large title; with `.topAttached` its background extends up to the window's top.
@preconcurrency @MainActor open class UINavigationBar: UIView, UIBarPositioning {
    /// The stack of items; the last is shown.
    open var items: [UINavigationItem]? {
        get { _items }
        set { setItems(newValue, animated: false) }
    }
    var _items: [UINavigationItem]?
    /// The item at the top of the stack (the one the bar shows), or nil when the stack is empty.
    open var topItem: UINavigationItem? { _items?.last }
    /// The item below the top one (its back button title leads back to it), or nil.
    open var backItem: UINavigationItem? {
        guard let i = _items, i.count >= 2 else { return nil }
        return i[i.count - 2]
    }

    /// Asked before pushes and pops and told after them. A bar managed by a navigation
    /// controller refuses any delegate but the controller (iOS raises; here it is logged and ignored).
    open weak var delegate: (any UINavigationBarDelegate)? {
        get { _delegate }
        set {
            if let c = _managingController, newValue.map({ $0 as AnyObject }) !== c {
                return UIKitLog.error("Cannot manually set the delegate on a UINavigationBar managed by a controller.", category: "UINavigationBar")
            }
            _delegate = newValue
            setNeedsLayout()
        }
    }
    weak var _delegate: (any UINavigationBarDelegate)?

    /// The navigation controller managing this bar (nil for a standalone bar). Set by the
    /// controller: the back button then asks it to pop, and `delegate` can't be changed.
    package weak var _managingController: UINavigationController? {
        didSet { setNeedsLayout() }
    }

    // MARK: Look

    /// `.black`: a near-black background and white titles (unless an appearance or `barTintColor` says otherwise).
    open var barStyle: UIBarStyle = .default { didSet { if barStyle != oldValue { _rebuild() } } }
    /// True (the default): the default background is slightly see-through and content extends under the bar.
    open var isTranslucent = true { didSet { if isTranslucent != oldValue { _lookDidChange() } } }
    /// The background colour (legacy; an appearance's `backgroundColor` wins).
    open var barTintColor: UIColor? { didSet { _lookDidChange() } }
    /// Merged under the appearance's title attributes (legacy).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { _rebuild() } }
    /// Merged under the appearance's large-title attributes (legacy).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { _rebuild() } }
    /// Items show large titles (see `UINavigationItem.largeTitleDisplayMode`).
    open var prefersLargeTitles = false { didSet { if prefersLargeTitles != oldValue { _rebuild() } } }
    /// An empty image (`UIImage()`) hides the hairline (the legacy idiom); other images are stored.
    open var shadowImage: UIImage? { didSet { _lookDidChange() } }
    /// The back button's chevron (nil: the system chevron; an appearance's back indicator wins).
    open var backIndicatorImage: UIImage? { didSet { _rebuild() } }
    /// The mask of the title during push and pop animations. On Linux: stored only.
    open var backIndicatorTransitionMaskImage: UIImage?
    var _backgroundImages: [Int: UIImage] = [:]

    /// The bar's look (copied when set); the top item's non-nil appearances win.
    open var standardAppearance: UINavigationBarAppearance {
        get { _standardAppearance }
        set { _standardAppearance = newValue.copy() as! UINavigationBarAppearance; _rebuild() }
    }
    /// For compact-height bars (stored: no compact size class on Linux yet).
    open var compactAppearance: UINavigationBarAppearance? {
        get { _compactAppearance }
        set { _compactAppearance = newValue?.copy() as? UINavigationBarAppearance; _rebuild() }
    }
    /// While a navigation controller's content is scrolled to its top edge (nil: the standard
    /// appearance with a transparent background). A standalone bar ignores it, as on iOS.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { _scrollEdgeAppearance }
        set { _scrollEdgeAppearance = newValue?.copy() as? UINavigationBarAppearance; _rebuild() }
    }
    /// For compact-height bars at the scroll edge (stored: no compact size class on Linux yet).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { _compactScrollEdgeAppearance }
        set { _compactScrollEdgeAppearance = newValue?.copy() as? UINavigationBarAppearance; _rebuild() }
    }
    var _standardAppearance = UINavigationBarAppearance()
    var _compactAppearance: UINavigationBarAppearance?
    var _scrollEdgeAppearance: UINavigationBarAppearance?
    var _compactScrollEdgeAppearance: UINavigationBarAppearance?

    /// Set by the navigation controller while its content touches the bar's edge (the
    /// scroll-edge appearance applies then).
    package var _isAtScrollEdge = false { didSet { if _isAtScrollEdge != oldValue { _rebuild() } } }

    // MARK: Views

    let _background = _UIBarBackgroundView(shadowEdge: .bottom)
    /// The top item's search bar, below its title (UINavigationBar+Search.swift).
    let _searchHost = _UINavigationBarSearchHost()
    /// What the bar shows for its top item.
    var _content: _UINavigationBarContentView?
    /// The push or pop in progress.
    var _transition: _Transition?
    /// An item changed during a transition: rebuild when it ends.
    var _rebuildAfterTransition = false
    /// Counts transitions, so a finished animation's completion can tell it is stale.
    var _transitionSerial = 0

    struct _Transition {
        var from: _UINavigationBarContentView?
        var to: _UINavigationBarContentView
        var pop: Bool
        var oldItems: [UINavigationItem]?
        var serial: Int
        /// The progress last set (to re-place rebuilt content).
        var progress: CGFloat = 0
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        _setUp()
    }

    /// Archives are not supported on Linux (exists so iOS subclasses compile).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _setUp()
        _decodeInterfaceBuilderNavigationBar(coder)
    }

    private func _setUp() {
        addSubview(_background)
        addSubview(_searchHost)
        _lookDidChange()
    }

    // MARK: Stack (UINavigationBar+Stack.swift)

    /// Replaces the stack. Animated, a new top that was in the stack pops to it, the same top
    /// does nothing, and a new top pushes. Duplicated items are refused (logged).
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) { _setItems(items, animated: animated) }

    /// Pushes `item` (after asking the delegate's `shouldPush`); `didPush` follows the animation.
    open func pushItem(_ item: UINavigationItem, animated: Bool) { _pushItem(item, animated: animated) }

    /// Pops the top item (after asking the delegate's `shouldPop`) and returns it; `didPop`
    /// follows the animation. The last item is not popped.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? { _popItem(animated: animated) }

    // MARK: Legacy background images

    /// A background image for `barMetrics` (only `.default` is used).
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        _backgroundImages[barMetrics.rawValue] = backgroundImage
        _lookDidChange()
    }
    /// The background image set for `barMetrics`.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { _backgroundImages[barMetrics.rawValue] }
    /// A background image for `barPosition` and `barMetrics`. On Linux: the position is ignored (one
    /// image per metrics).
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: barMetrics)
    }
    /// The background image set for `barMetrics` (the position is ignored, as in the setter).
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? { backgroundImage(for: barMetrics) }

    // MARK: Position and geometry

    /// `.topAttached` when managed by a navigation controller, else the delegate's answer
    /// (`.top` when it has none).
    open var barPosition: UIBarPosition {
        if _managingController != nil { return .topAttached }
        let p = _delegate?.position(for: self) ?? .top
        return p == .any ? .top : p
    }

    /// The bar's width and `_contentHeight`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : (superview?.bounds.width ?? bounds.width), height: _contentHeight)
    }

    open override var frame: CGRect {
        didSet { if frame.origin != oldValue.origin { setNeedsLayout() } }
    }
    open override var center: CGPoint {
        didSet { if center != oldValue { setNeedsLayout() } }
    }

    open override func layoutSubviews() { _layoutBar() }
    open override func didMoveToWindow() { setNeedsLayout() }
    open override func safeAreaInsetsDidChange() { _content?.setNeedsLayout() }

    /// The height of the bar's content for its top item (44 pt; more with a prompt, a large
    /// title or a search bar), not counting the status bar area its background extends into.
    package var _contentHeight: CGFloat {
        guard let top = topItem else { return 44 }
        return _itemContentHeight(top, isLarge: _showsLargeTitle(top))
    }
    /// `_contentHeight` without what collapses as content scrolls up (the search row and the
    /// large title's 52 pt): a bar given a height between the two collapses its search row, then
    /// moves its large title up and fades it, and shows the inline title once it is this short.
    package var _collapsedContentHeight: CGFloat { _contentHeight - _collapsibleHeight }
    /// Whether the bar's background lets content show through (translucent, or a transparent
    /// appearance), so content extends under it.
    package var _isVisuallyTranslucent: Bool {
        isTranslucent || _resolvedBackgroundColor.cgColor.alpha < 1
    }

    static let _titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    static let _largeTitleFont = UIFont.systemFont(ofSize: 34, weight: .bold)
}
