//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A container that shows two or three columns side by side in a horizontally regular window —
/// a primary list, optionally a supplementary one, and the secondary (detail) content — and
/// collapses them into one navigation stack when the window becomes horizontally compact
/// (narrower than 600 pt), expanding again when it widens.
///
/// Two APIs, as on iOS: the classic one (`viewControllers` holds [primary, secondary]) and the
/// column one (`init(style:)`, `setViewController(_:for:)`), where each column's controller is
/// wrapped in a navigation controller. Tiled columns are separated by a hairline; overlaid ones
/// sit above the secondary until the user taps outside them. The column controllers are
/// children; their views enter and leave the window as columns show and hide, which gives them
/// their appearance callbacks.
@preconcurrency @MainActor open class UISplitViewController: UIViewController {
    /// How the columns are arranged.
    public enum DisplayMode: Int, Sendable {
        /// Chosen by the split view controller from the window's size.
        case automatic = 0
        /// Only the secondary column.
        case secondaryOnly = 1
        /// One column (the primary, or the supplementary with three) beside the secondary.
        case oneBesideSecondary = 2
        /// One column over the secondary.
        case oneOverSecondary = 3
        /// The primary and supplementary columns beside the secondary.
        case twoBesideSecondary = 4
        /// The primary and supplementary columns over the secondary.
        case twoOverSecondary = 5
        /// The primary and supplementary columns pushing the secondary aside.
        case twoDisplaceSecondary = 6

        /// The old name of `secondaryOnly`.
        @available(*, deprecated, renamed: "secondaryOnly")
        public static var primaryHidden: DisplayMode { .secondaryOnly }
        /// The old name of `oneBesideSecondary`.
        @available(*, deprecated, renamed: "oneBesideSecondary")
        public static var allVisible: DisplayMode { .oneBesideSecondary }
        /// The old name of `oneOverSecondary`.
        @available(*, deprecated, renamed: "oneOverSecondary")
        public static var primaryOverlay: DisplayMode { .oneOverSecondary }
    }

    /// The side the primary column is on.
    public enum PrimaryEdge: Int, Sendable {
        /// The leading edge (the default).
        case leading = 0
        /// The trailing edge.
        case trailing = 1
    }

    /// The column API's number of columns (iOS 14).
    public enum Style: Int, Sendable {
        /// The classic API (`viewControllers`).
        case unspecified = 0
        /// A primary and a secondary column.
        case doubleColumn = 1
        /// Primary, supplementary and secondary columns.
        case tripleColumn = 2
    }

    /// A column of the column API.
    public enum Column: Int, Sendable {
        /// The leftmost (leading) column.
        case primary = 0
        /// The middle column of the triple-column style.
        case supplementary = 1
        /// The detail column.
        case secondary = 2
        /// The controller shown instead of the columns when collapsed.
        case compact = 3
    }

    /// How columns share the space with the secondary (iOS 14).
    public enum SplitBehavior: Int, Sendable {
        /// Chosen by the split view controller.
        case automatic = 0
        /// Side by side.
        case tile = 1
        /// Above the secondary.
        case overlay = 2
        /// Pushing the secondary partly off screen.
        case displace = 3
    }

    /// The background of the primary column.
    public enum BackgroundStyle: Int, Sendable {
        /// The column's own background.
        case none = 0
        /// A sidebar background.
        case sidebar = 1
    }

    /// When the display mode button is shown in the secondary (column style).
    public enum DisplayModeButtonVisibility: Int, Sendable {
        /// When the split view controller decides (column style: when the primary can be shown or hidden).
        case automatic = 0
        /// Never.
        case never = 1
        /// Always.
        case always = 2
    }

    /// The value that lets the split view controller choose a width.
    public static let automaticDimension: CGFloat = -1

    /// The style (`.unspecified` for the classic API).
    public let style: Style
    /// Told about display mode changes, collapsing and expanding.
    open weak var delegate: (any UISplitViewControllerDelegate)?

    // MARK: State

    /// Classic style: [primary, secondary] (just [primary] while collapsed).
    var _classic: [UIViewController] = []
    /// Column style: the controllers given for each column, and the navigation controllers
    /// holding them (the same when a navigation controller was given; `.compact` is not wrapped).
    var _given: [Column: UIViewController] = [:]
    var _columnNavs: [Column: UIViewController] = [:]
    /// Nil until the first layout decides; then whether the window is horizontally compact.
    var _collapsedState: Bool?
    var _displayModeState: DisplayMode = .automatic
    var _collapse = _UISplitCollapseRecord()
    let _separators = [UIView(), UIView()]
    let _dismissView = UIView()
    var _displayModeButton: UIBarButtonItem?
    /// The navigation item the display mode button was put in (column style), to take it back.
    weak var _buttonHost: UINavigationItem?
    var _edgeSwipe: UIScreenEdgePanGestureRecognizer?
    var _swipePresenting = false
    /// Columns sliding out of view (animated display mode change).
    var _outgoing: [Column] = []

    /// A split view controller with the classic API.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A split view controller with the column API and `style`'s columns.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A split view controller from a storyboard scene: its `style` (classic when absent) and
    /// its columns from the scene's relationship segues.
    public required init?(coder: NSCoder) {
        style = (coder as? _UINibDecoder)?.enumeration("style", ["doubleColumn": Style.doubleColumn, "tripleColumn": .tripleColumn]) ?? .unspecified
        super.init(coder: coder)
    }

    // MARK: Controllers

    /// Classic style: [primary, secondary] ([primary] while collapsed). Column style: the
    /// columns' navigation controllers, primary first. Setting it on a column-style controller
    /// sets the primary (and supplementary) and secondary columns.
    open var viewControllers: [UIViewController] {
        get {
            guard style != .unspecified else { return _classic }
            let cols: [Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            return cols.compactMap { _columnNavs[$0] }
        }
        set {
            if style != .unspecified {
                let cols: [Column] = style == .tripleColumn && newValue.count > 2 ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
                for (c, vc) in zip(cols, newValue) { setViewController(vc, for: c) }
                return
            }
            if newValue.count > 2 {
                UIKitLog.warning("UISplitViewController: only the first two of \(newValue.count) view controllers are used", category: "UISplitViewController")
            }
            _setClassic(Array(newValue.prefix(2)))
        }
    }

    /// Sets `vc` as `column`'s controller (column style), wrapped in a navigation controller
    /// unless it is one (the `.compact` column's is used as it is). On a classic split view
    /// controller it is logged and ignored, as iOS does.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            return UIKitLog.error("UISplitViewController: setViewController(_:for:) needs a split view controller created with init(style:); ignored", category: "UISplitViewController")
        }
        if column == .supplementary, style != .tripleColumn {
            return UIKitLog.error("UISplitViewController: the supplementary column exists only with the .tripleColumn style; ignored", category: "UISplitViewController")
        }
        if let vc, vc === self || vc is UISplitViewController {
            return UIKitLog.error("UISplitViewController: a split view controller can't be a column of a split view controller; ignored", category: "UISplitViewController")
        }
        if let old = _given[column], old === vc { return }
        let oldContainer = _columnNavs[column]
        let wrapped: UIViewController?
        if let vc {
            if column == .compact || vc is UINavigationController {
                wrapped = vc
            } else if let existing = oldContainer as? UINavigationController, existing !== _given[column] {
                // (the column's navigation controller keeps holding the column, with the new root)
                existing.setViewControllers([vc], animated: false)
                wrapped = existing
            } else {
                wrapped = UINavigationController(rootViewController: vc)
            }
        } else {
            wrapped = nil
        }
        _given[column] = vc
        _columnNavs[column] = wrapped
        if let oldContainer, oldContainer !== wrapped {
            oldContainer.willMove(toParent: nil)
            oldContainer.viewIfLoaded?.removeFromSuperview()
            oldContainer.removeFromParent()
        }
        if let wrapped, wrapped._parent !== self {
            addChild(wrapped)
            wrapped.didMove(toParent: self)
        }
        _placeDisplayModeButton()
        viewIfLoaded?.setNeedsLayout()
    }

    /// The controller set for `column` (the one given, not its navigation controller); the
    /// classic style answers `.primary` and `.secondary` from `viewControllers`.
    open func viewController(for column: Column) -> UIViewController? {
        guard style == .unspecified else { return _given[column] }
        switch column {
        case .primary: return _classic.first
        case .secondary: return _classic.count > 1 ? _classic[1] : nil
        default: return nil
        }
    }

    /// The controller in a column's place: column style, its navigation controller; classic,
    /// the primary or secondary.
    func _container(_ column: Column) -> UIViewController? {
        style == .unspecified ? viewController(for: column) : _columnNavs[column]
    }

    // MARK: Display

    /// The display mode asked for (`.automatic` by default: beside in a landscape window, the
    /// secondary only in a portrait one).
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet { if oldValue != preferredDisplayMode { _preferredDisplayModeChanged() } }
    }

    /// The display mode in effect (never `.automatic`; `.secondaryOnly`'s arrangement does not
    /// apply while collapsed, which iOS reports as the expanded mode).
    open var displayMode: DisplayMode {
        if _displayModeState == .automatic { return _automaticDisplayMode }
        return _displayModeState
    }

    /// How columns should share the space (`.automatic` by default).
    open var preferredSplitBehavior: SplitBehavior = .automatic {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The split behavior in effect: the preferred one, else one that fits the display mode
    /// (`.tile` in a landscape window, `.overlay` in a portrait one).
    open var splitBehavior: SplitBehavior {
        if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
        switch _displayModeState {
        case .oneOverSecondary, .twoOverSecondary: return .overlay
        case .twoDisplaceSecondary: return .displace
        case .oneBesideSecondary, .twoBesideSecondary: return .tile
        default: return _isLandscape ? .tile : .overlay
        }
    }

    /// Whether a swipe from the primary's edge shows the hidden primary column (default true).
    open var presentsWithGesture = true {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// Whether the secondary shows a button that hides the other columns (iOS 14, column
    /// style). Stored; the display mode button already toggles them on Linux.
    open var showsSecondaryOnlyButton = false

    /// When the display mode button is shown (column style; default `.automatic`).
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic {
        didSet { _placeDisplayModeButton() }
    }

    /// The side the primary column is on (default `.leading`).
    open var primaryEdge: PrimaryEdge = .leading {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The primary column's background style. Stored; the column's own background is drawn.
    open var primaryBackgroundStyle: BackgroundStyle = .none

    /// The primary column's width as a fraction of the split view's width (`automaticDimension`:
    /// 320 pt), within the minimum and maximum widths.
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The primary column's width in points (iOS 14; `automaticDimension`: from the fraction).
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The narrowest the primary column gets (`automaticDimension`: no limit).
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The widest the primary column gets (`automaticDimension`: half the split view's width).
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The supplementary column's width as a fraction of the split view's width (`automaticDimension`: 320 pt).
    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The supplementary column's width in points (`automaticDimension`: from the fraction).
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The narrowest the supplementary column gets (`automaticDimension`: no limit).
    open var minimumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The widest the supplementary column gets (`automaticDimension`: half the split view's width).
    open var maximumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The primary column's width now, from the preferred width or fraction and the limits.
    open var primaryColumnWidth: CGFloat {
        _columnWidth(preferredPrimaryColumnWidth, preferredPrimaryColumnWidthFraction, minimumPrimaryColumnWidth, maximumPrimaryColumnWidth)
    }
    /// The supplementary column's width now (0 without the triple-column style).
    open var supplementaryColumnWidth: CGFloat {
        guard style == .tripleColumn else { return 0 }
        return _columnWidth(preferredSupplementaryColumnWidth, preferredSupplementaryColumnWidthFraction, minimumSupplementaryColumnWidth, maximumSupplementaryColumnWidth)
    }

    /// Whether the columns are collapsed into one (the window is horizontally compact).
    open var isCollapsed: Bool {
        _collapsedState ?? (traitCollection.horizontalSizeClass == .compact)
    }

    /// A button that shows and hides the primary column (the supplementary and primary with
    /// three). Classic style: put it in the secondary's navigation item yourself; column style:
    /// the secondary column's root gets it as its left item when it has none.
    open var displayModeButtonItem: UIBarButtonItem {
        if let b = _displayModeButton { return b }
        let image = UIImage(systemName: "sidebar.left")
        let b = image.map { UIBarButtonItem(image: $0, style: .plain) } ?? UIBarButtonItem(title: "Sidebar", style: .plain)
        b.primaryAction = UIAction { [weak self] _ in self?._displayModeButtonTapped() }
        b.accessibilityLabel = "Toggle Sidebar"
        _displayModeButton = b
        return b
    }

    /// Shows `column` (column style), changing the display mode; while collapsed, showing the
    /// primary or supplementary pops back to its pages.
    open func show(_ column: Column) {
        guard style != .unspecified else {
            return UIKitLog.error("UISplitViewController: show(_:) needs a split view controller created with init(style:); ignored", category: "UISplitViewController")
        }
        if isCollapsed { return _showCollapsed(column) }
        let triple = style == .tripleColumn, b = splitBehavior
        let mode = displayMode
        switch column {
        case .primary:
            let target: DisplayMode = triple ? (b == .tile ? .twoBesideSecondary : b == .overlay ? .twoOverSecondary : .twoDisplaceSecondary)
                : (b == .overlay ? .oneOverSecondary : .oneBesideSecondary)
            _setDisplayMode(target, animated: true)
        case .supplementary where triple && mode == .secondaryOnly:
            _setDisplayMode(b == .overlay ? .oneOverSecondary : .oneBesideSecondary, animated: true)
        default: break
        }
    }

    /// Hides `column` (column style), changing the display mode.
    open func hide(_ column: Column) {
        guard style != .unspecified else {
            return UIKitLog.error("UISplitViewController: hide(_:) needs a split view controller created with init(style:); ignored", category: "UISplitViewController")
        }
        guard !isCollapsed else { return }
        let triple = style == .tripleColumn, mode = displayMode
        switch column {
        case .primary where triple && [.twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary].contains(mode):
            _setDisplayMode(splitBehavior == .overlay ? .oneOverSecondary : .oneBesideSecondary, animated: true)
        case .primary where !triple, .supplementary where triple:
            _setDisplayMode(.secondaryOnly, animated: true)
        default: break
        }
    }

    // MARK: Showing

    /// Shows `vc` in the primary context: the delegate first; collapsed, the primary's navigation
    /// controller pushes it; expanded, it replaces the primary (classic) or becomes the primary
    /// column's page (column style).
    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        if isCollapsed, let nav = _container(.primary) as? UINavigationController { return nav.pushViewController(vc, animated: true) }
        if style == .unspecified {
            _setClassic([vc] + _classic.dropFirst().prefix(1))
        } else {
            setViewController(vc, for: .primary)
        }
    }

    /// Shows `vc` in the secondary context: the delegate first; collapsed, the primary's
    /// navigation controller pushes it; expanded, it replaces the secondary (column style: the
    /// secondary column's pages), and an overlaid column hides.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if isCollapsed {
            if let compact = _columnNavs[.compact] { return compact.show(vc, sender: sender) }
            if let nav = _container(.primary) as? UINavigationController {
                if let inner = vc as? UINavigationController {
                    // (a navigation controller can't be pushed: its pages are)
                    let pages = inner.viewControllers
                    inner.setViewControllers([], animated: false)
                    return nav.setViewControllers(nav.viewControllers + pages, animated: true)
                }
                return nav.pushViewController(vc, animated: true)
            }
            return present(vc, animated: true)
        }
        if style == .unspecified {
            _setClassic(Array(_classic.prefix(1)) + [vc])
        } else if !(vc is UINavigationController), let nav = _columnNavs[.secondary] as? UINavigationController {
            nav.setViewControllers([vc], animated: false)
            _placeDisplayModeButton()   // (the column's new root carries the sidebar button)
        } else {
            setViewController(vc, for: .secondary)
        }
        if [.oneOverSecondary, .twoOverSecondary].contains(displayMode) { _setDisplayMode(.secondaryOnly, animated: true) }
    }

    package override func _handlesShowAction(_ action: Selector) -> Bool {
        action == UIViewController._showAction || action == UIViewController._showDetailAction
    }

    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.splitViewControllerSupportedInterfaceOrientations(self) ?? super.supportedInterfaceOrientations
    }

    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegate?.splitViewControllerPreferredInterfaceOrientationForPresentation(self) ?? super.preferredInterfaceOrientationForPresentation
    }

    open override func loadView() {
        let v = _UISplitViewControllerView(frame: UIScreen.main.bounds)
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        v.backgroundColor = .systemBackground
        view = v
        for s in _separators {
            s.backgroundColor = .separator
            s.isHidden = true
        }
        _dismissView.isHidden = true
        let tap = UITapGestureRecognizer()
        tap.addAction { [weak self] _ in self?._hideOverlaidColumns() }
        _dismissView.addGestureRecognizer(tap)
        let swipe = UIScreenEdgePanGestureRecognizer()
        swipe.edges = primaryEdge == .leading ? .left : .right
        swipe.isEnabled = presentsWithGesture
        swipe.addAction { [weak self] g in self?._edgeSwiped(g as! UIScreenEdgePanGestureRecognizer) }
        v.addGestureRecognizer(swipe)
        _edgeSwipe = swipe
    }
}

/// What collapsing moved where, so expanding can put it back.
struct _UISplitCollapseRecord {
    /// How many pages the primary navigation controller had before the others were put on it.
    var primaryCount = 0
    /// The supplementary and secondary columns' pages when they collapsed (column style).
    var supplementary: [UIViewController] = []
    var secondary: [UIViewController] = []
    /// Classic style: the secondary before collapsing, and whether its pages (a navigation
    /// controller's) or itself were pushed on the primary.
    var classicSecondary: UIViewController?
}

/// The root view of a split view controller: collapses or expands it when the horizontal size
/// class changes, and lays out the columns.
@MainActor final class _UISplitViewControllerView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        (_viewController as? UISplitViewController)?._layoutColumns()
    }
}
