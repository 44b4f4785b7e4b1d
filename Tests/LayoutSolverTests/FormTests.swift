//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import UIKitLayoutSolver

/// A form like the benchmark's (UIKitBenchmark/SolverBench.swift): rows of a label and a field
/// in a container whose width is an edit variable.
private struct Form {
    let solver = LayoutSolver()
    var left: LayoutVariable, width: LayoutVariable
    var labels: [[LayoutVariable]] = [], fields: [[LayoutVariable]] = []
    var spacings: [LayoutConstraintID] = []

    init(rows: Int, width value: Double?, spacing: (Int, Double)? = nil) throws {
        let s = solver
        left = s.addVariable()
        width = s.addVariable()
        try add(s, [(left, 1)], 0, .equal)
        try add(s, [(width, 1)], -320, .greaterThanOrEqual)
        if let value { try add(s, [(width, 1)], -value, .equal, 500) }
        for row in 0..<rows {
            let l = (0..<4).map { _ in s.addVariable() }, f = (0..<4).map { _ in s.addVariable() }
            let intrinsic = Double(40 + (row * 37) % 80)
            try add(s, [(l[0], 1), (left, -1)], -16, .equal)
            if let p = labels.last {
                let gap = spacing.map { $0.0 == row ? $0.1 : 8 } ?? 8
                spacings.append(try add(s, [(l[1], 1), (p[1], -1), (p[3], -1)], -gap, .equal))
                try add(s, [(l[2], 1), (labels[0][2], -1)], 0, .equal, 500)
            } else {
                try add(s, [(l[1], 1)], -20, .equal)
            }
            try add(s, [(l[2], 1)], -40, .greaterThanOrEqual)
            try add(s, [(l[2], 1)], -intrinsic, .lessThanOrEqual, 251)   // UILabel hugs at 251
            try add(s, [(l[2], 1)], -intrinsic, .greaterThanOrEqual, 750)
            try add(s, [(l[3], 1)], -21, .lessThanOrEqual, 251)
            try add(s, [(l[3], 1)], -21, .greaterThanOrEqual, 750)
            try add(s, [(f[0], 1), (l[0], -1), (l[2], -1)], -8, .equal)
            try add(s, [(f[0], 1), (f[2], 1), (left, -1), (width, -1)], 16, .equal)
            try add(s, [(f[2], 1)], -80, .greaterThanOrEqual)
            try add(s, [(f[2], 1)], -300, .lessThanOrEqual, 250)
            try add(s, [(f[3], 1), (l[3], -1)], 0, .equal)
            try add(s, [(f[1], 1), (f[3], 0.5), (l[1], -1), (l[3], -0.5)], 0, .equal)
            try add(s, [(f[3], 1)], -30, .greaterThanOrEqual, 750)
            try add(s, [(f[3], 1)], -30, .lessThanOrEqual, 250)
            labels.append(l)
            fields.append(f)
        }
    }

    var values: [Double] {
        [left, width].map { solver.value(of: $0) } + (labels + fields).flatMap { $0.map { solver.value(of: $0) } }
    }
}

@Suite struct FormTests {
    /// The expected layout, worked out by hand from the priorities: labels as wide as the widest
    /// intrinsic width (equal widths at 500 beat hugging at 251), heights 30 (field compression
    /// at 750 beats label hugging at 251), fields filling the container (the edit at 500 beats
    /// their hugging at 250, and the labels' hugging at 251 beats the fields', so the fields
    /// take the extra width).
    @Test func handWorkedLayout() throws {
        let form = try Form(rows: 6, width: nil)
        let s = form.solver
        try s.addEditVariable(form.width, strength: LayoutStrength(priority: 500))
        try s.suggestValue(800, for: form.width)
        let widest = (0..<6).map { Double(40 + ($0 * 37) % 80) }.max()!
        for row in 0..<6 {
            let l = form.labels[row], f = form.fields[row]
            #expect(close(s.value(of: l[0]), 16))
            #expect(close(s.value(of: l[1]), 20 + Double(row) * 38))
            #expect(close(s.value(of: l[2]), widest))
            #expect(close(s.value(of: l[3]), 30) && close(s.value(of: f[3]), 30))
            #expect(close(s.value(of: f[1]), s.value(of: l[1])))
            #expect(close(s.value(of: f[0]), 16 + widest + 8))
            #expect(close(s.value(of: f[0]) + s.value(of: f[2]), 800 - 16))
        }
    }

    /// Re-solving after edits and constant changes gives what a fresh build gives.
    @Test func incrementalMatchesFresh() throws {
        let rows = 20
        let form = try Form(rows: rows, width: nil)
        let s = form.solver
        try s.addEditVariable(form.width, strength: LayoutStrength(priority: 500))
        for (step, w) in [400.0, 800, 300, 1200, 333.5, 640].enumerated() {
            try s.suggestValue(w, for: form.width)
            let spacingRow = 1 + step * 3 % (rows - 1)
            let gap = Double(step * 5)
            for (i, id) in form.spacings.enumerated() { try s.setConstant(i + 1 == spacingRow ? -gap : -8, of: id) }
            let fresh = try Form(rows: rows, width: w, spacing: (spacingRow, gap))
            let a = form.values, b = fresh.values
            for i in a.indices { #expect(close(a[i], b[i]), "step \(step) value \(i): \(a[i]) vs \(b[i])") }
        }
    }

    /// A form is fully specified: nothing ambiguous. Many animation frames later (edit
    /// suggestions and constant changes back and forth) it still matches a fresh build: no drift.
    @Test func noAmbiguityAndNoDrift() throws {
        let rows = 12
        let form = try Form(rows: rows, width: nil)
        let s = form.solver
        try s.addEditVariable(form.width, strength: LayoutStrength(priority: 500))
        try s.suggestValue(500, for: form.width)
        for v in (form.labels + form.fields).flatMap({ $0 }) + [form.left, form.width] {
            #expect(!s.isAmbiguous(v))
        }
        for frame in 0..<5_000 {
            try s.suggestValue(frame % 2 == 0 ? 320 + Double(frame % 97) * 7.3 : 1111.1, for: form.width)
            try s.setConstant(-(8 + Double(frame % 13) * 0.7), of: form.spacings[frame % form.spacings.count])
            s.takeChangedVariables { _, _ in }
        }
        try s.suggestValue(777, for: form.width)
        for id in form.spacings { try s.setConstant(-8, of: id) }
        let fresh = try Form(rows: rows, width: 777)
        let a = form.values, b = fresh.values
        for i in a.indices { #expect(close(a[i], b[i], 1e-7), "value \(i): \(a[i]) vs \(b[i])") }
    }

    /// A contradiction inside a form names just the constraints that prove it.
    @Test func conflictInAFormIsNarrow() throws {
        let form = try Form(rows: 5, width: nil)
        let s = form.solver
        let fixedWidth = try add(s, [(form.width, 1)], -400, .equal)
        // F.w = width − 16 − F.x, F.x = L.x + L.w + 8, L.x = left + 16, L.w ≥ 40: at most 320.
        let f = form.fields[3]
        var before: [LayoutConstraintID] = []
        switch Result(catching: { () throws(LayoutSolverError) in try add(s, [(f[2], 1)], -1000, .equal) }) {
        case .success: Issue.record("a 1000-wide field in a 400-wide container was accepted")
        case .failure(.unsatisfiable(let conflicts)): before = conflicts
        case .failure(let error): Issue.record("\(error)")
        }
        #expect(before.contains(fixedWidth))
        #expect(before.count == 5, "\(before.count) conflicts")   // width, leading, spacing, trailing, L.w ≥ 40
        #expect(close(s.value(of: form.width), 400))
    }

    /// Taking everything away leaves an empty tableau (no rows, terms or levels left behind).
    @Test func removingEverythingLeavesNothing() throws {
        let s = LayoutSolver()
        let v = (0..<8).map { _ in s.addVariable() }
        var ids: [LayoutConstraintID] = []
        var rng = SeededRandom(seed: 99)
        for _ in 0..<40 {
            let a = rng.pick(v), b = rng.pick(v)
            let p: Float = rng.pick([1000, 1000, 250, 500.5, 750, 12])
            if let id = try? add(s, [(a, 1), (b, -Double(rng.int(1...2)))], Double(rng.int(-50...50)),
                                 rng.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]), p) {
                ids.append(id)
            }
        }
        try s.addEditVariable(v[0], strength: LayoutStrength(priority: 600))
        try s.suggestValue(42, for: v[0])
        for (i, id) in ids.enumerated() where i % 3 == 0 { try? s.setConstant(Double(i), of: id) }
        // Remove in a scrambled order.
        for i in ids.indices.sorted(by: { ($0 * 7919) % ids.count < ($1 * 7919) % ids.count }) {
            try s.removeConstraint(ids[i])
        }
        try s.removeEditVariable(v[0])
        let stats = s.tableauStatistics
        #expect(stats.rows == 0 && stats.terms == 0 && stats.levels == 0)
        #expect(s.constraintCount == 0)
        for x in v { #expect(s.value(of: x) == 0 && s.isAmbiguous(x)) }
        for x in v { s.removeVariable(x) }
        let again = s.addVariable()
        #expect(again.index == v.last!.index)
    }

    /// Many priorities coming and going (UIKit animating priorities) do not leak levels.
    @Test func priorityChurn() throws {
        let s = LayoutSolver()
        let x = s.addVariable()
        try add(s, [(x, 1)], -10, .equal, 100)
        for i in 0..<200 {
            let p = Float(101 + i % 700) + 0.25
            let id = try add(s, [(x, 1)], -Double(i), .equal, p)
            #expect(close(s.value(of: x), Double(i)))
            try s.setStrength(LayoutStrength(priority: 50), of: id)
            #expect(close(s.value(of: x), 10))
            try s.removeConstraint(id)
        }
        #expect(s.tableauStatistics.levels == 1)
    }
}
