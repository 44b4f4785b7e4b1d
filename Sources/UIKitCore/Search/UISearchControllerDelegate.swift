//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// What a search controller tells its delegate as it presents and dismisses its search
/// interface. Every method is optional.
///
/// When the search begins (the user taps the field, or `isActive = true`):
/// `presentSearchController(_:)`, whose default shows the search interface, wrapped in
/// `willPresentSearchController(_:)` before it and `didPresentSearchController(_:)` once it is
/// shown. When it ends (Cancel, a tap on the dimmed content, or `isActive = false`):
/// `willDismissSearchController(_:)`, then `didDismissSearchController(_:)`.
@preconcurrency @MainActor public protocol UISearchControllerDelegate: AnyObject {
    /// The search interface is about to be shown automatically.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search interface was shown automatically.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search interface is about to be hidden automatically.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search interface was hidden automatically.
    func didDismissSearchController(_ searchController: UISearchController)
    /// Shows the search interface. The default shows it over the content below the search bar;
    /// an implementation replaces that presentation, typically calling
    /// `present(searchController, animated:)` on a controller (the interface then shows the same way).
    func presentSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Does nothing.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didDismissSearchController(_ searchController: UISearchController) {}
    /// Shows the search interface over the content below the search bar (the default presentation).
    public func presentSearchController(_ searchController: UISearchController) {
        searchController._showSearchInterface()
    }
}
