/// A container that shows one of several child controllers, chosen with a tab bar.
@MainActor open class UITabBarController: UIViewController {
    /// A child's `tabBarItem` was replaced: the bar shows the new one.
    func _tabBarItemDidChange(of child: UIViewController) {}
    /// A navigation controller in a tab changed its stack (push, pop, set): the bar hides or shows
    /// for `hidesBottomBarWhenPushed`. Called at the start of the change, with its animation flag.
    func _navigationStackWillChange(_ nav: UINavigationController, animated: Bool) {}
}
