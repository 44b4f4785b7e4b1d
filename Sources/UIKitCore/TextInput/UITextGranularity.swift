//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// A unit of text for `UITextInputTokenizer` queries.
public enum UITextGranularity: Int, Sendable {
    /// A character (a grapheme cluster: what the user sees as one character).
    case character = 0
    /// A word.
    case word = 1
    /// A sentence.
    case sentence = 2
    /// A paragraph.
    case paragraph = 3
    /// A line.
    case line = 4
    /// The whole document.
    case document = 5
}
