//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// Where a list cell's accessories go. Each accessory has a side and a rank (the editing
// controls outermost on the leading side, the reorder grabber outermost on the trailing side),
// a slot width, and a view drawn with the table row's accessory drawing. The content view
// fills the space between the innermost slots.

extension UICollectionViewListCell {
    /// The gap between the cell's edge and the outermost accessory.
    static let _accessoryEdgeInset: CGFloat = 16
    /// The gap between two accessories on one side.
    static let _accessorySpacing: CGFloat = 10

    enum _Side { case leading, trailing }

    /// The side an accessory goes on and its rank there (lower ranks sit further out).
    static func _placement(of a: UICellAccessory) -> (side: _Side, rank: Int) {
        switch a._kind {
        case .delete, .insert: return (.leading, 0)
        case .multiselect: return (.leading, 1)
        case .outlineDisclosure(let style, _): return style == .header ? (.trailing, 1) : (.leading, 2)
        case .reorder: return (.trailing, 0)
        case .disclosureIndicator: return (.trailing, 2)
        case .checkmark: return (.trailing, 3)
        case .detail: return (.trailing, 4)
        case .label: return (.trailing, 5)
        case .customView(let c):
            switch c.placement {
            case .leading: return (.leading, 3)
            case .trailing: return (.trailing, 6)
            }
        }
    }

    /// Whether `a` shows in the current editing state.
    func _isDisplayed(_ a: UICellAccessory) -> Bool {
        switch a.displayedState {
        case .always: return true
        case .whenEditing: return _isEditing
        case .whenNotEditing: return !_isEditing
        }
    }

    /// Makes one view per accessory (removing the old ones).
    func _rebuildAccessoryViews() {
        for v in _accessoryViews { v?.removeFromSuperview() }
        _accessoryViews = accessories.map { _makeView(for: $0) }
        for v in _accessoryViews { if let v { addSubview(v) } }
    }

    private func _makeView(for a: UICellAccessory) -> UIView? {
        let v: UIView
        switch a._kind {
        case .disclosureIndicator:
            let c = _UITableViewCellAccessoryView(type: .disclosureIndicator)
            v = c
        case .checkmark:
            v = _UITableViewCellAccessoryView(type: .checkmark)
        case .delete(let handler, let bg), .insert(let handler, let bg):
            let c = _UITableViewCellEditingControl(frame: .zero)
            if case .insert = a._kind { c.style = .insert } else { c.style = .delete }
            c.circleColor = bg
            c.signColor = a.tintColor
            let reveals: Bool = { if case .delete(.none, _) = a._kind { return true } else { return false } }()
            c.onTap = { [weak self] in
                // A delete control without a handler opens the cell's trailing swipe actions.
                if reveals, let self, let cv = self._collectionView { cv._revealTrailingSwipeActions(of: self) } else { handler?() }
            }
            c.accessibilityLabel = c.style == .insert ? "Insert" : "Delete"
            v = c
        case .reorder:
            let c = _UITableViewCellReorderControl(frame: .zero)
            c.accessibilityLabel = "Reorder"
            v = c
        case .multiselect:
            let c = _UIListMultiselectView(frame: .zero)
            if case .multiselect = a._kind { c.checkColor = a.tintColor }
            v = c
        case .outlineDisclosure(let style, let handler):
            let c = _UIListOutlineDisclosureControl(frame: .zero)
            c.headerStyle = style == .header
            c.color = a.tintColor
            c.accessibilityLabel = "Expand"
            c.onTap = { [weak self] in
                if let handler { handler() } else { self?._toggleOutlineExpansion() }
            }
            v = c
        case .label(let text, let font):
            let l = UILabel()
            l.text = text
            l.font = font ?? .preferredFont(forTextStyle: .body)
            l.textColor = a.tintColor ?? .secondaryLabel
            v = l
        case .detail(let handler):
            let b = _UITableViewCellDetailButton(frame: CGRect(origin: .zero, size: _UITableViewCellAccessoryView.detailButtonSize))
            b.onTap = { handler?() }
            b.accessibilityLabel = "More Info"
            v = b
        case .customView(let c):
            v = c.customView
        }
        if let t = a.tintColor {
            switch a._kind {
            case .delete, .insert, .multiselect, .label: break
            default: v.tintColor = t
            }
        }
        return v
    }

    /// The outline chevron's default action: the data source expands or collapses the item.
    func _toggleOutlineExpansion() {
        guard let cv = _collectionView, let path = cv.indexPath(for: self),
              let toggler = cv.dataSource as? _UIOutlineToggling else { return }
        toggler._toggleExpansion(at: path)
    }

    /// The collection view showing the cell.
    var _collectionView: UICollectionView? {
        var s: UIView? = superview
        while let v = s, !(v is UICollectionView) { s = v.superview }
        return s as? UICollectionView
    }

    /// The width an accessory's slot takes.
    private func _slotWidth(_ a: UICellAccessory, _ v: UIView) -> CGFloat {
        let natural: CGFloat
        switch a._kind {
        case .disclosureIndicator: natural = _UITableViewCellAccessoryView.chevronSize.width
        case .checkmark: natural = _UITableViewCellAccessoryView.checkmarkSize.width
        case .delete, .insert, .multiselect: natural = _UITableViewCellEditingControl.diameter
        case .reorder: natural = _UITableViewCellReorderControl.lineWidth
        case .outlineDisclosure: natural = _UIListOutlineDisclosureControl.glyphSize.height
        case .detail: natural = _UITableViewCellAccessoryView.detailButtonSize.width
        case .label: natural = ceil(v.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: bounds.height)).width)
        case .customView(let c):
            let s = v.bounds.size == .zero ? v.sizeThatFits(.zero) : v.bounds.size
            natural = c.maintainsFixedSize || s.width > 0 ? s.width : v.intrinsicContentSize.width
        }
        switch a.reservedLayoutWidth {
        case .standard, .actual: return max(0, natural)
        case .custom(let w): return max(0, w)
        }
    }

    /// Places the accessories shown now and narrows the content view between them.
    func _layoutAccessories() {
        let b = bounds
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let indent = CGFloat(max(0, indentationLevel)) * indentationWidth
        var leading: [(UICellAccessory, UIView, Int)] = [], trailing: [(UICellAccessory, UIView, Int)] = []
        for (i, a) in accessories.enumerated() {
            guard i < _accessoryViews.count, let v = _accessoryViews[i] else { continue }
            guard _isDisplayed(a) else { v.isHidden = true; continue }
            v.isHidden = a.isHidden
            let p = Self._placement(of: a)
            if p.side == .leading { leading.append((a, v, p.rank)) } else { trailing.append((a, v, p.rank)) }
        }
        leading.sort { $0.2 < $1.2 }
        trailing.sort { $0.2 < $1.2 }
        // Left-to-right frames; mirrored at the end in right-to-left layouts.
        var frames: [(UIView, CGRect, UICellAccessory)] = []
        var x = (indentsAccessories ? indent : 0) + Self._accessoryEdgeInset
        for (a, v, _) in leading {
            let w = _slotWidth(a, v)
            frames.append((v, CGRect(x: x, y: 0, width: w, height: b.height), a))
            x += w + Self._accessorySpacing
        }
        var contentMinX = leading.isEmpty ? 0 : x - Self._accessorySpacing
        if !indentsAccessories || leading.isEmpty { contentMinX += indent }
        var tx = b.width - Self._accessoryEdgeInset
        for (a, v, _) in trailing {
            let w = _slotWidth(a, v)
            tx -= w
            frames.append((v, CGRect(x: tx, y: 0, width: w, height: b.height), a))
            tx -= Self._accessorySpacing
        }
        let contentMaxX = trailing.isEmpty ? b.width : tx + Self._accessorySpacing
        func mirror(_ r: CGRect) -> CGRect { rtl ? CGRect(x: b.width - r.maxX, y: r.minY, width: r.width, height: r.height) : r }
        for (v, slot, a) in frames { _place(v, in: mirror(slot), a, rtl: rtl) }
        contentView.frame = mirror(CGRect(x: contentMinX, y: 0, width: max(0, contentMaxX - contentMinX), height: b.height))
    }

    /// Puts an accessory's view in its slot (each view drawn the way the table row draws it).
    private func _place(_ v: UIView, in slot: CGRect, _ a: UICellAccessory, rtl: Bool) {
        func centred(_ s: CGSize) -> CGRect {
            CGRect(x: (slot.midX - s.width / 2).rounded(), y: (slot.midY - s.height / 2).rounded(), width: s.width, height: s.height)
        }
        switch v {
        case let c as _UITableViewCellEditingControl:
            // The control draws its circle 16 pt in from its leading edge.
            c.rtl = rtl
            let w = _UITableViewCellEditingControl.width
            c.frame = CGRect(x: rtl ? slot.maxX + 16 - w : slot.minX - 16, y: slot.minY, width: w, height: slot.height)
        case let c as _UITableViewCellReorderControl:
            c.frame = centred(CGSize(width: _UITableViewCellReorderControl.width, height: slot.height))
        case let c as _UIListOutlineDisclosureControl:
            c.rtl = rtl
            c.isExpanded = _isOutlineExpanded
            let s = _UIListOutlineDisclosureControl.glyphSize.height
            c.bounds = CGRect(x: 0, y: 0, width: s, height: s)
            c.center = CGPoint(x: slot.midX, y: slot.midY)
        case let c as _UIListMultiselectView:
            c.isChecked = isSelected
            c.frame = centred(CGSize(width: slot.width, height: _UIListMultiselectView.diameter))
        case let c as _UITableViewCellAccessoryView:
            c.chevronRTL = rtl
            c.frame = centred(_UITableViewCellAccessoryView.size(for: c.type))
        case let c as _UITableViewCellDetailButton:
            c.frame = centred(_UITableViewCellAccessoryView.detailButtonSize)
        case let l as UILabel:
            l.frame = centred(CGSize(width: slot.width, height: ceil(l.sizeThatFits(CGSize(width: slot.width, height: slot.height)).height)))
        default:
            if case .customView(let c) = a._kind, c.maintainsFixedSize {
                v.frame = centred(v.bounds.size)
            } else {
                v.frame = slot
            }
        }
    }
}
