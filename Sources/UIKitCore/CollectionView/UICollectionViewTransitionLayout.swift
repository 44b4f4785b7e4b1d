//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A layout between two others, for interactive layout transitions: every element's attributes
/// are interpolated from the current layout's to the next layout's by `transitionProgress`.
@preconcurrency @MainActor open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// The layout the transition starts from.
    public let currentLayout: UICollectionViewLayout
    /// The layout the transition goes to.
    public let nextLayout: UICollectionViewLayout
    /// How far the transition is, 0 (the current layout) to 1 (the next); invalidates the layout.
    open var transitionProgress: CGFloat = 0 {
        didSet {
            if !transitionProgress.isFinite { transitionProgress = 0 }
            invalidateLayout()
        }
    }
    private var values: [String: CGFloat] = [:]

    /// A transition from `currentLayout` to `newLayout`.
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = newLayout
        super.init()
    }

    /// Transition layouts are not archived: nil.
    public required init?(coder: NSCoder) { nil }

    /// Stores a custom value to interpolate (read back with `value(forAnimatedKey:)`).
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) { values[key] = value }
    /// A value stored with `updateValue(_:forAnimatedKey:)` (0 when none).
    open func value(forAnimatedKey key: String) -> CGFloat { values[key] ?? 0 }

    /// Prepares both layouts for the collection view.
    open override func prepare() {
        currentLayout.collectionView = collectionView
        nextLayout.collectionView = collectionView
        currentLayout.prepare()
        nextLayout.prepare()
    }

    /// The larger of the two layouts' content sizes.
    open override var collectionViewContentSize: CGSize {
        let a = currentLayout.collectionViewContentSize, b = nextLayout.collectionViewContentSize
        return CGSize(width: max(a.width, b.width), height: max(a.height, b.height))
    }

    /// The interpolated attributes of elements either layout shows in `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var keys: [_UICollectionElementKey] = []
        var seen = Set<_UICollectionElementKey>()
        for a in (currentLayout.layoutAttributesForElements(in: rect) ?? []) + (nextLayout.layoutAttributesForElements(in: rect) ?? [])
        where seen.insert(a._key).inserted { keys.append(a._key) }
        return keys.compactMap(attributes(for:))
    }

    /// The item's interpolated attributes.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(for: _UICollectionElementKey(category: .cell, kind: nil, indexPath: indexPath))
    }

    private func attributes(for key: _UICollectionElementKey) -> UICollectionViewLayoutAttributes? {
        func find(_ l: UICollectionViewLayout) -> UICollectionViewLayoutAttributes? {
            switch key.category {
            case .cell: l.layoutAttributesForItem(at: key.indexPath)
            case .supplementaryView: l.layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
            case .decorationView: l.layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath)
            }
        }
        let a = find(currentLayout), b = find(nextLayout)
        guard let from = a ?? b, let to = b ?? a, let r = from.copy() as? UICollectionViewLayoutAttributes else { return nil }
        let t = min(1, max(0, transitionProgress))
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        r.center = CGPoint(x: mix(from.center.x, to.center.x), y: mix(from.center.y, to.center.y))
        r.size = CGSize(width: mix(from.size.width, to.size.width), height: mix(from.size.height, to.size.height))
        r.alpha = mix(a == nil ? 0 : from.alpha, b == nil ? 0 : to.alpha)
        return r
    }
}
