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

/// Every page of the catalog, opened from the list as a user opens it, in light and dark: it
/// comes on screen beside the list, shows controls or text a user can see and draws without a
/// diagnostic-worthy failure; opening the next page replaces it.
@MainActor @Suite(.serialized) struct CatalogEveryPageTests {
    /// The visible controls and labels inside `view`.
    func visibleContent(_ host: UIKitTestHost, in view: UIView) -> [UIView] {
        host.views { v in (v is UIControl || v is UILabel || v is UIImageView || v is UIScrollView) && v.isDescendant(of: view) }
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func everyPageOpensBesideTheListAndShowsItsContent(style: UIUserInterfaceStyle) throws {
        let host = UIKitTestHost(appDelegate: CatalogAppDelegate(), infoDictionary: nil, size: CGSize(width: 1024, height: 768))
        defer { host.invalidate() }
        host.setUserInterfaceStyle(style)
        host.advance(by: 0.3)
        let root = try #require(host.window.rootViewController as? CatalogSplitViewController)
        for page in CatalogPage.allCases {
            root.show(page, animated: false)
            host.advance(by: 0.3)
            #expect(root.page == page)
            let shown = try #require(root.shownController)
            #expect(shown.traitCollection.userInterfaceStyle == style)
            let content = visibleContent(host, in: shown.view)
            #expect(content.count >= 2, "the \(page) page shows \(content.count) visible views")
            // Beside the list, inside the window.
            let frame = host.frame(of: shown.view)
            #expect(frame.minX >= root.primaryColumnWidth - 1 && frame.maxX <= 1024.5, "\(page): \(frame)")
            _ = host.render()
        }
    }
}
