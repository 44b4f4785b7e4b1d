import Foundation
import CoreGraphics

/// Runs several animations together in the group's time: each child's `beginTime` is relative
/// to the group's start; children are clipped to the group's duration.
@preconcurrency @MainActor open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

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
        for child in animations ?? [] {
            let childLocal = (groupProgress - child.beginTime) * Double(child.speed) + child.timeOffset
            child._apply(to: layer, model: model, local: childLocal)
        }
    }
}
