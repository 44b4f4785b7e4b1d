//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import QuartzCore

/// Group opacity, rasterization, contents filters and edge antialiasing, as iOS draws them, with
/// the damage-only repaint checked against a full repaint of the same tree.
@MainActor @Suite struct LayerEffectTests {
    /// Saves the target as a PNG when UIKIT_TEST_PNG_DIR is set (to look at the pixels).
    func save(_ r: CARenderer, _ name: String) {
        guard let dir = ProcessInfo.processInfo.environment["UIKIT_TEST_PNG_DIR"], let data = r.target.makeImage()?.pngData() else { return }
        try? data.write(to: URL(fileURLWithPath: dir).appendingPathComponent(name + ".png"))
    }
    func noActions(_ body: () -> Void) {
        CATransaction.begin(); CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }
    /// A full repaint of `root` into a fresh target, to compare a damage-only repaint with
    /// (the root moves to the new renderer).
    func reference(_ root: CALayer, _ w: Int, _ h: Int) -> CARenderer {
        let r = CARenderer(layer: root, target: CARenderTarget(width: w, height: h)!)
        frame(r)
        return r
    }
    /// Whether `r`'s pixels equal a full repaint of its tree; `r` gets its tree back (and repaints).
    func matchesFullRepaint(_ r: CARenderer) -> Bool {
        guard let root = r.layer else { return false }
        let same = pixelDifference(r, reference(root, r.target.width, r.target.height)) == nil
        r.layer = root
        frame(r)
        return same
    }
    /// The distinct grey levels of a row of the red channel, in `xs`.
    func levels(_ img: CGImage?, y: Int, _ xs: Range<Int>) -> Set<Int> { Set(xs.map { px(img, $0, y).0 }) }

    /// Two overlapping opaque red squares in a half-transparent container on white.
    func overlapping(group: Bool) -> (CALayer, CALayer, CALayer) {
        let root = box(CGRect(x: 0, y: 0, width: 60, height: 40), .white)
        let c = CALayer()
        c.frame = root.bounds
        c.opacity = 0.5
        c.allowsGroupOpacity = group
        let a = box(CGRect(x: 0, y: 0, width: 40, height: 40), rgb(1, 0, 0))
        let b = box(CGRect(x: 20, y: 0, width: 40, height: 40), rgb(1, 0, 0))
        c.addSublayer(a); c.addSublayer(b)
        root.addSublayer(c)
        return (root, c, b)
    }

    /// With group opacity (the default) the overlap looks like the rest: one half-transparent
    /// red shape. Without, each square fades alone and red shows through red where they overlap.
    @Test(arguments: [true, false]) func groupOpacity(group: Bool) {
        manualClock(group ? 20_000 : 20_100)
        let (root, _, b) = overlapping(group: group)
        let r = makeRenderer(root, width: 60, height: 40)
        save(r, group ? "group-opacity" : "no-group-opacity")
        let img = r.target.makeImage()
        #expect(abs(px(img, 10, 20).1 - 128) <= 2)
        #expect(abs(px(img, 30, 20).1 - (group ? 128 : 64)) <= 2)
        #expect(px(img, 50, 20) == px(img, 10, 20))
        #expect(damageOnlyRepaintMatches(r) { b.backgroundColor = rgb(0, 0, 1) })
    }

    /// After `change`, a frame repaints less than the whole target and gives the same pixels as a
    /// full repaint.
    func damageOnlyRepaintMatches(_ r: CARenderer, _ change: () -> Void) -> Bool {
        noActions(change)
        frame(r)
        return r.pixelsPainted < r.target.width * r.target.height && matchesFullRepaint(r)
    }

    /// A 4×4-pixel image: black and white 1-pixel columns.
    func stripes() -> CGImage {
        let root = box(CGRect(x: 0, y: 0, width: 4, height: 4), .white)
        root.addSublayer(box(CGRect(x: 0, y: 0, width: 1, height: 4), .black))
        root.addSublayer(box(CGRect(x: 2, y: 0, width: 1, height: 4), .black))
        return makeRenderer(root, width: 4, height: 4).target.makeImage()!
    }
    /// The stripes as the contents of a `side`×`side` layer filling a white root.
    func striped(_ side: CGFloat) -> (root: CALayer, layer: CALayer) {
        let root = box(CGRect(x: 0, y: 0, width: side, height: side), .white)
        let l = CALayer()
        l.frame = root.bounds
        l.contents = stripes()
        root.addSublayer(l)
        return (root, l)
    }

    @Test func magnificationFilterNearestKeepsPixelsSharp() {
        manualClock(20_200)
        let (root, l) = striped(40)
        let smooth = makeRenderer(root, width: 40, height: 40)
        save(smooth, "magnify-linear")
        #expect(levels(smooth.target.makeImage(), y: 20, 0..<40).count > 4)
        l.magnificationFilter = .nearest
        noActions { l.contentsGravity = .resize }      // a change, so the frame repaints
        let sharp = makeRenderer(root, width: 40, height: 40)
        save(sharp, "magnify-nearest")
        let img = sharp.target.makeImage()
        #expect(levels(img, y: 20, 0..<40) == [0, 255])
        #expect(px(img, 5, 20) == (0, 0, 0) && px(img, 15, 20) == (255, 255, 255))
        // The minification filter does not apply to a magnified image.
        l.magnificationFilter = .linear; l.minificationFilter = .nearest
        #expect(levels(reference(root, 40, 40).target.makeImage(), y: 20, 0..<40).count > 4)
    }

    @Test func minificationFilterNearestSkipsPixels() {
        manualClock(20_300)
        let (root, l) = striped(2)
        // Linear: each output pixel averages a black and a white column.
        let img = makeRenderer(root, width: 2, height: 2).target.makeImage()
        #expect(abs(px(img, 0, 1).0 - 128) <= 3)
        l.minificationFilter = .nearest
        let near = reference(root, 2, 2).target.makeImage()
        #expect([0, 255].contains(px(near, 0, 1).0) && [0, 255].contains(px(near, 1, 1).0))
    }

    /// A red square rotated 30° in the middle of white.
    func rotated(antialiased: Bool) -> (CALayer, CALayer) {
        let root = box(CGRect(x: 0, y: 0, width: 80, height: 80), .white)
        let l = box(CGRect(x: 20, y: 20, width: 40, height: 40), rgb(1, 0, 0))
        l.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 6))
        l.allowsEdgeAntialiasing = antialiased
        root.addSublayer(l)
        return (root, l)
    }
    /// Pixels neither white nor red.
    func blended(_ r: CARenderer) -> Int {
        let img = r.target.makeImage()
        var n = 0
        for y in 0..<80 { for x in 0..<80 { let p = px(img, x, y); if p.1 != 0 && p.1 != 255 { n += 1 } } }
        return n
    }

    @Test func rotatedLayerEdgesAreAliasedUnlessAllowed() {
        manualClock(20_400)
        let (root, l) = rotated(antialiased: false)
        let r = makeRenderer(root, width: 80, height: 80)
        save(r, "edge-aliased")
        #expect(blended(r) == 0)
        #expect(px(r.target.makeImage(), 40, 40) == (255, 0, 0))
        let (root2, _) = rotated(antialiased: true)
        let smooth = makeRenderer(root2, width: 80, height: 80)
        save(smooth, "edge-antialiased")
        #expect(blended(smooth) > 40)
        #expect(damageOnlyRepaintMatches(r) { l.backgroundColor = rgb(0, 1, 0) })
    }

    @Test func rasterizedSubtreeIsCachedUntilItChanges() {
        manualClock(20_500)
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 60), .white)
        let c = box(CGRect(x: 10, y: 10, width: 40, height: 40), rgb(0, 0, 1))
        c.shouldRasterize = true
        let child = DrawingLayer()
        child.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        child.setNeedsDisplay()
        c.addSublayer(child)
        root.addSublayer(c)
        let r = makeRenderer(root, width: 100, height: 60)
        save(r, "rasterized")
        let cache = _CAPainter.rasterCaches[ObjectIdentifier(c)]
        #expect(cache != nil)
        #expect(px(r.target.makeImage(), 25, 25) == (255, 0, 0))
        #expect(px(r.target.makeImage(), 12, 12) == (0, 0, 255))
        // Moving the layer composites the same bitmap elsewhere.
        noActions { c.position.x += 40 }
        frame(r)
        #expect(_CAPainter.rasterCaches[ObjectIdentifier(c)] === cache)
        #expect(px(r.target.makeImage(), 65, 25) == (255, 0, 0))
        #expect(matchesFullRepaint(r))
        // A change below it repaints the bitmap (damage-only frame, same pixels as a full one).
        child.color = rgb(0, 1, 0)
        #expect(damageOnlyRepaintMatches(r) { child.setNeedsDisplay() })
        #expect(_CAPainter.rasterCaches[ObjectIdentifier(c)] !== cache)
        #expect(px(r.target.makeImage(), 65, 25) == (0, 255, 0))
        // Without rasterization the tree paints the same.
        c.shouldRasterize = false
        #expect(pixelDifference(r, reference(root, 100, 60)) == nil)
    }

    @Test func rasterizationScaleSetsTheBitmapResolution() {
        manualClock(20_600)
        let root = box(CGRect(x: 0, y: 0, width: 60, height: 60), .white)
        let c = box(CGRect(x: 10, y: 10, width: 40, height: 40), .white)
        c.addSublayer(box(CGRect(x: 0, y: 0, width: 21, height: 40), .black))
        c.shouldRasterize = true
        c.rasterizationScale = 0.25     // 10×10 pixels for 40×40 points: a soft edge
        root.addSublayer(c)
        let r = makeRenderer(root, width: 60, height: 60)
        save(r, "rasterization-scale")
        #expect(levels(r.target.makeImage(), y: 30, 20..<40).count > 2)
        c.rasterizationScale = 1
        #expect(levels(reference(root, 60, 60).target.makeImage(), y: 30, 20..<40) == [0, 255])
    }
}
