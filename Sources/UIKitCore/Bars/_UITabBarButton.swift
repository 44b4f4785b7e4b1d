//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// One tab of a `UITabBar`: the item's image above its title, and its badge. An accessibility
/// element labelled with the title (the badge is its value), selected while its tab is.
@MainActor final class _UITabBarButton: UIControl {
    let item: UITabBarItem
    let _imageView = UIImageView()
    let _titleLabel = UILabel()
    /// Created when the item first shows a badge.
    var _badge: _UITabBarBadgeView?
    /// The appearance's title offset for the current state.
    var _titleOffset: UIOffset = .zero

    /// Whether this is the bar's selected item (drawn in the tint colour, selected image).
    var _isSelectedTab = false {
        didSet {
            guard _isSelectedTab != oldValue else { return }
            isSelected = _isSelectedTab
            _update()
        }
    }

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        _imageView.isUserInteractionEnabled = false
        _titleLabel.isUserInteractionEnabled = false
        _titleLabel.textAlignment = .center
        addSubview(_imageView)
        addSubview(_titleLabel)
        _update()
    }

    required init?(coder: NSCoder) { nil }

    /// Shows the item's current title, image, badge and state.
    func _update() {
        isEnabled = item.isEnabled
        let style = (superview as? UITabBar)?._style(of: item, selected: _isSelectedTab)
            ?? _UITabBarItemStyle(icon: _isSelectedTab ? tintColor! : .systemGray, title: _isSelectedTab ? tintColor! : .systemGray)
        _titleOffset = style.titleOffset
        let image = _isSelectedTab ? (item.selectedImage ?? item.image) : item.image
        _imageView.image = image.map { $0.renderingMode == .alwaysOriginal ? $0 : $0.withRenderingMode(.alwaysTemplate) }
        _imageView.tintColor = style.icon
        _titleLabel.text = item.title
        _titleLabel.textColor = style.title
        _titleLabel.font = style.font
        if let value = item.badgeValue {
            let badge = _badge ?? {
                let b = _UITabBarBadgeView()
                addSubview(b)
                _badge = b
                return b
            }()
            badge._set(text: value, color: style.badgeBackground, textColor: style.badgeText, font: style.badgeFont)
            badge.isHidden = false
        } else {
            _badge?.isHidden = true
        }
        setNeedsLayout()
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        _update()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        if _isSelectedTab { _update() }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        // The image sits in a 28-pt band from the top, the title's baseline ~11 pt above the
        // content's bottom (iPhone portrait's stacked layout).
        var size = _imageView.image?.size ?? .zero
        if size.width > 30 || size.height > 30 {
            let k = min(30 / max(size.width, 1), 30 / max(size.height, 1))
            size = CGSize(width: size.width * k, height: size.height * k)
        }
        let insets = item.imageInsets
        var imageFrame = CGRect(x: (b.width - size.width) / 2, y: 4 + (28 - size.height) / 2,
                                width: size.width, height: size.height)
        imageFrame = imageFrame.inset(by: insets)
        _imageView.frame = imageFrame
        let adjust = UIOffset(horizontal: item.titlePositionAdjustment.horizontal + _titleOffset.horizontal,
                              vertical: item.titlePositionAdjustment.vertical + _titleOffset.vertical)
        _titleLabel.frame = CGRect(x: 2 + adjust.horizontal, y: 33 + adjust.vertical, width: max(0, b.width - 4), height: 13)
        if let badge = _badge, !badge.isHidden {
            let s = badge.sizeThatFits(.zero)
            // Leading edge a little right of the image's centre, top at the image's top.
            let anchor = size.width > 0 ? imageFrame.midX : b.width / 2
            badge.frame = CGRect(x: anchor + 5, y: max(1, (size.height > 0 ? imageFrame.minY : 6) - 3),
                                 width: s.width, height: s.height)
        }
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if isTouchInside { (superview as? UITabBar)?._tapped(self) }
    }

    override func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        (superview as? UITabBar)?._tapped(self)
        return true
    }

    override var _defaultAccessibilityLabel: String? { item.title }
    override var _defaultAccessibilityValue: String? { item.badgeValue }
    override var _defaultAccessibilityTraits: UIAccessibilityTraits { .button }
}

/// The colours and font of one tab in its current state (see `UITabBar._style(of:selected:)`).
@MainActor struct _UITabBarItemStyle {
    static let titleFont = UIFont.systemFont(ofSize: 10, weight: .medium)
    static let badgeFont = UIFont.systemFont(ofSize: 13)
    var icon: UIColor
    var title: UIColor
    var font: UIFont = _UITabBarItemStyle.titleFont
    var titleOffset: UIOffset = .zero
    var badgeBackground: UIColor = .systemRed
    var badgeText: UIColor = .white
    var badgeFont: UIFont = _UITabBarItemStyle.badgeFont
}

/// A tab's badge: a capsule (at least a circle of 18 pt) of the badge colour with white text.
@MainActor final class _UITabBarBadgeView: UIView {
    let _label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        _label.textColor = .white
        _label.textAlignment = .center
        addSubview(_label)
        layer.cornerRadius = 9
    }

    required init?(coder: NSCoder) { nil }

    func _set(text: String, color: UIColor, textColor: UIColor, font: UIFont) {
        _label.text = text
        _label.textColor = textColor
        _label.font = font
        backgroundColor = color
        setNeedsLayout()
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = _label.text ?? ""
        let w = text.isEmpty ? 0 : _label.sizeThatFits(CGSize(width: 200, height: 18)).width
        return CGSize(width: max(18, ceil(w) + 10), height: 18)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        _label.frame = bounds
    }
}
