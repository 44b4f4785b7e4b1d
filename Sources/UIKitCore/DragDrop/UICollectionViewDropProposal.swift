//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A collection view's drop proposal: the operation and where the data goes.
@preconcurrency @MainActor open class UICollectionViewDropProposal: UIDropProposal {
    /// Where a collection view drop goes (raw values as on iOS).
    public enum Intent: Int, Sendable {
        /// Not said: the items do not move aside.
        case unspecified = 0
        /// Inserted at the destination index path: the items move aside there.
        case insertAtDestinationIndexPath = 1
        /// Into the item at the destination index path.
        case insertIntoDestinationIndexPath = 2
    }

    /// Where the data goes.
    public let intent: Intent

    /// A proposal to perform `operation` with `intent`.
    public init(operation: UIDropOperation, intent: Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    /// A proposal to perform `operation` with an unspecified intent.
    public override convenience init(operation: UIDropOperation) { self.init(operation: operation, intent: .unspecified) }
}
