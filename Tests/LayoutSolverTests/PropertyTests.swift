//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import UIKitLayoutSolver

@Suite struct PropertyTests {
    /// Random small systems: required constraints hold, and the objective at every level equals
    /// the brute-force lexicographic optimum. A refused required constraint is really infeasible
    /// with the others, and its reported conflicts alone already make it infeasible.
    @Test(arguments: 0..<300) func matchesBruteForce(seed: Int) throws {
        var rng = SeededRandom(seed: UInt64(seed) &* 7919 &+ 17)
        let n = rng.int(2...3)
        let system = randomSystem(&rng, variables: n, count: rng.int(2...(n == 2 ? 8 : 6)))
        let s = LayoutSolver()
        let v = (0..<n).map { _ in s.addVariable() }
        var accepted: [PlainConstraint] = []
        var ids: [LayoutConstraintID] = []
        for c in system {
            switch Result(catching: { () throws(LayoutSolverError) in try c.add(to: s, v) }) {
            case .success(let id):
                ids.append(id)
                accepted.append(c)
            case .failure(let error):
                guard case .unsatisfiable(let conflicts) = error else {
                    Issue.record("seed \(seed): \(error)"); return
                }
                #expect(c.priority == 1000, "seed \(seed): optional refused")
                #expect(bruteForceOptimum(accepted + [c], variables: n) == nil, "seed \(seed): refused a feasible constraint")
                let named = conflicts.map { id in accepted[ids.firstIndex(of: id)!] }
                let box = Array(accepted.prefix(2 * n))
                // The conflicts (with the box, which only keeps the check bounded) already refuse it.
                #expect(bruteForceOptimum(box + named + [c], variables: n) == nil,
                        "seed \(seed): conflicts \(conflicts) do not explain the refusal")
                let order = conflicts.map { ids.firstIndex(of: $0)! }
                #expect(order == order.sorted())
            }
            let x = v.map { s.value(of: $0) }
            #expect(requiredHold(accepted, x), "seed \(seed): required broken at \(x)")
            guard accepted.count >= 2 * n else { continue }   // bounded once the box is in
            guard let best = bruteForceOptimum(accepted, variables: n) else {
                Issue.record("seed \(seed): brute force found no feasible point"); return
            }
            let lv = levels(of: accepted)
            let f = objective(accepted, x, levels: lv)
            for i in lv.indices {
                #expect(close(f[i], best.objective[i], 1e-5),
                        "seed \(seed): level \(lv[i]) objective \(f[i]) vs optimum \(best.objective[i]) at \(x) vs \(best.point)")
            }
        }
    }

    /// Random sequences of add / remove / setConstant / setStrength / suggestValue reach the
    /// same objective as building the final system from scratch, and the same values where the
    /// optimum is unique.
    @Test(arguments: 0..<150) func incrementalMatchesFresh(seed: Int) throws {
        var rng = SeededRandom(seed: UInt64(seed) &* 104_729 &+ 3)
        let n = rng.int(2...4)
        let priorities: [Float] = [1000, 100, 300, 700]
        var live: [(PlainConstraint, LayoutConstraintID)] = []
        let s = LayoutSolver()
        let v = (0..<n).map { _ in s.addVariable() }
        for c in randomSystem(&rng, variables: n, count: 0) { live.append((c, try c.add(to: s, v))) }
        // An edit on x0 at 600.
        try s.addEditVariable(v[0], strength: LayoutStrength(priority: 600))
        var edit = s.value(of: v[0])
        for step in 0..<25 {
            switch rng.int(0...9) {
            case 0...3:
                let c = randomConstraint(&rng, variables: n, priorities: priorities)
                if let id = try? c.add(to: s, v) { live.append((c, id)) }
            case 4:
                guard live.count > 2 * n else { continue }
                let i = rng.int(2 * n...live.count - 1)
                try s.removeConstraint(live[i].1)
                live.remove(at: i)
            case 5, 6:
                guard live.count > 2 * n else { continue }
                let i = rng.int(2 * n...live.count - 1)
                let k = Double(rng.int(-30...30))
                if (try? s.setConstant(k, of: live[i].1)) != nil {
                    live[i].0.constant = k
                } else {
                    #expect(s.constant(of: live[i].1) == live[i].0.constant)
                }
            case 7:
                guard live.count > 2 * n else { continue }
                let i = rng.int(2 * n...live.count - 1)
                let p = rng.pick(priorities)
                if (try? s.setStrength(LayoutStrength(priority: p), of: live[i].1)) != nil {
                    live[i].0.priority = p
                } else {
                    #expect(s.strength(of: live[i].1)?.priority == live[i].0.priority)
                }
            default:
                edit = Double(rng.int(-60...60))
                try s.suggestValue(edit, for: v[0])
            }
            // The edit as an optional equality, for the fresh build and the objective.
            var editConstraint = PlainConstraint(coefficients: Array(repeating: 0, count: n), constant: -edit,
                                                 relation: .equal, priority: 600)
            editConstraint.coefficients[0] = 1
            let system = live.map(\.0) + [editConstraint]
            try expectMatchesFreshBuild(s, v, system, "seed \(seed) step \(step)")
            #expect(s.constraintCount == live.count)
        }
    }
}
