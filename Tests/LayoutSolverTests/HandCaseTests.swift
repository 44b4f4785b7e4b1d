//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import UIKitLayoutSolver

@Suite struct HandCaseTests {
    @Test func equalities() throws {
        let s = LayoutSolver()
        let x = s.addVariable(), y = s.addVariable()
        try add(s, [(x, 1)], -10, .equal)                // x = 10
        try add(s, [(x, 1), (y, 1)], -25, .equal)        // x + y = 25
        #expect(close(s.value(of: x), 10))
        #expect(close(s.value(of: y), 15))
        #expect(s.constraintCount == 2)
    }

    @Test func repeatedTermsAndConstantOnlyConstraints() throws {
        let s = LayoutSolver()
        let x = s.addVariable()
        try add(s, [(x, 1), (x, 1)], -10, .equal)        // 2x = 10
        #expect(close(s.value(of: x), 5))
        try add(s, [(x, 1), (x, -1)], 0, .equal)         // 0 = 0: redundant, fine
        try add(s, [], 5, .equal, 250)                    // 5 = 0 optional: just an error
        try add(s, [], -1, .lessThanOrEqual)              // −1 ≤ 0: always true
        #expect(throws: LayoutSolverError.unsatisfiable(conflicts: [])) { try add(s, [], 1, .lessThanOrEqual) }
        #expect(close(s.value(of: x), 5))
        #expect(s.constraintCount == 4)
    }

    @Test func anyCollectionOfTerms() throws {
        let s = LayoutSolver()
        let x = s.addVariable(), y = s.addVariable()
        let terms = [LayoutTerm(x, 1), LayoutTerm(y, 1), LayoutTerm(x, 5)]
        _ = try s.addConstraint(terms.prefix(2), constant: -10, relation: .equal, strength: .required)
        _ = try s.addConstraint(CollectionOfOne(LayoutTerm(x, 1)), constant: -3, relation: .equal, strength: .required)
        _ = try s.addConstraint([LayoutTerm(y, 2)].lazy.map { $0 }, constant: -14, relation: .lessThanOrEqual,
                            strength: .defaultLow)
        #expect(close(s.value(of: x), 3) && close(s.value(of: y), 7))
        #expect(s.constraintCount == 3)
    }

    @Test func inequalities() throws {
        let s = LayoutSolver()
        let x = s.addVariable()
        try add(s, [(x, 1)], -10, .greaterThanOrEqual)   // x ≥ 10
        try add(s, [(x, 1)], -5, .lessThanOrEqual, 250)  // x ≤ 5, optional
        #expect(close(s.value(of: x), 10))
        try add(s, [(x, 1)], -30, .greaterThanOrEqual, 500) // x ≥ 30 beats x ≤ 5
        #expect(close(s.value(of: x), 30))
    }

    /// Kiwi's clamped weighted sum would give x = 10 here (3 × 250 > 251); priorities are a
    /// strict hierarchy, so the single 251 wins.
    @Test func prioritiesStrictlyDominate() throws {
        let s = LayoutSolver()
        let x = s.addVariable()
        try add(s, [(x, 1)], 0, .equal, 251)
        for _ in 0..<3 { try add(s, [(x, 1)], -10, .equal, 250) }
        #expect(close(s.value(of: x), 0))
        // Many errors at lower levels still lose, across several levels.
        let y = s.addVariable()
        try add(s, [(y, 1)], -1, .equal, 999)
        for p: Float in [1, 50, 250, 500, 749.5, 750] {
            for _ in 0..<5 { try add(s, [(y, 1)], -100, .equal, p) }
        }
        #expect(close(s.value(of: y), 1))
    }

    @Test func optionalEqualityMinimisesAbsoluteError() throws {
        let s = LayoutSolver()
        let x = s.addVariable()
        try add(s, [(x, 1)], -10, .equal, 500)            // wants 10
        try add(s, [(x, 1)], -15, .greaterThanOrEqual)   // must be ≥ 15
        #expect(close(s.value(of: x), 15))
        let y = s.addVariable()
        try add(s, [(y, 1)], -10, .equal, 500)            // wants 10
        try add(s, [(y, 1)], -4, .lessThanOrEqual)       // must be ≤ 4
        #expect(close(s.value(of: y), 4))
        // Two at one level: the sum of |errors| is flat between them; a third tips it.
        let z = s.addVariable()
        try add(s, [(z, 1)], 0, .equal, 300)
        try add(s, [(z, 1)], -20, .equal, 300)
        try add(s, [(z, 1)], -20, .equal, 300)
        #expect(close(s.value(of: z), 20))
    }

    @Test func optionalInequalityCostsOnlyWhenViolated() throws {
        let s = LayoutSolver()
        let x = s.addVariable()
        try add(s, [(x, 1)], -100, .lessThanOrEqual, 750)  // x ≤ 100 (free below)
        try add(s, [(x, 1)], -40, .equal, 250)             // wants 40
        #expect(close(s.value(of: x), 40))
        try add(s, [(x, 1)], -60, .greaterThanOrEqual, 750) // x ≥ 60 costs at 750 if violated
        #expect(close(s.value(of: x), 60))
    }

    @Test func requiredConflictReportsConflictsAndChangesNothing() throws {
        let s = LayoutSolver()
        let x = s.addVariable(), y = s.addVariable(), z = s.addVariable()
        let c0 = try add(s, [(z, 1)], -3, .equal)                       // unrelated
        let c1 = try add(s, [(x, 1)], -10, .equal)                      // x = 10
        let c2 = try add(s, [(y, 1), (x, -1)], -5, .greaterThanOrEqual) // y ≥ x + 5
        try add(s, [(y, 1)], -40, .equal, 250)                          // optional y = 40
        _ = c0
        s.takeChangedVariables { _, _ in }
        let before = [s.value(of: x), s.value(of: y), s.value(of: z)]
        #expect(throws: LayoutSolverError.unsatisfiable(conflicts: [c1, c2])) {
            try add(s, [(y, 1)], -12, .lessThanOrEqual)                 // y ≤ 12: contradiction
        }
        #expect([s.value(of: x), s.value(of: y), s.value(of: z)] == before
                || zip([s.value(of: x), s.value(of: y), s.value(of: z)], before).allSatisfy { close($0, $1, 1e-9) })
        #expect(s.constraintCount == 4)
        var changed = 0
        s.takeChangedVariables { _, _ in changed += 1 }
        #expect(changed == 0)
        // A direct contradiction names the one constraint; a self-contradiction none.
        #expect(throws: LayoutSolverError.unsatisfiable(conflicts: [c1])) {
            try add(s, [(x, 1)], -11, .equal)
        }
        #expect(throws: LayoutSolverError.unsatisfiable(conflicts: [])) {
            try add(s, [], 5, .equal)
        }
        // The solver still works.
        try add(s, [(y, 1)], -20, .lessThanOrEqual)
        #expect(close(s.value(of: y), 20))
    }

    @Test func setConstantMatchesFreshSolve() throws {
        func build(_ gap: Double) throws -> (LayoutSolver, [LayoutVariable], LayoutConstraintID) {
            let s = LayoutSolver()
            let v = (0..<4).map { _ in s.addVariable() }
            try add(s, [(v[0], 1)], 0, .equal)
            let id = try add(s, [(v[1], 1), (v[0], -1)], -gap, .equal)       // v1 = v0 + gap
            try add(s, [(v[2], 1), (v[1], -1)], -8, .greaterThanOrEqual)     // v2 ≥ v1 + 8
            try add(s, [(v[2], 1)], -30, .equal, 250)                        // v2 ≈ 30
            try add(s, [(v[3], 1), (v[2], -2)], 0, .equal)                   // v3 = 2 v2
            try add(s, [(v[3], 1)], -70, .lessThanOrEqual, 750)              // v3 ≤ 70
            return (s, v, id)
        }
        let (s, v, id) = try build(5)
        for gap in [5.0, 12, 40, -3, 0, 100, 7.25] {
            try s.setConstant(-gap, of: id)
            let (fresh, w, _) = try build(gap)
            for i in 0..<4 { #expect(close(s.value(of: v[i]), fresh.value(of: w[i])), "gap \(gap) var \(i)") }
            #expect(s.constant(of: id) == -gap)
        }
    }

    @Test func requiredConstantConflictIsRefused() throws {
        let s = LayoutSolver()
        let x = s.addVariable()
        let low = try add(s, [(x, 1)], -10, .greaterThanOrEqual)    // x ≥ 10
        let high = try add(s, [(x, 1)], -20, .lessThanOrEqual)      // x ≤ 20
        try add(s, [(x, 1)], -15, .equal, 250)
        #expect(close(s.value(of: x), 15))
        #expect(throws: LayoutSolverError.unsatisfiable(conflicts: [low])) {
            try s.setConstant(-5, of: high)                          // x ≤ 5
        }
        #expect(s.constant(of: high) == -20)
        #expect(close(s.value(of: x), 15))
        try s.setConstant(-12, of: high)
        #expect(close(s.value(of: x), 12))
    }

    @Test func redundantEqualityConstantChange() throws {
        let s = LayoutSolver()
        let x = s.addVariable(), y = s.addVariable()
        let a = try add(s, [(x, 1)], -10, .equal)              // x = 10
        let b = try add(s, [(y, 1), (x, -1)], 0, .equal)       // y = x
        let c = try add(s, [(y, 1)], -10, .equal)              // y = 10 (redundant)
        #expect(throws: LayoutSolverError.self) { try s.setConstant(-12, of: c) }
        #expect(close(s.value(of: y), 10))
        try s.removeConstraint(a)
        try s.setConstant(-12, of: c)
        #expect(close(s.value(of: x), 12) && close(s.value(of: y), 12))
        try s.removeConstraint(b)
        #expect(close(s.value(of: y), 12))
        #expect(s.isAmbiguous(x))
    }

    @Test func editVariables() throws {
        let s = LayoutSolver()
        let width = s.addVariable(), left = s.addVariable(), right = s.addVariable()
        try add(s, [(left, 1)], -10, .equal)                            // left = 10
        try add(s, [(right, 1), (width, -1)], 10, .equal)               // right = width − 10
        try add(s, [(width, 1)], -600, .lessThanOrEqual)                // width ≤ 600
        try s.addEditVariable(width, strength: LayoutStrength(priority: 500))
        #expect(throws: LayoutSolverError.duplicateEditVariable) {
            try s.addEditVariable(width, strength: LayoutStrength(priority: 500))
        }
        #expect(throws: LayoutSolverError.requiredEditVariable) { try s.addEditVariable(left, strength: .required) }
        for w in [320.0, 480, 375, 1000, 200] {
            try s.suggestValue(w, for: width)
            let expected = min(w, 600)
            #expect(close(s.value(of: width), expected))
            #expect(close(s.value(of: right), expected - 10))
        }
        #expect(throws: LayoutSolverError.unknownEditVariable) { try s.suggestValue(1, for: left) }
        #expect(throws: LayoutSolverError.invalidValue) { try s.suggestValue(.nan, for: width) }
        try s.removeEditVariable(width)
        #expect(throws: LayoutSolverError.unknownEditVariable) { try s.removeEditVariable(width) }
        #expect(s.constraintCount == 3)
    }

    @Test func editAgainstPriorities() throws {
        let s = LayoutSolver()
        let w = s.addVariable()
        try add(s, [(w, 1)], -300, .equal, 750)     // stronger than the edit
        try s.addEditVariable(w, strength: LayoutStrength(priority: 500))
        try s.suggestValue(400, for: w)
        #expect(close(s.value(of: w), 300))
        let weak = try add(s, [(w, 1)], -100, .equal, 250)
        try s.setStrength(LayoutStrength(priority: 800), of: weak)  // now beats both
        #expect(close(s.value(of: w), 100))
        try s.setStrength(LayoutStrength(priority: 100), of: weak)
        #expect(close(s.value(of: w), 300))
        try s.suggestValue(350, for: w)
        #expect(close(s.value(of: w), 300))
    }

    @Test func setStrengthRequiredAndBack() throws {
        let s = LayoutSolver()
        let x = s.addVariable()
        let a = try add(s, [(x, 1)], -10, .equal)
        let b = try add(s, [(x, 1)], -20, .equal, 500)
        #expect(close(s.value(of: x), 10))
        #expect(throws: LayoutSolverError.unsatisfiable(conflicts: [a])) { try s.setStrength(.required, of: b) }
        #expect(s.strength(of: b) == LayoutStrength(priority: 500))
        try s.setStrength(LayoutStrength(priority: 250), of: a)
        #expect(close(s.value(of: x), 20))
        try s.setStrength(.required, of: b)
        #expect(s.strength(of: b)?.isRequired == true)
        #expect(close(s.value(of: x), 20))
        try s.removeConstraint(b)                  // same ID after the rebuild
        #expect(close(s.value(of: x), 10))
    }

    @Test func removeThenReAdd() throws {
        let s = LayoutSolver()
        let x = s.addVariable(), y = s.addVariable()
        let a = try add(s, [(x, 1)], -10, .equal)
        let b = try add(s, [(y, 1), (x, -1)], -5, .equal)
        try add(s, [(y, 1)], 0, .equal, 10)
        #expect(close(s.value(of: y), 15))
        try s.removeConstraint(a)
        #expect(close(s.value(of: y), 0) && close(s.value(of: x), -5))
        #expect(throws: LayoutSolverError.unknownConstraint) { try s.removeConstraint(a) }
        let a2 = try add(s, [(x, 1)], -10, .equal)
        #expect(a2.index == a.index && a2 != a)     // slot reused, ID distinct
        #expect(close(s.value(of: y), 15))
        try s.removeConstraint(b)
        try s.removeConstraint(a2)
        #expect(s.constraintCount == 1)
    }

    @Test func variableSlotReuse() throws {
        let s = LayoutSolver()
        let x = s.addVariable(), y = s.addVariable()
        let c = try add(s, [(x, 1)], -7, .equal)
        s.removeVariable(x)                         // still used: no-op
        #expect(close(s.value(of: x), 7))
        try s.removeConstraint(c)
        s.removeVariable(x)
        let z = s.addVariable()
        #expect(z.index == x.index && z != x)
        #expect(s.value(of: z) == 0)
        #expect(throws: LayoutSolverError.unknownVariable) { try add(s, [(x, 1)], 0, .equal) }
        try add(s, [(z, 1), (y, 1)], -3, .equal)
        try add(s, [(z, 1)], -1, .equal)
        #expect(close(s.value(of: y), 2))
    }

    @Test func badInputIsRejected() throws {
        let s = LayoutSolver()
        let x = s.addVariable()
        #expect(throws: LayoutSolverError.invalidValue) { try add(s, [(x, 1)], .nan, .equal) }
        #expect(throws: LayoutSolverError.invalidValue) { try add(s, [(x, .infinity)], 0, .equal) }
        #expect(throws: LayoutSolverError.invalidValue) { try add(s, [(x, 1)], -.infinity, .equal) }
        let c = try add(s, [(x, 1)], -1, .equal)
        #expect(throws: LayoutSolverError.invalidValue) { try s.setConstant(.nan, of: c) }
        #expect(throws: LayoutSolverError.invalidValue) { try s.setConstant(.infinity, of: c) }
        #expect(close(s.value(of: x), 1))
        #expect(s.constraintCount == 1)
        try s.removeConstraint(c)
        #expect(throws: LayoutSolverError.unknownConstraint) { try s.removeConstraint(c) }
        #expect(throws: LayoutSolverError.unknownConstraint) { try s.setConstant(1, of: c) }
        #expect(throws: LayoutSolverError.unknownConstraint) { try s.setStrength(.required, of: c) }
        let other = LayoutSolver()
        #expect(throws: LayoutSolverError.unknownVariable) { try add(other, [(x, 1)], 0, .equal) }
        #expect(LayoutStrength(priority: .nan).priority == 1)
        #expect(LayoutStrength(priority: 5000).isRequired)
        #expect(LayoutStrength(priority: -3).priority > 0)
        #expect(!LayoutStrength(priority: 999).isRequired)
    }

    @Test func ambiguity() throws {
        let s = LayoutSolver()
        let free = s.addVariable(), oneSided = s.addVariable(), fixed = s.addVariable()
        let pulled = s.addVariable(), a = s.addVariable(), b = s.addVariable()
        #expect(s.isAmbiguous(free))
        try add(s, [(oneSided, 1)], -10, .greaterThanOrEqual)
        #expect(s.isAmbiguous(oneSided))
        try add(s, [(fixed, 1)], -10, .equal)
        #expect(!s.isAmbiguous(fixed))
        try add(s, [(pulled, 1)], -10, .greaterThanOrEqual)
        try add(s, [(pulled, 1)], -5, .lessThanOrEqual, 250)   // hugging pulls it down to 10
        #expect(!s.isAmbiguous(pulled))
        try add(s, [(a, 1), (b, 1)], -10, .equal)
        #expect(s.isAmbiguous(a) && s.isAmbiguous(b))
        try add(s, [(a, 1)], -4, .equal, 1)
        #expect(!s.isAmbiguous(a) && !s.isAmbiguous(b))
        #expect(close(s.value(of: b), 6))
    }

    @Test func changedVariables() throws {
        let s = LayoutSolver()
        let x = s.addVariable(), y = s.addVariable(), z = s.addVariable()
        let c = try add(s, [(x, 1)], -10, .equal)
        try add(s, [(y, 1), (x, -1)], -1, .equal)
        var seen: [LayoutVariable: Double] = [:]
        s.takeChangedVariables { seen[$0] = $1 }
        #expect(seen == [x: 10, y: 11])
        seen = [:]
        s.takeChangedVariables { seen[$0] = $1 }
        #expect(seen.isEmpty)
        try s.setConstant(-20, of: c)
        try add(s, [(z, 1)], 0, .equal)           // z stays 0: not reported
        s.takeChangedVariables { seen[$0] = $1 }
        #expect(seen == [x: 20, y: 21])
    }

    @Test func determinism() throws {
        func run() throws -> [Double] {
            let s = LayoutSolver()
            let v = (0..<6).map { _ in s.addVariable() }
            for i in 1..<6 { try add(s, [(v[i], 1), (v[i - 1], -1)], -10, .greaterThanOrEqual) }
            for i in 0..<6 { try add(s, [(v[i], 1)], -Double(i * 7), .equal, 250) }
            try add(s, [(v[5], 1)], -40, .lessThanOrEqual, 500)
            return v.map { s.value(of: $0) }
        }
        #expect(try run() == run())
    }
}
