//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A collection view data source that can expand and collapse outline items (the diffable data
/// source with section snapshots adopts it): a list cell's outline disclosure accessory without
/// an action handler asks it to toggle the cell's item.
@MainActor protocol _UIOutlineToggling: AnyObject {
    /// Expands the item at `indexPath` if it is collapsed, collapses it if it is expanded.
    func _toggleExpansion(at indexPath: IndexPath)
}
