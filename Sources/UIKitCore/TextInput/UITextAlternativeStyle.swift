//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// How text inserted with alternatives should look (`UITextInput.insertText(_:alternatives:style:)`, iOS 16).
public enum UITextAlternativeStyle: Int, Sendable {
    /// No special style.
    case none = 0
    /// The text was recognised with low confidence (dictation).
    case lowConfidence = 1
}
