//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics
import UIKitPhysics

/// An animation that moves a property like a mass on a damped spring, from its from value to its to value.
///
/// A spring: the exact solution of the damped harmonic oscillator
/// `m·x'' + c·x' + k·x = 0` (UIKitPhysics' `SpringSimulation`), starting at the from value
/// (x = −1 in normalised units) with `initialVelocity` (normalised: 1 = the whole from→to
/// distance per second), settling at the to value. The timing function is not used; `duration`
/// still bounds the animation (as on iOS, set it to `settlingDuration`).
@preconcurrency @MainActor open class CASpringAnimation: CABasicAnimation {
    /// The mass of the object on the spring. Default 1.
    open var mass: CGFloat = 1 { didSet { _springChanged() } }
    /// The spring's stiffness (stronger pull for larger values). Default 100.
    open var stiffness: CGFloat = 100 { didSet { _springChanged() } }
    /// The friction slowing the motion. Default 10.
    open var damping: CGFloat = 10 { didSet { _springChanged() } }
    /// The starting velocity, in units of the whole distance per second (1 covers the distance in one
    /// second). Default 0.
    open var initialVelocity: CGFloat = 0 { didSet { _springChanged() } }
    /// Whether a damping ratio above 1 is honoured (iOS 17). Default false.
    /// On Linux: stored only; the spring always uses its constants as given, overdamped or not.
    open var allowsOverdamping: Bool = false
    private var _settling: CFTimeInterval?
    private var _cachedSimulation: SpringSimulation?

    /// Makes a spring animation with the default spring (mass 1, stiffness 100, damping 10).
    public required init() { super.init() }
    /// iOS 17: a spring described by its perceptual duration and bounce (−1…1), with SwiftUI's
    /// documented relation: mass 1, stiffness (2π/d)², damping ratio 1 − bounce for bounce ≥ 0
    /// and 1/(1 + bounce) below 0. The animation's `duration` is set to `settlingDuration`.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        _setSpring(SpringDescription(perceptualDuration: perceptualDuration, bounce: Double(bounce)))
        duration = settlingDuration
    }
    /// UIKit's duration-based spring (`UIView.animate(…usingSpringWithDamping:…)`): settles
    /// within `duration` (UIKitPhysics' `SpringDescription(dampingRatio:duration:)`).
    package convenience init(dampingRatio: CGFloat, duration: CFTimeInterval) {
        self.init()
        _setSpring(SpringDescription(dampingRatio: Double(dampingRatio), duration: duration))
    }
    /// The spring's perceptual duration in seconds (iOS 17): the period of the undamped spring.
    public var perceptualDuration: CFTimeInterval { _spring.perceptualDuration }
    /// How bouncy the spring is (iOS 17), −1…1: 0 is critically damped, positive values overshoot.
    public var bounce: CGFloat { CGFloat(_spring.bounce) }

    package override func _copyProperties(from other: CAAnimation) {
        super._copyProperties(from: other)
        if let o = other as? CASpringAnimation {
            mass = o.mass; stiffness = o.stiffness; damping = o.damping; initialVelocity = o.initialVelocity
            allowsOverdamping = o.allowsOverdamping
        }
    }

    private func _setSpring(_ spring: SpringDescription) {
        mass = CGFloat(spring.mass)
        stiffness = CGFloat(spring.stiffness)
        damping = CGFloat(spring.damping)
    }
    private func _springChanged() {
        _settling = nil
        _cachedSimulation = nil
    }
    private var _spring: SpringDescription {
        SpringDescription(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
    }
    /// The normalised motion: from −1 to 0.
    private var _simulation: SpringSimulation {
        if let s = _cachedSimulation { return s }
        let s = SpringSimulation(spring: _spring, from: -1, to: 0, initialVelocity: Double(initialVelocity))
        _cachedSimulation = s
        return s
    }

    /// Displacement from the target (−1 at t = 0) after `t` seconds.
    package func _displacement(at t: Double) -> Double { _simulation.x(t) }

    /// Time until the spring stays within 0.1% of the distance from its target.
    public var settlingDuration: CFTimeInterval {
        if let s = _settling { return s }
        let r = _simulation.settlingDuration(within: 1e-3)
        _settling = r
        return r
    }

    override func _progress(simpleTime: CFTimeInterval) -> Double { 1 + _displacement(at: simpleTime) }
}
