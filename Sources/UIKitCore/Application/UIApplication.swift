//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The app object: one per process (`UIApplication.shared`), the end of the responder chain.
///
/// On Linux the platform layer (`UIKitPlatform`) creates the run loop and the windows' backing
/// (an SDL window or the headless host); this class keeps the app-level state: the delegate, the
/// windows, the key window and the application state.
@preconcurrency @MainActor open class UIApplication: UIResponder {
    /// The application state, as on iOS.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// Keys of the launch-options dictionary passed to the delegate.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The raw value (Apple's, where it defines one).
        public var rawValue: String
        /// The `LaunchOptionsKey` with this raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a key from its string (the same as `init(rawValue:)`).
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
    /// Whether shaking the device offers to undo (default true). Linux note: a desktop is not
    /// shaken; Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y) undo and redo instead. Stored.
    open var applicationSupportsShakeToEdit: Bool = true

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

    /// True once the app is terminating (from `applicationWillTerminate`).
    package internal(set) var _isTerminating = false
    /// True during `_launch` (the delegate's launch methods): showing a window then does not
    /// make the app active yet.
    package private(set) var _isLaunching = false

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
    //
    // As on iOS, each step calls the delegate, then posts its notification (object: the app);
    // `applicationState` is `.active` only between didBecomeActive and willResignActive, and
    // `.background` from didEnterBackground through willEnterForeground.

    /// Launches with `delegate`: the delegate's `willFinishLaunching` and `didFinishLaunching`,
    /// then `didFinishLaunchingNotification` (user info: the options). The app is `.inactive`
    /// until the platform makes it active (`_becomeActive()`). Starts afresh from any earlier
    /// launch in the process (tests launch more than once).
    /// With `mainStoryboard` (the `Info.plist`'s `UIMainStoryboardFile`, for an app without
    /// scenes), a window whose root is the storyboard's initial controller is given to the
    /// delegate's `window` before `willFinishLaunching`, and shown after `didFinishLaunching`.
    /// With `launchStoryboard` (the `Info.plist`'s `UILaunchStoryboardName`), the launch screen
    /// is shown first (see `_showLaunchScreen(named:)`); the platform removes it once the app's
    /// first frame is drawn (`_dismissLaunchScreen()`).
    package func _launch(delegate: UIApplicationDelegate?, options: [LaunchOptionsKey: Any]? = nil, mainStoryboard: String? = nil,
                         launchStoryboard: String? = nil) {
        self.delegate = delegate
        // A scene-based app launches in the background; its first scene brings it forward.
        applicationState = _UISceneRegistry.shared.usesScenes ? .background : .inactive
        _isTerminating = false
        _isLaunching = true
        if let launchStoryboard { _showLaunchScreen(named: launchStoryboard) }
        var storyboardWindow: UIWindow?
        if let name = mainStoryboard, !_UISceneRegistry.shared.usesScenes {
            if let root = UIStoryboard(name: name, bundle: .main).instantiateInitialViewController() {
                let window = UIWindow(frame: UIScreen.main.bounds)
                window.rootViewController = root
                delegate?.window = window
                storyboardWindow = window
            } else {
                UIKitLog.error("Failed to instantiate the default view controller for UIMainWindow; the storyboard \"\(name)\" has no initial view controller", category: "UIApplication")
            }
        }
        if let delegate {
            _ = delegate.application(self, willFinishLaunchingWithOptions: options)
            _ = delegate.application(self, didFinishLaunchingWithOptions: options)
        }
        storyboardWindow?.makeKeyAndVisible()
        _isLaunching = false
        post(UIApplication.didFinishLaunchingNotification, userInfo: options.map { o in
            Dictionary(uniqueKeysWithValues: o.map { (AnyHashable($0.key.rawValue), $0.value) })
        })
    }

    /// Moves to `.active` (coming back from `.background` through `_enterForeground()`):
    /// `applicationDidBecomeActive`, `didBecomeActiveNotification`.
    package func _becomeActive() {
        guard applicationState != .active, !_isTerminating else { return }
        if applicationState == .background { _enterForeground() }
        applicationState = .active
        if let d = delegate { d.applicationDidBecomeActive(self) }
        post(UIApplication.didBecomeActiveNotification)
    }
    /// Moves from `.active` to `.inactive`: `applicationWillResignActive`,
    /// `willResignActiveNotification`.
    package func _resignActive() {
        guard applicationState == .active else { return }
        if let d = delegate { d.applicationWillResignActive(self) }
        post(UIApplication.willResignActiveNotification)
        applicationState = .inactive
    }
    /// Moves to `.background` (every window minimised), resigning active first:
    /// `applicationDidEnterBackground`, `didEnterBackgroundNotification`.
    package func _enterBackground() {
        if applicationState == .active { _resignActive() }
        guard applicationState != .background, !_isTerminating else { return }
        applicationState = .background
        if let d = delegate { d.applicationDidEnterBackground(self) }
        post(UIApplication.didEnterBackgroundNotification)
    }
    /// Back from `.background` to `.inactive`: `applicationWillEnterForeground`,
    /// `willEnterForegroundNotification`.
    package func _enterForeground() {
        guard applicationState == .background, !_isTerminating else { return }
        if let d = delegate { d.applicationWillEnterForeground(self) }
        post(UIApplication.willEnterForegroundNotification)
        applicationState = .inactive
    }
    /// Terminates once: an active app resigns and enters the background first (as an iOS app
    /// that does not run in the background), then `applicationWillTerminate`,
    /// `willTerminateNotification`.
    package func _terminate() {
        guard !_isTerminating else { return }
        _enterBackground()
        _isTerminating = true
        if let d = delegate { d.applicationWillTerminate(self) }
        post(UIApplication.willTerminateNotification)
    }

    private func post(_ name: Notification.Name, userInfo: [AnyHashable: Any]? = nil) {
        NotificationCenter.default.post(name: name, object: self, userInfo: userInfo)
    }
}

extension UIApplication {
    /// Posted after `application(_:didFinishLaunchingWithOptions:)` returns; the user info is
    /// the launch options, if any.
    nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted after `applicationDidBecomeActive(_:)`: the window got the focus (launch, or back
    /// from another app or from being minimised).
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted after `applicationWillResignActive(_:)`: the window lost the focus, or is being
    /// minimised or closed.
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted after `applicationDidEnterBackground(_:)`: every window was minimised, or the app
    /// is quitting.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted after `applicationWillEnterForeground(_:)`: a minimised window was restored.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted after `applicationWillTerminate(_:)`: the last window was closed (or the process
    /// was asked to quit).
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
}
