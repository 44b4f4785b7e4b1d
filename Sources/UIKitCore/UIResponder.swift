/// An object that can respond to events: the base of views, view controllers, windows and the
/// application. Only the responder chain (`next`) is here; event handling is added elsewhere.
@MainActor open class UIResponder: NSObject {
    public override init() { super.init() }

    /// The next responder in the chain. The base class has none.
    open var next: UIResponder? { nil }

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }

    /// The application object, set by the platform layer: a window's next responder.
    public static weak var _applicationResponder: UIResponder?
}
