//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// What a search bar asks and tells its delegate. Every method is optional: the extension's
/// defaults answer as iOS does (true for the questions).
@preconcurrency @MainActor public protocol UISearchBarDelegate: UIBarPositioningDelegate {
    /// Whether editing may begin (true).
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing began.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether editing may end (true).
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The user changed the text (also when it is cleared), with the whole new text.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether a user change of `range` to `text` may happen (true).
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Return (the Search key) was pressed.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The bookmark button was tapped.
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// The Cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The results list button was tapped.
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    /// The user picked another scope button.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    /// True.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// True.
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// True.
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
