//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// The direction in which text is written (UIKit's `NSWritingDirection`).
public enum NSWritingDirection: Int, Sendable {
    /// The direction of the text's language (the Unicode bidirectional algorithm decides).
    case natural = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// The old UIKit name of `NSWritingDirection` (deprecated on iOS 6).
@available(*, deprecated, renamed: "NSWritingDirection")
public typealias UITextWritingDirection = NSWritingDirection
