//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// A range of frame rates a display link prefers (iOS 15).
///
/// On Linux: only `CADisplayLink` reads it.
public struct CAFrameRateRange: Equatable, Hashable, Sendable {
    /// The lowest acceptable rate, in frames per second.
    public var minimum: Float
    /// The highest acceptable rate, in frames per second.
    public var maximum: Float
    /// The rate wanted, in frames per second; nil to leave it to the system.
    public var preferred: Float?
    /// A range from `minimum` to `maximum` frames per second, preferring `preferred`.
    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum; self.maximum = maximum; self.preferred = preferred
    }
    /// A range from `minimum` to `maximum` frames per second with no preferred rate.
    public init(minimum: Float, maximum: Float) { self.init(minimum: minimum, maximum: maximum, preferred: nil) }
    /// The default range (all zero): the display's own rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)
}
