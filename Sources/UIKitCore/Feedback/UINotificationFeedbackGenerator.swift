//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A generator of the patterns that tell a task succeeded, failed or needs attention. Linux has
/// no haptic engine: the calls are accepted and play nothing (see `UIFeedbackGenerator`).
@preconcurrency @MainActor open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome a notification reports (Apple's raw values).
    public enum FeedbackType: Int, Sendable {
        /// A task completed.
        case success = 0
        /// A task produced a warning.
        case warning = 1
        /// A task failed.
        case error = 2
    }

    /// Plays the pattern for `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        _UIFeedbackLog.record(.notification(type: notificationType.rawValue, location: nil), by: self)
    }

    /// Plays the pattern for `notificationType` at `location` in the generator's view (iOS 17.5).
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {
        _UIFeedbackLog.record(.notification(type: notificationType.rawValue, location: location), by: self)
    }
}
