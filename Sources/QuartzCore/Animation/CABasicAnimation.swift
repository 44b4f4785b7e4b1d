//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics

/// An animation of one key path between two values.
///
/// Interpolates one key path from `fromValue` to `toValue` (Core Animation's rules for missing
/// values: from+by, to−by, the layer's current value for a missing end).
@preconcurrency @MainActor open class CABasicAnimation: CAPropertyAnimation {
    /// The value the animation starts from (nil: worked out from `toValue`/`byValue` or the current value).
    open var fromValue: Any?
    /// The value the animation ends at (nil: worked out from `fromValue`/`byValue` or the model value).
    open var toValue: Any?
    /// A relative change, added to the start value (or subtracted from `toValue`).
    open var byValue: Any?

    /// The presentation value when the copy was added (the "current value" of Apple's rules).
    var _capturedValue: Any?

    /// Makes a basic animation without a key path or values.
    public required init() { super.init() }
    package override func _copyProperties(from other: CAAnimation) {
        super._copyProperties(from: other)
        if let o = other as? CABasicAnimation {
            fromValue = o.fromValue; toValue = o.toValue; byValue = o.byValue; _capturedValue = o._capturedValue
        }
    }
    override func _prepareForAction(layer: CALayer, key: String) {
        // An implicit animation with no values animates from the old (presented) value to the new
        // model value, both fixed now (a later change makes a new animation from what is shown).
        if fromValue == nil && toValue == nil && byValue == nil {
            fromValue = layer._actionOldValue
            if fromValue != nil { toValue = layer.value(forKeyPath: keyPath ?? key) }
        }
    }

    /// The resolved (from, to) pair.
    func _endpoints(model: CALayer, keyPath: String) -> (Any, Any)? {
        let current = _capturedValue ?? model.value(forKeyPath: keyPath)
        switch (fromValue, toValue, byValue) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return _CAValue.add(f, b).map { (f, $0) }
        case let (nil, t?, b?): return _CAValue.subtract(t, b).map { ($0, t) }
        case let (f?, nil, nil): return model.value(forKeyPath: keyPath).map { (f, $0) }
        case let (nil, t?, nil): return current.map { ($0, t) }
        case let (nil, nil, b?): return current.flatMap { c in _CAValue.add(c, b).map { (c, $0) } }
        default:
            guard let c = current, let m = model.value(forKeyPath: keyPath) else { return nil }
            return (c, m)
        }
    }
    override func _value(simpleTime: CFTimeInterval, model: CALayer, keyPath: String) -> Any? {
        guard let (f, t) = _endpoints(model: model, keyPath: keyPath) else { return nil }
        return _CAValue.interpolate(f, t, _progress(simpleTime: simpleTime))
    }
    override func _cumulativeStep(model: CALayer, keyPath: String) -> Any? {
        guard let (f, t) = _endpoints(model: model, keyPath: keyPath) else { return nil }
        return _CAValue.subtract(t, f)
    }
}
