//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UISearchController's search: beginning and ending it, following its bar (text, Cancel, scope),
// and showing its interface (dimming and results) over the content below the bar.
//
// Beginning: `willPresentSearchController`, `presentSearchController` (whose default shows the
// interface), Cancel and the scope bar appear, `updateSearchResults(for:)`, then
// `didPresentSearchController` once the interface has faded in. Ending: the field resigns (the
// bar's delegate hears `searchBarTextDidEndEditing`), `willDismissSearchController`, the text
// is cleared, Cancel and the scope bar go, `updateSearchResults(for:)` with the empty text, and
// `didDismissSearchController` once the interface has faded out.
extension UISearchController {
    /// How long the interface takes to fade in or out.
    static let _fadeDuration: TimeInterval = 0.25

    // MARK: Beginning and ending

    /// Begins the search; `automatic` presentations tell the delegate (an explicit
    /// `present(_:animated:)` does not, as documented for `willPresentSearchController`).
    func _beginSearch(automatic: Bool = true) {
        guard !_isActive else { return }
        guard searchBar.window != nil else {
            return UIKitLog.warning("UISearchController: isActive = true ignored: the search bar is not in a window", category: "UISearchController")
        }
        _isActive = true
        _presentationSerial += 1
        let serial = _presentationSerial
        if automatic { delegate?.willPresentSearchController(self) }
        if automatic, let d = delegate { d.presentSearchController(self) } else { _showSearchInterface() }
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: searchBar.window != nil) }
        _updateScopeBar()
        // Tokens count as search criteria, as text does (⚠ iOS documents the text only).
        if automaticallyShowsSearchResultsController { _setShowsResults(!(searchBar.text ?? "").isEmpty || !searchBar.searchTextField.tokens.isEmpty) }
        _navigationStateDidChange()
        searchResultsUpdater?.updateSearchResults(for: self)
        _fade(in: true) { [weak self] in
            guard automatic, let self, self._presentationSerial == serial, self._isActive else { return }
            self.delegate?.didPresentSearchController(self)
        }
    }

    func _endSearch() {
        guard _isActive else { return }
        _isActive = false
        _presentationSerial += 1
        let serial = _presentationSerial
        let field = searchBar.searchTextField
        if field.isFirstResponder { _ = field.resignFirstResponder() }
        delegate?.willDismissSearchController(self)
        searchBar.text = ""
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: searchBar.window != nil) }
        _updateScopeBar()
        _showsResults = false
        _navigationStateDidChange()
        searchResultsUpdater?.updateSearchResults(for: self)
        _fade(in: false) { [weak self] in
            guard let self, self._presentationSerial == serial, !self._isActive else { return }
            self._removeSearchInterface()
            self.delegate?.didDismissSearchController(self)
        }
    }

    /// Fades the interface in or out (at once when it is not in a window), then runs `done`.
    private func _fade(in show: Bool, done: @escaping @MainActor () -> Void) {
        guard let v = _interfaceView, v.superview != nil else { return done() }
        v.layoutIfNeeded()
        guard v.window != nil else {
            v.alpha = show ? 1 : 0
            return done()
        }
        if show { v.alpha = 0 }
        UIView.animate(withDuration: Self._fadeDuration, animations: { v.alpha = show ? 1 : 0 },
                       completion: { _ in done() })
    }

    // MARK: Following the bar

    /// The field began editing (after the bar's delegate heard it): the search begins, or, when
    /// it is already active, the results are updated (the bar became first responder).
    func _searchBarDidBeginEditing() {
        if _isActive { searchResultsUpdater?.updateSearchResults(for: self) } else { _beginSearch() }
    }

    /// The user changed the text (after the bar's delegate heard it).
    func _searchBarTextDidChange() {
        if !_isActive { _beginSearch() }
        guard _isActive else { return }
        // Tokens count as search criteria, as text does (⚠ iOS documents the text only).
        if automaticallyShowsSearchResultsController { _setShowsResults(!(searchBar.text ?? "").isEmpty || !searchBar.searchTextField.tokens.isEmpty) }
        if scopeBarActivation == .onTextEntry { _updateScopeBar() }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// Cancel was tapped (after the bar's delegate heard it): the search ends.
    func _searchBarCancelTapped() {
        if _isActive { _endSearch() } else { searchBar.text = "" }
    }

    /// The user picked another scope (after the bar's delegate heard it).
    func _searchBarScopeDidChange() {
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The bar entered or left a window (a navigation bar showing another item, say): the
    /// interface shows only while its bar does.
    func _searchBarWindowDidChange() {
        _interfaceView?.isHidden = searchBar.window == nil
        _interfaceView?.setNeedsLayout()
    }

    /// Shows or hides the scope bar as `scopeBarActivation` says for the current state.
    func _updateScopeBar() {
        guard !(searchBar.scopeButtonTitles ?? []).isEmpty else { return }
        let want: Bool
        switch scopeBarActivation {
        case .manual: return
        case .automatic, .onSearchActivation: want = _isActive
        case .onTextEntry: want = _isActive && !(searchBar.text ?? "").isEmpty
        }
        guard want != searchBar.showsScopeBar, want || _showedScopeBar else { return }
        _showedScopeBar = want
        searchBar.showsScopeBar = want
        _navigationStateDidChange()
    }

    func _setShowsResults(_ shows: Bool) {
        let shows = shows && _isActive
        guard shows != _showsResults else { return }
        _showsResults = shows
        _interfaceView?._resultsVisibilityDidChange()
    }

    /// The navigation bar showing the bar lays out again (its height follows the search state).
    func _navigationStateDidChange() {
        guard let item = _searchNavigationItem, let bar = item._bar else { return }
        bar._searchStateDidChange(for: item, animated: bar.window != nil)
        _interfaceView?.setNeedsLayout()
    }

    // MARK: The interface

    /// Where the interface goes: the view it is added to, the subview it goes below (the
    /// navigation bar), and the controller it becomes a child of.
    private func _presentationContext() -> (container: UIView, below: UIView?, parent: UIViewController?)? {
        if let navBar = _searchNavigationItem?._bar, navBar.superview != nil {
            if let nc = navBar._managingController, let v = nc.viewIfLoaded, navBar.superview === v { return (v, navBar, nc) }
            return (navBar.superview!, navBar, navBar.superview?._enclosingViewController)
        }
        guard var vc = searchBar._enclosingViewController else {
            guard let w = searchBar.window else { return nil }
            return (w, nil, nil)
        }
        while !vc.definesPresentationContext, let p = vc.parent { vc = p }
        guard let v = vc.viewIfLoaded else { return nil }
        return (v, nil, vc)
    }

    /// The default presentation: the interface view goes over the content below the search bar.
    package func _showSearchInterface() {
        guard _isActive, let ctx = _presentationContext() else { return }
        let v = view!
        if let p = ctx.parent, parent !== p {
            if parent != nil { removeFromParent() }
            p.addChild(self)
            _hostController = p
        }
        if let below = ctx.below { ctx.container.insertSubview(v, belowSubview: below) } else { ctx.container.addSubview(v) }
        v.frame = ctx.container.bounds
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        v.isHidden = false
        v.setNeedsLayout()
        if parent != nil { didMove(toParent: parent) }
    }

    /// `present(searchController, animated:)` from any controller, while the search bar is in a
    /// window (a delegate's `presentSearchController`, say): the interface shows in place, and the
    /// search begins if it had not. False (an ordinary modal presentation follows) otherwise.
    func _presentInPlace() -> Bool {
        guard searchBar.window != nil else { return false }
        if _isActive { _showSearchInterface() } else { _beginSearch(automatic: false) }
        return true
    }

    /// Takes the interface view away once the search has ended.
    func _removeSearchInterface() {
        guard let v = _interfaceView, v.superview != nil else { return }
        if parent != nil { willMove(toParent: nil) }
        v.removeFromSuperview()
        v.alpha = 1
        if parent != nil { removeFromParent() }
        _hostController = nil
    }
}

extension UIView {
    /// The view controller whose view contains this one (the nearest).
    var _enclosingViewController: UIViewController? {
        var v: UIView? = self
        while let cur = v {
            if let vc = cur._viewController, vc.viewIfLoaded === cur { return vc }
            v = cur.superview
        }
        return nil
    }
}
