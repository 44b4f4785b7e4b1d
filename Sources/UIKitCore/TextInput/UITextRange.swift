//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A range of the text of a `UITextInput` object, from `start` to `end`. Abstract: each text
/// object subclasses it (with its own `UITextPosition` subclass) and overrides `start`, `end`
/// and `isEmpty`.
@preconcurrency @MainActor open class UITextRange: NSObject {
    /// A range; subclasses add its ends.
    public override init() { super.init() }

    /// Whether the range holds no text (a caret). The base implementation compares `start` and
    /// `end` with `isEqual(_:)`; subclasses override it with their own comparison.
    open var isEmpty: Bool { start.isEqual(end) }

    /// The start of the range. Subclasses must override it; the base logs an error and returns
    /// a position of no text object.
    open var start: UITextPosition {
        UIKitLog.error("\(type(of: self)) must override UITextRange.start", category: "TextInput")
        return UITextPosition()
    }

    /// The end of the range. Subclasses must override it; the base logs an error and returns a
    /// position of no text object.
    open var end: UITextPosition {
        UIKitLog.error("\(type(of: self)) must override UITextRange.end", category: "TextInput")
        return UITextPosition()
    }
}
