//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// A rectangle: `<rect key="frame" x="0" y="0" width="393" height="852"/>`.

/// A rectangle read from `<rect key=… x=… y=… width=… height=…/>`: a view's design frame in
/// its superview's coordinates (`key="frame"`), or a runtime attribute's value.
public struct IBRect: Equatable, Hashable, Sendable, IBValueReadable {
    /// The origin's x.
    public var x: Double
    /// The origin's y.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// The rectangle at (x, y) of width × height.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Reads `x`, `y`, `width` and `height`; nil with a diagnostic when one is missing or not a number.
    public init?(_ element: IBElement, diagnostics: inout [IBDiagnostic]) {
        let x = IBRead.number(element, "x", &diagnostics)
        let y = IBRead.number(element, "y", &diagnostics)
        let width = IBRead.number(element, "width", &diagnostics)
        let height = IBRead.number(element, "height", &diagnostics)
        IBRead.reportUnknownAttributes(element, known: ["x", "y", "width", "height"], &diagnostics)
        guard let x, let y, let width, let height else { return nil }
        self.init(x: x, y: y, width: width, height: height)
    }

    /// The origin.
    public var origin: IBPoint { IBPoint(x: x, y: y) }
    /// The size.
    public var size: IBSize { IBSize(width: width, height: height) }
}
