//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The object that updates search results as the user types into a search controller's bar
/// (`UISearchController.searchResultsUpdater`).
@preconcurrency @MainActor public protocol UISearchResultsUpdating: AnyObject {
    /// Called when the search bar becomes first responder (the search begins), on each change of
    /// its text, when the scope changes and when the search ends (the text is then empty).
    func updateSearchResults(for searchController: UISearchController)
    /// The user picked a search suggestion (iOS 16). Optional: the default updates the results
    /// with `updateSearchResults(for:)`.
    func updateSearchResults(for searchController: UISearchController, selecting searchSuggestion: any UISearchSuggestion)
}

extension UISearchResultsUpdating {
    /// Calls `updateSearchResults(for:)`.
    public func updateSearchResults(for searchController: UISearchController, selecting searchSuggestion: any UISearchSuggestion) {
        updateSearchResults(for: searchController)
    }
}
