//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// What a text field asks and tells its delegate, in iOS's order: should/did begin editing,
/// `shouldChangeCharactersIn` before each user change (UTF-16 range of the current text, ""
/// for a deletion), did change selection, should clear, should return, should/did end editing.
/// Every method is optional: the extension's defaults answer as iOS does when a delegate
/// doesn't implement one (true for the questions).
@preconcurrency @MainActor public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin (true); false: the field does not become first responder.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began: the field is first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end (true); false keeps the field first responder.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended (called when the delegate has no `textFieldDidEndEditing(_:reason:)`).
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, with the reason (on iOS `.committed`); the default calls
    /// `textFieldDidEndEditing(_:)`.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether a user change of `range` (UTF-16, in the current text) to `string` may happen (true).
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The caret moved or the selection changed (iOS 13).
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button (or `clearsOnBeginEditing`) may empty the field (true).
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Return was pressed; the field does not resign by itself (true).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// True: editing may begin.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// True: editing may end.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Calls `textFieldDidEndEditing(_:)`.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// True: the change happens.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// True: the field empties.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// True.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
