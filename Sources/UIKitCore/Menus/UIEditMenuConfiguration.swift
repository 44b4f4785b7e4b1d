//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Where and how an edit menu shows: the point in the interaction's view it points at, and an
/// identifier the delegate can tell menus apart by.
@preconcurrency @MainActor open class UIEditMenuConfiguration: NSObject {
    /// An identifier for the app's use (nil).
    public let identifier: (any NSCopying)?
    /// The point (in the interaction's view) the menu points at.
    public let sourcePoint: CGPoint
    /// Which way the menu's arrow points (`.automatic`).
    open var preferredArrowDirection: UIEditMenuArrowDirection = .automatic

    /// A configuration pointing at `sourcePoint`.
    public init(identifier: (any NSCopying)?, sourcePoint: CGPoint) {
        self.identifier = identifier
        self.sourcePoint = sourcePoint
        super.init()
    }
}

/// Which way an edit menu's arrow points.
public enum UIEditMenuArrowDirection: Int, Sendable {
    /// Chosen by the system.
    case automatic = 0
    /// Up.
    case up = 1
    /// Down.
    case down = 2
    /// Left.
    case left = 3
    /// Right.
    case right = 4
}
