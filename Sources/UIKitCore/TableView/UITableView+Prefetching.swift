//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Prefetching: after each tiling pass the table offers the prefetch data source the rows just
/// past the screen in the direction of scrolling (about one screenful), and cancels those that
/// fell out of that window without being shown.
extension UITableView {
    func _prefetch() {
        guard isPrefetchingEnabled, let pf = prefetchDataSource, !_visibleCells.isEmpty else { return }
        let visible = _visibleCells.keys.sorted()
        guard let first = visible.first, let last = visible.last else { return }
        let down = bounds.minY >= _lastPrefetchOffset
        _lastPrefetchOffset = bounds.minY
        var window: [IndexPath] = []
        var p = down ? last : first
        for _ in 0..<visible.count {
            guard let next = down ? _rowAfter(p) : _rowBefore(p) else { break }
            window.append(next)
            p = next
        }
        let wanted = Set(window)
        let cancelled = _prefetchedRows.subtracting(wanted).subtracting(visible)
        let fresh = window.filter { !_prefetchedRows.contains($0) }
        _prefetchedRows = wanted
        if !cancelled.isEmpty { pf.tableView(self, cancelPrefetchingForRowsAt: cancelled.sorted()) }
        if !fresh.isEmpty { pf.tableView(self, prefetchRowsAt: fresh) }
    }

    func _rowAfter(_ p: IndexPath) -> IndexPath? {
        if p.row + 1 < _geometry.numberOfRows(inSection: p.section) { return IndexPath(row: p.row + 1, section: p.section) }
        var s = p.section + 1
        while s < _geometry.numberOfSections {
            if _geometry.numberOfRows(inSection: s) > 0 { return IndexPath(row: 0, section: s) }
            s += 1
        }
        return nil
    }

    func _rowBefore(_ p: IndexPath) -> IndexPath? {
        if p.row > 0 { return IndexPath(row: p.row - 1, section: p.section) }
        var s = p.section - 1
        while s >= 0 {
            let n = _geometry.numberOfRows(inSection: s)
            if n > 0 { return IndexPath(row: n - 1, section: s) }
            s -= 1
        }
        return nil
    }
}
