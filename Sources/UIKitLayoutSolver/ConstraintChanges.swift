//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Changing constraints already in the tableau: the conflict explanation, removal, the
// incremental constant change (dual simplex) and strength changes. See Constraints.swift for
// the row layout these rely on (each constraint's marker appears only in its own equation).

extension SolverCore {
    // MARK: Conflicts

    mutating func conflictSlots(inBuiltRowExcept slot: Int32) -> [LayoutConstraintID] {
        var result: [Int32] = []
        for i in 0..<buildCount { appendConflict(owner: build[i].symbol, except: slot, to: &result) }
        return sortedBySerial(result)
    }

    func conflictSlots(inRow r: Int32, except slot: Int32) -> [LayoutConstraintID] {
        var result: [Int32] = []
        appendConflict(owner: r, except: slot, to: &result)
        let start = symbols[r].rowStart
        for i in 0..<symbols[r].rowCount {
            appendConflict(owner: termPool[start + i].symbol, except: slot, to: &result)
        }
        return sortedBySerial(result)
    }

    func appendConflict(owner s: Int32, except slot: Int32, to result: inout [Int32]) {
        let kind = symbols[s].kind
        guard kind == .slack || kind == .dummy else { return }
        let owner = symbols[s].owner
        guard owner >= 0, owner != slot, constraints[Int(owner)].inUse,
              constraints[Int(owner)].level < 0, !constraints[Int(owner)].isEdit,
              !result.contains(owner) else { return }
        result.append(owner)
    }

    /// The slots as IDs, in the order the constraints were added.
    func sortedBySerial(_ slots: [Int32]) -> [LayoutConstraintID] {
        slots.sorted { constraints[Int($0)].serial < constraints[Int($1)].serial }
            .map { LayoutConstraintID(index: $0, generation: constraints[Int($0)].generation) }
    }

    // MARK: Remove

    /// Takes the constraint in `slot` out of the tableau and frees its symbols (the record
    /// stays, for a rebuild).
    mutating func extractConstraint(_ slot: Int32) {
        let c = constraints[Int(slot)]
        // Its errors leave the objective.
        if c.level >= 0 {
            if c.other >= 0 { addToLevel(c.level, symbol: c.other, factor: -1) }
            if symbols[c.marker].kind == .error { addToLevel(c.level, symbol: c.marker, factor: -1) }
        }
        let m = c.marker
        if !symbols[m].isBasic {
            // External rows naming the marker are expanded first: the pivot needs the marker's
            // full coefficient, and the marker's new row must not refer to anything.
            var external: [Int32] = []
            for k in 0..<symbols[m].columnCount {
                let r = columnPool[symbols[m].columnStart + k].row
                if symbols[r].kind == .external { external.append(r) }
            }
            for r in external { expandRow(r) }
            let r = markerLeavingRow(m)
            if r >= 0 { pivot(entering: m, leaving: r) }
        }
        if symbols[m].isBasic { dropRow(m) }
        releaseConstraintSymbols(slot)
        for term in constraintTerms[Int(slot)] { variables[Int(term.variable.index)].uses -= 1 }
        infeasible.removeAll(keepingCapacity: true)
    }

    /// The row in which to make a removed constraint's nonbasic marker basic while keeping the
    /// tableau feasible: an all-dummy row (changes nothing); else the restricted row with a
    /// negative coefficient and the smallest ratio; else the restricted row with a positive
    /// coefficient and the smallest ratio; else any row. Ties: the lowest id.
    func markerLeavingRow(_ m: Int32) -> Int32 {
        var dummyRow: Int32 = -1, negative: Int32 = -1, positive: Int32 = -1, any: Int32 = -1
        var negativeRatio = Double.infinity, positiveRatio = Double.infinity
        let start = symbols[m].columnStart
        for k in 0..<symbols[m].columnCount {
            let e = columnPool[start + k]
            let r = e.row
            let record = symbols[r]
            let a = termPool[record.rowStart + e.position].coefficient
            if record.kind == .dummy {
                if dummyRow < 0 || r < dummyRow { dummyRow = r }
            } else if record.isRestricted {
                let ratio = Swift.max(record.constant, 0) / abs(a)
                if a < 0 {
                    if ratio < negativeRatio || (ratio == negativeRatio && r < negative) {
                        negative = r; negativeRatio = ratio
                    }
                } else if ratio < positiveRatio || (ratio == positiveRatio && r < positive) {
                    positive = r; positiveRatio = ratio
                }
            } else if any < 0 || r < any {
                any = r
            }
        }
        if dummyRow >= 0 { return dummyRow }
        if negative >= 0 { return negative }
        if positive >= 0 { return positive }
        return any
    }

    // MARK: Constant

    /// Applies a change of the constraint's constant by `delta` to the tableau (as a change of
    /// its marker by δ/μ). Returns false if an all-dummy row no longer sums to zero (a
    /// redundant required equality made inconsistent): the caller then undoes it.
    mutating func shiftConstant(_ slot: Int32, by delta: Double) -> Bool {
        let c = constraints[Int(slot)]
        let m = c.marker
        let d = delta / c.markerSign
        var consistent = true
        if symbols[m].isBasic {
            symbols[m].constant -= d
            if symbols[m].kind == .dummy && abs(symbols[m].constant) >= epsilon { consistent = false }
            rowConstantChanged(m)
        } else {
            let start = symbols[m].columnStart
            for k in 0..<symbols[m].columnCount {
                let e = columnPool[start + k]
                let r = e.row
                symbols[r].constant += termPool[symbols[r].rowStart + e.position].coefficient * d
                if symbols[r].kind == .dummy && abs(symbols[r].constant) >= epsilon { consistent = false }
                rowConstantChanged(r)
            }
            for k in levelOrder {
                levels[Int(k)].constant += levels[Int(k)].weights[m] * d
            }
        }
        return consistent
    }

    /// Sets the constant incrementally (dual simplex). Throws `unsatisfiable` (leaving
    /// everything as it was) when a required constraint cannot take the new constant.
    mutating func changeConstant(_ slot: Int32, to value: Double) throws(LayoutSolverError) {
        let old = constraints[Int(slot)].constant
        let delta = value - old
        if delta == 0 { return }
        infeasible.removeAll(keepingCapacity: true)
        if !shiftConstant(slot, by: delta) {
            _ = shiftConstant(slot, by: -delta)
            infeasible.removeAll(keepingCapacity: true)
            try rebuildConstraint(slot, constant: value, strength: constraints[Int(slot)].strength)
            return
        }
        constraints[Int(slot)].constant = value
        journal.removeAll(keepingCapacity: true)
        journaling = true
        let failed = dualOptimize()
        journaling = false
        if failed >= 0 {
            let conflicts = conflictSlots(inRow: failed, except: slot)
            undoJournal()
            _ = shiftConstant(slot, by: -delta)
            constraints[Int(slot)].constant = old
            infeasible.removeAll(keepingCapacity: true)
            throw .unsatisfiable(conflicts: conflicts)
        }
        journal.removeAll(keepingCapacity: true)
    }

    /// Removes and re-adds the constraint with a new constant or strength (same slot and ID).
    /// If the new form cannot be added, the old one is re-added and the error rethrown.
    mutating func rebuildConstraint(_ slot: Int32, constant: Double,
                                    strength: LayoutStrength) throws(LayoutSolverError) {
        let oldConstant = constraints[Int(slot)].constant
        let oldStrength = constraints[Int(slot)].strength
        extractConstraint(slot)
        optimize()
        constraints[Int(slot)].constant = constant
        constraints[Int(slot)].strength = strength
        do {
            try insertConstraint(slot)
        } catch {
            constraints[Int(slot)].constant = oldConstant
            constraints[Int(slot)].strength = oldStrength
            try? insertConstraint(slot)
            throw error
        }
    }

    // MARK: Strength

    mutating func changeStrength(_ slot: Int32, to strength: LayoutStrength) throws(LayoutSolverError) {
        let c = constraints[Int(slot)]
        if c.strength.priority == strength.priority { return }
        guard !c.strength.isRequired && !strength.isRequired else {
            try rebuildConstraint(slot, constant: c.constant, strength: strength)
            return
        }
        // Optional to optional: move the error symbols' weights between levels.
        let new = acquireLevel(strength.priority)
        for e in [c.marker, c.other] where e >= 0 && symbols[e].kind == .error {
            addToLevel(c.level, symbol: e, factor: -1)
            addToLevel(new, symbol: e, factor: 1)
        }
        releaseLevel(c.level)
        constraints[Int(slot)].level = new
        constraints[Int(slot)].strength = strength
        optimize()
    }
}
