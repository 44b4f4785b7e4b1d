//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import CoreGraphics
import Foundation

/// A shadow for attributed-string text (the `.shadow` attribute). Drawn under the glyphs of
/// the runs that carry it, with `shadowOffset` in points (+height is down in UIKit drawing),
/// `shadowBlurRadius` in points and `shadowColor` (a `UIColor`; nil means black at one-third
/// alpha, as on iOS).
open class NSShadow: NSObject, NSCopying {
    /// Default (0, -3), as on iOS.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius of the shadow, in points (default 0, a sharp shadow).
    open var shadowBlurRadius: CGFloat = 0
    /// A `UIColor` (Apple types this `Any?`); nil draws black at one-third alpha.
    open var shadowColor: Any?

    /// A shadow with the defaults: offset (0, -3), no blur, default colour.
    public override init() { super.init() }

    /// A copy with the same offset, blur radius and colour.
    open func copy(with zone: NSZone? = nil) -> Any {
        let c = NSShadow()
        c.shadowOffset = shadowOffset; c.shadowBlurRadius = shadowBlurRadius; c.shadowColor = shadowColor
        return c
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? NSShadow else { return false }
        return o.shadowOffset == shadowOffset && o.shadowBlurRadius == shadowBlurRadius
            && (o.shadowColor as? UIColor)?.cgColor == (shadowColor as? UIColor)?.cgColor
    }
    open override var hash: Int { shadowOffset.width.hashValue ^ shadowOffset.height.hashValue &* 31 ^ shadowBlurRadius.hashValue }
}
