//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// The look of the on-screen keyboard (`UITextInputTraits.keyboardAppearance`; default
/// `.default`). Linux has no on-screen keyboard: the value is kept for the app to read.
public enum UIKeyboardAppearance: Int, Sendable {
    /// The system default.
    case `default` = 0
    /// Dark.
    case dark = 1
    /// Light.
    case light = 2

    /// The old name of `.dark` (deprecated on iOS 7).
    @available(*, deprecated, renamed: "dark")
    public static var alert: UIKeyboardAppearance { .dark }
}
