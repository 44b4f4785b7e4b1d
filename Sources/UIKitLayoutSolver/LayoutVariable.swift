//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// A variable of a `LayoutSolver`: one slot in its variable table (for Auto Layout, one
/// attribute of one item, such as a view's minimum x or its width).
///
/// `index` is the slot, and slots are reused: after `removeVariable(_:)` the next
/// `addVariable()` may return the same index. `generation` tells the two apart, so a stale
/// variable is reported as `unknownVariable` instead of silently naming its successor.
public struct LayoutVariable: Hashable, Sendable {
    /// The slot in the solver (dense from 0; reused after removal).
    public let index: Int32
    /// How many times the slot had been freed when this variable was made.
    public let generation: UInt32

    init(index: Int32, generation: UInt32) {
        self.index = index
        self.generation = generation
    }
}
