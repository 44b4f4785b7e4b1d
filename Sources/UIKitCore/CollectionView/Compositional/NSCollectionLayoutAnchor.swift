//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Where a supplementary item is attached to its item: edges plus an offset (fractional or absolute).
@preconcurrency @MainActor open class NSCollectionLayoutAnchor: NSObject, @preconcurrency NSCopying {
    /// The edges the anchor sits on (`[]` centres it).
    public let edges: NSDirectionalRectEdge
    /// The offset from those edges: points, or fractions of the supplementary item's size.
    public let offset: CGPoint
    /// True when `offset` is in points.
    public let isAbsoluteOffset: Bool
    /// True when `offset` is a fraction of the supplementary item's size.
    open var isFractionalOffset: Bool { !isAbsoluteOffset }

    init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
        self.edges = edges; self.offset = offset; isAbsoluteOffset = absolute
        super.init()
    }
    /// An anchor on the given edges, without offset.
    public convenience init(edges: NSDirectionalRectEdge) { self.init(edges: edges, offset: .zero, absolute: true) }
    /// An anchor on the given edges, offset by fractions of the supplementary item's size.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) { self.init(edges: edges, offset: fractionalOffset, absolute: false) }
    /// An anchor on the given edges, offset by points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) { self.init(edges: edges, offset: absoluteOffset, absolute: true) }

    /// The point of a rect this anchor designates (left-to-right).
    func point(in rect: CGRect) -> CGPoint {
        let x = edges.contains(.leading) ? rect.minX : edges.contains(.trailing) ? rect.maxX : rect.midX
        let y = edges.contains(.top) ? rect.minY : edges.contains(.bottom) ? rect.maxY : rect.midY
        return CGPoint(x: x, y: y)
    }

    /// A copy of the anchor.
    open func copy(with zone: NSZone? = nil) -> Any { NSCollectionLayoutAnchor(edges: edges, offset: offset, absolute: isAbsoluteOffset) }
}
