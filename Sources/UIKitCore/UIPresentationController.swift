/// Manages the views and chrome of a presented controller (dimming, the sheet's frame) and
/// adapts the style to the environment.
@MainActor open class UIPresentationController: NSObject {
    /// The controller being presented.
    public let presentedViewController: UIViewController
    /// The controller that presents.
    public private(set) weak var presentingViewController: UIViewController!

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        super.init()
    }
}
