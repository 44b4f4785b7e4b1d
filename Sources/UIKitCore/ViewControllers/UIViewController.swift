//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// Manages a view hierarchy: its view's loading and life cycle, child controllers and presentation.
///
/// Covers the view's lazy loading and life cycle, appearance callbacks (the window drives its
/// root controller; parents forward to their children), the safe-area extras, child containment
/// (`addChild`/`removeFromParent` with the `willMove`/`didMove` calls) and
/// `show`/`showDetailViewController` through `targetViewController(forAction:sender:)`, the
/// bar containers' items and layout, and modal presentation.
@preconcurrency @MainActor open class UIViewController: UIResponder, UITraitEnvironment {
    private var _view: UIView?
    /// The name of the nib the controller's view loads from (`Name.xib`), as given to the initialiser.
    public internal(set) var nibName: String?
    /// The bundle of the nib, as given to the initialiser (nil: the main bundle).
    public private(set) var nibBundle: Bundle?

    /// Also becomes the title of the controller's navigation item and tab bar item (when they
    /// exist), as on iOS.
    open var title: String? {
        didSet {
            _navigationItem?.title = title
            _tabBarItem?.title = title
        }
    }
    /// The size the controller's content would like (`.zero` by default: no preference), read by
    /// containers that size it. On Linux: only context-menu previews read it; sheets ignore it.
    open var preferredContentSize: CGSize = .zero

    /// Creates a controller whose view loads from the named nib (`Name.xib` in `bundle`); with a
    /// nil name, from the nib named after the class if there is one, else `loadView()` makes a
    /// plain view.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    /// Creates a controller from a storyboard scene: its title, identifiers, navigation and tab
    /// bar items, toolbar items and layout and presentation attributes (its view loads later).
    public required init?(coder: NSCoder) {
        super.init()
        _decodeInterfaceBuilderController(coder)
    }

    package override func _setInterfaceBuilderValue(_ value: Any?, forKey key: String) -> Bool {
        _setControllerValue(value, forKey: key) || super._setInterfaceBuilderValue(value, forKey: key)
    }

    // MARK: View

    /// The root view, loaded on first access (`loadView()` then `viewDidLoad()`).
    open var view: UIView! {
        get {
            if _view == nil { loadViewIfNeeded() }
            return _view
        }
        set {
            _view?._viewController = nil
            _view = newValue
            newValue?._viewController = self
        }
    }

    /// The view if it has loaded, else nil (reading it never loads the view).
    open var viewIfLoaded: UIView? { _view }
    /// Whether the view has loaded (reading it never loads the view).
    open var isViewLoaded: Bool { _view != nil }

    private var _loading = false

    /// Loads the view now if it hasn't loaded (`loadView()` then `viewDidLoad()`). A `loadView()` that
    /// sets no view gets a plain screen-sized `UIView`, with an error logged.
    open func loadViewIfNeeded() {
        guard _view == nil, !_loading else { return }
        _loading = true
        loadView()
        if _view == nil {
            UIKitLog.error("\(type(of: self)).loadView() did not set a view; using a plain UIView", category: "UIViewController")
            view = UIView(frame: UIScreen.main.bounds)
        }
        _loading = false
        viewDidLoad()
    }

    /// Loads the view from the controller's nib (see `nibName`), else creates a plain view
    /// filling the screen (override to build your own; don't call super then).
    open func loadView() {
        if _loadViewFromStoryboard() { return }
        if _storyboardInfo == nil, _loadViewFromNib(), viewIfLoaded != nil { return }
        let v = UIView(frame: UIScreen.main.bounds)
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = v
    }

    /// Called once, after the view has loaded; override to finish setting up the view. The base does nothing.
    open func viewDidLoad() {}
    /// Called before the view is added to a visible hierarchy (`animated`: whether a transition animates it).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view was added to a visible hierarchy and any transition ended.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves a visible hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left a visible hierarchy and any transition ended.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called when the view is about to lay out its subviews (before its `layoutSubviews()`). The base does nothing.
    open func viewWillLayoutSubviews() {}
    /// Override to update the root view's constraints in one batch; call super last (it calls
    /// the view's `updateConstraints()`).
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }
    /// Called after the view laid out its subviews. The base does nothing.
    open func viewDidLayoutSubviews() {}
    /// Called when the root view's safe-area insets changed. The base does nothing.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the root view's layout margins changed. The base does nothing.
    open func viewLayoutMarginsDidChange() {}

    // MARK: Appearance state

    enum _Appearance { case disappeared, appearing, appeared, disappearing }
    var _appearance: _Appearance = .disappeared
    /// The `animated` flag of the transition in progress (passed to the did-callback).
    var _appearanceAnimated = false

    /// When true (the default), the controller's appearance callbacks are forwarded to the
    /// children whose views are in its view hierarchy, and a child's view entering or leaving
    /// the window while this controller is visible gives the child its callbacks. Containers
    /// that choose when their children appear return false and call
    /// `beginAppearanceTransition(_:animated:)`/`endAppearanceTransition()` on them.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts an appearance transition: `viewWillAppear(_:)` (`isAppearing` true) or
    /// `viewWillDisappear(_:)`. For containers that forward appearance to their children by hand.
    /// A call that does not change the state (appearing twice) is logged and ignored, as iOS's
    /// "Unbalanced calls" message.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if !_beginAppearance(isAppearing, animated: animated) { _logUnbalancedAppearance() }
    }

    /// Ends the transition `beginAppearanceTransition(_:animated:)` started: `viewDidAppear(_:)`
    /// or `viewDidDisappear(_:)` with the begin call's `animated` flag. Without a transition in
    /// progress it logs and does nothing.
    open func endAppearanceTransition() {
        switch _appearance {
        case .appearing: _endAppearance(true)
        case .disappearing: _endAppearance(false)
        case .appeared, .disappeared: _logUnbalancedAppearance()
        }
    }

    func _logUnbalancedAppearance() {
        UIKitLog.warning("Unbalanced calls to begin/end appearance transitions for <\(type(of: self))>.", category: "UIViewController")
    }

    /// Moves the state machine and calls the will-callback, then forwards to the children whose
    /// views are in this controller's view hierarchy (parent first, as on iOS). Returns false
    /// (and does nothing) when the state does not allow it.
    @discardableResult
    func _beginAppearance(_ appearing: Bool, animated: Bool = false) -> Bool {
        if appearing {
            guard _appearance == .disappeared || _appearance == .disappearing else { return false }
            _appearance = .appearing
            _appearanceAnimated = animated
            _ = view
            viewWillAppear(animated)
        } else {
            guard _appearance == .appeared || _appearance == .appearing else { return false }
            _appearance = .disappearing
            _appearanceAnimated = animated
            viewWillDisappear(animated)
        }
        if shouldAutomaticallyForwardAppearanceMethods, let v = _view {
            for c in children where c._view?.isDescendant(of: v) == true {
                c._beginAppearance(appearing, animated: animated)
            }
        }
        return true
    }

    /// Ends the transition towards `appearing` (ignored when that is not the one in progress),
    /// then forwards to the children that are in the same transition.
    func _endAppearance(_ appearing: Bool) {
        let animated = _appearanceAnimated
        if appearing {
            guard _appearance == .appearing else { return }
            _appearance = .appeared
            viewDidAppear(animated)
        } else {
            guard _appearance == .disappearing else { return }
            _appearance = .disappeared
            viewDidDisappear(animated)
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            let inTransition: _Appearance = appearing ? .appearing : .disappearing
            for c in children where c._appearance == inTransition { c._endAppearance(appearing) }
        }
    }

    // MARK: Responder

    /// The superview of the controller's view (for a window's root controller: the window); for a
    /// presented controller, the presenting controller.
    open override var next: UIResponder? { _presentingForResponderChain ?? _view?.superview }

    /// Set by presentation: the controller that presented this one (the responder chain's next).
    package weak var _presentingForResponderChain: UIViewController?

    /// True from the start of the controller's presentation until its `viewDidAppear(_:)` returns.
    open var isBeingPresented: Bool { _isBeingPresented }
    /// True from the start of the controller's dismissal until its `viewDidDisappear(_:)` returns.
    open var isBeingDismissed: Bool { _isBeingDismissed }
    /// True while the controller is being added to a parent: from `willMove(toParent:)` with the
    /// parent (which `addChild(_:)` calls) until `didMove(toParent:)` with it.
    open var isMovingToParent: Bool { _movingToParent }
    /// True while the controller is being removed from its parent: from `willMove(toParent: nil)`
    /// until `didMove(toParent: nil)` (which `removeFromParent()` calls).
    open var isMovingFromParent: Bool { _movingFromParent }

    // MARK: Containment

    /// The child controllers, in the order they were added.
    public internal(set) var children: [UIViewController] = []
    /// The controller this one is a child of (nil for a root controller).
    open var parent: UIViewController? { _parent }
    weak var _parent: UIViewController?
    var _movingToParent = false
    var _movingFromParent = false

    /// Makes `childController` a child of this controller (removing it from a previous parent
    /// first) and calls its `willMove(toParent:)`. Add its view to yours, then call its
    /// `didMove(toParent:)`, as on iOS.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self else {
            return UIKitLog.error("addChild(_:): a view controller can't be its own child", category: "UIViewController")
        }
        var ancestor: UIViewController? = self
        while let a = ancestor {
            if a === childController {
                return UIKitLog.error("addChild(_:): \(type(of: childController)) is an ancestor of the receiver (a cycle)", category: "UIViewController")
            }
            ancestor = a._parent
        }
        if childController._parent === self { return }
        if childController._parent != nil {
            childController.willMove(toParent: nil)
            childController.removeFromParent()
        }
        childController.willMove(toParent: self)
        children.append(childController)
        childController._parent = self
        UIViewController._childCount += 1
    }

    /// Removes the controller from its parent and calls its `didMove(toParent: nil)`. Call
    /// `willMove(toParent: nil)` first and remove its view, as on iOS.
    open func removeFromParent() {
        guard let p = _parent else { return }
        p.children.removeAll { $0 === self }
        _parent = nil
        UIViewController._childCount -= 1
        didMove(toParent: nil)
    }

    /// Called before the controller is added to (`parent`) or removed from (nil) a parent.
    /// Overrides must call super (it starts `isMovingToParent`/`isMovingFromParent`).
    open func willMove(toParent parent: UIViewController?) {
        if parent != nil { _movingToParent = true } else if _parent != nil { _movingFromParent = true }
    }

    /// Called after the controller was added to (`parent`) or removed from (nil) a parent.
    /// Overrides must call super (it ends `isMovingToParent`/`isMovingFromParent`).
    open func didMove(toParent parent: UIViewController?) {
        if parent != nil { _movingToParent = false } else { _movingFromParent = false }
    }

    // MARK: Showing

    /// Shows `vc` in the primary context: asks `targetViewController(forAction:sender:)` for
    /// the container that handles `show` (a navigation controller pushes) and forwards to it.
    /// With no such container, `vc` is presented modally.
    open func show(_ vc: UIViewController, sender: Any?) {
        _forwardShow(UIViewController._showAction, vc, sender) { $0.show(vc, sender: sender) }
    }

    /// Shows `vc` in the secondary (detail) context, through the container that handles it
    /// (`targetViewController(forAction:sender:)`). With none, it is presented modally.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        _forwardShow(UIViewController._showDetailAction, vc, sender) { $0.showDetailViewController(vc, sender: sender) }
    }

    /// The controller that handles `action` (`"showViewController:sender:"` or
    /// `"showDetailViewController:sender:"`): this one if it does, else the first of its parent
    /// (or presenting controller) chain that does; nil when none does. iOS finds handlers by
    /// looking for an override of the action's method, which Swift cannot do: a subclass that
    /// handles an action overrides this method to return `self` for it (the built-in containers do).
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        if _handlesShowAction(action) { return self }
        return (_parent ?? _presentingForResponderChain)?.targetViewController(forAction: action, sender: sender)
    }

    // MARK: Storyboards and segues (UIViewController+Segues.swift)

    /// The scene this controller was instantiated from (nil for controllers made in code).
    var _storyboardInfo: _UIStoryboardControllerInfo?
    /// The identifier that marks the controller for state restoration (a storyboard's
    /// `restorationIdentifier`, or its storyboard identifier when IB's box says so).
    open var restorationIdentifier: String?

    /// Performs the segue of this controller's storyboard scene named `identifier`:
    /// `prepare(for:sender:)` with the new destination, then the transition. An unknown
    /// identifier logs iOS's exception message and does nothing.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        _performSegue(withIdentifier: identifier, sender: sender)
    }
    /// Whether the segue a control or cell triggered may run (true by default); not asked by
    /// `performSegue(withIdentifier:sender:)`.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// Called before a segue from this controller runs, with the destination made but its view
    /// not loaded. The base does nothing.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    /// Whether this controller is the destination of an unwind segue with `action`: by default,
    /// whether it implements the action (`_actionHandler(for:)` returns a handler).
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        _actionHandler(for: action) != nil
    }
    /// The children an unwind segue's search looks at (all but the one `source` came from; a
    /// navigation controller's are the controllers below it, nearest first).
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        _allowedChildrenForUnwinding(from: source)
    }
    /// The child of this controller that contains `source`'s controller (nil when none does).
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        children.first { c in
            var v: UIViewController? = source.sourceViewController
            while let x = v { if x === c { return true }; v = x._parent }
            return false
        }
    }
    /// Brings `subsequentVC` (a child of this container) back on screen during an unwind
    /// segue: a navigation controller pops to it; the base does nothing.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        if let nav = self as? UINavigationController, nav.viewControllers.contains(where: { $0 === subsequentVC }) {
            nav.popToViewController(subsequentVC, animated: unwindSegue._animates)
        }
    }

    /// Whether this controller handles a show action itself (the built-in containers override;
    /// in the class body because members of extensions can't be overridden on Linux).
    package func _handlesShowAction(_ action: Selector) -> Bool { false }

    // MARK: Navigation, tool and tab bars (the containers live in their own files)

    package var _navigationItem: UINavigationItem?
    /// The item a navigation bar shows for this controller (created on first use, titled with
    /// `title`).
    open var navigationItem: UINavigationItem {
        if let i = _navigationItem { return i }
        let i = UINavigationItem(title: title ?? "")
        if title == nil { i.title = nil }
        _navigationItem = i
        return i
    }
    /// The nearest ancestor navigation controller (nil when the controller isn't embedded in one).
    open var navigationController: UINavigationController? {
        _nearestAncestor(UINavigationController.self)
    }

    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        get { _toolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }
    package var _toolbarItems: [UIBarButtonItem]?
    /// Sets `toolbarItems`, animating the navigation controller's toolbar to them when this controller
    /// is on top and `animated` is true.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        _toolbarItems = toolbarItems
        navigationController?._toolbarItemsDidChange(of: self, animated: animated)
    }

    /// When true, a tab bar controller hides its bar while this controller is in a navigation
    /// stack it shows.
    open var hidesBottomBarWhenPushed = false

    package var _tabBarItem: UITabBarItem?
    /// The item a tab bar controller shows for this controller (created on first use from `title`).
    open var tabBarItem: UITabBarItem! {
        get {
            if let i = _tabBarItem { return i }
            let i = UITabBarItem(title: title, image: nil, tag: 0)
            _tabBarItem = i
            return i
        }
        set { _tabBarItem = newValue; _tabBarItemDidChange() }
    }
    /// The nearest ancestor tab bar controller (nil when the controller isn't embedded in one).
    open var tabBarController: UITabBarController? { _nearestAncestor(UITabBarController.self) }

    // MARK: Full-screen layout

    /// The edges where the view extends under translucent bars (all by default).
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { _extendedLayoutDidChange() }
    }
    /// Whether the view also extends under opaque bars (false by default).
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { _extendedLayoutDidChange() }
    }
    /// The insets the containing bar controller adds to the safe area of this controller's view
    /// (the bars it overlaps), on top of `additionalSafeAreaInsets`.
    package var _barSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard _barSafeAreaInsets != oldValue else { return }
            if (oldValue != .zero) != (_barSafeAreaInsets != .zero) {
                UIView._safeAreaSources += _barSafeAreaInsets != .zero ? 1 : -1
            }
            if let v = _view { for s in UIView._subtree(v) { s._updateSafeAreaIfNeeded() } }
        }
    }

    // MARK: Editing

    /// Whether the controller's content is being edited (see `setEditing(_:animated:)`).
    open var isEditing: Bool {
        get { _editing }
        set { setEditing(newValue, animated: false) }
    }
    package var _editing = false
    /// Overrides call super; `editButtonItem` follows the state.
    open func setEditing(_ editing: Bool, animated: Bool) {
        _editing = editing
        _editButtonItem?._editingDidChange(editing)
    }
    package var _editButtonItem: UIBarButtonItem?
    /// An Edit/Done button that toggles `setEditing(_:animated:)` (animated).
    open var editButtonItem: UIBarButtonItem {
        if let b = _editButtonItem { return b }
        let b = UIBarButtonItem._editButton(for: self)
        _editButtonItem = b
        return b
    }

    // MARK: Transition coordinator

    /// The coordinator of the push, pop or presentation this controller (or an ancestor) is
    /// part of; nil when none is running. Use it in `viewWillAppear(_:)` to animate alongside.
    /// On Linux: only navigation pushes and pops have one (nil during presentations and tab switches).
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        var c: UIViewController? = self
        while let x = c {
            if let t = x._transitionCoordinator { return t }
            c = x._parent
        }
        return nil
    }
    /// Set by a container on the controllers taking part in its running transition (and itself).
    package var _transitionCoordinator: _UITransitionCoordinator?

    // MARK: Presentation (UIViewController+Presentation.swift)

    /// Presents `viewControllerToPresent` modally in the style of its `modalPresentationStyle`;
    /// `completion` runs after the presented controller's `viewDidAppear(_:)`.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        if let s = viewControllerToPresent as? UISearchController, s._presentInPlace() { completion?(); return }
        _present(viewControllerToPresent, animated: flag, completion: completion)
    }
    /// Dismisses the controller this one presented (or, called on a presented controller, asks
    /// its presenter to dismiss it); everything presented above goes too.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        _dismiss(animated: flag, completion: completion)
    }
    /// The controller presented by this controller or by its nearest presenting ancestor.
    open var presentedViewController: UIViewController? { _presentedViewController }
    /// The controller that presented this controller (or its nearest presented ancestor).
    open var presentingViewController: UIViewController? { _presentingViewController }
    /// How the controller is presented; `.automatic` resolves to a page sheet.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The transition used when the controller is presented with a system style.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// When true the user can't dismiss a sheet by swiping it down.
    open var isModalInPresentation = false
    /// Whether a `.currentContext`/`.overCurrentContext` presentation from a descendant covers
    /// this controller's view.
    open var definesPresentationContext = false
    /// Whether this context controller's `modalTransitionStyle` is used for presentations in it.
    open var providesPresentationContextTransitionStyle = false

    // MARK: Status bar and orientation (UIViewController+StatusBar.swift)

    /// The status bar style this controller wants (`.default`). Desktop windows have no status
    /// bar; `UIStatusBarManager.statusBarStyle` reports it.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether a controller presented not full screen takes over the status bar's appearance (false).
    open var modalPresentationCapturesStatusBarAppearance = false
    /// Whether this controller wants the status bar hidden (false).
    open var prefersStatusBarHidden: Bool { false }
    /// How status bar changes animate (`.fade`).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose `preferredStatusBarStyle` is used instead of this controller's (nil).
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose `prefersStatusBarHidden` is used instead of this controller's (nil).
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Tells UIKit the status bar preferences changed: the scene's `UIStatusBarManager` reads them again.
    open func setNeedsStatusBarAppearanceUpdate() { _statusBarAppearanceDidChange() }
    /// The orientations this controller supports (`.allButUpsideDown`, iPhone's default). A desktop
    /// window can take any shape: Linux does not rotate or constrain windows by it.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// The orientation this controller prefers when presented full screen (`.portrait`).
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// Whether the controller's content may rotate (true). Stored behaviour only on Linux.
    open var shouldAutorotate: Bool { true }
    /// The view's size is about to change to `size` (on Linux: the desktop window is being
    /// resized). The default passes the call on to the child controllers; call `super`.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for c in children { c.viewWillTransition(to: size, with: coordinator) }
    }
    /// Supplies custom animators, interaction controllers and presentation controllers.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// The object managing the controller's presentation (created when it is presented, or on
    /// first access with the controller's style).
    open var presentationController: UIPresentationController? { _presentationControllerForAccess }
    /// The sheet controller of a `.pageSheet`, `.formSheet` or `.automatic` controller (nil for
    /// other styles); configure its detents before presenting (iOS 15).
    open var sheetPresentationController: UISheetPresentationController? { _sheetPresentationControllerForAccess }
    /// The popover controller of a `.popover` controller (nil for other styles); set its source
    /// before presenting.
    open var popoverPresentationController: UIPopoverPresentationController? { _popoverPresentationControllerForAccess }
    /// The state of this controller's modal presentation (owned by UIViewController+Presentation).
    package var _modal: _ModalState?

    // MARK: Safe area

    /// Extra insets added to the safe area of the controller's view and its descendants.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            if (oldValue != .zero) != (additionalSafeAreaInsets != .zero) {
                UIView._safeAreaSources += additionalSafeAreaInsets != .zero ? 1 : -1
            }
            guard additionalSafeAreaInsets._isFinite else {
                UIKitLog.warning("additionalSafeAreaInsets: non-finite insets ignored", category: "UIViewController")
                additionalSafeAreaInsets = oldValue
                return
            }
            if let v = _view { for s in UIView._subtree(v) { s._updateSafeAreaIfNeeded() } }
        }
    }

    // MARK: Layout margins

    /// The smallest margins of the root view: 16 points on the sides (iPhone-width screens; 20
    /// on screens 600 points or wider), 0 at the top and bottom.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = (_view?.window?.bounds.width ?? UIScreen.main.bounds.width) >= 600 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// When true (the default) the root view's margins are at least `systemMinimumLayoutMargins`.
    open var viewRespectsSystemMinimumLayoutMargins: Bool = true {
        didSet { _view?.setNeedsLayout() }
    }

    // MARK: Traits

    /// The controller's traits: its view's, or the main screen's (with `overrideUserInterfaceStyle`) before the view loads.
    open var traitCollection: UITraitCollection { _view?.traitCollection ?? _traitCollectionWithoutView }
    /// The style override and trait-change registrations (nil: none).
    var _traitState: _UITraitState?
    /// Called when the controller's traits changed (`previousTraitCollection`: the traits before). The
    /// base does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
