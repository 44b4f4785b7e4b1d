//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// Edge insets that follow the layout direction: `leading` is left in left-to-right layouts and
/// right in right-to-left ones.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The inset of each edge, in points (`leading` and `trailing` follow the layout direction).
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat

    /// Zero insets.
    public init() { top = 0; leading = 0; bottom = 0; trailing = 0 }
    /// Insets with the given values, in points.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// Zero insets.
    public static let zero = NSDirectionalEdgeInsets()
    /// A textual description of the NSDirectionalEdgeInsets, for debugging and logging.
    public var description: String { "NSDirectionalEdgeInsets(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))" }
}

/// `NSDirectionalEdgeInsetsMake` (the C function spelling of `init(top:leading:bottom:trailing:)`).
public func NSDirectionalEdgeInsetsMake(_ top: CGFloat, _ leading: CGFloat, _ bottom: CGFloat, _ trailing: CGFloat) -> NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
}
