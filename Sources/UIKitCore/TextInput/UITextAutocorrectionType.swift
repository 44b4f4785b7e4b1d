//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// Whether autocorrection is on while typing (`UITextInputTraits.autocorrectionType`; default
/// `.default`). Linux has no autocorrection: the value is kept for the app to read.
public enum UITextAutocorrectionType: Int, Sendable {
    /// The system default for the text object.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}
