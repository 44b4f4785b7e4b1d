/// The messages a tab bar controller sends when the user taps a tab. Every method is optional
/// (a default implementation allows the selection and does nothing), as on iOS. Selecting a tab
/// in code (`selectedIndex`, `selectedViewController`) sends neither.
@MainActor public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the tab the user tapped may be selected (default true). Asked before anything
    /// changes, also for the tab that is already selected.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user selected `viewController`'s tab (sent even when it was already selected), after
    /// the switch and its appearance callbacks.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

public extension UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
