//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Animations alongside a context menu's appearance or dismissal.
@preconcurrency @MainActor public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The view controller the configuration's preview provider made (nil when the preview is the
    /// pressed view itself).
    var previewViewController: UIViewController? { get }
    /// Adds animations to run alongside the menu's own transition. On Linux: they run in a 0.25 s
    /// `UIView` animation (there is no system transition to join).
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a closure to run once the transition (and the added animations) has finished.
    func addCompletion(_ completion: @escaping () -> Void)
}
