//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics

/// An animation that moves a key path through a sequence of keyframe values.
///
/// Animates a key path through `values` at `keyTimes` (fractions 0…1 of the duration; evenly
/// spaced when nil), linearly between neighbours, with optional per-segment `timingFunctions`.
/// `calculationMode` supports `"linear"` (default) and `"discrete"`.
@preconcurrency @MainActor open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values the property passes through, one per keyframe. Default nil (no effect).
    open var values: [Any]?
    /// When each value is reached, as fractions 0…1 of the duration; nil (or a count that differs
    /// from `values`) spaces them evenly.
    open var keyTimes: [NSNumber]?
    /// The pacing of each segment between keyframes (segment `i` uses element `i`); nil is linear.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed. Default `"linear"`. Differs from iOS: a plain
    /// `String`, and only `"linear"` and `"discrete"` are implemented (other modes interpolate linearly).
    open var calculationMode: String = "linear"

    /// Makes a keyframe animation without a key path or values.
    public required init() { super.init() }
    package override func _copyProperties(from other: CAAnimation) {
        super._copyProperties(from: other)
        if let o = other as? CAKeyframeAnimation {
            values = o.values; keyTimes = o.keyTimes; timingFunctions = o.timingFunctions; calculationMode = o.calculationMode
        }
    }
    override func _value(simpleTime: CFTimeInterval, model: CALayer, keyPath: String) -> Any? {
        guard let values, !values.isEmpty else { return nil }
        if values.count == 1 { return values[0] }
        var f = min(1, max(0, simpleTime / _simpleDuration))
        if let tf = timingFunction { f = tf._solve(f) }
        let n = values.count
        var times: [Double]
        if let kt = keyTimes, kt.count == n { times = kt.map { $0.doubleValue } }
        else { times = (0..<n).map { Double($0) / Double(n - 1) } }
        if f <= times[0] { return values[0] }
        if f >= times[n - 1] { return values[n - 1] }
        var i = 0
        while i < n - 2 && f >= times[i + 1] { i += 1 }
        if calculationMode == "discrete" { return values[i] }
        let span = times[i + 1] - times[i]
        var local = span > 0 ? (f - times[i]) / span : 1
        if let tfs = timingFunctions, i < tfs.count { local = tfs[i]._solve(local) }
        return _CAValue.interpolate(values[i], values[i + 1], local)
    }
}
