//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// How a drag preview is drawn: the visible part of the view, its background and shadow (the
/// same settings as `UIPreviewParameters`).
@preconcurrency @MainActor open class UIDragPreviewParameters: UIPreviewParameters {
    /// Default parameters: all of the view, on the system background.
    public override init() { super.init() }
}
