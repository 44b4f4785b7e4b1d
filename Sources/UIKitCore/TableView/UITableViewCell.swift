//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A row of a table view: a content view for the row's own subviews, with the table's
/// accessories, separators, highlight and selection drawn around it.
///
/// Layout (light mode, as on iOS): 44 pt rows, 16 pt side margins (20 from 414 pt wide), the
/// accessory at the trailing margin with the content view ending before it, the editing control
/// at the leading edge and the reorder grabber at the trailing edge while editing; all of it
/// mirrored right to left. A standalone cell draws no separator until its table sets one.
@preconcurrency @MainActor open class UITableViewCell: UIView {
    /// The built-in layouts of `textLabel`, `detailTextLabel` and `imageView`.
    public enum CellStyle: Int, Sendable {
        case `default` = 0
        case value1 = 1
        case value2 = 2
        case subtitle = 3
    }

    /// The standard accessories drawn at a cell's trailing edge.
    public enum AccessoryType: Int, Sendable {
        case none = 0
        case disclosureIndicator = 1
        case detailDisclosureButton = 2
        case checkmark = 3
        case detailButton = 4
    }

    /// How a selected cell looks.
    public enum SelectionStyle: Int, Sendable {
        case none = 0
        case blue = 1
        case gray = 2
        case `default` = 3
    }

    /// The editing control a row shows in editing mode.
    public enum EditingStyle: Int, Sendable {
        case none = 0
        case delete = 1
        case insert = 2
    }

    /// What a row shows besides its content, passed to `willTransition(to:)`/`didTransition(to:)`.
    public struct StateMask: OptionSet, Sendable {
        /// The option bits of the set (Apple's values).
        public let rawValue: UInt
        /// A set with the given option bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Editing mode: the delete or insert control (and the reorder control) show.
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        /// The delete confirmation button shows (a swipe, or a tap on the delete control).
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }

    /// The line between rows.
    public enum SeparatorStyle: Int, Sendable {
        case none = 0
        case singleLine = 1
        case singleLineEtched = 2
    }

    /// Whether the system draws the focus look (`default`) or the app does (`custom`).
    public enum FocusStyle: Int, Sendable {
        case `default` = 0
        case custom = 1
    }

    /// Called with the cell and its new state whenever the state changes (after
    /// `updateConfiguration(using:)`), to restyle its configurations.
    public typealias ConfigurationUpdateHandler = @MainActor (_ cell: UITableViewCell, _ state: UICellConfigurationState) -> Void

    /// The identifier the cell is reused under.
    public let reuseIdentifier: String?

    /// The view custom subviews go in; it narrows for accessories and editing controls.
    public let contentView: UIView

    let _style: CellStyle
    var _textLabel: UILabel?
    var _detailTextLabel: UILabel?
    var _imageView: UIImageView?

    /// A cell of a built-in style, reused under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        self.contentView = UIView()
        self._style = style
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        addSubview(contentView)
        _commonInit()
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// A cell from an Interface Builder document (reuse identifier, style, content view); with another coder, an empty `.default` cell.
    public required init?(coder: NSCoder) {
        self.reuseIdentifier = _UINibDecoder._attribute("reuseIdentifier", of: coder)
        self.contentView = UIView()
        self._style = _UINibDecoder._tableCellStyle(of: coder)
        super.init(coder: coder)
        addSubview(contentView)
        _commonInit()
        _decodeInterfaceBuilderTableCell(coder)
    }

    // MARK: Built-in content (deprecated on iOS 14 for `contentConfiguration`)

    /// The main label (made on first use, for every style).
    open var textLabel: UILabel? { _makeTextLabel() }

    /// The secondary label; nil for `.default` cells (made on first use otherwise).
    open var detailTextLabel: UILabel? { _style == .default ? nil : _makeDetailTextLabel() }

    /// The image at the leading edge (made on first use; shown when it has an image).
    open var imageView: UIImageView? { _makeImageView() }

    // MARK: Accessories

    /// The standard accessory; `accessoryView` wins over it.
    open var accessoryType: AccessoryType = .none { didSet { if accessoryType != oldValue { setNeedsLayout() } } }
    /// A custom accessory (placed at the trailing margin at its own size).
    open var accessoryView: UIView? { didSet { if accessoryView !== oldValue { oldValue?.removeFromSuperview(); setNeedsLayout() } } }
    /// The accessory while editing.
    open var editingAccessoryType: AccessoryType = .none { didSet { if editingAccessoryType != oldValue { setNeedsLayout() } } }
    /// A custom accessory while editing.
    open var editingAccessoryView: UIView? { didSet { if editingAccessoryView !== oldValue { oldValue?.removeFromSuperview(); setNeedsLayout() } } }

    // MARK: Selection, highlight, backgrounds

    /// `.none` keeps the cell's look when selected or highlighted.
    open var selectionStyle: SelectionStyle = .default { didSet { _updateBackgroundLook() } }
    /// Shown behind the content (the default background when nil).
    open var backgroundView: UIView? { didSet { if backgroundView !== oldValue { oldValue?.removeFromSuperview(); _updateBackgroundLook() } } }
    /// Shown while selected or highlighted (the light grey one when nil).
    open var selectedBackgroundView: UIView? { didSet { if selectedBackgroundView !== oldValue { oldValue?.removeFromSuperview(); _updateBackgroundLook() } } }
    /// Shown for selected rows in multiple selection while editing.
    open var multipleSelectionBackgroundView: UIView? { didSet { if multipleSelectionBackgroundView !== oldValue { oldValue?.removeFromSuperview(); _updateBackgroundLook() } } }

    var _highlighted = false
    var _selected = false
    var _editing = false

    /// Whether the cell shows its highlighted look (set without animation; see
    /// `setHighlighted(_:animated:)`).
    open var isHighlighted: Bool {
        get { _highlighted }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Shows or hides the highlighted look (the table calls this on touch-down).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        let changed = highlighted != _highlighted
        _highlighted = highlighted
        _updateBackgroundLook(animated: animated && changed)
        if changed { setNeedsUpdateConfiguration() }
    }

    /// Whether the cell shows its selected look (set without animation; see
    /// `setSelected(_:animated:)`).
    open var isSelected: Bool {
        get { _selected }
        set { setSelected(newValue, animated: false) }
    }

    /// Shows or hides the selected look.
    open func setSelected(_ selected: Bool, animated: Bool) {
        let changed = selected != _selected
        _selected = selected
        _updateBackgroundLook(animated: animated && changed)
        if changed { setNeedsUpdateConfiguration() }
    }

    // MARK: Editing

    /// Whether the cell is in editing mode (set without animation; see `setEditing(_:animated:)`).
    open var isEditing: Bool {
        get { _editing }
        set { setEditing(newValue, animated: false) }
    }

    /// Shows or hides the editing control, the reorder grabber and the editing accessory.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != _editing else { return }
        var next = _stateMask
        if editing { next.insert(.showingEditControl) } else { next.remove(.showingEditControl) }
        willTransition(to: next)
        _editing = editing
        setNeedsUpdateConfiguration()
        setNeedsLayout()
        if animated, window != nil {
            UIView.animate(withDuration: 0.3, animations: { self.layoutIfNeeded() },
                           completion: { _ in self.didTransition(to: next) })
        } else {
            didTransition(to: next)
        }
    }

    /// Called before the row enters or leaves editing mode or shows or hides its delete
    /// confirmation, with the state it is going to; call `super` when overriding.
    open func willTransition(to state: StateMask) {}
    /// Called once the row is in `state` (after the animation when animated).
    open func didTransition(to state: StateMask) {}

    /// The row's current `StateMask`.
    var _stateMask: StateMask {
        var m: StateMask = []
        if _editing { m.insert(.showingEditControl) }
        if _showingDeleteConfirmation { m.insert(.showingDeleteConfirmation) }
        return m
    }

    /// The editing control this row shows while editing (the table's `editingStyleForRowAt`).
    open var editingStyle: EditingStyle { _editingControlStyle }
    /// True while the table shows this row's delete confirmation button.
    open var showingDeleteConfirmation: Bool { _showingDeleteConfirmation }
    /// Whether the table may show the reorder grabber on this row while editing.
    open var showsReorderControl = false { didSet { setNeedsLayout() } }
    /// Whether the content moves aside for the editing control.
    open var shouldIndentWhileEditing = true { didSet { setNeedsLayout() } }
    /// How many `indentationWidth`s the built-in content is indented by.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one indentation level, in points (default 10).
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }

    /// The separator's insets (left = leading, mirrored in right to left); setting it makes it
    /// win over the table's. By default the separator starts where the text does.
    open var separatorInset: UIEdgeInsets {
        get { _explicitSeparatorInset ?? _tableSeparatorInset ?? _automaticSeparatorInset() }
        set { _explicitSeparatorInset = newValue; setNeedsLayout() }
    }
    var _explicitSeparatorInset: UIEdgeInsets?

    /// Whether the system draws the focused look. On Linux: stored only (there is no focus engine).
    open var focusStyle: FocusStyle = .default
    /// Whether the cell takes touches while it is being dragged.
    open var userInteractionEnabledWhileDragging = false

    /// How a table makes a cell of a registered class: it calls `init(style: .default,
    /// reuseIdentifier:)` on that class. (Swift without the Objective-C runtime can make an
    /// object from a class value only through a `required` initialiser; this one reaches a
    /// subclass's `init(style:reuseIdentifier:)` override.) Not for app code.
    public required convenience init(_tableRegisteredStyle style: CellStyle, reuseIdentifier: String?) {
        self.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    /// Called on a recycled cell before the table hands it out again: clears highlight and
    /// selection. Override to reset state that is not content (alpha, editing); call super.
    open func prepareForReuse() {
        if _highlighted { setHighlighted(false, animated: false) }
        if _selected { setSelected(false, animated: false) }
        setNeedsUpdateConfiguration()
    }

    // MARK: Configurations (iOS 14)

    var _contentConfiguration: (any UIContentConfiguration)?
    var _contentConfigurationView: (any UIView & UIContentView)?
    var _backgroundConfiguration: UIBackgroundConfiguration?

    /// The content as a value; the cell shows it in the view it makes (reused while the type
    /// stays the same). Setting one hides `textLabel`, `detailTextLabel` and `imageView`.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { _contentConfiguration }
        set { _setContentConfiguration(newValue) }
    }

    /// The background as a value; it replaces `backgroundView` and `selectedBackgroundView`.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { _backgroundConfiguration }
        set {
            var c = newValue
            if automaticallyUpdatesBackgroundConfiguration { c = c?.updated(for: configurationState) }
            _backgroundConfiguration = c
            _updateBackgroundLook()
        }
    }

    /// Whether a state change applies `contentConfiguration.updated(for:)` to the content.
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether a state change applies `backgroundConfiguration.updated(for:)`.
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// Runs (after `updateConfiguration(using:)`) when the configuration state changes.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }

    /// The state configurations are updated for: traits, highlight, selection, editing.
    open var configurationState: UICellConfigurationState {
        var s = UICellConfigurationState(traitCollection: traitCollection)
        s.isHighlighted = _highlighted
        s.isSelected = _selected
        s.isEditing = _editing
        s.isSwiped = _isSwiped
        s.isReordering = _isReordering
        s.isDisabled = !isUserInteractionEnabled
        return s
    }

    /// Override to restyle the cell for `state`; called before the next layout after the state
    /// changed (or `setNeedsUpdateConfiguration()`). The base does nothing.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Asks for `updateConfiguration(using:)` (and the update handler) before the next layout.
    open func setNeedsUpdateConfiguration() {
        _needsConfigurationUpdate = true
        setNeedsLayout()
    }
    var _needsConfigurationUpdate = true

    /// A list configuration in the cell's style (subtitle → `subtitleCell()`, value1/value2 →
    /// `valueCell()`, else `cell()`), ready to fill and set as `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch _style {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }

    /// The list background for the table's style (white rows; grey when selected).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        _tableStyle == .plain ? .listPlainCell() : .listGroupedCell()
    }

    // MARK: Package hooks for UITableView

    /// The style of the table showing the cell (sets the default background colour).
    package var _tableStyle: UITableView.Style = .plain { didSet { if _tableStyle != oldValue { _tableStyleDidChange() } } }
    /// The width of the table's section index: the content ends before it.
    package var _sectionIndexInset: CGFloat = 0 { didSet { if _sectionIndexInset != oldValue { setNeedsLayout() } } }

    var _separatorStyle: SeparatorStyle = .none
    var _separatorColor: UIColor?
    var _tableSeparatorInset: UIEdgeInsets?
    var _separatorHidden = true

    /// The table's separator for this row: the cell draws a 1-pixel line at its bottom edge,
    /// inset from the leading and trailing edges (its own `separatorInset`, when set, wins).
    /// A nil `inset` (the table's was never set) lets the line start where the text starts.
    package func _setSeparator(style: SeparatorStyle, color: UIColor?, inset: UIEdgeInsets?, isHidden: Bool) {
        _separatorStyle = style
        _separatorColor = color
        _tableSeparatorInset = inset
        _separatorHidden = isHidden
        setNeedsLayout()
    }

    /// Called when the detail ("i") button is tapped (the table calls its delegate's
    /// `accessoryButtonTappedForRowWith`).
    package var _accessoryButtonTapped: (() -> Void)?

    /// Which control shows at the leading edge while editing.
    package var _editingControlStyle: EditingStyle = .delete { didSet { if _editingControlStyle != oldValue { setNeedsLayout() } } }
    /// Called when the editing control is tapped.
    package var _editingControlTapped: (() -> Void)?
    /// Whether the reorder grabber shows while editing (the table decides from
    /// `showsReorderControl` and its data source).
    package var _showsReorderGrabber = false { didSet { if _showsReorderGrabber != oldValue { setNeedsLayout() } } }
    /// Set by the table while the row's swipe actions show (`configurationState.isSwiped`).
    package var _isSwiped = false { didSet { if _isSwiped != oldValue { setNeedsUpdateConfiguration() } } }
    /// Set by the table while the row is dragged by its grabber (`configurationState.isReordering`).
    package var _isReordering = false { didSet { if _isReordering != oldValue { setNeedsUpdateConfiguration() } } }
    /// Set by the table while the row's delete confirmation button shows.
    package var _showingDeleteConfirmation = false {
        willSet {
            guard newValue != _showingDeleteConfirmation else { return }
            var next = _stateMask
            if newValue { next.insert(.showingDeleteConfirmation) } else { next.remove(.showingDeleteConfirmation) }
            willTransition(to: next)
        }
        didSet { if _showingDeleteConfirmation != oldValue { didTransition(to: _stateMask) } }
    }

    // Views the cell manages.
    var _defaultSelectedBackgroundView: UIView?
    var _configurationBackgroundView: UIView?
    var _standardAccessory: _UITableViewCellAccessoryView?
    var _shownAccessory: UIView?
    var _editingControl: _UITableViewCellEditingControl?
    var _reorderControl: _UITableViewCellReorderControl?
    var _separatorView: UIView?
    /// The background colour the cell gave itself (replaced when the table style changes unless
    /// the app set another).
    var _defaultBackgroundColor: UIColor?

    // MARK: Overrides

    open override func layoutSubviews() {
        _updateConfigurationIfNeeded()
        super.layoutSubviews()
        _layoutCell()
    }

    /// The height the row needs at `targetSize.width` (see `_fittingHeight(forWidth:)`).
    open override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        let w = targetSize.width.isFinite && targetSize.width > 0 ? targetSize.width : bounds.width
        return CGSize(width: w, height: _fittingHeight(forWidth: w))
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if _style == .value2, let l = _textLabel, l.textColor === _value2TextColor { _value2TextColor = tintColor; l.textColor = tintColor }
        _updateBackgroundLook()
    }

    var _value2TextColor: UIColor?

    override var _defaultIsAccessibilityElement: Bool { true }
    override var _defaultAccessibilityLabel: String? { _accessibilityText }
    override var _defaultAccessibilityTraits: UIAccessibilityTraits { _selected ? .selected : .none }
}
