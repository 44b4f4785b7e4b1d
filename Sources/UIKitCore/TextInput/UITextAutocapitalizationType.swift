//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// When the keyboard turns on Shift by itself (`UITextInputTraits.autocapitalizationType`;
/// default `.sentences`). A hardware keyboard on Linux types what the user presses: the value is
/// kept for the app to read.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Never.
    case none = 0
    /// At the start of each word.
    case words = 1
    /// At the start of each sentence (the default).
    case sentences = 2
    /// Every character.
    case allCharacters = 3
}
