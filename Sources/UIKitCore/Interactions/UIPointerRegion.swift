//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A part of a view (in its coordinates) where the pointer has one style; moving between regions
/// tells the delegate the pointer left one and entered the next.
@preconcurrency @MainActor public final class UIPointerRegion: NSObject {
    /// The region's rectangle, in the interaction's view's coordinates.
    public let rect: CGRect
    /// Tells regions apart (regions with equal identifiers are the same region).
    public let identifier: AnyHashable?
    /// Axes along which the region keeps the pointer once it is in (default none). On Linux:
    /// kept, not enforced (the desktop cursor moves freely).
    public var latchingAxes: UIAxis = []

    /// A region covering `rect`, named `identifier`.
    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
        super.init()
    }

    /// Whether `other` is the same region (equal identifiers, or both without one and equal rects).
    func _isSame(as other: UIPointerRegion) -> Bool {
        if identifier != nil || other.identifier != nil { return identifier == other.identifier }
        return rect == other.rect
    }
}
