//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// The root of a view hierarchy shown on a screen.
///
/// Hosting: whenever the window becomes visible (`makeKeyAndVisible()`, `isHidden = false`) or
/// hidden it tells `_UIWindowRegistry.shared`, which forwards the change to the registered hosts
/// (the `UIWindowHosting` seam: the SDL backend, the headless host). A host then renders
/// `window.layer` (its frame is in screen coordinates).
@preconcurrency @MainActor open class UIWindow: UIView {

    /// The key window (the most recent `makeKey()`).
    package internal(set) static weak var _keyWindow: UIWindow? {
        didSet { if oldValue !== _keyWindow { _UITextInputRouter.firstResponderMayHaveChanged() } }
    }

    /// Visible windows, in the order they became visible.
    package internal(set) static var _visibleWindows: [UIWindow] = []

    /// Unsafe edges of the window (set by the platform, e.g. a notch or home indicator).
    @exclusivity(unchecked) var _windowSafeAreaInsets: UIEdgeInsets = .zero

    /// The screen the window is shown on (`UIScreen.main`: on Linux one screen per display).
    @exclusivity(unchecked) public var screen: UIScreen = .main

    /// The window's stacking level: higher levels are shown above lower ones. Stored; on Linux each
    /// window is an OS window of its own, so the level does not order them.
    @exclusivity(unchecked) public var windowLevel: UIWindow.Level = .normal

    /// A Mac Catalyst setting on iOS (the window sizes itself to its content); stored, no effect on Linux.
    @exclusivity(unchecked) public var canResizeToFitContent: Bool = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        _windowHidden = true
        super.isHidden = true
        _traitValuesSeen = _traitValues
    }

    /// The traits the window's views were last told about (see `_updateTraitsIfNeeded`).
    var _traitValuesSeen: _UITraitValues?

    /// Tells the window's views their traits changed if they did since last time (a resize that
    /// changes a size class, a style change while the window was hidden).
    func _updateTraitsIfNeeded() {
        let now = _traitValues
        guard let seen = _traitValuesSeen, seen != now else { _traitValuesSeen = now; return }
        _traitValuesSeen = now
        UIView._propagateTraits(self, old: seen, new: now)
    }

    /// Traits that replace the screen's and the size classes from the window's size for every
    /// view in the window (a snapshot strategy's device traits: size classes, text size, idiom,
    /// style); nil: none. The display scale is not overridden (the host's scale is the pixels').
    var _traitOverrideValues: _UITraitValues?

    /// Sets ``_traitOverrideValues`` from `traits` (nil removes them) and tells the views whose
    /// traits change, as a desktop change would (fonts follow a text size, colours a style).
    package func _setTraitOverrides(_ traits: UITraitCollection?) {
        var v = traits?._v
        v?.displayScale = 0
        guard v != _traitOverrideValues else { return }
        _traitOverrideValues = v
        _updateTraitsIfNeeded()
        setNeedsLayout()
    }

    /// Lays out the window's views; first, a size that changes a size class updates the traits.
    open override func layoutSubviews() {
        _updateTraitsIfNeeded()
        super.layoutSubviews()
    }

    /// Makes a hidden window the size of the main screen.
    public convenience init() { self.init(frame: UIScreen.main.bounds) }

    /// Makes a hidden window of `windowScene` (the scene's size; on Linux a desktop window of its
    /// own that belongs to the scene: its focus, minimising and closing drive the scene's state).
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.coordinateSpace.bounds)
        _windowHidden = true
        super.isHidden = true
        self.windowScene = windowScene
        windowScene._addWindow(self)   // (observers don't run in an initialiser)
    }

    /// The scene the window belongs to (nil for a window made without one). Setting it moves the
    /// window to the new scene's `windows`.
    open weak var windowScene: UIWindowScene? {
        didSet {
            guard oldValue !== windowScene else { return }
            oldValue?._removeWindow(self)
            windowScene?._addWindow(self)
        }
    }

    /// Makes a hidden window from an archive (no archive keys are read yet on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _windowHidden = true
        super.isHidden = true
    }

    @exclusivity(unchecked) var _windowHidden = true

    open override var next: UIResponder? { UIResponder._applicationResponder ?? UIApplication.shared }

    /// The window's own undo manager (made when first asked for): the one the responders in the
    /// window share unless one of them overrides `undoManager`.
    open override var undoManager: UndoManager? {
        if let m = _undoManager { return m }
        let m = UndoManager()
        _undoManager = m
        return m
    }
    private var _undoManager: UndoManager?

    open override var window: UIWindow? { self }

    /// Scrolling keys no responder took scroll a scroll view (`UIScrollView+Input`).
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if !_scrollForUnhandledKeys(presses) { super.pressesBegan(presses, with: event) }
    }

    /// Delivers an event to the window's views and gesture recognizers (see UIWindow+Events.swift).
    open func sendEvent(_ event: UIEvent) { _deliver(event) }

    // MARK: Root view controller

    /// Installs the controller's view filling the window (flexible width and height).
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            let visible = !isHidden
            if let old = oldValue {
                if visible { old._beginAppearance(false) }
                if old.isViewLoaded, old.view.superview === self { old.view.removeFromSuperview() }
                if visible { old._endAppearance(false) }
            }
            if let vc = rootViewController {
                if visible { vc._beginAppearance(true) }
                _installRootView(vc)
                if visible { vc._endAppearance(true) }
            }
        }
    }

    func _installRootView(_ vc: UIViewController) {
        let v = vc.view!
        v.frame = bounds
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if v.superview !== self { addSubview(v) }
    }

    // MARK: Key and visibility

    /// True for the key window: the one that gets keyboard and other non-touch events.
    open var isKeyWindow: Bool { UIWindow._keyWindow === self }

    /// Makes this the key window (the previous key window gets `resignKey()`, this one `becomeKey()`).
    open func makeKey() {
        let old = UIWindow._keyWindow
        guard old !== self else { return }
        old?.resignKey()
        if let old { NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: old) }
        UIWindow._keyWindow = self
        becomeKey()
        NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: self)
    }

    /// Makes this the key window and shows it (`isHidden = false`): the usual way to show an app's window.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    /// Called when the window became the key window (then `didBecomeKeyNotification` is posted);
    /// the default does nothing.
    open func becomeKey() {}
    /// Called when the window stopped being the key window (then `didResignKeyNotification` is
    /// posted); the default does nothing.
    open func resignKey() {}

    open override var isHidden: Bool {
        get { _windowHidden }
        set {
            guard newValue != _windowHidden else { return }
            let vc = rootViewController
            if newValue {
                vc?._beginAppearance(false)
                _windowHidden = true
                super.isHidden = true
                UIWindow._visibleWindows.removeAll { $0 === self }
                let wasKey = UIWindow._keyWindow === self
                if wasKey { UIWindow._keyWindow = nil; resignKey() }
                _UIWindowRegistry.shared.visibilityChanged(self)
                _EventDispatcher.shared._windowWasHidden(self)
                vc?._endAppearance(false)
                if wasKey { NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: self) }
                NotificationCenter.default.post(name: UIWindow.didBecomeHiddenNotification, object: self)
            } else {
                if let vc, !(vc.isViewLoaded && vc.view.superview === self) {
                    vc._beginAppearance(true)
                    _installRootView(vc)
                } else {
                    vc?._beginAppearance(true)
                }
                _windowHidden = false
                super.isHidden = false
                _updateTraitsIfNeeded()
                UIWindow._visibleWindows.append(self)
                _UIWindowRegistry.shared.visibilityChanged(self)
                layoutIfNeeded()
                vc?._endAppearance(true)
                NotificationCenter.default.post(name: UIWindow.didBecomeVisibleNotification, object: self)
            }
        }
    }

    // MARK: Safe area (platform)

    /// Sets the window's unsafe edges (the platform calls this; views update their
    /// `safeAreaInsets` and get `safeAreaInsetsDidChange()`).
    package func _setSafeAreaInsets(_ insets: UIEdgeInsets) {
        guard insets._isFinite else {
            return UIKitLog.warning("UIWindow._setSafeAreaInsets: non-finite insets ignored", category: "UIWindow")
        }
        guard insets != _windowSafeAreaInsets else { return }
        if (_windowSafeAreaInsets != .zero) != (insets != .zero) { UIView._safeAreaSources += insets != .zero ? 1 : -1 }
        _windowSafeAreaInsets = insets
        for v in UIView._subtree(self) { v._updateSafeAreaIfNeeded() }
    }

    // MARK: Coordinate conversion between window and screen

    /// Converts `point` from this window's coordinates to `window`'s (nil: the screen's).
    open func convert(_ point: CGPoint, to window: UIWindow?) -> CGPoint {
        convert(point, to: window as UIView?)
    }
    /// Converts `point` from `window`'s coordinates (nil: the screen's) to this window's.
    open func convert(_ point: CGPoint, from window: UIWindow?) -> CGPoint {
        convert(point, from: window as UIView?)
    }
}

extension UIWindow {
    /// Posted (the window as its object) when a window is shown (`isHidden` becomes false).
    nonisolated public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
    /// Posted (the window as its object) when a window is hidden.
    nonisolated public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")
    /// Posted (the window as its object) when a window became the key window, after its
    /// `becomeKey()`.
    nonisolated public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted (the window as its object) when a window stopped being the key window (another
    /// was made key, or it was hidden), after its `resignKey()`.
    nonisolated public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
}

extension UIWindow {
    /// The stacking level of a window.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The raw value (Apple's, where it defines one).
        public var rawValue: CGFloat
        /// The `Level` with this raw value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Makes a level from its raw value (`UIWindow.Level(5)`).
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(rawValue: 0)
        public static let statusBar = Level(rawValue: 1000)
        public static let alert = Level(rawValue: 2000)
        /// Orders Level values by their raw values.
        public static func < (l: Level, r: Level) -> Bool { l.rawValue < r.rawValue }
        /// A level `r` above `l` (`.normal + 1`).
        public static func + (l: Level, r: CGFloat) -> Level { Level(rawValue: l.rawValue + r) }
        /// A level `r` below `l`.
        public static func - (l: Level, r: CGFloat) -> Level { Level(rawValue: l.rawValue - r) }
    }
}
