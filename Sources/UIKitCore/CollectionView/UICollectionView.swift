//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A scrolling grid or list of items in sections, placed by a layout
/// (`UICollectionViewFlowLayout`, `UICollectionViewCompositionalLayout` or your own
/// `UICollectionViewLayout`). Only the items on screen exist as cells; cells scrolled away are
/// reused for the items that come into view.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 80, height: 80)
/// let grid = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
/// grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
/// grid.dataSource = self
/// ```
@preconcurrency @MainActor open class UICollectionView: UIScrollView {
    // MARK: Stored state

    var _layout: UICollectionViewLayout
    weak var _dataSource: UICollectionViewDataSource?
    /// `delegate` as a collection-view delegate (cached when it is set).
    weak var _collectionDelegate: UICollectionViewDelegate?
    /// Set by the protocols' default implementations: after a call, true means "not implemented".
    package var _defaultAnswered = false
    /// Items per section, as the data source last said (`_counts.count` sections).
    var _counts: [Int] = []
    /// The data source must be asked for counts again at the next layout.
    var _needsReload = true
    var _hasLoaded = false
    /// The views on screen, by element.
    var _visible: [_UICollectionElementKey: UICollectionReusableView] = [:]
    /// The visible cells by index path (a subset of `_visible`, for the cell queries).
    var _visibleCells: [IndexPath: UICollectionViewCell] = [:]
    var _registeredCells: [String: UICollectionViewCell.Type] = [:]
    var _registeredCellNibs: [String: UINib] = [:]
    var _registeredSupplementary: [String: UICollectionReusableView.Type] = [:]
    var _registeredSupplementaryNibs: [String: UINib] = [:]
    /// Reuse queues by "kind/identifier", last in first out.
    var _reuseQueues: [String: [UICollectionReusableView]] = [:]
    /// The element whose view the data source is making now (dequeue needs it).
    var _elementBeingMade: _UICollectionElementKey?
    var _selected: [IndexPath] = []
    var _selectedSet = Set<IndexPath>()
    var _highlighted: IndexPath?
    var _touched: IndexPath?
    var _isTiling = false
    var _lastTiledBounds: CGRect = .null
    var _prefetched = Set<IndexPath>()
    var _lastPrefetchBounds: CGRect?
    /// Batch-update nesting depth and the changes collected (`+Updates`).
    var _updateDepth = 0
    var _batch = _UICollectionBatch()
    var _batchCompletions: [(Bool) -> Void] = []
    /// The interactive movement in progress (`+Movement`).
    var _movement: _UICollectionMovement?
    var _isEditingStorage = false
    /// The machine that swipes list cells (`+Swipe`), made on first use.
    var _swiperStorage: _UIRowSwipeController?
    /// Drag delegates and the item drag (+DragDrop), made when a delegate is set.
    var _dragDropStorage: _UICollectionDragDrop?

    // MARK: Init

    /// A collection view laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        _layout = layout
        super.init(frame: frame)
        _commonCollectionInit()
    }

    /// Makes a collection view from an Interface Builder archive (a flow layout; no keys are read yet).
    public required init?(coder: NSCoder) {
        _layout = UICollectionViewLayout()
        super.init(coder: coder)
        _commonCollectionInit()
        _decodeInterfaceBuilderCollectionView(coder)
    }

    private func _commonCollectionInit() {
        _adopt(_layout)
        backgroundColor = .systemBackground
        alwaysBounceVertical = false
        addGestureRecognizer(_UIItemContextMenuRecognizer(host: self))   // (+ContextMenu)
        _ = _UIRowPanGestureRecognizer.install(on: self)   // swipe actions in lists (+Swipe)
    }

    func _adopt(_ layout: UICollectionViewLayout) {
        if let old = layout.collectionView, old !== self, old._layout === layout {
            UIKitLog.warning("UICollectionView: a layout can serve one collection view; it moves to this one", category: "UICollectionView")
        }
        layout.collectionView = self
        layout._isInvalid = true
        layout._pendingContext = nil
        setNeedsLayout()
    }

    // MARK: Data source and delegate

    /// The object that gives the items and their cells. Setting it reloads at the next layout.
    open weak var dataSource: UICollectionViewDataSource? {
        get { _dataSource }
        set { _dataSource = newValue; reloadData() }
    }

    /// The object told about highlight, selection and display (a `UICollectionViewDelegate`;
    /// typed as the scroll view's delegate because Swift cannot narrow an overridden property).
    open override weak var delegate: UIScrollViewDelegate? {
        didSet { _collectionDelegate = delegate as? UICollectionViewDelegate }
    }

    /// The object told which items will likely show soon.
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching?
    /// Whether the prefetch data source is asked (true by default).
    open var isPrefetchingEnabled = true
    /// A view behind every item, the collection view's size.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            setNeedsLayout()
        }
    }

    // MARK: Layout

    /// The layout placing the items; setting it swaps layouts without animation.
    open var collectionViewLayout: UICollectionViewLayout {
        get { _layout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// Swaps the layout; with `animated`, every view moves to its new place.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Swaps the layout, calling `completion` when the views are in place.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard layout !== _layout else { completion?(true); return }
        let old = _layout
        if animated { old.prepareForTransition(to: layout); layout.prepareForTransition(from: old) }
        for v in _visible.values { v.willTransition(from: old, to: layout) }
        if old.collectionView === self { old.collectionView = nil }
        _layout = layout
        _adopt(layout)
        _relayout(animated: animated) { [weak self] finished in
            if animated { layout.finalizeLayoutTransition() }
            if let self { for v in self._visible.values { v.didTransition(from: old, to: layout) } }
            completion?(finished)
        }
    }

    /// Asks the data source again for everything: counts, cells and supplementary views (no
    /// animation; pending batch updates are dropped).
    open func reloadData() {
        _swiperStorage?.forget()
        _needsReload = true
        _batch = _UICollectionBatch()
        _layout._isInvalid = true
        setNeedsLayout()
    }

    /// Lays out the visible items (and the background view).
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let bg = backgroundView {
            if bg.superview !== self { insertSubview(bg, at: 0) }
            bg.frame = bounds
        }
        _tile()
        _swiperStorage?.followRow()   // hook: +Swipe
    }

    /// A drag ends: the layout picks where to stop
    /// (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`, a carousel's snapping).
    override func _proposedTargetContentOffset(_ natural: CGPoint, velocity: CGPoint) -> CGPoint {
        _layout.targetContentOffset(forProposedContentOffset: natural, withScrollingVelocity: velocity)
    }

    /// Called by the layout when it was invalidated.
    func _layoutDidInvalidate(_ context: UICollectionViewLayoutInvalidationContext) {
        setNeedsLayout()
    }

    // MARK: Counts

    /// The number of sections (asked from the data source at the last reload).
    open var numberOfSections: Int {
        _loadIfNeeded()
        return _counts.count
    }

    /// The number of items in `section` (0 for a section out of range, logged).
    open func numberOfItems(inSection section: Int) -> Int {
        _loadIfNeeded()
        guard section >= 0, section < _counts.count else {
            UIKitLog.error("UICollectionView.numberOfItems(inSection:): section \(section) out of range (\(_counts.count) sections)", category: "UICollectionView")
            return 0
        }
        return _counts[section]
    }

    // MARK: Editing

    /// Whether the collection view is in editing mode (list cells show their editing accessories).
    open var isEditing: Bool {
        get { _isEditingStorage }
        set {
            guard newValue != _isEditingStorage else { return }
            _isEditingStorage = newValue
            for c in _visibleCells.values { c._isEditing = newValue }
        }
    }

    /// Whether items can be selected (true by default).
    open var allowsSelection = true { didSet { if !allowsSelection { _deselectAll() } } }
    /// Whether several items can be selected at once (false by default).
    open var allowsMultipleSelection = false { didSet { if !allowsMultipleSelection { _trimSelection() } } }
    /// Whether items can be selected in editing mode (true by default, iOS 14).
    open var allowsSelectionDuringEditing = true
    /// Whether several items can be selected in editing mode (false by default, iOS 14).
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether keyboard focus selects the focused item (iOS 15; stored).
    open var selectionFollowsFocus = false
    /// Whether the last focused item is focused again (stored).
    open var remembersLastFocusedIndexPath = false
    /// How soon items move aside while reordering (stored).
    open var reorderingCadence: ReorderingCadence = .immediate
    /// When self-sizing cells are measured again (iOS 16; stored).
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled
    /// Whether items can be dragged (default true on iPad, the idiom here, false with
    /// `UIKIT_IDIOM=phone`, as on iPhone; see +DragDrop).
    open var dragInteractionEnabled = UIDevice._idiom != .phone

    // MARK: Overridable entry points (implemented in the extensions)

    /// Runs `updates` (inserts, deletes, reloads, moves) as one animated change; the data source
    /// must already reflect them. `completion` runs when the animations end (true when they finished).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        _performBatchUpdates(updates, completion: completion)
    }
    /// Inserts sections (indexes after the update).
    open func insertSections(_ sections: IndexSet) {
        _insertSections(sections)
    }
    /// Deletes sections (indexes before the update).
    open func deleteSections(_ sections: IndexSet) {
        _deleteSections(sections)
    }
    /// Reloads sections: their items get fresh cells.
    open func reloadSections(_ sections: IndexSet) {
        _reloadSections(sections)
    }
    /// Moves a section.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        _moveSection(section, toSection: newSection)
    }
    /// Inserts items (index paths after the update).
    open func insertItems(at indexPaths: [IndexPath]) {
        _insertItems(at: indexPaths)
    }
    /// Deletes items (index paths before the update).
    open func deleteItems(at indexPaths: [IndexPath]) {
        _deleteItems(at: indexPaths)
    }
    /// Reloads items: they get fresh cells from the data source.
    open func reloadItems(at indexPaths: [IndexPath]) {
        _reloadItems(at: indexPaths)
    }
    /// Moves an item, keeping its cell.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        _moveItem(at: indexPath, to: newIndexPath)
    }
    /// Runs the cells' configuration again for the items without replacing the cells (iOS 15):
    /// the data source's `cellForItemAt` is asked and dequeueing returns the item's current cell.
    open func reconfigureItems(at indexPaths: [IndexPath]) {
        _reconfigureItems(at: indexPaths)
    }
    /// Scrolls so the item sits at `scrollPosition` (a vertical and a horizontal part; none of
    /// one: no scrolling on that axis), within the content's bounds. Out-of-range paths are logged.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        _scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
    /// Selects an item (nil: deselects every item) and scrolls it to `scrollPosition`. Calls no
    /// delegate method.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        _selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }
    /// Deselects an item, calling no delegate method.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        _deselectItem(at: indexPath, animated: animated)
    }
    /// Touch-down highlights the item under the finger.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        _touchesBegan(touches, with: event)
    }
    /// Touch-up selects the highlighted item.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        _touchesEnded(touches, with: event)
    }
    /// A cancelled touch (a scroll began) unhighlights.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        _touchesCancelled(touches, with: event)
    }
    /// Starts moving the item at `indexPath`; false when it can't move (out of range, or the data
    /// source says no).
    @discardableResult
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        return _beginInteractiveMovementForItem(at: indexPath)
    }
    /// Moves the item to `targetPosition` (content coordinates); the items make room where it
    /// would land.
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        _updateInteractiveMovementTargetPosition(targetPosition)
    }
    /// Ends the movement: the item settles in its new place and the data source is told
    /// (`collectionView(_:moveItemAt:to:)`).
    open func endInteractiveMovement() {
        _endInteractiveMovement()
    }
    /// Cancels the movement: the item goes back where it was.
    open func cancelInteractiveMovement() {
        _cancelInteractiveMovement()
    }
}
