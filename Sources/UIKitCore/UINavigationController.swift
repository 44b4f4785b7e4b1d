/// A container that shows a stack of controllers, one at a time, under a navigation bar.
@MainActor open class UINavigationController: UIViewController {
    /// The stack; the first is the root, the last is on top.
    open var viewControllers: [UIViewController] {
        get { _stack }
        set { setViewControllers(newValue, animated: false) }
    }
    var _stack: [UIViewController] = []
    open var topViewController: UIViewController? { _stack.last }

    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        _stack = [rootViewController]
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) { _stack = viewControllers }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { _stack.append(viewController) }
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { _stack.count > 1 ? _stack.removeLast() : nil }
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        let popped = Array(_stack.dropFirst())
        _stack = Array(_stack.prefix(1))
        return popped
    }

    /// The top controller's toolbar items changed.
    func _toolbarItemsDidChange(of vc: UIViewController, animated: Bool) {}
    /// The managed bar's back button was tapped.
    func _backButtonTapped() {}
}
