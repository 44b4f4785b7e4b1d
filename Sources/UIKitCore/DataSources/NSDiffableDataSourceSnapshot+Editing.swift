//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// Editing a snapshot: appending, inserting, moving, deleting and reloading items and sections.
// Every call first validates its whole input; on bad input it logs iOS's message (category
// "Diffable") and changes nothing, as a caught exception would leave it.
//
// iOS's wording: duplicates ("Fatal: supplied item identifiers are not unique. Duplicate
// identifiers: {(…)}"), items without a section ("There are currently no sections in the data
// source. Please add a section first."), a move onto itself ("Invalid update: destination for item
// move is the same as the source") and re-adding existing items (iOS 15+ warns and moves them into
// place) are from crash reports. The messages for unknown identifiers are this toolkit's wording.

extension NSDiffableDataSourceSnapshot {

    // MARK: - Items

    /// Appends items to the end of a section (nil: the last section). Items already in the
    /// snapshot are moved here, with iOS's warning.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let last = _sections.last else {
            UIKitLog.error("There are currently no sections in the data source. Please add a section first.", category: "Diffable")
            return
        }
        let target = sectionIdentifier ?? last
        guard _sectionIndex[target] != nil else {
            Self._invalidSection(target, "appendItemsWithIdentifiers:intoSectionWithIdentifier:")
            return
        }
        guard Self._checkUnique(identifiers, kind: "item") else { return }
        _moveExistingItemsOut(identifiers)
        let s = _sectionIndex[target]!
        let base = _items[s].count
        _items[s].append(contentsOf: identifiers)
        for k in identifiers.indices { _location[identifiers[k]] = _Location(section: target, row: base + k) }
        _recountStarts(from: s)
    }

    /// Inserts items just before an existing item (in its section).
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        _insertItems(identifiers, relativeTo: beforeIdentifier, after: false)
    }

    /// Inserts items just after an existing item (in its section).
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        _insertItems(identifiers, relativeTo: afterIdentifier, after: true)
    }

    /// Deletes items. Any unknown item makes the whole call invalid (logged, ignored).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        if let unknown = identifiers.first(where: { _location[$0] == nil }) {
            Self._invalidItem(unknown, "deleteItemsWithIdentifiers:")
            return
        }
        _removeItems(identifiers, forgetMarks: true)
    }

    /// Deletes every item and every section.
    public mutating func deleteAllItems() {
        self = NSDiffableDataSourceSnapshot()
    }

    /// Moves an item just before another (possibly in another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        _moveItem(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves an item just after another (possibly in another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        _moveItem(identifier, relativeTo: toIdentifier, after: true)
    }

    /// Marks items to be reloaded: the data source replaces their cells with new ones.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        if let unknown = identifiers.first(where: { _location[$0] == nil }) {
            Self._invalidItem(unknown, "reloadItemsWithIdentifiers:")
            return
        }
        _reloadedItems.append(contentsOf: identifiers)
    }

    /// Marks items to be reconfigured (iOS 15): their existing cells are configured again, which
    /// is cheaper than a reload and keeps the cells' state.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        if let unknown = identifiers.first(where: { _location[$0] == nil }) {
            Self._invalidItem(unknown, "reconfigureItemsWithIdentifiers:")
            return
        }
        _reconfiguredItems.append(contentsOf: identifiers)
    }

    // MARK: - Sections

    /// Appends empty sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard _checkNewSections(identifiers) else { return }
        _insertSections(identifiers, at: _sections.count)
    }

    /// Inserts empty sections just before an existing section.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let at = _sectionIndex[toIdentifier] else {
            Self._invalidSection(toIdentifier, "insertSectionsWithIdentifiers:beforeSectionWithIdentifier:")
            return
        }
        guard _checkNewSections(identifiers) else { return }
        _insertSections(identifiers, at: at)
    }

    /// Inserts empty sections just after an existing section.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let at = _sectionIndex[toIdentifier] else {
            Self._invalidSection(toIdentifier, "insertSectionsWithIdentifiers:afterSectionWithIdentifier:")
            return
        }
        guard _checkNewSections(identifiers) else { return }
        _insertSections(identifiers, at: at + 1)
    }

    /// Deletes sections and their items. Any unknown section makes the call invalid.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        if let unknown = identifiers.first(where: { _sectionIndex[$0] == nil }) {
            Self._invalidSection(unknown, "deleteSectionsWithIdentifiers:")
            return
        }
        guard !identifiers.isEmpty else { return }
        let doomed = Set(identifiers)
        var removedItems = false
        for id in doomed {
            let s = _sectionIndex[id]!
            for item in _items[s] { _location[item] = nil }
            removedItems = removedItems || !_items[s].isEmpty
        }
        var sections: [S] = [], items: [[I]] = []
        sections.reserveCapacity(_sections.count - doomed.count)
        items.reserveCapacity(_sections.count - doomed.count)
        for (s, id) in _sections.enumerated() where !doomed.contains(id) {
            sections.append(id)
            items.append(_items[s])
        }
        _sections = sections
        _items = items
        _rebuildSectionIndex(from: 0)
        _recountStarts(from: 0)
        _reloadedSections.remove { doomed.contains($0) }
        if removedItems {
            _reloadedItems.remove { _location[$0] == nil }
            _reconfiguredItems.remove { _location[$0] == nil }
        }
    }

    /// Moves a section (with its items) just before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        _moveSection(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves a section (with its items) just after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        _moveSection(identifier, relativeTo: toIdentifier, after: true)
    }

    /// Marks sections to be reloaded (their header, footer and every cell).
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        if let unknown = identifiers.first(where: { _sectionIndex[$0] == nil }) {
            Self._invalidSection(unknown, "reloadSectionsWithIdentifiers:")
            return
        }
        _reloadedSections.append(contentsOf: identifiers)
    }

    // MARK: - Implementation

    mutating func _insertItems(_ identifiers: [I], relativeTo anchor: I, after: Bool) {
        guard _location[anchor] != nil else {
            Self._invalidItem(anchor, after ? "insertItemsWithIdentifiers:afterItemWithIdentifier:" : "insertItemsWithIdentifiers:beforeItemWithIdentifier:")
            return
        }
        guard Self._checkUnique(identifiers, kind: "item") else { return }
        if identifiers.contains(anchor) {
            UIKitLog.error("Invalid update: destination for item move is the same as the source", category: "Diffable")
            return
        }
        _moveExistingItemsOut(identifiers)
        let loc = _location[anchor]!
        let s = _sectionIndex[loc.section]!
        let row = loc.row + (after ? 1 : 0)
        _items[s].insert(contentsOf: identifiers, at: row)
        _reindex(section: s, from: row)
        _recountStarts(from: s)
    }

    mutating func _moveItem(_ identifier: I, relativeTo anchor: I, after: Bool) {
        let name = after ? "moveItemWithIdentifier:afterItemWithIdentifier:" : "moveItemWithIdentifier:beforeItemWithIdentifier:"
        guard _location[identifier] != nil else { Self._invalidItem(identifier, name); return }
        guard _location[anchor] != nil else { Self._invalidItem(anchor, name); return }
        guard identifier != anchor else {
            UIKitLog.error("Invalid update: destination for item move is the same as the source", category: "Diffable")
            return
        }
        _removeItems([identifier], forgetMarks: false)
        let loc = _location[anchor]!
        let s = _sectionIndex[loc.section]!
        let row = loc.row + (after ? 1 : 0)
        _items[s].insert(identifier, at: row)
        _reindex(section: s, from: row)
        _recountStarts(from: s)
    }

    mutating func _moveSection(_ identifier: S, relativeTo anchor: S, after: Bool) {
        let name = after ? "moveSectionWithIdentifier:afterSectionWithIdentifier:" : "moveSectionWithIdentifier:beforeSectionWithIdentifier:"
        guard let from = _sectionIndex[identifier] else { Self._invalidSection(identifier, name); return }
        guard _sectionIndex[anchor] != nil else { Self._invalidSection(anchor, name); return }
        guard identifier != anchor else {
            UIKitLog.error("Invalid update: destination for section move is the same as the source", category: "Diffable")
            return
        }
        let id = _sections.remove(at: from)
        let items = _items.remove(at: from)
        // The anchor's index once the moved section is out.
        var to = _sectionIndex[anchor]!
        if to > from { to -= 1 }
        if after { to += 1 }
        _sections.insert(id, at: to)
        _items.insert(items, at: to)
        _rebuildSectionIndex(from: min(from, to))
        _recountStarts(from: min(from, to))
    }

    mutating func _insertSections(_ identifiers: [S], at index: Int) {
        guard !identifiers.isEmpty else { return }
        _sections.insert(contentsOf: identifiers, at: index)
        _items.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: index)
        _rebuildSectionIndex(from: index)
        _recountStarts(from: index)
    }

    /// Removes known items (no validation), keeping rows and starts right. `forgetMarks`: also
    /// drop them from the reload and reconfigure lists (a delete; a move keeps the marks).
    mutating func _removeItems(_ identifiers: [I], forgetMarks: Bool) {
        guard !identifiers.isEmpty else { return }
        let doomed = Set(identifiers)
        // The first removed row per section.
        var firstRow: [Int: Int] = [:]
        for id in doomed {
            guard let loc = _location.removeValue(forKey: id) else { continue }
            let s = _sectionIndex[loc.section]!
            firstRow[s] = min(firstRow[s] ?? loc.row, loc.row)
        }
        for (s, row) in firstRow {
            let tail = _items[s][row...].filter { !doomed.contains($0) }
            _items[s].replaceSubrange(row..., with: tail)
            _reindex(section: s, from: row)
        }
        if let first = firstRow.keys.min() { _recountStarts(from: first) }
        if forgetMarks {
            _reloadedItems.remove { doomed.contains($0) }
            _reconfiguredItems.remove { doomed.contains($0) }
        }
    }

    /// iOS 15+: inserting or appending items that are already in the snapshot moves them, with a
    /// warning.
    mutating func _moveExistingItemsOut(_ identifiers: [I]) {
        let existing = identifiers.filter { _location[$0] != nil }
        guard !existing.isEmpty else { return }
        let n = existing.count
        let one = n == 1
        UIKitLog.warning("Diffable data source detected an attempt to insert or append \(n) item identifier\(one ? "" : "s") that already exist\(one ? "s" : "") in the snapshot. The existing item identifier\(one ? "" : "s") will be moved into place instead, but this operation will be more expensive. For best performance, inserted item identifiers should always be unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger. Item identifiers that already exist: \(Self._listDescription(existing, set: false))", category: "Diffable")
        _removeItems(existing, forgetMarks: false)
    }

    func _checkNewSections(_ identifiers: [S]) -> Bool {
        guard Self._checkUnique(identifiers, kind: "section") else { return false }
        let existing = identifiers.filter { _sectionIndex[$0] != nil }
        guard existing.isEmpty else {
            UIKitLog.error("Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(Self._listDescription(existing, set: true))", category: "Diffable")
            return false
        }
        return true
    }

    /// Rows of section `s` from `row` on.
    mutating func _reindex(section s: Int, from row: Int) {
        let id = _sections[s]
        let items = _items[s]
        var r = row
        while r < items.count {
            _location[items[r]] = _Location(section: id, row: r)
            r += 1
        }
    }

    mutating func _rebuildSectionIndex(from index: Int) {
        if index == 0 { _sectionIndex.removeAll(keepingCapacity: true) }
        for s in index..<_sections.count { _sectionIndex[_sections[s]] = s }
    }

    /// Global starts from section `index` on (resizing to the section count).
    mutating func _recountStarts(from index: Int) {
        let n = _sections.count
        if _starts.count > n + 1 { _starts.removeLast(_starts.count - n - 1) }
        if _starts.count < n + 1 { _starts.append(contentsOf: repeatElement(0, count: n + 1 - _starts.count)) }
        var j = min(index, n)
        while j < n {
            _starts[j + 1] = _starts[j] + _items[j].count
            j += 1
        }
    }

    // MARK: - Diagnostics

    /// Logs iOS's duplicate message and returns false when `identifiers` repeat one.
    static func _checkUnique<T: Hashable>(_ identifiers: [T], kind: String) -> Bool {
        var seen = Set<T>(minimumCapacity: identifiers.count)
        var duplicates: [T] = []
        var reported = Set<T>()
        for id in identifiers where !seen.insert(id).inserted {
            if reported.insert(id).inserted { duplicates.append(id) }
        }
        guard duplicates.isEmpty else {
            UIKitLog.error("Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: \(_listDescription(duplicates, set: true))", category: "Diffable")
            return false
        }
        return true
    }

    /// Foundation's description of a set `{(…)}` or an array `(…)`, one element a line.
    static func _listDescription<T>(_ elements: [T], set: Bool) -> String {
        let body = elements.map { "    \($0)" }.joined(separator: ",\n")
        return set ? "{(\n\(body)\n)}" : "(\n\(body)\n)"
    }

    static func _invalidSection(_ identifier: S, _ method: String) {
        UIKitLog.error("Invalid parameter not satisfying: section != NSNotFound (-[NSDiffableDataSourceSnapshot \(method)]: section identifier \(identifier) is not in the snapshot)", category: "Diffable")
    }

    static func _invalidItem(_ identifier: I, _ method: String) {
        UIKitLog.error("Invalid parameter not satisfying: item != NSNotFound (-[NSDiffableDataSourceSnapshot \(method)]: item identifier \(identifier) is not in the snapshot)", category: "Diffable")
    }
}
