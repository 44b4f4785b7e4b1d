//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// A container that shows a stack of controllers, one at a time, under a navigation bar and
/// above an optional toolbar.
///
/// Stack changes (`pushViewController`, `popViewController`, `setViewControllers`, …) update
/// `viewControllers` at once; while the controller's view is in a window, the visible transition
/// (appearance callbacks, the slide, the bar's cross-fade) starts at the next layout pass, as on
/// iOS. A change made while a transition runs is shown when it ends.
@preconcurrency @MainActor open class UINavigationController: UIViewController {
    /// The kind of transition a delegate's animation controller is asked for (Apple's raw values).
    public enum Operation: Int, Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }

    /// How long `setNavigationBarHidden(_:animated:)` and `setToolbarHidden(_:animated:)` animate.
    public static let hideShowBarDuration: CGFloat = 0.2

    // MARK: Stack

    /// The stack; the first is the root, the last is on top. Setting it is
    /// `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { _stack }
        set { setViewControllers(newValue, animated: false) }
    }
    var _stack: [UIViewController] = []
    /// The controller on top of the stack.
    open var topViewController: UIViewController? { _stack.last }
    /// The controller presented over the navigation controller, else the top controller.
    open var visibleViewController: UIViewController? { presentedViewController ?? _stack.last }

    /// The controller whose view the container shows (the top of the stack once the transitions
    /// in progress and pending have run).
    var _shown: UIViewController?
    /// The transition waiting for the next layout pass.
    var _pending: _Pending?
    /// The transition running.
    var _transition: _NavigationTransition?

    /// Added controllers whose `didMove(toParent:)` waits for the end of their transition.
    var _awaitingDidMove: [UIViewController] = []
    /// Holds the shown controller's view (and both views during a transition), under the bars.
    let _contentView = UIView()

    struct _Pending {
        var operation: Operation
        var animated: Bool
    }

    // MARK: Bars

    var _bar: UINavigationBar?
    var _toolbarStorage: UIToolbar?
    /// The bar showing the stack's navigation items (managed: its delegate can't be changed).
    open var navigationBar: UINavigationBar {
        if let b = _bar { return b }
        let b = UINavigationBar(frame: .zero)
        b._managingController = self
        b.setItems(_stack.map(\.navigationItem), animated: false)
        _bar = b
        return b
    }
    /// The toolbar showing the top controller's `toolbarItems` (hidden by default).
    open var toolbar: UIToolbar! {
        if let t = _toolbarStorage { return t }
        let t = UIToolbar(frame: .zero)
        t.setItems(_stack.last?.toolbarItems, animated: false)
        _toolbarStorage = t
        return t
    }

    var _barHidden = false
    var _toolbarHidden = true
    /// Whether the navigation bar is hidden (false by default).
    open var isNavigationBarHidden: Bool {
        get { _barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    /// Hides or shows the navigation bar, sliding it over `hideShowBarDuration` when animated.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != _barHidden else { return }
        _barHidden = hidden
        _barVisibilityDidChange(animated: animated)
    }
    /// Whether the toolbar is hidden (true by default).
    open var isToolbarHidden: Bool {
        get { _toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }
    /// Hides or shows the toolbar, sliding it over `hideShowBarDuration` when animated.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != _toolbarHidden else { return }
        _toolbarHidden = hidden
        _barVisibilityDidChange(animated: animated)
    }

    /// Whether a vertical swipe hides (up) and shows (down) the navigation bar and the toolbar
    /// (false by default). A toolbar without items stays.
    open var hidesBarsOnSwipe = false {
        didSet { _barHiding.swipe.isEnabled = hidesBarsOnSwipe }
    }
    /// Whether a tap in the content (not on a bar or a control) toggles the navigation bar and
    /// the toolbar (false by default).
    open var hidesBarsOnTap = false {
        didSet { _barHiding.tap.isEnabled = hidesBarsOnTap }
    }
    /// Whether the bars hide when the keyboard appears (`UIResponder.keyboardWillShowNotification`;
    /// false by default). Nothing posts it with only a hardware keyboard.
    open var hidesBarsWhenKeyboardAppears = false {
        didSet { _barHiding.observeKeyboard(hidesBarsWhenKeyboardAppears) }
    }
    /// Whether the bars hide in a vertically compact environment (false by default): on Linux
    /// when the window becomes less than 500 pt tall (the vertical size class turns compact);
    /// they come back when it is regular again.
    open var hidesBarsWhenVerticallyCompact = false

    /// The recognizers and state behind the `hidesBars…` properties.
    lazy var _barHiding: _UINavigationBarHiding = {
        let h = _UINavigationBarHiding()
        h.controller = self
        return h
    }()
    /// The tap that toggles the bars while `hidesBarsOnTap` is true (installed on the
    /// controller's view, disabled otherwise). Don't replace it or change its delegate; you may
    /// make another recognizer require its failure.
    open var barHideOnTapGestureRecognizer: UITapGestureRecognizer { _barHiding.tap }
    /// The pan that hides and shows the bars while `hidesBarsOnSwipe` is true (installed on the
    /// controller's view, disabled otherwise). Don't replace it or change its delegate.
    open var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer { _barHiding.swipe }

    // MARK: Delegate and gestures

    /// Told when a controller is shown, and asked for custom transition animators.
    open weak var delegate: (any UINavigationControllerDelegate)?

    var _popRecognizer: UIScreenEdgePanGestureRecognizer?
    let _popRecognizerDelegate = _UINavigationPopGestureDelegate()
    /// The leading-edge pan that pops the top controller interactively; installed on the
    /// controller's view when it loads. Its delegate refuses it at the root, during a transition,
    /// and when the top item replaces the back button; set your own delegate to change that.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? {
        _ = view
        return _popRecognizer
    }

    // MARK: Initializers

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    /// Creates a navigation controller from a storyboard scene: its bar's look and the root
    /// controller of its `rootViewController` relationship segue.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A navigation controller whose stack is `rootViewController` alone.
    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// A navigation controller using custom bar classes. Swift can't create a subclass from a
    /// class object without a `required` initializer, which `UIView.init(frame:)` is not: the
    /// standard bars are used and a warning is logged (see the README's porting table).
    public convenience init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        self.init(nibName: nil, bundle: nil)
        for c in [navigationBarClass, toolbarClass].compactMap({ $0 }) where c != UINavigationBar.self && c != UIToolbar.self {
            UIKitLog.warning("init(navigationBarClass:toolbarClass:): custom bar classes are not supported on Linux; \(c) is replaced by the standard bar", category: "UINavigationController")
        }
    }

    // MARK: View

    /// The container view: the shown controller's view, the navigation bar and the toolbar.
    open override func loadView() {
        let v = _UINavigationLayoutView(frame: UIScreen.main.bounds)
        v.controller = self
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = v
        let pop = UIScreenEdgePanGestureRecognizer()
        pop.edges = .left
        pop.delegate = _popRecognizerDelegate
        _popRecognizerDelegate.controller = self
        pop.addAction { [weak self] g in self?._handlePopGesture(g as! UIScreenEdgePanGestureRecognizer) }
        v.addGestureRecognizer(pop)
        _popRecognizer = pop
        _barHiding.install(on: v)
        _contentView.frame = v.bounds
        _contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        v.addSubview(_contentView)
        v.addSubview(navigationBar)
        _pending = _Pending(operation: .none, animated: false)
    }

    // MARK: Pushing and popping

    /// Pushes `viewController` on the stack and shows it (sliding in from the trailing edge when
    /// animated). Navigation and tab bar controllers, and a controller already on the stack,
    /// are refused with iOS's message.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard _canPush(viewController) else { return }
        _setStack(_stack + [viewController], operation: .push, animated: animated)
    }

    /// Pops the top controller and returns it; at the root it does nothing and returns nil.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard _stack.count > 1, let top = _stack.last else { return nil }
        _setStack(Array(_stack.dropLast()), operation: .pop, animated: animated)
        return top
    }

    /// Pops the controllers above `viewController` and returns them in stack order (nil when
    /// nothing is popped). A controller not on the stack is refused with iOS's message.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let i = _stack.firstIndex(where: { $0 === viewController }) else {
            UIKitLog.error("Tried to pop to a view controller that doesn't exist.", category: "UINavigationController")
            return nil
        }
        let popped = Array(_stack[(i + 1)...])
        guard !popped.isEmpty else { return nil }
        _setStack(Array(_stack[...i]), operation: .pop, animated: animated)
        return popped
    }

    /// Pops everything above the root and returns it in stack order (nil at the root).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = _stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the stack. Animated, the transition is a pop when the new top was on the stack
    /// below the top, none when it is the top already, and a push otherwise.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var seen = Set<ObjectIdentifier>()
        for vc in viewControllers {
            guard seen.insert(ObjectIdentifier(vc)).inserted else {
                return UIKitLog.error("All view controllers in a navigation controller must be distinct (\(type(of: vc)) appears twice)", category: "UINavigationController")
            }
            guard _isPushable(vc) else { return }
        }
        let operation: Operation
        if let newTop = viewControllers.last, newTop !== _stack.last {
            operation = _stack.contains(where: { $0 === newTop }) ? .pop : .push
        } else {
            operation = .none
        }
        _setStack(viewControllers, operation: operation, animated: animated)
    }

    // MARK: Showing

    /// Pushes `vc` (the navigation controller handles `show`).
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    package override func _handlesShowAction(_ action: Selector) -> Bool {
        action == UIViewController._showAction
    }

    // MARK: Hooks

    /// The top controller's toolbar items changed: the toolbar shows them.
    func _toolbarItemsDidChange(of vc: UIViewController, animated: Bool) {
        guard vc === _shown, let t = _toolbarStorage else { return }
        t.setItems(vc.toolbarItems, animated: animated)
    }

    /// The managed bar's back button was tapped: pops the top controller, animated.
    func _backButtonTapped() {
        guard _transition == nil else { return }
        popViewController(animated: true)
    }
}

/// The view of a navigation controller: lays out the bars and the shown controller's view, and
/// starts the pending transition (iOS defers transitions to the layout pass).
final class _UINavigationLayoutView: UIView {
    weak var controller: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?._layoutContainer()
    }
}
