//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UINavigationBar's search row: the top item's search controller's bar, stacked below the title
// (and the large title) in a 52-pt row that makes the bar taller.
//
// The row is a persistent view of the bar (`_searchHost`), not part of the per-item content,
// so rebuilding the content (a title change, say) never takes the search field out of the
// window while the user types in it. As the bar is made shorter (content scrolling up, driven
// by the navigation controller) the search row collapses first (with
// `hidesSearchBarWhenScrolling`), then the large title. While the search is active with
// `hidesNavigationBarDuringPresentation`, the title row, prompt and large title hide and the
// search row alone makes up the bar.
extension UINavigationBar {
    /// The search row's height (⚠ iOS 13+ look: a 36-pt field with 8 pt above and below).
    static let _searchRowHeight: CGFloat = 52

    /// The height of `item`'s search row: 52 pt (44 more with the scope bar), or 0 without a
    /// search controller.
    func _searchHeight(for item: UINavigationItem) -> CGFloat {
        guard let sc = item.searchController else { return 0 }
        return Self._searchRowHeight + (sc.searchBar._scopeBar != nil ? UISearchBar._scopeHeight : 0)
    }

    /// Whether `item`'s active search hides the rest of the bar (`hidesNavigationBarDuringPresentation`).
    func _searchCoversBar(_ item: UINavigationItem) -> Bool {
        guard let sc = item.searchController else { return false }
        return sc.isActive && sc.hidesNavigationBarDuringPresentation
    }

    /// The full height of the bar's content for `item`: prompt, the 44-pt row, the large title
    /// and the search row; only the search row while the search covers the bar.
    func _itemContentHeight(_ item: UINavigationItem, isLarge: Bool) -> CGFloat {
        if _searchCoversBar(item) { return _searchHeight(for: item) }
        return (item.prompt != nil ? 30 : 0) + 44 + (isLarge ? 52 : 0) + _searchHeight(for: item)
    }

    /// How much shorter than `_contentHeight` the bar may get as content scrolls up: the search
    /// row (with `hidesSearchBarWhenScrolling`) and the large title; nothing while the search
    /// covers the bar.
    package var _collapsibleHeight: CGFloat {
        guard let top = topItem, !_searchCoversBar(top) else { return 0 }
        return (top.hidesSearchBarWhenScrolling ? _searchHeight(for: top) : 0) + (_showsLargeTitle(top) ? 52 : 0)
    }

    /// How much of `item`'s search row shows in a bar `height` tall: the row collapses first
    /// as the bar gets shorter (when it hides on scrolling).
    func _visibleSearchHeight(for item: UINavigationItem, isLarge: Bool, height: CGFloat) -> CGFloat {
        let full = _searchHeight(for: item)
        guard full > 0, item.hidesSearchBarWhenScrolling, !_searchCoversBar(item) else { return full }
        let deficit = max(0, _itemContentHeight(item, isLarge: isLarge) - height)
        return max(0, full - deficit)
    }

    /// Puts the top item's search bar in the search row (taking out any other), and lays the
    /// row out: at the bar's bottom, clipped and faded as it collapses; at the top while the
    /// search covers the bar.
    func _layoutSearchRow() {
        let host = _searchHost
        let top = topItem
        let bar = top?.searchController?.searchBar
        for v in host.subviews where v !== bar { v.removeFromSuperview() }
        guard let top, let bar else {
            host.isHidden = true
            return
        }
        if bar.superview !== host {
            bar._isInNavigationBar = true
            host.addSubview(bar)
        }
        if host.superview === self, let last = subviews.last, last !== host { bringSubviewToFront(host) }
        host.isHidden = false
        let b = bounds
        let full = _searchHeight(for: top)
        let covers = _searchCoversBar(top)
        let visible = covers ? full : _visibleSearchHeight(for: top, isLarge: _showsLargeTitle(top), height: b.height)
        host.frame = CGRect(x: 0, y: covers ? 0 : b.height - visible, width: b.width, height: visible)
        host.alpha = full > 0 ? visible / full : 1
        let safe = safeAreaInsets
        bar.frame = CGRect(x: safe.left + 8, y: 0, width: max(0, b.width - safe.left - safe.right - 16), height: full)
        top.searchController?._interfaceView?.setNeedsLayout()
    }

    /// The top item's search began or ended, or its scope bar came or went: the bar (and the
    /// navigation controller's layout, which follows its height) lays out again.
    func _searchStateDidChange(for item: UINavigationItem, animated: Bool) {
        guard item === topItem else { return }
        setNeedsLayout()
        let container = _managingController?.viewIfLoaded ?? superview
        container?.setNeedsLayout()
        if animated, let container, container.window != nil {
            UIView.animate(withDuration: UISearchController._fadeDuration) { container.layoutIfNeeded() }
        } else {
            container?.layoutIfNeeded()
            layoutIfNeeded()
        }
    }
}

/// The navigation bar's search row: clips the search bar as the row collapses.
@MainActor final class _UINavigationBarSearchHost: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        isHidden = true
    }

    required init?(coder: NSCoder) { return nil }
}
