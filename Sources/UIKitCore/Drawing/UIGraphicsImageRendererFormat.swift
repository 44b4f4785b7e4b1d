//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// Settings of a `UIGraphicsImageRenderer`: scale (default: the main screen's), opacity.
open class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
    /// The pixels per point of the bitmaps (default: the main screen's scale).
    open var scale: CGFloat
    /// Whether the bitmaps have no alpha channel, so drawing starts from opaque black (default false).
    open var opaque: Bool = false
    /// The colour range of the bitmaps (default `.automatic`). On Linux: stored only; always 8-bit sRGB.
    open var preferredRange: Range = .automatic

    /// The colour ranges a renderer's bitmaps can have (standard or extended).
    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended = 1, standard = 2 }

    public override init() {
        scale = UIScreen._mainScale
        super.init()
    }
    /// A format whose scale is the trait collection's display scale (when it has one).
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }
    /// A new format with the default values.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// A new format with the values best for the main screen (the same as `default()` here).
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}
