//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import UIKitLayoutSolver

/// A constraint as plain data, for building systems in the solver and checking them by brute force.
struct PlainConstraint {
    var coefficients: [Double]          // one per variable
    var constant: Double
    var relation: LayoutRelation
    var priority: Float                 // 1000 = required

    func evaluate(_ x: [Double]) -> Double {
        var e = constant
        for i in coefficients.indices { e += coefficients[i] * x[i] }
        return e
    }

    /// How far `x` is from satisfying it (0 when satisfied).
    func error(_ x: [Double]) -> Double {
        let e = evaluate(x)
        switch relation {
        case .equal: return abs(e)
        case .lessThanOrEqual: return max(0, e)
        case .greaterThanOrEqual: return max(0, -e)
        }
    }

    @discardableResult
    func add(to s: LayoutSolver, _ v: [LayoutVariable]) throws(LayoutSolverError) -> LayoutConstraintID {
        let terms = coefficients.indices.filter { coefficients[$0] != 0 }.map { LayoutTerm(v[$0], coefficients[$0]) }
        return try s.addConstraint(terms, constant: constant, relation: relation,
                                   strength: LayoutStrength(priority: priority))
    }
}

/// The optional priorities present, highest first.
func levels(of system: [PlainConstraint]) -> [Float] {
    Array(Set(system.filter { $0.priority < 1000 }.map(\.priority))).sorted(by: >)
}

/// Sum of errors at each level (highest first).
func objective(_ system: [PlainConstraint], _ x: [Double], levels: [Float]) -> [Double] {
    levels.map { p in system.filter { $0.priority == p }.reduce(0) { $0 + $1.error(x) } }
}

func requiredHold(_ system: [PlainConstraint], _ x: [Double], _ tol: Double = 1e-6) -> Bool {
    system.allSatisfy { $0.priority < 1000 || $0.error(x) <= tol }
}

/// Whether `a` is lexicographically smaller than `b` by more than `tol` at the first level that differs.
func lexLess(_ a: [Double], _ b: [Double], _ tol: Double = 1e-7) -> Bool {
    for i in a.indices {
        if a[i] < b[i] - tol { return true }
        if a[i] > b[i] + tol { return false }
    }
    return false
}

/// Solves the square system `m x = r` by Gaussian elimination with partial pivoting; nil if singular.
func solveSquare(_ m: [[Double]], _ r: [Double]) -> [Double]? {
    let n = r.count
    var a = m, b = r
    for col in 0..<n {
        var best = col
        for row in col..<n where abs(a[row][col]) > abs(a[best][col]) { best = row }
        if abs(a[best][col]) < 1e-9 { return nil }
        a.swapAt(col, best); b.swapAt(col, best)
        for row in 0..<n where row != col {
            let f = a[row][col] / a[col][col]
            if f == 0 { continue }
            for k in col..<n { a[row][k] -= f * a[col][k] }
            b[row] -= f * b[col]
        }
    }
    return (0..<n).map { b[$0] / a[$0][$0] }
}

/// The lexicographic optimum by vertex enumeration: every vertex of the arrangement of all the
/// constraints' hyperplanes that satisfies the required ones (the system must be bounded, e.g.
/// by a required box). Returns nil when no vertex is feasible (the required constraints conflict).
func bruteForceOptimum(_ system: [PlainConstraint], variables n: Int) -> (point: [Double], objective: [Double])? {
    let lv = levels(of: system)
    var best: ([Double], [Double])?
    func visit(_ chosen: [Int], from: Int) {
        if chosen.count == n {
            let m = chosen.map { system[$0].coefficients }
            let r = chosen.map { -system[$0].constant }
            guard let x = solveSquare(m, r), requiredHold(system, x) else { return }
            let f = objective(system, x, levels: lv)
            if best == nil || lexLess(f, best!.1) { best = (x, f) }
            return
        }
        guard from < system.count else { return }
        for i in from..<system.count { visit(chosen + [i], from: i + 1) }
    }
    visit([], from: 0)
    return best
}

/// A random system: a required box −50 ≤ xᵢ ≤ 50, then `count` constraints with small integer
/// coefficients and constants at required or a few optional priorities.
func randomSystem(_ rng: inout SeededRandom, variables n: Int, count: Int,
                  priorities: [Float] = [1000, 250, 500, 750]) -> [PlainConstraint] {
    var system: [PlainConstraint] = []
    for i in 0..<n {
        var c = Array(repeating: 0.0, count: n); c[i] = 1
        system.append(PlainConstraint(coefficients: c, constant: 50, relation: .greaterThanOrEqual, priority: 1000))
        system.append(PlainConstraint(coefficients: c, constant: -50, relation: .lessThanOrEqual, priority: 1000))
    }
    for _ in 0..<count { system.append(randomConstraint(&rng, variables: n, priorities: priorities)) }
    return system
}

func randomConstraint(_ rng: inout SeededRandom, variables n: Int, priorities: [Float]) -> PlainConstraint {
    var c = Array(repeating: 0.0, count: n)
    let used = rng.int(1...n)
    for _ in 0..<used { c[rng.int(0...n - 1)] = Double(rng.pick([-3, -2, -1, 1, 1, 2, 3])) }
    if c.allSatisfy({ $0 == 0 }) { c[0] = 1 }
    return PlainConstraint(coefficients: c, constant: Double(rng.int(-30...30)),
                           relation: rng.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]),
                           priority: rng.pick(priorities))
}

/// Checks an incrementally edited solver against `system` built from scratch: required
/// constraints hold, every priority level's objective is the fresh build's, and where neither
/// solution is ambiguous the values agree.
func expectMatchesFreshBuild(_ s: LayoutSolver, _ v: [LayoutVariable], _ system: [PlainConstraint],
                             _ context: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let n = v.count
    let fresh = LayoutSolver()
    let w = (0..<n).map { _ in fresh.addVariable() }
    for c in system { try c.add(to: fresh, w) }
    let x = v.map { s.value(of: $0) }, y = w.map { fresh.value(of: $0) }
    #expect(requiredHold(system, x), "\(context): required broken at \(x)", sourceLocation: sourceLocation)
    let lv = levels(of: system)
    let fx = objective(system, x, levels: lv), fy = objective(system, y, levels: lv)
    for i in lv.indices {
        #expect(close(fx[i], fy[i], 1e-5), "\(context): level \(lv[i]) \(fx[i]) vs fresh \(fy[i])", sourceLocation: sourceLocation)
    }
    if w.allSatisfy({ !fresh.isAmbiguous($0) }) && v.allSatisfy({ !s.isAmbiguous($0) }) {
        for i in 0..<n { #expect(close(x[i], y[i], 1e-5), "\(context): x\(i) \(x[i]) vs \(y[i])", sourceLocation: sourceLocation) }
    }
}
