//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A collection view cell for lists (iOS 14): a content configuration (`.cell()` by default)
/// with accessories around it (disclosure chevron, checkmark, editing controls, outline
/// disclosure, labels, custom views) shown according to the cell's editing state, an
/// indentation level for outlines, and a separator along its bottom edge that starts where
/// the text starts (`separatorLayoutGuide`). The list layout
/// (`UICollectionViewCompositionalLayout.list(using:)`) sizes it and styles it for its
/// appearance.
@preconcurrency @MainActor open class UICollectionViewListCell: UICollectionViewCell {
    /// A cell with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _setUpList()
    }

    /// A cell from an Interface Builder archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _setUpList()
    }

    private func _setUpList() {
        backgroundConfiguration = defaultBackgroundConfiguration()
        _separatorView.backgroundColor = .separator
        _separatorView.isUserInteractionEnabled = false
        addSubview(_separatorView)
        let g = UILayoutGuide(owningView: self, role: .plain, identifier: "UICollectionViewListCell-separatorLayoutGuide") { v in
            (v as? UICollectionViewListCell)?._separatorGuideFrame ?? .zero
        }
        _separatorGuide = g
    }

    // MARK: Accessories and indentation

    /// The accessories shown beside the content, each per its displayed state: editing
    /// controls, selection circle and outline chevron on the leading side; chevron, checkmark,
    /// label, detail button and reorder grabber on the trailing side.
    open var accessories: [UICellAccessory] = [] {
        didSet { _rebuildAccessoryViews(); setNeedsLayout() }
    }

    /// How many steps the content (and, with `indentsAccessories`, the leading accessories) is
    /// indented (0).
    open var indentationLevel: Int = 0 { didSet { if indentationLevel != oldValue { setNeedsLayout() } } }
    /// The width of one indentation step (10 pt, as a table row's).
    open var indentationWidth: CGFloat = 10 { didSet { if indentationWidth != oldValue { setNeedsLayout() } } }
    /// Whether the leading accessories move with the indentation (true).
    open var indentsAccessories: Bool = true { didSet { if indentsAccessories != oldValue { setNeedsLayout() } } }

    /// A guide whose leading edge is where the separator starts: the start of the content's
    /// text (or of the content, when it has no list configuration), and whose trailing edge is
    /// the cell's. Constrain to it to line custom content up with the separators.
    public var separatorLayoutGuide: UILayoutGuide { _separatorGuide }
    private var _separatorGuide: UILayoutGuide!

    // MARK: State

    /// Whether the cell's outline item is expanded (set by the data source that expands and
    /// collapses items); shown by the outline disclosure chevron and in `configurationState`.
    var _isOutlineExpanded = false {
        didSet { if _isOutlineExpanded != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// The state configurations are updated for, with the outline item's expansion.
    open override var configurationState: UICellConfigurationState {
        var s = super.configurationState
        s.isExpanded = _isOutlineExpanded
        return s
    }

    // MARK: Appearance (from the list layout)

    /// The list appearance the cell was last laid out in (nil outside a list layout).
    var _listAppearance: UICollectionLayoutListConfiguration.Appearance? {
        didSet { if _listAppearance != oldValue { _appearanceDidChange(from: oldValue) } }
    }
    /// Whether the layout asked for a separator under this row.
    var _showsListSeparator = true { didSet { setNeedsLayout() } }
    /// The separator's insets when the list set them (nil: from the text to the edge).
    var _listSeparatorInsets: NSDirectionalEdgeInsets? { didSet { setNeedsLayout() } }
    /// The top separator's insets while the list shows one (a NaN leading inset: from the
    /// text); nil: no top separator.
    var _topSeparatorInsets: NSDirectionalEdgeInsets? { didSet { setNeedsLayout() } }
    var _topSeparatorView: UIView?
    let _separatorView = UIView()
    var _accessoryViews: [UIView?] = []

    /// The content configuration for the cell's list appearance: `.sidebarCell()` in sidebars,
    /// `.cell()` otherwise.
    open override func defaultContentConfiguration() -> UIListContentConfiguration {
        switch _listAppearance {
        case .sidebar?, .sidebarPlain?: return .sidebarCell()
        default: return .cell()
        }
    }

    /// The background configuration for the cell's list appearance: plain rows are white,
    /// grouped rows white on the grey list, sidebar rows clear.
    open override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        switch _listAppearance {
        case .grouped?, .insetGrouped?: return .listGroupedCell()
        case .sidebar?, .sidebarPlain?: return .listSidebarCell()
        default: return .listPlainCell()
        }
    }

    private func _appearanceDidChange(from old: UICollectionLayoutListConfiguration.Appearance?) {
        // Replace the background only while it is still the default one the cell chose.
        guard let current = backgroundConfiguration, let preset = current._preset, !current._backgroundColorCustomized,
              [.plainCell, .groupedCell, .sidebarCell].contains(preset) else { return }
        backgroundConfiguration = defaultBackgroundConfiguration()
    }

    /// Reads the list layout's styling (appearance, separator, rounded corners).
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let a = layoutAttributes as? _UICollectionListLayoutAttributes else { return }
        _listAppearance = a._appearance
        _showsListSeparator = a._showsSeparator
        if let c = a._separatorColor { _separatorView.backgroundColor = c }
        _listSeparatorInsets = a._separatorInsets
        _topSeparatorInsets = a._showsTopSeparator ? (a._topSeparatorInsets ?? .init(top: 0, leading: .nan, bottom: 0, trailing: 0)) : nil
        layer.cornerRadius = a._roundedCorners.isEmpty ? 0 : 10
        layer.maskedCorners = a._roundedCorners
        clipsToBounds = !a._roundedCorners.isEmpty
    }

    /// Resets the outline state before the cell shows another item.
    open override func prepareForReuse() {
        super.prepareForReuse()
        _isOutlineExpanded = false
    }

    // MARK: Layout

    /// Places the accessories, narrows the content view between them, then draws the separator.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutAccessories()
        contentView.layoutIfNeeded()   // the text's frame, where the separator starts
        let pixel = 1 / max(1, window?.screen.scale ?? traitCollection.displayScale)
        let g = _separatorGuideFrame
        _separatorView.isHidden = !_showsListSeparator
        var line = CGRect(x: g.minX, y: bounds.height - pixel, width: g.width, height: pixel)
        if let i = _listSeparatorInsets {
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            line.origin.x = rtl ? i.trailing : i.leading
            line.size.width = max(0, bounds.width - i.leading - i.trailing)
        }
        _separatorView.frame = line
        bringSubviewToFront(_separatorView)
        if let i = _topSeparatorInsets {
            let v = _topSeparatorView ?? { let v = UIView(); v.isUserInteractionEnabled = false; _topSeparatorView = v; return v }()
            v.backgroundColor = _separatorView.backgroundColor
            if v.superview !== self { addSubview(v) }
            var top = CGRect(x: g.minX, y: 0, width: g.width, height: pixel)
            if !i.leading.isNaN {
                let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
                top.origin.x = rtl ? i.trailing : i.leading
                top.size.width = max(0, bounds.width - i.leading - i.trailing)
            }
            v.frame = top
            bringSubviewToFront(v)
        } else {
            _topSeparatorView?.removeFromSuperview()
        }
    }

    /// The separator guide's frame: from the text's start to the trailing edge (mirrored in
    /// right-to-left), the cell's height.
    var _separatorGuideFrame: CGRect {
        let b = bounds
        var start = contentView.frame.minX + directionalLayoutMargins.leading
        if let list = _contentConfigurationView as? UIListContentView {
            let label = list._textLabel.isHidden ? list._secondaryLabel : list._textLabel
            if !label.isHidden, label.superview != nil {
                start = label.convert(label.bounds, to: self).minX
            } else {
                start = contentView.frame.minX + list._margins.leading
            }
        }
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            var end = contentView.frame.maxX - directionalLayoutMargins.leading
            if let list = _contentConfigurationView as? UIListContentView {
                let label = list._textLabel.isHidden ? list._secondaryLabel : list._textLabel
                end = !label.isHidden && label.superview != nil ? label.convert(label.bounds, to: self).maxX : contentView.frame.maxX - list._margins.leading
            }
            return CGRect(x: 0, y: 0, width: max(0, end), height: b.height)
        }
        return CGRect(x: start, y: 0, width: max(0, b.width - start), height: b.height)
    }

    /// Self-sizing: the content's height at the width left between the accessories, at least
    /// 44 pt (a one-line `.cell()` row is 44 pt).
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let a = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else { return layoutAttributes }
        bounds.size = CGSize(width: a.size.width, height: max(a.size.height, 1))
        layoutIfNeeded()
        let w = contentView.bounds.width
        var h: CGFloat
        if let v = _contentConfigurationView {
            h = v.sizeThatFits(CGSize(width: w, height: 0)).height
        } else {
            h = contentView.systemLayoutSizeFitting(CGSize(width: w, height: 0), withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel).height
        }
        if !h.isFinite || h < 0 { h = 0 }
        a.size.height = max(44, h.rounded(.up))
        return a
    }
}
