//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// The context passed to a `UIGraphicsImageRenderer`'s actions (top-left origin, in points).
open class UIGraphicsImageRendererContext: NSObject {
    /// The Core Graphics context the actions draw into.
    public let cgContext: CGContext
    /// The format of the renderer that made this context.
    public let format: UIGraphicsImageRendererFormat
    let _scale: CGFloat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, scale: CGFloat) {
        self.cgContext = cgContext
        self.format = format
        _scale = scale
        super.init()
    }

    /// What has been drawn so far.
    open var currentImage: UIImage {
        guard let cg = cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: cg, scale: _scale, orientation: .up)
    }

    /// Fills `rect` with the context's current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Fills `rect` with the current fill colour, using a blend mode.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState(); cgContext.setBlendMode(blendMode); cgContext.fill(rect); cgContext.restoreGState()
    }
    /// Strokes the outline of `rect` with the context's current stroke colour and line width.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Strokes the outline of `rect` using a blend mode.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState(); cgContext.setBlendMode(blendMode); cgContext.stroke(rect); cgContext.restoreGState()
    }
    /// Intersects the context's clipping area with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
