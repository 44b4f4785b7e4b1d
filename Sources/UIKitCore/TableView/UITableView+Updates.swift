//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// Batch updates: inserting, deleting, reloading and moving rows and sections, validated and
// animated.

/// The updates collected between `beginUpdates()` and `endUpdates()` (or in one call outside
/// them), with iOS's index semantics: deletes and reloads name rows before the update, inserts
/// name rows after it, and deletes happen first whatever the call order.
struct _UITableBatch {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows: Set<IndexPath> = []
    var insertedRows: Set<IndexPath> = []
    var reloadedRows: Set<IndexPath> = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var animation: UITableView.RowAnimation = .automatic
    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
    }
}

/// A cell leaving or arriving with a row animation.
struct _UITableRowAnimation {
    var cell: UITableViewCell
}

extension UITableView {
    /// How long row animations take (⚠ iOS's are about 0.3 s).
    static let _rowAnimationDuration: TimeInterval = 0.3

    func _beginUpdates() {
        if _updateDepth == 0 {
            _ensureLoaded()
            _pendingUpdates = _UITableBatch()
        }
        _updateDepth += 1
    }

    /// Records one change, wrapping it in its own update outside a batch.
    func _record(_ change: (inout _UITableBatch) -> Void, _ animation: RowAnimation) {
        let own = _updateDepth == 0
        if own { _beginUpdates() }
        change(&_pendingUpdates)
        if animation != .automatic || _pendingUpdates.animation == .automatic { _pendingUpdates.animation = animation }
        if own { _endUpdates(completion: nil) }
    }

    func _insertSections(_ s: IndexSet, _ a: RowAnimation) { _record({ $0.insertedSections.formUnion(s) }, a) }
    func _deleteSections(_ s: IndexSet, _ a: RowAnimation) { _record({ $0.deletedSections.formUnion(s) }, a) }
    func _reloadSections(_ s: IndexSet, _ a: RowAnimation) { _record({ $0.reloadedSections.formUnion(s) }, a) }
    func _moveSection(_ from: Int, _ to: Int) { _record({ $0.movedSections.append((from, to)) }, .automatic) }
    func _insertRows(_ p: [IndexPath], _ a: RowAnimation) { _record({ $0.insertedRows.formUnion(p) }, a) }
    func _deleteRows(_ p: [IndexPath], _ a: RowAnimation) { _record({ $0.deletedRows.formUnion(p) }, a) }
    func _reloadRows(_ p: [IndexPath], _ a: RowAnimation) { _record({ $0.reloadedRows.formUnion(p) }, a) }
    func _moveRow(_ from: IndexPath, _ to: IndexPath) { _record({ $0.movedRows.append((from, to)) }, .automatic) }

    func _reconfigureRows(_ paths: [IndexPath]) {
        guard let ds = _dataSource else { return }
        for path in paths where _valid(path, "reconfigureRowsAtIndexPaths:") {
            guard let old = _visibleCells[path] else { continue }
            // The data source's dequeue hands back this same cell: it is the only one queued.
            _visibleCells[path] = nil
            old.isHidden = true
            if let id = old.reuseIdentifier { _reuseQueues[id, default: []].append(old) }
            _rowBeingMade = path
            let cell = ds.tableView(self, cellForRowAt: path)
            _rowBeingMade = nil
            if let id = old.reuseIdentifier, cell !== old { _reuseQueues[id]?.removeAll { $0 === old }; _enqueue(old) }
            _adopt(cell, for: path)
            _visibleCells[path] = cell
            cell.frame = rectForRow(at: path)
        }
    }

    func _endUpdates(completion: ((Bool) -> Void)?) {
        guard _updateDepth > 0 else {
            UIKitLog.warning("-[UITableView endUpdates] without beginUpdates; ignored", category: "UITableView")
            return
        }
        _updateDepth -= 1
        guard _updateDepth == 0 else { return }
        let batch = _pendingUpdates
        _pendingUpdates = _UITableBatch()
        guard !batch.isEmpty else {
            // An empty batch re-measures rows (how apps animate height changes).
            _remeasureVisibleRows()
            completion?(true)
            return
        }
        _apply(batch, completion: completion)
    }

    /// The rows before the update, per section.
    var _rowCounts: [Int] { (0..<_geometry.numberOfSections).map { _geometry.numberOfRows(inSection: $0) } }

    func _apply(_ batch: _UITableBatch, completion: ((Bool) -> Void)?) {
        let before = _rowCounts
        guard let ds = _dataSource else { return }
        let sectionsAfter = max(0, ds.numberOfSections(in: self))
        let after = (0..<sectionsAfter).map { _rowCount(ds, $0) }
        let map = _UITableBatchMap(batch, sectionsBefore: before.count)
        if let problem = _validate(batch, map, before: before, after: after) {
            UIKitLog.error("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(problem)'; the table reloads its data instead", category: "UITableView")
            _reloadData()
            completion?(false)
            return
        }
        let animated = batch.animation != .none && window != nil
        // Visible rows before, with where each one goes.
        var leaving: [UITableViewCell] = []
        var moved: [IndexPath: UITableViewCell] = [:]
        for (path, cell) in _visibleCells {
            if let to = map.destination(of: path) {
                moved[to] = cell
            } else {
                _tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
                leaving.append(cell)
            }
        }
        _visibleCells = moved
        _selectedRows = _selectedRows.compactMap { map.destination(of: $0) }
        for (_, v) in _visibleHeaders { _enqueue(headerFooter: v) }
        for (_, v) in _visibleFooters { _enqueue(headerFooter: v) }
        _visibleHeaders.removeAll()
        _visibleFooters.removeAll()
        _rebuildGeometry(batch, map, after: after)
        let oldFrames = Dictionary(uniqueKeysWithValues: moved.map { ($0.key, $0.value.frame) })
        _tile()
        // First/last rows changed: separators and rounded corners follow.
        _cellsNeedRestyle()
        let finish: (Bool) -> Void = { [weak self] finished in
            for cell in leaving {
                cell.alpha = 1
                self?._enqueue(cell)
            }
            completion?(finished)
        }
        guard animated else {
            finish(true)
            return
        }
        // Surviving cells slide from their old places; leaving and arriving ones fade, or slide
        // out to (in from) the side the animation names.
        let shift = _rowAnimationShift(batch.animation)
        var newFrames: [(UITableViewCell, CGRect)] = []
        for (path, cell) in _visibleCells {
            if let old = oldFrames[path] {
                newFrames.append((cell, cell.frame))
                cell.frame = old
            } else {
                newFrames.append((cell, cell.frame))
                if shift == .zero { cell.alpha = 0 } else { cell.frame = cell.frame.offsetBy(dx: shift.x * cell.frame.width, dy: shift.y * cell.frame.height) }
            }
        }
        UIView.animate(withDuration: UITableView._rowAnimationDuration, animations: {
            for (cell, frame) in newFrames {
                cell.frame = frame
                cell.alpha = 1
            }
            for cell in leaving {
                if shift == .zero { cell.alpha = 0 } else { cell.frame = cell.frame.offsetBy(dx: shift.x * cell.frame.width, dy: shift.y * cell.frame.height) }
            }
        }, completion: finish)
    }

    /// Which way `.left`/`.right`/`.top`/`.bottom` rows slide, in row sizes (zero: they fade).
    func _rowAnimationShift(_ animation: RowAnimation) -> CGPoint {
        switch animation {
        case .left: CGPoint(x: -1, y: 0)
        case .right: CGPoint(x: 1, y: 0)
        case .top: CGPoint(x: 0, y: -1)
        case .bottom: CGPoint(x: 0, y: 1)
        case .fade, .none, .middle, .automatic: .zero
        }
    }

    /// Where a row before the update is after it (nil: deleted or reloaded).
    func _destination(of path: IndexPath, _ b: _UITableBatch, before: [Int]) -> IndexPath? {
        _UITableBatchMap(b, sectionsBefore: before.count).destination(of: path)
    }

    /// iOS's checks, in its words: indexes in range, then after = before + inserted − deleted
    /// ± moved, per section. O(k log k) for k changes.
    func _validate(_ b: _UITableBatch, _ map: _UITableBatchMap, before: [Int], after: [Int]) -> String? {
        for p in b.deletedRows.union(b.reloadedRows).sorted() {
            let count = p.section < before.count ? before[p.section] : 0
            if p.row < 0 || p.row >= count || p.section >= before.count {
                return "attempt to delete row \(p.row) from section \(p.section) which only contains \(count) rows before the update"
            }
        }
        for p in b.insertedRows.sorted() {
            let count = p.section < after.count ? after[p.section] : 0
            if p.row < 0 || p.row >= count || p.section >= after.count {
                return "attempt to insert row \(p.row) into section \(p.section), but there are only \(count) rows in section \(p.section) after the update"
            }
        }
        for m in b.movedRows {
            let count = m.from.section < before.count && m.from.section >= 0 ? before[m.from.section] : 0
            if m.from.row < 0 || m.from.row >= count {
                return "attempt to move index path (\(m.from)) that does not exist - there are only \(count) rows in section \(m.from.section) before the update"
            }
            let after = m.to.section < after.count && m.to.section >= 0 ? after[m.to.section] : 0
            if m.to.row < 0 || m.to.row >= after {
                return "attempt to move index path (\(m.from)) to index path (\(m.to)) that does not exist - there are only \(after) rows in section \(m.to.section) after the update"
            }
        }
        let expectedSections = before.count - b.deletedSections.count + b.insertedSections.count
        if after.count != expectedSections || b.deletedSections.contains(where: { $0 >= before.count }) {
            return "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(after.count)) must be equal to the number of sections contained in the table view before the update (\(before.count)), plus or minus the number of sections inserted or deleted (\(b.insertedSections.count) inserted, \(b.deletedSections.count) deleted)."
        }
        // Per-section counts, gathered once.
        var ins: [Int: Int] = [:], del: [Int: Int] = [:], movesTo: [Int: Int] = [:], movesFrom: [Int: Int] = [:]
        var movesWithin: [Int: [Int: Int]] = [:]  // from section → to section → count
        for p in b.insertedRows { ins[p.section, default: 0] += 1 }
        for p in b.deletedRows { del[p.section, default: 0] += 1 }
        for m in b.movedRows {
            movesTo[m.to.section, default: 0] += 1
            movesFrom[m.from.section, default: 0] += 1
            movesWithin[m.from.section, default: [:]][m.to.section, default: 0] += 1
        }
        for s in 0..<before.count {
            guard let t = map.sectionDestination(s), !b.reloadedSections.contains(s) else { continue }
            let ins = ins[t] ?? 0, del = del[s] ?? 0
            let within = movesWithin[s]?[t] ?? 0
            let movedIn = (movesTo[t] ?? 0) - within
            let movedOut = (movesFrom[s] ?? 0) - within
            let expected = before[s] + ins - del + movedIn - movedOut
            if t < after.count, after[t] != expected {
                return "Invalid update: invalid number of rows in section \(t). The number of rows contained in an existing section after the update (\(after[t])) must be equal to the number of rows contained in that section before the update (\(before[s])), plus or minus the number of rows inserted or deleted from that section (\(ins) inserted, \(del) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
            }
        }
        return nil
    }

    /// The geometry after the update (see `_rebuildGeometry(_:_:after:)`).
    func _rebuildGeometry(_ b: _UITableBatch, before: [Int], after: [Int]) {
        _rebuildGeometry(b, _UITableBatchMap(b, sectionsBefore: before.count), after: after)
    }

    /// The geometry after the update, by deleting and inserting in place (O(k log n) for k
    /// changes; neighbouring arrivals of one height in one step): surviving rows keep their heights, moved
    /// rows carry theirs, new rows start as estimates. Section moves (rare) rebuild the geometry
    /// from estimates instead.
    func _rebuildGeometry(_ b: _UITableBatch, _ map: _UITableBatchMap, after: [Int]) {
        guard b.movedSections.isEmpty else {
            let header = _geometry.tableHeaderHeight, footer = _geometry.tableFooterHeight
            _geometry.reload((0..<after.count).map { _sectionSpec($0, rows: after[$0]) })
            _geometry.tableHeaderHeight = header
            _geometry.tableFooterHeight = footer
            _updateContentSize()
            return
        }
        let estimate = _uniformRowEstimate
        var carried: [IndexPath: (CGFloat, Bool)] = [:]
        for m in b.movedRows where _geometry.isValid(m.from.section, m.from.row) {
            carried[m.to] = (_geometry.rowHeight(m.from.section, m.from.row), _geometry.isRowEstimated(m.from.section, m.from.row))
        }
        // Deletes, with indexes before the update, from the bottom up.
        let goneSections = b.deletedSections.union(b.reloadedSections)
        let goneRows = b.deletedRows.union(b.reloadedRows).union(b.movedRows.map(\.from))
        for p in goneRows.sorted(by: >) where !goneSections.contains(p.section) { _geometry.deleteRow(p.row, section: p.section) }
        for s in goneSections.sorted(by: >) { _geometry.deleteSection(s) }
        // Inserts, with indexes after the update, from the top down.
        let newSections = b.insertedSections.union(IndexSet(b.reloadedSections.compactMap { s -> Int? in
            let shift = b.deletedSections.count(in: 0..<s) - b.insertedSections.count(in: 0...s)
            return s - shift
        }))
        for s in newSections.sorted() where s <= _geometry.numberOfSections && s < after.count {
            _geometry.insertSection(at: s, _sectionSpec(s, rows: after[s]))
        }
        var arriving: [IndexPath] = Array(b.insertedRows) + b.movedRows.map(\.to)
        for p in b.reloadedRows { if let s = map.sectionDestination(p.section) { arriving.append(IndexPath(row: p.row, section: s)) } }
        // Neighbouring rows of one height arrive as one run.
        var pending: (at: IndexPath, count: Int, height: CGFloat, estimated: Bool)?
        for p in arriving.sorted() where !newSections.contains(p.section) {
            let (h, est) = carried[p] ?? (estimate, true)
            if let q = pending, q.at.section == p.section, q.at.row + q.count == p.row, q.height == h, q.estimated == est {
                pending = (q.at, q.count + 1, h, est)
                continue
            }
            if let q = pending { _geometry.insertRows(q.count, at: q.at.row, section: q.at.section, height: q.height, estimated: q.estimated) }
            pending = (p, 1, h, est)
        }
        if let q = pending { _geometry.insertRows(q.count, at: q.at.row, section: q.at.section, height: q.height, estimated: q.estimated) }
        if _rowCounts != after {
            UIKitLog.warning("UITableView: geometry after the update did not match the data source's counts; rebuilt", category: "UITableView")
            _geometry.reload((0..<after.count).map { _sectionSpec($0, rows: after[$0]) })
        }
        _updateContentSize()
    }

    /// Asks the visible rows' heights again and animates rows to them (an empty batch).
    func _remeasureVisibleRows() {
        let anchor = _visibleCells.keys.min()
        for (path, cell) in _visibleCells { _ = _measureRow(path, cell, anchor: anchor) }
        _updateContentSize()
        if window != nil {
            UIView.animate(withDuration: UITableView._rowAnimationDuration) { self._tile() }
        } else {
            _tile()
        }
    }
}

/// A batch's index arithmetic, worked out once so that each question costs O(log k) for k
/// changes (a batch of 100,000 moves answers for every visible and selected row without
/// rescanning the batch): where an old section or row goes.
struct _UITableBatchMap {
    let batch: _UITableBatch
    /// Old section → new section (nil: deleted).
    private var sectionTo: [Int?] = []
    private var movedTo: [IndexPath: IndexPath] = [:]
    /// Old section → its rows that leave it (deleted, reloaded, moved out), sorted.
    private var leaving: [Int: [Int]] = [:]
    /// New section → distinct rows that arrive in it (inserted, reloaded, moved in), sorted.
    private var arriving: [Int: [Int]] = [:]

    init(_ b: _UITableBatch, sectionsBefore: Int) {
        batch = b
        // Sections: the survivors keep their order and fill the slots arrivals leave free.
        let movedFrom = Set(b.movedSections.map(\.from))
        let arrivingSections = Self.sortedDistinct(Array(b.insertedSections) + b.movedSections.map(\.to))
        var sectionMoves: [Int: Int] = [:]
        for m in b.movedSections where sectionMoves[m.from] == nil { sectionMoves[m.from] = m.to }
        var removedBelow = 0
        sectionTo.reserveCapacity(sectionsBefore)
        for s in 0..<max(0, sectionsBefore) {
            if b.deletedSections.contains(s) {
                sectionTo.append(nil)
            } else if let to = sectionMoves[s] {
                sectionTo.append(to)
            } else {
                sectionTo.append(Self.slot(s - removedBelow, skipping: arrivingSections))
            }
            if b.deletedSections.contains(s) || movedFrom.contains(s) { removedBelow += 1 }
        }
        // Rows.
        for m in b.movedRows where movedTo[m.from] == nil { movedTo[m.from] = m.to }
        for p in b.deletedRows { leaving[p.section, default: []].append(p.row) }
        for p in b.reloadedRows { leaving[p.section, default: []].append(p.row) }
        for m in b.movedRows { leaving[m.from.section, default: []].append(m.from.row) }
        for k in leaving.keys { leaving[k]!.sort() }
        var arrivals: [Int: [Int]] = [:]
        for p in b.insertedRows { arrivals[p.section, default: []].append(p.row) }
        for p in b.reloadedRows { if let s = sectionDestination(p.section) { arrivals[s, default: []].append(p.row) } }
        for m in b.movedRows { arrivals[m.to.section, default: []].append(m.to.row) }
        arriving = arrivals.mapValues(Self.sortedDistinct)
    }

    /// Where a section before the update is after it (nil: deleted).
    func sectionDestination(_ s: Int) -> Int? {
        if s >= 0 && s < sectionTo.count { return sectionTo[s] }
        // Out of range (a bad batch): the same rule, worked out directly.
        if batch.deletedSections.contains(s) { return nil }
        if let m = batch.movedSections.first(where: { $0.from == s }) { return m.to }
        let r = s - batch.deletedSections.count(in: 0..<max(0, s)) - batch.movedSections.filter { $0.from < s }.count
        return Self.slot(r, skipping: Self.sortedDistinct(Array(batch.insertedSections) + batch.movedSections.map(\.to)))
    }

    /// Where a row before the update is after it (nil: deleted or reloaded).
    func destination(of path: IndexPath) -> IndexPath? {
        if batch.deletedRows.contains(path) || batch.reloadedRows.contains(path) { return nil }
        if let to = movedTo[path] { return to }
        guard let s = sectionDestination(path.section) else { return nil }
        if batch.reloadedSections.contains(path.section) { return nil }
        let r = path.row - Self.countBelow(path.row, in: leaving[path.section] ?? [])
        return IndexPath(row: Self.slot(r, skipping: arriving[s] ?? []), section: s)
    }

    /// The `r`-th index (from 0) that is not in `taken` (sorted, distinct): where the `r`-th
    /// survivor lands once the arrivals have their places. Binary search: before `taken[i]` lie
    /// `taken[i] - i` free indexes.
    static func slot(_ r: Int, skipping taken: [Int]) -> Int {
        var lo = 0, hi = taken.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if taken[mid] - mid <= r { lo = mid + 1 } else { hi = mid }
        }
        return r + lo
    }

    /// How many of `sorted`'s values are less than `value`.
    static func countBelow(_ value: Int, in sorted: [Int]) -> Int {
        var lo = 0, hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sorted[mid] < value { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    static func sortedDistinct(_ values: [Int]) -> [Int] {
        var out: [Int] = []
        out.reserveCapacity(values.count)
        for v in values.sorted() where out.last != v { out.append(v) }
        return out
    }
}
