//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A window scene's status bar. Desktop windows have no status bar: the frame is empty and the
/// bar counts as hidden; the style follows the scene's root view controller's
/// `preferredStatusBarStyle`, as iOS's does.
@preconcurrency @MainActor open class UIStatusBarManager: NSObject {
    private weak var windowScene: UIWindowScene?
    init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init()
    }
    /// The style the scene's top controller asks for (`childForStatusBarStyle` followed).
    open var statusBarStyle: UIStatusBarStyle {
        windowScene?.keyWindow?.rootViewController?._statusBarController.preferredStatusBarStyle ?? .default
    }
    /// True: a desktop window shows no status bar.
    open var isStatusBarHidden: Bool { true }
    /// Empty: a desktop window shows no status bar.
    open var statusBarFrame: CGRect { .zero }
}
