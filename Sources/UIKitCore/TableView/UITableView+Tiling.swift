//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Counts, heights and the visible rows: the table asks for counts at reload and makes cells
/// only for rows on screen, in the layout pass.
extension UITableView {
    func _setNeedsReload() {
        _needsReload = true
        setNeedsLayout()
    }

    func _heightsDidChange(_ old: CGFloat, _ new: CGFloat) {
        guard old != new || (old.isNaN != new.isNaN) else { return }
        _setNeedsReload()
    }

    func _reloadData() {
        _endDisplayingAll()
        _loadCounts()
        _needsReload = true
        setNeedsLayout()
    }

    /// Ends the display of every visible cell, header and footer (bottom-up, as iOS calls
    /// `didEndDisplaying`) and queues them so that cells come back to rows in reversed order.
    func _endDisplayingAll() {
        let rows = _visibleCells.keys.sorted(by: >)
        var ended: [UITableViewCell] = []
        for path in rows {
            guard let cell = _visibleCells.removeValue(forKey: path) else { continue }
            _tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
            ended.append(cell)
        }
        for cell in ended.reversed() { _enqueue(cell) }
        for s in _visibleHeaders.keys.sorted(by: >) {
            guard let v = _visibleHeaders.removeValue(forKey: s) else { continue }
            _tableDelegate?.tableView(self, didEndDisplayingHeaderView: v, forSection: s)
            _enqueue(headerFooter: v)
        }
        for s in _visibleFooters.keys.sorted(by: >) {
            guard let v = _visibleFooters.removeValue(forKey: s) else { continue }
            _tableDelegate?.tableView(self, didEndDisplayingFooterView: v, forSection: s)
            _enqueue(headerFooter: v)
        }
    }

    // MARK: Counts and heights

    /// Whether unmeasured rows count as estimates (iOS turns estimation off only when
    /// `estimatedRowHeight` is 0 and the delegate gives no estimates).
    var _rowEstimationOn: Bool { estimatedRowHeight != 0 }

    /// Asks the data source for every count (and, with estimation off, every row's height) and
    /// rebuilds the geometry. O(sections) with estimation on.
    func _loadCounts() {
        _needsReload = false
        _hasLoaded = true
        guard let ds = _dataSource else {
            _geometry.reload([])
            _updateContentSize()
            return
        }
        var sections = ds.numberOfSections(in: self)
        if sections < 0 {
            UIKitLog.warning("numberOfSections(in:) returned \(sections); counted as 0", category: "UITableView")
            sections = 0
        }
        if sections > 0 { _probeHeaderFooterViews() }
        var specs: [_UITableGeometry.SectionSpec] = []
        specs.reserveCapacity(sections)
        for s in 0..<sections {
            specs.append(_sectionSpec(s, rows: _rowCount(ds, s)))
        }
        _geometry.reload(specs)
        _measureRowsUpFront()
        _updateContentSize()
        _reloadSectionIndex()
    }

    func _rowCount(_ ds: UITableViewDataSource, _ s: Int) -> Int {
        let n = ds.tableView(self, numberOfRowsInSection: s)
        if n < 0 {
            UIKitLog.warning("tableView(_:numberOfRowsInSection: \(s)) returned \(n); counted as 0", category: "UITableView")
            return 0
        }
        return n
    }

    /// The estimate an unmeasured row counts as.
    var _uniformRowEstimate: CGFloat {
        if estimatedRowHeight > 0 { return estimatedRowHeight }
        if rowHeight > 0 { return rowHeight }
        return UITableView._defaultEstimate
    }

    func _sectionSpec(_ s: Int, rows: Int) -> _UITableGeometry.SectionSpec {
        let fixed = rowHeight >= 0 && estimatedRowHeight == UITableView.automaticDimension
        let header = _headerHeightAtLoad(s), footer = _footerHeightAtLoad(s)
        return _UITableGeometry.SectionSpec(
            rowCount: rows, rowHeight: _uniformRowEstimate, rowsEstimated: !fixed || _tableDelegate != nil,
            header: header.height, headerEstimated: header.estimated,
            footer: footer.height, footerEstimated: footer.estimated,
            topPadding: sectionHeaderTopPadding > 0 ? sectionHeaderTopPadding : 0)
    }

    /// With estimation off every row is measured now, as on iOS (one `heightForRowAt` per row;
    /// none when the delegate does not implement it and `rowHeight` is fixed).
    func _measureRowsUpFront() {
        guard !_rowEstimationOn else { return }
        for s in 0..<_geometry.numberOfSections {
            for r in 0..<_geometry.numberOfRows(inSection: s) {
                let path = IndexPath(row: r, section: s)
                _defaultAnswered = false
                let h = _tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
                let implemented = _tableDelegate != nil && !_defaultAnswered
                if !implemented && rowHeight >= 0 {
                    // Not implemented: every row is `rowHeight`; nothing more to ask.
                    _setAllRows(height: rowHeight)
                    return
                }
                let value = h >= 0 && h.isFinite ? h : UITableView._standardRowHeight
                _geometry.setRowHeight(value, estimated: h < 0, s, r)
            }
        }
    }

    func _setAllRows(height: CGFloat) {
        var specs: [_UITableGeometry.SectionSpec] = []
        for s in 0..<_geometry.numberOfSections {
            var spec = _sectionSpec(s, rows: _geometry.numberOfRows(inSection: s))
            spec.rowHeight = height
            spec.rowsEstimated = false
            specs.append(spec)
        }
        let header = _geometry.tableHeaderHeight, footer = _geometry.tableFooterHeight
        _geometry.reload(specs)
        _geometry.tableHeaderHeight = header
        _geometry.tableFooterHeight = footer
    }

    /// A section header's height as counts load: fixed when given, else an estimate measured
    /// when the header shows.
    func _headerHeightAtLoad(_ s: Int) -> (height: CGFloat, estimated: Bool) {
        _defaultAnswered = false
        let h = _tableDelegate?.tableView(self, heightForHeaderInSection: s) ?? sectionHeaderHeight
        if h >= 0 { return (h.isFinite ? h : 0, false) }
        let title = _dataSource?.tableView(self, titleForHeaderInSection: s)
        if title != nil { return (_titledHeaderHeight, true) }
        if estimatedSectionHeaderHeight > 0, _tableDelegate != nil { return (estimatedSectionHeaderHeight, true) }
        switch style {
        case .plain: return _delegateGivesHeaders ? (_titledHeaderHeight, true) : (0, false)
        case .grouped, .insetGrouped: return (s == 0 ? 35 : 17.5, true)
        }
    }

    func _footerHeightAtLoad(_ s: Int) -> (height: CGFloat, estimated: Bool) {
        let h = _tableDelegate?.tableView(self, heightForFooterInSection: s) ?? sectionFooterHeight
        if h >= 0 { return (h.isFinite ? h : 0, false) }
        let title = _dataSource?.tableView(self, titleForFooterInSection: s)
        if title != nil { return (_titledHeaderHeight, true) }
        if estimatedSectionFooterHeight > 0, _tableDelegate != nil { return (estimatedSectionFooterHeight, true) }
        switch style {
        case .plain: return _delegateGivesFooters ? (_titledHeaderHeight, true) : (0, false)
        case .grouped, .insetGrouped: return (17.5, true)
        }
    }

    /// A plain header's default height with a title (⚠ about 28 pt on iOS; grouped ones are taller).
    var _titledHeaderHeight: CGFloat { style == .plain ? 28 : 38 }
    /// Whether the delegate implements `viewForHeaderInSection` (or the footer one): asked once
    /// per reload for section 0, as iOS asks for a visible header; the view goes back to its
    /// queue. Without it, untitled plain sections have no header and are never asked.
    func _probeHeaderFooterViews() {
        _delegateGivesHeaders = false
        _delegateGivesFooters = false
        guard style == .plain, let d = _tableDelegate else { return }
        if sectionHeaderHeight < 0 {
            _defaultAnswered = false
            let v = d.tableView(self, viewForHeaderInSection: 0)
            _delegateGivesHeaders = !_defaultAnswered
            if let v { _enqueue(headerFooter: v) }
        }
        if sectionFooterHeight < 0 {
            _defaultAnswered = false
            let v = d.tableView(self, viewForFooterInSection: 0)
            _delegateGivesFooters = !_defaultAnswered
            if let v { _enqueue(headerFooter: v) }
        }
    }

    func _updateContentSize() {
        let size = CGSize(width: bounds.width, height: _geometry.contentHeight)
        if contentSize != size { contentSize = size }
    }

    // MARK: Tiling

    /// Makes the cells, headers and footers of what is on screen, ends the display of what left,
    /// measures estimated rows as they appear and keeps the content still while they do.
    func _tile() {
        guard !_isTiling else { return }
        _isTiling = true
        defer { _isTiling = false }
        if _needsReload { _loadCounts() }
        if bounds.width != _tiledWidth {
            _tiledWidth = bounds.width
            _layoutTableHeaderFooter()
            // A new width can rewrap self-sizing rows: measure the visible ones again (rows off
            // screen are measured as they come back).
            let anchor = _visibleCells.keys.min()
            for (path, cell) in _visibleCells {
                cell.frame.size.width = _cellFrame(y: 0, height: 0).width
                _ = _measureRow(path, cell, anchor: anchor)
            }
        }
        var passes = 0
        while passes < 4 {
            passes += 1
            if !_tileOnce() { break }
        }
        _layoutHeadersAndFooters()
        _updateContentSize()
        _layoutBackgroundView()
        _layoutSectionIndex()
        if prefetchDataSource != nil { _prefetch() }
    }

    /// One tiling pass; true when a measured height moved things (another pass is needed).
    func _tileOnce() -> Bool {
        let visible = bounds
        let items = _geometry.items(from: visible.minY, to: visible.maxY)
        // The rows on screen come in index order: a sorted array (binary search for membership)
        // rather than a hashed set, and their frames from the same query (this runs every
        // scroll frame).
        var wanted: [(path: IndexPath, y: CGFloat, height: CGFloat)] = []
        wanted.reserveCapacity(items.count)
        var wantedHeaders = Set<Int>(), wantedFooters = Set<Int>()
        for item in items {
            switch item.kind {
            case .row: wanted.append((IndexPath(row: item.row, section: item.section), item.y, item.height))
            case .header: wantedHeaders.insert(item.section)
            case .footer: wantedFooters.insert(item.section)
            }
        }
        func isWanted(_ p: IndexPath) -> Bool {
            var lo = 0, hi = wanted.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if wanted[mid].path < p { lo = mid + 1 } else { hi = mid }
            }
            return lo < wanted.count && wanted[lo].path == p
        }
        if style == .plain { _addFloatingSections(visible, &wantedHeaders, &wantedFooters) }
        // Rows that left, bottom-up.
        for path in _visibleCells.keys.filter({ !isWanted($0) && !_keepsRowVisible($0) }).sorted(by: >) {
            guard let cell = _visibleCells.removeValue(forKey: path) else { continue }
            _tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
            _enqueue(cell)
        }
        for s in _visibleHeaders.keys where !wantedHeaders.contains(s) {
            guard let v = _visibleHeaders.removeValue(forKey: s) else { continue }
            _tableDelegate?.tableView(self, didEndDisplayingHeaderView: v, forSection: s)
            _enqueue(headerFooter: v)
        }
        for s in _visibleFooters.keys where !wantedFooters.contains(s) {
            guard let v = _visibleFooters.removeValue(forKey: s) else { continue }
            _tableDelegate?.tableView(self, didEndDisplayingFooterView: v, forSection: s)
            _enqueue(headerFooter: v)
        }
        // Rows that came, top to bottom. Rows measured above the first row that stays on
        // screen grow upwards (the offset moves with them), so what the user sees stays put.
        var moved = false
        let anchor = _visibleCells.keys.min()
        for w in wanted where _visibleCells[w.path] == nil {
            if _showRow(w.path, anchor: anchor) { moved = true }
        }
        if moved || _reorderState != nil {
            // A measured height moved rows (or a row is lifted): places from the geometry as it is now.
            for (path, cell) in _visibleCells {
                let y = _geometry.rowY(path.section, path.row), h = _geometry.rowHeight(path.section, path.row)
                let f = _interactiveRowFrame(cell, path, _cellFrame(y: y, height: h))   // hook: +Swipe/+Reorder
                if cell.frame != f { cell.frame = f }
            }
        } else {
            for w in wanted {
                guard let cell = _visibleCells[w.path] else { continue }
                let f = _interactiveRowFrame(cell, w.path, _cellFrame(y: w.y, height: w.height))
                if cell.frame != f { cell.frame = f }
            }
        }
        for s in wantedHeaders.sorted() where _visibleHeaders[s] == nil {
            if _showHeaderFooter(s, header: true) { moved = true }
        }
        for s in wantedFooters.sorted() where _visibleFooters[s] == nil {
            if _showHeaderFooter(s, header: false) { moved = true }
        }
        return moved
    }

    /// A plain table's headers and footers float: a section that is on screen shows its header
    /// even when the header's own place has scrolled away.
    func _addFloatingSections(_ visible: CGRect, _ headers: inout Set<Int>, _ footers: inout Set<Int>) {
        let top = visible.minY + adjustedContentInset.top, bottom = visible.maxY - adjustedContentInset.bottom
        if let s = _geometry.section(atY: top), _geometry.headerHeight(s) > 0,
           top < _geometry.sectionY(s) + _geometry.sectionHeight(s) {
            headers.insert(s)
        }
        if let s = _geometry.section(atY: bottom), _geometry.footerHeight(s) > 0,
           bottom > _geometry.sectionY(s) {
            footers.insert(s)
        }
    }

    /// Makes and shows one row's cell: `cellForRowAt` → `heightForRowAt` → `willDisplay`.
    /// Returns true when measuring it changed its height.
    func _showRow(_ path: IndexPath, anchor: IndexPath?) -> Bool {
        guard let ds = _dataSource, _geometry.isValid(path.section, path.row) else { return false }
        _rowBeingMade = path
        let cell = ds.tableView(self, cellForRowAt: path)
        _rowBeingMade = nil
        _adopt(cell, for: path)
        cell._sectionIndexInset = _sectionIndex?.frame.width ?? 0
        let changed = _measureRow(path, cell, anchor: anchor)
        let y = _geometry.rowY(path.section, path.row), h = _geometry.rowHeight(path.section, path.row)
        cell.frame = _cellFrame(y: y, height: h)
        _visibleCells[path] = cell
        _tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
        return changed
    }

    /// Puts a cell from the data source in the table: below the headers, styled for the table,
    /// with its selection and editing state.
    func _adopt(_ cell: UITableViewCell, for path: IndexPath) {
        if cell.superview !== self {
            insertSubview(cell, at: _backgroundView?.superview === self ? 1 : 0)
        }
        cell.isHidden = false
        _styleCell(cell, path)
        let selected = _selectedRows.contains(path)
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
        if cell.isEditing != _isEditing { cell.setEditing(_isEditing, animated: false) }
    }

    func _styleCell(_ cell: UITableViewCell, _ path: IndexPath) {
        cell._tableStyle = style
        let last = path.row == _geometry.numberOfRows(inSection: path.section) - 1
        cell._setSeparator(style: separatorStyle, color: separatorColor, inset: _separatorInsetSet ? separatorInset : nil,
                           isHidden: separatorStyle == .none || (last && style != .plain))
        cell._accessoryButtonTapped = { [weak self, weak cell] in
            guard let self, let cell, let p = self.indexPath(for: cell) else { return }
            self._tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: p)
            self._performCellSegue(at: p, accessory: true)
        }
        _styleCellForEditing(cell, path)
        _roundCorners(cell, path)
    }

    /// A row's cell frame: the table's width, or in insetGrouped style inset by the table's
    /// horizontal layout margins (the rounded card).
    func _cellFrame(y: CGFloat, height: CGFloat) -> CGRect {
        guard style == .insetGrouped else { return CGRect(x: 0, y: y, width: bounds.width, height: height) }
        let m = layoutMargins
        return CGRect(x: m.left, y: y, width: max(0, bounds.width - m.left - m.right), height: height)
    }

    /// insetGrouped: the first and last rows of a section round their outer corners (10 pt).
    func _roundCorners(_ cell: UITableViewCell, _ path: IndexPath) {
        guard style == .insetGrouped else { return }
        let first = path.row == 0, last = path.row == _geometry.numberOfRows(inSection: path.section) - 1
        var corners: CACornerMask = []
        if first { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        cell.layer.cornerRadius = corners.isEmpty ? 0 : 10
        cell.layer.maskedCorners = corners
        cell.clipsToBounds = !corners.isEmpty
    }

    func _cellsNeedRestyle() {
        for (path, cell) in _visibleCells { _styleCell(cell, path) }
    }

    /// Asks the row's height (`heightForRowAt`, or `rowHeight`) and self-sizes it when that is
    /// `automaticDimension`. Keeps the rows on screen still when a row above them changes.
    func _measureRow(_ path: IndexPath, _ cell: UITableViewCell, anchor: IndexPath?) -> Bool {
        let (s, r) = (path.section, path.row)
        var h = _tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
        if !h.isFinite { h = UITableView._standardRowHeight }
        if h < 0 {
            let width = _cellFrame(y: 0, height: 0).width
            cell.frame.size.width = width
            h = _UIPixel.ceil(max(0, cell._fittingHeight(forWidth: width)), scale: contentScaleFactor)
        }
        let old = _geometry.rowHeight(s, r)
        _geometry.setRowHeight(h, estimated: false, s, r)
        guard h != old else { return false }
        // A row above the anchor (or, without one, above the top edge) pushes the content:
        // move the offset with it so what the user sees stays put.
        let above = anchor.map { path < $0 } ?? (_geometry.rowY(s, r) < bounds.minY)
        if above {
            _settingOffsetInternally = true
            var b = bounds
            b.origin.y += h - old
            super.bounds = b
            _settingOffsetInternally = false
        }
        return true
    }

    /// Makes and shows a section header or footer: height → view (delegate's, or a titled one)
    /// → `willDisplay…View`.
    func _showHeaderFooter(_ s: Int, header: Bool) -> Bool {
        guard s < _geometry.numberOfSections else { return false }
        let estimated = header ? _geometry.isHeaderEstimated(s) : _geometry.isFooterEstimated(s)
        var h = header ? _geometry.headerHeight(s) : _geometry.footerHeight(s)
        if let d = _tableDelegate {
            let asked = header ? d.tableView(self, heightForHeaderInSection: s) : d.tableView(self, heightForFooterInSection: s)
            if asked >= 0, asked.isFinite { h = asked }
        }
        var view = header ? _tableDelegate?.tableView(self, viewForHeaderInSection: s)
                          : _tableDelegate?.tableView(self, viewForFooterInSection: s)
        if view == nil, let title = header ? _dataSource?.tableView(self, titleForHeaderInSection: s)
                                           : _dataSource?.tableView(self, titleForFooterInSection: s) {
            view = _titledHeaderFooter(title, header: header)
        }
        var changed = false
        if estimated {
            let measured: CGFloat
            if let hf = view as? UITableViewHeaderFooterView { measured = hf._fittingHeight(forWidth: bounds.width) }
            else if let v = view {
                measured = v.systemLayoutSizeFitting(CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
                                                     verticalFittingPriority: .fittingSizeLevel).height
            } else {
                measured = style == .plain ? 0 : h
            }
            // Whole device pixels, so the rows below stay on the pixel grid (sharp text).
            h = _UIPixel.ceil(measured, scale: contentScaleFactor)
        }
        let old = header ? _geometry.headerHeight(s) : _geometry.footerHeight(s)
        if header { _geometry.setHeaderHeight(h, estimated: false, s) } else { _geometry.setFooterHeight(h, estimated: false, s) }
        if h != old { changed = true }
        guard let view, h > 0 else { return changed }
        if let hf = view as? UITableViewHeaderFooterView { hf._tableStyle = style; hf._isFooter = !header }
        // Above the cells (which go in at the bottom); reordering only when needed, as every
        // reorder lays the table out again.
        if view.superview !== self { addSubview(view) } else if subviews.last !== view { bringSubviewToFront(view) }
        view.isHidden = false
        if header { _visibleHeaders[s] = view } else { _visibleFooters[s] = view }
        view.frame = _cellFrame(y: header ? _geometry.headerY(s) : _geometry.footerY(s), height: h)
        if header { _tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: s) }
        else { _tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: s) }
        return changed
    }

    /// The header or footer iOS shows for a `titleFor…InSection` title.
    func _titledHeaderFooter(_ title: String, header: Bool) -> UITableViewHeaderFooterView {
        let id = header ? "_UITableViewTitledHeader" : "_UITableViewTitledFooter"
        let view = _dequeueHeaderFooter(id) ?? UITableViewHeaderFooterView(reuseIdentifier: id)
        view._isFooter = !header
        view.textLabel?.text = title
        return view
    }

    /// Places visible headers and footers; in a plain table they stick to the top (bottom) edge
    /// while their section is on screen, pushed away by the next section.
    func _layoutHeadersAndFooters() {
        let top = bounds.minY + adjustedContentInset.top, bottom = bounds.maxY - adjustedContentInset.bottom
        for (s, v) in _visibleHeaders {
            let h = _geometry.headerHeight(s)
            var y = _geometry.headerY(s)
            if style == .plain {
                let sectionEnd = _geometry.sectionY(s) + _geometry.sectionHeight(s) - _geometry.footerHeight(s)
                y = min(max(y, top), sectionEnd - h)
            }
            v.frame = _cellFrame(y: y, height: h)
        }
        for (s, v) in _visibleFooters {
            let h = _geometry.footerHeight(s)
            var y = _geometry.footerY(s)
            if style == .plain {
                let sectionStart = _geometry.headerY(s) + _geometry.headerHeight(s)
                y = max(min(y, bottom - h), sectionStart)
            }
            v.frame = _cellFrame(y: y, height: h)
        }
    }
}
