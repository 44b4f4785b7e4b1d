//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
@testable import UIKitCore

@MainActor @Suite struct UILabelRenderingTests {
    func render(_ l: UILabel) -> CGImage {
        let f = UIGraphicsImageRendererFormat(); f.scale = 1
        return UIGraphicsImageRenderer(size: l.bounds.size, format: f).image { _ in l.drawText(in: l.bounds) }.cgImage!
    }

    /// Average colour of the inked pixels, and the inked x extent.
    func ink(_ cg: CGImage) -> (r: Double, g: Double, b: Double, minX: Int, maxX: Int) {
        var r = 0.0, g = 0.0, b = 0.0, n = 0.0, minX = Int.max, maxX = -1
        for y in 0..<cg.height { for x in 0..<cg.width {
            let p = cg.pixel(x: x, y: y)!
            if p.a > 200 { r += Double(p.r); g += Double(p.g); b += Double(p.b); n += 1; minX = min(minX, x); maxX = max(maxX, x) }
        } }
        return n == 0 ? (0, 0, 0, -1, -1) : (r / n, g / n, b / n, minX, maxX)
    }

    @Test func colorsFollowState() {
        let l = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        l.text = "IIII"
        l.font = .boldSystemFont(ofSize: 20)
        l.textColor = .red
        var i = ink(render(l))
        #expect(i.r > 200 && i.g < 60)
        l.highlightedTextColor = .blue
        l.isHighlighted = true
        i = ink(render(l))
        #expect(i.b > 200 && i.r < 60)
        l.isHighlighted = false
        l.isEnabled = false
        i = ink(render(l))
        #expect(abs(i.r - i.g) < 40 && i.r > 80)  // gray
    }

    @Test func naturalAlignmentFollowsLayoutDirection() {
        let l = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        l.text = "abc"
        let ltr = ink(render(l))
        #expect(ltr.minX < 10)
        l.semanticContentAttribute = .forceRightToLeft
        let rtl = ink(render(l))
        #expect(rtl.maxX > 185)
        l.textAlignment = .center
        let c = ink(render(l))
        #expect(abs(Double(c.minX + c.maxX) / 2 - 100) < 6)
    }

    @Test func truncationKeepsSingleLine() {
        let l = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        l.text = "This is a long single line of text"
        let cg = render(l)
        let i = ink(cg)
        #expect(i.maxX < 60)
        #expect(l.sizeThatFits(CGSize(width: 60, height: 100)).width > 60)  // one line: natural width
    }

    @Test func adjustsFontSizeToFitWidthShrinks() {
        let l = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
        l.text = "WWWWWWWWWW"
        func inkHeight() -> Int {
            let cg = render(l)
            var minY = Int.max, maxY = -1
            for y in 0..<cg.height { for x in 0..<cg.width where cg.pixel(x: x, y: y)!.a > 128 { minY = min(minY, y); maxY = max(maxY, y) } }
            return maxY - minY
        }
        let truncated = inkHeight()
        l.adjustsFontSizeToFitWidth = true
        l.minimumScaleFactor = 0.1
        let fitted = inkHeight()
        #expect(fitted < truncated / 2)
        #expect(ink(render(l)).maxX < 50)
        UIKitLog.clearRecentMessages()
        l.minimumScaleFactor = 2
        #expect(l.minimumScaleFactor == 0.1)
        #expect(UIKitLog.didLog("minimumScaleFactor"))
    }

    @Test func redisplayOnlyWhenContentChanges() {
        let l = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        l.text = "a"
        CATransaction.flush()
        let n = l.layer._displayCount
        #expect(n == 1)
        CATransaction.flush()
        #expect(l.layer._displayCount == n)
        l.text = "b"
        CATransaction.flush()
        #expect(l.layer._displayCount == n + 1)
        l.center = CGPoint(x: 300, y: 300)
        CATransaction.flush()
        #expect(l.layer._displayCount == n + 1)
    }

    @Test func preferredMaxLayoutWidthWrapsIntrinsicSize() {
        let l = UILabel()
        l.text = String(repeating: "wrap me ", count: 10)
        l.numberOfLines = 0
        let wide = l.intrinsicContentSize
        l.preferredMaxLayoutWidth = 80
        let narrow = l.intrinsicContentSize
        #expect(narrow.width <= 80)
        #expect(narrow.height > wide.height * 2)
    }
}

@MainActor @Suite struct UILabelParagraphStyleTests {
    @Test func attributedParagraphAlignmentWins() {
        let l = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        let ps = NSMutableParagraphStyle()
        ps.alignment = .right
        l.attributedText = NSAttributedString(string: "abc", attributes: [.paragraphStyle: ps])
        let f = UIGraphicsImageRendererFormat(); f.scale = 1
        let cg = UIGraphicsImageRenderer(size: l.bounds.size, format: f).image { _ in l.drawText(in: l.bounds) }.cgImage!
        var maxX = -1
        for y in 0..<30 { for x in 0..<200 where cg.pixel(x: x, y: y)!.a > 128 { maxX = max(maxX, x) } }
        #expect(maxX > 185)
    }
}

@MainActor @Suite struct UILabelClippingTests {
    @Test func clippingModeDrawsCutText() {
        let l = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
        l.text = "WWWWWWWWWW"
        l.lineBreakMode = .byClipping
        let f = UIGraphicsImageRendererFormat(); f.scale = 1
        let cg = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 30), format: f).image { _ in l.drawText(in: l.bounds) }.cgImage!
        var maxX = -1, n = 0
        for y in 0..<30 { for x in 0..<80 where cg.pixel(x: x, y: y)!.a > 128 { maxX = max(maxX, x); n += 1 } }
        #expect(n > 50)
        #expect(maxX >= 44 && maxX < 50)
    }
}


/// Attributed-string attributes that reach the pixels (`.baselineOffset`, `.shadow`) and
/// measuring as iOS does (fractional sizes; labels round up).
@MainActor @Suite struct AttributedTextRenderingTests {
    func draw(_ s: NSAttributedString, size: CGSize = CGSize(width: 120, height: 60)) -> CGImage {
        let f = UIGraphicsImageRendererFormat(); f.scale = 1
        return UIGraphicsImageRenderer(size: size, format: f).image { _ in s.draw(at: CGPoint(x: 10, y: 15)) }.cgImage!
    }

    /// Rows and columns holding pixels that match `test`.
    func extent(_ cg: CGImage, _ test: (UInt8, UInt8, UInt8, UInt8) -> Bool) -> (minY: Int, maxY: Int, minX: Int, maxX: Int, count: Int) {
        var minY = Int.max, maxY = -1, minX = Int.max, maxX = -1, n = 0
        for y in 0..<cg.height { for x in 0..<cg.width {
            let p = cg.pixel(x: x, y: y)!
            if test(p.r, p.g, p.b, p.a) { minY = min(minY, y); maxY = max(maxY, y); minX = min(minX, x); maxX = max(maxX, x); n += 1 }
        } }
        return (minY, maxY, minX, maxX, n)
    }

    /// The inked rows of the left and right halves of the ink.
    func halves(_ image: CGImage) -> (left: (minY: Int, maxY: Int), right: (minY: Int, maxY: Int)) {
        let all = extent(image) { _, _, _, a in a > 128 }
        let mid = (all.minX + all.maxX) / 2
        var left = (minY: Int.max, maxY: -1), right = (minY: Int.max, maxY: -1)
        for y in 0..<image.height { for x in 0..<image.width where image.pixel(x: x, y: y)!.a > 128 {
            if x < mid { left = (min(left.minY, y), max(left.maxY, y)) } else { right = (min(right.minY, y), max(right.maxY, y)) }
        } }
        return (left, right)
    }

    @Test func baselineOffsetRaisesTheGlyphs() {
        // "H H" with the last H raised by 6 (or lowered by 5): it sits that much higher (lower)
        // than its unshifted neighbour.
        let font = UIFont.boldSystemFont(ofSize: 20)
        let plain = halves(draw(NSAttributedString(string: "H H", attributes: [.font: font])))
        #expect(plain.left.maxY > 0 && plain.left == plain.right)
        for offset in [6, -5] {
            let s = NSMutableAttributedString(string: "H H", attributes: [.font: font])
            s.addAttribute(.baselineOffset, value: NSNumber(value: offset), range: NSRange(location: 2, length: 1))
            let h = halves(draw(s))
            #expect(h.right.minY == h.left.minY - offset && h.right.maxY == h.left.maxY - offset, "offset \(offset)")
        }
    }

    @Test func shadowAppearsOffsetUnderTheText() {
        let font = UIFont.boldSystemFont(ofSize: 20)
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 4, height: 7)
        shadow.shadowColor = UIColor.red
        let attrs: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.blue, .shadow: shadow]
        let image = draw(NSAttributedString(string: "HH", attributes: attrs))
        let text = extent(image) { r, _, b, a in a > 200 && b > 200 && r < 50 }
        let shade = extent(image) { r, _, b, a in a > 200 && r > 200 && b < 50 }
        #expect(text.count > 0 && shade.count > 0)
        #expect(shade.maxY == text.maxY + 7 && shade.maxX == text.maxX + 4)
        // Without the attribute there is no red at all.
        let none = draw(NSAttributedString(string: "HH", attributes: [.font: font, .foregroundColor: UIColor.blue]))
        #expect(extent(none) { r, _, b, a in a > 100 && r > 200 && b < 50 }.count == 0)
        // A shadow on one run only: the other run casts none.
        let mixed = NSMutableAttributedString(string: "H  H", attributes: [.font: font, .foregroundColor: UIColor.blue])
        mixed.addAttribute(.shadow, value: shadow, range: NSRange(location: 3, length: 1))
        let mi = draw(mixed)
        let mText = extent(mi) { r, _, b, a in a > 200 && b > 200 && r < 50 }
        let mShade = extent(mi) { r, _, b, a in a > 100 && r > 200 && b < 50 }
        #expect(mShade.count > 0 && mShade.minX > mText.minX + 20)
        // The default NSShadow colour is black at one-third alpha.
        let plainShadow = NSShadow(); plainShadow.shadowOffset = CGSize(width: 0, height: 10)
        let d = draw(NSAttributedString(string: "HH", attributes: [.font: font, .foregroundColor: UIColor.blue, .shadow: plainShadow]))
        let grey = extent(d) { r, g, b, a in a > 70 && a < 100 && r < 10 && g < 10 && b < 10 }
        #expect(grey.count > 0)
    }

    @Test func measuringIsFractionalAndLabelsRoundUp() {
        let font = UIFont.systemFont(ofSize: 13)
        let size = "Hello, world".size(withAttributes: [.font: font])
        let rect = ("Hello, world" as NSString).boundingRect(with: CGSize(width: 1000, height: 1000), options: .usesLineFragmentOrigin,
                                                            attributes: [.font: font], context: nil)
        #expect(size.width != size.width.rounded(.up) || size.height != size.height.rounded(.up))
        #expect(rect.size == size)
        let label = UILabel()
        label.font = font
        label.text = "Hello, world"
        #expect(label.intrinsicContentSize == CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up)))
        #expect(label.sizeThatFits(CGSize(width: 1000, height: 1000)) == label.intrinsicContentSize)
    }
}
