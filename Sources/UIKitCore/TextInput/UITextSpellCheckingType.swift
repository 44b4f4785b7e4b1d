//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// Whether spell checking is on (`UITextInputTraits.spellCheckingType`; default `.default`).
/// Linux has no spell checker here: the value is kept for the app to read.
public enum UITextSpellCheckingType: Int, Sendable {
    /// The system default (on while autocorrection is on).
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}
