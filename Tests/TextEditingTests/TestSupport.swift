//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
@testable import UIKitTextEditing

/// A deterministic random number generator (SplitMix64), so failures repeat.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Paragraph starts found the slow way, for comparison.
struct NaiveParagraphs {
    var starts: [Int] = [0]
    init(_ units: [UInt16]) {
        for (i, u) in units.enumerated() {
            let next: UInt16? = i + 1 < units.count ? units[i + 1] : nil
            if u == 0x0A || u == 0x2029 || u == 0x85 || (u == 0x0D && next != 0x0A) { starts.append(i + 1) }
        }
    }
}

/// An engine with `text`, the selection set from a "|" (caret) or two "|" marks in it.
func engine(_ marked: String) -> TextEditingEngine {
    let parts = marked.components(separatedBy: "|")
    var engine = TextEditingEngine(text: parts.joined())
    let first = parts[0].utf16.count
    let second = parts.count > 2 ? first + parts[1].utf16.count : first
    engine.setSelection(TextSelection(range: first..<second))
    return engine
}

extension TextEditingEngine {
    /// The text with the selection drawn in as in `engine(_:)`: "|" for a caret, "|…|" for a range.
    var marked: String {
        let units = Array(text.utf16)
        let range = selection.range
        var out = String(decoding: units[..<range.lowerBound], as: UTF16.self) + "|"
        if !range.isEmpty { out += String(decoding: units[range], as: UTF16.self) + "|" }
        return out + String(decoding: units[range.upperBound...], as: UTF16.self)
    }
}

/// The best of `rounds` timings of `body` run `repetitions` times, in nanoseconds per run.
func bestTime(rounds: Int = 5, repetitions: Int, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<repetitions { body() }
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / Double(repetitions))
    }
    return best
}
