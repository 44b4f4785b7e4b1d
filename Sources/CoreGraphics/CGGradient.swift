//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import CCairo

/// A colour ramp: colours at locations in 0...1, drawn by `CGContext.drawLinearGradient` and
/// `drawRadialGradient`.
public final class CGGradient: @unchecked Sendable {
    /// The stops, sorted by location.
    public let stops: [(location: CGFloat, color: CGColor)]

    /// A gradient from `colors` (`[CGColor]`) at `locations` (nil = evenly spaced). Returns nil
    /// with a warning when there are no colours or the counts differ.
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        guard !colors.isEmpty else {
            UIKitLog.warning("CGGradient: no colours", category: "CGGradient"); return nil
        }
        var s: [(CGFloat, CGColor)] = []
        for (i, c) in colors.enumerated() {
            let loc = locations.map { $0[i] } ?? (colors.count == 1 ? 0 : CGFloat(i) / CGFloat(colors.count - 1))
            s.append((loc, c))
        }
        guard let sorted = CGGradient.clean(s) else { return nil }
        stops = sorted
    }

    /// A gradient from packed components (`count` colours of `space.numberOfComponents + 1`
    /// values each: RGBA, or gray+alpha) at `locations` (nil = evenly spaced).
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { UIKitLog.warning("CGGradient: no colours", category: "CGGradient"); return nil }
        let n = space.numberOfComponents + 1
        var s: [(CGFloat, CGColor)] = []
        for i in 0..<count {
            let c = components + i * n
            let color = space.model == .monochrome ? CGColor(gray: c[0], alpha: c[1])
                                                   : CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
            let loc = locations.map { $0[i] } ?? (count == 1 ? 0 : CGFloat(i) / CGFloat(count - 1))
            s.append((loc, color))
        }
        guard let sorted = CGGradient.clean(s) else { return nil }
        stops = sorted
    }

    /// Swift convenience: `[CGFloat]` arrays instead of pointers.
    public convenience init?(colors: [CGColor], locations: [CGFloat]?) {
        if let l = locations {
            guard l.count == colors.count else {
                UIKitLog.warning("CGGradient: \(colors.count) colours but \(l.count) locations", category: "CGGradient")
                return nil
            }
            self.init(colorsSpace: nil, colors: colors, locations: l)
        } else {
            self.init(colorsSpace: nil, colors: colors, locations: nil)
        }
    }

    private static func clean(_ s: [(CGFloat, CGColor)]) -> [(location: CGFloat, color: CGColor)]? {
        guard s.allSatisfy({ $0.0.isFinite }) else {
            UIKitLog.warning("CGGradient: non-finite location", category: "CGGradient"); return nil
        }
        return s.map { (location: min(1, max(0, $0.0)), color: $0.1) }
            .enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }

    /// Adds the stops to a Cairo gradient pattern, scaling alpha by `alpha`.
    func addStops(to pattern: OpaquePointer, alpha: CGFloat = 1) {
        for s in stops {
            cairo_pattern_add_color_stop_rgba(pattern, Double(s.location), Double(s.color.red), Double(s.color.green),
                                              Double(s.color.blue), Double(s.color.alpha * alpha))
        }
    }
}
