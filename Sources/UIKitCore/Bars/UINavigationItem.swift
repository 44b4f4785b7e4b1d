//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// What a navigation bar shows for one controller: title, prompt, buttons, back-button look.
///
/// It holds the title (or title view), prompt, left and right buttons, and how the item appears
/// as the back button of the item above it. A bar
/// showing the item follows its changes.
@preconcurrency @MainActor open class UINavigationItem: NSObject {
    /// How the back button shows the previous item's title (Apple's raw values, iOS 14).
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The previous item's `backButtonTitle` or `title`, else "Back", else the chevron alone,
        /// whichever fits.
        case `default` = 0
        /// "Back", or the chevron alone when that does not fit.
        case generic = 1
        /// The chevron alone.
        case minimal = 2
    }

    /// When the item shows a large title (Apple's raw values).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// Like the item below it; the bottom item is large when the bar prefers large titles.
        case automatic = 0
        case always = 1
        case never = 2
        /// iOS 17: the title stays in the bar.
        case inline = 3
    }

    /// The title the bar shows while this item is on top (and, by default, the back button's title
    /// while it is below the top).
    open var title: String? { didSet { if title != oldValue { _changed() } } }
    /// Shown in place of the title (centred, at its own size).
    open var titleView: UIView? { didSet { if titleView !== oldValue { _changed() } } }
    /// A line of text above the bar's content; the bar grows by 30 pt.
    open var prompt: String? { didSet { if prompt != oldValue { _changed() } } }
    /// The back button shown when this item is below the top item (its title and image; a
    /// custom view is ignored, as on iOS).
    open var backBarButtonItem: UIBarButtonItem? { didSet { _changed() } }
    /// The back button's title when this item is below the top (iOS 11).
    open var backButtonTitle: String? { didSet { if backButtonTitle != oldValue { _changed() } } }
    /// How the back button of the item above this one shows its title (iOS 14).
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { if backButtonDisplayMode != oldValue { _changed() } } }
    /// Hides the back button while this item is on top.
    open var hidesBackButton = false { didSet { if hidesBackButton != oldValue { _changed() } } }
    /// Run by the back button while this item is on top, instead of popping (iOS 16).
    open var backAction: UIAction? { didSet { _changed() } }
    /// Left items appear after the back button instead of replacing it.
    open var leftItemsSupplementBackButton = false { didSet { if leftItemsSupplementBackButton != oldValue { _changed() } } }
    /// Left to right from the leading edge.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { _changed() } }
    /// Right to left from the trailing edge: the first item is the right-most.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { _changed() } }
    /// When the bar shows this item's title large (`.automatic` by default; needs the bar's
    /// `prefersLargeTitles`).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { if largeTitleDisplayMode != oldValue { _changed() } } }

    /// The search controller whose search bar the navigation bar shows below the title while
    /// this item is on top (iOS 11). A search controller shows in one item at a time: given to
    /// another item, it leaves this one (logged).
    open var searchController: UISearchController? {
        get { _searchController }
        set { _setSearchController(newValue) }
    }
    var _searchController: UISearchController?
    /// Whether the search bar collapses as the content scrolls up, and shows again when it is
    /// scrolled back to the top (true, iOS 11).
    open var hidesSearchBarWhenScrolling = true { didSet { if hidesSearchBarWhenScrolling != oldValue { _changed() } } }
    /// Where the search bar should go (`.automatic`, iOS 16). On Linux every placement shows the
    /// bar stacked below the title (see `searchBarPlacement`).
    open var preferredSearchBarPlacement: SearchBarPlacement = .automatic { didSet { if preferredSearchBarPlacement != oldValue { _changed() } } }

    /// Override the bar's appearances while this item is on top (copied when set).
    open var standardAppearance: UINavigationBarAppearance? {
        get { _appearances[0] }
        set { _appearances[0] = newValue?.copy() as? UINavigationBarAppearance; _changed() }
    }
    /// Overrides the bar's `compactAppearance` while this item is on top (copied when set). On Linux:
    /// stored only; there is no compact size class yet.
    open var compactAppearance: UINavigationBarAppearance? {
        get { _appearances[1] }
        set { _appearances[1] = newValue?.copy() as? UINavigationBarAppearance; _changed() }
    }
    /// Overrides the bar's `scrollEdgeAppearance` while this item is on top (copied when set).
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { _appearances[2] }
        set { _appearances[2] = newValue?.copy() as? UINavigationBarAppearance; _changed() }
    }
    /// Overrides the bar's `compactScrollEdgeAppearance` while this item is on top (copied when set).
    /// On Linux: stored only.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { _appearances[3] }
        set { _appearances[3] = newValue?.copy() as? UINavigationBarAppearance; _changed() }
    }
    private var _appearances: [UINavigationBarAppearance?] = [nil, nil, nil, nil]

    /// The bar showing this item in its stack (weak; set by the bar).
    weak var _bar: UINavigationBar?

    public override init() { super.init() }
    /// An item with `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }
    /// Creates an item from an Interface Builder document (`<navigationItem key="navigationItem">`):
    /// its title, prompt, back button title and bar button items.
    public required init?(coder: NSCoder) {
        super.init()
        _decodeInterfaceBuilder(coder)
    }

    /// The first left item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { setLeftBarButton(newValue, animated: false) }
    }
    /// The first (right-most) right item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { setRightBarButton(newValue, animated: false) }
    }

    /// Sets the left items to `item` alone, or to none when nil (animated: the bar's content fades in again).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        setLeftBarButtonItems(item.map { [$0] }, animated: animated)
    }
    /// Sets the right items to `item` alone, or to none when nil (animated: the bar's content fades in again).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        setRightBarButtonItems(item.map { [$0] }, animated: animated)
    }
    /// Sets `leftBarButtonItems` (animated: the bar's content fades in again).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        _animateNextChange = animated
        leftBarButtonItems = items
    }
    /// Sets `rightBarButtonItems` (animated: the bar's content fades in again).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        _animateNextChange = animated
        rightBarButtonItems = items
    }
    /// Sets `hidesBackButton` (animated: the bar's content fades in again).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        _animateNextChange = animated
        self.hidesBackButton = hidesBackButton
    }

    var _animateNextChange = false

    func _changed() {
        let animated = _animateNextChange
        _animateNextChange = false
        _bar?._itemDidChange(self, animated: animated)
    }
}
