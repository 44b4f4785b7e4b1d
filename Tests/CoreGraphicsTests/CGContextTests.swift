//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import CoreGraphics

@Suite struct CGContextTests {
    @Test func fillRectPaintsOnlyTheRect() {
        let c = topLeft(20, 20)
        c.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        c.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(c.px(10, 10) == red)
        #expect(c.px(2, 2) == transparent)
        #expect(c.px(15, 15) == transparent)
    }

    @Test func topLeftContextHonoursScale() {
        let c = topLeft(10, 10, scale: 2)
        #expect(c.width == 20 && c.height == 20)
        c.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 5, height: 5))      // 10×10 pixels at the top left
        #expect(c.px(9, 9) == blue)
        #expect(c.px(10, 10) == transparent)
        // Quartz-style CTM of a UIKit context: scale 2, y flipped, origin at the top.
        #expect(c.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 20))
    }

    @Test func quartzBitmapContextHasOriginAtBottomLeft() {
        let c = quartz(20, 20)
        #expect(c.ctm.isIdentity)
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        // Bottom-left in device space = last rows of the image.
        let img = c.makeImage()!
        #expect(img.px(2, 17) == red)
        #expect(img.px(2, 2) == transparent)
        #expect(c.bitsPerComponent == 8 && c.bytesPerRow >= 80 && c.data != nil)
    }

    @Test func quartzContextRefusesBadArguments() {
        #expect(CGContext(data: nil, width: 0, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 16, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(UIKitLog.didLog("CGBitmapContextCreate: unsupported parameter combination"))
    }

    @Test func callerSuppliedMemoryIsDrawnInto() {
        var buffer = [UInt32](repeating: 0, count: 4 * 4)
        buffer.withUnsafeMutableBytes { raw in
            let c = CGContext(data: raw.baseAddress, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                              space: CGColorSpaceCreateDeviceRGB(),
                              bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
            c.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
            c.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            c.flush()
        }
        #expect(buffer.allSatisfy { $0 == 0xFF00FF00 })
    }

    @Test func callerSuppliedRGBAMemoryIsKeptInSync() {
        var bytes = [UInt8](repeating: 0, count: 2 * 2 * 4)
        bytes[0] = 9; bytes[3] = 255      // pre-existing top-left pixel (memory rows run top to bottom)
        bytes.withUnsafeMutableBytes { raw in
            let c = CGContext(data: raw.baseAddress, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8,
                              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            #expect(c.makeImage()!.px(0, 0) == RGBA(9, 0, 0, 255))   // existing contents were read
            c.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            c.fill(CGRect(x: 0, y: 0, width: 1, height: 1))        // bottom-left pixel = second row
        }
        #expect(Array(bytes[8..<12]) == [0, 0, 255, 255])
        #expect(Array(bytes[0..<4]) == [9, 0, 0, 255])
        // Gray and alpha-only layouts.
        var gray = [UInt8](repeating: 0, count: 4)
        gray.withUnsafeMutableBytes { raw in
            let c = CGContext(data: raw.baseAddress, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 2,
                              space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)!
            c.setFillColor(gray: 1, alpha: 1)
            c.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        }
        #expect(gray == [0, 0, 255, 255])
        var mask = [UInt8](repeating: 0, count: 1)
        mask.withUnsafeMutableBytes { raw in
            let c = CGContext(data: raw.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 1,
                              space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue)!
            c.setFillColor(gray: 0, alpha: 0.5)
            c.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(abs(Int(mask[0]) - 128) <= 1)
    }

    @Test func strokeDrawsOutline() {
        let c = topLeft(30, 30)
        c.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        c.setLineWidth(4)
        c.stroke(CGRect(x: 5, y: 5, width: 20, height: 20))
        #expect(c.px(5, 15) == blue)        // on the left edge
        #expect(c.px(15, 15) == transparent) // inside
        #expect(c.px(1, 15) == transparent)
    }

    @Test func zeroLengthSegmentDrawsItsCap() {
        // Quartz strokes a zero-length segment as its cap: a dot with round caps (a switch's knob
        // drawn this way vanished), a square with square caps, nothing with butt caps.
        for (cap, corner) in [(CGLineCap.round, transparent), (.square, blue), (.butt, transparent)] {
            for quartzContext in [false, true] {
                let c = quartzContext ? quartz(40, 40) : topLeft(40, 40)
                c.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
                c.setLineWidth(20)
                c.setLineCap(cap)
                c.move(to: CGPoint(x: 20, y: 20))
                c.addLine(to: CGPoint(x: 20, y: 20))
                c.strokePath()
                let centre = cap == .butt ? transparent : blue
                #expect(c.px(20, 20) == centre, "\(cap) quartz: \(quartzContext)")
                #expect(c.px(12, 20) == centre && c.px(20, 28) == centre, "\(cap) quartz: \(quartzContext)")
                #expect(c.px(11, 11) == corner && c.px(28, 28) == corner, "\(cap) quartz: \(quartzContext)")
                #expect(c.px(20, 32) == transparent && c.px(32, 20) == transparent)
            }
        }
    }

    @Test func defaultLineWidthIsOnePoint() {
        for c in [topLeft(20, 20), quartz(20, 20)] {
            c.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
            c.strokeLineSegments(between: [CGPoint(x: 0, y: 10.5), CGPoint(x: 20, y: 10.5)])
            let img = c.makeImage()!
            let rows = (0..<20).filter { img.px(10, $0).a > 0 }
            #expect(rows.count == 1)
        }
    }

    @Test func lineSegmentsAndDash() {
        let c = topLeft(40, 10)
        c.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.setLineWidth(2)
        c.setLineDash(phase: 0, lengths: [10, 10])
        c.strokeLineSegments(between: [CGPoint(x: 0, y: 5), CGPoint(x: 40, y: 5)])
        #expect(c.px(5, 5) == red)
        #expect(c.px(15, 5) == transparent)
        #expect(c.px(25, 5) == red)
    }

    @Test func pathFillWithFillRules() {
        let c = topLeft(100, 100)
        c.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        c.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        c.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(!c.isPathEmpty)
        #expect(c.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 100))
        c.fillPath(using: .evenOdd)
        #expect(c.isPathEmpty)
        #expect(c.px(50, 50) == transparent)
        #expect(c.px(10, 10) == green)
    }

    @Test func arcIsCounterClockwiseOnScreenInTopLeftContext() {
        // clockwise: true from 0 to π/2 goes through angle -π/2 — which is *up* on a y-down screen.
        let c = topLeft(100, 100)
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.move(to: CGPoint(x: 50, y: 50))
        c.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        c.closePath()
        c.fillPath()
        #expect(c.px(50, 20) == red)          // above the centre (angle -π/2)
        #expect(c.px(70, 70) == transparent)  // the skipped quarter (angle π/4, below right)
    }

    @Test func saveRestoreCoversColoursAlphaAndCTM() {
        let c = topLeft(20, 10)
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.saveGState()
        c.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        c.setAlpha(0.1)
        c.translateBy(x: 100, y: 0)
        c.restoreGState()
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(c.px(5, 5) == red)
        c.restoreGState()   // unbalanced
        #expect(UIKitLog.didLog("restoreGState: no saved state"))
        c.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
        #expect(c.px(15, 5) == red)   // context still works
    }

    @Test func clipLimitsPaintingAndResetClipRestores() {
        let c = topLeft(20, 20)
        c.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(c.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 10, height: 20))
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(c.px(5, 5) == red)
        #expect(c.px(15, 5) == transparent)
        c.resetClip()
        c.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(c.px(15, 5) == red)
        // Clip to an ellipse path.
        let d = topLeft(20, 20)
        d.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        d.clip()
        d.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        d.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(d.px(10, 10) == green && d.px(1, 1) == transparent)
    }

    @Test func alphaAndBlendModes() {
        let c = topLeft(10, 10)
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.setAlpha(0.5)
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(c.px(5, 5).close(to: RGBA(255, 0, 0, 128), tolerance: 2))

        let m = topLeft(10, 10)
        m.setFillColor(red: 1, green: 1, blue: 0, alpha: 1)
        m.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        m.setBlendMode(.multiply)
        m.setFillColor(red: 0, green: 1, blue: 1, alpha: 1)
        m.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(m.px(5, 5) == green)      // yellow × cyan = green

        let k = topLeft(10, 10)
        k.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        k.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        k.setBlendMode(.copy)
        k.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        k.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        #expect(k.px(2, 5).close(to: RGBA(0, 0, 255, 128), tolerance: 2))   // replaced, not blended
        #expect(k.px(7, 5) == red)

        // sourceIn is limited to the shape: outside it the destination is untouched.
        let s = topLeft(10, 10)
        s.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        s.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        s.setBlendMode(.sourceIn)
        s.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        s.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        #expect(s.px(2, 5) == green && s.px(7, 5) == red)

        let x = topLeft(10, 10)
        x.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        x.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        x.clear(CGRect(x: 0, y: 0, width: 5, height: 10))
        #expect(x.px(2, 5) == transparent && x.px(7, 5) == red)
    }

    @Test func linearGradientRunsFromStartToEnd() {
        let c = topLeft(100, 10)
        let g = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                           colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
                           locations: [0, 1])!
        c.drawLinearGradient(g, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0), options: [])
        #expect(c.px(21, 5).r > 240)
        #expect(c.px(79, 5).b > 240)
        let mid = c.px(50, 5)
        #expect(abs(mid.r - 128) < 10 && abs(mid.b - 128) < 10)
        #expect(c.px(5, 5) == transparent && c.px(95, 5) == transparent)   // no extension

        let e = topLeft(100, 10)
        e.drawLinearGradient(g, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0), options: [.drawsAfterEndLocation])
        #expect(e.px(5, 5) == transparent)
        #expect(e.px(95, 5) == blue)
        let f = topLeft(100, 10)
        f.drawLinearGradient(g, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0), options: [.drawsBeforeStartLocation])
        #expect(f.px(5, 5) == red && f.px(95, 5) == transparent && f.px(50, 5).a == 255)
        // Same at a large scale (Cairo's fixed-point range must not overflow).
        let big = topLeft(10, 1, scale: 10)
        big.drawLinearGradient(g, start: CGPoint(x: 2, y: 0), end: CGPoint(x: 8, y: 0), options: [.drawsAfterEndLocation])
        #expect(big.px(5, 5) == transparent && big.px(95, 5) == blue)
        let b = topLeft(100, 10)
        b.drawLinearGradient(g, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0), options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(b.px(5, 5) == red && b.px(95, 5) == blue)
    }

    @Test func gradientFromComponentsAndRadial() {
        let comps: [CGFloat] = [1, 1, 1, 1, 0, 0, 0, 1]
        let g = CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: comps, locations: nil, count: 2)!
        #expect(g.stops.count == 2 && g.stops[1].location == 1)
        let c = topLeft(100, 100)
        c.drawRadialGradient(g, startCenter: CGPoint(x: 50, y: 50), startRadius: 0, endCenter: CGPoint(x: 50, y: 50),
                             endRadius: 40, options: [])
        #expect(c.px(50, 50).r > 245)
        #expect(c.px(50, 88).r < 20)
        #expect(c.px(2, 2) == transparent)
        #expect(CGGradient(colorsSpace: nil, colors: [], locations: nil) == nil)
        // drawsAfterEndLocation: the end colour continues outside the end circle.
        let after = topLeft(100, 100)
        after.drawRadialGradient(g, startCenter: CGPoint(x: 50, y: 50), startRadius: 10, endCenter: CGPoint(x: 50, y: 50),
                                 endRadius: 30, options: [.drawsAfterEndLocation])
        #expect(after.px(2, 2) == RGBA(0, 0, 0, 255))
        #expect(after.px(50, 50) == transparent)     // inside the start circle: not drawn
        let before = topLeft(100, 100)
        before.drawRadialGradient(g, startCenter: CGPoint(x: 50, y: 50), startRadius: 10, endCenter: CGPoint(x: 50, y: 50),
                                  endRadius: 30, options: [.drawsBeforeStartLocation])
        #expect(before.px(50, 50) == RGBA(255, 255, 255, 255) && before.px(2, 2) == transparent)
    }

    @Test func shadowFallsDownInUIKitContextAndUpInQuartz() {
        let c = topLeft(40, 40)
        c.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(c.px(15, 15) == red)
        #expect(c.px(15, 25) == RGBA(0, 0, 0, 255))     // shadow below
        #expect(c.px(15, 5) == transparent)

        let q = quartz(40, 40)
        q.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        q.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        q.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
        // Quartz y-up: the shadow is at y 20...30, i.e. image rows 10...20.
        #expect(q.makeImage()!.px(15, 15) == RGBA(0, 0, 0, 255))

        // Blurred shadow: soft edge, and it follows the scale of a @2x context.
        let b = topLeft(40, 40, scale: 2)
        b.setShadow(offset: CGSize(width: 10, height: 0), blur: 6)
        b.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        b.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
        let inside = b.px(45, 20), edge = b.px(50, 20)
        #expect(inside.a > 40 && inside.a < 120)    // one-third black alpha in the middle
        #expect(edge.a > 0 && edge.a < inside.a)
        #expect(b.px(20, 20) == red)
    }

    @Test func drawImageIsQuartzFlippedInTopLeftContext() {
        // Image: top half red, bottom half blue.
        let src = topLeft(4, 4)
        src.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        src.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        src.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        src.fill(CGRect(x: 0, y: 2, width: 4, height: 2))
        let img = src.makeImage()!
        let c = topLeft(40, 40)
        c.interpolationQuality = .none
        c.draw(img, in: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(c.px(20, 5) == blue)     // flipped, as on iOS
        #expect(c.px(20, 35) == red)
        let q = quartz(40, 40)
        q.draw(img, in: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(q.makeImage()!.px(20, 5) == red)   // upright in a Quartz context
        let t = topLeft(40, 40)
        t.interpolationQuality = .none
        t.draw(img, in: CGRect(x: 0, y: 0, width: 10, height: 10), byTiling: true)
        #expect(t.px(35, 2) == blue && t.px(35, 8) == red)
    }

    @Test func pathQueriesAndCopy() {
        let c = topLeft(10, 10)
        #expect(c.isPathEmpty && c.path == nil && c.boundingBoxOfPath.isNull)
        c.move(to: CGPoint(x: 1, y: 2))
        c.addLine(to: CGPoint(x: 5, y: 6))
        #expect(c.currentPointOfPath == CGPoint(x: 5, y: 6))
        c.addQuadCurve(to: CGPoint(x: 9, y: 2), control: CGPoint(x: 7, y: 9))
        c.addArc(tangent1End: CGPoint(x: 9, y: 9), tangent2End: CGPoint(x: 1, y: 9), radius: 2)
        let p = c.path!
        #expect(p.elements.first?.type == .moveToPoint)
        #expect(p.boundingBox.minX == 1)
        c.beginPath()
        #expect(c.isPathEmpty)
        // Paths are in the user space current when they were added.
        c.translateBy(x: 3, y: 0)
        c.addRect(CGRect(x: 0, y: 0, width: 2, height: 2))
        c.translateBy(x: -3, y: 0)
        #expect(c.boundingBoxOfPath == CGRect(x: 3, y: 0, width: 2, height: 2))
    }

    @Test func transformsAndConversions() {
        let c = quartz(100, 100)
        c.translateBy(x: 10, y: 20)
        c.scaleBy(x: 2, y: 2)
        #expect(c.convertToDeviceSpace(CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 22))
        #expect(c.convertToUserSpace(CGPoint(x: 12, y: 22)) == CGPoint(x: 1, y: 1))
        c.rotate(by: .pi / 2)
        let p = c.convertToDeviceSpace(CGPoint(x: 1, y: 0))
        #expect(abs(p.x - 10) < 1e-9 && abs(p.y - 22) < 1e-9)
        c.concatenate(CGAffineTransform(scaleX: 0, y: 1))
        #expect(UIKitLog.didLog("singular or non-finite transform"))
        // Repeated tiny scales would underflow to a singular matrix and kill the Cairo context.
        c.saveGState()
        for _ in 0..<40 { c.scaleBy(x: 1e-20, y: 1e-20) }
        #expect(UIKitLog.didLog("scaleBy: resulting transform would be singular"))
        c.restoreGState()
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.fill(CGRect(x: -1e5, y: -1e5, width: 2e5, height: 2e5))
        #expect(c.makeImage()!.px(50, 50) == red)   // the context still draws
    }

    @Test func invalidInputIsIgnored() {
        let c = topLeft(10, 10)
        c.setLineWidth(-1)
        #expect(UIKitLog.didLog("setLineWidth: invalid width -1.0"))
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.fill(CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5))
        c.move(to: CGPoint(x: 0, y: CGFloat.infinity))
        c.addLine(to: CGPoint(x: 1, y: 1))
        #expect(UIKitLog.didLog("addLine(to:): no current point"))
        c.setAlpha(.nan)
        c.setShadow(offset: CGSize(width: CGFloat.nan, height: 0), blur: 1)
        c.setLineDash(phase: 0, lengths: [-1, 2])
        c.drawLinearGradient(CGGradient(colors: [.black, .white], locations: nil)!, start: CGPoint(x: CGFloat.nan, y: 0), end: .zero, options: [])
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(c.px(5, 5) == red)   // state intact: opaque red, no shadow, solid
    }

    @Test func zeroWidthLineIsHairline() {
        let c = topLeft(10, 10)
        c.setLineWidth(0)
        c.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.strokeLineSegments(between: [CGPoint(x: 0, y: 5.5), CGPoint(x: 10, y: 5.5)])
        #expect(c.px(5, 5) == red)
    }

    @Test func antialiasingCanBeTurnedOff() {
        let c = topLeft(10, 10)
        c.setShouldAntialias(false)
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.fill(CGRect(x: 0.3, y: 0.3, width: 5, height: 5))
        let p = c.px(0, 0)
        #expect(p == red || p == transparent)
    }
}

@Suite struct CGContextWrappingTests {
    @Test func wrappedCairoContextIsLeftBalanced() {
        let owner = topLeft(10, 10)
        owner.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        do {
            let borrowed = CGContext(_cairo: owner._cr, deviceHeight: 10)
            borrowed.saveGState()
            borrowed.translateBy(x: 100, y: 0)
            // Goes away without restoreGState.
            _ = borrowed
        }
        #expect(UIKitLog.didLog("without restoreGState(); restored"))
        owner.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(owner.px(5, 5) == red)     // the translation did not leak
    }

    @Test func wrappedContextKeepsItsOwnersClipOnReset() {
        let owner = topLeft(20, 20)
        owner.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20))
        let c = CGContext(_cairo: owner._cr, deviceHeight: 20)
        c.clip(to: CGRect(x: 0, y: 0, width: 5, height: 20))
        c.resetClip()
        c.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(owner.px(7, 5) == green)         // back to the owner's clip…
        #expect(owner.px(15, 5) == transparent)  // …not beyond it
    }
}

@Suite struct CGContextMaskTests {
    /// 2×2 image: opaque top-left pixel, everything else transparent.
    func alphaMask() -> CGImage {
        CGImage(width: 2, height: 2, rgbaPixels: [0, 0, 0, 255,  0, 0, 0, 0,
                                                  0, 0, 0, 0,    0, 0, 0, 0])!
    }

    @Test func clipToAlphaMaskTintsLikeAnIcon() {
        let c = topLeft(20, 20)
        c.interpolationQuality = .none
        // Flip as UIKit code does before Quartz-style image calls, so the mask appears upright.
        c.translateBy(x: 0, y: 20)
        c.scaleBy(x: 1, y: -1)
        c.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20), mask: alphaMask())
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(c.px(4, 4) == red)            // top-left quadrant painted
        #expect(c.px(15, 4) == transparent)
        #expect(c.px(4, 15) == transparent)
        #expect(c.px(15, 15) == transparent)
    }

    @Test func maskIsPartOfTheGraphicsStateAndOpaqueImagesMaskByLuminance() {
        let c = topLeft(20, 20)
        let gray = CGImage(width: 2, height: 1, rgbaPixels: [255, 255, 255, 255,  0, 0, 0, 255])!
        c.saveGState()
        c.interpolationQuality = .none
        c.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10), mask: gray)
        c.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(c.px(3, 5) == blue && c.px(16, 5) == transparent && c.px(3, 15) == transparent)
        c.restoreGState()
        c.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        c.fill(CGRect(x: 0, y: 10, width: 20, height: 10))
        #expect(c.px(16, 15) == green)
    }
}
