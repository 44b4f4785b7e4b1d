//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation


/// A compositional layout element that lays out items (or groups) in a row, a column or custom frames.
///
/// `horizontal(layoutSize:subitems:)` repeats its subitems while they fit; the `count:` forms
/// place a fixed number: `subitem:count:` (deprecated in iOS 16) resizes the items to fit,
/// `repeatingSubitem:count:` does not.
@preconcurrency @MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical, custom }
    enum Count { case fitting, resizing(Int), repeating(Int) }
    let axis: Axis
    let count: Count
    let itemProvider: NSCollectionLayoutGroupCustomItemProvider?
    /// The items or groups the group lays out.
    public let subitems: [NSCollectionLayoutItem]
    /// The space between the group's items (nil: none).
    open var interItemSpacing: NSCollectionLayoutSpacing?
    /// Supplementary items anchored to the group.
    open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { _supplementaryItems }
        set { _supplementaryItems = newValue }
    }

    init(layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem], count: Count,
         itemProvider: NSCollectionLayoutGroupCustomItemProvider? = nil) {
        self.axis = axis; self.subitems = subitems; self.count = count; self.itemProvider = itemProvider
        super.init(layoutSize: layoutSize, supplementaryItems: [])
        if axis != .custom && subitems.isEmpty {
            UIKitLog.warning("NSCollectionLayoutGroup: a group must have at least one subitem; this group lays out nothing", category: "UICollectionViewCompositionalLayout")
        }
    }

    private static func checked(_ count: Int) -> Int {
        if count < 1 {
            UIKitLog.warning("NSCollectionLayoutGroup: invalid count \(count); using 1", category: "UICollectionViewCompositionalLayout")
            return 1
        }
        return count
    }

    /// A row that repeats its subitems while they fit.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: .fitting)
    }
    /// A row of `count` items, resized to fill the group after the spacing (deprecated in iOS 16).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: .resizing(checked(count)))
    }
    /// A row of `count` repetitions of the item at its own size (not resized).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: .repeating(checked(count)))
    }
    /// A column that repeats its subitems while they fit.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: .fitting)
    }
    /// A column of `count` items, resized to fill the group after the spacing (deprecated in iOS 16).
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: .resizing(checked(count)))
    }
    /// A column of `count` repetitions of the item at its own size (not resized).
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: .repeating(checked(count)))
    }
    /// A group whose item frames come from a closure.
    open class func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .custom, subitems: [], count: .fitting, itemProvider: itemProvider)
    }

    /// A text picture of the group's layout, for debugging.
    open func visualDescription() -> String {
        "NSCollectionLayoutGroup(\(axis), size: \(layoutSize), \(subitems.count) subitem(s))"
    }

    /// A copy of the group.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let c = NSCollectionLayoutGroup(layoutSize: layoutSize, axis: axis, subitems: subitems, count: count, itemProvider: itemProvider)
        c.contentInsets = contentInsets; c.edgeSpacing = edgeSpacing
        c.interItemSpacing = interItemSpacing; c.supplementaryItems = supplementaryItems
        return c
    }
}

/// The closure of a custom group: the frames of its items, given the layout environment.
public typealias NSCollectionLayoutGroupCustomItemProvider = @MainActor (NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]
