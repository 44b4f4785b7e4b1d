//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Bars (a toolbar, a navigation bar's content for one item) that lay out bar button items.
@MainActor protocol _UIBarItemContainer: AnyObject {
    /// `item` changed in a way that may change its size or visibility.
    func _barButtonItemDidChange(_ item: UIBarButtonItem)
}

/// The view a bar shows for a title or image bar button item, or for the back button: a tinted
/// label and/or image, 8 pt of padding on each side, dimmed while pressed. A tap performs the
/// item's action (the back button's `onTap`).
@MainActor final class _UIBarButtonView: UIControl {
    /// The item shown (nil for the back button).
    let item: UIBarButtonItem?
    /// The back button's title (nil: the chevron alone); its accessibility label is the title or "Back".
    var backTitle: String? { didSet { _refresh() } }
    /// The back chevron (the drawn one unless an appearance or the bar replaces it).
    var backIndicator: UIImage? { didSet { _refresh() } }
    /// Runs on a tap of the back button.
    var onTap: (() -> Void)?
    /// The bar's look for this kind of button (plain, done or back).
    var buttonAppearance: UIBarButtonItemAppearance? { didSet { _refresh() } }
    /// The bar's legacy title attributes (none today; kept for `UIBarButtonItem` appearance).
    private(set) var label: UILabel?
    private(set) var imageView: UIImageView?

    /// The back button's chevron points right and follows its title (set by the bar).
    var isRightToLeft = false {
        didSet {
            guard isRightToLeft != oldValue else { return }
            imageView?.transform = isRightToLeft ? CGAffineTransform(scaleX: -1, y: 1) : .identity
            setNeedsLayout()
        }
    }

    /// Mirrors laid-out `views` in a container `width` wide (right-to-left bars).
    static func mirror(_ views: [UIView], width: CGFloat) {
        for v in views where v.transform == .identity || v is _UIBarButtonView {
            var f = v.frame
            f.origin.x = width - f.maxX
            v.frame = f
        }
    }

    static let padding: CGFloat = 8
    static let backTitleGap: CGFloat = 6

    init(item: UIBarButtonItem?) {
        self.item = item
        super.init(frame: .zero)
        if let item {
            item._views.removeAll { $0.view == nil }
            item._views.append(_UIWeakBarButtonView(view: self))
        }
        addAction(UIAction { [unowned self] _ in self._tapped() }, for: .touchUpInside)
        _refresh()
    }

    /// Shows the item's menu on a long press when a tap runs its action (installed by `_refresh`).
    private var menuPress: UILongPressGestureRecognizer?

    private func _updateMenuPress() {
        let wanted = item.map { $0.menu != nil && $0._hasAction } ?? false
        if wanted, menuPress == nil {
            let press = UILongPressGestureRecognizer(target: self, action: _UIBarButtonView._pressed)
            addGestureRecognizer(press)
            menuPress = press
        } else if !wanted, let press = menuPress {
            removeGestureRecognizer(press)
            menuPress = nil
        }
    }

    private func _pressed(_ press: UILongPressGestureRecognizer) {
        guard press.state == .began, let menu = item?.menu else { return }
        _UIContextMenuView.present(menu, from: self)
    }

    required init?(coder: NSCoder) {
        item = nil
        super.init(coder: coder)
    }

    var isBackButton: Bool { item == nil }

    /// Whether `view` (made by `makeView`) no longer fits `item`: a custom view or space came or went.
    static func isStale(_ view: UIView?, for item: UIBarButtonItem) -> Bool {
        if let cv = item.customView { return view !== cv }
        return item._isSpace ? view != nil : !(view is _UIBarButtonView)
    }

    /// The view a bar shows for `item` inside `container`: its custom view, a button view with
    /// the appearance of its style, or nil for a space. The item reports its changes to `container`.
    static func makeView(for item: UIBarButtonItem, in container: UIView & _UIBarItemContainer,
                         plain: UIBarButtonItemAppearance, done: UIBarButtonItemAppearance) -> UIView? {
        item._container = container
        if let cv = item.customView {
            container.addSubview(cv)
            return cv
        }
        if item._isSpace { return nil }
        let v = _UIBarButtonView(item: item)
        v.buttonAppearance = item.style == .done ? done : plain
        container.addSubview(v)
        return v
    }

    private func _tapped() {
        if let item { item._performAction(from: self) } else { onTap?() }
    }

    override func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        _tapped()
        return true
    }

    override var _defaultIsAccessibilityElement: Bool { true }
    override var _defaultAccessibilityTraits: UIAccessibilityTraits { .button }
    override var _defaultAccessibilityLabel: String? {
        if let item { return item._displayAccessibilityLabel }
        return backTitle ?? "Back"
    }

    /// Re-reads the item (title, image, enabled, tint, accessibility) and asks for layout.
    func _refresh() {
        _updateMenuPress()
        var title: String?, image: UIImage?
        if let item {
            if let s = item._systemItem, let t = UIBarButtonItem._systemTitles[s] {
                title = t
            } else if let img = item.image ?? item._systemItem.flatMap({ _UIBarSystemImages.image(for: $0) }) {
                image = img.renderingMode == .automatic ? img.withRenderingMode(.alwaysTemplate) : img
            } else {
                title = item.title
            }
            isEnabled = item.isEnabled
            isSelected = item.isSelected
            tintColor = item.tintColor
            accessibilityIdentifier = item.accessibilityIdentifier
            accessibilityHint = item.accessibilityHint
        } else {
            title = backTitle
            image = backIndicator ?? _UIBarSystemImages.backChevron
        }
        if let title, !title.isEmpty {
            let l = label ?? { let l = UILabel(); addSubview(l); label = l; return l }()
            l.text = title
        } else if let l = label {
            l.removeFromSuperview()
            label = nil
        }
        if let image {
            let v = imageView ?? { let v = UIImageView(); addSubview(v); imageView = v; return v }()
            v.image = image
            v.frame.size = image.size
        } else if let v = imageView {
            v.removeFromSuperview()
            imageView = nil
        }
        _applyLook()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// The title's font and colour for the current state: the item's attributes over the bar's
    /// appearance over the defaults (17 pt, bold for `.done`; the tint colour, grey when disabled).
    private func _applyLook() {
        let st = state
        var attrs: [NSAttributedString.Key: Any] = [:]
        if let a = buttonAppearance {
            for (k, v) in a.normal.titleTextAttributes { attrs[k] = v }
            if st != .normal { for (k, v) in a._state(st).titleTextAttributes { attrs[k] = v } }
        }
        if let item {
            for (k, v) in item.titleTextAttributes(for: .normal) ?? [:] { attrs[k] = v }
            if st != .normal, let s = item.titleTextAttributes(for: st) { for (k, v) in s { attrs[k] = v } }
        }
        let done = item?.style == .done
        let font = attrs[.font] as? UIFont ?? (done ? UIBarButtonItem._doneFont : UIBarButtonItem._plainFont)
        var color = attrs[.foregroundColor] as? UIColor ?? tintColor ?? .systemBlue
        if !isEnabled && attrs[.foregroundColor] == nil { color = .tertiaryLabel }
        if let l = label {
            if l.font != font { l.font = font }
            l.textColor = color
            l.alpha = isHighlighted ? 0.2 : 1
        }
        if let v = imageView {
            v.tintColor = isEnabled ? nil : .tertiaryLabel
            v.alpha = isHighlighted ? 0.2 : 1
        }
    }

    override func tintColorDidChange() { _applyLook() }

    override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { _applyLook() } }
    }

    override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { _applyLook() } }
    }

    /// The content's width: the chevron and title of the back button; the image or title of
    /// an item (the item's `width` when set).
    var contentWidth: CGFloat {
        let lw = label?.intrinsicContentSize.width ?? 0
        let iw = imageView?.image?.size.width ?? 0
        if isBackButton { return iw + (label != nil ? _UIBarButtonView.backTitleGap + lw : 0) }
        if let w = item?.width, w > 0 { return w }
        return max(lw, iw)
    }

    /// The width of the back button if it showed `title` (for choosing among its titles).
    func backWidth(showing title: String?) -> CGFloat {
        var w = (imageView?.image?.size.width ?? 13) + 2 * _UIBarButtonView.padding
        if let title, !title.isEmpty {
            let font = label?.font ?? (buttonAppearance?.normal.titleTextAttributes[.font] as? UIFont) ?? UIBarButtonItem._plainFont
            w += _UIBarButtonView.backTitleGap + (title as NSString).size(withAttributes: [.font: font]).width.rounded(.up)
        }
        return max(44, w)
    }

    /// The content and padding; a back button is at least 44 pt wide (a chevron alone stays
    /// easy to hit).
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let w = contentWidth + 2 * _UIBarButtonView.padding
        return CGSize(width: isBackButton ? max(44, w) : w, height: 44)
    }
    override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    override func layoutSubviews() {
        let b = bounds, p = _UIBarButtonView.padding
        if isBackButton {
            var x = p
            if let v = imageView {
                let s = v.image?.size ?? .zero
                v.bounds = CGRect(origin: .zero, size: s)
                let f = CGRect(x: x, y: ((b.height - s.height) / 2).rounded(), width: s.width, height: s.height)
                v.center = CGPoint(x: isRightToLeft ? b.width - f.midX : f.midX, y: f.midY)
                x += s.width + _UIBarButtonView.backTitleGap
            }
            if let l = label {
                let s = l.intrinsicContentSize
                var f = CGRect(x: x, y: ((b.height - s.height) / 2).rounded(), width: max(0, min(s.width, b.width - x - p)), height: s.height)
                if isRightToLeft { f.origin.x = b.width - f.maxX }
                l.frame = f
            }
            return
        }
        if let v = imageView {
            let s = v.image?.size ?? .zero
            let ins = item?.imageInsets ?? .zero
            v.frame = CGRect(x: ((b.width - s.width) / 2).rounded() + ins.left - ins.right,
                             y: ((b.height - s.height) / 2).rounded() + ins.top - ins.bottom, width: s.width, height: s.height)
        }
        if let l = label {
            let s = l.intrinsicContentSize
            let w = min(s.width, max(0, b.width - 2 * p))
            l.frame = CGRect(x: ((b.width - w) / 2).rounded(), y: ((b.height - s.height) / 2).rounded(), width: w, height: s.height)
        }
    }
}
