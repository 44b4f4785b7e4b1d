//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UITableViewCell's layout: where the content view, accessory, editing control, reorder
// grabber and separator go, the built-in styles' labels, and the self-sizing measure.

/// Where a cell's pieces go for a size (left-to-right; mirrored when applied in RTL).
struct _UITableViewCellGeometry {
    var content: CGRect
    var accessory: CGRect?
    var editingControl: CGRect?
    var reorder: CGRect?
    /// The side margin (16, or 20 from 414 pt wide).
    var margin: CGFloat
    var separatorHeight: CGFloat
    /// The content view's trailing layout margin (smaller next to an accessory).
    var contentTrailingMargin: CGFloat
}

extension UITableViewCell {
    /// The side margin at `width`, as iOS's readable margins: 16, or 20 on wide screens.
    static func _sideMargin(forWidth width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }
    /// The content view's top and bottom margins.
    static let _verticalMargin: CGFloat = 11
    /// The standard row height.
    static let _standardHeight: CGFloat = 44
    /// Space between the content view and the accessory.
    static let _accessoryGap: CGFloat = 10
    /// The content view's trailing margin next to an accessory.
    static let _contentMarginBesideAccessory: CGFloat = 8

    func _commonInit() {
        _defaultBackgroundColor = .systemBackground
        backgroundColor = _defaultBackgroundColor
        contentView.clipsToBounds = false
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: Self._verticalMargin, leading: 16, bottom: Self._verticalMargin, trailing: 16)
        contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: Self._verticalMargin, leading: 16, bottom: Self._verticalMargin, trailing: 16)
        contentView.preservesSuperviewLayoutMargins = false
        contentView.insetsLayoutMarginsFromSafeArea = false
        insetsLayoutMarginsFromSafeArea = false
    }

    // MARK: Built-in labels

    func _makeTextLabel() -> UILabel {
        if let l = _textLabel { return l }
        let l = UILabel()
        l.backgroundColor = nil
        l.isOpaque = false
        switch _style {
        case .value2:
            l.font = .systemFont(ofSize: 15)
            l.textColor = tintColor
            _value2TextColor = l.textColor
            l.textAlignment = .right
        default:
            l.font = .preferredFont(forTextStyle: .body)
            l.textColor = .label
        }
        l.isHidden = _contentConfiguration != nil
        _textLabel = l
        contentView.addSubview(l)
        setNeedsLayout()
        return l
    }

    func _makeDetailTextLabel() -> UILabel {
        if let l = _detailTextLabel { return l }
        let l = UILabel()
        l.backgroundColor = nil
        l.isOpaque = false
        switch _style {
        case .value1:
            l.font = .preferredFont(forTextStyle: .body)
            l.textColor = .secondaryLabel
            l.textAlignment = .right
        case .value2:
            l.font = .systemFont(ofSize: 15)
            l.textColor = .label
        default:
            l.font = .systemFont(ofSize: 12)
            l.textColor = .label
        }
        l.isHidden = _contentConfiguration != nil
        _detailTextLabel = l
        contentView.addSubview(l)
        setNeedsLayout()
        return l
    }

    func _makeImageView() -> UIImageView {
        if let v = _imageView { return v }
        let v = UIImageView()
        v.contentMode = .center
        v.isHidden = _contentConfiguration != nil
        _imageView = v
        contentView.insertSubview(v, at: 0)
        setNeedsLayout()
        return v
    }

    // MARK: Geometry

    var _separatorShown: Bool { !_separatorHidden && _separatorStyle != .none }

    /// One device pixel.
    var _pixel: CGFloat {
        let s = window?.screen.scale ?? traitCollection.displayScale
        return 1 / max(1, s)
    }

    /// The accessory view showing now (custom views win over the standard type), or nil.
    func _accessoryForState() -> UIView? {
        if _editing {
            if let v = editingAccessoryView { return v }
            return _standardAccessoryView(for: editingAccessoryType)
        }
        if let v = accessoryView { return v }
        return _standardAccessoryView(for: accessoryType)
    }

    func _standardAccessoryView(for type: AccessoryType) -> UIView? {
        guard type != .none else { return nil }
        if let a = _standardAccessory, a.type == type { return a }
        let a = _UITableViewCellAccessoryView(type: type)
        a.detailButton?.onTap = { [weak self] in self?._accessoryButtonTapped?() }
        _standardAccessory = a
        return a
    }

    var _showsEditingControl: Bool { _editing && _editingControlStyle != .none }
    var _showsGrabber: Bool { _editing && _showsReorderGrabber }

    func _geometry(width: CGFloat, height: CGFloat) -> _UITableViewCellGeometry {
        let m = Self._sideMargin(forWidth: width)
        let sep = _separatorShown ? _pixel : 0
        let h = max(0, height - sep)
        var x0: CGFloat = 0, x1 = max(0, width - _sectionIndexInset)
        var g = _UITableViewCellGeometry(content: .zero, margin: m, separatorHeight: sep, contentTrailingMargin: m)
        if _showsEditingControl {
            g.editingControl = CGRect(x: 0, y: 0, width: _UITableViewCellEditingControl.width, height: h)
            if shouldIndentWhileEditing { x0 = _UITableViewCellEditingControl.width }
        }
        if _showsGrabber {
            let w = _UITableViewCellReorderControl.width
            g.reorder = CGRect(x: x1 - w, y: 0, width: w, height: h)
            x1 -= w
        }
        if let a = _accessoryForState() {
            var size = a.bounds.size
            if size == .zero { size = a.sizeThatFits(CGSize(width: width, height: h)) }
            let trailing = _showsGrabber ? 0 : m
            let r = CGRect(x: x1 - trailing - size.width, y: ((h - size.height) / 2).rounded(), width: size.width, height: size.height)
            g.accessory = r
            x1 = r.minX - Self._accessoryGap
            g.contentTrailingMargin = Self._contentMarginBesideAccessory
        } else if _showsGrabber {
            g.contentTrailingMargin = 8
        }
        g.content = CGRect(x: x0, y: 0, width: max(0, x1 - x0), height: h)
        return g
    }

    func _mirrored(_ r: CGRect, in width: CGFloat, _ rtl: Bool) -> CGRect {
        rtl ? CGRect(x: width - r.maxX, y: r.minY, width: r.width, height: r.height) : r
    }

    var _isRTL: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    func _layoutCell() {
        let b = bounds
        let rtl = _isRTL
        let g = _geometry(width: b.width, height: b.height)
        _applyMargins(g)
        contentView.frame = _mirrored(g.content, in: b.width, rtl)

        // Accessory.
        let accessory = _accessoryForState()
        if _shownAccessory !== accessory { _shownAccessory?.removeFromSuperview(); _shownAccessory = accessory }
        if let accessory, let r = g.accessory {
            if accessory.superview !== self { addSubview(accessory) }
            accessory.frame = _mirrored(r, in: b.width, rtl)
            (accessory as? _UITableViewCellAccessoryView)?.chevronRTL = rtl
        }
        // Editing control.
        if let r = g.editingControl {
            let c = _editingControl ?? {
                let c = _UITableViewCellEditingControl(frame: .zero)
                c.onTap = { [weak self] in self?._editingControlTapped?() }
                _editingControl = c
                return c
            }()
            if c.superview !== self { addSubview(c) }
            c.style = _editingControlStyle
            c.rtl = rtl
            c.frame = _mirrored(r, in: b.width, rtl)
        } else {
            _editingControl?.removeFromSuperview()
        }
        // Reorder grabber.
        if let r = g.reorder {
            let c = _reorderControl ?? { let c = _UITableViewCellReorderControl(frame: .zero); _reorderControl = c; return c }()
            if c.superview !== self { addSubview(c) }
            c.frame = _mirrored(r, in: b.width, rtl)
        } else {
            _reorderControl?.removeFromSuperview()
        }
        // Separator (on top of everything).
        if g.separatorHeight > 0 {
            let s = _separatorView ?? { let v = UIView(); _separatorView = v; return v }()
            s.backgroundColor = _separatorColor ?? .separator
            let inset = separatorInset
            let left = max(0, inset.left), right = max(0, inset.right)
            let r = CGRect(x: left, y: b.height - g.separatorHeight, width: max(0, b.width - left - right), height: g.separatorHeight)
            s.frame = _mirrored(r, in: b.width, rtl)
            if s.superview !== self || subviews.last !== s { addSubview(s) }
        } else {
            _separatorView?.removeFromSuperview()
        }
        _layoutBackgrounds()
        _layoutBuiltInContent(in: contentView.bounds, rtl: rtl)
    }

    func _applyMargins(_ g: _UITableViewCellGeometry) {
        let cell = NSDirectionalEdgeInsets(top: Self._verticalMargin, leading: g.margin, bottom: Self._verticalMargin, trailing: g.margin)
        if directionalLayoutMargins != cell { directionalLayoutMargins = cell }
        let content = NSDirectionalEdgeInsets(top: Self._verticalMargin, leading: g.margin, bottom: Self._verticalMargin, trailing: g.contentTrailingMargin)
        if contentView.directionalLayoutMargins != content { contentView.directionalLayoutMargins = content }
    }

    /// The separator's inset when neither the app nor the table set one: from the leading
    /// margin, or from the text when there is an image.
    func _automaticSeparatorInset() -> UIEdgeInsets {
        let g = _geometry(width: bounds.width, height: bounds.height)
        var left = g.content.minX + g.margin
        if _contentConfiguration == nil, let iv = _imageView, let img = iv.image, !iv.isHidden {
            left += CGFloat(indentationLevel) * indentationWidth + img.size.width + g.margin
        }
        return UIEdgeInsets(top: 0, left: left, bottom: 0, right: 0)
    }

    // MARK: Built-in styles

    /// The frames of the image, text and detail in a content area of `size` (left to right).
    func _builtInFrames(width: CGFloat, height: CGFloat?) -> (image: CGRect?, text: CGRect?, detail: CGRect?, contentHeight: CGFloat) {
        let m = contentView.directionalLayoutMargins
        var x = m.leading + CGFloat(max(0, indentationLevel)) * indentationWidth
        let right = width - m.trailing
        var imageFrame: CGRect?
        var imageHeight: CGFloat = 0
        if let iv = _imageView, let img = iv.image {
            let s = img.size
            imageFrame = CGRect(x: x, y: 0, width: s.width, height: s.height)
            imageHeight = s.height
            x += s.width + m.leading
        }
        let avail = max(0, right - x)
        func fit(_ l: UILabel?, _ w: CGFloat) -> CGSize {
            guard let l, !(l.text ?? l.attributedText?.string ?? "").isEmpty else { return .zero }
            let s = l.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude))
            return CGSize(width: min(w, s.width), height: s.height)
        }
        let text = _textLabel, detail = _detailTextLabel
        var tf: CGRect?, df: CGRect?
        var block: CGFloat = 0
        switch _style {
        case .default:
            let t = fit(text, avail)
            tf = CGRect(x: x, y: 0, width: avail, height: t.height)
            block = t.height
        case .subtitle:
            let t = fit(text, avail), d = fit(detail, avail)
            tf = CGRect(x: x, y: 0, width: avail, height: t.height)
            df = CGRect(x: x, y: t.height, width: avail, height: d.height)
            block = t.height + d.height
        case .value1:
            let t = fit(text, avail)
            let d = fit(detail, max(0, avail - t.width - 8))
            tf = CGRect(x: x, y: 0, width: t.width, height: t.height)
            df = CGRect(x: right - d.width, y: 0, width: d.width, height: d.height)
            block = max(t.height, d.height)
        case .value2:
            let column = (width * 0.24).rounded()
            let t = fit(text, column)
            let dx = x + column + 6
            let d = fit(detail, max(0, right - dx))
            tf = CGRect(x: x, y: 0, width: column, height: t.height)
            df = CGRect(x: dx, y: 0, width: max(0, right - dx), height: d.height)
            block = max(t.height, d.height)
        }
        let contentHeight = max(block, imageHeight) + m.top + m.bottom
        guard let height else { return (imageFrame, tf, df, contentHeight) }
        // Centre vertically: the image on its own, the texts as one block (a default cell's text
        // fills the height, as on iOS).
        if var i = imageFrame { i.origin.y = ((height - i.height) / 2).rounded(); imageFrame = i }
        if _style == .default, var t = tf {
            t.size.height = max(t.height, height); t.origin.y = min(0, (height - t.height) / 2); tf = t
        } else if _style == .subtitle {
            let top = ((height - block) / 2).rounded(.down)
            tf?.origin.y += top; df?.origin.y += top
        } else {
            if let t = tf { tf?.origin.y = ((height - t.height) / 2).rounded(.down) }
            if let d = df { df?.origin.y = ((height - d.height) / 2).rounded(.down) }
        }
        return (imageFrame, tf, df, contentHeight)
    }

    func _layoutBuiltInContent(in bounds: CGRect, rtl: Bool) {
        guard _contentConfiguration == nil else { return }
        let f = _builtInFrames(width: bounds.width, height: bounds.height)
        if let iv = _imageView { iv.isHidden = iv.image == nil; if let r = f.image { iv.frame = _mirrored(r, in: bounds.width, rtl) } }
        if let l = _textLabel, let r = f.text {
            l.frame = _mirrored(r, in: bounds.width, rtl)
            if _style == .value2, l.textAlignment == .right || l.textAlignment == .left { l.textAlignment = rtl ? .left : .right }
        }
        if let l = _detailTextLabel, let r = f.detail {
            l.frame = _mirrored(r, in: bounds.width, rtl)
            if _style == .value1, l.textAlignment == .right || l.textAlignment == .left { l.textAlignment = rtl ? .left : .right }
        }
    }

    // MARK: Self-sizing

    /// The height a self-sizing row needs at `width`: the list content view's measure, the Auto
    /// Layout fitting height of a constrained content view, or the built-in style's measure
    /// (at least 44); plus the separator.
    package func _fittingHeight(forWidth width: CGFloat) -> CGFloat {
        guard width.isFinite, width > 0 else { return Self._standardHeight }
        let g = _geometry(width: width, height: Self._standardHeight)
        _applyMargins(g)
        let cw = g.content.width
        if let v = _contentConfigurationView as? UIListContentView {
            _ = v
            let h = v.sizeThatFits(CGSize(width: cw, height: 0)).height
            return max(Self._standardHeight, (h + g.separatorHeight).rounded(.up))
        }
        if _contentConfigurationView != nil || _contentViewUsesConstraints {
            let s = contentView.systemLayoutSizeFitting(CGSize(width: cw, height: 0), withHorizontalFittingPriority: .required,
                                                        verticalFittingPriority: .fittingSizeLevel)
            return s.height + g.separatorHeight
        }
        let f = _builtInFrames(width: cw, height: nil)
        return max(Self._standardHeight, (f.contentHeight + g.separatorHeight).rounded(.up))
    }

    /// Whether the app laid out the content view with constraints.
    var _contentViewUsesConstraints: Bool {
        !contentView.constraints.isEmpty || contentView.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
    }

    // MARK: Accessory button, reorder grabber

    /// Whether `point` (cell coordinates) is on the detail button, so the table does not select
    /// the row for that touch.
    package func _isTouchOnAccessoryButton(_ point: CGPoint) -> Bool {
        layoutIfNeeded()
        guard let button = (_shownAccessory as? _UITableViewCellAccessoryView)?.detailButton, button.window != nil || button.superview != nil,
              !(_shownAccessory?.isHidden ?? true) else { return false }
        let r = button.convert(button.bounds, to: self).insetBy(dx: -11, dy: 0)
        return point.x >= r.minX && point.x <= r.maxX && point.y >= 0 && point.y <= bounds.height
    }

    /// The reorder grabber's frame in cell coordinates (nil when it does not show).
    package var _reorderGrabberFrame: CGRect? {
        guard _showsGrabber else { return nil }
        let g = _geometry(width: bounds.width, height: bounds.height)
        return g.reorder.map { _mirrored($0, in: bounds.width, _isRTL) }
    }

    // MARK: Accessibility

    var _accessibilityText: String? {
        var parts: [String] = []
        if let v = _contentConfigurationView as? UIListContentView {
            if let t = v._accessibilityText { parts.append(t) }
        } else if _contentConfiguration == nil {
            for l in [_textLabel, _detailTextLabel] {
                if let l, !l.isHidden, let t = l.text, !t.isEmpty { parts.append(t) }
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
