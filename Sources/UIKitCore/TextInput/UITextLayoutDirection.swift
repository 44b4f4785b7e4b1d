//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// A direction on screen in laid-out text (raw values from 2, as on iOS, so that they and
/// `UITextStorageDirection` share `UITextDirection` without overlapping).
public enum UITextLayoutDirection: Int, Sendable {
    /// To the right.
    case right = 2
    /// To the left.
    case left = 3
    /// Up (the previous line).
    case up = 4
    /// Down (the next line).
    case down = 5
}
