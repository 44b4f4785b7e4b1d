//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The snapshot window: hosts the view or view controller being snapshotted in a headless window
// of the configuration's size, safe area and traits (as swift-snapshot-testing's window does on
// iOS), makes a frame through the project's renderer, and puts everything back afterwards.

import Foundation
import UIKit
import UIKitTesting

/// Hosting for one snapshot.
@MainActor enum _SnapshotHost {
    /// Hosts `viewController` (or a plain controller holding `view`) in a window of
    /// `config.size` (nil: the view's own size), with `config.safeArea` as its safe area and
    /// `config.traits` overlaid by `traits` given to every view; runs `body` after a frame, then
    /// removes the controller, hides the window and restores a snapshotted view's superview and frame.
    /// Returns nil (without calling `body`) when the view has no size even after `sizeToFit()`.
    static func withHosted<T>(view: UIView, viewController: UIViewController?, config: ViewImageConfig,
                              traits: UITraitCollection, _ body: (UIWindow, HeadlessHost) -> T) -> T? {
        let merged = UITraitCollection(traitsFrom: [config.traits, traits])
        let original = (frame: view.frame, superview: view.superview,
                        index: view.superview?.subviews.firstIndex(of: view))
        let controller = viewController ?? UIViewController()
        var size = config.size ?? (viewController == nil ? view.frame.size : controller.view.frame.size)
        if viewController == nil {
            view.frame = CGRect(origin: .zero, size: size)
            controller.view.bounds = view.bounds
            controller.view.addSubview(view)
        }
        if !(size.width > 0 && size.height > 0) {
            view.sizeToFit()
            view.setNeedsLayout()
            view.layoutIfNeeded()
            size = view.frame.size
        }
        defer {
            if viewController == nil {
                view.removeFromSuperview()
                if let s = original.superview { s.insertSubview(view, at: min(original.index ?? s.subviews.count, s.subviews.count)) }
                view.frame = original.frame
            }
        }
        guard size.width >= 1, size.height >= 1, size.width.isFinite, size.height.isFinite else { return nil }

        // swift-snapshot-testing's window: a navigation controller's window loses the top inset
        // (a tab bar controller's the bottom one too) from both its height and its insets.
        var windowSize = size, insets = config.safeArea
        if controller is UINavigationController {
            windowSize.height -= insets.top; insets.top = 0
        } else if let tabs = controller as? UITabBarController {
            windowSize.height -= insets.bottom; insets.bottom = 0
            if tabs.selectedViewController is UINavigationController { windowSize.height -= insets.top; insets.top = 0 }
        }
        if insets == ViewImageConfig.statusBar && controller.prefersStatusBarHidden { insets = .zero }

        let scale = merged.displayScale > 0 ? merged.displayScale : 1
        let host = HeadlessHost(size: windowSize, scale: scale, manualClock: true, hostsAllWindows: false,
                                clockStart: UIKitTestHost.startTime)
        let window = UIWindow(frame: CGRect(origin: .zero, size: windowSize))
        window._setTraitOverrides(merged)
        window._setSafeAreaInsets(insets)
        let root = UIViewController()
        root.view.backgroundColor = .clear
        root.view.frame = window.bounds
        controller.view.frame = root.view.bounds
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addChild(controller)
        root.view.addSubview(controller.view)
        controller.didMove(toParent: root)
        window.rootViewController = root
        window.isHidden = false
        host.host(window)
        host.runFrame()
        defer {
            // Traits back to the screen's while the views are still in the window: views re-resolve
            // their colours and fonts now (a view is not told again when it is added elsewhere).
            window._setTraitOverrides(nil)
            controller.willMove(toParent: nil)
            controller.view.removeFromSuperview()
            controller.removeFromParent()
            controller.didMove(toParent: nil)
            window.rootViewController = nil
            window.isHidden = true
            host.invalidate()
        }
        return body(window, host)
    }

    /// `view`'s pixels: its layer tree drawn alone (`drawHierarchy`), or with
    /// `drawHierarchyInKeyWindow` the window's composited pixels under the view (what the window
    /// shows there: presented controllers too). An empty image when the view has no size.
    static func image(of view: UIView, viewController: UIViewController?, config: ViewImageConfig,
                      traits: UITraitCollection, drawHierarchyInKeyWindow: Bool) -> UIImage {
        let image: UIImage? = withHosted(view: view, viewController: viewController, config: config, traits: traits) { window, host in
            let scale = host.scale
            if drawHierarchyInKeyWindow, let all = host.snapshot(of: window) {
                let f = view.convert(view.bounds, to: window)
                let px = CGRect(x: (f.minX * scale).rounded(), y: (f.minY * scale).rounded(),
                                width: (f.width * scale).rounded(), height: (f.height * scale).rounded())
                if let cropped = all.cropping(to: px) { return UIImage(cgImage: cropped, scale: scale, orientation: .up) }
            }
            let format = UIGraphicsImageRendererFormat()
            format.scale = scale
            return UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in
                view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
            }
        }
        return image ?? UIImage()
    }
}

/// Runs `body` on the main actor: at once when already there (where tests call `assertSnapshot`),
/// else synchronously on the main queue (a nonisolated Swift Testing test runs elsewhere), as
/// swift-snapshot-testing itself does for its observers. UIKit is never touched off the main actor.
func _onMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
    if _isOnMainQueue() { return MainActor.assumeIsolated { body() } }
    return DispatchQueue.main.sync { MainActor.assumeIsolated { body() } }
}

/// True on the main thread or in work the main queue runs: once the test runner parks the main
/// thread in `dispatchMain()`, Linux drains the main queue (the main actor) on a worker thread,
/// where `Thread.isMainThread` is false and `DispatchQueue.main.sync` would deadlock.
func _isOnMainQueue() -> Bool {
    _ = _markMainQueue
    return Thread.isMainThread || DispatchQueue.getSpecific(key: _mainQueueKey) != nil
}
private let _mainQueueKey = DispatchSpecificKey<UInt8>()
private let _markMainQueue: Void = DispatchQueue.main.setSpecific(key: _mainQueueKey, value: 1)
