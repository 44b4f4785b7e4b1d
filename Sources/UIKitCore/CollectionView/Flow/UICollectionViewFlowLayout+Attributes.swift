//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// What the flow layout answers: the attributes of the items, headers and footers in a rect
// (binary search over the lines), one item's or one supplementary view's attributes, and pinned
// headers and footers placed against the visible area.
extension UICollectionViewFlowLayout {
    /// The z-index of headers and footers that stay pinned over the items.
    private static let pinnedZIndex = 1024

    /// `layoutAttributesForElements(in:)`: O(log n + answer).
    func _elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.size.width.isFinite, rect.size.height.isFinite else {
            UIKitLog.warning("UICollectionViewFlowLayout.layoutAttributesForElements(in:): invalid rect \(rect)",
                             category: "UICollectionViewFlowLayout")
            return []
        }
        _ensureGeometry()
        let logical = _transpose(rect.standardized)
        var answer: [UICollectionViewLayoutAttributes] = []
        for s in _geometry.sections(overlapping: logical.minY, logical.maxY) {
            if let header = _headerAttributes(s), header.frame.intersects(rect) { answer.append(header) }
            _geometry.forEachItem(section: s, stackFrom: logical.minY, to: logical.maxY) { item, frame in
                let real = _transpose(frame)
                guard real.intersects(rect) else { return }
                let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: s))
                a.frame = real
                answer.append(a)
            }
            if let footer = _footerAttributes(s), footer.frame.intersects(rect) { answer.append(footer) }
        }
        return answer
    }

    /// `layoutAttributesForItem(at:)`.
    func _item(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _ensureGeometry()
        guard indexPath.count == 2, let frame = _geometry.itemFrame(section: indexPath.section, item: indexPath.item) else {
            return nil
        }
        let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = _transpose(frame)
        return a
    }

    /// `layoutAttributesForSupplementaryView(ofKind:at:)`.
    func _supplementary(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _ensureGeometry()
        guard indexPath.count >= 1 else { return nil }
        let s = indexPath.section
        guard s >= 0, s < _geometry.numberOfSections else { return nil }
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return _headerAttributes(s)
        case UICollectionView.elementKindSectionFooter: return _footerAttributes(s)
        default: return nil
        }
    }

    /// The visible stack range: the bounds less the content insets, along the scroll axis.
    private var _visibleStackRange: (start: CGFloat, end: CGFloat) {
        guard let cv = collectionView else { return (0, 0) }
        let b = cv.bounds, i = cv.adjustedContentInset
        return _isVertical ? (b.minY + i.top, b.maxY - i.bottom) : (b.minX + i.left, b.maxX - i.right)
    }

    private func _headerAttributes(_ s: Int) -> UICollectionViewLayoutAttributes? {
        guard _geometry.sections[s].headerExtent > 0 else { return nil }
        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                 with: IndexPath(item: 0, section: s))
        if sectionHeadersPinToVisibleBounds {
            a.frame = _transpose(_geometry.pinnedHeaderFrame(section: s, visibleStart: _visibleStackRange.start))
            a.zIndex = Self.pinnedZIndex
        } else {
            a.frame = _transpose(_geometry.headerFrame(section: s))
        }
        return a
    }

    private func _footerAttributes(_ s: Int) -> UICollectionViewLayoutAttributes? {
        let sec = _geometry.sections[s]
        guard sec.end > sec.footerStart else { return nil }
        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                                 with: IndexPath(item: 0, section: s))
        if sectionFootersPinToVisibleBounds {
            a.frame = _transpose(_geometry.pinnedFooterFrame(section: s, visibleEnd: _visibleStackRange.end))
            a.zIndex = Self.pinnedZIndex
        } else {
            a.frame = _transpose(_geometry.footerFrame(section: s))
        }
        return a
    }
}
