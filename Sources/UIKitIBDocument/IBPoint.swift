//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// A point: `<point key="canvasLocation" x="132" y="-2"/>`.

/// A point read from `<point key=… x=… y=…/>` (a canvas location, a runtime attribute's value).
public struct IBPoint: Equatable, Hashable, Sendable, IBValueReadable {
    /// The x coordinate.
    public var x: Double
    /// The y coordinate.
    public var y: Double

    /// The point (x, y).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Reads `x` and `y`; nil with a diagnostic when either is missing or not a number.
    public init?(_ element: IBElement, diagnostics: inout [IBDiagnostic]) {
        let x = IBRead.number(element, "x", &diagnostics)
        let y = IBRead.number(element, "y", &diagnostics)
        IBRead.reportUnknownAttributes(element, known: ["x", "y"], &diagnostics)
        guard let x, let y else { return nil }
        self.init(x: x, y: y)
    }
}
