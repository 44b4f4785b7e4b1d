//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

extension UITextField {
    /// How a text field's border is drawn (Apple's raw values).
    public enum BorderStyle: Int, Sendable {
        /// No border (the default in code).
        case none = 0
        /// A thin rectangle.
        case line = 1
        /// A bezelled rectangle, as on early iOS.
        case bezel = 2
        /// A rounded rectangle on a light fill (Interface Builder's default); the `background`
        /// image is ignored in this style.
        case roundedRect = 3
    }

    /// When an overlay view (the clear button, `leftView`, `rightView`) shows (Apple's raw values).
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never = 0
        /// Only while the field is being edited.
        case whileEditing = 1
        /// Only while it is not.
        case unlessEditing = 2
        /// Always.
        case always = 3
    }

    /// Why editing ended (`textFieldDidEndEditing(_:reason:)`); on iOS always `.committed`.
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned first responder.
        case committed = 0
        /// Editing was cancelled (tvOS only).
        case cancelled = 1
    }

    /// Posted when a text field begins editing (the object is the field).
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted when the user changes a text field's text (not when code sets it).
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when a text field ends editing; the userInfo has `didEndEditingReasonUserInfoKey`.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    /// The userInfo key of `textDidEndEditingNotification` holding the `DidEndEditingReason` raw value.
    nonisolated public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReason"
}

extension UITextField.ViewMode {
    /// Whether an overlay in this mode shows while the field is (or isn't) editing.
    func _shows(editing: Bool) -> Bool {
        switch self {
        case .never: return false
        case .always: return true
        case .whileEditing: return editing
        case .unlessEditing: return !editing
        }
    }
}
