//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

// UIKitTestHost: what an assistive-technology user does beyond tapping: the custom actions of
// an element (VoiceOver's actions rotor).
extension UIKitTestHost {
    /// The names of `view`'s custom actions, in order, as VoiceOver's actions rotor lists them
    /// (empty when the view is hidden, transparent or off-screen: a user cannot reach it).
    public func accessibilityCustomActionNames(of view: UIView) -> [String] {
        guard firstVisibleView({ $0 === view }) != nil else { return [] }
        return (view.accessibilityCustomActions ?? []).map(\.name)
    }

    /// Performs `view`'s custom action named `name` as a VoiceOver user picking it from the
    /// actions rotor does; returns the action's result (false, with a warning, when the view
    /// cannot be seen or has no such action).
    @discardableResult
    public func performAccessibilityCustomAction(named name: String, of view: UIView) -> Bool {
        guard firstVisibleView({ $0 === view }) != nil else {
            UIKitLog.warning("UIKitTestHost: \(Swift.type(of: view)) is not visible; its custom action \"\(name)\" cannot be performed", category: "UIKitTesting")
            return false
        }
        guard let action = view.accessibilityCustomActions?.first(where: { $0.name == name }) else {
            UIKitLog.warning("UIKitTestHost: \(Swift.type(of: view)) has no custom action \"\(name)\"", category: "UIKitTesting")
            return false
        }
        let result = action._perform()
        window.layoutIfNeeded()
        return result
    }
}
