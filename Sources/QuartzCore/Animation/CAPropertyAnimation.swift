//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics

/// An animation of one key path of the layer (`"position"`, `"bounds.size.width"`,
/// `"transform.rotation.z"`, …).
@preconcurrency @MainActor open class CAPropertyAnimation: CAAnimation {
    /// The layer property animated (`"opacity"`, `"position.x"`, …). Run as an action, a nil key path
    /// takes the action's key.
    open var keyPath: String?
    /// Whether the animated value is added to the layer's current value instead of replacing it.
    /// Default false.
    open var isAdditive: Bool = false
    /// Whether each repeat continues from where the previous cycle ended instead of starting over.
    /// Default false.
    open var isCumulative: Bool = false

    /// Makes a property animation without a key path.
    public required init() { super.init() }
    /// Makes an animation of the layer property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
    package override func _copyProperties(from other: CAAnimation) {
        super._copyProperties(from: other)
        if let o = other as? CAPropertyAnimation { keyPath = o.keyPath; isAdditive = o.isAdditive; isCumulative = o.isCumulative }
    }
    open override func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        let copy = self.copy() as! CAPropertyAnimation
        if copy.keyPath == nil { copy.keyPath = event }
        copy._prepareForAction(layer: layer, key: event)
        layer.add(copy, forKey: event)
    }
    /// Called on the copy run as an implicit action, before it is added.
    func _prepareForAction(layer: CALayer, key: String) {}

    override func _apply(to layer: CALayer, model: CALayer, now: CFTimeInterval) {
        _apply(to: layer, model: model, local: _localTime(now))
    }
    override func _apply(to layer: CALayer, model: CALayer, local: CFTimeInterval) {
        guard let keyPath, let st = _simpleTime(local: local) else { return }
        guard var v = _value(simpleTime: st, model: model, keyPath: keyPath).map(_CAValue.unbox) else { return }
        if isCumulative, repeatCount > 1 || repeatDuration > 0, let step = _cumulativeStep(model: model, keyPath: keyPath) {
            let cycles = Int(max(0, min(local, _activeDuration - 1e-9)) / _cycleDuration)
            for _ in 0..<min(cycles, 10_000) { if let s = _CAValue.add(v, step) { v = s } }
        }
        if isAdditive, let current = layer.value(forKeyPath: keyPath), let sum = _CAValue.add(current, v) { v = sum }
        layer._setPresentationValue(v, forKeyPath: keyPath)
    }
    func _value(simpleTime: CFTimeInterval, model: CALayer, keyPath: String) -> Any? { nil }
    func _cumulativeStep(model: CALayer, keyPath: String) -> Any? { nil }
}
