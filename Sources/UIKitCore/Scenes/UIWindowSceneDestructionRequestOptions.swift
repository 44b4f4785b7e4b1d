//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Destruction options for a window scene: how its window goes away.
@preconcurrency @MainActor open class UIWindowSceneDestructionRequestOptions: UISceneDestructionRequestOptions {
    /// How the window is dismissed (Apple's raw values).
    public enum WindowDismissalAnimation: Int, Sendable {
        /// The system's usual animation.
        case standard = 1
        /// The user's work was committed (e.g. Send).
        case commit = 2
        /// The user's work was discarded (e.g. Cancel).
        case decline = 3
    }
    /// The dismissal animation (`.standard`). Stored only: desktop windows close at once.
    open var windowDismissalAnimation: WindowDismissalAnimation = .standard
}
