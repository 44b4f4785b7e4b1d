//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Autoresizing masks: `<autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>`.

/// An autoresizing mask read from `<autoresizingMask>`, with `UIView.AutoresizingMask`'s bit
/// values. IB's attributes map as: flexibleMinX → left margin, widthSizable → width,
/// flexibleMaxX → right margin, flexibleMinY → top margin, heightSizable → height,
/// flexibleMaxY → bottom margin. An element without attributes is the empty mask.
public struct IBAutoresizingMask: OptionSet, Hashable, Sendable, IBValueReadable {
    /// The bits, as `UIView.AutoresizingMask` has them.
    public var rawValue: UInt

    /// A mask of these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = IBAutoresizingMask(rawValue: 1)
    public static let flexibleWidth = IBAutoresizingMask(rawValue: 2)
    public static let flexibleRightMargin = IBAutoresizingMask(rawValue: 4)
    public static let flexibleTopMargin = IBAutoresizingMask(rawValue: 8)
    public static let flexibleHeight = IBAutoresizingMask(rawValue: 16)
    public static let flexibleBottomMargin = IBAutoresizingMask(rawValue: 32)

    private static let attributeBits: [(String, IBAutoresizingMask)] = [
        ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
        ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
        ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
    ]

    /// Reads the six YES/NO attributes; unknown attributes and values are reported and ignored.
    public init?(_ element: IBElement, diagnostics: inout [IBDiagnostic]) {
        var mask = IBAutoresizingMask()
        for (name, bit) in IBAutoresizingMask.attributeBits where IBRead.bool(element, name, &diagnostics) == true {
            mask.insert(bit)
        }
        IBRead.reportUnknownAttributes(element, known: Set(IBAutoresizingMask.attributeBits.map(\.0)), &diagnostics)
        self = mask
    }
}
