//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// What an app asks the table about its rows: counts, rects, index paths and visible cells.
/// Out-of-range index paths are logged and answered with nil, `.null` or nothing.
extension UITableView {
    /// Loads counts if the table has not yet (queries before the first layout still answer).
    func _ensureLoaded() {
        if !_hasLoaded || _needsReload { _loadCounts() }
    }

    func _valid(_ path: IndexPath, _ caller: String) -> Bool {
        _ensureLoaded()
        if path.count == 2, _geometry.isValid(path.section, path.row) { return true }
        UIKitLog.warning("-[UITableView \(caller)]: index path \(path) is out of range (\(_geometry.numberOfSections) sections); ignored", category: "UITableView")
        return false
    }

    func _validSection(_ s: Int, _ caller: String) -> Bool {
        _ensureLoaded()
        if s >= 0 && s < _geometry.numberOfSections { return true }
        UIKitLog.warning("-[UITableView \(caller)]: section \(s) is out of range (\(_geometry.numberOfSections) sections); ignored", category: "UITableView")
        return false
    }

    /// The number of sections, as the data source last gave it (asked first if the table has not loaded
    /// yet).
    public var numberOfSections: Int {
        _ensureLoaded()
        return _geometry.numberOfSections
    }

    /// The number of rows in `section`, as the data source last gave it (0 for a section out of range).
    public func numberOfRows(inSection section: Int) -> Int {
        _ensureLoaded()
        return _geometry.numberOfRows(inSection: section)
    }

    /// The row's frame in the table's coordinates (`.zero` for an invalid row, as iOS answers).
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard _valid(indexPath, "rectForRowAtIndexPath:") else { return .zero }
        return CGRect(x: 0, y: _geometry.rowY(indexPath.section, indexPath.row), width: bounds.width,
                      height: _geometry.rowHeight(indexPath.section, indexPath.row))
    }

    /// The section's frame in the table's coordinates, from its header to the end of its footer
    /// (`.zero` for an invalid section, logged).
    public func rect(forSection section: Int) -> CGRect {
        guard _validSection(section, "rectForSection:") else { return .zero }
        // From the header (below the section's top padding) to the end of its footer.
        let y = _geometry.headerY(section)
        return CGRect(x: 0, y: y, width: bounds.width, height: _geometry.sectionY(section) + _geometry.sectionHeight(section) - y)
    }

    /// The frame of the section's header in the table's coordinates (`.zero` for an invalid section).
    public func rectForHeader(inSection section: Int) -> CGRect {
        guard _validSection(section, "rectForHeaderInSection:") else { return .zero }
        return CGRect(x: 0, y: _geometry.headerY(section), width: bounds.width, height: _geometry.headerHeight(section))
    }

    /// The frame of the section's footer in the table's coordinates (`.zero` for an invalid section).
    public func rectForFooter(inSection section: Int) -> CGRect {
        guard _validSection(section, "rectForFooterInSection:") else { return .zero }
        return CGRect(x: 0, y: _geometry.footerY(section), width: bounds.width, height: _geometry.footerHeight(section))
    }

    /// The row under a point in the table's coordinates, nil outside every row.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        _ensureLoaded()
        guard point.x >= 0, point.x < bounds.width, let hit = _geometry.row(atY: point.y) else { return nil }
        return IndexPath(row: hit.row, section: hit.section)
    }

    /// The rows that intersect a rect, top to bottom.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        _ensureLoaded()
        return _geometry.items(from: rect.minY, to: rect.maxY).compactMap {
            $0.kind == .row && $0.y < rect.maxY ? IndexPath(row: $0.row, section: $0.section) : nil
        }
    }

    /// The row a visible cell shows, nil for a cell that is not on screen.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        for (path, c) in _visibleCells where c === cell { return path }
        return nil
    }

    /// The visible cell of a row, nil when the row is off screen.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        _visibleCells[indexPath]
    }

    /// The cells on screen, top to bottom.
    public var visibleCells: [UITableViewCell] {
        _visibleCells.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the rows on screen, top to bottom. On Linux: an empty array (never nil) when
    /// no row is visible.
    public var indexPathsForVisibleRows: [IndexPath]? {
        _visibleCells.keys.sorted()
    }

    /// The header view shown for `section`, nil when it is off screen or not a
    /// `UITableViewHeaderFooterView`.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        _visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The footer view shown for `section`, nil when it is off screen or not a
    /// `UITableViewHeaderFooterView`.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        _visibleFooters[section] as? UITableViewHeaderFooterView
    }

    // MARK: Table header, footer and background

    func _setTableHeaderView(_ view: UIView?) {
        if _tableHeaderView !== view { _tableHeaderView?.removeFromSuperview() }
        _tableHeaderView = view
        if let view { addSubview(view) }
        _layoutTableHeaderFooter()
    }

    func _setTableFooterView(_ view: UIView?) {
        if _tableFooterView !== view { _tableFooterView?.removeFromSuperview() }
        _tableFooterView = view
        if let view { addSubview(view) }
        _layoutTableHeaderFooter()
    }

    /// The table header and footer keep their heights and take the table's width.
    func _layoutTableHeaderFooter() {
        _geometry.tableHeaderHeight = _tableHeaderView.map { max(0, $0.frame.height) } ?? 0
        _geometry.tableFooterHeight = _tableFooterView.map { max(0, $0.frame.height) } ?? 0
        _tableHeaderView?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: _geometry.tableHeaderHeight)
        if let f = _tableFooterView {
            f.frame = CGRect(x: 0, y: _geometry.contentHeight - _geometry.tableFooterHeight, width: bounds.width,
                             height: _geometry.tableFooterHeight)
        }
        _updateContentSize()
        setNeedsLayout()
    }

    func _setBackgroundView(_ view: UIView?) {
        if _backgroundView !== view { _backgroundView?.removeFromSuperview() }
        _backgroundView = view
        if let view { insertSubview(view, at: 0) }
        setNeedsLayout()
    }

    /// The background view covers the visible bounds and does not scroll.
    func _layoutBackgroundView() {
        guard let v = _backgroundView else { return }
        v.frame = bounds
        if subviews.first !== v { sendSubviewToBack(v) }
    }

    // MARK: Scrolling to a row

    func _scrollToRow(at path: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard _valid(path, "scrollToRowAtIndexPath:atScrollPosition:animated:") else { return }
        let row = rectForRow(at: path)
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y: CGFloat
        switch position {
        case .top: y = row.minY - inset.top
        case .middle: y = row.midY - inset.top - visibleHeight / 2
        case .bottom: y = row.maxY - inset.top - visibleHeight
        case .none:
            let top = bounds.minY + inset.top, bottom = bounds.maxY - inset.bottom
            if row.minY >= top && row.maxY <= bottom { return }
            y = row.minY < top ? row.minY - inset.top : row.maxY - inset.top - visibleHeight
        }
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        y = min(max(y, -inset.top), maxY)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }
}
