//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UINavigationBar's look (resolved from appearances and legacy properties), content and layout.
//
// The content is built for the top item; the background reaches up behind the status bar.
extension UINavigationBar {
    // MARK: Appearance resolution

    /// The appearance in effect for `item` on top: at the scroll edge of a managed bar, the
    /// item's then the bar's scroll-edge appearance, else the standard one with a transparent
    /// background; otherwise the item's then the bar's standard appearance.
    func _resolvedAppearance(for item: UINavigationItem?) -> UINavigationBarAppearance {
        let standard = item?.standardAppearance ?? _standardAppearance
        guard _managingController != nil, _isAtScrollEdge else { return standard }
        if let a = item?.scrollEdgeAppearance ?? _scrollEdgeAppearance { return a }
        let a = standard.copy() as! UINavigationBarAppearance
        a.configureWithTransparentBackground()
        return a
    }

    /// The defaults (17-pt semibold, label colour), the legacy `titleTextAttributes`, then the appearance's.
    func _titleAttributes(_ a: UINavigationBarAppearance) -> [NSAttributedString.Key: Any] {
        var out: [NSAttributedString.Key: Any] = [.font: UINavigationBar._titleFont, .foregroundColor: _defaultTitleColor]
        for (k, v) in titleTextAttributes ?? [:] { out[k] = v }
        for (k, v) in a.titleTextAttributes { out[k] = v }
        return out
    }

    /// The defaults (34-pt bold, label colour), the legacy `largeTitleTextAttributes`, then the appearance's.
    func _largeTitleAttributes(_ a: UINavigationBarAppearance) -> [NSAttributedString.Key: Any] {
        var out: [NSAttributedString.Key: Any] = [.font: UINavigationBar._largeTitleFont, .foregroundColor: _defaultTitleColor]
        for (k, v) in largeTitleTextAttributes ?? [:] { out[k] = v }
        for (k, v) in a.largeTitleTextAttributes { out[k] = v }
        return out
    }

    /// Label colour; white on a `.black` bar.
    var _defaultTitleColor: UIColor { barStyle == .default ? .label : .white }

    var _resolvedBackgroundColor: UIColor {
        _resolvedAppearance(for: topItem)._resolvedBackgroundColor(barTint: barTintColor, translucent: isTranslucent, style: barStyle)
    }

    /// Whether `item` shows a large title: the bar prefers large titles and the item's mode,
    /// resolved down the stack for `.automatic` (the bottom item counts as `.always`), is `.always`.
    func _showsLargeTitle(_ item: UINavigationItem) -> Bool {
        guard prefersLargeTitles else { return false }
        let items = _items ?? []
        var idx = items.lastIndex { $0 === item } ?? 0
        var mode = item.largeTitleDisplayMode
        while mode == .automatic && idx > 0 {
            idx -= 1
            mode = items[idx].largeTitleDisplayMode
        }
        return mode == .automatic || mode == .always
    }

    // MARK: Content

    func _makeContent(for item: UINavigationItem) -> _UINavigationBarContentView {
        let items = _items ?? []
        let i = items.lastIndex { $0 === item }
        let back = i.flatMap { $0 > 0 ? items[$0 - 1] : nil }
        return _UINavigationBarContentView(bar: self, item: item, backItem: back, isLarge: _showsLargeTitle(item),
                                           appearance: _resolvedAppearance(for: item))
    }

    /// Rebuilds what the bar shows for its top item (deferred to the end of a transition).
    func _rebuild() {
        guard _transition == nil else {
            _rebuildAfterTransition = true
            return
        }
        let oldHeight = _content?.contentHeight
        _content?.removeFromSuperview()
        _content = nil
        if let top = topItem {
            let c = _makeContent(for: top)
            insertSubview(c, aboveSubview: _background)
            c.frame = bounds
            _content = c
        }
        _updateBackground()
        setNeedsLayout()
        // (The content's height is computed from the item, so also compare with the bar's.)
        if _content?.contentHeight != oldHeight || bounds.height != _contentHeight { superview?.setNeedsLayout() }
    }

    /// An item in the stack changed (title, buttons, prompt…): rebuild when it shows.
    func _itemDidChange(_ item: UINavigationItem, animated: Bool) {
        guard let items = _items, items.contains(where: { $0 === item }) else { return }
        if _transition != nil { return _itemDidChangeDuringTransition(item) }
        _rebuild()
        if animated, let c = _content, window != nil {
            c.alpha = 0
            UIView.animate(withDuration: 0.2) { c.alpha = 1 }
        }
    }

    /// Background colour, image or hairline changed.
    func _lookDidChange() {
        _updateBackground()
    }

    func _updateBackground() {
        let a = _resolvedAppearance(for: topItem)
        let image = a.backgroundImage ?? _backgroundImages[UIBarMetrics.default.rawValue]
        _background.apply(effect: a.backgroundEffect, color: _resolvedBackgroundColor, image: image, contentMode: a.backgroundImageContentMode,
                          shadowColor: a.shadowColor, shadowImage: shadowImage ?? a.shadowImage)
    }

    // MARK: Layout

    /// How far the background reaches above the bar: to the window's top when `.topAttached`.
    var _backgroundExtension: CGFloat {
        guard barPosition == .topAttached, window != nil else { return 0 }
        return max(0, convert(CGPoint.zero, to: nil).y)
    }

    func _layoutBar() {
        let b = bounds
        let ext = _backgroundExtension
        _background.frame = CGRect(x: 0, y: -ext, width: b.width, height: b.height + ext)
        _content?.frame = b
        if let top = topItem { _content?.isHidden = _searchCoversBar(top) }
        _layoutSearchRow()
        if let t = _transition {
            // (Frames of transforming content: set with the transform at identity.)
            for c in [t.from, t.to] {
                guard let c else { continue }
                let tr = c.titleElement?.transform ?? .identity
                c.titleElement?.transform = .identity
                c.frame = b
                c.layoutIfNeeded()
                c.titleElement?.transform = tr
            }
        }
    }
}
