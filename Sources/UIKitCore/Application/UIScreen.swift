//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// The display: its bounds in points and its scale (pixels per point). The platform layer sets
/// them with `_configure(bounds:scale:)`; headless defaults are 390×844 points at scale 2.
@preconcurrency @MainActor open class UIScreen: NSObject, UITraitEnvironment {
    /// The device's screen (the display the app's windows are on).
    public static let main = UIScreen()

    /// All screens (one here).
    public class var screens: [UIScreen] { [main] }

    /// The screen's rectangle in points, origin zero (390×844 until the platform sets the display's size).
    @exclusivity(unchecked) public private(set) var bounds: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// The number of pixels per point (1, 2 or 3; 2 until the platform sets it).
    @exclusivity(unchecked) public private(set) var scale: CGFloat = 2
    /// The physical display's pixels per point. On Linux: the same as `scale`.
    public var nativeScale: CGFloat { scale }
    /// The screen's rectangle in pixels (`bounds` times `scale`). On Linux there is no rotation, so it
    /// never swaps width and height relative to `bounds`.
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    /// The screen's coordinate space. On Linux: the screen itself (there is no separate
    /// `UICoordinateSpace` object; points, origin at the top left).
    public var coordinateSpace: UIScreen { self }
    /// The most frames per second the screen can show (60). On Linux: stored only; the platform does
    /// not update it from the display's refresh rate.
    @exclusivity(unchecked) public var maximumFramesPerSecond: Int = 60
    /// The screen's brightness (0...1, 1 by default). On Linux: stored only; setting it does not change
    /// the display.
    @exclusivity(unchecked) public var brightness: CGFloat = 1

    /// Creates a screen object. Use `UIScreen.main`: a new instance never gets the display's bounds or scale.
    public override init() { super.init() }

    /// The main screen's scale, readable off the main actor (image loading).
    @exclusivity(unchecked) nonisolated(unsafe) static var _mainScale: CGFloat = 2

    /// Set by the platform: the display's size in points and its scale (1, 2 or 3).
    package func _configure(bounds: CGRect, scale: CGFloat) {
        guard UIView._finiteRect(bounds), bounds.width >= 0, bounds.height >= 0 else {
            return UIKitLog.warning("UIScreen._configure: invalid bounds \(bounds) ignored", category: "UIScreen")
        }
        guard scale.isFinite, scale > 0 else {
            return UIKitLog.warning("UIScreen._configure: invalid scale \(scale) ignored", category: "UIScreen")
        }
        let oldTraits = traitCollection
        let oldBounds = self.bounds
        let windows = UIWindow._visibleWindows.filter { $0.screen === self }.map { ($0, $0._traitValuesSeen ?? $0._traitValues) }
        self.bounds = CGRect(origin: .zero, size: bounds.size)
        if self === UIScreen.main { UIDevice.current._screenDidChange(previous: oldBounds) }
        self.scale = scale
        UIScreen._mainScale = scale
        if self === UIScreen.main { UITraitCollection._screenTraits = traitCollection }
        if oldTraits != traitCollection { traitCollectionDidChange(oldTraits) }
        for (w, before) in windows {
            if oldTraits.displayScale != scale { for v in UIView._subtree(w) { v._updateContentsScale(for: w) } }
            w._traitInputsChanged(old: before)
        }
    }

    /// The screen's traits: the desktop's appearance (light or dark) and text size, the screen's
    /// scale, size classes from its size, the app's layout direction.
    public var traitCollection: UITraitCollection { UITraitCollection(_traitValues) }
    /// Called when the screen's traits changed (appearance, scale, text size). The base does nothing.
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
