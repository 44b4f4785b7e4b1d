//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics

/// A layer's delegate (UIKit: the view owning the layer). Every method has a default.
///
/// - `display(_:)`: the default draws the layer's backing store normally (via
///   `CALayer.draw(in:)`, which calls `draw(_:in:)`). Implement it to set `layer.contents`
///   yourself instead.
/// - `draw(_:in:)`: draw the layer's content; the context is top-left, y-down, in points, clipped
///   to the dirty rect. The layer only keeps a backing store for a delegate that draws: set
///   `layer._delegateDraws = true` when the delegate really draws (UIView: when the subclass
///   overrides `draw(_:)`); otherwise the layer probes once per display with a recording surface
///   and keeps no store if nothing was drawn.
/// - `layerWillDraw(_:)`: called before the backing store is redrawn.
/// - `layoutSublayers(of:)`: the layout pass (UIView: `layoutSubviews`).
/// - `action(for:forKey:)`: return an action to run for a property change, `NSNull()` to stop the
///   search (no animation), or nil to continue with the layer's `actions` and defaults.
@preconcurrency @MainActor public protocol CALayerDelegate: AnyObject {
    /// Updates `layer`'s content (for example by setting `contents`) instead of drawing it.
    func display(_ layer: CALayer)
    /// Draws `layer`'s content into `ctx` (its backing store; top-left origin, in points).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called just before `layer`'s backing store is redrawn.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out `layer`'s sublayers when the layer needs layout (its bounds changed, or
    /// `setNeedsLayout()`).
    func layoutSublayers(of layer: CALayer)
    /// The action to run for `event` (usually a property name) on `layer`: an action, `NSNull()` to
    /// stop the search, or nil to let the layer look further.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    /// Default: draws the layer's backing store through `CALayer.draw(in:)`.
    public func display(_ layer: CALayer) { layer._displayBackingStore() }
    /// Default: draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Default: does nothing.
    public func layerWillDraw(_ layer: CALayer) {}
    /// Default: does nothing.
    public func layoutSublayers(of layer: CALayer) {}
    /// Default: nil (the layer continues with its `actions` and `defaultAction(forKey:)`).
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
