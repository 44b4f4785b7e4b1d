import Foundation

/// The app object: one per process (`UIApplication.shared`), the end of the responder chain.
///
/// On Linux the platform layer (`UIKitPlatform`) creates the run loop and the windows' backing
/// (an SDL window or the headless host); this class keeps the app-level state: the delegate, the
/// windows, the key window and the application state.
@MainActor open class UIApplication: UIResponder {
    /// The application state, as on iOS.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// Keys of the launch-options dictionary passed to the delegate.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    }

    /// The shared application object. Created on first use.
    public static let shared: UIApplication = {
        let app = UIApplication()
        UIResponder._applicationResponder = app
        _UIWindowRegistry.shared.install()
        return app
    }()

    /// The app delegate. Held strongly (iOS holds the `UIApplicationMain`-created delegate too).
    open var delegate: UIApplicationDelegate? {
        get { _delegate }
        set { _delegate = newValue }
    }
    private var _delegate: UIApplicationDelegate?

    /// The app's state. It becomes `.active` when the main loop starts (after
    /// `application(_:didFinishLaunchingWithOptions:)`).
    public internal(set) var applicationState: State = .inactive

    /// Stored only: Linux has no idle timer to disable.
    open var isIdleTimerDisabled: Bool = false

    /// Left-to-right unless the process locale's language is written right to left.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        let lang = Locale.current.language.languageCode?.identifier ?? ""
        return ["ar", "he", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ku"].contains(lang) ? .rightToLeft : .leftToRight
    }

    /// The app's windows that have been shown, in the order they were first shown (visible or
    /// hidden; a window is dropped once it is deallocated).
    open var windows: [UIWindow] { _UIWindowRegistry.shared.windows }

    /// The key window: the window that most recently became key (`makeKeyAndVisible()` /
    /// `makeKey()`) and is still shown, or nil.
    open var keyWindow: UIWindow? { UIWindow._keyWindow }

    /// True while the app is terminating (after `applicationWillTerminate`).
    public internal(set) var _isTerminating = false

    override public init() {
        super.init()
    }

    /// The application is the end of the responder chain; its next is the delegate when that is
    /// a responder.
    /// The app delegate, but only when it is a responder that is not a view, a view controller
    /// or the application itself (reference §1.1); otherwise nil.
    open override var next: UIResponder? {
        guard let d = _delegate as? UIResponder, d !== self, !(d is UIView), !(d is UIViewController) else { return nil }
        return d
    }

    // MARK: State changes driven by the platform layer

    /// Moves to `.active`, calling `applicationDidBecomeActive` (platform layer use).
    public func _becomeActive() {
        guard applicationState != .active else { return }
        applicationState = .active
        delegate?.applicationDidBecomeActive(self)
    }
    /// Moves to `.inactive`, calling `applicationWillResignActive` (platform layer use).
    public func _resignActive() {
        guard applicationState == .active else { return }
        delegate?.applicationWillResignActive(self)
        applicationState = .inactive
    }
    /// Moves to `.background` (window minimized), calling the delegate (platform layer use).
    public func _enterBackground() {
        if applicationState == .active { _resignActive() }
        guard applicationState != .background else { return }
        applicationState = .background
        delegate?.applicationDidEnterBackground(self)
    }
    /// Back from `.background` to `.inactive` (platform layer use).
    public func _enterForeground() {
        guard applicationState == .background else { return }
        delegate?.applicationWillEnterForeground(self)
        applicationState = .inactive
    }
    /// Calls `applicationWillTerminate` once (platform layer use).
    public func _terminate() {
        guard !_isTerminating else { return }
        if applicationState == .active { _resignActive() }
        _isTerminating = true
        delegate?.applicationWillTerminate(self)
    }
}
