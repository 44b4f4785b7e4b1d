//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Transition support: a layer subtree rasterized and clipped while UIKit moves it as one picture.
//
// UIKit's transitions move whole screens as pictures: the package members that rasterize a
// layer's subtree for the length of a transition without touching `shouldRasterize`, and clip
// what is composited of it.

import CoreGraphics

extension CALayer {
    /// Non-zero while UIKit moves this layer's whole subtree as one picture (a navigation push
    /// or pop): the subtree is rasterized at this scale, as `shouldRasterize` would, without
    /// changing the public property. Each frame then composites one bitmap per screen.
    package var _transitionRasterScale: CGFloat {
        get { _x?.transitionRasterScale ?? 0 }
        set {
            let v = newValue.isFinite && newValue > 0 ? newValue : 0
            _set("shouldRasterize", _transitionRasterScale, v, .subtree) { $0._ext.transitionRasterScale = $1 }
        }
    }
    /// While the subtree is rasterized for a transition: the part of the bounds to composite
    /// (the rest is covered by the screen sliding over it); `.null` for all. Changing it
    /// repaints nothing by itself: set it together with a move.
    package var _transitionClip: CGRect {
        get { _x?.transitionClip ?? .null }
        set {
            guard newValue != _transitionClip else { return }
            _ext.transitionClip = newValue
            CARenderer._requestFrame()
        }
    }
    /// Whether the subtree is painted from a raster cache, and at which scale.
    var _rasterizes: Bool { guard let x = _x else { return false }; return x.shouldRasterize || x.transitionRasterScale > 0 }
    var _rasterScale: CGFloat {
        guard let x = _x else { return 1 }
        return x.transitionRasterScale > 0 ? x.transitionRasterScale : x.rasterizationScale
    }
}
