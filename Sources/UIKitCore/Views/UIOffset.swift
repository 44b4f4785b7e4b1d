//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// A horizontal and vertical offset, in points.
public struct UIOffset: Equatable, Hashable, Sendable {
    /// The horizontal and vertical distance, in points.
    public var horizontal: CGFloat, vertical: CGFloat
    /// A zero offset.
    public init() { horizontal = 0; vertical = 0 }
    /// An offset with the given distances, in points.
    public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }
    /// A zero offset.
    public static let zero = UIOffset()
}

/// `UIOffsetMake` (the C function spelling of `init(horizontal:vertical:)`).
public func UIOffsetMake(_ horizontal: CGFloat, _ vertical: CGFloat) -> UIOffset {
    UIOffset(horizontal: horizontal, vertical: vertical)
}
