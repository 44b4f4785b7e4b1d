//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// Insets for each edge of a rectangle, in points. Positive values shrink the rectangle.
public struct UIEdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The inset of each edge, in points.
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat

    /// Zero insets.
    public init() { top = 0; left = 0; bottom = 0; right = 0 }
    /// Insets with the given values, in points.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// Zero insets.
    public static let zero = UIEdgeInsets()

    var _isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
    /// A textual description of the UIEdgeInsets, for debugging and logging.
    public var description: String { "UIEdgeInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))" }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (grown for negative insets), as `UIEdgeInsetsInsetRect`.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        var r = self
        r.origin.x += insets.left
        r.origin.y += insets.top
        r.size.width -= insets.left + insets.right
        r.size.height -= insets.top + insets.bottom
        return r
    }
}

/// `UIEdgeInsetsInsetRect` (the C function spelling).
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect { rect.inset(by: insets) }
/// `UIEdgeInsetsMake` (the C function spelling of `init(top:left:bottom:right:)`).
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}
