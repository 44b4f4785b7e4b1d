//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The item a tab bar shows for one tab: title, image, selected image, badge.
///
/// Images are templates: the bar tints them (its `tintColor` when selected,
/// `unselectedItemTintColor` or grey otherwise) unless they were made with
/// `withRenderingMode(.alwaysOriginal)`.
@preconcurrency @MainActor open class UITabBarItem: UIBarItem {
    /// The system items (Apple's raw values). Their titles are fixed; their images are drawn
    /// here as simple outlines (SF Symbols are not available on Linux).
    public enum SystemItem: Int, Sendable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search,
             downloads, mostRecent, mostViewed
    }

    /// The system item this item was made with (its title and image can't be changed).
    let _systemItem: SystemItem?

    /// The bar showing this item (several bars can't share an item on iOS either).
    weak var _tabBar: UITabBar?

    public override init() {
        _systemItem = nil
        super.init()
    }

    /// An item with a title, an image (used selected too) and a `tag`.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with a title, an image, and the image shown while its tab is selected.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// An item with the system's title and image for `systemItem`, which can't be changed.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        _systemItem = systemItem
        super.init()
        super.title = systemItem._title
        super.image = _UITabBarSystemImages.image(for: systemItem)
        self.tag = tag
    }

    /// Ignored for a system item (its title is fixed), as on iOS.
    open override var title: String? {
        get { super.title }
        set {
            guard _systemItem == nil, newValue != super.title else { return }
            super.title = newValue
            _changed()
        }
    }

    /// Ignored for a system item (its image is fixed), as on iOS.
    open override var image: UIImage? {
        get { super.image }
        set {
            guard _systemItem == nil, newValue !== super.image else { return }
            super.image = newValue
            _changed()
        }
    }

    open override var isEnabled: Bool {
        get { super.isEnabled }
        set {
            guard newValue != super.isEnabled else { return }
            super.isEnabled = newValue
            _changed()
        }
    }

    /// The image shown while the tab is selected (nil: `image`).
    open var selectedImage: UIImage? {
        didSet { if selectedImage !== oldValue { _changed() } }
    }

    /// The text of the badge drawn at the image's top trailing corner; nil hides it. An empty
    /// string shows a small dot.
    open var badgeValue: String? {
        didSet { if badgeValue != oldValue { _changed() } }
    }

    /// The badge's background (nil: system red).
    open var badgeColor: UIColor? {
        didSet { if badgeColor !== oldValue { _changed() } }
    }

    /// Moves the title (positive `vertical` moves it down).
    open var titlePositionAdjustment: UIOffset = .zero {
        didSet { if titlePositionAdjustment != oldValue { _changed() } }
    }


    /// Badge text attributes per control state (`.normal`, `.selected`…), see
    /// `setBadgeTextAttributes(_:for:)`.
    var _badgeTextAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The badge text's attributes in `state`: `.foregroundColor` (white by default) and
    /// `.font` (13 pt). `.normal` applies to states without their own.
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        _badgeTextAttributes[state.rawValue] = textAttributes
        _changed()
    }

    /// The badge text attributes set for `state` (nil when none were).
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        _badgeTextAttributes[state.rawValue]
    }

    private func _changed() { _tabBar?._itemDidChange(self) }
    /// A `UIBarItem` property the tab shows changed (`imageInsets`, accessibility text…).
    override func _barItemDidChange() { _changed() }
}

extension UITabBarItem.SystemItem {
    /// The title iOS shows for the system item.
    var _title: String {
        switch self {
        case .more: "More"
        case .favorites: "Favorites"
        case .featured: "Featured"
        case .topRated: "Top Rated"
        case .recents: "Recents"
        case .contacts: "Contacts"
        case .history: "History"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .downloads: "Downloads"
        case .mostRecent: "Most Recent"
        case .mostViewed: "Most Viewed"
        }
    }
}
