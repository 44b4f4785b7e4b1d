/// A container that shows a stack of controllers, one at a time, under a navigation bar.
@MainActor open class UINavigationController: UIViewController {
    /// The top controller's toolbar items changed.
    func _toolbarItemsDidChange(of vc: UIViewController, animated: Bool) {}
    /// The managed bar's back button was tapped.
    func _backButtonTapped() {}
}
