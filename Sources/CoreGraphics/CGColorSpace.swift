//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// A colour space. Only device RGB (treated as sRGB) and device gray exist here: Cairo
/// composites in one RGB space, so every colour is converted to RGB when it is made.
public final class CGColorSpace: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// Names accepted by `init?(name:)`. Apple's are `CFString`s; here they are `String`s.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// Extended-range sRGB. On Linux it is treated as plain sRGB.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// sRGB with a linear transfer function. On Linux it is treated as plain sRGB.
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// Generic linear RGB. On Linux it is treated as plain sRGB.
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    /// The Display P3 wide-gamut space. On Linux it is treated as plain sRGB.
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// Generic gray with a gamma of 2.2.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// Gray with a linear transfer function. On Linux it behaves as device gray.
    public static let linearGray = "kCGColorSpaceLinearGray"
    /// Extended-range gray. On Linux it behaves as device gray.
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    /// Internal names of the device spaces.
    static let deviceRGBName = "kCGColorSpaceDeviceRGB"
    static let deviceGrayName = "kCGColorSpaceDeviceGray"

    /// The space's name (one of the names above, or a device space's internal name).
    public let name: String?
    /// The kind of the space: `.rgb` or `.monochrome` here.
    public let model: CGColorSpaceModel
    /// The number of colour components, alpha excluded: 3 for RGB, 1 for gray.
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    init(_name: String, model: CGColorSpaceModel) { self.name = _name; self.model = model }

    /// A named colour space, or nil (with a warning) for a name this port doesn't know.
    /// Wide-gamut and linear RGB spaces are accepted and treated as sRGB.
    public convenience init?(name: String) {
        switch name {
        case CGColorSpace.sRGB, CGColorSpace.extendedSRGB, CGColorSpace.linearSRGB,
             CGColorSpace.genericRGBLinear, CGColorSpace.displayP3, CGColorSpace.deviceRGBName:
            self.init(_name: name, model: .rgb)
        case CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray, CGColorSpace.extendedGray,
             CGColorSpace.deviceGrayName:
            self.init(_name: name, model: .monochrome)
        default:
            UIKitLog.warning("CGColorSpace: unknown colour space name \(name)", category: "CGColor")
            return nil
        }
    }

    static let deviceRGB = CGColorSpace(_name: deviceRGBName, model: .rgb)
    static let deviceGray = CGColorSpace(_name: deviceGrayName, model: .monochrome)

    /// True when both spaces have the same model and name.
    public static func == (l: CGColorSpace, r: CGColorSpace) -> Bool { l.model == r.model && l.name == r.name }
    /// Hashes the same components that `==` compares.
    public func hash(into h: inout Hasher) { h.combine(name); h.combine(model) }
    /// A textual description of the CGColorSpace, for debugging and logging.
    public var description: String { "CGColorSpace(\(name ?? "unnamed"))" }
}

/// The kind of a colour space.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1, monochrome = 0, rgb = 1, cmyk = 2, lab = 3, deviceN = 4, indexed = 5, pattern = 6
}

/// The device-dependent RGB space (treated as sRGB).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace.deviceRGB }
/// The device-dependent gray space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace.deviceGray }
