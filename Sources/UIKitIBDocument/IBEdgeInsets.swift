//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Edge insets in IB's three spellings: `<edgeInsets>`, `<inset>` and `<directionalEdgeInsets>`.

/// Edge insets, read from any of the forms Interface Builder writes:
/// - `<edgeInsets key="layoutMargins" top="8" left="16" bottom="8" right="16"/>`;
/// - `<inset key="contentEdgeInsets" minX="16" minY="8" maxX="16" maxY="8"/>`, where minX is
///   the left inset, minY the top, maxX the right and maxY the bottom;
/// - `<directionalEdgeInsets key="directionalLayoutMargins" top="8" leading="16" bottom="8"
///   trailing="16"/>`, read with leading as `left` and trailing as `right` and `isDirectional` set.
public struct IBEdgeInsets: Equatable, Hashable, Sendable, IBValueReadable {
    /// The top inset.
    public var top: Double
    /// The left inset (the leading one when `isDirectional`).
    public var left: Double
    /// The bottom inset.
    public var bottom: Double
    /// The right inset (the trailing one when `isDirectional`).
    public var right: Double
    /// Whether the insets are leading/trailing (`<directionalEdgeInsets>`), not left/right.
    public var isDirectional: Bool

    /// Insets with these edges.
    public init(top: Double, left: Double, bottom: Double, right: Double, isDirectional: Bool = false) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
        self.isDirectional = isDirectional
    }

    /// Reads the insets from an `<edgeInsets>`, `<inset>` or `<directionalEdgeInsets>` element;
    /// nil with a diagnostic for another element or a missing or malformed edge.
    public init?(_ element: IBElement, diagnostics: inout [IBDiagnostic]) {
        let names: [String]
        var directional = false
        switch element.name {
        case "edgeInsets": names = ["top", "left", "bottom", "right"]
        case "inset": names = ["minY", "minX", "maxY", "maxX"]
        case "directionalEdgeInsets": names = ["top", "leading", "bottom", "trailing"]; directional = true
        default:
            IBRead.report(element, "<\(element.name)> is not an edge insets element", &diagnostics)
            return nil
        }
        let values = names.map { IBRead.number(element, $0, &diagnostics) }
        IBRead.reportUnknownAttributes(element, known: Set(names), &diagnostics)
        guard let top = values[0], let left = values[1], let bottom = values[2], let right = values[3] else { return nil }
        self.init(top: top, left: left, bottom: bottom, right: right, isDirectional: directional)
    }
}
