//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A vertically scrolling list of rows in sections, made of reused cells.
///
/// Only the rows on screen exist as views: the table asks its data source for a cell when a
/// row scrolls into view and puts the cell in a reuse queue when it leaves. Row geometry lives
/// in a run-length structure (`_UITableGeometry`) whose queries cost O(log n), so a million rows
/// scroll as cheaply as ten.
///
/// The pieces live in extension files along their seams: cells and reuse (`+Reuse`), tiling
/// the visible rows and headers (`+Tiling`), geometry queries (`+Geometry`), selection and
/// touches (`+Selection`), updates (`+Updates`). Overridable members stay in this body (Swift
/// on Linux cannot override members declared in extensions).
@preconcurrency @MainActor open class UITableView: UIScrollView {
    /// The table's style, fixed at initialisation.
    public let style: Style

    // MARK: Stored state

    weak var _dataSource: UITableViewDataSource?
    /// `delegate` as a table delegate (cached when it is set).
    weak var _tableDelegate: UITableViewDelegate?
    /// Set by the protocols' default implementations: after a call, true means "not implemented".
    package var _defaultAnswered = false
    var _geometry = _UITableGeometry()
    /// The table must ask its data source for counts again at the next layout.
    var _needsReload = true
    /// Counts have been asked at least once (before that, queries reload first).
    var _hasLoaded = false
    var _visibleCells: [IndexPath: UITableViewCell] = [:]
    var _visibleHeaders: [Int: UIView] = [:]
    var _visibleFooters: [Int: UIView] = [:]
    var _registeredCells: [String: UITableViewCell.Type] = [:]
    var _registeredHeaderFooters: [String: UITableViewHeaderFooterView.Type] = [:]
    /// Reuse queues, one per identifier, last in first out.
    var _reuseQueues: [String: [UITableViewCell]] = [:]
    var _headerFooterQueues: [String: [UITableViewHeaderFooterView]] = [:]
    /// The row whose cell the data source is making now (dequeue sizes the cell for it).
    var _rowBeingMade: IndexPath?
    var _selectedRows: [IndexPath] = []
    var _highlightedRow: IndexPath?
    var _touchedRow: IndexPath?
    var _isEditing = false
    var _tableHeaderView: UIView?
    var _tableFooterView: UIView?
    var _backgroundView: UIView?
    /// Batch-update nesting depth and the updates collected (`+Updates`).
    var _updateDepth = 0
    var _pendingUpdates = _UITableBatch()
    var _rowAnimations: [_UITableRowAnimation] = []
    var _isTiling = false
    var _prefetchedRows = Set<IndexPath>()
    var _lastPrefetchOffset: CGFloat = 0
    var _delegateGivesHeaders = false
    var _delegateGivesFooters = false
    /// The width the visible rows were laid out at (a new width measures self-sizing rows again).
    var _tiledWidth: CGFloat = -1
    // Hooks for swiping and reordering rows (+Swipe, +Reorder, +Editing).
    /// The row whose swipe actions (or delete confirmation) show, nil when none.
    var _swipeState: _UITableSwipe?
    /// The row being dragged by its reorder grabber, nil when none.
    var _reorderState: _UITableReorder?
    /// The horizontal pan that swipes rows and drags reorder grabbers.
    var _rowPanRecognizer: _UITableViewRowPanGestureRecognizer?
    /// What each estimated-but-unmeasured row counts as when nothing else is given.
    static let _defaultEstimate: CGFloat = 44
    /// A standard row's height (iOS's at the default text size).
    static let _standardRowHeight: CGFloat = 44

    // MARK: Init

    /// A table of the given style.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        _commonTableInit()
    }

    /// A plain table, as `UITableView(frame:)` makes on iOS.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        self.style = .plain
        super.init(coder: coder)
        _commonTableInit()
    }

    func _commonTableInit() {
        alwaysBounceVertical = true
        showsHorizontalScrollIndicator = false
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        if style == .insetGrouped { layoutMargins = UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 20) }
        _installRowPanRecognizer()   // hook: swipe and reorder (+Swipe)
        addGestureRecognizer(_UITableViewContextMenuRecognizer(table: self))   // (+ContextMenu)
    }

    // MARK: Data source and delegate

    /// The object that gives the rows. Setting it reloads at the next layout.
    open weak var dataSource: UITableViewDataSource? {
        get { _dataSource }
        set { _dataSource = newValue; _setNeedsReload() }
    }

    /// The object told about display and selection (a `UITableViewDelegate`; typed as the scroll
    /// view's delegate because Swift cannot narrow an overridden property's type).
    open override weak var delegate: UIScrollViewDelegate? {
        didSet {
            _tableDelegate = delegate as? UITableViewDelegate
            _setNeedsReload()
        }
    }

    /// The object told which rows will likely be needed soon.
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching?
    /// Whether the prefetch data source is asked (iOS 15).
    open var isPrefetchingEnabled = true

    // MARK: Heights

    /// Every row's height unless the delegate gives one; `automaticDimension` (the default)
    /// self-sizes rows from their cells.
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { _heightsDidChange(oldValue, rowHeight) } }
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { _heightsDidChange(oldValue, sectionHeaderHeight) } }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { _heightsDidChange(oldValue, sectionFooterHeight) } }
    /// The height unmeasured rows count as; 0 turns estimation off (every row is measured at
    /// reload), `automaticDimension` (the default) uses a standard estimate.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { _heightsDidChange(oldValue, estimatedRowHeight) } }
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { _heightsDidChange(oldValue, estimatedSectionHeaderHeight) } }
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { _heightsDidChange(oldValue, estimatedSectionFooterHeight) } }
    /// Extra space above each section header (iOS 15); `automaticDimension` gives none here.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { _heightsDidChange(oldValue, sectionHeaderTopPadding) } }
    /// The height of the empty filler rows of a plain table (iOS 15); stored.
    open var fillerRowHeight: CGFloat = UITableView.automaticDimension

    // MARK: Separators

    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { _cellsNeedRestyle() } }
    open var separatorColor: UIColor? = .separator { didSet { _cellsNeedRestyle() } }
    /// The default inset of the rows' separators (a cell's own `separatorInset` wins).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { _separatorInsetSet = true; _cellsNeedRestyle() }
    }
    /// Until the app sets `separatorInset`, each row's line starts where its text starts.
    var _separatorInsetSet = false
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges { didSet { _cellsNeedRestyle() } }
    /// Whether cells' margins follow the readable width; stored.
    open var cellLayoutMarginsFollowReadableWidth = false
    /// Whether cells' content views stay inside the safe area.
    open var insetsContentViewsToSafeArea = true

    // MARK: Header, footer, background

    /// A view above the first section; only its height is kept, its width is the table's.
    open var tableHeaderView: UIView? {
        get { _tableHeaderView }
        set { _setTableHeaderView(newValue) }
    }
    /// A view below the last section; only its height is kept, its width is the table's.
    open var tableFooterView: UIView? {
        get { _tableFooterView }
        set { _setTableFooterView(newValue) }
    }
    /// A view behind the rows that does not scroll.
    open var backgroundView: UIView? {
        get { _backgroundView }
        set { _setBackgroundView(newValue) }
    }

    // MARK: Selection and editing

    open var allowsSelection = true { didSet { if !allowsSelection { _clearSelection() } } }
    open var allowsMultipleSelection = false { didSet { if !allowsMultipleSelection { _trimSelection() } } }
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the table is in editing mode (delete and insert controls, reorder grabbers).
    open var isEditing: Bool {
        get { _isEditing }
        set { setEditing(newValue, animated: false) }
    }
    /// Enters or leaves editing mode.
    open func setEditing(_ editing: Bool, animated: Bool) { _setEditing(editing, animated: animated) }

    // MARK: Section index (the strip along the trailing edge: +SectionIndex)

    /// The index shows only when the table has at least this many rows.
    open var sectionIndexMinimumDisplayRowCount = 0 { didSet { _reloadSectionIndex() } }
    /// The index titles' colour (nil: the tint colour).
    open var sectionIndexColor: UIColor? { didSet { _sectionIndex?.updateColors() } }
    open var sectionIndexBackgroundColor: UIColor? { didSet { _sectionIndex?.updateColors() } }
    /// The strip's colour while a finger is on it.
    open var sectionIndexTrackingBackgroundColor: UIColor? { didSet { _sectionIndex?.updateColors() } }
    /// An index title shown as a magnifying glass; touching it scrolls to the top.
    public static let indexSearch = "{search}"
    var _sectionIndex: _UITableViewIndex?

    // MARK: Data

    /// Forgets every count, height and visible cell and asks the data source again: counts now,
    /// cells at the next layout.
    open func reloadData() { _forgetRowInteractions(); _reloadData() }   // hook: +Swipe
    /// Reloads only the section index titles (the strip is not drawn yet).
    open func reloadSectionIndexTitles() {}

    // MARK: Reuse

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        _register(cellClass, forCellReuseIdentifier: identifier)
    }
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        _register(aClass, forHeaderFooterViewReuseIdentifier: identifier)
    }
    /// A cell from the reuse queue, a new one of the registered class, or nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        _dequeue(identifier, for: nil)
    }
    /// A cell from the reuse queue or a new one of the registered class, sized for the row.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        _dequeueOrLog(identifier, for: indexPath)
    }
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        _dequeueHeaderFooter(identifier)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        _tile()
        _layoutRowInteractions()   // hook: swipe actions and reorder (+Swipe)
    }

    // MARK: Updates

    open func beginUpdates() { _beginUpdates() }
    open func endUpdates() { _endUpdates(completion: nil) }
    /// Inserts, deletes, reloads and moves as one animated change (deletes first, with indexes
    /// before the update; inserts with indexes after it).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        _beginUpdates()
        updates?()
        _endUpdates(completion: completion)
    }
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { _insertSections(sections, animation) }
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { _deleteSections(sections, animation) }
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { _reloadSections(sections, animation) }
    open func moveSection(_ section: Int, toSection newSection: Int) { _moveSection(section, newSection) }
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { _insertRows(indexPaths, animation) }
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { _deleteRows(indexPaths, animation) }
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { _reloadRows(indexPaths, animation) }
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { _moveRow(indexPath, newIndexPath) }
    /// Runs the cells' configuration again without replacing them (iOS 15).
    open func reconfigureRows(at indexPaths: [IndexPath]) { _reconfigureRows(indexPaths) }

    // MARK: Selection

    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        _selectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { _deselectRow(at: indexPath, animated: animated) }

    // MARK: Scrolling

    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        _scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        if let first = indexPathsForSelectedRows?.min() { scrollToRow(at: first, at: scrollPosition, animated: animated) }
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !_swipeConsumesTouchDown(touches) { _rowTouchesBegan(touches, with: event) }   // hook: +Swipe
        super.touchesBegan(touches, with: event)
    }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
    }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        _rowTouchesEnded(touches, with: event)
        super.touchesEnded(touches, with: event)
    }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        _rowTouchesCancelled()
        super.touchesCancelled(touches, with: event)
    }
}
