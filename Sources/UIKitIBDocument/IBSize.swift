//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// A size: `<size key="freeformSize" width="393" height="852"/>`.

/// A size read from `<size key=… width=… height=…/>` (a freeform size, a flow layout's
/// `itemSize`, a runtime attribute's value).
public struct IBSize: Equatable, Hashable, Sendable, IBValueReadable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// The size width × height.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Reads `width` and `height`; nil with a diagnostic when either is missing or not a number.
    public init?(_ element: IBElement, diagnostics: inout [IBDiagnostic]) {
        let width = IBRead.number(element, "width", &diagnostics)
        let height = IBRead.number(element, "height", &diagnostics)
        IBRead.reportUnknownAttributes(element, known: ["width", "height"], &diagnostics)
        guard let width, let height else { return nil }
        self.init(width: width, height: height)
    }
}
