//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Rows the table will likely show soon, so their data can load ahead (iOS 10).
@preconcurrency @MainActor public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// Start loading the data of rows likely to show soon. On Linux: after each tiling pass the table
    /// offers about a screenful of rows past the visible ones, in the direction of scrolling.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Stop loading the data of rows offered earlier that are no longer likely to show.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    /// Does nothing.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
