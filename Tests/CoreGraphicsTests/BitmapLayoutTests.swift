//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
@testable import CoreGraphics

/// Bitmap contexts and raw images lay pixels out in memory as iOS does for every 8-bit layout
/// iOS accepts.
@Suite struct BitmapLayoutTests {
    static let rgb = CGColorSpaceCreateDeviceRGB(), gray = CGColorSpaceCreateDeviceGray()
    static let little = CGBitmapInfo.byteOrder32Little.rawValue, big = CGBitmapInfo.byteOrder32Big.rawValue

    /// A 32-bit RGB layout: its bitmap info and the byte order of (r, g, b, a) in memory
    /// (a: 255 written for a skipped byte).
    struct Layout: CustomStringConvertible {
        let name: String, info: UInt32
        /// Memory order as indices into [r, g, b, a].
        let order: [Int]
        let skipsAlpha: Bool
        var description: String { name }
    }
    static let layouts: [Layout] = [
        Layout(name: "RGBA premultipliedLast", info: CGImageAlphaInfo.premultipliedLast.rawValue, order: [0, 1, 2, 3], skipsAlpha: false),
        Layout(name: "RGBA premultipliedLast|32Big", info: CGImageAlphaInfo.premultipliedLast.rawValue | big, order: [0, 1, 2, 3], skipsAlpha: false),
        Layout(name: "ABGR premultipliedLast|32Little", info: CGImageAlphaInfo.premultipliedLast.rawValue | little, order: [3, 2, 1, 0], skipsAlpha: false),
        Layout(name: "ARGB premultipliedFirst", info: CGImageAlphaInfo.premultipliedFirst.rawValue, order: [3, 0, 1, 2], skipsAlpha: false),
        Layout(name: "ARGB premultipliedFirst|32Big", info: CGImageAlphaInfo.premultipliedFirst.rawValue | big, order: [3, 0, 1, 2], skipsAlpha: false),
        Layout(name: "BGRA premultipliedFirst|32Little", info: CGImageAlphaInfo.premultipliedFirst.rawValue | little, order: [2, 1, 0, 3], skipsAlpha: false),
        Layout(name: "RGBX noneSkipLast", info: CGImageAlphaInfo.noneSkipLast.rawValue, order: [0, 1, 2, 3], skipsAlpha: true),
        Layout(name: "XBGR noneSkipLast|32Little", info: CGImageAlphaInfo.noneSkipLast.rawValue | little, order: [3, 2, 1, 0], skipsAlpha: true),
        Layout(name: "XRGB noneSkipFirst", info: CGImageAlphaInfo.noneSkipFirst.rawValue, order: [3, 0, 1, 2], skipsAlpha: true),
        Layout(name: "BGRX noneSkipFirst|32Little", info: CGImageAlphaInfo.noneSkipFirst.rawValue | little, order: [2, 1, 0, 3], skipsAlpha: true),
    ]

    /// Fills a 1×4 context with red, green, blue and half-transparent red, one pixel each, and
    /// returns the context's bytes.
    static func fillFour(_ info: UInt32, data: UnsafeMutableRawPointer?) -> (CGContext, [UInt8]) {
        let c = CGContext(data: data, width: 4, height: 1, bitsPerComponent: 8, bytesPerRow: 16, space: rgb, bitmapInfo: info)!
        let colours: [(CGFloat, CGFloat, CGFloat, CGFloat)] = [(1, 0, 0, 1), (0, 1, 0, 1), (0, 0, 1, 1), (1, 0, 0, 0.5)]
        for (i, col) in colours.enumerated() {
            c.setFillColor(red: col.0, green: col.1, blue: col.2, alpha: col.3)
            c.fill(CGRect(x: i, y: 0, width: 1, height: 1))
        }
        return (c, Array(UnsafeRawBufferPointer(start: c.data, count: 16)))
    }

    /// The expected bytes of `fillFour` in `layout`.
    static func expected(_ layout: Layout) -> [UInt8] {
        // Half-transparent red over transparent black: premultiplied (128, 0, 0, 128); with
        // skipped alpha it is composited over black: (128, 0, 0), opaque.
        let rgba: [[UInt8]] = [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255],
                               layout.skipsAlpha ? [128, 0, 0, 255] : [128, 0, 0, 128]]
        return rgba.flatMap { px in layout.order.map { px[$0] } }
    }

    @Test(arguments: layouts) func drawingIntoCallerMemoryUsesTheRequestedLayout(_ layout: Layout) {
        var bytes = [UInt8](repeating: 0, count: 16)
        bytes.withUnsafeMutableBytes { raw in
            let (c, seen) = Self.fillFour(layout.info, data: raw.baseAddress)
            #expect(seen == Self.expected(layout))
            #expect(c.bitmapInfo.rawValue == layout.info && c.bitsPerPixel == 32 && c.bytesPerRow == 16)
            #expect(c.alphaInfo.rawValue == layout.info & 0x1F)
        }
        // The caller's memory holds the pixels as soon as the drawing calls return.
        #expect(bytes == Self.expected(layout))
    }

    @Test(arguments: layouts) func contextWithoutMemoryReportsItsDataInTheRequestedLayout(_ layout: Layout) throws {
        let (c, seen) = Self.fillFour(layout.info, data: nil)
        #expect(seen == Self.expected(layout))
        // makeImage keeps the layout: bitmapInfo and the provider's bytes are the context's.
        let image = try #require(c.makeImage())
        #expect(image.bitmapInfo.rawValue == layout.info)
        #expect(image.alphaInfo.rawValue == layout.info & 0x1F)
        #expect(image.byteOrderInfo.rawValue == layout.info & CGBitmapInfo.byteOrderMask.rawValue)
        #expect(image.bytesPerRow == 16 && image.bitsPerPixel == 32)
        #expect(image.dataProvider.flatMap { $0.data }.map { [UInt8]($0) } == Self.expected(layout))
        #expect(image.px(0, 0) == red && image.px(1, 0) == green && image.px(2, 0) == blue)
    }

    @Test(arguments: layouts) func rawImageRoundTripsThroughAContext(_ layout: Layout) throws {
        // Bytes in `layout` → CGImage → drawn into a context of the same layout → same bytes.
        let source = Self.expected(layout)
        let image = try #require(CGImage(width: 4, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 16,
                                         space: Self.rgb, bitmapInfo: CGBitmapInfo(rawValue: layout.info),
                                         provider: CGDataProvider(data: Data(source))!, decode: nil,
                                         shouldInterpolate: false, intent: .defaultIntent))
        #expect(image.bitmapInfo.rawValue == layout.info)
        #expect(image.dataProvider?.data.map { [UInt8]($0) } == source)
        let c = try #require(CGContext(data: nil, width: 4, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                       space: Self.rgb, bitmapInfo: layout.info))
        c.interpolationQuality = .none
        c.draw(image, in: CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect(Array(UnsafeRawBufferPointer(start: c.data, count: 16)) == source)
        // And into RGBA: the colours, not the bytes, survive.
        var rgba = [UInt8](repeating: 0, count: 16)
        rgba.withUnsafeMutableBytes { raw in
            let d = CGContext(data: raw.baseAddress, width: 4, height: 1, bitsPerComponent: 8, bytesPerRow: 16,
                              space: Self.rgb, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            d.interpolationQuality = .none
            d.draw(image, in: CGRect(x: 0, y: 0, width: 4, height: 1))
        }
        #expect(rgba == Self.expected(Self.layouts[0]).enumerated().map { i, v in
            layout.skipsAlpha && i >= 12 ? [128, 0, 0, 255][i - 12] : v })
    }

    @Test func straightAlphaImagesKeepTheirBytesAndColours() throws {
        // Unpremultiplied RGBA (`.last`) and ARGB (`.first`), allowed for images, not contexts.
        let rgba: [UInt8] = [255, 0, 0, 128, 0, 0, 255, 255]
        let last = try #require(CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                                        space: Self.rgb, bitmapInfo: CGBitmapInfo(alphaInfo: .last),
                                        provider: CGDataProvider(data: Data(rgba))!, decode: nil, shouldInterpolate: false, intent: .defaultIntent))
        #expect(last.alphaInfo == .last && last.byteOrderInfo == .orderDefault)
        #expect(last.dataProvider?.data.map { [UInt8]($0) } == rgba)
        #expect(last.px(0, 0) == RGBA(255, 0, 0, 128) && last.px(1, 0) == blue)
        let argb: [UInt8] = [128, 255, 0, 0]
        let first = try #require(CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
                                         space: Self.rgb, bitmapInfo: CGBitmapInfo(alphaInfo: .first),
                                         provider: CGDataProvider(data: Data(argb))!, decode: nil, shouldInterpolate: false, intent: .defaultIntent))
        #expect(first.px(0, 0) == RGBA(255, 0, 0, 128))
        // 24-bit RGB.
        let rgb24 = try #require(CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 24, bytesPerRow: 6,
                                         space: Self.rgb, bitmapInfo: CGBitmapInfo(alphaInfo: .none),
                                         provider: CGDataProvider(data: Data([0, 255, 0, 0, 0, 255]))!, decode: nil,
                                         shouldInterpolate: false, intent: .defaultIntent))
        #expect(rgb24.px(0, 0) == green && rgb24.px(1, 0) == blue && rgb24.bitsPerPixel == 24 && rgb24.isOpaque)
    }

    @Test func grayAndAlphaOnlyContexts() throws {
        // 8-bit gray, no alpha: white, 50% gray, black (iOS's only gray context layout).
        var g = [UInt8](repeating: 7, count: 3)
        try g.withUnsafeMutableBytes { raw in
            let c = try #require(CGContext(data: raw.baseAddress, width: 3, height: 1, bitsPerComponent: 8, bytesPerRow: 3,
                                           space: Self.gray, bitmapInfo: CGImageAlphaInfo.none.rawValue))
            for (i, level) in [1.0, 0.5, 0.0].enumerated() {
                c.setFillColor(gray: level, alpha: 1)
                c.fill(CGRect(x: i, y: 0, width: 1, height: 1))
            }
            #expect(c.bitsPerPixel == 8 && c.colorSpace?.model == .monochrome && c.alphaInfo == .none)
            let image = try #require(c.makeImage())
            #expect(image.bitsPerPixel == 8 && image.colorSpace?.model == .monochrome)
            #expect(image.px(1, 0) == RGBA(128, 128, 128, 255))
        }
        #expect(g == [255, 128, 0])
        // Alpha only: the coverage, whatever the colour.
        let a = try #require(CGContext(data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                       space: Self.gray, bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue))
        a.setFillColor(red: 1, green: 0, blue: 0, alpha: 1); a.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        a.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5); a.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        #expect(Array(UnsafeRawBufferPointer(start: a.data, count: 2)) == [255, 128])
        #expect(a.bytesPerRow == 2 && a.bitsPerPixel == 8)
    }

    @Test func unsupportedCombinationsReturnNilAsOnIOS() {
        let bad: [(CGColorSpace, Int, UInt32)] = [
            (Self.rgb, 8, CGImageAlphaInfo.none.rawValue),          // 24-bit RGB
            (Self.rgb, 8, CGImageAlphaInfo.last.rawValue),          // unpremultiplied
            (Self.rgb, 8, CGImageAlphaInfo.first.rawValue),
            (Self.gray, 8, CGImageAlphaInfo.premultipliedLast.rawValue),
            (Self.rgb, 8, CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder16Little.rawValue),
            (Self.rgb, 8, CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.floatComponents.rawValue),
            (Self.rgb, 5, CGImageAlphaInfo.noneSkipFirst.rawValue),
            (Self.rgb, 16, CGImageAlphaInfo.premultipliedLast.rawValue),
        ]
        for (space, bpc, info) in bad {
            #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: bpc, bytesPerRow: 0, space: space, bitmapInfo: info) == nil,
                    "bpc \(bpc) info \(info)")
        }
        #expect(UIKitLog.didLog("CGBitmapContextCreate: unsupported parameter combination"))
        // Rows too short for the layout.
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 15, space: Self.rgb,
                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(UIKitLog.didLog("CGBitmapContextCreate: invalid data bytes/row: should be at least 16"))
    }

    @Test func onlyTheTouchedPixelsAreRewrittenAndPaddingIsLeftAlone() {
        // Rows of 3 pixels with 4 bytes of padding the context must never write.
        var bytes = [UInt8](repeating: 0xAB, count: 2 * 16)
        bytes.withUnsafeMutableBytes { raw in
            let c = CGContext(data: raw.baseAddress, width: 3, height: 2, bitsPerComponent: 8, bytesPerRow: 16,
                              space: Self.rgb, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            c.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            c.fill(CGRect(x: 2, y: 1, width: 1, height: 1))   // top-right pixel (y up)
            c.flush()
        }
        #expect(Array(bytes[8..<12]) == [0, 0, 255, 255])
        #expect(Array(bytes[12..<16]) == [0xAB, 0xAB, 0xAB, 0xAB])
        #expect(Array(bytes[0..<8]) == [UInt8](repeating: 0xAB, count: 8))   // existing pixels kept
        #expect(Array(bytes[28..<32]) == [0xAB, 0xAB, 0xAB, 0xAB])
    }

    @Test func pngRoundTripsColoursExactlyAndJPEGWithinTolerance() throws {
        let rgba: [UInt8] = [255, 0, 0, 255,  0, 255, 0, 255,  0, 0, 255, 255,  255, 0, 0, 128]
        let image = try #require(CGImage(width: 2, height: 2, rgbaPixels: rgba))
        let png = try #require(image.pngData())
        let decoded = try #require(CGImage.decode(data: png))
        #expect(decoded.rgbaPixels() == rgba)
        // JPEG: flat 16×16 blocks of colour come back within a small tolerance.
        let c = CGContext(data: nil, width: 32, height: 16, bitsPerComponent: 8, bytesPerRow: 0, space: Self.rgb,
                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1); c.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
        c.setFillColor(red: 0, green: 0, blue: 1, alpha: 1); c.fill(CGRect(x: 16, y: 0, width: 16, height: 16))
        let jpegData = try #require(c.makeImage()?.jpegData(quality: 0.9))
        let jpeg = try #require(CGImage.decode(data: jpegData))
        #expect(jpeg.px(8, 8).close(to: red, tolerance: 8))
        #expect(jpeg.px(24, 8).close(to: blue, tolerance: 8))
    }
}
