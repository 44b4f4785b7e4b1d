//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import QuartzCore
import CoreGraphics

/// The scroll blit (pixels moved instead of repainted) for the trees real scroll views make: a
/// clear scroll layer over an opaque ancestor, content with rounded, clipping and shadowed
/// sublayers. Every case builds the same tree twice, scrolls both the same way, and compares the
/// renderer that may blit with one that always repaints, pixel for pixel, after every frame.
@MainActor struct ScrollBlitTests {
    /// A scene: the root of the tree and the layer to scroll.
    typealias Scene = (root: CALayer, scroller: CALayer)

    /// Two copies of a scene: one rendered with the blit allowed, one always repainted.
    /// A third copy is shown the way the SDL backend shows a window on X11: its renderer leaves
    /// scrolls to the "display" (`_presenterScroll`), which moves the pixels it shows (`screen`,
    /// as the X server's `XCopyArea`) and receives only the damaged rectangles of each frame.
    @MainActor final class Pair {
        let blit: CARenderer, ref: CARenderer, shown: CARenderer
        let a: Scene, b: Scene, c: Scene
        /// What the display shows of `shown` (RGBA rows, `shown.target.width` wide).
        var screen: [UInt8] = []
        /// The rectangles the display was asked to move, frame after frame.
        var moved: [CGRect] = []
        init(width: Int, height: Int, scale: CGFloat = 1, _ build: () -> Scene) {
            a = build(); b = build(); c = build()
            blit = makeRenderer(a.root, width: width, height: height, scale: scale)
            ref = makeRenderer(b.root, width: width, height: height, scale: scale)
            ref.allowsScrollBlit = false
            shown = makeRenderer(c.root, width: width, height: height, scale: scale)
            screen = bytes(shown)
            shown._presenterScroll = { [unowned self] r, dx, dy in
                moved.append(r)
                moveScreen(r, dx: dx, dy: dy)
                return true
            }
        }
        /// The display's scroll: the pixels of `r` move by (dx, dy), as `CARenderer.blit` would.
        func moveScreen(_ r: CGRect, dx: Int, dy: Int) {
            let w = shown.target.width, old = screen
            let x0 = Int(r.minX), y0 = Int(r.minY), x1 = Int(r.maxX), y1 = Int(r.maxY)
            for y in y0..<y1 where (y0..<y1).contains(y - dy) {
                for x in x0..<x1 where (x0..<x1).contains(x - dx) {
                    for k in 0..<4 { screen[(y * w + x) * 4 + k] = old[((y - dy) * w + x - dx) * 4 + k] }
                }
            }
        }
        /// One frame of `shown`, its damaged rectangles sent to the display.
        func present() {
            frame(shown)
            let w = shown.target.width, now = bytes(shown)
            for r in shown.damagedPixelRects {
                for y in Int(r.minY)..<Int(r.maxY) {
                    let row = (y * w + Int(r.minX)) * 4
                    screen.replaceSubrange(row..<row + Int(r.width) * 4, with: now[row..<row + Int(r.width) * 4])
                }
            }
        }
        /// Where the display differs from the repainted copy: nil when identical.
        var screenDifference: (count: Int, x: Int, y: Int)? {
            let ref = bytes(self.ref)
            var count = 0, first = -1
            for i in 0..<ref.count where ref[i] != screen[i] { count += 1; if first < 0 { first = i } }
            let w = shown.target.width
            return count == 0 ? nil : (count, (first / 4) % w, (first / 4) / w)
        }
        /// Applies `change` to both trees (without implicit animations) and renders a frame of each.
        func step(_ change: (Scene) -> Void) {
            CAMediaClock.shared.advance(by: 1.0 / 60)
            for s in [a, b, c] {
                CATransaction.begin(); CATransaction.setDisableActions(true)
                change(s)
                CATransaction.commit()
            }
            frame(blit); frame(ref); present()
        }
        func scroll(dx: CGFloat = 0, dy: CGFloat = 0) {
            step { $0.scroller.bounds.origin.x += dx; $0.scroller.bounds.origin.y += dy }
        }
        /// nil when both renderers' pixels are identical.
        var difference: (count: Int, x: Int, y: Int)? { pixelDifference(blit, ref) }
    }

    /// Scrolls through `steps` (points), expecting the blit exactly for the steps that move by
    /// whole device pixels less than the visible size, and identical pixels after every frame.
    func run(_ p: Pair, blits: Bool, steps: [CGFloat] = [10, 7, -25, 3, 0.5, 0.5, -1, 44, 300, -2], scale: CGFloat = 1,
             _ comment: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let visible = p.a.scroller.bounds.height * scale
        for (k, dy) in steps.enumerated() {
            p.scroll(dy: dy)
            let whole = (dy * scale).rounded() == dy * scale && abs(dy * scale) < visible
            #expect(p.blit.lastFrameUsedScrollBlit == (blits && whole), "\(comment) step \(k) (dy \(dy))", sourceLocation: sourceLocation)
            #expect(p.difference == nil, "\(comment) step \(k) (dy \(dy))", sourceLocation: sourceLocation)
            #expect(p.screenDifference == nil, "\(comment) step \(k) (dy \(dy)), scrolled by the display", sourceLocation: sourceLocation)
        }
        if blits { #expect(!p.shown._targetMatchesScreen, "\(comment): the display moved pixels the target did not", sourceLocation: sourceLocation) }
        // Sideways too.
        p.scroll(dx: 3)
        #expect(p.blit.lastFrameUsedScrollBlit == blits, "\(comment) sideways", sourceLocation: sourceLocation)
        #expect(p.difference == nil, "\(comment) sideways", sourceLocation: sourceLocation)
        #expect(p.screenDifference == nil, "\(comment) sideways, scrolled by the display", sourceLocation: sourceLocation)
    }

    /// Rows of content for a scroller `width` wide: opaque, translucent and see-through rows with
    /// gaps between them, so whatever is behind the scroller shows through.
    static func addRows(to scroller: CALayer, width: CGFloat, count: Int = 40) {
        for i in 0..<count {
            let y = CGFloat(i) * 30
            let color: CGColor? = switch i % 4 {
            case 0: rgb(0.2, 0.4, CGFloat(i) / CGFloat(count))
            case 1: CGColor(red: 1, green: 0, blue: 0, alpha: 0.4)
            case 2: nil
            default: CGColor(red: 0, green: 0.6, blue: 0.2, alpha: 0.8)
            }
            let row = box(CGRect(x: 5, y: y, width: width - 10, height: 26), color)
            row.addSublayer(box(CGRect(x: 10, y: 8, width: 10, height: 10), rgb(0, 0, 0)))
            scroller.addSublayer(row)
        }
    }

    /// root (white) > panel (opaque `panelColor`, at 10,10) > scroller (clear, clips, at 20,20).
    static func clearOverOpaque(panel panelColor: CGColor? = rgb(0.95, 0.9, 0.7), scrollerColor: CGColor? = nil,
                                rootColor: CGColor? = rgb(1, 1, 1)) -> Scene {
        let root = box(CGRect(x: 0, y: 0, width: 200, height: 240), rootColor)
        let panel = box(CGRect(x: 10, y: 10, width: 180, height: 220), panelColor)
        root.addSublayer(panel)
        let scroller = box(CGRect(x: 20, y: 20, width: 140, height: 180), scrollerColor)
        scroller.masksToBounds = true
        panel.addSublayer(scroller)
        addRows(to: scroller, width: 140)
        return (root, scroller)
    }

    // MARK: Uniform backdrops: blit

    @Test func clearScrollerOverOpaqueSuperlayerBlits() {
        manualClock(7000)
        let p = Pair(width: 200, height: 240) { Self.clearOverOpaque() }
        run(p, blits: true, "clear over opaque")
        // A blitted frame paints only the exposed strip: 140 pixels wide × 6.
        p.scroll(dy: 6)
        #expect(p.blit.lastFrameUsedScrollBlit && p.blit.pixelsPainted == 140 * 6)
        #expect(p.ref.pixelsPainted == 140 * 180)
    }

    @Test func translucentScrollerAndSiblingsOverUniformBackdropsBlit() {
        manualClock(7000)
        // A translucent scroller background over an opaque panel.
        run(Pair(width: 200, height: 240) { Self.clearOverOpaque(scrollerColor: CGColor(red: 0, green: 0, blue: 1, alpha: 0.3)) },
            blits: true, "translucent scroller")
        // No opaque layer at all behind it: the renderer's white shows through a clear panel.
        run(Pair(width: 200, height: 240) { Self.clearOverOpaque(panel: nil, rootColor: nil) }, blits: true, "over white")
        // A translucent sibling fill covering the scroller, over a gradient hidden by an opaque
        // sibling further down (the walk stops at the first opaque fill).
        run(Pair(width: 200, height: 240) {
            let s = Self.clearOverOpaque()
            let panel = s.scroller.superlayer!
            let g = CAGradientLayer()
            g.frame = panel.bounds
            g.colors = [rgb(1, 0, 0), rgb(0, 0, 1)]
            panel.insertSublayer(g, at: 0)
            panel.insertSublayer(box(CGRect(x: 15, y: 15, width: 150, height: 190), rgb(0.3, 0.8, 0.3)), at: 1)
            panel.insertSublayer(box(CGRect(x: 0, y: 0, width: 180, height: 220), CGColor(red: 1, green: 1, blue: 0, alpha: 0.5)), at: 2)
            // A sibling below that misses the scroller does not matter.
            panel.insertSublayer(box(CGRect(x: 0, y: 205, width: 180, height: 10), rgb(0, 0, 0)), at: 3)
            return s
        }, blits: true, "siblings")
        // A rounded, bordered, shadowed opaque panel whose corners and border stay clear of the scroller.
        run(Pair(width: 200, height: 240) {
            let s = Self.clearOverOpaque()
            let panel = s.scroller.superlayer!
            panel.cornerRadius = 12; panel.borderWidth = 2; panel.borderColor = rgb(0, 0, 0)
            panel.shadowOpacity = 0.5; panel.shadowRadius = 4
            return s
        }, blits: true, "rounded panel")
    }

    // MARK: Pixels that do not scroll: fixed up, or repainted

    static func image() -> CGImage {
        let ctx = CGContext(_topLeftBitmapWidth: 20, height: 20)!
        ctx.setFillColor(rgb(1, 0, 0)); ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        ctx.setFillColor(rgb(0, 0, 1)); ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        return ctx.makeImage()!
    }

    /// Over a gradient: a clear container (at `opacity`) holding an opaque fill covering the
    /// scroller and a small fill over that.
    static func addContainerOfFills(to panel: CALayer, opacity: Float) {
        let g = CAGradientLayer(); g.frame = panel.bounds; g.colors = [rgb(1, 0, 0), rgb(0, 0, 1)]
        panel.insertSublayer(g, at: 0)
        let c = box(panel.bounds, nil)
        c.opacity = opacity
        c.addSublayer(box(CGRect(x: 10, y: 10, width: 160, height: 200), rgb(0.2, 0.3, 0.4)))
        c.addSublayer(box(CGRect(x: 70, y: 150, width: 30, height: 8), rgb(1, 1, 1)))
        panel.insertSublayer(c, at: 1)
    }

    @Test func picturesBehindTheScrollerAreFixedUpOrRepainted() {
        manualClock(7000)
        // (name, change to the panel behind the scroller, whether the scroll still moves pixels).
        // The scroller is at (20, 20, 140, 180) in the 180×220 panel.
        let backdrops: [(String, (CALayer) -> Void, Bool)] = [
            // Covering the scroller: as costly as repainting it.
            ("gradient", { panel in
                let g = CAGradientLayer(); g.frame = panel.bounds; g.colors = [rgb(1, 0, 0), rgb(0, 0, 1)]
                panel.insertSublayer(g, at: 0)
            }, false),
            ("contents", { panel in panel.contents = Self.image() }, false),
            ("drawing", { panel in
                let d = DrawingLayer(); d.frame = panel.bounds; d.setNeedsDisplay()
                panel.insertSublayer(d, at: 0)
            }, false),
            ("half-covering sibling", { panel in panel.insertSublayer(box(CGRect(x: 0, y: 0, width: 90, height: 220), rgb(0, 0, 0)), at: 0) }, false),
            ("translucent shadowed sibling", { panel in
                let s = box(CGRect(x: 15, y: 15, width: 150, height: 190), CGColor(red: 0, green: 0, blue: 0, alpha: 0.2))
                s.shadowOpacity = 1; s.shadowRadius = 5
                panel.insertSublayer(s, at: 0)
            }, false),
            ("rotated sibling", { panel in
                let s = box(panel.bounds.insetBy(dx: -60, dy: -60), rgb(0.5, 0.5, 0.5))
                s.setAffineTransform(CGAffineTransform(rotationAngle: 0.2))
                panel.insertSublayer(s, at: 0)
            }, false),
            // Small pictures: repainted where they are and where the move put their pixels.
            ("small image sibling", { panel in
                let s = box(CGRect(x: 60, y: 80, width: 30, height: 20), nil); s.contents = Self.image()
                panel.insertSublayer(s, at: 0)
            }, true),
            ("narrow sibling", { panel in panel.insertSublayer(box(CGRect(x: 0, y: 0, width: 40, height: 220), rgb(0, 0, 0)), at: 0) }, true),
            ("covering sibling with a sublayer", { panel in
                let s = box(panel.bounds, rgb(0.5, 0.5, 0.5))
                s.addSublayer(box(CGRect(x: 40, y: 40, width: 20, height: 20), rgb(0, 0, 0)))
                panel.insertSublayer(s, at: 0)
            }, true),
            // Clear containers: what their sublayers paint counts; an opaque one covering the
            // scroller hides what is behind, unless the container is a translucent group.
            ("clear container of fills", { Self.addContainerOfFills(to: $0, opacity: 1) }, true),
            ("translucent container of fills", { Self.addContainerOfFills(to: $0, opacity: 0.5) }, false),
            ("rounded corners", { panel in panel.cornerRadius = 40 }, true),
            ("rounded clip", { panel in panel.cornerRadius = 30; panel.masksToBounds = true }, true),
            ("border over the scroller", { panel in panel.borderWidth = 25; panel.borderColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.5) }, true),
            ("rounded border", { panel in panel.cornerRadius = 30; panel.borderWidth = 3; panel.borderColor = rgb(0, 0, 0) }, true),
        ]
        for (name, add, blits) in backdrops {
            let p = Pair(width: 200, height: 240) {
                let s = Self.clearOverOpaque()
                add(s.scroller.superlayer!)
                return s
            }
            run(p, blits: blits, steps: [10, -3, 0.5, -0.5, 6], name)
        }
        // The scroller's own picture stays in place while its sublayers move: repainted.
        let p = Pair(width: 200, height: 240) {
            let s = Self.clearOverOpaque(scrollerColor: rgb(1, 1, 1))
            s.scroller.contents = Self.image()
            return s
        }
        run(p, blits: false, steps: [10, -3], "scroller contents")
        // A see-through scroller with a shadow: soft all along its edges, repainted. Rounded
        // corners and a border are fixed up, opaque or not.
        let scrollers: [(String, (CALayer) -> Void, Bool)] = [
            ("shadowed", { l in l.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 0.3); l.shadowOpacity = 1 }, false),
            ("rounded", { l in l.cornerRadius = 8 }, true),
            ("rounded opaque", { l in l.cornerRadius = 8; l.backgroundColor = rgb(1, 1, 1) }, true),
            ("bordered", { l in l.borderWidth = 2; l.borderColor = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5) }, true),
            // Its sublayers move by more than the scroll: repainted.
            ("sublayer transform", { l in l.sublayerTransform = CATransform3DMakeScale(1.5, 1.5, 1) }, false),
        ]
        for (name, change, blits) in scrollers {
            let p = Pair(width: 200, height: 240) { let s = Self.clearOverOpaque(); change(s.scroller); return s }
            run(p, blits: blits, steps: [10, -3, 0.5, 0.5, 7], name)
        }
    }

    /// A bar painted over the top of the scroller (a translucent navigation bar over a list), a
    /// badge over its middle, an animated spinner and a floating button in a clear full-size
    /// container over it: moved with the content, then repainted where they are and where the
    /// move put their pixels.
    @Test func layersAboveTheScrollerAreFixedUp() {
        manualClock(7000)
        let p = Pair(width: 200, height: 240) {
            let s = Self.clearOverOpaque()
            let bar = box(CGRect(x: 0, y: 0, width: 200, height: 44), CGColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.8))
            bar.shadowOpacity = 0.3; bar.shadowRadius = 1; bar.shadowOffset = CGSize(width: 0, height: 1)
            s.root.addSublayer(bar)
            s.scroller.superlayer!.addSublayer(box(CGRect(x: 120, y: 100, width: 20, height: 20), CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)))
            let spinner = box(CGRect(x: 60, y: 120, width: 16, height: 16), rgb(0.2, 0.2, 0.2))
            spinner.cornerRadius = 8
            s.root.addSublayer(spinner)
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = CGFloat(0); spin.toValue = CGFloat.pi * 2; spin.duration = 1; spin.repeatCount = .infinity
            spinner.add(spin, forKey: "spin")
            let fall = CABasicAnimation(keyPath: "position.y")
            fall.fromValue = CGFloat(100); fall.toValue = CGFloat(200); fall.duration = 2
            spinner.add(fall, forKey: "fall")
            return s
        }
        // A clear full-size container above, holding a floating button.
        p.step { s in
            let overlay = box(s.root.bounds, nil)
            let button = box(CGRect(x: 140, y: 180, width: 40, height: 40), rgb(0.1, 0.5, 1))
            button.cornerRadius = 20; button.shadowOpacity = 0.4; button.shadowRadius = 3
            overlay.addSublayer(button)
            s.root.addSublayer(overlay)
        }
        for (k, dy) in [4, 9, -6, 12, 1, -1, 30].enumerated() {
            p.scroll(dy: CGFloat(dy))
            #expect(p.blit.lastFrameUsedScrollBlit, "step \(k)")
            #expect(p.difference == nil, "step \(k)")
            // The strip, the bar (twice) and the spinner's rectangles: far less than the scroller.
            #expect(p.blit.pixelsPainted < 140 * 180 / 2, "step \(k)")
        }
    }

    /// A list under translucent bars across the whole window, at its top and bottom (a navigation
    /// bar and a toolbar): only the rows between the bars move (what is under them is repainted
    /// anyway), on the display as in the target.
    @Test func barsAcrossTheEdgesAreNotMoved() {
        manualClock(7050)
        let p = Pair(width: 200, height: 240) {
            let root = box(CGRect(x: 0, y: 0, width: 200, height: 240), rgb(1, 1, 1))
            let scroller = box(CGRect(x: 0, y: 0, width: 200, height: 240), nil)
            scroller.masksToBounds = true
            root.addSublayer(scroller)
            Self.addRows(to: scroller, width: 200)
            root.addSublayer(box(CGRect(x: 0, y: 0, width: 200, height: 30), CGColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.9)))
            root.addSublayer(box(CGRect(x: 0, y: 215, width: 200, height: 25), CGColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.9)))
            return (root, scroller)
        }
        for (k, dy) in [10, 7, -25, 3, 40, -12].enumerated() {
            p.scroll(dy: CGFloat(dy))
            #expect(p.blit.lastFrameUsedScrollBlit, "step \(k)")
            #expect(p.difference == nil, "step \(k)")
            #expect(p.screenDifference == nil, "step \(k), scrolled by the display")
            #expect(p.moved.last == CGRect(x: 0, y: 30, width: 200, height: 185), "step \(k): \(String(describing: p.moved.last))")
        }
        // A scroll as tall as the rows between the bars repaints them instead.
        p.scroll(dy: 185)
        #expect(!p.blit.lastFrameUsedScrollBlit && p.difference == nil && p.screenDifference == nil)
    }

    /// Translucent bars that blur what is behind them (UIKit's bars over a scroll view): a top bar
    /// with a tint and a bottom bar without one, holding a button. The scroll moves pixels and
    /// repaints the bars and what their blur reads around them, to the pixel of a full repaint.
    @Test func blurringBarsAboveTheScrollerAreFixedUp() {
        manualClock(7100)
        let p = Pair(width: 200, height: 240) {
            let s = Self.clearOverOpaque()
            let top = box(CGRect(x: 0, y: 0, width: 200, height: 44), CGColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.7))
            top._backdropBlur = _CABackdropBlur(radius: 3, saturation: 1.8)
            s.root.addSublayer(top)
            let bottom = box(CGRect(x: 0, y: 200, width: 200, height: 40), nil)
            bottom._backdropBlur = _CABackdropBlur(radius: 2)
            bottom.addSublayer(box(CGRect(x: 10, y: 10, width: 20, height: 20), rgb(0.1, 0.5, 1)))
            s.root.addSublayer(bottom)
            return s
        }
        for (k, dy) in [4, 9, -6, 12, 1, -1, 30, 3].enumerated() {
            p.scroll(dy: CGFloat(dy))
            #expect(p.blit.lastFrameUsedScrollBlit, "step \(k)")
            #expect(p.difference == nil, "step \(k)")
            #expect(p.screenDifference == nil, "step \(k), scrolled by the display")
            #expect(p.blit.pixelsPainted < 200 * 240 * 3 / 4, "step \(k)")
        }
    }

    /// Photos (scaled images) scrolled under a strongly blurring bar, as a grid under a
    /// translucent navigation bar: what is under the bar is sampled nearest in every frame, the
    /// moved pixels and the repainted ones alike, so the blit still matches a full repaint.
    @Test func scaledImagesUnderAStrongBlurScrollByMovingPixels() {
        manualClock(7150)
        let image = UnderBackdropTests.checker()
        let p = Pair(width: 200, height: 240) {
            let s = Self.clearOverOpaque()
            for i in 0..<30 {
                let photo = CALayer()
                // (×4: a scale exact in pixman's fixed point; others differ by a level or two
                // between a full repaint and a strip, where its row steps start.)
                photo.frame = CGRect(x: CGFloat(i % 2) * 70, y: CGFloat(i / 2) * 70, width: 64, height: 64)
                photo.contents = image
                s.scroller.addSublayer(photo)
            }
            let top = box(CGRect(x: 0, y: 0, width: 200, height: 44), CGColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.7))
            top._backdropBlur = _CABackdropBlur(radius: 15, saturation: 1.8)
            s.root.addSublayer(top)
            return s
        }
        for (k, dy) in [4, 9, -6, 12, 1, 30, 3].enumerated() {
            p.scroll(dy: CGFloat(dy))
            #expect(p.blit.lastFrameUsedScrollBlit, "step \(k)")
            #expect(p.blit.imagesSampledUnderBackdrops > 0, "step \(k)")
            #expect(p.difference == nil, "step \(k)")
            #expect(p.screenDifference == nil, "step \(k), scrolled by the display")
        }
    }

    /// A blur behind a see-through scroller (content over a frosted patch) stays where it is:
    /// fixed up; a blur inside the scrolled content reads what stays behind it: no blit.
    @Test func blursBehindAndInsideTheScroller() {
        manualClock(7200)
        let behind = Pair(width: 200, height: 240) {
            let s = Self.clearOverOpaque()
            let art = box(CGRect(x: 30, y: 40, width: 60, height: 120), rgb(0.9, 0.2, 0.1))
            s.scroller.superlayer!.insertSublayer(art, below: s.scroller)
            // (Smaller than the scroller: one covering it would be a fixup as large as the scroll.)
            let frost = box(CGRect(x: 25, y: 100, width: 70, height: 40), CGColor(red: 1, green: 1, blue: 1, alpha: 0.3))
            frost._backdropBlur = _CABackdropBlur(radius: 3)
            s.scroller.superlayer!.insertSublayer(frost, below: s.scroller)
            return s
        }
        run(behind, blits: true, steps: [10, 7, -25, 3, 44], "blur behind")
        let inside = Pair(width: 200, height: 240) {
            let s = Self.clearOverOpaque()
            let card = box(CGRect(x: 10, y: 50, width: 100, height: 60), CGColor(red: 1, green: 1, blue: 1, alpha: 0.4))
            card._backdropBlur = _CABackdropBlur(radius: 3)
            s.scroller.addSublayer(card)
            return s
        }
        run(inside, blits: false, steps: [10, 7, -25], "blur inside the content")
    }

    /// A full-size opaque scroller in a card with a rounded clip: the corners are fixed up (the
    /// content moved into them would show through the clip otherwise).
    @Test func roundedClippingAncestorFixesUpItsCorners() {
        manualClock(7000)
        let p = Pair(width: 200, height: 240) {
            let root = box(CGRect(x: 0, y: 0, width: 200, height: 240), rgb(0.9, 0.9, 0.9))
            let card = box(CGRect(x: 10, y: 10, width: 180, height: 220), nil)
            card.cornerRadius = 16; card.masksToBounds = true
            root.addSublayer(card)
            let scroller = box(card.bounds, rgb(1, 1, 1))
            scroller.masksToBounds = true
            card.addSublayer(scroller)
            Self.addRows(to: scroller, width: 180)
            return (root, scroller)
        }
        run(p, blits: true, "rounded card")
    }

    /// More than 32 layers beside the scroller (its parent's spatial index answers which touch it).
    @Test func manySiblingsBehindTheScroller() {
        manualClock(7000)
        let p = Pair(width: 200, height: 240) {
            let s = Self.clearOverOpaque()
            let panel = s.scroller.superlayer!
            for i in 0..<60 {
                // Dots down the panel's left edge, outside the scroller, and one under it.
                panel.insertSublayer(box(CGRect(x: 4, y: CGFloat(i) * 3.6, width: 8, height: 2), rgb(0, 0, CGFloat(i) / 60)), at: 0)
            }
            panel.insertSublayer(box(CGRect(x: 70, y: 90, width: 12, height: 12), rgb(1, 0, 1)), at: 30)
            return s
        }
        run(p, blits: true, "many siblings")
    }

    /// Content that changes in the frame of a scroll: before the scroll (its damage moves with
    /// the pixels), after it (its damage is where it shows now: repainted once, not also where
    /// the move would have put it), and between two scroll changes of one frame.
    @Test func contentChangedBeforeAfterAndBetweenScrollChangesIsPaintedOnce() {
        manualClock(7000)
        let p = Pair(width: 200, height: 240) { Self.clearOverOpaque() }
        let steps: [(String, (Scene) -> Void)] = [
            ("before", { s in s.scroller.sublayers![5].backgroundColor = rgb(0.9, 0.1, 0.1); s.scroller.bounds.origin.y += 10 }),
            ("after", { s in s.scroller.bounds.origin.y += 10; s.scroller.sublayers![6].backgroundColor = rgb(0.1, 0.9, 0.1) }),
            ("between", { s in
                s.scroller.bounds.origin.y += 6
                s.scroller.sublayers![7].backgroundColor = rgb(0.1, 0.1, 0.9)
                s.scroller.bounds.origin.y += 4
            }),
        ]
        for (name, change) in steps {
            p.step(change)
            #expect(p.blit.lastFrameUsedScrollBlit, "\(name)")
            #expect(p.difference == nil, "\(name)")
            #expect(p.screenDifference == nil, "\(name), scrolled by the display")
        }
        // A row moved within the content after the scroll: its old place (in scrolled
        // coordinates) and its new one, and the 10-pixel strip, are all that is painted.
        p.step { s in
            s.scroller.bounds.origin.y += 10
            s.scroller.sublayers![9].position.x += 2
        }
        #expect(p.blit.lastFrameUsedScrollBlit && p.difference == nil && p.screenDifference == nil)
        // (Strip 140 × 10, the row 130 × 26 and its moved copy 2 px wider: no copy shifted by 10.)
        #expect(p.blit.pixelsPainted <= 140 * 10 + 132 * 26, "painted \(p.blit.pixelsPainted)")
    }

    @Test func changesBehindTheScrollerInTheSameFrameArePainted() {
        manualClock(7000)
        let p = Pair(width: 200, height: 240) { Self.clearOverOpaque() }
        for k in 0..<4 {
            p.step { s in
                s.scroller.superlayer!.backgroundColor = rgb(1, CGFloat(k) / 4, 0.5)
                s.scroller.bounds.origin.y += 5
            }
            #expect(p.blit.lastFrameUsedScrollBlit, "k \(k)")
            #expect(p.difference == nil, "k \(k)")
        }
        // A sibling behind becomes uniform in the frame it scrolls (the gradient goes away).
        let q = Pair(width: 200, height: 240) {
            let s = Self.clearOverOpaque()
            let g = CAGradientLayer(); g.frame = s.scroller.superlayer!.bounds; g.colors = [rgb(1, 0, 0), rgb(0, 0, 1)]
            s.scroller.superlayer!.insertSublayer(g, at: 0)
            return s
        }
        q.step { s in
            s.scroller.superlayer!.sublayers![0].removeFromSuperlayer()
            s.scroller.bounds.origin.y += 8
        }
        #expect(q.blit.lastFrameUsedScrollBlit)
        #expect(q.difference == nil)
    }

    // MARK: Content with rounded, clipping and shadowed sublayers

    /// Cards with rounded corners, clipping children, borders and soft shadows, some on half
    /// points, in a clear scroller at the top edge of the target (content scrolls off it).
    static func cards(scale: CGFloat) -> Scene {
        let root = box(CGRect(x: 0, y: 0, width: 160, height: 200), rgb(0.93, 0.93, 0.96))
        let scroller = box(CGRect(x: 0, y: 0, width: 160, height: 170), nil)
        scroller.masksToBounds = true
        root.addSublayer(scroller)
        for i in 0..<24 {
            let card = box(CGRect(x: 12 + CGFloat(i % 2) * 0.5, y: 8 + CGFloat(i) * 36.5, width: 136, height: 28), rgb(1, 1, 1))
            card.cornerRadius = 9
            card.shadowOpacity = 0.35
            card.shadowRadius = CGFloat(2 + i % 3)
            card.shadowOffset = CGSize(width: 0, height: 2)
            if i % 3 == 0 { card.shadowPath = CGPath(roundedRect: card.bounds, cornerWidth: 9, cornerHeight: 9, transform: nil) }
            card.masksToBounds = i % 2 == 0 && i % 3 != 0
            let avatar = box(CGRect(x: -4, y: 4, width: 24, height: 24), rgb(0.2, 0.5, 0.9))
            avatar.cornerRadius = 12
            avatar.masksToBounds = true
            avatar.addSublayer(box(CGRect(x: 0, y: 12, width: 24, height: 12), rgb(0.9, 0.3, 0.2)))
            card.addSublayer(avatar)
            let badge = box(CGRect(x: 110, y: 6, width: 16, height: 16), rgb(0.9, 0.1, 0.1))
            badge.cornerRadius = 8; badge.borderWidth = 1.5; badge.borderColor = rgb(1, 1, 1)
            badge.shadowOpacity = 0.6; badge.shadowRadius = 1.5; badge.shadowOffset = CGSize(width: 1, height: 1)
            card.addSublayer(badge)
            scroller.addSublayer(card)
        }
        return (root, scroller)
    }

    @Test func roundedAndShadowedContentBlitsToThePixel() {
        manualClock(7000)
        run(Pair(width: 160, height: 200) { Self.cards(scale: 1) }, blits: true,
            steps: [1, 3, 1, 5, 10, 7, -4, 0.5, 0.5, 20, -1, 36, 1], "cards")
        // The opaque-scroller path with the same content.
        run(Pair(width: 160, height: 200) { let s = Self.cards(scale: 1); s.scroller.backgroundColor = rgb(1, 1, 1); return s },
            blits: true, steps: [1, 3, 5, -4, 0.5, 0.5, 36], "cards, opaque scroller")
    }

    // MARK: Scale 2

    @Test func scaleTwoBlitsWholeDevicePixels() {
        manualClock(7000)
        // Half points are whole device pixels at scale 2; quarter points are not.
        run(Pair(width: 400, height: 480, scale: 2) { Self.clearOverOpaque() }, blits: true,
            steps: [10, 0.5, -0.5, 0.25, 0.25, 7.5, -3], scale: 2, "clear over opaque @2x")
        run(Pair(width: 320, height: 400, scale: 2) { Self.cards(scale: 2) }, blits: true,
            steps: [0.5, 1, 0.25, 3.5, -2, 0.75, 36.5], scale: 2, "cards @2x")
        let p = Pair(width: 400, height: 480, scale: 2) { Self.clearOverOpaque() }
        p.scroll(dy: 3)
        #expect(p.blit.lastFrameUsedScrollBlit && p.blit.pixelsPainted == 280 * 6)
    }
}
