//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The UIKit graphics context stack (per thread, as on iOS) and the legacy image-context API.

/// The stack of contexts `UIGraphicsGetCurrentContext()` reads, one per thread.
final class _UIGraphicsStack {
    struct Entry { let context: CGContext; let imageScale: CGFloat?; let opaque: Bool; let size: CGSize }
    var entries: [Entry] = []

    /// One stack per thread (image contexts may be drawn off the main thread, as on iOS), kept
    /// in a pthread key: `Thread.current.threadDictionary` cost ~24,000 instructions a lookup,
    /// and every `draw(_:)` looks twice.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { p in if let p { Unmanaged<_UIGraphicsStack>.fromOpaque(p).release() } }
        return key
    }()

    static var current: _UIGraphicsStack {
        if let p = pthread_getspecific(key) { return Unmanaged<_UIGraphicsStack>.fromOpaque(p).takeUnretainedValue() }
        let s = _UIGraphicsStack()
        pthread_setspecific(key, Unmanaged.passRetained(s).toOpaque())
        return s
    }
}

/// The current drawing context: the one `draw(_:)` runs in, the top of
/// `UIGraphicsPushContext`/`UIGraphicsBeginImageContextWithOptions`, or nil.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    _UIGraphicsStack.current.entries.last?.context
}

/// Makes `context` the current context until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    _UIGraphicsStack.current.entries.append(.init(context: context, imageScale: nil, opaque: false, size: .zero))
}

/// Removes the current context from the top of the stack, making the one below it current again
/// (with a warning, nothing, when the stack is empty).
public func UIGraphicsPopContext() {
    let s = _UIGraphicsStack.current
    guard !s.entries.isEmpty else {
        return UIKitLog.warning("UIGraphicsPopContext() with no pushed context ignored", category: "UIGraphics")
    }
    s.entries.removeLast()
}

/// Starts a bitmap context of `size` points (top-left origin). `scale` 0 means the main screen's
/// scale. An empty or invalid size logs a warning and pushes nothing, so
/// `UIGraphicsGetImageFromCurrentImageContext()` returns nil as on iOS.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let sc = scale == 0 || !scale.isFinite || scale < 0 ? UIScreen._mainScale : scale
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
        return UIKitLog.warning("UIGraphicsBeginImageContextWithOptions: invalid size \(size)", category: "UIGraphics")
    }
    guard let ctx = CGContext(_topLeftBitmapWidth: Int((size.width * sc).rounded(.up)),
                              height: Int((size.height * sc).rounded(.up)), scale: sc, opaque: opaque) else {
        return UIKitLog.warning("UIGraphicsBeginImageContextWithOptions: could not create a \(size) context", category: "UIGraphics")
    }
    _UIGraphicsStack.current.entries.append(.init(context: ctx, imageScale: sc, opaque: opaque, size: size))
}

/// Starts a transparent bitmap context of `size` points at scale 1; the same as
/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// An image of the current image context (nil when the current context is not an image context).
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let e = _UIGraphicsStack.current.entries.last, let scale = e.imageScale,
          let cg = e.context.makeImage() else { return nil }
    return UIImage(cgImage: cg, scale: scale, orientation: .up)
}

/// Removes the current image context from the stack (with a warning, nothing, when the current
/// context is not an image context).
public func UIGraphicsEndImageContext() {
    let s = _UIGraphicsStack.current
    guard let e = s.entries.last, e.imageScale != nil else {
        return UIKitLog.warning("UIGraphicsEndImageContext() without an image context ignored", category: "UIGraphics")
    }
    s.entries.removeLast()
}

/// Fills `rect` with the current fill colour.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }
/// Strokes a one-point frame inside `rect` with the current fill colour (as iOS).
public func UIRectFrame(_ rect: CGRect) {
    guard let c = UIGraphicsGetCurrentContext() else { return }
    c.saveGState()
    c.setStrokeColor(c._fillColor)
    c.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
    c.restoreGState()
}
/// Intersects the current context's clipping area with `rect`.
public func UIRectClip(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.clip(to: rect) }
