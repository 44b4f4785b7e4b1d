//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKit

// The desktop's appearance and text size as a test drives them: live changes.

extension UIKitTestHost {
    /// Switches the desktop's appearance, as a user would in the desktop's settings (a live
    /// change): the screen's traits change, every view whose traits change is told
    /// (`traitCollectionDidChange(_:)`, trait-change registrations), views using dynamic colours
    /// repaint, then one frame runs. The host puts the style back to light when it is invalidated.
    ///
    ///     host.setUserInterfaceStyle(.dark)
    ///     #expect(host.window.traitCollection.userInterfaceStyle == .dark)
    public func setUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
        UIScreen._setDesktopStyle(style)
        headless.runFrame()
    }

    /// Changes the user's preferred text size (Dynamic Type), as the desktop's text scaling would:
    /// views are told their traits changed, labels with `adjustsFontForContentSizeCategory` resize
    /// their text style fonts, `UIContentSizeCategory.didChangeNotification` is posted, then one
    /// frame runs. The host puts it back to `.large` when it is invalidated.
    public func setPreferredContentSizeCategory(_ category: UIContentSizeCategory) {
        UIScreen._setDesktopContentSize(category)
        headless.runFrame()
    }

    /// The desktop's appearance now (light unless a test or `UIKIT_INTERFACE_STYLE` changed it).
    public var userInterfaceStyle: UIUserInterfaceStyle { UIScreen.main.traitCollection.userInterfaceStyle }
}
