//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Keeping views for exactly the elements on screen: counts from the data source, the layout's
/// preparation, and per pass the attributes of the visible area only (the layout answers for a
/// rectangle; nothing here walks every item).
extension UICollectionView {
    /// Asks the data source for its counts when they are stale.
    func _loadIfNeeded() {
        guard _needsReload else { return }
        _needsReload = false
        _hasLoaded = true
        _counts = _askCounts()
        _layout._isInvalid = true
        // A reload fetches every view again: the ones on screen leave (told) and are reused.
        for (key, v) in _visible { _retire(v, key: key) }
        _visible.removeAll()
        _visibleCells.removeAll()
        _selected.removeAll { !_isValidItem($0) }
        _selectedSet = Set(_selected)
    }

    /// The data source's counts now (logged and clamped when invalid).
    func _askCounts() -> [Int] {
        guard let ds = _dataSource else { return [] }
        // (During an interactive movement across sections the shown counts differ: keep them.)
        if let m = _movement, m.current.section != m.original.section { return _counts }
        var sections = ds.numberOfSections(in: self)
        if sections < 0 {
            UIKitLog.error("UICollectionView: the data source returned \(sections) sections; using 0", category: "UICollectionView")
            sections = 0
        }
        return (0..<sections).map { s in
            let n = ds.collectionView(self, numberOfItemsInSection: s)
            if n < 0 {
                UIKitLog.error("UICollectionView: the data source returned \(n) items in section \(s); using 0", category: "UICollectionView")
                return 0
            }
            return n
        }
    }

    func _isValidItem(_ p: IndexPath) -> Bool {
        p.count == 2 && p.section >= 0 && p.section < _counts.count && p.item >= 0 && p.item < _counts[p.section]
    }

    /// Runs `prepare()` when the layout is invalid and takes its content size.
    func _prepareLayoutIfNeeded() {
        _loadIfNeeded()
        guard _layout._isInvalid else { return }
        _layout._isInvalid = false
        _layout._pendingContext = nil
        _layout.prepare()
        var size = _layout.collectionViewContentSize
        if !(size.width.isFinite && size.height.isFinite) || size.width < 0 || size.height < 0 {
            UIKitLog.error("UICollectionView: the layout's content size \(size) is invalid; using zero", category: "UICollectionView")
            size = .zero
        }
        if contentSize != size { contentSize = size }
    }

    /// The area views are kept for: the visible bounds.
    var _tilingRect: CGRect { bounds }

    /// Brings the views on screen in line with the layout: views for elements that came into view,
    /// the new attributes for those still there, and the rest to the reuse queues.
    /// `animations` collects attribute changes to run inside an animation block (batch updates,
    /// layout changes); nil applies them now.
    func _tile(animations: _UICollectionAnimations? = nil) {
        guard !_isTiling else { return }
        _isTiling = true
        defer { _isTiling = false }
        var passes = 0
        repeat {
            passes += 1
            if bounds != _lastTiledBounds {
                if !_lastTiledBounds.isNull, _layout.shouldInvalidateLayout(forBoundsChange: bounds) {
                    _layout.invalidateLayout(with: _layout.invalidationContext(forBoundsChange: bounds))
                }
                _lastTiledBounds = bounds
            }
            _prepareLayoutIfNeeded()
            _placeVisibleElements(animations: animations)
        } while _layout._isInvalid && passes < 4   // self-sizing asked for another pass
        _prefetchIfNeeded()
    }

    private func _placeVisibleElements(animations: _UICollectionAnimations?) {
        let rect = _tilingRect
        let attrs = _layout.layoutAttributesForElements(in: rect) ?? []
        var wanted: [_UICollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        wanted.reserveCapacity(attrs.count)
        for a in attrs {
            let f = a.frame
            guard f.origin.x.isFinite, f.origin.y.isFinite, f.width.isFinite, f.height.isFinite, f.width >= 0, f.height >= 0 else {
                UIKitLog.warning("UICollectionView: the layout gave invalid attributes \(a); skipped", category: "UICollectionView")
                continue
            }
            if a.representedElementCategory == .cell, !_isValidItem(a.indexPath) {
                UIKitLog.warning("UICollectionView: the layout gave attributes for an item that does not exist (\(a.indexPath)); skipped", category: "UICollectionView")
                continue
            }
            if !a.isHidden, f.intersects(rect) || f.isEmpty && rect.contains(f.origin) { wanted[a._key] = a }
        }
        // Views no longer on screen leave first (their views can serve the newcomers).
        for (key, v) in _visible where wanted[key] == nil {
            if let animations, animations.keepsLeaving(key) { continue }
            _visible[key] = nil
            if key.category == .cell { _visibleCells[key.indexPath] = nil }
            _retire(v, key: key)
        }
        for (key, a) in wanted {
            if let v = _visible[key] {
                if let animations { animations.move(v, to: a) } else { _apply(a, to: v) }
                continue
            }
            guard let v = _makeView(for: a) else { continue }
            _visible[key] = v
            if let cell = v as? UICollectionViewCell { _visibleCells[key.indexPath] = cell }
            if let animations { animations.appear(v, key: key, at: a, in: self) } else { _apply(a, to: v) }
            _willDisplay(v, key: key)
            if v._wantsPreferredAttributes { _askPreferredAttributes(of: v, original: a) }
        }
    }

    /// Puts `v` where `a` says.
    func _apply(_ a: UICollectionViewLayoutAttributes, to v: UICollectionReusableView) {
        if !CATransform3DIsIdentity(v.layer.transform) { v.layer.transform = CATransform3DIdentity }
        v.frame = _swiperStorage?.frame(of: v, resting: a.frame) ?? a.frame   // a swiped list cell stays aside
        if !CATransform3DIsIdentity(a.transform3D) { v.layer.transform = a.transform3D }
        v.alpha = a.alpha
        v.layer.zPosition = CGFloat(a.zIndex)
        v.isHidden = a.isHidden
        v._attributes = a
        v.apply(a)
    }

    /// A view for an element coming on screen: the data source's cell or supplementary view, or a
    /// decoration view of the layout's registered class.
    func _makeView(for a: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        let key = a._key
        let outer = _elementBeingMade
        _elementBeingMade = key
        _UIRegistrationToken.providing += 1
        defer {
            _elementBeingMade = outer
            _UIRegistrationToken.providing -= 1
        }
        let v: UICollectionReusableView
        switch key.category {
        case .cell:
            guard let ds = _dataSource else { return nil }
            let cell = ds.collectionView(self, cellForItemAt: _dataSourcePath(forDisplayed: key.indexPath))
            cell.isSelected = _selectedSet.contains(key.indexPath)
            cell.isHighlighted = _highlighted == key.indexPath
            cell._isEditing = _isEditingStorage
            v = cell
        case .supplementaryView:
            guard let ds = _dataSource else { return nil }
            _defaultAnswered = false
            let s = ds.collectionView(self, viewForSupplementaryElementOfKind: key.kind ?? "", at: key.indexPath)
            if _defaultAnswered {
                _defaultAnswered = false
                UIKitLog.error("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'the data source does not implement collectionView:viewForSupplementaryElementOfKind:atIndexPath: for a layout that shows a supplementary view of kind \(key.kind ?? "")'; nothing is shown", category: "UICollectionView")
                return nil
            }
            v = s
        case .decorationView:
            let kind = key.kind ?? ""
            if let queued = _dequeue(kind: "decoration:" + kind, identifier: kind) {
                v = queued
            } else {
                let type = _layout._decorationClasses[kind] ?? {
                    UIKitLog.warning("UICollectionView: no view class registered for decoration views of kind \(kind); a plain view is shown", category: "UICollectionView")
                    return UICollectionReusableView.self
                }()
                v = type.init(_collectionRegisteredFrame: CGRect(origin: .zero, size: a.size))
                v.reuseIdentifier = kind
            }
        }
        if v.superview !== self {
            if let bg = backgroundView, bg.superview === self { insertSubview(v, aboveSubview: bg) } else { addSubview(v) }
        }
        v.isHidden = false
        v._wantsPreferredAttributes = _layout._wantsPreferredAttributes(for: a)
        return v
    }

    /// A view that left the screen: told to the delegate, then queued for reuse.
    func _retire(_ v: UICollectionReusableView, key: _UICollectionElementKey) {
        switch key.category {
        case .cell:
            if let cell = v as? UICollectionViewCell { _collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath) }
            _enqueue(v, kind: UICollectionView._elementKindCell)
        case .supplementaryView:
            _collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: v, forElementOfKind: key.kind ?? "", at: key.indexPath)
            _enqueue(v, kind: key.kind ?? "")
        case .decorationView:
            _enqueue(v, kind: "decoration:" + (key.kind ?? ""))
        }
    }

    func _willDisplay(_ v: UICollectionReusableView, key: _UICollectionElementKey) {
        switch key.category {
        case .cell:
            if let cell = v as? UICollectionViewCell { _collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: key.indexPath) }
        case .supplementaryView:
            _collectionDelegate?.collectionView(self, willDisplaySupplementaryView: v, forElementKind: key.kind ?? "", at: key.indexPath)
        case .decorationView:
            break
        }
    }

    /// Self-sizing: the view's preferred attributes, given to the layout.
    func _askPreferredAttributes(of v: UICollectionReusableView, original: UICollectionViewLayoutAttributes) {
        let preferred = v.preferredLayoutAttributesFitting(original)
        guard !preferred.isEqual(original),
              _layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else { return }
        _layout.invalidateLayout(with: _layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    }

    // MARK: Prefetching

    /// Tells the prefetch data source about the items just beyond the visible area (one screen
    /// ahead in each direction), and cancels those that fell out of that band without coming
    /// on screen (an item that scrolled in was not given up: its cell is being shown).
    func _prefetchIfNeeded() {
        guard isPrefetchingEnabled, let p = prefetchDataSource, _hasLoaded else { return }
        let b = bounds
        // Once a quarter screen was scrolled (not every frame).
        if let last = _lastPrefetchBounds, last.size == b.size,
           abs(last.minX - b.minX) < b.width / 4, abs(last.minY - b.minY) < b.height / 4 { return }
        _lastPrefetchBounds = b
        let band = b.insetBy(dx: -b.width, dy: -b.height)
        let near = Set((_layout.layoutAttributesForElements(in: band) ?? [])
            .filter { $0.representedElementCategory == .cell && _isValidItem($0.indexPath) && !$0.frame.intersects(b) }
            .map(\.indexPath))
        let new = near.subtracting(_prefetched).subtracting(_visibleCells.keys)
        let gone = _prefetched.subtracting(near).subtracting(_visibleCells.keys)
        if !gone.isEmpty { p.collectionView(self, cancelPrefetchingForItemsAt: gone.sorted()) }
        if !new.isEmpty { p.collectionView(self, prefetchItemsAt: new.sorted()) }
        _prefetched = near
    }
}
