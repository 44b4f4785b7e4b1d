//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A table's drop proposal: the operation and where the data goes (between rows, or into one).
@preconcurrency @MainActor open class UITableViewDropProposal: UIDropProposal {
    /// Where a table drop goes (raw values as on iOS).
    public enum Intent: Int, Sendable {
        /// Not said: the table shows no gap or highlight.
        case unspecified = 0
        /// Inserted at the destination index path: a gap opens there.
        case insertAtDestinationIndexPath = 1
        /// Into the row at the destination index path: the row is highlighted.
        case insertIntoDestinationIndexPath = 2
        /// The table chooses between the two by the finger's place over the row.
        case automatic = 3
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
