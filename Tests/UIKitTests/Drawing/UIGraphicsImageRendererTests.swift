//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
@testable import UIKitCore

@MainActor @Suite struct UIGraphicsImageRendererTests {
    @Test func redRectIsRedAtExpectedPixel() {
        let f = UIGraphicsImageRendererFormat(); f.scale = 2
        let img = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: f).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 10, y: 0, width: 10, height: 5))
        }
        let cg = img.cgImage!
        #expect(cg.width == 40)
        let inside = cg.pixel(x: 30, y: 4)!, outside = cg.pixel(x: 30, y: 12)!
        #expect(inside.r == 255 && inside.a == 255)
        #expect(outside.a == 0)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    /// The image takes the context's pixels over instead of a copy: a context kept past the block
    /// draws nowhere, so the image never changes; `currentImage` inside the block is a snapshot.
    @Test func theImageKeepsItsPixelsWhenAKeptContextDrawsLater() throws {
        var kept: UIGraphicsImageRendererContext?
        var snapshot: UIImage?
        let f = UIGraphicsImageRendererFormat(); f.scale = 1
        let img = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: f).image { ctx in
            UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            snapshot = ctx.currentImage
            UIColor.blue.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
            kept = ctx
        }
        kept?.cgContext.setFillColor(UIColor.green.cgColor)
        kept?.cgContext.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let cg = try #require(img.cgImage)
        let right = try #require(cg.pixel(x: 8, y: 5)), left = try #require(cg.pixel(x: 2, y: 5))
        #expect(right.r == 255 && right.g == 0 && right.b == 0)
        #expect(left.b == 255 && left.g == 0 && left.r == 0)
        let snap = try #require(snapshot?.cgImage?.pixel(x: 2, y: 5))
        #expect(snap.r == 255 && snap.b == 0)
    }

    @Test func defaultScaleIsScreenScale() {
        #expect(UIGraphicsImageRendererFormat().scale == UIScreen.main.scale)
        #expect(!UIGraphicsImageRendererFormat().opaque)
    }

    @Test func badSizeGivesEmptyImage() {
        UIKitLog.clearRecentMessages()
        var ran = false
        let img = UIGraphicsImageRenderer(size: CGSize(width: 0, height: 10)).image { _ in ran = true }
        #expect(!ran)
        #expect(img.size == .zero)
        #expect(UIKitLog.didLog("UIGraphicsImageRenderer"))
    }

    @Test func legacyImageContext() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 1)
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let img = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(img?.cgImage?.pixel(x: 0, y: 0)?.b == 255)
        #expect(img?.cgImage?.pixel(x: 3, y: 3)?.a == 0)
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIKitLog.clearRecentMessages()
        UIGraphicsEndImageContext()
        #expect(UIKitLog.didLog("UIGraphicsEndImageContext"))
    }

    @Test func boundsOriginTranslates() {
        let f = UIGraphicsImageRendererFormat(); f.scale = 1
        let img = UIGraphicsImageRenderer(bounds: CGRect(x: 100, y: 100, width: 10, height: 10), format: f).image { ctx in
            UIColor.red.setFill(); ctx.fill(CGRect(x: 100, y: 100, width: 5, height: 5))
        }
        #expect(img.cgImage!.pixel(x: 2, y: 2)!.r == 255)
        #expect(img.cgImage!.pixel(x: 7, y: 7)!.a == 0)
    }
}
