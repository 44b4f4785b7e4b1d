//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A position in the text of a `UITextInput` object. Abstract: each text object subclasses it
/// with what identifies a place in its own storage (`UITextField` uses an offset in UTF-16
/// units), and only that object compares, offsets and converts its positions.
@preconcurrency @MainActor open class UITextPosition: NSObject {
    /// A position; subclasses add what locates it.
    public override init() { super.init() }
}
