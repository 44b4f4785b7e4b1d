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
