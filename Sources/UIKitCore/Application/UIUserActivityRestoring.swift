//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// An object that restores its state from a user activity: what an app delegate's
/// `application(_:continue:restorationHandler:)` hands to its restoration handler. Every
/// `UIResponder` is one.
@preconcurrency @MainActor public protocol UIUserActivityRestoring: AnyObject {
    /// Restores the object's state from `userActivity`.
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}

extension UIResponder: UIUserActivityRestoring {}
