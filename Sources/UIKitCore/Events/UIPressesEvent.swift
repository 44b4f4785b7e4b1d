//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// An event carrying button presses (hardware keyboard keys).
@preconcurrency @MainActor open class UIPressesEvent: UIEvent {
    var _presses: [UIPress] = []
    /// Presses whose phase changed in the delivery in progress.
    var _changedPresses: [UIPress] = []

    public override init() { super.init(); _type = .presses }

    /// Every press of the event (those still down and those that changed).
    open var allPresses: Set<UIPress> { Set(_presses) }

    /// The presses delivered to `gesture`.
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> {
        Set(_presses.filter { p in p._recognizers.contains { $0 === gesture } })
    }
}
