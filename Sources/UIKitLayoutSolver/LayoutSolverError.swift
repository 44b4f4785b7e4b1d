//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// Why a `LayoutSolver` call was refused. Every throwing call leaves the solver as it was.
public enum LayoutSolverError: Error, Equatable, Sendable {
    /// A required constraint (being added, given a new constant, or made required) cannot hold
    /// together with the required constraints already present. `conflicts` are the present
    /// required constraints that, with it, prove the contradiction — those whose marker symbols
    /// appear in the tableau row that could not be made feasible — in the order they were
    /// added. It is empty when the constraint contradicts itself (for example `0 + 5 == 0`).
    case unsatisfiable(conflicts: [LayoutConstraintID])
    /// A NaN or infinite coefficient, constant or suggested value.
    case invalidValue
    /// The ID is not (or no longer) a constraint of this solver.
    case unknownConstraint
    /// The variable is not (or no longer) a variable of this solver.
    case unknownVariable
    /// `addEditVariable(_:strength:)` for a variable that is already an edit variable.
    case duplicateEditVariable
    /// `removeEditVariable(_:)` or `suggestValue(_:for:)` for a variable that is not an edit variable.
    case unknownEditVariable
    /// `addEditVariable(_:strength:)` with `.required`: an edit must be able to give way.
    case requiredEditVariable
}
