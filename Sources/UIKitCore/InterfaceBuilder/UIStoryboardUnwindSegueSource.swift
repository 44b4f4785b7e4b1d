//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// Where an unwind segue starts, as containers see it while UIKit looks for its destination.

/// The origin of an unwind segue: the controller it starts from, its unwind action and sender,
/// handed to `allowedChildrenForUnwinding(from:)` and `childContaining(_:)`.
@preconcurrency @MainActor open class UIStoryboardUnwindSegueSource: NSObject {
    /// The controller the unwind segue starts from.
    open private(set) var sourceViewController: UIViewController
    /// The unwind action (`unwindToHome:`) the destination implements.
    open private(set) var unwindAction: Selector
    /// The object that triggered the segue (a control, or what `performSegue` was given).
    open private(set) var sender: Any?

    init(source: UIViewController, action: Selector, sender: Any?) {
        sourceViewController = source
        unwindAction = action
        self.sender = sender
        super.init()
    }
}
