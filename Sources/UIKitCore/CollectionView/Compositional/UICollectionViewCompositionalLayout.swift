//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation


/// A collection-view layout composed of items in groups in sections (iOS 13).
///
/// `prepare()` lays every element out in one pass (sections from the section provider, asked
/// with the container: the collection view's size less its adjusted content insets, and its
/// traits); queries binary-search the sections and groups, so a layout of 100,000 items answers
/// as fast as one of 100. Estimated dimensions are laid out with their estimate, then with the
/// size the cell reports.
@preconcurrency @MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let fixedSection: NSCollectionLayoutSection?
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider?
    private var _configuration: UICollectionViewCompositionalLayoutConfiguration
    var geometry = _CompositionalGeometry()
    private var sectionDefs: [NSCollectionLayoutSection?] = []
    private var measured: [IndexPath: CGSize] = [:]
    private var preparedContainer: CGSize?
    private var needsSolve = true
    private var hasPins = false
    var environment: NSCollectionLayoutEnvironment?
    /// Sideways scroll positions of orthogonal sections, by section.
    package var _orthogonalOffsets: [Int: CGFloat] = [:]
    /// Each section's orthogonal scrolling behaviour, as last prepared.
    var sectionBehaviors: [UICollectionLayoutSectionOrthogonalScrollingBehavior] = []
    private var orthogonalScroller: _UIOrthogonalScroller?

    /// A layout of one section definition used for every section.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }
    /// A layout of one section definition used for every section, with a configuration.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fixedSection = section; sectionProvider = nil
        _configuration = configuration.copy() as! UICollectionViewCompositionalLayoutConfiguration
        super.init()
    }
    /// A layout that asks a closure for each section's layout.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }
    /// A layout that asks a closure for each section's layout, with a configuration.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fixedSection = nil; self.sectionProvider = sectionProvider
        _configuration = configuration.copy() as! UICollectionViewCompositionalLayoutConfiguration
        super.init()
    }
    /// Makes a layout from an Interface Builder archive: one full-width 44-pt row per item.
    public required init?(coder: NSCoder) {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        fixedSection = NSCollectionLayoutSection(group: .vertical(layoutSize: item.layoutSize, subitems: [item]))
        sectionProvider = nil
        _configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// The layout-wide settings (a copy; setting one invalidates the layout).
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { _configuration.copy() as! UICollectionViewCompositionalLayoutConfiguration }
        set { _configuration = newValue.copy() as! UICollectionViewCompositionalLayoutConfiguration; invalidateLayout() }
    }

    private var vertical: Bool { _configuration.scrollDirection == .vertical }

    /// The container sections lay out in: the collection view's size less its adjusted content insets.
    private func containerSize() -> CGSize {
        guard let cv = collectionView else { return .zero }
        let i = cv.adjustedContentInset
        return CGSize(width: max(0, cv.bounds.width - i.left - i.right), height: max(0, cv.bounds.height - i.top - i.bottom))
    }

    /// The list layout `list(using:)` made (lists are laid out by `_UICollectionListLayout`).
    var _list: _UICollectionListLayout?

    /// A layout of one list section per section, as iOS 14's list configurations describe
    /// (rows self-size from 44 pt; headers, footers and separators per the configuration).
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let l = UICollectionViewCompositionalLayout(sectionProvider: { _, _ in nil })
        l._list = _UICollectionListLayout(configuration: configuration)
        return l
    }

    // MARK: Preparing

    /// Lays every element out when something other than the scroll position changed.
    open override func prepare() {
        if let l = _list { l.collectionView = collectionView; return l.prepare() }
        super.prepare()
        guard let cv = collectionView else { geometry = _CompositionalGeometry(); return }
        let size = containerSize()
        if !needsSolve && preparedContainer == size { return }
        needsSolve = false
        preparedContainer = size
        let env = _CompositionalEnvironment(container: _CompositionalContainer(contentSize: size, contentInsets: .zero), traitCollection: cv.traitCollection)
        environment = env
        let counts = (0..<cv.numberOfSections).map { cv.numberOfItems(inSection: $0) }
        sectionDefs = counts.indices.map { s in
            if let fixedSection { return fixedSection }
            guard let section = sectionProvider?(s, env) else {
                UIKitLog.warning("UICollectionViewCompositionalLayout: the section provider returned nil for section \(s); the section is laid out empty", category: "UICollectionViewCompositionalLayout")
                return nil
            }
            return section
        }
        var solver = _CompositionalSolver(container: size, environment: env)
        solver.vertical = vertical
        solver.interSectionSpacing = _configuration.interSectionSpacing
        solver.globalBoundaryItems = _configuration.boundarySupplementaryItems
        solver.measured = measured
        geometry = solver.solve(sections: sectionDefs, itemCounts: counts)
        hasPins = geometry.global.contains { $0.pin } || geometry.sections.contains { $0.boundary.contains { $0.pin } }
        _orthogonalOffsets = _orthogonalOffsets.filter { $0.key < geometry.sections.count && geometry.sections[$0.key].orthogonal }
        sectionBehaviors = sectionDefs.map { $0?.orthogonalScrollingBehavior ?? .none }
        if geometry.sections.contains(where: \.orthogonal) {
            if orthogonalScroller?.collectionView !== cv {
                orthogonalScroller?.detach()
                orthogonalScroller = _UIOrthogonalScroller(layout: self, collectionView: cv)
            }
        } else if let o = orthogonalScroller {
            o.detach(); orthogonalScroller = nil
        }
    }

    /// The size of all sections along the scroll direction; the container's size across.
    open override var collectionViewContentSize: CGSize { _list?.collectionViewContentSize ?? geometry.contentSize }

    // MARK: Invalidation

    /// Drops measured sizes when the data changed, and lays out again unless only the scroll position moved.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        _list?.invalidateLayout(with: context)
        if context._dataSourceCounts { measured.removeAll() }
        if !(context is _CompositionalScrollContext) { needsSolve = true }
        super.invalidateLayout(with: context)
    }

    /// True when the container's size changed, or pinned headers and footers must follow the scroll position.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        if let l = _list { return l.shouldInvalidateLayout(forBoundsChange: newBounds) }
        guard collectionView != nil else { return false }
        if containerSize() != preparedContainer { return true }
        return hasPins || sectionDefs.contains { $0?.visibleItemsInvalidationHandler != nil }
    }

    /// A full invalidation for a size change, a light one (no new layout pass) for scrolling.
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        if collectionView != nil, containerSize() == preparedContainer { return _CompositionalScrollContext() }
        return super.invalidationContext(forBoundsChange: newBounds)
    }

    /// True when a self-sizing cell reports a size other than its frame's on a self-sizing axis;
    /// the size is kept and used from the next layout pass.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        if let l = _list { return l.shouldInvalidateLayout(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes) }
        guard originalAttributes.representedElementCategory == .cell, let axes = sizingAxes(originalAttributes.indexPath), axes != 0 else { return false }
        let p = preferredAttributes.size, o = originalAttributes.size
        guard p.width.isFinite, p.height.isFinite, p.width >= 0, p.height >= 0 else { return false }
        let changed = (axes & 1 != 0 && abs(p.width - o.width) > 0.5) || (axes & 2 != 0 && abs(p.height - o.height) > 0.5)
        if changed { measured[originalAttributes.indexPath] = p }
        return changed
    }

    override func _wantsPreferredAttributes(for attributes: UICollectionViewLayoutAttributes) -> Bool {
        if let l = _list { return l._wantsPreferredAttributes(for: attributes) }
        return attributes.representedElementCategory == .cell && (sizingAxes(attributes.indexPath) ?? 0) != 0
    }

    private func sizingAxes(_ p: IndexPath) -> UInt8? {
        guard p.count == 2, p.section >= 0, p.section < geometry.sections.count else { return nil }
        let sec = geometry.sections[p.section]
        guard sec.selfSizing, p.item >= 0, p.item < sec.sizing.count else { return nil }
        return sec.sizing[p.item]
    }

    // MARK: Queries

    /// The sideways shift of an orthogonal section's elements.
    private func shift(_ section: Int) -> CGPoint {
        guard let o = _orthogonalOffsets[section], o != 0 else { return .zero }
        return vertical ? CGPoint(x: -o, y: 0) : CGPoint(x: 0, y: -o)
    }

    private func cellAttributes(_ s: Int, _ i: Int) -> UICollectionViewLayoutAttributes {
        let list = s < sectionDefs.count ? sectionDefs[s]?._listConfiguration : nil
        let a = list == nil ? UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: s))
                            : _UICollectionListLayoutAttributes(forCellWith: IndexPath(item: i, section: s))
        let d = shift(s)
        a.frame = geometry.sections[s].items[i].offsetBy(dx: d.x, dy: d.y)
        a.zIndex = geometry.sections[s].itemZIndex
        if let list, let a = a as? _UICollectionListLayoutAttributes {
            let n = geometry.sections[s].items.count
            a._style(for: list, isFirst: i == 0, isLast: i == n - 1)
        }
        return a
    }

    /// The list configuration laying out `section`: the whole layout's (`list(using:)`), or the
    /// section's (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`); nil otherwise.
    func _listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
        if let l = _list { return l.configuration }
        return section >= 0 && section < sectionDefs.count ? sectionDefs[section]?._listConfiguration : nil
    }

    private func elementAttributes(_ e: _CompositionalGeometry.Element, category: UICollectionView.ElementCategory, path: IndexPath, section: Int?) -> UICollectionViewLayoutAttributes {
        let a = category == .decorationView
            ? UICollectionViewLayoutAttributes(forDecorationViewOfKind: e.kind, with: path)
            : UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: e.kind, with: path)
        var f = e.frame
        if e.pin { f = pinned(f, within: section.map { geometry.sections[$0].frame } ?? CGRect(origin: .zero, size: geometry.contentSize)) }
        a.frame = f
        a.zIndex = e.zIndex
        return a
    }

    /// A pinned header's or footer's frame: kept inside the visible area while its section is on screen.
    private func pinned(_ f: CGRect, within bounds: CGRect) -> CGRect {
        guard let cv = collectionView else { return f }
        let i = cv.adjustedContentInset
        var r = f
        if vertical {
            let top = cv.bounds.minY + i.top, bottom = cv.bounds.maxY - i.bottom
            if f.minY <= bounds.minY + 0.5 || f.midY < bounds.midY {
                r.origin.y = min(max(f.minY, top), bounds.maxY - f.height)
            } else {
                r.origin.y = max(min(f.minY, bottom - f.height), bounds.minY)
            }
        } else {
            let left = cv.bounds.minX + i.left, right = cv.bounds.maxX - i.right
            if f.minX <= bounds.minX + 0.5 || f.midX < bounds.midX {
                r.origin.x = min(max(f.minX, left), bounds.maxX - f.width)
            } else {
                r.origin.x = max(min(f.minX, right - f.width), bounds.minX)
            }
        }
        return r
    }

    /// The attributes of every element meeting `rect`, found by binary search; sections with a
    /// `visibleItemsInvalidationHandler` get to adjust theirs first.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        if let l = _list { return l.layoutAttributesForElements(in: rect) }
        var result: [UICollectionViewLayoutAttributes] = []
        for (k, e) in geometry.global.enumerated() {
            let a = elementAttributes(e, category: .supplementaryView, path: IndexPath(item: k, section: 0), section: nil)
            if a.frame.intersects(rect) { result.append(a) }
        }
        for s in geometry.sections(in: rect, vertical: vertical) {
            let sec = geometry.sections[s]
            var sectionAttrs: [UICollectionViewLayoutAttributes] = []
            for e in sec.decorations {
                let a = elementAttributes(e, category: .decorationView, path: IndexPath(item: 0, section: s), section: s)
                if a.frame.intersects(rect) { sectionAttrs.append(a) }
            }
            for e in sec.boundary {
                let a = elementAttributes(e, category: .supplementaryView, path: IndexPath(item: 0, section: s), section: s)
                if a.frame.intersects(rect) { sectionAttrs.append(a) }
            }
            let d = shift(s)
            let items = geometry.items(in: rect.offsetBy(dx: -d.x, dy: -d.y), section: s, vertical: vertical)
            for i in items { sectionAttrs.append(cellAttributes(s, i)) }
            if !sec.badges.isEmpty, let first = items.first {
                var b = _CompositionalGeometry.lowerBound(sec.badges.count, CGFloat(first)) { CGFloat(sec.badges[$0].item) }
                let wanted = Set(items)
                while b < sec.badges.count, sec.badges[b].item <= items.last! {
                    let e = sec.badges[b]
                    if wanted.contains(e.item) {
                        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: e.kind, with: IndexPath(item: e.item, section: s))
                        a.frame = e.frame.offsetBy(dx: d.x, dy: d.y); a.zIndex = e.zIndex
                        sectionAttrs.append(a)
                    }
                    b += 1
                }
            }
            if let handler = s < sectionDefs.count ? sectionDefs[s]?.visibleItemsInvalidationHandler : nil, let env = environment {
                let offset = sec.orthogonal ? (vertical ? CGPoint(x: _orthogonalOffsets[s] ?? 0, y: 0) : CGPoint(x: 0, y: _orthogonalOffsets[s] ?? 0))
                                            : (collectionView?.contentOffset ?? .zero)
                handler(sectionAttrs.map { _CompositionalVisibleItem($0) }, offset, env)
            }
            result += sectionAttrs
        }
        return result
    }

    /// The attributes of an item's cell.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        if let l = _list { return l.layoutAttributesForItem(at: indexPath) }
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < geometry.sections.count,
              indexPath.item >= 0, indexPath.item < geometry.sections[indexPath.section].items.count else { return nil }
        return cellAttributes(indexPath.section, indexPath.item)
    }

    /// The attributes of a header, footer or badge.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        if let l = _list { return l.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath) }
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < geometry.sections.count else { return nil }
        let sec = geometry.sections[indexPath.section]
        if let e = sec.boundary.first(where: { $0.kind == elementKind }), indexPath.item == 0 {
            return elementAttributes(e, category: .supplementaryView, path: indexPath, section: indexPath.section)
        }
        if !sec.badges.isEmpty {
            var b = _CompositionalGeometry.lowerBound(sec.badges.count, CGFloat(indexPath.item)) { CGFloat(sec.badges[$0].item) }
            while b < sec.badges.count, sec.badges[b].item == indexPath.item {
                if sec.badges[b].kind == elementKind {
                    let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
                    let d = shift(indexPath.section)
                    a.frame = sec.badges[b].frame.offsetBy(dx: d.x, dy: d.y); a.zIndex = sec.badges[b].zIndex
                    return a
                }
                b += 1
            }
        }
        if indexPath.section == 0, let k = geometry.global.firstIndex(where: { $0.kind == elementKind }) {
            return elementAttributes(geometry.global[k], category: .supplementaryView, path: indexPath, section: nil)
        }
        return nil
    }

    /// The attributes of a section's decoration view (background).
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < geometry.sections.count,
              let e = geometry.sections[indexPath.section].decorations.first(where: { $0.kind == elementKind }) else { return nil }
        return elementAttributes(e, category: .decorationView, path: indexPath, section: indexPath.section)
    }
}

/// The invalidation of a scroll: pinned items and visible-item handlers are asked again; nothing is laid out anew.
final class _CompositionalScrollContext: UICollectionViewLayoutInvalidationContext {}

/// The closure a compositional layout asks for each section's layout, given the environment.
public typealias UICollectionViewCompositionalLayoutSectionProvider = @MainActor (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
