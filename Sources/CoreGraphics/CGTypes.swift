//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// Core Graphics' small value types, with Apple's names and raw values.

/// How the ends of stroked lines are drawn.
public enum CGLineCap: Int32, Sendable {
    case butt = 0, round = 1, square = 2
}

/// How the corners of stroked paths are drawn.
public enum CGLineJoin: Int32, Sendable {
    case miter = 0, round = 1, bevel = 2
}

/// The rule deciding which points are inside a path.
public enum CGPathFillRule: Int, Sendable {
    case winding = 0, evenOdd = 1
}

/// What `CGContext.drawPath(using:)` paints.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0, eoFill = 1, stroke = 2, fillStroke = 3, eoFillStroke = 4
}

/// Compositing modes. Each maps to a Cairo operator (see `CGContext.setBlendMode(_:)`);
/// `plusDarker` has no Cairo equivalent and is approximated by `ADD`, like `plusLighter`.
public enum CGBlendMode: Int32, Sendable {
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight,
         hardLight, difference, exclusion, hue, saturation, color, luminosity,
         clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn,
         destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

/// Image resampling quality, mapped to Cairo filters: none → NEAREST, low → FAST,
/// default/medium → GOOD, high → BEST.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0, none = 1, low = 2, medium = 4, high = 3
}

/// Whether a gradient extends beyond its start and end locations.
public struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable {
    /// The option bits of the set (Apple's values).
    public let rawValue: UInt32
    /// A set with the given option bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// Where the alpha channel is and whether colours are premultiplied by it.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// Bitmap layout flags: an alpha info in the low bits plus a byte order.
public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
    /// The option bits of the set (Apple's values).
    public let rawValue: UInt32
    /// A set with the given option bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Bitmap info holding only `alphaInfo` (default byte order).
    public init(alphaInfo: CGImageAlphaInfo) { self.rawValue = alphaInfo.rawValue }
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The default byte order (no byte-order bits set).
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}
