//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import UICatalog

/// Launching the catalog on a page, as `--page` does, for the page tests.
@MainActor enum CatalogTestSupport {
    /// Launches the catalog (its app delegate, in a window of `size`) on `page` and returns the
    /// host and the page's controller, found where the user sees it (beside the list, or pushed
    /// on it in a narrow window). The caller invalidates the host.
    static func open<T: UIViewController>(_ page: CatalogPage, as: T.Type = T.self,
                                          size: CGSize = CGSize(width: 390, height: 844)) throws -> (UIKitTestHost, T) {
        CatalogAppDelegate.initialPage = page
        defer { CatalogAppDelegate.initialPage = nil }
        let host = UIKitTestHost(appDelegate: CatalogAppDelegate(), infoDictionary: nil, size: size)
        host.advance(by: 0.3)
        let root = try #require(host.window.rootViewController as? CatalogSplitViewController)
        let shown = try #require(root.shownController as? T, "the \(page) page is not on screen")
        return (host, shown)
    }

    /// The view identified `id` on screen, as a `T`.
    static func find<T: UIView>(_ host: UIKitTestHost, _ id: String, as: T.Type = T.self) throws -> T {
        try #require(host.view(withAccessibilityIdentifier: id) as? T, "no \(T.self) \(id) on screen")
    }
}
