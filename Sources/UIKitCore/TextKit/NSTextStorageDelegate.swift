//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// What a text storage tells its delegate while it processes an edit (inside
/// `processEditing()`): `willProcessEditing` before attributes are fixed (the delegate may still
/// change characters and attributes), `didProcessEditing` after (attributes only: syntax
/// colouring goes here), both before the layout managers hear of the edit. Both methods are
/// optional. The range is the edited range in the text as it is now, the delta how much longer
/// the edit made the text.
public protocol NSTextStorageDelegate: NSObjectProtocol {
    /// The storage is about to process an edit.
    func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
                     range editedRange: NSRange, changeInLength delta: Int)
    /// The storage processed an edit; its layout managers are told next.
    func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                     range editedRange: NSRange, changeInLength delta: Int)
}

extension NSTextStorageDelegate {
    /// Does nothing.
    public func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
                            range editedRange: NSRange, changeInLength delta: Int) {}
    /// Does nothing.
    public func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                            range editedRange: NSRange, changeInLength delta: Int) {}
}
