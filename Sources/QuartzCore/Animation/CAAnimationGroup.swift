//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics

/// An animation that runs several animations together, in the group's time.
///
/// Each child's `beginTime` is relative
/// to the group's start; children are clipped to the group's duration, and a child without a
/// duration of its own runs for the group's. Once a forward-filled group has ended it holds
/// the children that end with it at their end values, whatever their own fill modes (as on iOS);
/// a child that ended earlier is held only by its own forward fill.
@preconcurrency @MainActor open class CAAnimationGroup: CAAnimation {
    /// The animations run together; each child's timing is relative to the group's. Default nil.
    open var animations: [CAAnimation]?

    /// Makes an empty group with default timing.
    public required init() { super.init() }
    package override func _copyProperties(from other: CAAnimation) {
        super._copyProperties(from: other)
        if let o = other as? CAAnimationGroup { animations = o.animations?.map { $0.copy() as! CAAnimation } }
    }
    override func _apply(to layer: CALayer, model: CALayer, now: CFTimeInterval) {
        _apply(to: layer, model: model, local: _localTime(now))
    }
    override func _apply(to layer: CALayer, model: CALayer, local: CFTimeInterval) {
        guard let st = _simpleTime(local: local) else { return }
        let groupProgress = _progress(simpleTime: st) * _simpleDuration
        let frozenAtEnd = local >= _activeDuration
        for child in animations ?? [] {
            child._groupDuration = _simpleDuration
            child._groupHoldsEnd = frozenAtEnd
            let childLocal = (groupProgress - child.beginTime) * Double(child.speed) + child.timeOffset
            child._apply(to: layer, model: model, local: childLocal)
        }
    }
}
