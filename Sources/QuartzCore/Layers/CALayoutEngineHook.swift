//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// The seam between Core Animation's layout pass and a layout engine above it (Auto Layout).
///
/// `CATransaction.flush()` lays out every layer marked `needsLayout`, parents first, in rounds
/// until none is left marked. Before each round it calls prepareForLayout() on the installed
/// CATransaction/layoutEngine, which runs UIKit's update-constraints phase and solves the
/// constraints; that may mark more layers for layout in the same round.
///
/// - Implemented by: UIKitCore's `_UILayoutEngine` (Sources/UIKitCore/AutoLayout), which installs
///   its main engine when the first constraint is activated (views that never use constraints never
///   create it).
/// - Called by: `_CALayerEngine.layoutPass()` and `layoutPass(within:)` (from
///   `CATransaction.flush()` and `CALayer.layoutIfNeeded()`).
@MainActor package protocol CALayoutEngineHook: AnyObject {
    /// Runs before each round of the layout pass: bring constraint-based frames up to date.
    func prepareForLayout()
}
