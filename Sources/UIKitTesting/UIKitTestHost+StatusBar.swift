//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKit

extension UIKitTestHost {
    /// A tap on the status bar (iOS's scroll-to-top gesture): `UIWindow.handleStatusBarTap()`
    /// on the host's window, then one frame. The scroll animates as the clock advances
    /// (``advance(by:)``).
    ///
    /// - Returns: Whether a scroll view started scrolling to the top.
    @discardableResult
    public func tapStatusBar() -> Bool {
        let scrolled = window.handleStatusBarTap()
        headless.runFrame()
        return scrolled
    }
}
