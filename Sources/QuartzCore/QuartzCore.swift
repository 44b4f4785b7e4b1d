//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

@_exported import CoreGraphics

// QuartzCore on Linux: Core Animation's layers, animations and media time over a cairo compositor.
// Start with `CALayer` (the layer tree and its properties), then `CATransaction.flush()` (the
// pass that lays out, displays and animates marked layers) and `CARenderer` (which composites a
// layer tree into a `CARenderTarget`, repainting only what changed).
//
// Differences from Apple's QuartzCore (for the porting table)
// - Rendering is 2-D: a layer's `transform` is used through its affine part; perspective (m34) and
//   z are ignored; `zPosition` only orders siblings (stable).
// - Coordinates are top-left/y-down: `contentsGravity` `.top` and `CACornerMask`'s "MinY" corners
//   are at the top of the screen.
// - `CADisplayLink(handler:)` replaces target/selector.
// - A presentation layer has no sublayers; its `model()` is the layer it was made from.
// - Custom animatable properties use `value(forKey:)`/`setValue(_:forKey:)` instead of
//   `@NSManaged` (no Objective-C runtime); a subclass adding its own designated initialiser also
//   overrides `init()` (see `CALayer`'s class comment). `init?(coder:)` makes a default layer.
// - Reading an `NSValue` of one kind through another kind's getter gives zero and a warning.
// - Implicit (default) animations start only after a layer has been through one
//   `CATransaction.flush()`, so a new layer's setup does not animate.
// - Negative bounds sizes are rejected with a warning; negative frame sizes are standardised.
// - Transforms animate component-wise (use `transform.rotation.z` & co. for large rotations).
// - Shadows are the blurred shape of `shadowPath` or the rounded bounds (not the layer's alpha).
// - The display pass defers layers that are entirely off-screen in a renderer's tree: they stay
//   `needsDisplay()` and are drawn when the renderer first composites them (or by `render(in:)`).
// - One `CARenderer` per layer tree (a new renderer on the same root detaches the old one).
// - Layers with running animations are kept alive until the animations stop (so delegates and
//   transaction completion blocks always hear about them).
//
// Backing stores
//   A layer keeps a cairo ARGB32 store of bounds × contentsScale pixels only when it draws, and
//   redraws it only after setNeedsDisplay (or a size change with needsDisplayOnBoundsChange).
//   `display()` → delegate.display(_:) (default: draw the store) → `draw(in:)` → the delegate's
//   `draw(_:in:)`. Whether anything draws: with `_delegateDraws = true` (UIView sets it when the
//   view subclass overrides draw(_:)) the store is drawn directly; otherwise `draw(in:)` first
//   runs against a cairo recording surface: if nothing was drawn there is no store, else the
//   recording is replayed into a new store (draw runs once) and the layer remembers that it draws.
//   A subclass overriding draw(in:) without calling super is recognised because the base
//   draw(in:) sets a flag. `_displayCount` counts store redraws.
