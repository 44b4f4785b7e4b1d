//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Outlets: `<outlet property="titleLabel" destination="ID"/>` and `<outletCollection>`.

/// An outlet read from `<outlet>` or `<outletCollection>` in a source object's `<connections>`:
/// the loader sets `property` on the source to the destination object (for a collection,
/// appends the destination to the array property).
public struct IBOutletConnection: Equatable, Sendable {
    /// The property set on the source (`titleLabel`, `delegate`, `view`).
    public var property: String
    /// The destination object's id (`-1` is a xib's File's Owner).
    public var destination: String
    /// The connection's own `id`.
    public var id: String?
    /// The source object: the element whose `<connections>` holds the outlet.
    public var source: IBElement?
    /// `<outletCollection>`: the destination is appended to an array property.
    public var isCollection: Bool
    /// A collection's `collectionClass` (`NSMutableArray`), or nil.
    public var collectionClass: String?
    /// The line of the element.
    public var line: Int

    /// An outlet with these parts.
    public init(property: String, destination: String, id: String?, source: IBElement?,
                isCollection: Bool, collectionClass: String?, line: Int) {
        self.property = property
        self.destination = destination
        self.id = id
        self.source = source
        self.isCollection = isCollection
        self.collectionClass = collectionClass
        self.line = line
    }
}
