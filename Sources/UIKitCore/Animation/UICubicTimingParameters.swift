//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import QuartzCore

/// A cubic Bézier timing curve for an animator: one of UIKit's curves or two control points.
@preconcurrency @MainActor open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The named curve this was made from (`.easeInOut` for control-point curves, as on iOS).
    public let animationCurve: UIView.AnimationCurve
    /// The curve's first control point, in unit coordinates (x: elapsed time, y: progress).
    public let controlPoint1: CGPoint
    /// The curve's second control point, in unit coordinates (x: elapsed time, y: progress).
    public let controlPoint2: CGPoint
    private let builtin: Bool

    /// The default curve, ease-in-ease-out.
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of UIKit's named curves (its `timingCurveType` is `.builtin`).
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let points: (CGPoint, CGPoint)
        switch curve {
        case .easeInOut: points = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: points = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: points = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: points = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
        (controlPoint1, controlPoint2) = points
        builtin = true
        super.init()
    }

    /// A curve from (0, 0) to (1, 1) through two control points (x is clamped to 0…1;
    /// non-finite points give a linear curve, with a warning).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        if point1.x.isFinite, point1.y.isFinite, point2.x.isFinite, point2.y.isFinite {
            controlPoint1 = point1; controlPoint2 = point2
        } else {
            UIKitLog.warning("UICubicTimingParameters: non-finite control point; using a linear curve", category: "UIViewPropertyAnimator")
            controlPoint1 = .zero; controlPoint2 = CGPoint(x: 1, y: 1)
        }
        builtin = false
        super.init()
    }

    /// `.builtin` for a named curve, `.cubic` for one made from control points.
    open var timingCurveType: UITimingCurveType { builtin ? .builtin : .cubic }
    /// The parameters themselves.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// Always nil: a cubic curve has no spring.
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// The curve as Core Animation's timing function.
    var _timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
                              Float(controlPoint2.x), Float(controlPoint2.y))
    }
}
