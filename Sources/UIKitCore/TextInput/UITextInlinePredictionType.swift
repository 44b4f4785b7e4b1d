//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// Whether the keyboard shows inline predictions of the next words
/// (`UITextInputTraits.inlinePredictionType`, iOS 17; default `.default`). Linux makes no
/// predictions: the value is kept for the app to read.
public enum UITextInlinePredictionType: Int, Sendable {
    /// The system default.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}
