import Foundation
import CoreGraphics

public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// Receives an animation's start and stop. `animationDidStop(_:finished:)` is called exactly once
/// per added animation: `finished: true` when it ran to its end, false when it was removed or
/// replaced first. (As on iOS, `CAAnimation.delegate` is a strong reference.)
@MainActor public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}
extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The abstract animation: timing (Apple's `CAMediaTiming` members) and delegate.
///
/// Time model: when added to a layer, the animation's start is `beginTime` if non-zero (an
/// absolute `CACurrentMediaTime()` value) or the time of `add(_:forKey:)`. Local time is
/// `(now − start) · speed + timeOffset`; one cycle lasts `duration` (0 means 0.25 s), twice that
/// with `autoreverses`; `repeatCount` (0 = 1, `.infinity` = forever) or `repeatDuration` sets
/// the active duration. `fillMode` decides whether the value applies before the start and after
/// the end (the latter only matters with `isRemovedOnCompletion = false`).
@MainActor open class CAAnimation: CAAction {
    open var duration: CFTimeInterval = 0
    open var beginTime: CFTimeInterval = 0
    open var timingFunction: CAMediaTimingFunction?
    open var delegate: (any CAAnimationDelegate)?
    open var isRemovedOnCompletion: Bool = true
    open var fillMode: CAMediaTimingFillMode = .removed
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses: Bool = false
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0

    // State of an added copy.
    var _startTime: CFTimeInterval = 0
    var _didStart = false
    var _didStop = false
    var _transactionGroups: [_CATransactionGroup] = []

    public required init() {}

    /// Apple's default duration for animations added with `duration == 0`.
    public class func defaultValue(forKey key: String) -> Any? {
        key == "duration" ? 0.25 : nil
    }

    /// A copy with the same settings (`add(_:forKey:)` adds a copy, as Core Animation does).
    open func copy() -> Any {
        let c = type(of: self).init()
        c._copyProperties(from: self)
        return c
    }
    /// Copies the public settings of `other`; subclasses override, calling super.
    open func _copyProperties(from other: CAAnimation) {
        duration = other.duration; beginTime = other.beginTime; timingFunction = other.timingFunction
        delegate = other.delegate; isRemovedOnCompletion = other.isRemovedOnCompletion
        fillMode = other.fillMode; repeatCount = other.repeatCount; repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses; speed = other.speed; timeOffset = other.timeOffset
    }

    /// `CAAction`: adds a copy of this animation to the layer under `event`.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        layer.add(self, forKey: event)
    }

    // MARK: Timing

    var _simpleDuration: CFTimeInterval { duration > 0 && duration.isFinite ? duration : 0.25 }
    var _cycleDuration: CFTimeInterval { _simpleDuration * (autoreverses ? 2 : 1) }
    /// The active duration in local time (may be infinite).
    var _activeDuration: CFTimeInterval {
        if repeatDuration > 0 { return repeatDuration }
        let count = repeatCount > 0 ? Double(repeatCount) : 1
        return _cycleDuration * count
    }
    /// Local time at media time `now`.
    func _localTime(_ now: CFTimeInterval) -> CFTimeInterval {
        (now - _startTime) * Double(speed) + timeOffset
    }
    /// Media time at which the animation ends (infinite when it never does).
    var _endTime: CFTimeInterval {
        let s = Double(speed)
        guard s > 0 else { return .infinity }
        let a = _activeDuration
        guard a.isFinite else { return .infinity }
        return _startTime + (a - timeOffset) / s
    }
    func _isFinished(at now: CFTimeInterval) -> Bool { _localTime(now) >= _activeDuration }

    /// Seconds into the simple duration (after repeat and autoreverse) at local time `t`, or nil
    /// when the animation does not apply at `t` (before start without backwards fill, after the end
    /// without forwards fill).
    func _simpleTime(local t: CFTimeInterval) -> CFTimeInterval? {
        let d = _simpleDuration
        let active = _activeDuration
        var t = t
        if t < 0 {
            guard fillMode == .backwards || fillMode == .both else { return nil }
            t = 0
        }
        if t >= active {
            guard fillMode == .forwards || fillMode == .both || !isRemovedOnCompletion else { return nil }
            // The final value: the end of the last (possibly partial) cycle.
            let cycle = _cycleDuration
            var inCycle = active.truncatingRemainder(dividingBy: cycle)
            if inCycle == 0 { inCycle = cycle }
            return autoreverses && inCycle > d ? 2 * d - inCycle : min(inCycle, d)
        }
        let cycle = _cycleDuration
        let inCycle = t.truncatingRemainder(dividingBy: cycle)
        if autoreverses && inCycle > d { return 2 * d - inCycle }
        return inCycle
    }

    /// Progress 0…1 (may overshoot for springs) at `simpleTime` seconds into the simple duration.
    func _progress(simpleTime: CFTimeInterval) -> Double {
        let f = min(1, max(0, simpleTime / _simpleDuration))
        return timingFunction?._solve(f) ?? f
    }

    /// Applies the animated value at media time `now` to `layer` (a presentation copy).
    func _apply(to layer: CALayer, model: CALayer, now: CFTimeInterval) {}
    /// Same, at this animation's own local time (used by groups).
    func _apply(to layer: CALayer, model: CALayer, local: CFTimeInterval) {}
}

/// An animation of one key path of the layer (`"position"`, `"bounds.size.width"`,
/// `"transform.rotation.z"`, …).
@MainActor open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    open var isAdditive: Bool = false
    open var isCumulative: Bool = false

    public required init() { super.init() }
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
    open override func _copyProperties(from other: CAAnimation) {
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
        guard var v = _value(simpleTime: st, model: model, keyPath: keyPath) else { return }
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

/// Interpolates one key path from `fromValue` to `toValue` (Core Animation's rules for missing
/// values: from+by, to−by, the layer's current value for a missing end).
@MainActor open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    /// The presentation value when the copy was added (the "current value" of Apple's rules).
    var _capturedValue: Any?

    public required init() { super.init() }
    open override func _copyProperties(from other: CAAnimation) {
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

/// A spring: the exact solution of the damped harmonic oscillator
/// `m·x'' + c·x' + k·x = 0`, starting at the from value (x = −1 in normalised units) with
/// `initialVelocity` (normalised: 1 = the whole from→to distance per second), settling at the to
/// value. The timing function is not used; `duration` still bounds the animation (as on iOS, set
/// it to `settlingDuration`).
@MainActor open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1 { didSet { _settling = nil } }
    open var stiffness: CGFloat = 100 { didSet { _settling = nil } }
    open var damping: CGFloat = 10 { didSet { _settling = nil } }
    open var initialVelocity: CGFloat = 0 { didSet { _settling = nil } }
    open var allowsOverdamping: Bool = false
    private var _settling: CFTimeInterval?

    public required init() { super.init() }
    /// iOS 17: a spring described by its perceptual duration and bounce (−1…1), with SwiftUI's
    /// documented relation: mass 1, stiffness (2π/d)², damping ratio 1 − bounce for bounce ≥ 0
    /// and 1/(1 + bounce) below 0. The animation's `duration` is set to `settlingDuration`.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let d = perceptualDuration.isFinite && perceptualDuration > 0 ? perceptualDuration : 0.5
        let b = bounce.isFinite ? min(1, max(-1, bounce)) : 0
        let zeta: CGFloat = b >= 0 ? 1 - b : 1 / max(1e-3, 1 + b)
        mass = 1
        stiffness = CGFloat(pow(2 * Double.pi / d, 2))
        damping = 4 * .pi * zeta / CGFloat(d)
        duration = settlingDuration
    }
    public var perceptualDuration: CFTimeInterval {
        guard stiffness > 0 else { return 0 }
        return 2 * .pi / Double((stiffness / max(mass, 1e-9)).squareRoot())
    }
    public var bounce: CGFloat {
        let z = _zeta
        return z <= 1 ? 1 - z : 1 / z - 1
    }

    open override func _copyProperties(from other: CAAnimation) {
        super._copyProperties(from: other)
        if let o = other as? CASpringAnimation {
            mass = o.mass; stiffness = o.stiffness; damping = o.damping; initialVelocity = o.initialVelocity
            allowsOverdamping = o.allowsOverdamping
        }
    }

    var _omega0: Double { Double((max(stiffness, 1e-9) / max(mass, 1e-9)).squareRoot()) }
    var _zeta: CGFloat { damping / (2 * (max(stiffness, 1e-9) * max(mass, 1e-9)).squareRoot()) }

    /// Displacement from the target (−1 at t = 0) after `t` seconds.
    public func _displacement(at t: Double) -> Double {
        let w0 = _omega0, z = Double(_zeta), x0 = -1.0, v0 = Double(initialVelocity)
        if !(w0.isFinite) || w0 <= 0 { return x0 }
        if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot()
            let a = x0, b = (v0 + z * w0 * x0) / wd
            return exp(-z * w0 * t) * (a * cos(wd * t) + b * sin(wd * t))
        } else if z == 1 {
            return exp(-w0 * t) * (x0 + (v0 + w0 * x0) * t)
        } else {
            let s = (z * z - 1).squareRoot()
            let r1 = -w0 * (z - s), r2 = -w0 * (z + s)
            let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// Time until the spring stays within 0.1% of the distance from its target.
    public var settlingDuration: CFTimeInterval {
        if let s = _settling { return s }
        let eps = 1e-3
        var last = 0.0
        let step = 1.0 / 1000
        var t = 0.0
        // Sample for up to 60 s; remember the last time the displacement was out of band.
        while t < 60 {
            if abs(_displacement(at: t)) >= eps { last = t }
            else if t - last > max(1.0, 4 * Double.pi / max(_omega0, 1e-3)) { break }
            t += step
        }
        let r = last + step
        _settling = r
        return r
    }

    override func _progress(simpleTime: CFTimeInterval) -> Double { 1 + _displacement(at: simpleTime) }
}

/// Animates a key path through `values` at `keyTimes` (fractions 0…1 of the duration; evenly
/// spaced when nil), linearly between neighbours, with optional per-segment `timingFunctions`.
/// `calculationMode` supports `"linear"` (default) and `"discrete"`.
@MainActor open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: String = "linear"

    public required init() { super.init() }
    open override func _copyProperties(from other: CAAnimation) {
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

/// Runs several animations together in the group's time: each child's `beginTime` is relative
/// to the group's start; children are clipped to the group's duration.
@MainActor open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    public required init() { super.init() }
    open override func _copyProperties(from other: CAAnimation) {
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
