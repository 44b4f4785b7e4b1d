//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
@testable import UIKitCore

/// Writes a solid-colour PNG of `w`×`h` pixels.
@MainActor func writePNG(_ path: String, w: Int, h: Int, color: UIColor) throws {
    let f = UIGraphicsImageRendererFormat(); f.scale = 1
    let data = UIGraphicsImageRenderer(size: CGSize(width: w, height: h), format: f).pngData { ctx in
        color.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: w, height: h))
    }
    try data.write(to: URL(fileURLWithPath: path))
}

/// A fresh directory under the system temporary directory, removed with the test's suite instance
/// (each test gets its own), so the suite leaves nothing behind in /tmp.
final class ScratchDirectory {
    let path: String
    init(_ prefix: String) {
        path = NSTemporaryDirectory() + "\(prefix)-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
}

@MainActor @Suite(.serialized) struct UIImageTests {
    let scratch = ScratchDirectory("uikit-img")
    func tempDir() -> String { scratch.path }

    @Test func namedPicksScaleVariant() throws {
        let dir = tempDir()
        try writePNG(dir + "/icon.png", w: 10, h: 10, color: .red)
        try writePNG(dir + "/icon@2x.png", w: 20, h: 20, color: .green)
        try writePNG(dir + "/icon@3x.png", w: 30, h: 30, color: .blue)
        let bundle = Bundle(path: dir)!
        let at2 = UIImage(named: "icon", in: bundle, compatibleWith: UITraitCollection(displayScale: 2))
        #expect(at2?.scale == 2)
        #expect(at2?.size == CGSize(width: 10, height: 10))
        let at3 = UIImage(named: "icon", in: bundle, compatibleWith: UITraitCollection(displayScale: 3))
        #expect(at3?.scale == 3)
        let at1 = UIImage(named: "icon.png", in: bundle, compatibleWith: UITraitCollection(displayScale: 1))
        #expect(at1?.scale == 1)
        #expect(UIImage(named: "missing", in: bundle, compatibleWith: nil) == nil)
    }

    @Test func namedFallsBackToBestOtherScale() throws {
        let dir = tempDir()
        try writePNG(dir + "/only@3x.png", w: 30, h: 15, color: .red)
        let img = UIImage(named: "only", in: Bundle(path: dir)!, compatibleWith: UITraitCollection(displayScale: 2))
        #expect(img?.scale == 3)
        #expect(img?.size == CGSize(width: 10, height: 5))
        UIImage._additionalSearchDirectories = [dir]
        defer { UIImage._additionalSearchDirectories = [] }
        #expect(UIImage(named: "only") != nil)
    }

    @Test func corruptAndMissingFiles() throws {
        let dir = tempDir()
        try Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3]).write(to: URL(fileURLWithPath: dir + "/bad.png"))
        UIKitLog.clearRecentMessages()
        #expect(UIImage(contentsOfFile: dir + "/bad.png") == nil)
        #expect(UIKitLog.didLog("CGImage"))
        #expect(UIImage(contentsOfFile: dir + "/nothing.png") == nil)
        #expect(UIImage(data: Data([1, 2, 3])) == nil)
        #expect(UIImage(systemName: "no.such.symbol") == nil)
    }

    @Test func dataRoundTripAndScale() throws {
        let f = UIGraphicsImageRendererFormat(); f.scale = 2
        let img = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3), format: f).image { ctx in
            UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
        }
        #expect(img.size == CGSize(width: 4, height: 3))
        #expect(img.scale == 2)
        #expect(img.cgImage?.width == 8)
        let png = try #require(img.pngData())
        let back = try #require(UIImage(data: png, scale: 2))
        #expect(back.size == CGSize(width: 4, height: 3))
        #expect(back.cgImage?.pixel(x: 1, y: 1)?.r == 255)
        let jpg = try #require(img.jpegData(compressionQuality: 0.9))
        #expect(UIImage(data: jpg) != nil)
    }

    @Test func pngAndJPEGDataRoundTripColoursReadBackInRGBA() throws {
        // Red, green, blue and half-transparent red pixels from RGBA bytes, as image code writes them.
        let rgba: [UInt8] = [255, 0, 0, 255,  0, 255, 0, 255,  0, 0, 255, 255,  255, 0, 0, 128]
        let cg = try #require(CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                                      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .last),
                                      provider: CGDataProvider(data: Data(rgba))!, decode: nil, shouldInterpolate: false,
                                      intent: .defaultIntent))
        /// The image's pixels read back through an RGBA context, as pixel-reading code does.
        func rgbaBytes(_ image: CGImage) -> [UInt8] {
            var out = [UInt8](repeating: 0, count: image.width * image.height * 4)
            out.withUnsafeMutableBytes { raw in
                let c = CGContext(data: raw.baseAddress, width: image.width, height: image.height, bitsPerComponent: 8,
                                  bytesPerRow: image.width * 4, space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
                c.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
            }
            return out
        }
        let premultiplied: [UInt8] = [255, 0, 0, 255,  0, 255, 0, 255,  0, 0, 255, 255,  128, 0, 0, 128]
        #expect(rgbaBytes(cg) == premultiplied)
        let png = try #require(UIImage(cgImage: cg).pngData())
        let back = try #require(UIImage(data: png)?.cgImage)
        #expect(rgbaBytes(back) == premultiplied)
        // JPEG: a flat 16×16 block per colour comes back within a small tolerance.
        let f = UIGraphicsImageRendererFormat(); f.scale = 1
        let blocks = UIGraphicsImageRenderer(size: CGSize(width: 32, height: 16), format: f).image { ctx in
            UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
            UIColor.blue.setFill(); ctx.fill(CGRect(x: 16, y: 0, width: 16, height: 16))
        }
        let jpg = try #require(blocks.jpegData(compressionQuality: 0.9))
        let decoded = try #require(UIImage(data: jpg)?.cgImage)
        let r = try #require(decoded.pixel(x: 8, y: 8)), b = try #require(decoded.pixel(x: 24, y: 8))
        #expect(r.r >= 247 && r.g <= 8 && r.b <= 8 && b.b >= 247 && b.r <= 8 && b.g <= 8)
    }

    @Test func pixelColourOfAViewReadsBackAsRGBA() {
        // The usual iOS snippet: render a view's layer into a 1×1 RGBA buffer and read it.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        let memory = UnsafeMutableRawPointer.allocate(byteCount: 4, alignment: 4)
        defer { memory.deallocate() }
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: 4)
        let c = CGContext(data: memory, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        c.translateBy(x: -5, y: -5)
        view.layer.render(in: c)
        // Read while the context lives: the bytes are there when render(in:) returns.
        let pixel = Array(UnsafeRawBufferPointer(start: memory, count: 4))
        withExtendedLifetime(c) {}
        #expect(pixel[0] == 255 && abs(Int(pixel[1]) - 128) <= 1 && pixel[2] == 0 && pixel[3] == 255)
    }

    @Test func drawsUprightAndTinted() throws {
        // Top half red, bottom half blue.
        let f = UIGraphicsImageRendererFormat(); f.scale = 1
        let src = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: f).image { ctx in
            UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            UIColor.blue.setFill(); ctx.fill(CGRect(x: 0, y: 5, width: 10, height: 5))
        }
        let out = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: f).image { _ in
            src.draw(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(out.cgImage!.pixel(x: 10, y: 2)!.r == 255)
        #expect(out.cgImage!.pixel(x: 10, y: 18)!.b == 255)
        let tinted = src.withTintColor(.green)
        let out2 = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: f).image { _ in tinted.draw(at: .zero) }
        let p = out2.cgImage!.pixel(x: 5, y: 8)!
        #expect(p.g == 255 && p.r == 0 && p.b == 0)
        #expect(src.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
    }

    @Test func resizableNineSlice() throws {
        // 9×9: a 3-pixel red frame around a green centre.
        let f = UIGraphicsImageRendererFormat(); f.scale = 1
        let src = UIGraphicsImageRenderer(size: CGSize(width: 9, height: 9), format: f).image { ctx in
            UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 9, height: 9))
            UIColor.green.setFill(); ctx.fill(CGRect(x: 3, y: 3, width: 3, height: 3))
        }
        let r = src.resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3), resizingMode: .stretch)
        #expect(r.capInsets.left == 3 && r.resizingMode == .stretch)
        let out = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 30), format: f).image { _ in
            r.draw(in: CGRect(x: 0, y: 0, width: 60, height: 30))
        }
        let cg = out.cgImage!
        #expect(cg.pixel(x: 1, y: 15)!.r == 255)   // left cap stays 3 px
        #expect(cg.pixel(x: 5, y: 15)!.g == 255)   // centre stretched
        #expect(cg.pixel(x: 55, y: 15)!.g == 255)
        #expect(cg.pixel(x: 58, y: 15)!.r == 255)
        #expect(cg.pixel(x: 30, y: 1)!.r == 255)
        UIKitLog.clearRecentMessages()
        _ = src.resizableImage(withCapInsets: UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(UIKitLog.didLog("cap insets"))
    }
}

@MainActor @Suite struct AssetCatalogTests {
    let scratch = ScratchDirectory("uikit-assets")
    @Test func imageSetsAndColorSets() throws {
        let dir = scratch.path
        let set = dir + "/Assets.xcassets/Icons/star.imageset"
        let color = dir + "/Assets.xcassets/Brand.colorset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: color, withIntermediateDirectories: true)
        try writePNG(set + "/star-small.png", w: 8, h: 8, color: .red)
        try writePNG(set + "/star-big.png", w: 16, h: 16, color: .blue)
        try Data("""
        {"images":[{"idiom":"universal","filename":"star-small.png","scale":"1x"},
                   {"idiom":"universal","filename":"star-big.png","scale":"2x"},
                   {"idiom":"universal","scale":"3x"}],"info":{"version":1,"author":"xcode"}}
        """.utf8).write(to: URL(fileURLWithPath: set + "/Contents.json"))
        try Data("""
        {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0xFF","green":"0x80","blue":"0.000","alpha":"1.000"}}},
                   {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"0","green":"0","blue":"1","alpha":"1"}}}]}
        """.utf8).write(to: URL(fileURLWithPath: color + "/Contents.json"))
        let bundle = try #require(Bundle(path: dir))
        let img = UIImage(named: "star", in: bundle, compatibleWith: UITraitCollection(displayScale: 2))
        #expect(img?.scale == 2)
        #expect(img?.size == CGSize(width: 8, height: 8))
        #expect(img?.cgImage?.pixel(x: 1, y: 1)?.b == 255)
        let c = UIColor(named: "Brand", in: bundle, compatibleWith: nil)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0
        c?.getRed(&r, green: &g, blue: &b, alpha: nil)
        #expect(r == 1 && abs(g - 128.0 / 255) < 1e-6 && b == 0)
        #expect(UIColor(named: "Nope", in: bundle, compatibleWith: nil) == nil)
    }

    /// A ported app's asset catalog is a resource of its target: SwiftPM copies it into
    /// `Package_Target.resources/` beside the executable, and `UIImage(named:)` with no bundle
    /// finds it there, as iOS finds it in the main bundle.
    @Test func theAppsResourceBundlesAreSearchedWhenNoBundleIsGiven() throws {
        let dir = scratch.path
        let set = dir + "/MyApp_MyApp.resources/Assets.xcassets/logo-from-resources.imageset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/MyApp", withIntermediateDirectories: true)
        try writePNG(set + "/logo.png", w: 6, h: 4, color: .green)
        try Data(#"{"images":[{"idiom":"universal","filename":"logo.png","scale":"1x"}],"info":{"version":1,"author":"xcode"}}"#.utf8)
            .write(to: URL(fileURLWithPath: set + "/Contents.json"))
        let found = _UIAppResourceBundles.urls(in: URL(fileURLWithPath: dir)).map(\.path)
        #expect(found == [dir + "/MyApp_MyApp.resources"])
        #expect(UIImage(named: "logo-from-resources") == nil)
        let saved = UIImage._additionalSearchDirectories
        UIImage._additionalSearchDirectories = found
        defer { UIImage._additionalSearchDirectories = saved }
        #expect(UIImage(named: "logo-from-resources")?.size == CGSize(width: 6, height: 4))
        // The real list: the resource bundles the build put beside this test executable.
        #expect(UIImage._appResourceDirectories.contains { $0.hasSuffix("_UICatalog.resources") },
                "\(Bundle.main.bundlePath): \(UIImage._appResourceDirectories)")
    }
}

@MainActor @Suite struct UIImageOrientationTests {
    @Test func orientationRotatesDrawingAndSwapsSize() throws {
        let f = UIGraphicsImageRendererFormat(); f.scale = 1
        // 20×10: left half red, right half blue.
        let src = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: f).image { ctx in
            UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.blue.setFill(); ctx.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
        }
        let cg = try #require(src.cgImage)
        let down = UIImage(cgImage: cg, scale: 1, orientation: .down)
        #expect(down.size == CGSize(width: 20, height: 10))
        let d = UIGraphicsImageRenderer(size: down.size, format: f).image { _ in down.draw(at: .zero) }.cgImage!
        #expect(d.pixel(x: 2, y: 5)!.b == 255)   // rotated 180°: blue now on the left
        #expect(d.pixel(x: 17, y: 5)!.r == 255)
        let right = UIImage(cgImage: cg, scale: 1, orientation: .right)
        #expect(right.size == CGSize(width: 10, height: 20))
        let r = UIGraphicsImageRenderer(size: right.size, format: f).image { _ in right.draw(at: .zero) }.cgImage!
        // .right: rotated 90° clockwise: the image's left (red) ends up on top.
        #expect(r.pixel(x: 5, y: 2)!.r == 255)
        #expect(r.pixel(x: 5, y: 17)!.b == 255)
        // pngData bakes the orientation in.
        let png = try #require(right.pngData())
        let baked = try #require(UIImage(data: png))
        #expect(baked.size == CGSize(width: 10, height: 20))
        #expect(baked.imageOrientation == .up)
    }
}
