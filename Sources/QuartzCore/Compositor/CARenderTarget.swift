//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics

/// The pixel surface a `CARenderer` draws into, owned or over foreign memory.
///
/// An image surface of `width`×`height` pixels at
/// `scale` pixels per point, either owned (`init(width:height:scale:opaque:)`) or over foreign
/// memory (`init(pixels:width:height:stride:scale:)`, e.g. an SDL window surface in XRGB8888,
/// which is cairo's RGB24 layout). Rows run top to bottom.
@preconcurrency @MainActor public final class CARenderTarget {
    /// The width of the surface in pixels.
    public private(set) var width: Int
    /// The height of the surface in pixels.
    public private(set) var height: Int
    /// Pixels per point. Changing it makes the next frame a full repaint.
    public var scale: CGFloat {
        didSet {
            if !(scale.isFinite && scale > 0) {
                UIKitLog.warning("CARenderTarget.scale: invalid value \(scale) ignored", category: "CARenderer")
                scale = oldValue
            }
            if scale != oldValue { generation += 1 }
        }
    }
    /// The pixel memory (CoreGraphics owns its Cairo surface).
    var pixels: CGPixelSurface
    /// Bumped whenever the pixels stop being the renderer's last frame (resize, new memory).
    var generation = 0
    /// Whether the surface has no alpha channel (RGB24): always true over foreign memory.
    public let isOpaque: Bool

    /// An owned surface: RGB24 when `opaque` (the default), else ARGB32.
    public init?(width: Int, height: Int, scale: CGFloat = 1, opaque: Bool = true) {
        guard let p = CGPixelSurface(width: width, height: height, opaque: opaque), scale.isFinite, scale > 0 else {
            UIKitLog.warning("CARenderTarget: invalid size \(width)x\(height) or scale \(scale)", category: "CARenderer")
            return nil
        }
        pixels = p; self.width = width; self.height = height; self.scale = scale; isOpaque = opaque
    }
    /// A surface over foreign XRGB8888 memory (`stride` bytes per row). The memory must outlive the
    /// target or the next `resize(pixels:…)`.
    public init?(pixels memory: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, scale: CGFloat = 1) {
        guard let p = CGPixelSurface(pixels: memory, width: width, height: height, stride: stride), scale.isFinite, scale > 0 else {
            UIKitLog.warning("CARenderTarget: invalid foreign surface \(width)x\(height) stride \(stride)", category: "CARenderer")
            return nil
        }
        pixels = p; self.width = width; self.height = height; self.scale = scale; isOpaque = true
    }

    /// Resizes an owned target (the contents are lost; the next frame repaints everything).
    @discardableResult
    public func resize(width: Int, height: Int) -> Bool {
        guard let p = CGPixelSurface(width: width, height: height, opaque: isOpaque) else {
            UIKitLog.warning("CARenderTarget.resize: invalid size \(width)x\(height)", category: "CARenderer")
            return false
        }
        pixels = p; self.width = width; self.height = height; generation += 1
        return true
    }
    /// Points the target at new foreign memory (e.g. after an SDL window resize).
    @discardableResult
    public func resize(pixels memory: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) -> Bool {
        guard let p = CGPixelSurface(pixels: memory, width: width, height: height, stride: stride) else {
            UIKitLog.warning("CARenderTarget.resize: invalid foreign surface", category: "CARenderer")
            return false
        }
        pixels = p; self.width = width; self.height = height; generation += 1
        return true
    }

    /// Moves an opaque target onto foreign XRGB8888 memory of the same size (`stride` bytes per
    /// row), copying its pixels there, so a renderer drawing into it goes on without a full
    /// repaint: a window's first frame is drawn before the window's own surface exists. False,
    /// changing nothing, for a translucent target or bad memory.
    ///
    /// `copied`, when given, is called after each band of rows is copied with the number of the
    /// old pixels' bytes copied so far, so that their owner can give back what is copied while
    /// the rest is (the process then never holds both full frames at once).
    @discardableResult
    public func moveContents(to memory: UnsafeMutableRawPointer, stride: Int,
                             copied: ((_ sourceBytes: Int) -> Void)? = nil) -> Bool {
        guard isOpaque, let p = CGPixelSurface(pixels: memory, width: width, height: height, stride: stride) else {
            UIKitLog.warning("CARenderTarget.moveContents: not an opaque target, or invalid memory (stride \(stride))", category: "CARenderer")
            return false
        }
        if let copied {
            let band = 32
            for start in Swift.stride(from: 0, to: height, by: band) {
                let end = min(height, start + band)
                pixels.copyPixels(to: memory, stride: stride, rows: start..<end)
                copied(end * pixels.stride)
            }
        } else {
            pixels.copyPixels(to: memory, stride: stride)
        }
        p.markDirty()
        pixels = p
        return true
    }

    /// A copy of the pixels.
    public func makeImage() -> CGImage? { pixels.makeImage() }
    /// Tells the target that someone else wrote its pixels: the next frame repaints everything.
    public func invalidateContents() { generation += 1 }
}
