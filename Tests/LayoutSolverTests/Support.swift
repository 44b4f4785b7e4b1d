//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKitLayoutSolver

/// Tolerance for comparing solved values.
let tolerance = 1e-6

func close(_ a: Double, _ b: Double, _ tol: Double = tolerance) -> Bool { abs(a - b) <= tol }

/// `Σ terms + constant (relation) 0` at `priority`.
@discardableResult
func add(_ s: LayoutSolver, _ terms: [(LayoutVariable, Double)], _ constant: Double,
         _ relation: LayoutRelation, _ priority: Float = 1000) throws(LayoutSolverError) -> LayoutConstraintID {
    try s.addConstraint(terms.map { LayoutTerm($0.0, $0.1) }, constant: constant, relation: relation,
                        strength: LayoutStrength(priority: priority))
}

/// SplitMix64: a seeded deterministic generator.
struct SeededRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// Uniform in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }
}
