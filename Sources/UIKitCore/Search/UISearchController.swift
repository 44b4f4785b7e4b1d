//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A view controller that runs a search from its own `searchBar`: it shows a Cancel button,
/// dims the content and shows the results controller while the search is active, and asks
/// `searchResultsUpdater` to update the results as the text changes.
///
/// Place the bar with `UINavigationItem.searchController` (the navigation bar shows it below the
/// title) or anywhere in a view hierarchy (a table's header, for instance). The search begins
/// when the user taps the field or code sets `isActive = true`, and ends with Cancel, a tap on
/// the dimmed content or `isActive = false`. The bar's `delegate` stays free for the app: the
/// controller follows the bar after the delegate has been told.
///
/// On Linux the search interface is shown in place (over the content below the search bar, in
/// the navigation controller's or presentation context's view) rather than modally:
/// `presentingViewController` stays nil while it is active.
@preconcurrency @MainActor open class UISearchController: UIViewController {
    /// When the scope bar shows (Apple's raw values, iOS 16).
    public enum ScopeBarActivation: Int, Sendable {
        /// As the system decides: while the search is active.
        case automatic = 0
        /// Only when the app sets the bar's `showsScopeBar`.
        case manual = 1
        /// Once the user has typed text.
        case onTextEntry = 2
        /// While the search is active.
        case onSearchActivation = 3
    }

    private var _bar: UISearchBar?
    private var _results: UIViewController?
    var _isActive = false
    var _showsResults = false
    /// The scope bar was shown by the controller (so ending the search hides it again).
    var _showedScopeBar = false
    /// The navigation item showing the bar (weak; set by the item).
    weak var _searchNavigationItem: UINavigationItem?
    /// The controller the search interface was added to while it shows.
    weak var _hostController: UIViewController?
    /// Counts presentations, so a finished animation can tell it is stale.
    var _presentationSerial = 0

    // MARK: Init

    /// A search controller showing its results in `searchResultsController`, or in the
    /// searchable content itself when nil.
    public convenience init(searchResultsController: UIViewController?) {
        self.init(nibName: nil, bundle: nil)
        _results = searchResultsController
        if let r = searchResultsController { addChild(r); r.didMove(toParent: self) }
    }

    /// A search controller without a results controller (the content shows the results).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        _commonSearchControllerInit()
    }

    /// Makes a search controller from an archive. On Linux nothing is decoded: it has no results
    /// controller.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _commonSearchControllerInit()
    }

    private func _commonSearchControllerInit() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: UISearchBar._barHeight))
        bar._searchController = self
        _bar = bar
    }

    // MARK: What it manages

    /// The search bar the controller runs (its own; put it in the interface).
    open var searchBar: UISearchBar { _bar! }
    /// The controller showing the results (nil: the searchable content shows them).
    open var searchResultsController: UIViewController? { _results }
    /// Updates the results as the search text changes (weak).
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// Told as the search interface is presented and dismissed (weak).
    open weak var delegate: UISearchControllerDelegate?
    /// Suggestions for the search (iOS 16). On Linux: stored only; none are shown.
    open var searchSuggestions: [any UISearchSuggestion]?

    // MARK: State

    /// Whether the search interface is shown. Setting true begins the search (as a tap on the
    /// field does, without making the field first responder); setting false ends it: editing
    /// ends, the text is cleared and the results and dimming go away.
    open var isActive: Bool {
        get { _isActive }
        set { newValue ? _beginSearch() : _endSearch() }
    }

    /// Whether the content below the search bar is dimmed while the search is active (true); a
    /// tap on the dimmed content ends the search.
    open var obscuresBackgroundDuringPresentation = true { didSet { _interfaceView?.setNeedsLayout() } }
    /// The former name of `obscuresBackgroundDuringPresentation` (deprecated in iOS 12).
    @available(*, deprecated, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar's title row and large title hide while the search is active, so
    /// the search bar moves to the bar's top (true). On Linux this applies to a search bar shown
    /// by `UINavigationItem.searchController`; a bar placed elsewhere leaves the navigation bar as it is.
    open var hidesNavigationBarDuringPresentation = true { didSet { if _isActive { _navigationStateDidChange() } } }
    /// Whether the bar shows its Cancel button while the search is active (true, iOS 13).
    open var automaticallyShowsCancelButton = true
    /// Whether the scope bar shows while the search is active (true, iOS 13): the same as
    /// `scopeBarActivation` being other than `.manual`.
    open var automaticallyShowsScopeBar: Bool {
        get { scopeBarActivation != .manual }
        set { scopeBarActivation = newValue ? .automatic : .manual }
    }
    /// When the scope bar shows (`.automatic`, iOS 16).
    open var scopeBarActivation: ScopeBarActivation = .automatic { didSet { if _isActive { _updateScopeBar() } } }
    /// Whether the results controller's view is shown (iOS 13). With
    /// `automaticallyShowsSearchResultsController` it follows the text: shown once it is not
    /// empty. Setting it while the search is inactive has no effect.
    open var showsSearchResultsController: Bool {
        get { _showsResults }
        set { _setShowsResults(newValue) }
    }
    /// Whether the results controller shows once the search text is not empty (true, iOS 13).
    open var automaticallyShowsSearchResultsController = true

    // MARK: Presentation

    /// Dismissing a search controller that shows its interface ends the search (iOS dismisses
    /// its presentation); otherwise as for any controller.
    open override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard _isActive, presentedViewController == nil else { return super.dismiss(animated: flag, completion: completion) }
        _endSearch()
        completion?()
    }

    /// The controller's view: transparent to touches outside the dimming and results views.
    open override func loadView() {
        view = _UISearchControllerView(controller: self)
    }

    var _interfaceView: _UISearchControllerView? { viewIfLoaded as? _UISearchControllerView }
}
