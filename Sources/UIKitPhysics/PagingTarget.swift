//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// Which page a paging scroll view comes to rest on when the finger lifts. Pages are
/// `pageSize` apart from `origin` (iOS pages by the bounds size), and a flick moves at most one
/// page.
///
/// The rule: project where the flick would glide to with the deceleration rate
/// (`FrictionSimulation.projectedDistance`), take the page nearest to that point, and keep it
/// within one page of the page the drag started on (when known) and within one page boundary of
/// the current position. Apple documents only "multiples of the bounds size" and "at most one
/// page"; the projection is this package's choice.
///
/// Bad input: a page size that is not a positive number, or a page count below 1, makes page 0
/// the only page; NaN positions and velocities count as the first page and 0.
public struct PagingTarget: Hashable, Sendable {
    /// The distance between consecutive pages, in points (a paging scroll view's bounds size).
    public var pageSize: Double
    /// The number of pages.
    public var pageCount: Int
    /// The position of page 0.
    public var origin: Double

    /// Pages `pageSize` points apart, `pageCount` of them, page 0 at `origin`.
    public init(pageSize: Double, pageCount: Int, origin: Double = 0) {
        self.pageSize = pageSize
        self.pageCount = pageCount
        self.origin = origin
    }

    private var isValid: Bool { pageSize.isFinite && pageSize > 0 && pageCount >= 1 && origin.isFinite }
    private var lastPage: Int { max(0, pageCount - 1) }

    /// The fractional page at `position` (1.5 is half-way from page 1 to page 2).
    public func page(at position: Double) -> Double {
        guard isValid, position.isFinite else { return 0 }
        return (position - origin) / pageSize
    }

    /// The position at which `page` rests (clamped to the pages there are).
    public func position(ofPage page: Int) -> Double {
        guard isValid else { return origin.isFinite ? origin : 0 }
        return origin + Double(min(lastPage, max(0, page))) * pageSize
    }

    /// The page to come to rest on, lifted at `position` with `velocity` (units per second,
    /// positive towards later pages).
    public func targetPage(position: Double, velocity: Double,
                           decelerationRate: Double = FrictionSimulation.normalDecelerationRate,
                           startPage: Int? = nil) -> Int {
        guard isValid, position.isFinite else { return 0 }
        let here = page(at: position)
        let travel = FrictionSimulation.projectedDistance(velocity: velocity, decelerationRate: decelerationRate)
        let projected = page(at: position + travel)
        // Clamp in Double first: a huge position must not overflow Int.
        var lo = (here.rounded(.up) - 1), hi = (here.rounded(.down) + 1)
        if let s = startPage { lo = max(lo, Double(s) - 1); hi = min(hi, Double(s) + 1) }
        lo = max(0, lo); hi = min(Double(lastPage), hi)
        if lo > hi { return Int(min(Double(lastPage), max(0, here.rounded()))) }
        return Int(min(hi, max(lo, projected.rounded())))
    }

    /// `position(ofPage: targetPage(…))`.
    public func targetPosition(position: Double, velocity: Double,
                               decelerationRate: Double = FrictionSimulation.normalDecelerationRate,
                               startPage: Int? = nil) -> Double {
        self.position(ofPage: targetPage(position: position, velocity: velocity,
                                         decelerationRate: decelerationRate, startPage: startPage))
    }
}
