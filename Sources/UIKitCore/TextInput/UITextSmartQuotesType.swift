//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// Whether straight quotes become typographic quotes while typing
/// (`UITextInputTraits.smartQuotesType`, iOS 11; default `.default`). Kept for the app to read.
public enum UITextSmartQuotesType: Int, Sendable {
    /// The system default.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}
