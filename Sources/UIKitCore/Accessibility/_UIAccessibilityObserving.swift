//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The seam to the platform's accessibility bridge (UIKitATSPI): what it is told as it happens.

/// What an accessibility bridge is told as it happens.
package enum _UIAccessibilityEvent {
    /// `UIAccessibility.post(notification:argument:)` was called.
    case notification(UIAccessibility.Notification, Any?)
    /// A window's first responder changed (keyboard focus moved).
    case firstResponderChanged
    /// A control sent `.valueChanged` (a switch flipped, a slider moved: by the user or an AT).
    case valueChanged(UIControl)
    /// A text field's or text view's caret or selection moved without an edit (arrow keys, a
    /// tap), or a table view selected a row, or a collection view an item.
    case selectionChanged(UIView)
    /// A control was enabled or disabled.
    case enabledChanged(UIControl)
    /// A view's accessibility name changed with its content (a label's text, when no
    /// `accessibilityLabel` was set).
    case nameChanged(UIView)
}

/// The platform's accessibility bridge (UIKitATSPI's `_ATSPIBridge`), installed as
/// `UIAccessibility._observer` while it runs; nil otherwise, and then nothing is done.
@MainActor package protocol _UIAccessibilityObserving: AnyObject {
    /// Called for each notification posted, each first responder change and each value change.
    func accessibilityEvent(_ event: _UIAccessibilityEvent)
}
