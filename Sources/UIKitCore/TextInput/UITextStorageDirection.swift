//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// A direction in the stored text: toward its end or its beginning.
public enum UITextStorageDirection: Int, Sendable {
    /// Toward the end of the text.
    case forward = 0
    /// Toward the beginning of the text.
    case backward = 1
}
