//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// A constraint of a `LayoutSolver`: one slot in its constraint table.
///
/// The ID stays valid, and the same, across `setConstant(_:of:)` and `setStrength(_:of:)` —
/// also when a strength change between required and optional rebuilds the constraint inside
/// the solver. `index` is the slot and is reused after `removeConstraint(_:)`; `generation`
/// tells the two apart, so removing a constraint twice is `unknownConstraint`, never the
/// removal of the slot's next occupant.
public struct LayoutConstraintID: Hashable, Sendable {
    /// The slot in the solver (dense from 0; reused after removal).
    public let index: Int32
    /// How many times the slot had been freed when this constraint was added.
    public let generation: UInt32

    init(index: Int32, generation: UInt32) {
        self.index = index
        self.generation = generation
    }
}
