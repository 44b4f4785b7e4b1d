//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UINavigationItem's search controller: placement and who owns the search bar.
extension UINavigationItem {
    /// Where a navigation bar puts the search bar (Apple's raw values, iOS 16).
    public enum SearchBarPlacement: Int, Sendable {
        /// As the system decides (stacked on Linux).
        case automatic = 0
        /// In the bar's row, beside the title (iPad). On Linux: shown stacked.
        case inline = 1
        /// Below the title, in the bar's extended area.
        case stacked = 2
    }

    /// Where the search bar actually shows (iOS 16): `.stacked` on Linux whatever
    /// `preferredSearchBarPlacement` asks, as on a compact-width iPhone.
    public var searchBarPlacement: SearchBarPlacement { .stacked }

    func _setSearchController(_ controller: UISearchController?) {
        guard controller !== _searchController else { return }
        if let old = _searchController, old._searchNavigationItem === self {
            if old.isActive { old.isActive = false }
            old._searchNavigationItem = nil
            old.searchBar._isInNavigationBar = false
            if old.searchBar.superview is _UINavigationBarSearchHost { old.searchBar.removeFromSuperview() }
        }
        if let controller, let other = controller._searchNavigationItem, other !== self {
            UIKitLog.warning("UINavigationItem.searchController: the search controller is already shown by another navigation item; it moves to this one", category: "UINavigationItem")
            other._searchController = nil
            other._changed()
        }
        _searchController = controller
        controller?._searchNavigationItem = self
        _changed()
    }
}
