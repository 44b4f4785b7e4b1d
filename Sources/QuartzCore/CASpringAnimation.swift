import Foundation
import CoreGraphics

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
