//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A bar of buttons, usually at the bottom of the screen.
///
/// Its items sit in a row from the leading edge, flexible spaces sharing the free width and
/// fixed spaces taking their `width`. 44 pt tall (`sizeThatFits`); at the bottom of the window
/// its background extends down into the bottom safe area (the home indicator's), its hairline
/// on its top edge.
@preconcurrency @MainActor open class UIToolbar: UIView, UIBarPositioning, _UIBarItemContainer {
    /// The items, leading to trailing (set without animation; see `setItems(_:animated:)`).
    open var items: [UIBarButtonItem]? {
        get { _items }
        set { setItems(newValue, animated: false) }
    }
    var _items: [UIBarButtonItem]?

    /// True (the default): the default background is slightly see-through, and a navigation
    /// controller lets its content extend under the toolbar.
    open var isTranslucent = true { didSet { if isTranslucent != oldValue { _updateBackground() } } }
    /// `.black`: a near-black background (unless an appearance or `barTintColor` says otherwise).
    open var barStyle: UIBarStyle = .default { didSet { _updateBackground() } }
    /// The background colour (legacy; an appearance's `backgroundColor` wins).
    open var barTintColor: UIColor? { didSet { _updateBackground() } }
    /// Chooses the toolbar's position (`barPosition`).
    open weak var delegate: (any UIToolbarDelegate)? { didSet { setNeedsLayout() } }

    /// The toolbar's look (copied when set).
    open var standardAppearance: UIToolbarAppearance {
        get { _standardAppearance }
        set { _standardAppearance = newValue.copy() as! UIToolbarAppearance; _rebuildViews() }
    }
    /// Stored (no compact size class on Linux yet).
    open var compactAppearance: UIToolbarAppearance?
    /// Stored (a toolbar is at a scroll edge only under a navigation controller's content).
    open var scrollEdgeAppearance: UIToolbarAppearance?
    /// Stored (no compact size class on Linux yet).
    open var compactScrollEdgeAppearance: UIToolbarAppearance?
    var _standardAppearance = UIToolbarAppearance()
    var _backgroundImages: [Int: UIImage] = [:]
    var _shadowImages: [Int: UIImage] = [:]

    let _background = _UIBarBackgroundView(shadowEdge: .top)
    /// The views of the items (nil for spaces), in item order.
    var _views: [UIView?] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(_background)
        _updateBackground()
    }

    /// Archives are not supported on Linux (exists so iOS subclasses compile).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(_background)
        _updateBackground()
        _decodeInterfaceBuilderToolbar(coder)
    }

    /// Replaces the items; animated, the new items fade in.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        var seen = Set<ObjectIdentifier>()
        for i in items ?? [] where !seen.insert(ObjectIdentifier(i)).inserted {
            return UIKitLog.error("UIToolbar.setItems(_:animated:): the same UIBarButtonItem appears more than once; ignored", category: "UIToolbar")
        }
        _items = items
        _rebuildViews()
        if animated, window != nil {
            let views = _views.compactMap { $0 }
            for v in views { v.alpha = 0 }
            UIView.animate(withDuration: 0.2) { for v in views { v.alpha = 1 } }
        }
    }

    /// A background image for a position and metrics (only `.default` metrics are used).
    open func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {
        _backgroundImages[barMetrics.rawValue] = backgroundImage
        _updateBackground()
    }
    /// The background image set for `barMetrics` (on Linux the position is ignored).
    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        _backgroundImages[barMetrics.rawValue]
    }
    /// An empty image (`UIImage()`) hides the hairline.
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        _shadowImages[0] = shadowImage
        _updateBackground()
    }
    /// The shadow image set (on Linux one image serves every position).
    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? { _shadowImages[0] }

    /// The delegate's answer, `.bottom` when it has none.
    open var barPosition: UIBarPosition {
        let p = delegate?.position(for: self) ?? .bottom
        return p == .any ? .bottom : p
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : (superview?.bounds.width ?? bounds.width), height: 44)
    }

    open override var frame: CGRect {
        didSet { if frame.origin != oldValue.origin { setNeedsLayout() } }
    }
    open override var center: CGPoint {
        didSet { if center != oldValue { setNeedsLayout() } }
    }
    open override func didMoveToWindow() { setNeedsLayout() }

    open override func layoutSubviews() { _layoutToolbar() }

    func _barButtonItemDidChange(_ item: UIBarButtonItem) {
        guard let i = _items?.firstIndex(where: { $0 === item }) else { return }
        if _UIBarButtonView.isStale(i < _views.count ? _views[i] : nil, for: item) { _rebuildViews() } else { setNeedsLayout() }
    }
}
