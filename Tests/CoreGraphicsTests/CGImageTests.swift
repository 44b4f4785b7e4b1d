//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import CoreGraphics

@Suite struct CGImageTests {
    func sample() -> CGImage {
        let c = topLeft(8, 6)
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 4, height: 6))
        c.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        c.fill(CGRect(x: 4, y: 0, width: 4, height: 6))
        return c.makeImage()!
    }

    @Test func pngRoundTrip() throws {
        let img = sample()
        let data = try #require(img.pngData())
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let back = try #require(CGImage.decode(data: data))
        #expect(back.width == 8 && back.height == 6)
        #expect(back.px(1, 1) == red)
        #expect(back.px(6, 3).close(to: RGBA(0, 0, 255, 128), tolerance: 2))
    }

    @Test func jpegEncodeDecode() throws {
        let c = topLeft(16, 16)
        c.setFillColor(red: 0, green: 0.5, blue: 1, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
        let data = try #require(c.makeImage()!.jpegData(quality: 0.9))
        #expect(data.starts(with: [0xFF, 0xD8, 0xFF]))
        let img = try #require(CGImage.decode(data: data))
        #expect(img.width == 16 && img.height == 16 && img.isOpaque)
        #expect(img.px(8, 8).close(to: RGBA(0, 128, 255, 255), tolerance: 6))
    }

    /// A 2×1 baseline JPEG (left white, right black, quality 90), generated once with this
    /// package's `uikit_jpeg_encode` (libjpeg) and embedded.
    static let tinyJPEG = Data(base64Encoded: """
    /9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMU
    FRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQU
    FBQUFBQUFBT/wAARCAABAAIDASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUF
    BAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVW
    V1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi
    4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAEC
    AxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVm
    Z2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq
    8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD8/wD9rH/k6f4yf9jnrP8A6XTUUUUAf//Z
    """, options: .ignoreUnknownCharacters)!

    /// A 4×2 grayscale *progressive* JPEG (top row black, bottom row white), written once with
    /// libjpeg (`jpeg_simple_progression`) and embedded.
    static let grayProgressiveJPEG = Data(base64Encoded: """
    /9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoK
    CgoKBggLDAsKDAkKCgr/wgALCAACAAQBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACP/aAAgBAQAAAAFff//EABYQAAMAAAAAAAAA
    AAAAAAAAAAAHF//aAAgBAQABBQKTqw//xAAZEAABBQAAAAAAAAAAAAAAAAAAAwY3ldL/2gAIAQEABj8CjRv0yGT/xAAUEAEAAAAA
    AAAAAAAAAAAAAAAA/9oACAEBAAE/IUH/2gAIAQEAAAAQ/wD/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/9oACAEBAAE/ECD/2Q==
    """, options: .ignoreUnknownCharacters)!

    @Test func decodesGrayscaleProgressiveJPEG() throws {
        let img = try #require(CGImage.decode(data: Self.grayProgressiveJPEG))
        #expect(img.width == 4 && img.height == 2)
        let top = img.px(1, 0), bottom = img.px(1, 1)
        #expect(top.r < 60 && top.r == top.g && top.g == top.b)
        #expect(bottom.r > 195 && bottom.a == 255)
    }

    @Test func decodesEmbeddedJPEG() throws {
        let img = try #require(CGImage.decode(data: Self.tinyJPEG))
        #expect(img.width == 2 && img.height == 1)
        #expect(img.px(0, 0).r > 200 && img.px(1, 0).r < 60)
    }

    @Test func corruptDataGivesNilAndDiagnostic() {
        #expect(CGImage.decode(data: Data()) == nil)
        #expect(UIKitLog.didLog("CGImage.decode: empty data"))
        #expect(CGImage.decode(data: Data("hello, not an image".utf8)) == nil)
        #expect(UIKitLog.didLog("unrecognised image format"))
        // Truncated PNG: valid header, cut in the middle of the data.
        let png = sample().pngData()!
        #expect(CGImage.decode(data: png.prefix(png.count / 2)) == nil)
        #expect(UIKitLog.didLog("corrupt or truncated PNG"))
        // Truncated and garbled JPEG.
        let jpeg = Self.tinyJPEG
        #expect(CGImage.decode(data: jpeg.prefix(40)) == nil)
        #expect(UIKitLog.didLog("JPEG"))
        var garbled = [UInt8](jpeg)
        for i in 20..<garbled.count - 2 { garbled[i] = 0x5A }
        #expect(CGImage.decode(data: Data(garbled)) == nil)
    }

    @Test func hugeDimensionsAreRefused() {
        // A PNG header claiming 20000×10 pixels.
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        bytes += [0, 0, 0x4E, 0x20, 0, 0, 0, 10, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        #expect(CGImage.decode(data: Data(bytes)) == nil)
        #expect(UIKitLog.didLog("larger than 16384"))
        // A JPEG whose SOF says 65000×2.
        var j = [UInt8](Self.tinyJPEG)
        if let sof = (0..<j.count - 9).first(where: { j[$0] == 0xFF && j[$0 + 1] == 0xC0 }) {
            j[sof + 7] = 0xFD; j[sof + 8] = 0xE8
            #expect(CGImage.decode(data: Data(j)) == nil)
        }
        #expect(CGImage(width: 20000, height: 1, rgbaPixels: []) == nil)
    }

    @Test func rgbaPixelsRoundTripAndCropping() throws {
        let px: [UInt8] = [255, 0, 0, 255,   0, 255, 0, 128,
                           0, 0, 255, 255,   10, 20, 30, 0]
        let img = try #require(CGImage(width: 2, height: 2, rgbaPixels: px))
        #expect(img.px(0, 0) == red)
        #expect(img.px(1, 0).close(to: RGBA(0, 255, 0, 128), tolerance: 2))
        #expect(img.px(0, 1) == blue)
        #expect(img.px(1, 1) == transparent)
        #expect(img.pixel(x: 2, y: 0) == nil)
        #expect(Array(img.rgbaPixels()[0..<4]) == [255, 0, 0, 255])
        #expect(CGImage(width: 2, height: 2, rgbaPixels: [1, 2, 3]) == nil)
        #expect(UIKitLog.didLog("expected 16 bytes, got 3"))

        let crop = try #require(img.cropping(to: CGRect(x: 0, y: 1, width: 5, height: 5)))
        #expect(crop.width == 2 && crop.height == 1)
        #expect(crop.px(0, 0) == blue)
        #expect(img.cropping(to: CGRect(x: 10, y: 10, width: 1, height: 1)) == nil)
    }

    @Test func colorSpacesAndColors() {
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.model == .rgb)
        #expect(CGColorSpace(name: "nonsense") == nil)
        let gray = CGColor(colorSpace: CGColorSpaceCreateDeviceGray(), components: [0.5, 1])!
        #expect(gray.red == 0.5 && gray.blue == 0.5 && gray.alpha == 1)
        let rgb = CGColor(colorSpace: CGColorSpace(name: CGColorSpace.sRGB)!, components: [1, 0, 0, 0.5])!
        #expect(rgb.components! == [1, 0, 0, 0.5])
        #expect(CGColorSpaceCreateDeviceRGB().numberOfComponents == 3)
    }
}

@Suite struct CGImageRawTests {
    @Test func quartzStyleInitializerReadsRGBAAndBGRA() throws {
        // Straight RGBA, bytes in memory order.
        let rgba: [UInt8] = [255, 0, 0, 255,  0, 0, 255, 128]
        let a = try #require(CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                                     space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .last),
                                     provider: CGDataProvider(data: Data(rgba))!, decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        #expect(a.px(0, 0) == red)
        #expect(a.px(1, 0).close(to: RGBA(0, 0, 255, 128), tolerance: 2))
        // Premultiplied BGRA (premultipliedFirst + 32-bit little endian).
        let bgra: [UInt8] = [0, 128, 0, 128]
        let b = try #require(CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
                                     space: CGColorSpaceCreateDeviceRGB(),
                                     bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedFirst).union(.byteOrder32Little),
                                     provider: CGDataProvider(data: Data(bgra))!, decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        #expect(b.px(0, 0).close(to: RGBA(0, 255, 0, 128), tolerance: 2))
        // Gray.
        let g = try #require(CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
                                     space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGBitmapInfo(alphaInfo: .none),
                                     provider: CGDataProvider(data: Data([0, 255]))!, decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        #expect(g.px(0, 0) == RGBA(0, 0, 0, 255) && g.px(1, 0) == RGBA(255, 255, 255, 255))
        // Too little data.
        #expect(CGImage(width: 4, height: 4, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 16,
                        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .last),
                        provider: CGDataProvider(data: Data([1, 2, 3]))!, decode: nil, shouldInterpolate: true, intent: .defaultIntent) == nil)
        #expect(UIKitLog.didLog("not enough data"))
        // dataProvider gives the pixels back.
        #expect(a.dataProvider?.data?.count == a.bytesPerRow * a.height)
    }

    @Test func exifOrientation() {
        #expect(CGImage.exifOrientation(ofJPEG: CGImageTests.tinyJPEG) == 1)
        // SOI, APP1 "Exif\0\0", little-endian TIFF with one IFD entry: orientation = 6.
        var app1: [UInt8] = Array("Exif".utf8) + [0, 0]
        app1 += [0x49, 0x49, 0x2A, 0x00, 0x08, 0x00, 0x00, 0x00]          // TIFF header, IFD at 8
        app1 += [0x01, 0x00]                                                // 1 entry
        app1 += [0x12, 0x01, 0x03, 0x00, 0x01, 0x00, 0x00, 0x00, 0x06, 0x00, 0x00, 0x00]
        app1 += [0, 0, 0, 0]
        let len = app1.count + 2
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE1, UInt8(len >> 8), UInt8(len & 0xFF)] + app1 + [0xFF, 0xD9]
        #expect(CGImage.exifOrientation(ofJPEG: Data(jpeg)) == 6)
        #expect(CGImage.exifOrientation(ofJPEG: Data([1, 2, 3])) == 1)
    }
}
