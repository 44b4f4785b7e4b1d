//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The layout solver benchmark: UIKitLayoutSolver side by side with kiwi (the C++ Cassowary
// solver behind kiwisolver, built by benchmarks/build-peers.sh as benchmarks/peers/build/kiwibench)
// on the same deterministic, UI-like constraint systems.
//
// A system is a form: rows of a label and a field (x, y, width, height each) in a container
// whose width is an edit variable at priority 500. Per row: required position chains with
// spacing, required minimum widths, hugging (labels 251, fields 250, as UILabel and
// UITextField) and compression resistance (750) at intrinsic sizes, the field's right edge
// tied to the container, equal heights, vertical centring, and every label as wide as the
// first (500). Both solvers are timed on (a) building it (variables, every constraint, the
// edit variable and a first suggestion, values read) and (b) re-solving after the container
// width changes (median of many), in thread CPU time (the machine may be busy with other work).
//
// Growth: the vertical chain (each row below the one above) makes every y depend on all the
// heights above it. kiwi's rows hold that dependence expanded, so its tableau grows
// quadratically; UIKitLayoutSolver keeps variables' rows unexpanded (UIKitLayoutSolver/
// Values.swift) and stays linear. A chain of equal widths from row to row instead of to the
// first label would be quadratic for both: the inequalities on each width (hugging,
// compression) are rows the simplex needs fully expanded.
import Foundation
import UIKitLayoutSolver

/// One constraint of a generated system: `Σ coefficient·variable + constant (relation) 0`.
struct SolverBenchConstraint {
    var terms: [(Int, Double)]
    var constant: Double
    var relation: LayoutRelation
    var priority: Float
}

struct SolverBenchSystem {
    var variableCount = 0
    var constraints: [SolverBenchConstraint] = []
    var editVariable = 0
    var editPriority: Float = 500
    var value0 = 400.0
    var value1 = 800.0
    /// The spacing constraint above the middle row, whose constant is animated (8 ↔ 20
    /// points) for the set-constant timing.
    var animatedConstraint = 0
    var animatedConstants = (-8.0, -20.0)

    /// The form system with exactly `count` constraints (the last row may be partial).
    init(constraints count: Int) {
        func variable() -> Int { variableCount += 1; return variableCount - 1 }
        func add(_ terms: [(Int, Double)], _ constant: Double, _ relation: LayoutRelation, _ priority: Float = 1000) {
            if constraints.count < count {
                constraints.append(SolverBenchConstraint(terms: terms, constant: constant, relation: relation, priority: priority))
            }
        }
        let left = variable(), width = variable()
        editVariable = width
        add([(left, 1)], 0, .equal)
        add([(width, 1)], -320, .greaterThanOrEqual)
        var previous: (x: Int, y: Int, w: Int, h: Int)?
        var first: (x: Int, y: Int, w: Int, h: Int)?
        var row = 0
        let middleRow = count / 16 / 2
        while constraints.count < count {
            let label = (x: variable(), y: variable(), w: variable(), h: variable())
            let field = (x: variable(), y: variable(), w: variable(), h: variable())
            let intrinsic = Double(40 + (row * 37) % 80)
            add([(label.x, 1), (left, -1)], -16, .equal)                        // leading margin
            if let p = previous {
                if row == middleRow { animatedConstraint = constraints.count }
                add([(label.y, 1), (p.y, -1), (p.h, -1)], -8, .equal)          // below the row above
                add([(label.w, 1), (first!.w, -1)], 0, .equal, 500)            // labels align
            } else {
                add([(label.y, 1)], -20, .equal)
            }
            add([(label.w, 1)], -40, .greaterThanOrEqual)                      // minimum width
            add([(label.w, 1)], -intrinsic, .lessThanOrEqual, 251)             // hugging (UILabel: 251)
            add([(label.w, 1)], -intrinsic, .greaterThanOrEqual, 750)          // compression
            add([(label.h, 1)], -21, .lessThanOrEqual, 251)
            add([(label.h, 1)], -21, .greaterThanOrEqual, 750)
            add([(field.x, 1), (label.x, -1), (label.w, -1)], -8, .equal)      // spacing
            add([(field.x, 1), (field.w, 1), (left, -1), (width, -1)], 16, .equal) // trailing margin
            add([(field.w, 1)], -80, .greaterThanOrEqual)
            add([(field.w, 1)], -300, .lessThanOrEqual, 250)
            add([(field.h, 1), (label.h, -1)], 0, .equal)                      // equal heights
            add([(field.y, 1), (field.h, 0.5), (label.y, -1), (label.h, -0.5)], 0, .equal) // centred
            add([(field.h, 1)], -30, .greaterThanOrEqual, 750)
            add([(field.h, 1)], -30, .lessThanOrEqual, 250)
            previous = label
            if first == nil { first = label }
            row += 1
        }
    }

    /// The text format kiwibench reads (see benchmarks/kiwi/kiwibench.cpp).
    var text: String {
        var out = "variables \(variableCount)\n"
        for c in constraints {
            let rel = c.relation == .lessThanOrEqual ? "le" : c.relation == .equal ? "eq" : "ge"
            out += "constraint \(rel) \(c.priority) \(c.constant) \(c.terms.count)"
            for (v, k) in c.terms { out += " \(v) \(k)" }
            out += "\n"
        }
        out += "edit \(editVariable) \(editPriority) \(value0) \(value1)\n"
        out += "animate \(animatedConstraint) \(animatedConstants.0) \(animatedConstants.1)\n"
        return out
    }
}

/// Builds `system` in a new solver (the timed "build"): variables, constraints, the edit
/// variable and its first suggestion, and the changed values read. Returns the solver, the
/// variables and the animated constraint's ID.
func solverBenchBuild(_ system: SolverBenchSystem) -> (LayoutSolver, [LayoutVariable], LayoutConstraintID?) {
    let solver = LayoutSolver()
    var vars: [LayoutVariable] = []
    vars.reserveCapacity(system.variableCount)
    for _ in 0..<system.variableCount { vars.append(solver.addVariable()) }
    var animated: LayoutConstraintID?
    for (i, c) in system.constraints.enumerated() {
        let id = try? solver.addConstraint(c.terms.map { LayoutTerm(vars[$0.0], $0.1) }, constant: c.constant,
                                           relation: c.relation, strength: LayoutStrength(priority: c.priority))
        if i == system.animatedConstraint { animated = id }
    }
    try? solver.addEditVariable(vars[system.editVariable], strength: LayoutStrength(priority: system.editPriority))
    try? solver.suggestValue(system.value0, for: vars[system.editVariable])
    var sink = 0.0
    solver.takeChangedVariables { sink += $1 }
    solverBenchSink = sink
    return (solver, vars, animated)
}

nonisolated(unsafe) var solverBenchSink = 0.0

/// The calling thread's CPU time in milliseconds: the solvers are pure computation, and on a
/// machine shared with other work wall time would mostly measure the other work.
private func solverBenchNow() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6
}

private func solverBenchMedian(_ values: [Double]) -> Double {
    let v = values.sorted()
    return v.count % 2 == 1 ? v[v.count / 2] : (v[v.count / 2 - 1] + v[v.count / 2]) / 2
}

/// Runs the benchmark at each size (constraint count) for UIKitLayoutSolver and, when
/// `kiwiPath` names the built kiwibench, for kiwi. Keys: `layout.build_1k_ms`,
/// `layout.resolve_1k_ms`, `kiwi.build_1k_ms`, `kiwi.resolve_1k_ms` (and `_10k_` …); kiwi's
/// are NSNull when it is not available or fails. Also `*.set_constant_*_ms`: animating one
/// constraint's constant (the spacing above the middle row, which moves every row below it;
/// ours changes the constant in place, kiwi has no such call and removes and re-adds the
/// constraint), and `*.checksum_*`: the sum of all values after the last re-solve (equal
/// when both find the same solution; kiwi's weighted priorities often do not).
func runSolverBenchmark(sizes: [Int] = [1000, 10000], kiwiPath: String?) -> [String: Any] {
    var result: [String: Any] = [:]
    for size in sizes {
        let label = size % 1000 == 0 ? "\(size / 1000)k" : "\(size)"
        let system = SolverBenchSystem(constraints: size)
        let buildRepeats = size >= 10000 ? 3 : 7
        let resolveRepeats = size >= 10000 ? 100 : 400
        // kiwi's remove-and-add takes seconds at 10k: fewer repeats for it.
        let kiwiSetRepeats = size >= 10000 ? 5 : 50

        var builds: [Double] = []
        var last: (LayoutSolver, [LayoutVariable], LayoutConstraintID?)?
        for _ in 0..<buildRepeats {
            last = nil
            let t0 = solverBenchNow()
            last = solverBenchBuild(system)
            builds.append(solverBenchNow() - t0)
        }
        let (solver, vars, animated) = last!
        var resolves: [Double] = []
        var sink = 0.0
        for i in 0..<resolveRepeats {
            let value = i % 2 == 0 ? system.value1 : system.value0
            let t0 = solverBenchNow()
            try? solver.suggestValue(value, for: vars[system.editVariable])
            solver.takeChangedVariables { sink += $1 }
            resolves.append(solverBenchNow() - t0)
        }
        var sets: [Double] = []
        if let animated {
            for i in 0..<resolveRepeats {
                let value = i % 2 == 0 ? system.animatedConstants.1 : system.animatedConstants.0
                let t0 = solverBenchNow()
                try? solver.setConstant(value, of: animated)
                solver.takeChangedVariables { sink += $1 }
                sets.append(solverBenchNow() - t0)
            }
            try? solver.setConstant(system.animatedConstants.0, of: animated)
        }
        try? solver.suggestValue(system.value1, for: vars[system.editVariable])
        solverBenchSink = sink
        result["layout.build_\(label)_ms"] = solverBenchMedian(builds)
        result["layout.resolve_\(label)_ms"] = solverBenchMedian(resolves)
        result["layout.set_constant_\(label)_ms"] = sets.isEmpty ? NSNull() : solverBenchMedian(sets)
        result["layout.checksum_\(label)"] = vars.reduce(0) { $0 + solver.value(of: $1) }

        var kiwi: [String: Any]?
        if let kiwiPath, FileManager.default.isExecutableFile(atPath: kiwiPath) {
            let file = FileManager.default.temporaryDirectory
                .appendingPathComponent("solverbench-\(getpid())-\(size).txt")
            do {
                try system.text.write(to: file, atomically: true, encoding: .utf8)
                let process = Process()
                process.executableURL = URL(fileURLWithPath: kiwiPath)
                process.arguments = [file.path, "\(buildRepeats)", "\(resolveRepeats)", "\(kiwiSetRepeats)"]
                let pipe = Pipe()
                process.standardOutput = pipe
                try process.run()
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                if process.terminationStatus == 0 {
                    kiwi = try JSONSerialization.jsonObject(with: data) as? [String: Any]
                }
            } catch {
                kiwi = nil
            }
            try? FileManager.default.removeItem(at: file)
        }
        result["kiwi.build_\(label)_ms"] = kiwi?["build_ms"] ?? NSNull()
        result["kiwi.resolve_\(label)_ms"] = kiwi?["resolve_ms"] ?? NSNull()
        result["kiwi.set_constant_\(label)_ms"] = kiwi?["set_constant_ms"] ?? NSNull()
        result["kiwi.checksum_\(label)"] = kiwi?["checksum"] ?? NSNull()
    }
    return result
}
