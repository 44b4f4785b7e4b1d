//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKit

/// The photos' pictures, generated so the repository ships no images: each photo identifier
/// gives a deterministic picture (a sky and hills, a sunset, a portrait, a pattern, a screenshot,
/// mountains) drawn with `UIGraphicsImageRenderer`. The drawing runs on any thread (the image
/// loader draws on a background queue): thumbnails are 128-pixel centre crops drawn at that size,
/// kept in a bounded cache (72: the rows on screen and a screen ahead and behind, 4.5 MB); pictures are
/// drawn at the size they are shown (`renderPicture(of:pixels:)`), never drawn large and scaled
/// down, and kept by the pages that show them, not here.
enum PhotoArt {
    /// What a photo shows.
    enum Kind: CaseIterable { case mixed, landscape, sunset, portrait, pattern, screenshot, travel }

    /// The thumbnails drawn so far (at most 72, the oldest dropped first).
    @MainActor static let thumbnails = ThumbnailCache(capacity: 72)
    /// Thumbnails' side in pixels.
    static let thumbnailPixels: CGFloat = 128

    /// A 64-bit hash of `photo` and `salt` (SplitMix64): the photo's random choices.
    static func random(_ photo: Int, _ salt: UInt64 = 0) -> UInt64 {
        var z = UInt64(bitPattern: Int64(photo)) &+ 0x9E37_79B9_7F4A_7C15 &* (salt &+ 1)
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A fraction in 0..<1 from the photo's hash.
    static func unit(_ photo: Int, _ salt: UInt64) -> CGFloat { CGFloat(random(photo, salt) % 10_000) / 10_000 }

    /// What the photo shows (Recents mixes the other kinds).
    static func kind(of photo: Int) -> Kind {
        let kinds: [Kind] = [.mixed, .mixed, .landscape, .sunset, .portrait, .pattern, .screenshot, .travel]
        let k = kinds[min(kinds.count - 1, max(0, photo / 100_000))]
        if k != .mixed { return k }
        let mixed: [Kind] = [.landscape, .sunset, .portrait, .pattern, .travel, .landscape, .sunset, .travel]
        return mixed[Int(random(photo, 7) % UInt64(mixed.count))]
    }

    /// The photo's size in pixels (landscape 4:3, portraits 3:4, screenshots a phone's 9:19.5).
    static func pixelSize(of photo: Int) -> CGSize {
        switch kind(of: photo) {
        case .portrait: CGSize(width: 768, height: 1024)
        case .screenshot: CGSize(width: 390, height: 844)
        default: CGSize(width: 1024, height: 768)
        }
    }

    /// The full-size picture, drawn now (the share sheet's item).
    static func image(of photo: Int) -> UIImage { renderPicture(of: photo, pixels: pixelSize(of: photo)) }

    /// The photo's picture drawn at `pixels` (its own pixel size or smaller; the aspect ratio is
    /// the photo's): a screen-sized picture is drawn at the screen's size. Any thread.
    static func renderPicture(of photo: Int, pixels: CGSize) -> UIImage {
        let full = pixelSize(of: photo)
        let s = min(1, pixels.width / full.width, pixels.height / full.height)
        let size = CGSize(width: max(1, (full.width * s).rounded()), height: max(1, (full.height * s).rounded()))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        return UIGraphicsImageRenderer(size: size, format: format).image { ctx in
            let cg = ctx.cgContext
            if s < 1 { cg.scaleBy(x: size.width / full.width, y: size.height / full.height) }
            draw(photo, in: cg, size: full)
        }
    }

    /// The photo's screen-sized picture for a view `points` big at `scale` pixels a point: the
    /// photo fitted in it (never above its own pixel size).
    static func pixelsToShow(_ photo: Int, in points: CGSize, scale: CGFloat) -> CGSize {
        let full = pixelSize(of: photo)
        guard points.width > 0, points.height > 0, scale > 0, points.width.isFinite, points.height.isFinite else { return full }
        let s = min(1, points.width * scale / full.width, points.height * scale / full.height)
        return CGSize(width: (full.width * s).rounded(), height: (full.height * s).rounded())
    }

    /// The photo's square thumbnail (its centre, 128 pixels), with its brightness edit: the
    /// cached one, or drawn now and cached (the albums list's; the grid asks the image loader).
    @MainActor static func thumbnail(of photo: Int, brightness: Float) -> UIImage {
        if let hit = thumbnails.image(for: photo) { return hit }
        let image = renderThumbnail(of: photo, brightness: brightness)
        thumbnails.insert(image, for: photo)
        return image
    }

    /// Draws the photo's square thumbnail (its centre, 128 pixels, drawn at that size) with its
    /// brightness edit. Any thread.
    static func renderThumbnail(of photo: Int, brightness: Float) -> UIImage {
        let side = thumbnailPixels
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { ctx in
            let full = pixelSize(of: photo)
            let s = side / min(full.width, full.height)
            let cg = ctx.cgContext
            cg.translateBy(x: (side - full.width * s) / 2, y: (side - full.height * s) / 2)
            cg.scaleBy(x: s, y: s)
            draw(photo, in: cg, size: full)
            cg.scaleBy(x: 1 / s, y: 1 / s)
            if brightness != 0 {
                (brightness > 0 ? UIColor.white : UIColor.black).withAlphaComponent(CGFloat(abs(brightness)) * 0.6).setFill()
                cg.fill(CGRect(x: -side, y: -side, width: 3 * side, height: 3 * side))
            }
        }
    }

    /// A vertical two-colour gradient over `rect`.
    private static func gradient(_ cg: CGContext, _ top: UIColor, _ bottom: UIColor, _ rect: CGRect) {
        var locations: [CGFloat] = [0, 1]
        guard let g = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [top.cgColor, bottom.cgColor], locations: &locations) else { return }
        cg.saveGState()
        cg.clip(to: rect)
        cg.drawLinearGradient(g, start: CGPoint(x: rect.midX, y: rect.minY), end: CGPoint(x: rect.midX, y: rect.maxY), options: [])
        cg.restoreGState()
    }

    /// A filled polygon through `points`.
    private static func polygon(_ cg: CGContext, _ points: [CGPoint], _ color: UIColor) {
        guard let first = points.first else { return }
        color.setFill()
        cg.beginPath()
        cg.move(to: first)
        for p in points.dropFirst() { cg.addLine(to: p) }
        cg.closePath()
        cg.fillPath()
    }

    /// Draws the photo's picture in a `size` rect at the origin.
    static func draw(_ photo: Int, in cg: CGContext, size: CGSize) {
        let w = size.width, h = size.height
        let r = CGRect(origin: .zero, size: size)
        let hue = unit(photo, 1)
        func c(_ dh: CGFloat, _ s: CGFloat, _ b: CGFloat) -> UIColor {
            UIColor(hue: (hue + dh).truncatingRemainder(dividingBy: 1), saturation: s, brightness: b, alpha: 1)
        }
        switch kind(of: photo) {
        case .landscape, .mixed:
            gradient(cg, UIColor(hue: 0.55 + hue * 0.1, saturation: 0.55, brightness: 0.95, alpha: 1), UIColor(hue: 0.55, saturation: 0.15, brightness: 1, alpha: 1), r)
            UIColor(hue: 0.14, saturation: 0.35, brightness: 1, alpha: 1).setFill()
            cg.fillEllipse(in: CGRect(x: w * (0.15 + 0.6 * unit(photo, 2)), y: h * 0.12, width: h * 0.16, height: h * 0.16))
            for layer in 0..<3 {
                let base = h * (0.55 + 0.12 * CGFloat(layer))
                var pts = [CGPoint(x: 0, y: h)]
                for i in 0...8 {
                    let x = w * CGFloat(i) / 8
                    pts.append(CGPoint(x: x, y: base - h * 0.12 * unit(photo, UInt64(10 + layer * 10 + i))))
                }
                pts.append(CGPoint(x: w, y: h))
                polygon(cg, pts, UIColor(hue: 0.28 + hue * 0.12, saturation: 0.5, brightness: 0.75 - 0.17 * CGFloat(layer), alpha: 1))
            }
        case .sunset:
            gradient(cg, c(0.7, 0.6, 0.45), UIColor(hue: 0.07 + hue * 0.05, saturation: 0.8, brightness: 1, alpha: 1), CGRect(x: 0, y: 0, width: w, height: h * 0.62))
            UIColor(hue: 0.11, saturation: 0.7, brightness: 1, alpha: 1).setFill()
            let d = h * (0.22 + 0.1 * unit(photo, 2))
            cg.fillEllipse(in: CGRect(x: w * (0.2 + 0.5 * unit(photo, 3)), y: h * 0.62 - d * 0.6, width: d, height: d))
            gradient(cg, c(0.72, 0.5, 0.35), c(0.75, 0.6, 0.15), CGRect(x: 0, y: h * 0.62, width: w, height: h * 0.38))
            UIColor(white: 1, alpha: 0.35).setFill()
            for i in 0..<6 { cg.fill(CGRect(x: w * (0.2 + 0.08 * CGFloat(i % 3)), y: h * (0.66 + 0.05 * CGFloat(i)), width: w * (0.4 - 0.05 * CGFloat(i)), height: 3)) }
        case .portrait:
            gradient(cg, c(0, 0.25, 0.95), c(0.05, 0.4, 0.75), r)
            c(0.5, 0.35, 0.45).setFill()
            cg.fillEllipse(in: CGRect(x: w * 0.12, y: h * 0.62, width: w * 0.76, height: h * 0.6))
            UIColor(hue: 0.07, saturation: 0.3 + 0.3 * unit(photo, 4), brightness: 0.55 + 0.4 * unit(photo, 5), alpha: 1).setFill()
            cg.fillEllipse(in: CGRect(x: w * 0.3, y: h * 0.22, width: w * 0.4, height: w * 0.48))
        case .pattern:
            c(0, 0.3, 0.97).setFill()
            cg.fill(r)
            let n = 4 + Int(random(photo, 2) % 5)
            let cell = w / CGFloat(n)
            for row in 0..<Int(ceil(h / cell)) {
                for col in 0..<n {
                    let k = Int(random(photo &+ row * 31 &+ col, 3) % 3)
                    let rect = CGRect(x: CGFloat(col) * cell, y: CGFloat(row) * cell, width: cell, height: cell).insetBy(dx: cell * 0.12, dy: cell * 0.12)
                    c(CGFloat(k) * 0.12, 0.65, 0.85 - 0.15 * CGFloat(k)).setFill()
                    if (row + col) % 2 == 0 { cg.fillEllipse(in: rect) } else { cg.fill(rect) }
                }
            }
        case .screenshot:
            UIColor(white: 0.97, alpha: 1).setFill()
            cg.fill(r)
            c(0, 0.6, 0.9).setFill()
            cg.fill(CGRect(x: 0, y: 0, width: w, height: h * 0.12))
            for i in 0..<9 {
                let y = h * 0.16 + CGFloat(i) * h * 0.09
                c(0.1 * CGFloat(i % 3), 0.5, 0.85).setFill()
                cg.fillEllipse(in: CGRect(x: w * 0.06, y: y, width: h * 0.06, height: h * 0.06))
                UIColor(white: 0.55 + 0.05 * CGFloat(i % 3), alpha: 1).setFill()
                cg.fill(CGRect(x: w * 0.06 + h * 0.08, y: y + h * 0.012, width: w * (0.35 + 0.4 * unit(photo, UInt64(20 + i))), height: h * 0.014))
                UIColor(white: 0.8, alpha: 1).setFill()
                cg.fill(CGRect(x: w * 0.06 + h * 0.08, y: y + h * 0.036, width: w * 0.3, height: h * 0.01))
            }
        case .travel:
            gradient(cg, c(0.55, 0.45, 0.9), UIColor(white: 0.97, alpha: 1), r)
            for k in 0..<3 {
                let peak = w * (0.15 + 0.3 * CGFloat(k) + 0.15 * unit(photo, UInt64(30 + k)))
                let top = h * (0.25 + 0.15 * unit(photo, UInt64(40 + k)))
                polygon(cg, [CGPoint(x: peak - w * 0.35, y: h * 0.8), CGPoint(x: peak, y: top), CGPoint(x: peak + w * 0.35, y: h * 0.8)],
                        UIColor(hue: 0.6, saturation: 0.25, brightness: 0.45 + 0.12 * CGFloat(k), alpha: 1))
                polygon(cg, [CGPoint(x: peak - w * 0.07, y: top + h * 0.1), CGPoint(x: peak, y: top), CGPoint(x: peak + w * 0.07, y: top + h * 0.1)], .white)
            }
            gradient(cg, UIColor(hue: 0.3, saturation: 0.45, brightness: 0.6, alpha: 1), UIColor(hue: 0.3, saturation: 0.55, brightness: 0.4, alpha: 1), CGRect(x: 0, y: h * 0.8, width: w, height: h * 0.2))
        }
    }
}

/// Thumbnails by photo identifier, at most `capacity` of them: the oldest inserted goes first
/// (a grid scrolled through 10,000 photos keeps only the rows around the screen).
@MainActor final class ThumbnailCache {
    private var images: [Int: UIImage] = [:]
    private var order: [Int] = []
    private var head = 0
    /// How many thumbnails are kept.
    let capacity: Int

    /// An empty cache keeping `capacity` thumbnails.
    init(capacity: Int) { self.capacity = max(1, capacity) }

    /// How many thumbnails it holds.
    var count: Int { images.count }

    /// The photo's thumbnail, if drawn and still kept.
    func image(for photo: Int) -> UIImage? { images[photo] }

    /// Keeps `image` for `photo`, dropping the oldest when full.
    func insert(_ image: UIImage, for photo: Int) {
        if images.updateValue(image, forKey: photo) != nil { return }
        if order.count < capacity {
            order.append(photo)
        } else {
            images[order[head]] = nil
            order[head] = photo
            head = (head + 1) % capacity
        }
    }

    /// Forgets every thumbnail.
    func removeAll() {
        images.removeAll()
        order.removeAll()
        head = 0
    }

    /// Forgets the photo's thumbnail (it changed).
    func remove(_ photo: Int) { images[photo] = nil }
}
