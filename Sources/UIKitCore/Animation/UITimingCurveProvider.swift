//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// The `UITimingCurveProvider` protocol (an animator's cubic or spring timing) and `UITimingCurveType`.

/// The kind of timing a `UITimingCurveProvider` describes (Apple's raw values).
public enum UITimingCurveType: Int, Sendable {
    case builtin = 0
    case cubic = 1
    case spring = 2
    case composed = 3
}

/// Timing information for an animator: a cubic Bézier curve, a spring, or both
/// (`UICubicTimingParameters`, `UISpringTimingParameters`, or a type of your own).
///
/// An animator given a provider of your own uses its `springTimingParameters` when present,
/// else its `cubicTimingParameters`, else a linear curve.
@preconcurrency @MainActor public protocol UITimingCurveProvider: AnyObject {
    /// Which kind of timing the provider describes.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, if the provider has one.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, if the provider has one (an animator prefers it to the cubic curve).
    var springTimingParameters: UISpringTimingParameters? { get }
}
