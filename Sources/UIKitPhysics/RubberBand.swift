//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// UIScrollView's overscroll resistance: how far content follows a finger dragged past an edge.
///
/// Dragged `x` points past an edge, the content moves
/// `(1 − 1/(x·c/d + 1))·d`, which starts with slope `c` and never reaches `d`, the viewport's
/// size on that axis (c = 0.55).
///
/// Bad input: a dimension that is not a positive number gives no overscroll at all (0); a NaN
/// distance counts as 0; an infinite one answers the limit ±d.
public struct RubberBand: Hashable, Sendable {
    /// UIScrollView's coefficient.
    public static let defaultCoefficient = 0.55

    /// The viewport's size on the axis (points).
    public var dimension: Double
    /// The initial slope: how far the content follows the finger just past the edge.
    public var coefficient: Double

    /// Resistance for a viewport of `dimension` points with the initial slope `coefficient`.
    public init(dimension: Double, coefficient: Double = RubberBand.defaultCoefficient) {
        self.dimension = dimension
        self.coefficient = coefficient
    }

    private var isValid: Bool {
        dimension.isFinite && dimension > 0 && coefficient.isFinite && coefficient > 0
    }

    /// The displayed overshoot for a finger `distance` past the edge (odd: negative distances
    /// answer negative offsets).
    public func offset(forOvershoot distance: Double) -> Double {
        guard isValid, !distance.isNaN else { return 0 }
        let x = abs(distance), d = dimension
        let b = x.isInfinite ? d : (1 - 1 / (x * coefficient / d + 1)) * d
        return distance < 0 ? -b : b
    }

    /// The finger distance that shows `offset` (the inverse of `offset(forOvershoot:)`, for
    /// picking up a drag during a bounce); an offset of ±d or more answers ±infinity.
    public func overshoot(forOffset offset: Double) -> Double {
        guard isValid, !offset.isNaN else { return 0 }
        let b = abs(offset), d = dimension
        let x = b >= d ? Double.infinity : b * d / (coefficient * (d - b))
        return offset < 0 ? -x : x
    }

    /// `position` inside `range`, or, past either end, the end plus the rubber-banded
    /// overshoot. An empty-width range works (content smaller than the viewport).
    public func position(_ position: Double, in range: ClosedRange<Double>) -> Double {
        guard !position.isNaN else { return range.lowerBound }
        if position < range.lowerBound { return range.lowerBound + offset(forOvershoot: position - range.lowerBound) }
        if position > range.upperBound { return range.upperBound + offset(forOvershoot: position - range.upperBound) }
        return position
    }
}
