//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Image strategies for views, view controllers and layers (swift-snapshot-testing's names and
// parameters), rendered through this project's renderer in a snapshot window.

import Foundation
import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIView, Format == UIImage {
    /// The view at its own size, compared exactly.
    public static var image: Snapshotting { .image() }

    /// The view's pixels.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: Take the window's composited pixels under the view instead
    ///     of drawing the view's layer tree alone (no host application is needed on Linux: the
    ///     snapshot's own window is used).
    ///   - precision: The share of bytes (or of pixels, with `perceptualPrecision` below 1) that must match.
    ///   - perceptualPrecision: How close a pixel's colour must be (CIE ΔE94 ≤ (1 − p) × 100).
    ///   - size: The size to lay the view out at (nil: its frame's size; `sizeToFit()` if that is zero).
    ///   - traits: Traits the view gets (style, text size, size classes…); `displayScale` sets
    ///     the pixels per point (default 1).
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .pullback { view in
                _onMainActor {
                    _SnapshotHost.image(of: view, viewController: nil,
                                        config: ViewImageConfig(safeArea: .zero, size: size ?? view.frame.size),
                                        traits: traits, drawHierarchyInKeyWindow: drawHierarchyInKeyWindow)
                }
            }
    }
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// The controller's view at its own size, compared exactly.
    public static var image: Snapshotting { .image() }

    /// The controller's view on a device: `config`'s size, safe-area insets and traits (overlaid
    /// by `traits`), e.g. `.image(on: .iPhone13)` or `.image(on: .iPadPro11(.portrait))`.
    ///
    /// - Parameters:
    ///   - config: The device (``ViewImageConfig``).
    ///   - drawHierarchyInKeyWindow: Take the window's composited pixels (presented controllers too).
    ///   - precision: The share of bytes (or of pixels, with `perceptualPrecision` below 1) that must match.
    ///   - perceptualPrecision: How close a pixel's colour must be (CIE ΔE94 ≤ (1 − p) × 100).
    ///   - size: Replaces the configuration's size.
    ///   - traits: Traits over the device's (`UITraitCollection(userInterfaceStyle: .dark)`…).
    public static func image(on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
                             perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        let config = size.map { ViewImageConfig(safeArea: config.safeArea, size: $0, traits: config.traits) } ?? config
        return SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .pullback { vc in
                _onMainActor {
                    _SnapshotHost.image(of: vc.view, viewController: vc, config: config, traits: traits,
                                        drawHierarchyInKeyWindow: drawHierarchyInKeyWindow)
                }
            }
    }

    /// The controller's view at `size` (nil: its view's size) with no safe area and `traits`.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        .image(on: ViewImageConfig(safeArea: .zero, size: size, traits: traits), drawHierarchyInKeyWindow: drawHierarchyInKeyWindow,
               precision: precision, perceptualPrecision: perceptualPrecision, traits: traits)
    }
}

extension Snapshotting where Value == CALayer, Format == UIImage {
    /// The layer at its bounds, compared exactly.
    public static var image: Snapshotting { .image() }

    /// The layer tree drawn with `render(in:)` at its bounds (after its layout), at the
    /// `displayScale` of `traits` (default 1).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .pullback { layer in
                _onMainActor {
                    guard layer.bounds.width >= 1, layer.bounds.height >= 1 else { return UIImage() }
                    let format = UIGraphicsImageRendererFormat()
                    format.scale = traits.displayScale > 0 ? traits.displayScale : 1
                    var image = UIImage()
                    traits.performAsCurrent {
                        image = UIGraphicsImageRenderer(bounds: layer.bounds, format: format).image { ctx in
                            layer.setNeedsLayout()
                            layer.layoutIfNeeded()
                            layer.render(in: ctx.cgContext)
                        }
                    }
                    return image
                }
            }
    }
}
