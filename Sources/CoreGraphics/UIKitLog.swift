//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Logging
import Foundation

/// The toolkit's diagnostics: warnings logged where iOS would raise an exception or input is invalid.
///
/// Where UIKit raises an exception on iOS, or input is invalid (NaN geometry, min > max, a
/// corrupt image), this toolkit logs a message and ignores the call.
///
/// Messages go to swift-log under the label `UIKit.<category>`, so an app's logging backend
/// receives them, and are also kept in a short in-memory list that tests read to assert that a
/// bad call was diagnosed.
public enum UIKitLog {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var loggers: [String: Logger] = [:]
    nonisolated(unsafe) private static var messages: [String] = []
    private static let capacity = 512

    /// Logs a warning: the call was ignored or its input corrected.
    public static func warning(_ message: @autoclosure () -> String, category: String = "UIKit") {
        emit(.warning, message(), category)
    }
    /// Logs a notice: not a fault, but worth a line (a desktop service the app can't use, such as
    /// no accessibility bus for screen readers).
    public static func notice(_ message: @autoclosure () -> String, category: String = "UIKit") {
        emit(.notice, message(), category)
    }
    /// Logs an error: what iOS would raise as an exception.
    public static func error(_ message: @autoclosure () -> String, category: String = "UIKit") {
        emit(.error, message(), category)
    }

    /// The most recent messages (oldest first), each prefixed with its category: `"[UIView] ..."`.
    public static var recentMessages: [String] { lock.withLock { messages } }
    /// Forgets the recorded messages (tests call this before the call they check).
    public static func clearRecentMessages() { lock.withLock { messages.removeAll() } }
    /// True when a message containing `text` was recorded since the last clear.
    public static func didLog(_ text: String) -> Bool { recentMessages.contains { $0.contains(text) } }

    private static func emit(_ level: Logger.Level, _ message: String, _ category: String) {
        let logger: Logger = lock.withLock {
            messages.append("[\(category)] \(message)")
            if messages.count > capacity { messages.removeFirst(messages.count - capacity) }
            if let l = loggers[category] { return l }
            let l = Logger(label: "UIKit.\(category)")
            loggers[category] = l
            return l
        }
        logger.log(level: level, "\(message)", source: "UIKit")
    }
}
