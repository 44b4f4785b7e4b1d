//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// One change of a batch update, as a layout sees it in `prepare(forCollectionViewUpdates:)`:
/// an insert, delete, reload or move of an item (or of a section: the item index is `NSNotFound`).
@preconcurrency @MainActor open class UICollectionViewUpdateItem: CustomStringConvertible {
    /// The kind of change (Apple's raw values).
    public enum Action: Int, Sendable {
        /// An insert.
        case insert = 0
        /// A delete.
        case delete = 1
        /// A reload.
        case reload = 2
        /// A move.
        case move = 3
        /// No change.
        case none = 4
    }

    /// Where the element was before the update (nil for an insert).
    public let indexPathBeforeUpdate: IndexPath?
    /// Where the element is after the update (nil for a delete).
    public let indexPathAfterUpdate: IndexPath?
    /// The kind of change.
    public let updateAction: Action

    init(before: IndexPath?, after: IndexPath?, action: Action) {
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        updateAction = action
    }

    /// The change and its index paths.
    public nonisolated var description: String {
        MainActor.assumeIsolated {
            "<UICollectionViewUpdateItem: action=\(updateAction) before=\(indexPathBeforeUpdate.map { "\($0)" } ?? "nil") after=\(indexPathAfterUpdate.map { "\($0)" } ?? "nil")>"
        }
    }
}

extension IndexPath {
    /// A section-level index path: the section and `NSNotFound` as the item, as update items of
    /// whole sections carry.
    static func _section(_ s: Int) -> IndexPath { IndexPath(item: NSNotFound, section: s) }
}
