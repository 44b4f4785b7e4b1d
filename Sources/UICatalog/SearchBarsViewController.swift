//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The Search Bars page, as Apple's UIKitCatalog shows its default and custom search bars: a
/// default bar (a Cancel button while editing), a minimal one, one with scope buttons, one whose
/// field holds two tokens (Backspace at the start of its text selects, then deletes, the last),
/// and a tinted one with a bookmark button. A status label shows what the bars' delegate heard:
/// the text typed, the scope picked, Search, Cancel and Bookmark.
final class SearchBarsViewController: CatalogCasesViewController, UISearchBarDelegate {
    let defaultBar = UISearchBar()
    let minimalBar = UISearchBar()
    let scopeBar = UISearchBar()
    /// The token demo (as the old Text page showed it: minimal, with scopes and two tokens).
    let tokenBar = UISearchBar()
    let customBar = UISearchBar()
    let statusLabel = UILabel.catalogStatus("search.status", text: "Type in a search bar.")

    /// Each bar's case title, for the status label.
    private var names: [ObjectIdentifier: String] = [:]

    override func makeCases() -> [CatalogCase] {
        defaultBar.placeholder = "Search"
        minimalBar.placeholder = "Search"
        minimalBar.searchBarStyle = .minimal
        scopeBar.placeholder = "Search produce"
        scopeBar.scopeButtonTitles = ["All", "Fruit", "Vegetables"]
        scopeBar.showsScopeBar = true
        tokenBar.placeholder = "Search fruit"
        tokenBar.searchBarStyle = .minimal
        tokenBar.scopeButtonTitles = ["All", "Fruit", "Vegetables"]
        tokenBar.showsScopeBar = true
        tokenBar.searchTextField.tokens = [
            UISearchToken(icon: UIImage(systemName: "heart"), text: "Favourites"),
            UISearchToken(icon: UIImage(systemName: "calendar"), text: "In season"),
        ]
        customBar.placeholder = "Custom"
        customBar.tintColor = .systemPurple
        customBar.barTintColor = .systemPurple.withAlphaComponent(0.15)
        customBar.showsBookmarkButton = true
        let bars: [(UISearchBar, String, String)] = [
            (defaultBar, "Default", "search.default"), (minimalBar, "Minimal", "search.minimal"), (scopeBar, "Scope Buttons", "search.scope"),
            (tokenBar, "Tokens", "text.search"), (customBar, "Custom", "search.custom"),
        ]
        for (bar, name, id) in bars {
            bar.delegate = self
            bar.accessibilityIdentifier = id
            names[ObjectIdentifier(bar)] = name
        }
        return [
            CatalogCase("Default", defaultBar, footer: "A Cancel button shows while it is edited.", fills: true),
            CatalogCase("Minimal", minimalBar, footer: "searchBarStyle = .minimal: no bar background.", fills: true),
            CatalogCase("Scope Buttons", scopeBar, fills: true),
            CatalogCase("Tokens", tokenBar, footer: "Backspace at the start of the text selects the last token, then deletes it.", fills: true),
            CatalogCase("Custom", customBar, footer: "Tinted purple, with a bookmark button.", fills: true),
            CatalogCase("What the Delegate Heard", statusLabel, fills: true),
        ]
    }

    private func name(_ bar: UISearchBar) -> String { names[ObjectIdentifier(bar)] ?? "Search bar" }

    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
        if searchBar === defaultBar { searchBar.setShowsCancelButton(true, animated: true) }
    }

    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
        if searchBar === defaultBar { searchBar.setShowsCancelButton(false, animated: true) }
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        var text = "\(name(searchBar)): \"\(searchText)\""
        if let scopes = searchBar.scopeButtonTitles, searchBar.showsScopeBar, scopes.indices.contains(searchBar.selectedScopeButtonIndex) {
            text += " in \(scopes[searchBar.selectedScopeButtonIndex])"
        }
        let tokens = searchBar.searchTextField.tokens.count
        if tokens > 0 { text += " with \(tokens) token\(tokens == 1 ? "" : "s")" }
        statusLabel.text = text
    }

    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        statusLabel.text = "\(name(searchBar)): scope \(searchBar.scopeButtonTitles?[selectedScope] ?? "")"
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        statusLabel.text = "\(name(searchBar)): Search for \"\(searchBar.text ?? "")\""
        searchBar.resignFirstResponder()
    }

    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        statusLabel.text = "\(name(searchBar)): Cancel"
        searchBar.text = ""
        searchBar.resignFirstResponder()
    }

    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {
        statusLabel.text = "\(name(searchBar)): Bookmark"
    }
}
