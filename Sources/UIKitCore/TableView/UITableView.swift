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
    var _registeredCellNibs: [String: UINib] = [:]
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
    /// The machine that swipes rows (made on first use).
    var _swiperStorage: _UIRowSwipeController?
    /// The row being dragged by its reorder grabber, nil when none.
    var _reorderState: _UITableReorder?
    /// The horizontal pan that swipes rows and drags reorder grabbers.
    var _rowPanRecognizer: _UIRowPanGestureRecognizer?
    /// Drag delegates and the row drag (+DragDrop), made when a delegate is set.
    var _dragDropStorage: _UITableDragDrop?
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

    /// Archives are not supported on Linux: builds an empty plain table.
    public required init?(coder: NSCoder) {
        self.style = _UINibDecoder._tableStyle(of: coder)
        super.init(coder: coder)
        _commonTableInit()
        _decodeInterfaceBuilderTableView(coder)
    }

    func _commonTableInit() {
        alwaysBounceVertical = true
        showsHorizontalScrollIndicator = false
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        if style == .insetGrouped { layoutMargins = UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 20) }
        _installRowPanRecognizer()   // hook: swipe and reorder (+Swipe)
        addGestureRecognizer(_UIItemContextMenuRecognizer(host: self))   // (+ContextMenu)
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
    /// The height of section headers unless the delegate gives one; `automaticDimension` (the default)
    /// sizes each from its title or view.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { _heightsDidChange(oldValue, sectionHeaderHeight) } }
    /// The height of section footers unless the delegate gives one; `automaticDimension` (the default)
    /// sizes each from its title or view.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { _heightsDidChange(oldValue, sectionFooterHeight) } }
    /// The height unmeasured rows count as; 0 turns estimation off (every row is measured at
    /// reload), `automaticDimension` (the default) uses a standard estimate.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { _heightsDidChange(oldValue, estimatedRowHeight) } }
    /// The height unmeasured section headers count as until they show (`automaticDimension`, the
    /// default: a standard estimate for the style).
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { _heightsDidChange(oldValue, estimatedSectionHeaderHeight) } }
    /// The height unmeasured section footers count as until they show (`automaticDimension`, the
    /// default: a standard estimate for the style).
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { _heightsDidChange(oldValue, estimatedSectionFooterHeight) } }
    /// Extra space above each section header (iOS 15); `automaticDimension` gives none here.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { _heightsDidChange(oldValue, sectionHeaderTopPadding) } }
    /// The height of the empty filler rows of a plain table (iOS 15); stored.
    open var fillerRowHeight: CGFloat = UITableView.automaticDimension

    // MARK: Separators

    /// Whether rows are divided by lines (`.singleLine`, the default) or not (`.none`). On Linux:
    /// `.singleLineEtched` draws a single line.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { _cellsNeedRestyle() } }
    /// The colour of the lines between rows (default: the system separator colour).
    open var separatorColor: UIColor? = .separator { didSet { _cellsNeedRestyle() } }
    /// The default inset of the rows' separators (a cell's own `separatorInset` wins).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { _separatorInsetSet = true; _cellsNeedRestyle() }
    }
    /// Until the app sets `separatorInset`, each row's line starts where its text starts.
    var _separatorInsetSet = false
    /// What `separatorInset` is measured from (default: the cell's edges). On Linux: stored only;
    /// insets are always measured from the cell's edges.
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

    /// Whether a tap selects a row outside editing mode (default true); turning it off deselects
    /// every row.
    open var allowsSelection = true { didSet { if !allowsSelection { _clearSelection() } } }
    /// Whether several rows can be selected at once outside editing mode (a tap on a selected row then
    /// deselects it); turning it off keeps only the first selected row.
    open var allowsMultipleSelection = false { didSet { if !allowsMultipleSelection { _trimSelection() } } }
    /// Whether a tap selects a row in editing mode (default false).
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected at once in editing mode (default false).
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
    /// The background of the section index strip while no finger is on it (nil: clear).
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
    /// Asks the data source for the section index titles again and shows, changes or hides the
    /// index strip, without reloading rows.
    open func reloadSectionIndexTitles() { _reloadSectionIndex() }

    // MARK: Reuse

    /// Registers the `UITableViewCell` subclass the table makes when
    /// `dequeueReusableCell(withIdentifier:)` finds no cell to reuse under `identifier`; nil
    /// unregisters it. Another class is logged and ignored.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        _register(cellClass, forCellReuseIdentifier: identifier)
    }
    /// Registers the nib whose one top-level object, a `UITableViewCell`, is instantiated when
    /// `dequeueReusableCell(withIdentifier:)` finds no cell to reuse under `identifier`; nil
    /// unregisters it.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        _register(nib, forCellReuseIdentifier: identifier)
    }
    /// Registers the `UITableViewHeaderFooterView` subclass made for `identifier` when no view can be
    /// reused; nil unregisters it.
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
    /// A header or footer view from the reuse queue (after its `prepareForReuse()`), a new one of the
    /// registered class, or nil when nothing is registered under `identifier`.
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

    /// Starts collecting inserts, deletes, reloads and moves to apply together at `endUpdates()` (calls
    /// can nest).
    open func beginUpdates() { _beginUpdates() }
    /// Applies the updates collected since `beginUpdates()` as one animated change; with none, it
    /// re-measures the visible rows (how an app animates a row's new height).
    open func endUpdates() { _endUpdates(completion: nil) }
    /// Inserts, deletes, reloads and moves as one animated change (deletes first, with indexes
    /// before the update; inserts with indexes after it).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        _beginUpdates()
        updates?()
        _endUpdates(completion: completion)
    }
    /// Inserts sections at the given indexes (after the update); the data source must already count
    /// them. On Linux: a batch animates with one style, the last one given other than `.automatic`.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { _insertSections(sections, animation) }
    /// Deletes the sections at the given indexes (before the update); the data source must no longer
    /// count them.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { _deleteSections(sections, animation) }
    /// Replaces the sections' header, footer and rows with fresh ones from the data source.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { _reloadSections(sections, animation) }
    /// Moves a section (and its rows) from `section` to `newSection`; the data source must already
    /// reflect the move.
    open func moveSection(_ section: Int, toSection newSection: Int) { _moveSection(section, newSection) }
    /// Inserts rows at the given index paths (after the update); the data source must already count
    /// them. On Linux: a batch animates with one style, the last one given other than `.automatic`.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { _insertRows(indexPaths, animation) }
    /// Deletes the rows at the given index paths (before the update); the data source must no longer
    /// count them.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { _deleteRows(indexPaths, animation) }
    /// Replaces the rows' cells with fresh ones from the data source (see `reconfigureRows(at:)` to
    /// keep the cells).
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { _reloadRows(indexPaths, animation) }
    /// Moves a row from `indexPath` to `newIndexPath`, keeping its cell; the data source must already
    /// reflect the move.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { _moveRow(indexPath, newIndexPath) }
    /// Runs the cells' configuration again without replacing them (iOS 15).
    open func reconfigureRows(at indexPaths: [IndexPath]) { _reconfigureRows(indexPaths) }

    // MARK: Selection

    /// Selects a row (nil: deselects every row) and scrolls it to `scrollPosition` (`.none`: no
    /// scrolling). Calls no delegate method and posts no notification.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        _selectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }
    /// Deselects a row, calling no delegate method and posting no notification.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { _deselectRow(at: indexPath, animated: animated) }

    // MARK: Scrolling

    /// Scrolls so the row sits at `scrollPosition` (`.none`: the least scrolling that shows it), within
    /// the content's bounds.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        _scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
    /// Scrolls a selected row to `scrollPosition`. Differs from iOS: this is always the first selected
    /// row, not the one nearest the visible area.
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
