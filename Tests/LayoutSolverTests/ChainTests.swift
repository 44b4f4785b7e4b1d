//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import UIKitLayoutSolver

/// Systems shaped like view hierarchies — many variables, each new one defined from earlier
/// ones (so variables' rows refer to other variables' rows), with inequalities and priorities
/// on top — changed at random and compared with a fresh build of the final system.
@Suite struct ChainTests {
    @Test(arguments: 0..<60) func randomChainsMatchFresh(seed: Int) throws {
        var rng = SeededRandom(seed: UInt64(seed) &* 6_700_417 &+ 11)
        let n = rng.int(6...12)
        let s = LayoutSolver()
        let v = (0..<n).map { _ in s.addVariable() }
        var live: [(PlainConstraint, LayoutConstraintID)] = []
        func add(_ c: PlainConstraint) {
            if let id = try? c.add(to: s, v) { live.append((c, id)) }
        }
        func row(_ pairs: [(Int, Double)], _ constant: Double, _ relation: LayoutRelation, _ p: Float) -> PlainConstraint {
            var c = Array(repeating: 0.0, count: n)
            for (i, k) in pairs { c[i] += k }
            return PlainConstraint(coefficients: c, constant: constant, relation: relation, priority: p)
        }
        // A bounded start: a required box, then each variable defined from earlier ones.
        for i in 0..<n {
            add(row([(i, 1)], 500, .greaterThanOrEqual, 1000))
            add(row([(i, 1)], -500, .lessThanOrEqual, 1000))
        }
        let box = live.count
        for i in 1..<n {
            let j = rng.int(0...i - 1), k = rng.int(0...i - 1)
            add(row([(i, 1), (j, -1), (k, -Double(rng.int(0...1)))], -Double(rng.int(0...20)), .equal,
                    rng.pick([1000, 1000, 750])))
        }
        let priorities: [Float] = [1000, 751, 750, 500, 250]
        for step in 0..<30 {
            switch rng.int(0...9) {
            case 0...3:
                let i = rng.int(0...n - 1), j = rng.int(0...n - 1)
                add(row([(i, Double(rng.pick([1, 1, 2]))), (j, -Double(rng.pick([0, 1])))],
                        Double(rng.int(-40...40)), rng.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]),
                        rng.pick(priorities)))
            case 4, 5:
                guard live.count > box else { continue }
                let i = rng.int(box...live.count - 1)
                try s.removeConstraint(live[i].1)
                live.remove(at: i)
            case 6, 7:
                guard live.count > box else { continue }
                let i = rng.int(box...live.count - 1)
                let k = Double(rng.int(-40...40))
                if (try? s.setConstant(k, of: live[i].1)) != nil { live[i].0.constant = k }
            default:
                guard live.count > box else { continue }
                let i = rng.int(box...live.count - 1)
                let p = rng.pick(priorities)
                if (try? s.setStrength(LayoutStrength(priority: p), of: live[i].1)) != nil { live[i].0.priority = p }
            }
            let system = live.map(\.0)
            try expectMatchesFreshBuild(s, v, system, "seed \(seed) step \(step)")
            // Every value the solver reports as changed is reported with its current value.
            var reported: [LayoutVariable: Double] = [:]
            s.takeChangedVariables { reported[$0] = $1 }
            for (variable, value) in reported { #expect(value == s.value(of: variable)) }
        }
    }
}
