//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A layout that flows items into lines, as many per line as fit, lines one after the other along
/// the scroll direction; per-section headers and footers. Sizes and spacings come from its
/// properties or, per item and section, from a `UICollectionViewDelegateFlowLayout`.
///
/// Full lines are justified, a lone item on a line other than the last is centred, the last line
/// is left-aligned with the minimum spacing, and items are centred across their line. `prepare()`
/// costs O(items) (nothing per item when every item has the same size); every query costs
/// O(log n + the answer).
@preconcurrency @MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The `estimatedItemSize` that makes cells size themselves (iOS 10): (CGFLOAT_MAX, CGFLOAT_MAX).
    nonisolated public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude,
                                                         height: CGFloat.greatestFiniteMagnitude)

    /// What `sectionInset` is measured from (iOS 11).
    public enum SectionInsetReference: Int, Sendable {
        /// From the collection view's content insets (the default).
        case fromContentInset = 0
        /// From the safe area: the section insets add to the safe area insets.
        case fromSafeArea = 1
        /// From the collection view's layout margins.
        case fromLayoutMargins = 2
    }

    /// The spacing between lines (rows when scrolling vertically); 10 by default.
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { _setMetric(&minimumLineSpacing, oldValue, 10, "minimumLineSpacing") }
    }
    /// The smallest spacing between items of one line; 10 by default. Full lines spread their
    /// items further apart.
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { _setMetric(&minimumInteritemSpacing, oldValue, 10, "minimumInteritemSpacing") }
    }
    /// Every item's size when the delegate doesn't give one; 50 × 50 by default.
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { _setSize(&itemSize, oldValue, "itemSize") }
    }
    /// An estimate of the items' size; non-zero turns self-sizing cells on (the layout uses the
    /// estimate until each cell reports its size). `.zero` (the default) turns it off;
    /// `UICollectionViewFlowLayout.automaticSize` estimates with `itemSize`.
    open var estimatedItemSize = CGSize.zero {
        didSet { _setSize(&estimatedItemSize, oldValue, "estimatedItemSize") }
    }
    /// Which way the content scrolls: `.vertical` (the default) fills rows, `.horizontal` columns.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet { if scrollDirection != oldValue { _metricsChanged() } }
    }
    /// The header's size: with vertical scrolling only the height counts (the header spans the
    /// content's width), with horizontal scrolling only the width. `.zero` (the default): no headers.
    open var headerReferenceSize = CGSize.zero {
        didSet { _setSize(&headerReferenceSize, oldValue, "headerReferenceSize") }
    }
    /// The footer's size, as for `headerReferenceSize`. `.zero` (the default): no footers.
    open var footerReferenceSize = CGSize.zero {
        didSet { _setSize(&footerReferenceSize, oldValue, "footerReferenceSize") }
    }
    /// The margins around each section's items: between the header and the first line, the last
    /// line and the footer, and on both sides of the lines. `.zero` by default.
    open var sectionInset = UIEdgeInsets.zero {
        didSet {
            let clean = _finiteInsets(sectionInset, "sectionInset")
            if clean != sectionInset { sectionInset = clean }
            if sectionInset != oldValue { _metricsChanged() }
        }
    }
    /// What `sectionInset` is measured from; `.fromContentInset` by default.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset {
        didSet { if sectionInsetReference != oldValue { _metricsChanged() } }
    }
    /// Whether each section's header stays at the top of the visible area while its section is on
    /// screen (iOS 9); false by default.
    open var sectionHeadersPinToVisibleBounds = false {
        didSet { if sectionHeadersPinToVisibleBounds != oldValue { _metricsChanged() } }
    }
    /// Whether each section's footer stays at the bottom of the visible area while its section is
    /// on screen (iOS 9); false by default.
    open var sectionFootersPinToVisibleBounds = false {
        didSet { if sectionFootersPinToVisibleBounds != oldValue { _metricsChanged() } }
    }

    // MARK: State

    /// Set by the default implementations of `UICollectionViewDelegateFlowLayout`: the delegate
    /// didn't implement the method just called.
    package var _defaultAnswered = false
    var _geometry = _UIFlowLayoutGeometry()
    /// The geometry must be computed again at the next `prepare()`.
    package var _needsGeometry = true
    /// The fill extent, item counts and direction the geometry was computed for. The counts are
    /// the collection view's own array: a reload makes a new one.
    private var _geometryKey: (fill: CGFloat, counts: [Int], vertical: Bool)?
    /// Sizes reported by self-sizing cells.
    package var _measuredSizes: [IndexPath: CGSize] = [:]
    private var _warnedOversized = false
    private var _warnedDelegate = false

    /// Makes a flow layout with the default metrics.
    public override init() { super.init() }

    /// Makes a flow layout from an archive: the default metrics.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _decodeInterfaceBuilderFlowLayout(coder)
    }

    // MARK: Validation

    /// A metric changed: the lines are computed again (at once for queries) and the collection
    /// view lays out again.
    private func _metricsChanged() {
        _needsGeometry = true
        invalidateLayout()
    }

    private func _setMetric(_ value: inout CGFloat, _ old: CGFloat, _ fallback: CGFloat, _ name: String) {
        if !value.isFinite || value < 0 {
            UIKitLog.warning("UICollectionViewFlowLayout: invalid \(name) \(value) treated as \(value < 0 ? 0 : fallback)",
                             category: "UICollectionViewFlowLayout")
            value = value < 0 ? 0 : fallback
        }
        if value != old { _metricsChanged() }
    }

    private func _setSize(_ value: inout CGSize, _ old: CGSize, _ name: String) {
        let clean = _cleanSize(value, name)
        if clean != value { value = clean }
        if value != old { _metricsChanged() }
    }

    /// A size with every NaN, infinite or negative component logged and made 0.
    package func _cleanSize(_ size: CGSize, _ name: String) -> CGSize {
        func fix(_ v: CGFloat) -> CGFloat { v.isFinite && v >= 0 ? v : 0 }
        let clean = CGSize(width: fix(size.width), height: fix(size.height))
        if clean != size {
            UIKitLog.warning("UICollectionViewFlowLayout: invalid \(name) \(size) treated as \(clean)",
                             category: "UICollectionViewFlowLayout")
        }
        return clean
    }

    private func _finiteInsets(_ i: UIEdgeInsets, _ name: String) -> UIEdgeInsets {
        func fix(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        let clean = UIEdgeInsets(top: fix(i.top), left: fix(i.left), bottom: fix(i.bottom), right: fix(i.right))
        if clean != i {
            UIKitLog.warning("UICollectionViewFlowLayout: invalid \(name) \(i) treated as \(clean)",
                             category: "UICollectionViewFlowLayout")
        }
        return clean
    }

    // MARK: Coordinates

    package var _isVertical: Bool { scrollDirection == .vertical }

    /// A logical rect (fill axis as x, stack axis as y) in the collection view's coordinates, or back.
    package func _transpose(_ r: CGRect) -> CGRect {
        _isVertical ? r : CGRect(x: r.origin.y, y: r.origin.x, width: r.size.height, height: r.size.width)
    }

    /// A size in logical terms (fill extent as width), or back.
    package func _transpose(_ s: CGSize) -> CGSize {
        _isVertical ? s : CGSize(width: s.height, height: s.width)
    }

    // MARK: Layout

    /// Computes the lines of every section (skipped when only the visible area moved, for pinned
    /// headers and footers).
    open override func prepare() {
        super.prepare()
        _ensureGeometry(checkingKey: true)
    }

    /// Computes the lines again if an invalidation asked for it (or, with `checkingKey`, if the
    /// width, the section count or the direction changed). Queries call it too, so metrics set in a
    /// subclass's `prepare()` after `super.prepare()` apply at once.
    package func _ensureGeometry(checkingKey: Bool = false) {
        guard let cv = collectionView else {
            if _geometryKey != nil || _geometry.numberOfSections > 0 { _geometry = _UIFlowLayoutGeometry() }
            _geometryKey = nil
            return
        }
        guard _needsGeometry || checkingKey || _geometryKey == nil else { return }
        let inset = cv.adjustedContentInset
        let vertical = _isVertical
        let fill = max(0, vertical ? cv.bounds.width - inset.left - inset.right : cv.bounds.height - inset.top - inset.bottom)
        _ = cv.numberOfSections   // loads the counts
        let counts = cv._counts
        if let key = _geometryKey, !Self._sameStorage(key.counts, counts) {
            _measuredSizes.removeAll()   // reloaded: cells measure themselves again
        } else if !_needsGeometry, let key = _geometryKey, key.fill == fill, key.vertical == vertical {
            return
        }
        _needsGeometry = false
        _geometryKey = (fill, counts, vertical)
        _computeGeometry(cv, fillExtent: fill, sectionCount: counts.count)
    }

    /// The line length the geometry was computed for (nil before the first computation).
    var _computedFillExtent: CGFloat? { _geometryKey?.fill }

    /// Whether two arrays share their storage (the same load of the data source's counts).
    private static func _sameStorage(_ a: [Int], _ b: [Int]) -> Bool {
        a.withUnsafeBufferPointer { pa in b.withUnsafeBufferPointer { pb in pa.baseAddress == pb.baseAddress && pa.count == pb.count } }
    }

    private func _computeGeometry(_ cv: UICollectionView, fillExtent: CGFloat, sectionCount: Int) {
        let delegate = cv.delegate as? UICollectionViewDelegateFlowLayout
        let reference = _referenceInsets(cv)
        let estimating = estimatedItemSize != .zero
        let baseSize = estimating && estimatedItemSize != Self.automaticSize ? estimatedItemSize : itemSize
        var specs: [_UIFlowLayoutGeometry.SectionSpec] = []
        specs.reserveCapacity(sectionCount)
        var perItem: [Int: (IndexPath) -> CGSize] = [:]
        _warnedDelegate = false
        for s in 0..<sectionCount {
            let items = max(0, cv.numberOfItems(inSection: s))
            var inset = sectionInset, line = minimumLineSpacing, interitem = minimumInteritemSpacing
            var header = headerReferenceSize, footer = footerReferenceSize
            var uniform: CGSize? = baseSize
            if let d = delegate {
                inset = _finiteInsets(d.collectionView(cv, layout: self, insetForSectionAt: s), "section inset from the delegate")
                line = _delegateMetric(d.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: s), "minimum line spacing")
                interitem = _delegateMetric(d.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: s), "minimum interitem spacing")
                header = _cleanSize(d.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s), "header reference size from the delegate")
                footer = _cleanSize(d.collectionView(cv, layout: self, referenceSizeForFooterInSection: s), "footer reference size from the delegate")
                if items > 0, !estimating {
                    _defaultAnswered = false
                    _ = d.collectionView(cv, layout: self, sizeForItemAt: IndexPath(item: 0, section: s))
                    if !_defaultAnswered {   // implemented: asked for every item
                        uniform = nil
                        perItem[s] = { [unowned self] ip in _delegateSize(d.collectionView(cv, layout: self, sizeForItemAt: ip)) }
                    }
                }
            }
            if estimating, _measuredSizes.keys.contains(where: { $0.section == s }) { uniform = nil }
            var spec = _UIFlowLayoutGeometry.SectionSpec(itemCount: items, uniformItemSize: uniform.map { _transpose($0) })
            if _isVertical {
                spec.fillStartInset = inset.left + reference.left
                spec.fillEndInset = inset.right + reference.right
                spec.stackStartInset = inset.top
                spec.stackEndInset = inset.bottom
                spec.headerExtent = header.height
                spec.footerExtent = footer.height
            } else {
                spec.fillStartInset = inset.top + reference.top
                spec.fillEndInset = inset.bottom + reference.bottom
                spec.stackStartInset = inset.left
                spec.stackEndInset = inset.right
                spec.headerExtent = header.width
                spec.footerExtent = footer.width
            }
            spec.lineSpacing = line
            spec.interitemSpacing = interitem
            specs.append(spec)
        }
        _geometry.reload(fillExtent: fillExtent, specs: specs) { s, i in
            let ip = IndexPath(item: i, section: s)
            if let measured = _measuredSizes[ip] { return _transpose(measured) }
            if let ask = perItem[s] { return _transpose(ask(ip)) }
            return _transpose(baseSize)
        }
        if _geometry.sawOversizedItem, !_warnedOversized {
            _warnedOversized = true
            let axis = _isVertical ? ("width", "width", "left and right") : ("height", "height", "top and bottom")
            UIKitLog.warning("The behavior of the UICollectionViewFlowLayout is not defined because: the item \(axis.0) must be less than the \(axis.1) of the UICollectionView minus the section insets \(axis.2) values, minus the content insets \(axis.2) values.",
                             category: "UICollectionViewFlowLayout")
        }
    }

    private func _delegateMetric(_ v: CGFloat, _ name: String) -> CGFloat {
        guard !v.isFinite || v < 0 else { return v }
        if !_warnedDelegate {
            _warnedDelegate = true
            UIKitLog.warning("UICollectionViewFlowLayout: invalid \(name) \(v) from the delegate treated as 0",
                             category: "UICollectionViewFlowLayout")
        }
        return 0
    }

    private func _delegateSize(_ size: CGSize) -> CGSize {
        if size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 { return size }
        if !_warnedDelegate {
            _warnedDelegate = true
            UIKitLog.warning("UICollectionViewFlowLayout: invalid item size \(size) from the delegate treated as 0",
                             category: "UICollectionViewFlowLayout")
        }
        func fix(_ v: CGFloat) -> CGFloat { v.isFinite && v >= 0 ? v : 0 }
        return CGSize(width: fix(size.width), height: fix(size.height))
    }

    /// How far the safe area or the layout margins reach past the content insets, per
    /// `sectionInsetReference`.
    private func _referenceInsets(_ cv: UICollectionView) -> UIEdgeInsets {
        let outer: UIEdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: return .zero
        case .fromSafeArea: outer = cv.safeAreaInsets
        case .fromLayoutMargins: outer = cv.layoutMargins
        }
        let c = cv.adjustedContentInset
        return UIEdgeInsets(top: max(0, outer.top - c.top), left: max(0, outer.left - c.left),
                            bottom: max(0, outer.bottom - c.bottom), right: max(0, outer.right - c.right))
    }

    // MARK: Queries (in UICollectionViewFlowLayout+Attributes)

    /// The attributes of every item, header and footer whose frame meets `rect`: O(log n + answer).
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        _elements(in: rect)
    }

    /// The attributes of the item at `indexPath`, or nil outside the data.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _item(at: indexPath)
    }

    /// The attributes of the section's header (`UICollectionView.elementKindSectionHeader`) or
    /// footer (`elementKindSectionFooter`); nil for other kinds and sections without one.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                           at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _supplementary(ofKind: elementKind, at: indexPath)
    }

    // MARK: Invalidation (in UICollectionViewFlowLayout+Invalidation)

    /// `UICollectionViewFlowLayoutInvalidationContext`.
    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// True when headers or footers are pinned (they move with every scroll), else only when the
    /// width changes (the height, when scrolling horizontally).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        _shouldInvalidate(forBoundsChange: newBounds)
    }

    /// A flow context that recomputes the lines only when the width (the height, horizontally)
    /// changes; a scroll with pinned headers or footers only moves them.
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        _adjust(context, forBoundsChange: newBounds)
        return context
    }

    /// Invalidates everything: the lines are computed again at the next `prepare()` or query.
    open override func invalidateLayout() {
        _needsGeometry = true
        super.invalidateLayout()
    }

    /// Records what the context invalidates; the next `prepare()` recomputes the lines unless only
    /// the visible area moved.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        _note(context)
        super.invalidateLayout(with: context)
    }

    /// True for a self-sizing cell (`estimatedItemSize` set) whose preferred size differs from its
    /// laid-out size.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        _shouldInvalidate(forPreferred: preferredAttributes, original: originalAttributes)
    }

    /// Stores the cell's measured size and returns a context invalidating its item; the lines are
    /// computed again with it.
    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        _adjust(context, preferred: preferredAttributes, original: originalAttributes)
        return context
    }

    /// Self-sizing: the collection view asks cells for their preferred size when
    /// `estimatedItemSize` is set.
    override func _wantsPreferredAttributes(for attributes: UICollectionViewLayoutAttributes) -> Bool {
        estimatedItemSize != .zero && attributes.representedElementCategory == .cell
    }

    /// The size of everything laid out: the collection view's width (less its content insets)
    /// by the sections' total height, when scrolling vertically.
    open override var collectionViewContentSize: CGSize {
        _ensureGeometry()
        return _transpose(CGSize(width: _geometry.fillExtent, height: _geometry.stackExtent))
    }
}
