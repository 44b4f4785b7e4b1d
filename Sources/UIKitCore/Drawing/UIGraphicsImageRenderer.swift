//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// Draws into a bitmap and returns it as a `UIImage` (or PNG/JPEG data).
///
/// The context has a top-left origin, in points, scaled by `format.scale`. Bad sizes: a
/// zero, negative or non-finite size logs a warning and the renderer produces an empty image
/// (`UIImage()`, size zero) without running the actions; `pngData`/`jpegData` return empty `Data`.
open class UIGraphicsImageRenderer: NSObject {
    /// The scale and opacity of the bitmaps the renderer makes.
    public let format: UIGraphicsImageRendererFormat
    let bounds: CGRect

    /// A renderer for images of `size` points with the default format (the main screen's scale, not opaque).
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: UIGraphicsImageRendererFormat())
    }
    /// A renderer for images of `size` points with the given format.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }
    /// A renderer whose context covers `bounds` (its origin at the image's top left), with the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat())
    }
    /// A renderer whose context covers `bounds` (its origin at the image's top left), with the given format.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
        super.init()
    }

    /// Whether the renderer can produce images; always true for an image renderer.
    open var allowsImageOutput: Bool { true }

    func _makeContext() -> UIGraphicsImageRendererContext? {
        let b = bounds
        guard UIView._finiteRect(b), b.width > 0, b.height > 0 else {
            UIKitLog.warning("UIGraphicsImageRenderer: invalid size \(b.size); producing an empty image", category: "UIGraphics")
            return nil
        }
        let scale = format.scale.isFinite && format.scale > 0 ? format.scale : UIScreen._mainScale
        guard let cg = CGContext(_topLeftBitmapWidth: Int((b.width * scale).rounded(.up)), height: Int((b.height * scale).rounded(.up)),
                                 scale: scale, opaque: format.opaque) else {
            UIKitLog.warning("UIGraphicsImageRenderer: could not create a \(b.size) bitmap", category: "UIGraphics")
            return nil
        }
        if b.origin != .zero { cg.translateBy(x: -b.origin.x, y: -b.origin.y) }
        return UIGraphicsImageRendererContext(cgContext: cg, format: format, scale: scale)
    }

    func _run(_ actions: (UIGraphicsImageRendererContext) -> Void) -> UIGraphicsImageRendererContext? {
        guard let ctx = _makeContext() else { return nil }
        UIGraphicsPushContext(ctx.cgContext)
        actions(ctx)
        UIGraphicsPopContext()
        return ctx
    }

    /// Runs `actions` in a fresh bitmap context (pushed as the current context) and returns what they drew.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        // The context is done: the image takes its pixels over instead of a copy (half the
        // memory at the peak, no copying).
        guard let ctx = _run(actions), let cg = ctx.cgContext._finishIntoImage() else { return UIImage() }
        return UIImage(cgImage: cg, scale: ctx._scale, orientation: .up)
    }

    /// Runs `actions` in a fresh bitmap context and returns the result encoded as PNG.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        guard let ctx = _run(actions), let cg = ctx.cgContext.makeImage() else { return Data() }
        return cg.pngData() ?? Data()
    }

    /// Runs `actions` in a fresh bitmap context and returns the result encoded as JPEG, with a
    /// quality from 0 (smallest) to 1 (best).
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        guard let ctx = _run(actions), let cg = ctx.cgContext.makeImage() else { return Data() }
        return cg.jpegData(quality: compressionQuality) ?? Data()
    }
}
