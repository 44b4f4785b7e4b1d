//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Variables, edit variables, ambiguity and change tracking.

extension SolverCore {
    // MARK: Variables

    mutating func addVariable() -> LayoutVariable {
        let slot: Int32
        if let reused = freeVariableSlots.popLast() {
            slot = reused
        } else {
            slot = Int32(variables.count)
            variables.append(VariableRecord())
        }
        let generation = variables[Int(slot)].generation
        let s = newSymbol(.external, owner: slot)
        variables[Int(slot)] = VariableRecord(inUse: true, generation: generation, symbol: s)
        return LayoutVariable(index: slot, generation: generation)
    }

    mutating func removeVariable(_ v: LayoutVariable) {
        defer { refreshValues() }
        guard isLive(v) else { return }
        let slot = Int(v.index)
        if variables[slot].edit >= 0 { try? removeEdit(v) }
        guard variables[slot].uses == 0 else { return }
        releaseSymbol(variables[slot].symbol)
        variables[slot].inUse = false
        variables[slot].isChanged = false
        variables[slot].symbol = -1
        variables[slot].generation &+= 1
        freeVariableSlots.append(v.index)
    }

    @inline(__always) func value(of v: LayoutVariable) -> Double {
        guard isLive(v) else { return 0 }
        let s = variables[Int(v.index)].symbol
        return symbols[s].isBasic ? symbols[s].value : 0
    }

    // MARK: Edit variables

    mutating func addEdit(_ v: LayoutVariable, strength: LayoutStrength) throws(LayoutSolverError) {
        defer { refreshValues() }
        guard isLive(v) else { throw .unknownVariable }
        guard !strength.isRequired else { throw .requiredEditVariable }
        guard variables[Int(v.index)].edit < 0 else { throw .duplicateEditVariable }
        let slot = newConstraintSlot()
        // v − value = 0, starting at the variable's present value so that adding it moves nothing.
        constraints[Int(slot)] = ConstraintRecord(
            inUse: true, isEdit: true, generation: constraints[Int(slot)].generation,
            serial: nextSerial, relation: .equal, strength: strength, constant: -value(of: v))
        nextSerial += 1
        constraintTerms[Int(slot)] = [LayoutTerm(v, 1)]
        do {
            try insertConstraint(slot)
        } catch {
            freeSlot(slot)
            throw error
        }
        variables[Int(v.index)].edit = slot
    }

    mutating func removeEdit(_ v: LayoutVariable) throws(LayoutSolverError) {
        defer { refreshValues() }
        guard isLive(v) else { throw .unknownVariable }
        let slot = variables[Int(v.index)].edit
        guard slot >= 0 else { throw .unknownEditVariable }
        extractConstraint(slot)
        optimize()
        freeSlot(slot)
        variables[Int(v.index)].edit = -1
    }

    mutating func suggest(_ value: Double, for v: LayoutVariable) throws(LayoutSolverError) {
        defer { refreshValues() }
        guard value.isFinite else { throw .invalidValue }
        guard isLive(v) else { throw .unknownVariable }
        let slot = variables[Int(v.index)].edit
        guard slot >= 0 else { throw .unknownEditVariable }
        try changeConstant(slot, to: -value)
    }

    mutating func freeSlot(_ slot: Int32) {
        constraints[Int(slot)].inUse = false
        constraints[Int(slot)].generation &+= 1
        constraintTerms[Int(slot)] = []
        freeConstraintSlots.append(slot)
    }

    // MARK: Ambiguity

    /// Whether the variable could take another value with every level's objective unchanged:
    /// it is nonbasic (in no constraint, or only in constraints that leave it free), or its row
    /// contains a free direction — a nonbasic external symbol, or a nonbasic slack or error
    /// whose reduced cost is zero at every level and that can increase by a positive amount
    /// before a restricted row blocks it. At a degenerate vertex (a blocking row at zero) a move
    /// that needs a pivot first is not detected, so such a variable reads as fixed.
    mutating func isAmbiguous(_ v: LayoutVariable) -> Bool {
        guard isLive(v) else { return false }
        let x = variables[Int(v.index)].symbol
        guard symbols[x].isBasic else { return true }
        // The row in full (references expanded), in `build`.
        buildCount = 0
        _ = expandReferences([(x, 1)])
        var free = false
        for i in 0..<buildCount {
            let t = build[i]
            scatter[t.symbol] = -1
            guard !free, abs(t.coefficient) >= epsilon else { continue }
            switch symbols[t.symbol].kind {
            case .external: free = true
            case .dummy, .artificial: continue
            case .slack, .error:
                guard reducedCostSign(t.symbol) == 0 else { continue }
                let r = leavingRow(for: t.symbol)
                if r < 0 || symbols[r].constant / -coefficient(of: t.symbol, inRow: r) > epsilon { free = true }
            }
        }
        return free
    }

    // MARK: Changes

    /// The changed variable slots since the last call, emptied.
    mutating func takeChanged() -> [Int32] {
        let list = changed
        changed = []
        return list
    }

    /// For a slot from `takeChanged()`: its variable and value if the value differs from the
    /// last one reported, else nil.
    mutating func report(_ slot: Int32) -> (LayoutVariable, Double)? {
        guard variables[Int(slot)].isChanged else { return nil }
        variables[Int(slot)].isChanged = false
        guard variables[Int(slot)].inUse else { return nil }
        let v = LayoutVariable(index: slot, generation: variables[Int(slot)].generation)
        let value = value(of: v)
        guard value != variables[Int(slot)].reported else { return nil }
        variables[Int(slot)].reported = value
        return (v, value)
    }
}
