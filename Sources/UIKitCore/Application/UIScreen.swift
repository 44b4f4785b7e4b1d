//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// The display: its bounds in points and its scale (pixels per point). The platform layer sets
/// them with `_configure(bounds:scale:)`; headless defaults are 390×844 points at scale 2.
@preconcurrency @MainActor open class UIScreen: NSObject, UITraitEnvironment {
    public static let main = UIScreen()

    /// All screens (one here).
    public class var screens: [UIScreen] { [main] }

    @exclusivity(unchecked) public private(set) var bounds: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844)
    @exclusivity(unchecked) public private(set) var scale: CGFloat = 2
    public var nativeScale: CGFloat { scale }
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    public var coordinateSpace: UIScreen { self }
    @exclusivity(unchecked) public var maximumFramesPerSecond: Int = 60
    @exclusivity(unchecked) public var brightness: CGFloat = 1

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
        self.bounds = CGRect(origin: .zero, size: bounds.size)
        self.scale = scale
        UIScreen._mainScale = scale
        if oldTraits != traitCollection { traitCollectionDidChange(oldTraits) }
        if oldTraits.displayScale != scale {
            for w in UIWindow._visibleWindows where w.screen === self {
                for v in UIView._subtree(w) { v._updateContentsScale(for: w) }
                w._traitsDidChange(previous: UITraitCollection(style: .light, scale: oldTraits.displayScale,
                                                                direction: w.traitCollection.layoutDirection))
            }
        }
    }

    public var traitCollection: UITraitCollection {
        UITraitCollection(style: .light, scale: scale, direction: UIView._appLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
