//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// UIKitLayoutSolver: the linear constraint solver under Auto Layout, and its public API.
//
// It is Cassowary (Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint Solving
// Algorithm", ACM TOCHI 2001) on an incremental simplex tableau, with priorities as a strict
// hierarchy. Pure Swift: no Foundation, no dependencies, no UIKit.
//
// Files
//   LayoutSolver.swift         `LayoutSolver`, the public API (validation, forwarding)
//   LayoutVariable.swift       `LayoutVariable`, a variable slot
//   LayoutConstraintID.swift   `LayoutConstraintID`, a constraint slot
//   LayoutRelation.swift       `LayoutRelation` (≤, =, ≥)
//   LayoutStrength.swift       `LayoutStrength`, a priority in (0, 1000]
//   LayoutTerm.swift           `LayoutTerm`, coefficient × variable
//   LayoutSolverError.swift    `LayoutSolverError`
//   Buffers.swift              unchecked growable buffers and a run pool (rows, columns)
//   Tableau.swift              symbols, sparse rows and columns, objective levels, substitution
//   Simplex.swift              pivot, lexicographic pricing, primal and dual simplex, phase one
//   Values.swift               external rows kept unexpanded (linear chains), value refresh
//   Constraints.swift          constraint rows and markers; adding (with phase one for conflicts)
//   ConstraintChanges.swift    conflict explanation, removal, constant and strength changes
//   Variables.swift            variables, edit variables, ambiguity, change tracking
//
// Bad input never traps: NaN or infinite numbers are `invalidValue`, stale or foreign IDs are
// `unknownConstraint`/`unknownVariable` (or, for the non-throwing reads, a documented default).

/// A Cassowary constraint solver with Auto Layout's priority semantics.
///
/// Each constraint is `Σ coefficient·variable + constant (≤ | = | ≥) 0` with a strength.
/// Required constraints (priority 1000) always hold; adding one that cannot hold throws
/// `unsatisfiable` naming the present required constraints it contradicts, and changes
/// nothing. Optional constraints are satisfied as well as possible, **strictly by priority**:
/// the solver minimises the errors at the highest optional priority first, then, among those
/// optima, the errors at the next priority, and so on (a lexicographic objective with one row
/// per live priority level) — no number of errors at priority p can outweigh one error at a
/// higher priority. Within one priority the errors are summed. An optional `=` costs |error|;
/// an optional `≤`/`≥` costs only its violation.
///
/// Values are up to date after every mutating call (solved eagerly): each call leaves the
/// tableau optimal and refreshes the values that changed, so `value(of:)` is a plain read.
/// Changing a constant (`setConstant`, `suggestValue`) is incremental: the change is applied
/// through the constraint's marker column and the dual simplex restores feasibility in a few
/// pivots. Costs grow mostly with what changes, not with the size of the system: rows and
/// columns are sparse, the rows of the caller's variables stay unexpanded (a stack of views
/// is linear, not quadratic), and changed values are found by following references.
///
/// The same sequence of calls gives the same values (no hashing or randomness anywhere).
/// Not thread-safe: use from one thread (or actor) at a time.
///
/// Numbers: coefficients, constants and values within `1e-8` of zero are treated as zero, so
/// results are exact up to about that tolerance (scaled by the size of the numbers involved).
/// Layout-sized numbers (coefficients near 1, constants up to millions) are well inside that;
/// finite but astronomically large inputs (beyond about 1e15) are accepted but lose precision.
public final class LayoutSolver {
    var core = SolverCore()

    /// An empty solver: no variables, no constraints.
    public init() {}

    deinit { core.deallocate() }

    // MARK: Variables

    /// A new variable, in no constraint yet (value 0, ambiguous). Slots of removed variables
    /// are reused, most recently freed first.
    public func addVariable() -> LayoutVariable { core.addVariable() }

    /// Frees the variable's slot for reuse. Its edit, if it is an edit variable, is removed
    /// first. If a constraint still uses it the call does nothing (remove the constraints
    /// first); an unknown variable is ignored.
    public func removeVariable(_ v: LayoutVariable) { core.removeVariable(v) }

    /// The variable's value in the current solution (0 for an unknown variable).
    public func value(of v: LayoutVariable) -> Double { core.value(of: v) }

    // MARK: Constraints

    /// Adds `Σ terms + constant (relation) 0` at `strength`, and re-solves.
    ///
    /// Repeated variables are summed. Throws `invalidValue` for a NaN or infinite coefficient
    /// or constant, `unknownVariable` for a removed or foreign variable, and — for a required
    /// constraint that cannot hold — `unsatisfiable(conflicts:)`; in each case nothing changes.
    public func addConstraint(_ terms: some Collection<LayoutTerm>, constant: Double,
                              relation: LayoutRelation,
                              strength: LayoutStrength) throws(LayoutSolverError) -> LayoutConstraintID {
        try core.add(Array(terms), constant: constant, relation: relation, strength: strength)
    }

    /// `addConstraint` for an array (no generic collection to convert).
    public func addConstraint(_ terms: [LayoutTerm], constant: Double, relation: LayoutRelation,
                              strength: LayoutStrength) throws(LayoutSolverError) -> LayoutConstraintID {
        try core.add(terms, constant: constant, relation: relation, strength: strength)
    }

    /// Removes the constraint and re-solves. `unknownConstraint` if it is not present.
    public func removeConstraint(_ id: LayoutConstraintID) throws(LayoutSolverError) {
        try core.remove(id)
    }

    /// Changes the constraint's constant incrementally (no remove and re-add): the change
    /// moves along the constraint's marker column and the dual simplex re-solves. A required
    /// constraint whose new constant contradicts other required constraints throws
    /// `unsatisfiable(conflicts:)` and keeps its old constant. (A required equality that is
    /// redundant — implied by other required equalities — is rebuilt instead, which is slower
    /// but rare.)
    public func setConstant(_ constant: Double, of id: LayoutConstraintID) throws(LayoutSolverError) {
        try core.setConstant(constant, of: id)
    }

    /// Changes the constraint's strength; its ID stays. Optional to optional moves its error
    /// weights between levels and re-optimises (cheap). To or from required, the constraint
    /// is rebuilt inside the solver; if it cannot become required, `unsatisfiable` is thrown
    /// and it stays as it was.
    public func setStrength(_ strength: LayoutStrength, of id: LayoutConstraintID) throws(LayoutSolverError) {
        try core.setStrength(strength, of: id)
    }

    /// The constraint's current constant, strength and relation, or nil if it is unknown.
    public func constant(of id: LayoutConstraintID) -> Double? {
        core.liveConstraintSlot(id).map { core.constraints[Int($0)].constant }
    }

    /// The constraint's current strength, or nil if it is unknown.
    public func strength(of id: LayoutConstraintID) -> LayoutStrength? {
        core.liveConstraintSlot(id).map { core.constraints[Int($0)].strength }
    }

    /// Whether `id` is a constraint of this solver that has not been removed.
    public func contains(_ id: LayoutConstraintID) -> Bool { core.liveConstraintSlot(id) != nil }

    /// Diagnostics: the tableau's rows and their total terms, the live priority levels, and
    /// the pivots made so far. O(symbols): for tests and benchmarks, not for every frame.
    public var tableauStatistics: (rows: Int, terms: Int, levels: Int, pivots: Int) {
        var rows = 0, terms = 0
        for s in 0..<core.symbolCount where core.symbols[s].inUse && core.symbols[s].isBasic {
            rows += 1
            terms += Int(core.symbols[s].rowCount)
        }
        return (rows, terms, core.levelOrder.count, core.pivotCount)
    }

    /// Constraints added with `addConstraint` and not removed (edit variables not counted).
    public var constraintCount: Int { core.userConstraintCount }

    // MARK: Edit variables

    /// Makes `v` an edit variable: an optional `v = value` at `strength`, starting at `v`'s
    /// present value (so adding it moves nothing). `requiredEditVariable` for `.required`,
    /// `duplicateEditVariable` if it already is one.
    public func addEditVariable(_ v: LayoutVariable, strength: LayoutStrength) throws(LayoutSolverError) {
        try core.addEdit(v, strength: strength)
    }

    /// Removes `v`'s edit constraint and re-solves. `unknownVariable` for a removed or foreign
    /// variable, `unknownEditVariable` if `v` is not an edit variable.
    public func removeEditVariable(_ v: LayoutVariable) throws(LayoutSolverError) {
        try core.removeEdit(v)
    }

    /// Whether `v` is currently an edit variable (false for an unknown variable).
    public func hasEditVariable(_ v: LayoutVariable) -> Bool {
        core.isLive(v) && core.variables[Int(v.index)].edit >= 0
    }

    /// Suggests a value for an edit variable and re-solves incrementally (dual simplex).
    public func suggestValue(_ value: Double, for v: LayoutVariable) throws(LayoutSolverError) {
        try core.suggest(value, for: v)
    }

    // MARK: Reading the solution

    /// Whether `v`'s value is not fixed by the constraints and priorities: it could move
    /// without violating a required constraint or changing the objective at any level (a
    /// variable in no constraint, or one bounded by an inequality on one side only).
    ///
    /// Exactly: `v` is nonbasic in the tableau (in no constraint, or only in constraints that
    /// leave it free), or its row, fully expanded, has a free direction — a nonbasic variable
    /// of the caller's, or a nonbasic slack or error whose reduced cost is zero at every
    /// priority level and that can grow by a positive amount before a restricted row blocks
    /// it. At a degenerate vertex (a blocking row already at zero) a free direction that needs
    /// a pivot first is not seen, so such a variable reads as fixed. O(size of its expanded
    /// row). False for an unknown variable.
    public func isAmbiguous(_ v: LayoutVariable) -> Bool { core.isAmbiguous(v) }

    /// Calls `body` once for each variable whose value differs from the value last reported
    /// for it (0 for a new variable), in the order the variables first changed since the
    /// previous call, then forgets them. Costs O(changed variables), never a walk of all.
    /// `body` may call back into the solver.
    public func takeChangedVariables(_ body: (LayoutVariable, Double) -> Void) {
        let list = core.takeChanged()
        for slot in list {
            if let (v, value) = core.report(slot) { body(v, value) }
        }
    }
}
