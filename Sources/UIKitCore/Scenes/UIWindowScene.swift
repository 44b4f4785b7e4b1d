//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A scene that shows windows: on Linux, one desktop window (the windows made with
/// `UIWindow(windowScene:)`; each is a desktop window, and the first is the scene's).
@preconcurrency @MainActor open class UIWindowScene: UIScene, UITraitEnvironment {
    private struct WeakWindow { weak var window: UIWindow? }
    private var _windows: [WeakWindow] = []

    /// Makes a window scene for `session`. UIKit calls it: apps do not make scenes.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
    }

    /// The scene's windows (shown or not), oldest first.
    public var windows: [UIWindow] {
        _windows.removeAll { $0.window == nil }
        return _windows.compactMap(\.window)
    }
    /// The scene's key window: the app's key window when it is one of the scene's, else the
    /// scene's newest shown window, else nil.
    public var keyWindow: UIWindow? {
        if let k = UIWindow._keyWindow, k.windowScene === self { return k }
        return windows.last { !$0.isHidden }
    }
    /// The screen the scene is on (`UIScreen.main`: one screen per display on Linux).
    public var screen: UIScreen { .main }
    /// The scene's area: the bounds of its first window (the desktop window), else the screen's.
    public var coordinateSpace: UICoordinateSpace {
        if let w = windows.first(where: { !$0.isHidden }) { return _UISceneCoordinateSpace(bounds: w.bounds) }
        return screen
    }
    /// Portrait when the scene's area is taller than wide, else landscape (right).
    public var interfaceOrientation: UIInterfaceOrientation {
        let b = coordinateSpace.bounds
        return b.width > b.height ? .landscapeRight : .portrait
    }
    /// The scene's traits: the screen's.
    public var traitCollection: UITraitCollection { screen.traitCollection }
    /// Called when the scene's traits changed; the base does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The scene's status bar (desktop windows have none: its frame is empty).
    public private(set) lazy var statusBarManager: UIStatusBarManager? = UIStatusBarManager(windowScene: self)
    /// The smallest and largest size the user may give the scene's desktop window; nil for a
    /// scene that is not connected.
    public var sizeRestrictions: UISceneSizeRestrictions? {
        activationState == .unattached ? nil : _sizeRestrictions
    }
    private lazy var _sizeRestrictions = UISceneSizeRestrictions(scene: self)

    package func _addWindow(_ w: UIWindow) {
        if !_windows.contains(where: { $0.window === w }) { _windows.append(WeakWindow(window: w)) }
    }
    package func _removeWindow(_ w: UIWindow) { _windows.removeAll { $0.window == nil || $0.window === w } }
}

/// The area of a scene (its window's bounds), as a coordinate space.
final class _UISceneCoordinateSpace: UICoordinateSpace {
    let bounds: CGRect
    init(bounds: CGRect) { self.bounds = bounds }
    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint { point }
    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint { point }
    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect { rect }
    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect { rect }
}
