//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// SF Symbol names → drawings, for `UIImage(systemName:)`.
///
/// Two sources:
/// - **Our own vector drawings** (stroked in a 24-unit grid, line width following the symbol
///   weight) for the thin-line symbols whose look is mostly their stroke: chevrons, xmark, plus,
///   minus, checkmark, arrows, lines, ellipsis, circle, square. They need no font, so the most
///   used symbols work on any machine.
/// - **Material Design Icons** (Debian's `fonts-materialdesignicons-webfont` 1.6.50; font under
///   the SIL OFL 1.1, icons CC BY 4.0), drawn with Pango, for the few hundred pictograms
///   (heart, bell, trash, gear, person, house, …). The font has one weight: heavier symbol
///   weights thicken the glyph (it is drawn again around a small circle); lighter ones draw it as
///   is. Without the font those names return nil with a warning saying what to install.
///
/// Both are drawn black into a template image (tinted by the view that shows it), `size` points
/// tall: the point size × the scale (small 0.8, medium 1, large 1.3) × 1.12, so a 17 pt body
/// symbol is 19 pt tall, as SF Symbols are about 1.1–1.2 times their point size. The width is the
/// drawing's own (a chevron is narrow).
enum _UISymbolCatalog {
    static let iconFamily = "Material Design Icons"

    /// Whether `name` can be drawn (by us, or from the icon font when it is installed).
    static func canonicalName(for name: String) -> String? {
        if _shapes[name] != nil || _glyphs[name] != nil { return name }
        // A `.fill` variant we don't list draws as its outline symbol (real SF names mostly).
        if name.hasSuffix(".fill") {
            let base = String(name.dropLast(5))
            if _shapes[base] != nil || _glyphs[base] != nil { return base }
        }
        return nil
    }

    /// Every name the catalog knows (for tests and tools).
    static var allNames: [String] { Array(_shapes.keys) + Array(_glyphs.keys) }

    static let iconFontInstalled: Bool = TextFont.familyNames().contains { $0.caseInsensitiveCompare(iconFamily) == .orderedSame }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [String: CGImage] = [:]
    nonisolated(unsafe) private static var warned: Set<String> = []

    /// Warns once per process per `key`.
    static func warnOnce(_ key: String, _ message: @autoclosure () -> String) {
        let first = lock.withLock { warned.insert(key).inserted }
        if first { UIKitLog.warning(message(), category: "UIImage") }
    }

    /// The symbol's box height in points for a configuration.
    static func boxHeight(pointSize: CGFloat, scale: UIImage.SymbolConfiguration.Scale) -> CGFloat {
        let factor: CGFloat
        switch scale {
        case .small: factor = 0.8
        case .large: factor = 1.3
        default: factor = 1
        }
        return max(1, pointSize * factor * 1.12)
    }

    /// Stroke width in grid units (24 per 1.2 × box height) for a weight.
    static func lineWidth(_ w: UIImage.SymbolConfiguration.Weight) -> CGFloat {
        switch w {
        case .ultraLight: return 0.8
        case .thin: return 1.1
        case .light: return 1.5
        case .unspecified, .regular: return 1.9
        case .medium: return 2.2
        case .semibold: return 2.5
        case .bold: return 2.9
        case .heavy: return 3.4
        case .black: return 3.9
        }
    }

    /// How far (fraction of the box) a glyph is thickened for a weight.
    static func glyphThickening(_ w: UIImage.SymbolConfiguration.Weight) -> CGFloat {
        switch w {
        case .medium: return 0.012
        case .semibold: return 0.022
        case .bold: return 0.034
        case .heavy: return 0.048
        case .black: return 0.062
        default: return 0
        }
    }

    /// The drawn symbol (black on transparent, `pixelScale` pixels per point), cached.
    static func image(named name: String, configuration: UIImage.SymbolConfiguration?, pixelScale: CGFloat) -> CGImage? {
        let c = (configuration ?? .unspecified)._resolved
        let box = boxHeight(pointSize: c.pointSize, scale: c.scale)
        let key = "\(name)|\(box)|\(c.weight.rawValue)|\(pixelScale)"
        if let hit = lock.withLock({ cache[key] }) { return hit }
        let made: CGImage?
        if let shape = _shapes[name] {
            made = drawShape(shape, box: box, weight: c.weight, pixelScale: pixelScale)
        } else if let cp = _glyphs[name] {
            made = drawGlyph(cp, box: box, weight: c.weight, pixelScale: pixelScale)
        } else {
            made = nil
        }
        if let made {
            lock.withLock {
                if cache.count > 512 { cache.removeAll() }
                cache[key] = made
            }
        }
        return made
    }

    // MARK: Own drawings

    /// A drawing in the 24-unit grid (y down, centre 12,12): its horizontal extent and strokes.
    struct Shape: Sendable {
        var minX: CGFloat, maxX: CGFloat
        var draw: @Sendable (CGContext, CGFloat) -> Void
    }

    private static func drawShape(_ s: Shape, box: CGFloat, weight: UIImage.SymbolConfiguration.Weight, pixelScale: CGFloat) -> CGImage? {
        let lw = lineWidth(weight)
        let k = box / 20  // points per grid unit: the 24-unit grid spans 1.2 boxes
        let pad: CGFloat = 0.5
        let width = (s.maxX - s.minX + lw + 2 * pad) * k
        let pw = max(1, Int((width * pixelScale).rounded(.up))), ph = max(1, Int((box * pixelScale).rounded(.up)))
        guard let ctx = CGContext(_topLeftBitmapWidth: pw, height: ph, scale: pixelScale) else { return nil }
        ctx.translateBy(x: CGFloat(pw) / pixelScale / 2, y: CGFloat(ph) / pixelScale / 2)
        ctx.scaleBy(x: k, y: k)
        ctx.translateBy(x: -(s.minX + s.maxX) / 2, y: -12)
        ctx.setFillColor(.black)
        ctx.setStrokeColor(.black)
        ctx.setLineWidth(lw)
        ctx.setLineCap(.round)
        ctx.setLineJoin(.round)
        s.draw(ctx, lw)
        return ctx.makeImage()
    }

    private static func lines(_ polylines: [[(CGFloat, CGFloat)]]) -> @Sendable (CGContext, CGFloat) -> Void {
        { ctx, _ in
            ctx.beginPath()
            for pl in polylines {
                for (i, p) in pl.enumerated() {
                    if i == 0 { ctx.move(to: CGPoint(x: p.0, y: p.1)) } else { ctx.addLine(to: CGPoint(x: p.0, y: p.1)) }
                }
            }
            ctx.strokePath()
        }
    }

    private static func shape(_ minX: CGFloat, _ maxX: CGFloat, _ polylines: [[(CGFloat, CGFloat)]]) -> Shape {
        Shape(minX: minX, maxX: maxX, draw: lines(polylines))
    }

    static let _shapes: [String: Shape] = {
        var s: [String: Shape] = [:]
        s["chevron.left"] = shape(8, 15, [[(15, 4), (8, 12), (15, 20)]])
        s["chevron.right"] = shape(9, 16, [[(9, 4), (16, 12), (9, 20)]])
        s["chevron.up"] = shape(4, 20, [[(4, 15.5), (12, 8), (20, 15.5)]])
        s["chevron.down"] = shape(4, 20, [[(4, 8.5), (12, 16), (20, 8.5)]])
        s["chevron.backward"] = s["chevron.left"]
        s["chevron.forward"] = s["chevron.right"]
        s["chevron.compact.left"] = shape(9, 14, [[(14, 6), (9, 12), (14, 18)]])
        s["chevron.compact.right"] = shape(10, 15, [[(10, 6), (15, 12), (10, 18)]])
        s["chevron.compact.up"] = shape(5, 19, [[(5, 14), (12, 10), (19, 14)]])
        s["chevron.compact.down"] = shape(5, 19, [[(5, 10), (12, 14), (19, 10)]])
        s["chevron.left.2"] = shape(4, 18, [[(11, 4), (4, 12), (11, 20)], [(18, 4), (11, 12), (18, 20)]])
        s["chevron.right.2"] = shape(6, 20, [[(6, 4), (13, 12), (6, 20)], [(13, 4), (20, 12), (13, 20)]])
        s["chevron.up.chevron.down"] = shape(6, 18, [[(6, 9), (12, 3.5), (18, 9)], [(6, 15), (12, 20.5), (18, 15)]])
        s["xmark"] = shape(5, 19, [[(5, 5), (19, 19)], [(19, 5), (5, 19)]])
        s["multiply"] = shape(6, 18, [[(6, 6), (18, 18)], [(18, 6), (6, 18)]])
        s["plus"] = shape(3, 21, [[(12, 3), (12, 21)], [(3, 12), (21, 12)]])
        s["minus"] = shape(3, 21, [[(3, 12), (21, 12)]])
        s["equal"] = shape(4, 20, [[(4, 9), (20, 9)], [(4, 15), (20, 15)]])
        s["checkmark"] = shape(3.5, 20.5, [[(3.5, 12.5), (9.5, 18.5), (20.5, 5.5)]])
        s["line.3.horizontal"] = shape(3, 21, [[(3, 6), (21, 6)], [(3, 12), (21, 12)], [(3, 18), (21, 18)]])
        s["line.horizontal.3"] = s["line.3.horizontal"]
        s["line.2.horizontal"] = shape(3, 21, [[(3, 9), (21, 9)], [(3, 15), (21, 15)]])
        s["line.3.horizontal.decrease"] = shape(3, 21, [[(3, 6), (21, 6)], [(6.5, 12), (17.5, 12)], [(10, 18), (14, 18)]])
        s["line.horizontal.3.decrease"] = s["line.3.horizontal.decrease"]
        s["arrow.left"] = shape(3.5, 20.5, [[(20.5, 12), (3.5, 12)], [(10.5, 5), (3.5, 12), (10.5, 19)]])
        s["arrow.right"] = shape(3.5, 20.5, [[(3.5, 12), (20.5, 12)], [(13.5, 5), (20.5, 12), (13.5, 19)]])
        s["arrow.up"] = shape(5, 19, [[(12, 20.5), (12, 3.5)], [(5, 10.5), (12, 3.5), (19, 10.5)]])
        s["arrow.down"] = shape(5, 19, [[(12, 3.5), (12, 20.5)], [(5, 13.5), (12, 20.5), (19, 13.5)]])
        s["arrow.backward"] = s["arrow.left"]
        s["arrow.forward"] = s["arrow.right"]
        s["arrow.uturn.left"] = shape(3.5, 20.5, [[(9, 4.5), (3.5, 10), (9, 15.5)], [(3.5, 10), (14.5, 10)]])
        s["arrow.uturn.backward"] = s["arrow.uturn.left"]
        s["ellipsis"] = Shape(minX: 3, maxX: 21) { ctx, lw in
            let r = 0.9 + lw * 0.45
            for x in [4.5, 12, 19.5] as [CGFloat] { ctx.fillEllipse(in: CGRect(x: x - r, y: 12 - r, width: 2 * r, height: 2 * r)) }
        }
        s["circle"] = Shape(minX: 2.5, maxX: 21.5) { ctx, _ in ctx.strokeEllipse(in: CGRect(x: 2.5, y: 2.5, width: 19, height: 19)) }
        s["circle.fill"] = Shape(minX: 2.5, maxX: 21.5) { ctx, lw in
            ctx.fillEllipse(in: CGRect(x: 2.5 - lw / 2, y: 2.5 - lw / 2, width: 19 + lw, height: 19 + lw))
        }
        s["largecircle.fill.circle"] = Shape(minX: 2.5, maxX: 21.5) { ctx, _ in
            ctx.strokeEllipse(in: CGRect(x: 2.5, y: 2.5, width: 19, height: 19))
            ctx.fillEllipse(in: CGRect(x: 6.5, y: 6.5, width: 11, height: 11))
        }
        let box: [(CGFloat, CGFloat)] = [(8.5, 9.5), (5, 9.5), (5, 21.5), (19, 21.5), (19, 9.5), (15.5, 9.5)]
        s["square.and.arrow.up"] = shape(5, 19, [box, [(12, 14.5), (12, 2.5)], [(8.5, 6), (12, 2.5), (15.5, 6)]])
        s["square.and.arrow.down"] = shape(5, 19, [box, [(12, 2.5), (12, 14.5)], [(8.5, 11), (12, 14.5), (15.5, 11)]])
        s["square.and.arrow.up.fill"] = s["square.and.arrow.up"]
        s["square.and.arrow.down.fill"] = s["square.and.arrow.down"]
        s["ellipsis.circle"] = Shape(minX: 2.5, maxX: 21.5) { ctx, lw in
            ctx.strokeEllipse(in: CGRect(x: 2.5, y: 2.5, width: 19, height: 19))
            let r = 0.5 + lw * 0.4
            for x in [7.5, 12, 16.5] as [CGFloat] { ctx.fillEllipse(in: CGRect(x: x - r, y: 12 - r, width: 2 * r, height: 2 * r)) }
        }
        s["ellipsis.circle.fill"] = Shape(minX: 2.5, maxX: 21.5) { ctx, lw in
            ctx.fillEllipse(in: CGRect(x: 2.5 - lw / 2, y: 2.5 - lw / 2, width: 19 + lw, height: 19 + lw))
            ctx.setBlendMode(.clear)
            let r = 0.5 + lw * 0.4
            for x in [7.5, 12, 16.5] as [CGFloat] { ctx.fillEllipse(in: CGRect(x: x - r, y: 12 - r, width: 2 * r, height: 2 * r)) }
        }
        s["square"] = Shape(minX: 3, maxX: 21) { ctx, _ in
            ctx.addPath(CGPath(roundedRect: CGRect(x: 3, y: 3, width: 18, height: 18), cornerWidth: 4, cornerHeight: 4, transform: nil))
            ctx.strokePath()
        }
        // The split view's sidebar button: a wide rounded rectangle with a line near its
        // leading (or trailing) edge.
        for (name, lineX) in [("sidebar.left", 8.5), ("sidebar.right", 15.5)] {
            s[name] = Shape(minX: 1, maxX: 23) { ctx, _ in
                ctx.addPath(CGPath(roundedRect: CGRect(x: 1.5, y: 4.5, width: 21, height: 15), cornerWidth: 3.5, cornerHeight: 3.5, transform: nil))
                ctx.move(to: CGPoint(x: lineX, y: 4.5))
                ctx.addLine(to: CGPoint(x: lineX, y: 19.5))
                ctx.strokePath()
            }
        }
        s["square.fill"] = Shape(minX: 3, maxX: 21) { ctx, lw in
            let h = lw / 2
            ctx.addPath(CGPath(roundedRect: CGRect(x: 3 - h, y: 3 - h, width: 18 + lw, height: 18 + lw), cornerWidth: 4 + h, cornerHeight: 4 + h, transform: nil))
            ctx.fillPath()
        }
        return s
    }()

    // MARK: Icon font glyphs

    private static func drawGlyph(_ cp: UInt32, box: CGFloat, weight: UIImage.SymbolConfiguration.Weight, pixelScale: CGFloat) -> CGImage? {
        guard iconFontInstalled, let scalar = Unicode.Scalar(cp) else { return nil }
        let fontSize = box * 1.2
        let layout = TextLayout.make(text: String(Character(scalar)),
                                     attributes: TextAttributes(font: TextFont(family: iconFamily, size: fontSize), color: .black),
                                     width: nil)
        // Draw into a generous scratch canvas, find the ink, and centre it in the final image.
        let side = fontSize * 2
        let sp = max(1, Int((side * pixelScale).rounded(.up)))
        guard let scratch = CGContext(_topLeftBitmapWidth: sp, height: sp, scale: pixelScale) else { return nil }
        let r = glyphThickening(weight) * box
        var offsets: [CGPoint] = [.zero]
        if r > 0 {
            for i in 0..<12 {
                let a = CGFloat(i) * .pi / 6
                offsets.append(CGPoint(x: r * cos(a), y: r * sin(a)))
            }
        }
        for o in offsets {
            layout.draw(in: scratch, rect: CGRect(x: fontSize / 2 + o.x, y: fontSize / 2 + o.y, width: fontSize, height: fontSize))
        }
        guard let drawn = scratch.makeImage(), let ink = inkRect(drawn) else { return nil }
        guard let glyph = drawn.cropping(to: ink) else { return nil }
        // Every symbol is `box` tall: a glyph that fills the icon grid is shrunk to fit.
        let ph = max(1, Int((box * pixelScale).rounded()))
        let fit = min(1, CGFloat(ph) / ink.height)
        let inkW = ink.width * fit, inkH = ink.height * fit
        let pad = (0.04 * box * pixelScale).rounded(.up)
        let pw = Int((inkW + 2 * pad).rounded(.up))
        guard let ctx = CGContext(_topLeftBitmapWidth: pw, height: ph, scale: 1) else { return nil }
        let dst = CGRect(x: ((CGFloat(pw) - inkW) / 2).rounded(), y: ((CGFloat(ph) - inkH) / 2).rounded(), width: inkW, height: inkH)
        ctx.translateBy(x: 0, y: dst.minY + dst.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(glyph, in: dst)
        return ctx.makeImage()
    }

    /// The pixel rectangle holding every non-transparent pixel; nil when none.
    static func inkRect(_ image: CGImage) -> CGRect? {
        guard let data = image.dataProvider?.data else { return nil }
        let w = image.width, h = image.height, bpr = image.bytesPerRow, bpp = max(1, image.bitsPerPixel / 8)
        var minX = w, minY = h, maxX = -1, maxY = -1
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let p = raw.bindMemory(to: UInt8.self)
            for y in 0..<h {
                let row = y * bpr
                for x in 0..<w {
                    let o = row + x * bpp
                    var any = false
                    for b in 0..<bpp where p[o + b] > 8 { any = true; break }
                    if any {
                        if x < minX { minX = x }
                        if x > maxX { maxX = x }
                        if y < minY { minY = y }
                        if y > maxY { maxY = y }
                    }
                }
            }
        }
        guard maxX >= minX, maxY >= minY else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
