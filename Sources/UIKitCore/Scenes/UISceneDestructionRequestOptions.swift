//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Options for `UIApplication.requestSceneSessionDestruction(_:options:errorHandler:)`.
@preconcurrency @MainActor open class UISceneDestructionRequestOptions: NSObject {
    /// Makes default options.
    public override init() { super.init() }
}
