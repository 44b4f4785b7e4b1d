//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// What the pointer looks like over a region: an effect on a view with a shape, a shape alone,
/// hidden, or the system pointer.
///
/// On Linux the pointer is the desktop's cursor (`SDL_CreateSystemCursor`): a pointing hand for
/// an effect (highlight, lift, hover, automatic), an I-beam for a vertical or horizontal beam
/// shape, no cursor for `hidden()`, and the arrow for `system()` and other shapes.
@preconcurrency @MainActor public final class UIPointerStyle: NSObject {
    enum Kind {
        case effect(UIPointerEffect, UIPointerShape?)
        case shape(UIPointerShape, UIAxis)
        case hidden
        case system
    }
    let _kind: Kind

    init(_kind: Kind) {
        self._kind = _kind
        super.init()
    }

    /// A style that applies `effect` to its preview, the pointer taking `shape` (nil: the
    /// preview's shape).
    public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.init(_kind: .effect(effect, shape))
    }

    /// A style that gives the pointer `shape`, moving only along the axes not in `axes`.
    public convenience init(shape: UIPointerShape, constrainedAxes axes: UIAxis = []) {
        self.init(_kind: .shape(shape, axes))
    }

    /// A style that hides the pointer.
    public static func hidden() -> UIPointerStyle { UIPointerStyle(_kind: .hidden) }

    /// The system's own pointer (iOS 15).
    public static func system() -> UIPointerStyle { UIPointerStyle(_kind: .system) }

    /// The desktop cursor the style shows.
    var _cursor: _UIPointerCursor {
        switch _kind {
        case .hidden: return .hidden
        case .system: return .arrow
        case .effect(_, let shape?), .shape(let shape, _):
            switch shape {
            case .verticalBeam, .horizontalBeam: return .iBeam
            default:
                if case .effect = _kind { return .pointingHand }
                return .arrow
            }
        case .effect: return .pointingHand
        }
    }
}
