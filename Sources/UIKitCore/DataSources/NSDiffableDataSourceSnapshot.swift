//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The state of a diffable data source's sections and items at one moment: an ordered list of
/// section identifiers, each holding an ordered list of item identifiers. A data source applies
/// a snapshot by diffing it against the one on screen and animating only what changed.
///
/// Identifiers are unique in the whole snapshot (an item appears in one section, once). Where
/// iOS raises an exception for bad input (duplicates, unknown identifiers, items without a
/// section), this snapshot logs iOS's message under the category "Diffable" and ignores the
/// whole call, so it stays consistent.
///
/// Lookups (`indexOfItem`, `sectionIdentifier(containingItem:)`, `numberOfItems`, ...) are O(1):
/// the snapshot keeps each item's section and row, and each section's first global index, up to
/// date as it is edited. Appending is O(appended items); inserting, moving or deleting in the
/// middle of a section costs the length of the section's tail.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    typealias S = SectionIdentifierType
    typealias I = ItemIdentifierType

    /// Where an item is: its section's identifier (stable when sections move) and its row.
    struct _Location: Sendable {
        var section: S
        var row: Int
    }

    /// Section identifiers in order.
    var _sections: [S] = []
    /// Section identifier → its index in `_sections`.
    var _sectionIndex: [S: Int] = [:]
    /// Items per section, parallel to `_sections`.
    var _items: [[I]] = []
    /// `_starts[i]` is the global index of section i's first item; `_starts.last` is the total.
    var _starts: [Int] = [0]
    /// Item identifier → its section and row.
    var _location: [I: _Location] = [:]

    var _reloadedSections = _OrderedIdentifiers<S>()
    var _reloadedItems = _OrderedIdentifiers<I>()
    var _reconfiguredItems = _OrderedIdentifiers<I>()

    /// Creates an empty snapshot (no sections, no items).
    public init() {}

    // MARK: - Reading

    /// The number of items in all sections.
    public var numberOfItems: Int { _starts[_starts.count - 1] }

    /// The number of sections.
    public var numberOfSections: Int { _sections.count }

    /// The section identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { _sections }

    /// Every item identifier, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { Array(_items.joined()) }

    /// The sections marked by `reloadSections(_:)`, in the order they were marked.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { _reloadedSections.elements }

    /// The items marked by `reloadItems(_:)`, in the order they were marked.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { _reloadedItems.elements }

    /// The items marked by `reconfigureItems(_:)`, in the order they were marked.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { _reconfiguredItems.elements }

    /// The number of items in a section. An unknown section is logged (iOS raises) and counts 0.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let s = _sectionIndex[identifier] else {
            Self._invalidSection(identifier, "numberOfItemsInSection:")
            return 0
        }
        return _items[s].count
    }

    /// The items of a section, in order. An unknown section is logged (iOS 14+ raises) and has
    /// no items.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let s = _sectionIndex[identifier] else {
            Self._invalidSection(identifier, "itemIdentifiersInSectionWithIdentifier:")
            return []
        }
        return _items[s]
    }

    /// The section holding an item, or nil when the item isn't in the snapshot.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        _location[identifier]?.section
    }

    /// An item's index among all items (section by section), or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let loc = _location[identifier], let s = _sectionIndex[loc.section] else { return nil }
        return _starts[s] + loc.row
    }

    /// A section's index, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        _sectionIndex[identifier]
    }

    // MARK: - Package helpers (the diff and the data sources)

    /// The items of the section at `index` (no checks).
    package func _itemIdentifiers(inSectionAt index: Int) -> [ItemIdentifierType] { _items[index] }

    /// An item's section index and row, or nil.
    package func _indexPath(of identifier: ItemIdentifierType) -> (section: Int, row: Int)? {
        guard let loc = _location[identifier], let s = _sectionIndex[loc.section] else { return nil }
        return (s, loc.row)
    }

    /// Forgets the reload and reconfigure marks: what a data source keeps once it has applied
    /// the snapshot (the marks are one-shot requests, not state).
    package mutating func _clearMarks() {
        _reloadedSections.removeAll()
        _reloadedItems.removeAll()
        _reconfiguredItems.removeAll()
    }

    /// The item at a section index and row, or nil when out of range.
    package func _itemIdentifier(section: Int, row: Int) -> ItemIdentifierType? {
        guard _items.indices.contains(section), _items[section].indices.contains(row) else { return nil }
        return _items[section][row]
    }
}

/// An insertion-ordered set of identifiers (what the reload and reconfigure lists are).
struct _OrderedIdentifiers<Element: Hashable & Sendable>: Sendable {
    private(set) var elements: [Element] = []
    private var members: Set<Element> = []

    func contains(_ e: Element) -> Bool { members.contains(e) }

    mutating func append<C: Sequence>(contentsOf es: C) where C.Element == Element {
        for e in es where members.insert(e).inserted { elements.append(e) }
    }

    /// Removes the elements for which `shouldRemove` is true (skipped when empty).
    mutating func remove(where shouldRemove: (Element) -> Bool) {
        guard !elements.isEmpty else { return }
        elements.removeAll { e in
            if shouldRemove(e) { members.remove(e); return true }
            return false
        }
    }

    mutating func removeAll() {
        elements.removeAll()
        members.removeAll()
    }
}
