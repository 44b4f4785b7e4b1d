//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The items of one section as an outline (iOS 14): items with children, each parent expanded
/// or collapsed. A data source shows the *visible* items: roots, and children of expanded
/// parents whose own ancestors are expanded.
///
/// Identifiers are unique in the snapshot; duplicates are logged with iOS's message
/// ("Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(…)}") and the
/// call ignored, as are unknown parents or anchors. Reading (`items`, `index(of:)`) walks the
/// tree: O(n).
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    typealias I = ItemIdentifierType

    var _roots: [I] = []
    var _children: [I: [I]] = [:]
    var _parent: [I: I] = [:]
    /// Every item (a set, for membership).
    var _all: Set<I> = []
    var _expanded: Set<I> = []

    /// Creates an empty section snapshot.
    public init() {}

    // MARK: - Reading

    /// Every item, depth first (a parent before its children), expanded or not.
    public var items: [ItemIdentifierType] {
        var out: [I] = []
        out.reserveCapacity(_all.count)
        _walk(_roots, visibleOnly: false) { out.append($0) }
        return out
    }

    /// The items without a parent.
    public var rootItems: [ItemIdentifierType] { _roots }

    /// The items shown: roots, and the children of expanded parents that are shown.
    public var visibleItems: [ItemIdentifierType] {
        var out: [I] = []
        _walk(_roots, visibleOnly: true) { out.append($0) }
        return out
    }

    /// Whether the item is in the snapshot.
    public func contains(_ item: ItemIdentifierType) -> Bool { _all.contains(item) }

    /// Whether the item's children are shown.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { _expanded.contains(item) }

    /// Whether every ancestor of the item is expanded (false for unknown items).
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard _all.contains(item) else { return false }
        var p = _parent[item]
        while let q = p {
            if !_expanded.contains(q) { return false }
            p = _parent[q]
        }
        return true
    }

    /// The item's depth: 0 for a root. `NSNotFound` for an unknown item.
    public func level(of item: ItemIdentifierType) -> Int {
        guard _all.contains(item) else { return NSNotFound }
        var level = 0
        var p = _parent[item]
        while let q = p {
            level += 1
            p = _parent[q]
        }
        return level
    }

    /// The item's index in `items`, or nil.
    public func index(of item: ItemIdentifierType) -> Int? {
        guard _all.contains(item) else { return nil }
        return items.firstIndex(of: item)
    }

    /// The item's parent, or nil for a root or unknown item.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { _parent[child] }

    /// A snapshot of the parent's descendants (with the parent as the only root when
    /// `includingParent`), keeping their expansion.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var s = NSDiffableDataSourceSectionSnapshot()
        guard _all.contains(parent) else {
            Self._invalid(parent, "snapshotOfParentItem:includingParentItem:")
            return s
        }
        if includingParent {
            s._roots = [parent]
            s._all.insert(parent)
            if _expanded.contains(parent) { s._expanded.insert(parent) }
        } else {
            s._roots = _children[parent] ?? []
        }
        _walk(_children[parent] ?? [], visibleOnly: false) { item in
            s._all.insert(item)
            if let kids = _children[item] { s._children[item] = kids }
            if _expanded.contains(item) { s._expanded.insert(item) }
            if let p = _parent[item], includingParent || p != parent { s._parent[item] = p }
        }
        if includingParent, let kids = _children[parent] { s._children[parent] = kids }
        return s
    }

    /// A text outline of the snapshot (one item a line, indented by level, `+` expanded,
    /// `-` collapsed), for debugging.
    public func visualDescription() -> String {
        var lines: [String] = []
        func visit(_ items: [I], _ depth: Int) {
            for item in items {
                let kids = _children[item] ?? []
                let mark = kids.isEmpty ? " " : (_expanded.contains(item) ? "+" : "-")
                lines.append(String(repeating: "  ", count: depth) + "\(mark) \(item)")
                visit(kids, depth + 1)
            }
        }
        visit(_roots, 0)
        return lines.joined(separator: "\n")
    }

    // MARK: - Editing

    /// Appends items as the last children of `parent` (nil: as roots).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent, !_all.contains(parent) { Self._invalid(parent, "appendItems:intoParentItem:"); return }
        guard _checkNew(items) else { return }
        _add(items, parent: parent, at: nil)
    }

    /// Inserts items just before an item, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], before nextItem: ItemIdentifierType) {
        _insert(items, relativeTo: nextItem, offset: 0, "insertItems:beforeItem:")
    }

    /// Inserts items just after an item (after its children), as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], after previousItem: ItemIdentifierType) {
        _insert(items, relativeTo: previousItem, offset: 1, "insertItems:afterItem:")
    }

    /// Appends another snapshot's outline under `parent` (nil: as roots).
    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil) {
        if let parent, !_all.contains(parent) { Self._invalid(parent, "appendSnapshot:intoParentItem:"); return }
        guard _checkNew(Array(snapshot._all)) else { return }
        _graft(snapshot, parent: parent, at: nil)
    }

    /// Inserts another snapshot's outline just before an item, as its siblings.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType) {
        _insertSnapshot(snapshot, relativeTo: item, offset: 0, "insertSnapshot:beforeItem:")
    }

    /// Inserts another snapshot's outline just after an item, as its siblings.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType) {
        _insertSnapshot(snapshot, relativeTo: item, offset: 1, "insertSnapshot:afterItem:")
    }

    /// Replaces a parent's children with another snapshot's outline.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        guard _all.contains(parent) else { Self._invalid(parent, "replaceChildrenOfParentItem:withSnapshot:"); return }
        let old = _children[parent] ?? []
        var removed = Set<I>()
        _walk(old, visibleOnly: false) { removed.insert($0) }
        let clashes = snapshot._all.filter { _all.contains($0) && !removed.contains($0) }
        guard clashes.isEmpty else { Self._duplicates(Array(clashes)); return }
        _remove(old)
        _graft(snapshot, parent: parent, at: nil)
    }

    /// Deletes items with all their descendants. Unknown items are ignored.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        _remove(items.filter { _all.contains($0) })
    }

    /// Deletes every item.
    public mutating func deleteAll() { self = NSDiffableDataSourceSectionSnapshot() }

    /// Shows the items' children (unknown items are ignored).
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where _all.contains(item) { _expanded.insert(item) }
    }

    /// Hides the items' children (unknown items are ignored).
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { _expanded.remove(item) }
    }

    // MARK: - Implementation

    func _walk(_ items: [I], visibleOnly: Bool, _ body: (I) -> Void) {
        // Iterative depth first: a stack of (list, next index).
        var stack: [(items: [I], next: Int)] = [(items, 0)]
        while !stack.isEmpty {
            let top = stack.count - 1
            guard stack[top].next < stack[top].items.count else { stack.removeLast(); continue }
            let item = stack[top].items[stack[top].next]
            stack[top].next += 1
            body(item)
            if let kids = _children[item], !kids.isEmpty, !visibleOnly || _expanded.contains(item) {
                stack.append((kids, 0))
            }
        }
    }

    func _checkNew(_ items: [I]) -> Bool {
        var seen = Set<I>()
        var dups: [I] = []
        for item in items where !seen.insert(item).inserted || _all.contains(item) {
            if !dups.contains(item) { dups.append(item) }
        }
        guard dups.isEmpty else { Self._duplicates(dups); return false }
        return true
    }

    mutating func _insert(_ items: [I], relativeTo anchor: I, offset: Int, _ method: String) {
        guard _all.contains(anchor) else { Self._invalid(anchor, method); return }
        guard _checkNew(items) else { return }
        let parent = _parent[anchor]
        let siblings = parent.map { _children[$0] ?? [] } ?? _roots
        _add(items, parent: parent, at: siblings.firstIndex(of: anchor)! + offset)
    }

    mutating func _insertSnapshot(_ snapshot: Self, relativeTo anchor: I, offset: Int, _ method: String) {
        guard _all.contains(anchor) else { Self._invalid(anchor, method); return }
        guard _checkNew(Array(snapshot._all)) else { return }
        let parent = _parent[anchor]
        let siblings = parent.map { _children[$0] ?? [] } ?? _roots
        _graft(snapshot, parent: parent, at: siblings.firstIndex(of: anchor)! + offset)
    }

    /// Adds new leaf items under `parent` at `index` (nil: the end).
    mutating func _add(_ items: [I], parent: I?, at index: Int?) {
        guard !items.isEmpty else { return }
        if let parent {
            var kids = _children[parent] ?? []
            kids.insert(contentsOf: items, at: index ?? kids.count)
            _children[parent] = kids
            for item in items { _parent[item] = parent }
        } else {
            _roots.insert(contentsOf: items, at: index ?? _roots.count)
        }
        _all.formUnion(items)
    }

    /// Adds another snapshot's roots under `parent` at `index`, with their subtrees.
    mutating func _graft(_ s: Self, parent: I?, at index: Int?) {
        _add(s._roots, parent: parent, at: index)
        for (p, kids) in s._children { _children[p] = kids }
        for (c, p) in s._parent { _parent[c] = p }
        _all.formUnion(s._all)
        _expanded.formUnion(s._expanded)
    }

    /// Removes known items and their descendants.
    mutating func _remove(_ items: [I]) {
        guard !items.isEmpty else { return }
        var doomed = Set<I>()
        _walk(items, visibleOnly: false) { doomed.insert($0) }
        var parents = Set<I?>()
        for item in items { parents.insert(_parent[item]) }
        for p in parents {
            if let p {
                _children[p]?.removeAll { doomed.contains($0) }
                if _children[p]?.isEmpty == true { _children[p] = nil }
            } else {
                _roots.removeAll { doomed.contains($0) }
            }
        }
        for item in doomed {
            _children[item] = nil
            _parent[item] = nil
            _expanded.remove(item)
        }
        _all.subtract(doomed)
    }

    static func _duplicates(_ items: [I]) {
        let body = items.map { "    \($0)" }.joined(separator: ",\n")
        UIKitLog.error("Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n\(body)\n)}", category: "Diffable")
    }

    static func _invalid(_ item: I, _ method: String) {
        UIKitLog.error("Invalid parameter not satisfying: item != NSNotFound (-[NSDiffableDataSourceSectionSnapshot \(method)]: item identifier \(item) is not in the snapshot)", category: "Diffable")
    }
}
