//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// How a text object tells the text input system that its text or selection changed by means
/// other than the system's own calls (code setting the text, a tap moving the caret), so that
/// the system can forget what it assumed (an input-method composition, the caret's place).
///
/// The system sets itself as the `inputDelegate` of the `UITextInput` object that becomes first
/// responder in the key window, and clears it when that object stops being first responder. A
/// text object calls the will/did pair around each such change; it does not call them for
/// changes the system asked for (`insertText`, `setMarkedText`…).
@preconcurrency @MainActor public protocol UITextInputDelegate: AnyObject {
    /// The selection of `textInput` is about to change.
    func selectionWillChange(_ textInput: (any UITextInput)?)
    /// The selection of `textInput` changed.
    func selectionDidChange(_ textInput: (any UITextInput)?)
    /// The text of `textInput` is about to change.
    func textWillChange(_ textInput: (any UITextInput)?)
    /// The text of `textInput` changed.
    func textDidChange(_ textInput: (any UITextInput)?)
}
