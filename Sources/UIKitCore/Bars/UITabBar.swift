//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// The bar of tabs at the bottom of a tab bar interface.
///
/// Its content is 49 pt tall; its background goes on down through the bottom safe area (the
/// home indicator), so `sizeThatFits(_:)` answers 49 plus `safeAreaInsets.bottom`. Items share
/// the width evenly. The selected item is drawn in `tintColor`, the others in
/// `unselectedItemTintColor` (grey by default). A hairline separates it from the content above.
@preconcurrency @MainActor open class UITabBar: UIView {
    /// How items are placed across the bar (Apple's raw values). Items always fill the width
    /// here (what `.automatic` does on an iPhone in portrait).
    public enum ItemPositioning: Int, Sendable {
        case automatic = 0, fill, centered
    }

    /// The height of the bar's content, above the bottom safe area.
    static let _contentHeight: CGFloat = 49
    static let _defaultTranslucentColor = UIColor._system("_tabBarBackgroundColor", UIColor(white: 0.97, alpha: 0.94), UIColor(white: 0.07, alpha: 0.94))
    static let _defaultHairlineColor = UIColor._system("_tabBarHairlineColor", UIColor(white: 0, alpha: 0.3), UIColor(white: 1, alpha: 0.15))

    var _items: [UITabBarItem]?
    /// One button per item, in `_items` order.
    var _buttons: [_UITabBarButton] = []
    weak var _selectedItem: UITabBarItem?
    weak var _delegate: (any UITabBarDelegate)?
    /// The tab bar controller managing this bar (nil for a standalone bar): it picks the items
    /// and the selection, and is the delegate.
    weak var _managingController: UITabBarController?
    let _background = UIImageView()
    let _hairline = UIImageView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        _setUp()
    }

    /// Builds a normal bar (appearance proxies are made this way).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _setUp()
        _decodeInterfaceBuilderTabBar(coder)
    }

    private func _setUp() {
        _background.isUserInteractionEnabled = false
        _hairline.isUserInteractionEnabled = false
        addSubview(_background)
        addSubview(_hairline)
        _updateBackground()
    }

    /// The receiver of item selections. A tab bar controller's bar answers the controller and
    /// can't be given another (logged and ignored, as iOS raises an exception).
    open var delegate: (any UITabBarDelegate)? {
        get { _managingController ?? _delegate }
        set {
            if _managingController != nil {
                return UIKitLog.error("Changing the delegate of a tab bar managed by a tab bar controller is not allowed.", category: "UITabBar")
            }
            _delegate = newValue
        }
    }

    /// The items, leading to trailing. A tab bar controller's bar shows its controllers' items
    /// and can't be changed directly (logged and ignored, as iOS raises an exception).
    open var items: [UITabBarItem]? {
        get { _items }
        set { setItems(newValue, animated: false) }
    }

    /// Sets `items`. On Linux: `animated` is ignored (the buttons change at once); refused (logged) on
    /// a bar managed by a tab bar controller.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        if _managingController != nil {
            return UIKitLog.error("Directly modifying a tab bar managed by a tab bar controller is not allowed.", category: "UITabBar")
        }
        _setItems(items)
    }

    /// The highlighted item (nil for none). Setting it in code doesn't call the delegate; an
    /// item not in `items` is logged and ignored. A tab bar controller's bar follows its
    /// `selectedIndex` and can't be changed directly (logged and ignored).
    open var selectedItem: UITabBarItem? {
        get { _selectedItem }
        set {
            if _managingController != nil {
                return UIKitLog.error("Directly modifying a tab bar managed by a tab bar controller is not allowed.", category: "UITabBar")
            }
            if let i = newValue, !(_items ?? []).contains(where: { $0 === i }) {
                return UIKitLog.warning("UITabBar: selectedItem \(i.title ?? "untitled") is not one of the bar's items; ignored", category: "UITabBar")
            }
            _select(newValue)
        }
    }

    var _unselectedItemTintColor: UIColor?
    var _barTintColor: UIColor?
    var _isTranslucent = true
    var _backgroundImage: UIImage?
    var _shadowImage: UIImage?

    /// The colour of items that are not selected (nil: grey). Appearance-capable, like the
    /// other colours and images of the bar.
    open var unselectedItemTintColor: UIColor? {
        get { _unselectedItemTintColor }
        set { _setAppearanceProperty("unselectedItemTintColor", \.unselectedItemTintColor, \._unselectedItemTintColor, newValue) { $0._updateItems() } }
    }

    /// The bar's background colour (nil: the system's light bar). Translucent bars let a little
    /// of the content show through it.
    open var barTintColor: UIColor? {
        get { _barTintColor }
        set { _setAppearanceProperty("barTintColor", \.barTintColor, \._barTintColor, newValue) { $0._updateBackground() } }
    }

    /// Whether the background lets content show through (true by default). A tab bar
    /// controller extends its children under a translucent bar only.
    open var isTranslucent: Bool {
        get { _isTranslucent }
        set {
            _setAppearanceProperty("isTranslucent", \.isTranslucent, \._isTranslucent, newValue) { bar in
                bar._updateBackground()
                bar._managingController?.viewIfLoaded?.setNeedsLayout()
            }
        }
    }

    /// An image drawn over the whole bar instead of the background colour.
    open var backgroundImage: UIImage? {
        get { _backgroundImage }
        set { _setAppearanceProperty("backgroundImage", \.backgroundImage, \._backgroundImage, newValue) { $0._updateBackground() } }
    }

    /// An image replacing the hairline at the top edge (stretched across the bar).
    open var shadowImage: UIImage? {
        get { _shadowImage }
        set { _setAppearanceProperty("shadowImage", \.shadowImage, \._shadowImage, newValue) { $0._updateBackground() } }
    }

    var _standardAppearance: UITabBarAppearance?
    var _scrollEdgeAppearance: UITabBarAppearance?

    /// The look of the bar (iOS 13's appearance API). Until one is assigned, the bar draws its
    /// background from `barTintColor`, `backgroundImage`, `shadowImage` and `isTranslucent`;
    /// once assigned, from the appearance. Item colours set in it win over `tintColor` and
    /// `unselectedItemTintColor`. The bar keeps a copy, as on iOS: change it and assign it
    /// again. Appearance-capable.
    open var standardAppearance: UITabBarAppearance {
        get {
            if let a = _standardAppearance { return a }
            let a = UITabBarAppearance()
            _standardAppearance = a
            return a
        }
        set { _setAppearanceProperty("standardAppearance", \.standardAppearance, \._assignedStandardAppearance, newValue) { $0._appearanceDidChange() } }
    }

    /// The storage behind `standardAppearance`'s setter: keeps a copy and draws from it.
    var _assignedStandardAppearance: UITabBarAppearance {
        get { standardAppearance }
        set {
            _standardAppearance = newValue._copy()
            _usesStandardAppearance = true
        }
    }

    /// Whether `standardAppearance` was assigned (the bar draws from it, not the older properties).
    var _usesStandardAppearance = false

    /// Stored: the bar always shows `standardAppearance` here (no scroll-edge tracking).
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { _scrollEdgeAppearance }
        set { _setAppearanceProperty("scrollEdgeAppearance", \.scrollEdgeAppearance, \._scrollEdgeAppearance, newValue?._copy()) { _ in } }
    }

    /// The standard appearance was assigned.
    func _appearanceDidChange() {
        _updateBackground()
        _updateItems()
    }

    /// Stored; items fill the width here (see `ItemPositioning`).
    open var itemPositioning: ItemPositioning = .automatic
    /// Stored; items fill the width here.
    open var itemWidth: CGFloat = 0
    /// Stored; items fill the width here.
    open var itemSpacing: CGFloat = 0

    /// 49 pt plus the bottom safe area, at the proposed width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UITabBar._contentHeight + safeAreaInsets.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _background.frame = bounds
        let scale = window?.screen.scale ?? UIScreen.main.scale
        let hairline = shadowImage.map { max($0.size.height, 1 / scale) } ?? 1 / scale
        _hairline.frame = CGRect(x: 0, y: -hairline, width: bounds.width, height: hairline)
        guard !_buttons.isEmpty else { return }
        let inset = safeAreaInsets
        let width = max(0, bounds.width - inset.left - inset.right) / CGFloat(_buttons.count)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (i, b) in _buttons.enumerated() {
            let slot = rtl ? _buttons.count - 1 - i : i
            b.frame = CGRect(x: inset.left + CGFloat(slot) * width, y: 0, width: width,
                             height: min(bounds.height, UITabBar._contentHeight))
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        _updateItems()
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }

    // MARK: Internals

    /// Replaces the items (the controller's path, and `setItems` on a standalone bar); keeps
    /// the selection if its item stays.
    func _setItems(_ items: [UITabBarItem]?) {
        for b in _buttons { b.removeFromSuperview() }
        for i in _items ?? [] where i._tabBar === self { i._tabBar = nil }
        _items = items
        _buttons = (items ?? []).map { item in
            item._tabBar = self
            let b = _UITabBarButton(item: item)
            addSubview(b)
            return b
        }
        if let s = _selectedItem, !(items ?? []).contains(where: { $0 === s }) { _selectedItem = nil }
        for b in _buttons { b._isSelectedTab = b.item === _selectedItem }
        setNeedsLayout()
    }

    func _select(_ item: UITabBarItem?) {
        _selectedItem = item
        for b in _buttons { b._isSelectedTab = b.item === item }
    }

    /// An item's title, image, badge or enabled state changed.
    func _itemDidChange(_ item: UITabBarItem) {
        for b in _buttons where b.item === item { b._update() }
    }

    /// The user tapped `button`'s item.
    func _tapped(_ button: _UITabBarButton) {
        let item = button.item
        if let tbc = _managingController { return tbc._userTapped(item) }
        _select(item)
        _delegate?.tabBar(self, didSelect: item)
    }

    /// How `item` is drawn: the standard appearance's values for its state where set, else the
    /// bar's tint (selected) or `unselectedItemTintColor` (grey), faded when disabled.
    func _style(of item: UITabBarItem, selected: Bool) -> _UITabBarItemStyle {
        var legacy = selected ? tintColor! : (unselectedItemTintColor ?? UIColor.systemGray)
        let items = _standardAppearance?.stackedLayoutAppearance
        let state = !item.isEnabled ? items?.disabled : selected ? items?.selected : items?.normal
        if !item.isEnabled { legacy = legacy.withAlphaComponent(0.4 * legacy.cgColor.alpha) }
        let attrs = state?.titleTextAttributes ?? [:]
        let badgeAttrs = item.badgeTextAttributes(for: selected ? .selected : .normal)
            ?? item.badgeTextAttributes(for: .normal) ?? state?.badgeTextAttributes ?? [:]
        return _UITabBarItemStyle(
            icon: state?.iconColor ?? legacy,
            title: attrs[.foregroundColor] as? UIColor ?? legacy,
            font: attrs[.font] as? UIFont ?? _UITabBarItemStyle.titleFont,
            titleOffset: state?.titlePositionAdjustment ?? .zero,
            badgeBackground: item.badgeColor ?? state?.badgeBackgroundColor ?? .systemRed,
            badgeText: badgeAttrs[.foregroundColor] as? UIColor ?? .white,
            badgeFont: badgeAttrs[.font] as? UIFont ?? _UITabBarItemStyle.badgeFont)
    }

    func _updateItems() {
        for b in _buttons { b._update() }
    }

    func _updateBackground() {
        if _usesStandardAppearance, let a = _standardAppearance {
            _background.image = a.backgroundImage
            _background.backgroundColor = a.backgroundColor
            _hairline.image = a.shadowImage
            _hairline.tintColor = a.shadowColor
            _hairline.backgroundColor = a.shadowImage == nil ? a.shadowColor : nil
            _hairline.isHidden = a.shadowImage == nil && (a.shadowColor == nil || a.shadowColor?.cgColor.alpha == 0)
        } else {
            _background.image = backgroundImage
            if backgroundImage != nil {
                _background.backgroundColor = nil
            } else if let c = barTintColor {
                _background.backgroundColor = isTranslucent ? c.withAlphaComponent(0.94 * c.cgColor.alpha) : c.withAlphaComponent(1)
            } else {
                _background.backgroundColor = isTranslucent ? UITabBar._defaultTranslucentColor : UIColor.systemBackground
            }
            _hairline.image = shadowImage
            _hairline.backgroundColor = shadowImage == nil ? UITabBar._defaultHairlineColor : nil
            _hairline.isHidden = false
        }
        setNeedsLayout()
    }
}
