//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// An sRGB colour with alpha. Every colour here is device RGB: Cairo composites in that space.
public final class CGColor: Equatable, Hashable, @unchecked Sendable, CustomStringConvertible {
    /// Red, green, blue, alpha, each clamped to 0...1 (NaN becomes 0).
    public let components: [CGFloat]?
    /// The clamped red, green, blue and alpha components (0...1). Not in Apple's API, which exposes
    /// only `components`; kept here because every colour is stored as RGB.
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// A colour from red, green, blue and alpha components in 0...1. Differs from iOS, which
    /// makes a generic-RGB colour: here the components are taken as sRGB, and each is clamped to
    /// 0...1 (NaN becomes 0, with a warning).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : Swift.min(1, Swift.max(0, v)) }
        if !red.isFinite || !green.isFinite || !blue.isFinite || !alpha.isFinite {
            UIKitLog.warning("CGColor: non-finite component in (\(red), \(green), \(blue), \(alpha)); clamped (NaN → 0)", category: "CGColor")
        }
        self.red = clamp(red); self.green = clamp(green); self.blue = clamp(blue); self.alpha = clamp(alpha)
        components = [self.red, self.green, self.blue, self.alpha]
    }
    /// A gray colour of the given level and alpha (0...1). On Linux it is stored as RGB, so its
    /// `colorSpace` is sRGB and it has four components (iOS: a gray space and two components).
    public convenience init(gray: CGFloat, alpha: CGFloat) { self.init(red: gray, green: gray, blue: gray, alpha: alpha) }
    /// A colour in the sRGB space from red, green, blue and alpha components in 0...1.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A colour from components in `colorSpace`: RGB spaces take red, green, blue, alpha;
    /// gray spaces take gray, alpha. Returns nil (with a warning) for other spaces. The colour
    /// is stored as RGB: `components` is always `[r, g, b, a]` and `colorSpace` is sRGB.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        switch space.model {
        case .rgb: self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        case .monochrome: self.init(gray: components[0], alpha: components[1])
        default:
            UIKitLog.warning("CGColor: unsupported colour space \(space)", category: "CGColor")
            return nil
        }
    }

    /// Always sRGB: colours are converted to RGB when they are made.
    public var colorSpace: CGColorSpace? { CGColorSpace.deviceRGB }
    /// The number of components including alpha: always 4 here (every colour is RGB).
    public var numberOfComponents: Int { 4 }
    /// The same colour with its alpha replaced by `alpha` (clamped to 0...1).
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// True when both colours have the same red, green, blue and alpha components.
    public static func == (l: CGColor, r: CGColor) -> Bool {
        l.red == r.red && l.green == r.green && l.blue == r.blue && l.alpha == r.alpha
    }
    /// Hashes the same components that `==` compares.
    public func hash(into h: inout Hasher) { h.combine(red); h.combine(green); h.combine(blue); h.combine(alpha) }
    /// A textual description of the CGColor, for debugging and logging.
    public var description: String { "CGColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))" }
}
