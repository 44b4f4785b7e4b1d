//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A collection view's item view: content goes in `contentView` (or a `contentConfiguration`);
/// the background (`backgroundView`, `selectedBackgroundView` or a `backgroundConfiguration`)
/// goes behind it. The collection view sets `isHighlighted` and `isSelected` as the user touches
/// and selects the item.
@preconcurrency @MainActor open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add the cell's content to (it fills the cell).
    public let contentView = UIView()

    /// A cell with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _setUpContentView()
    }

    /// A cell from an Interface Builder archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _setUpContentView()
        _decodeInterfaceBuilderCell(coder)
    }

    private func _setUpContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    // MARK: State

    /// Whether the item is selected; setting it shows `selectedBackgroundView` and updates the
    /// configuration.
    open var isSelected: Bool = false {
        didSet { if isSelected != oldValue { _stateDidChange() } }
    }
    /// A selected item is `.selected` to VoiceOver (and screen readers on Linux), as on iOS.
    override var _defaultAccessibilityTraits: UIAccessibilityTraits { isSelected ? .selected : .none }
    /// Whether the item is highlighted (touched); shows `selectedBackgroundView` too.
    open var isHighlighted: Bool = false {
        didSet { if isHighlighted != oldValue { _stateDidChange() } }
    }
    /// Whether the item is being dragged (drag and drop).
    open private(set) var isDragging = false
    /// Whether the item is being moved interactively.
    var _isReordering = false { didSet { if _isReordering != oldValue { _stateDidChange() } } }
    /// Whether the collection view is editing.
    var _isEditing = false { didSet { if _isEditing != oldValue { _stateDidChange() } } }
    /// Whether a list swipes the cell sideways to show its actions.
    package var _isSwiped = false { didSet { if _isSwiped != oldValue { _stateDidChange() } } }

    /// Called when the cell starts or stops being dragged (drag and drop); the base does nothing.
    open func dragStateDidChange(_ dragState: DragState) {}

    /// The drag states of a cell (Apple's raw values).
    public enum DragState: Int, Sendable {
        /// Not dragged.
        case none = 0
        /// Lifting for a drag.
        case lifting = 1
        /// Being dragged.
        case dragging = 2
    }

    private func _stateDidChange() {
        _updateBackgroundLook()
        setNeedsUpdateConfiguration()
    }

    // MARK: Backgrounds

    /// A view behind the content (the cell's width and height).
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            _updateBackgroundLook()
        }
    }
    /// A view shown behind the content (above `backgroundView`) while the cell is selected or
    /// highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
            _updateBackgroundLook()
        }
    }

    // MARK: Configurations (iOS 14)

    /// The type of `configurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    /// The content shown in `contentView`, as a configuration (a `UIListContentConfiguration`,
    /// say); nil shows what was added to `contentView` only.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { _contentConfiguration }
        set {
            guard var config = newValue else {
                _contentConfiguration = nil
                _contentConfigurationView?.removeFromSuperview()
                _contentConfigurationView = nil
                return
            }
            if automaticallyUpdatesContentConfiguration { config = config.updated(for: configurationState) }
            _contentConfiguration = config
            _contentConfigurationView = _installContentConfiguration(config, in: contentView, replacing: _contentConfigurationView)
            setNeedsLayout()
        }
    }
    var _contentConfiguration: (any UIContentConfiguration)?
    var _contentConfigurationView: (any UIView & UIContentView)?

    /// The background as a configuration (colour, corner radius, stroke, custom view); it
    /// replaces `backgroundView` and `selectedBackgroundView` while set.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            if automaticallyUpdatesBackgroundConfiguration, let b = backgroundConfiguration, !_updatingBackground {
                _updatingBackground = true
                backgroundConfiguration = b.updated(for: configurationState)
                _updatingBackground = false
            }
            _updateBackgroundLook()
        }
    }
    private var _updatingBackground = false
    private var _configurationBackgroundView: UIView?

    /// Whether a state change applies `contentConfiguration.updated(for:)` (true by default).
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether a state change applies `backgroundConfiguration.updated(for:)` (true by default).
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// Runs (after `updateConfiguration(using:)`) when the configuration state changes.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }

    /// The state configurations are updated for: traits, highlight, selection, editing, reordering.
    open var configurationState: UICellConfigurationState {
        var s = UICellConfigurationState(traitCollection: traitCollection)
        s.isHighlighted = isHighlighted
        s.isSelected = isSelected
        s.isEditing = _isEditing
        s.isReordering = _isReordering
        s.isSwiped = _isSwiped
        s.isDisabled = !isUserInteractionEnabled
        return s
    }

    /// Override to restyle the cell for `state`; called before the next layout after the state
    /// changed (or `setNeedsUpdateConfiguration()`). The base does nothing.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Asks for `updateConfiguration(using:)` (and the handler) before the next layout.
    open func setNeedsUpdateConfiguration() {
        _needsConfigurationUpdate = true
        setNeedsLayout()
    }
    var _needsConfigurationUpdate = true

    /// A list content configuration (`UIListContentConfiguration.cell()`), ready to fill.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
    /// A plain list-cell background configuration.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }

    func _updateConfigurationIfNeeded() {
        guard _needsConfigurationUpdate else { return }
        _needsConfigurationUpdate = false
        let state = configurationState
        if automaticallyUpdatesContentConfiguration, let c = _contentConfiguration {
            contentConfiguration = c.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let b = backgroundConfiguration {
            _updatingBackground = true
            backgroundConfiguration = b.updated(for: state)
            _updatingBackground = false
            _updateBackgroundLook()
        }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
        _needsConfigurationUpdate = false
    }

    /// Puts the background views in for the current state.
    func _updateBackgroundLook() {
        if let config = backgroundConfiguration {
            backgroundView?.removeFromSuperview()
            selectedBackgroundView?.removeFromSuperview()
            let v = _configurationBackgroundView ?? { let v = UIView(); _configurationBackgroundView = v; return v }()
            config._style(v, tintColor: tintColor)
            if v.superview !== self { insertSubview(v, at: 0) }
        } else {
            _configurationBackgroundView?.removeFromSuperview()
            if let bg = backgroundView, bg.superview !== self { insertSubview(bg, at: 0) }
            if let s = selectedBackgroundView {
                if isSelected || isHighlighted {
                    if s.superview !== self {
                        if let bg = backgroundView, bg.superview === self { insertSubview(s, aboveSubview: bg) } else { insertSubview(s, belowSubview: contentView) }
                    }
                } else {
                    s.removeFromSuperview()
                }
            }
        }
        setNeedsLayout()
    }

    /// Lays out the backgrounds and the content view, after the configuration pass.
    open override func layoutSubviews() {
        _updateConfigurationIfNeeded()
        super.layoutSubviews()
        let b = bounds
        backgroundView?.frame = b
        selectedBackgroundView?.frame = b
        if let v = _configurationBackgroundView, let c = backgroundConfiguration {
            v.frame = c._frame(in: b, margins: directionalLayoutMargins, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
            v.subviews.first?.frame = v.bounds
        }
        contentView.frame = b
    }

    /// Resets highlight and selection looks (the collection view sets them again for the new item).
    open override func prepareForReuse() {
        super.prepareForReuse()
    }
}
