//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
@testable import UIKitCore

@MainActor @Suite struct UILabelTests {
    @Test func defaults() {
        let l = UILabel()
        #expect(l.font == UIFont.systemFont(ofSize: 17))
        #expect(l.textColor == UIColor.label)
        #expect(l.numberOfLines == 1)
        #expect(l.lineBreakMode == .byTruncatingTail)
        #expect(l.textAlignment == .natural)
        #expect(!l.isUserInteractionEnabled)
        #expect(l.text == nil)
        #expect(l.intrinsicContentSize == .zero)
    }

    @Test func intrinsicSizeGrowsWithTextAndFont() {
        let l = UILabel()
        l.text = "Hello"
        let s1 = l.intrinsicContentSize
        l.text = "Hello, world"
        let s2 = l.intrinsicContentSize
        #expect(s2.width > s1.width)
        #expect(s2.height == s1.height)
        l.font = .systemFont(ofSize: 34)
        let s3 = l.intrinsicContentSize
        #expect(s3.width > s2.width * 1.5)
        #expect(s3.height > s2.height * 1.5)
        #expect(s1.height >= 17 && s1.height <= 25)
    }

    /// Labels measuring the same plain text share one measurement; anything that changes the
    /// size (font, text, line limit and width) gets its own.
    @Test func sameTextSameSizeOtherwiseMeasuredAgain() {
        func label(_ text: String, _ size: CGFloat, lines: Int = 1, maxWidth: CGFloat = 0) -> UILabel {
            let l = UILabel(); l.text = text; l.font = .systemFont(ofSize: size)
            l.numberOfLines = lines; l.preferredMaxLayoutWidth = maxWidth
            return l
        }
        let a = label("Button", 15).intrinsicContentSize
        #expect(label("Button", 15).intrinsicContentSize == a)
        let bigger = label("Button", 30).intrinsicContentSize
        #expect(bigger.width > a.width * 1.8 && bigger.height > a.height * 1.8)
        #expect(label("Buttons", 15).intrinsicContentSize.width > a.width)
        let long = "a few words that wrap onto more lines"
        let one = label(long, 15).intrinsicContentSize
        let wrapped = label(long, 15, lines: 0, maxWidth: 80).intrinsicContentSize
        #expect(wrapped.height > one.height && wrapped.width <= 80)
    }

    @Test func numberOfLinesAndWrapping() {
        let l = UILabel()
        l.text = String(repeating: "word ", count: 40)
        let one = l.sizeThatFits(CGSize(width: 100, height: 1000))
        l.numberOfLines = 0
        let many = l.sizeThatFits(CGSize(width: 100, height: 1000))
        #expect(many.height > one.height * 3)
        #expect(many.width <= 100)
        l.numberOfLines = 2
        let two = l.sizeThatFits(CGSize(width: 100, height: 1000))
        #expect(abs(two.height - one.height * 2) < 2)
        l.frame = CGRect(x: 0, y: 0, width: 100, height: 1000)
        let tr = l.textRect(forBounds: l.bounds, limitedToNumberOfLines: 3)
        #expect(abs(tr.height - one.height * 3) < 3)
        #expect(tr.width <= 100)
    }

    @Test func sizeToFit() {
        let l = UILabel(frame: CGRect(x: 5, y: 5, width: 0, height: 0))
        l.text = "Some text"
        l.sizeToFit()
        #expect(l.frame.origin == CGPoint(x: 5, y: 5))
        #expect(l.frame.size == l.intrinsicContentSize)
    }

    @Test func attributedTextAndProperties() {
        let l = UILabel()
        // (Runs with different UIFont values side by side trap in Linux Foundation's run merging,
        // so the second run has no attributes: it takes the label's font.)
        let a = NSMutableAttributedString(string: "Big", attributes: [.font: UIFont.systemFont(ofSize: 30)])
        a.append(NSAttributedString(string: " small"))
        l.attributedText = a
        #expect(l.text == "Big small")
        let before = l.intrinsicContentSize
        #expect(before.height > 30)
        l.font = .systemFont(ofSize: 8)  // applies to the whole attributed text
        #expect(l.intrinsicContentSize.height < before.height)
        l.text = "plain"
        #expect(l.attributedText?.string == "plain")
        #expect(l.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == l.font)
        UIKitLog.clearRecentMessages()
        l.numberOfLines = -1
        #expect(l.numberOfLines == 1)
        #expect(UIKitLog.didLog("numberOfLines"))
    }

    @Test func registeredFontIsFoundByUIFontName() throws {
        // A font file registered at run time, as apps ship custom fonts.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uifont-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        // The file stays: fontconfig reads it whenever the registered face is loaded.
        let url = dir.appendingPathComponent("LabelSerif.ttf")
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf")))
        // Rename the family (same length, Mac and UTF-16BE name records) so no system has it.
        for (o, n) in [("DejaVuSerif", "LabelSerif1"), ("DejaVu Serif", "Label Serif1")] {
            for (ob, nb) in [(Array(o.utf8), Array(n.utf8)),
                             (o.utf16.flatMap { [UInt8(0), UInt8($0)] }, n.utf16.flatMap { [UInt8(0), UInt8($0)] })] {
                var i = 0
                while i + ob.count <= bytes.count {
                    if Array(bytes[i..<(i + ob.count)]) == ob { bytes.replaceSubrange(i..<(i + ob.count), with: nb); i += ob.count } else { i += 1 }
                }
            }
        }
        try Data(bytes).write(to: url)
        #expect(UIFont(name: "LabelSerif1", size: 15)?.familyName != "Label Serif1", "not registered yet: a fallback face")
        #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil))
        let font = try #require(UIFont(name: "LabelSerif1", size: 15))
        #expect(font.familyName == "Label Serif1" && font.pointSize == 15)
        #expect(UIFont(name: "Label Serif1", size: 15)?.familyName == "Label Serif1")
        #expect(UIFont.familyNames.contains("Label Serif1"))
    }

    @Test func stringMeasuring() {
        let s = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)])
        let t = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 10)])
        #expect(s.width > t.width * 1.7)
        let r = "one two three four five six".boundingRect(with: CGSize(width: 60, height: 1000), options: .usesLineFragmentOrigin,
                                                        attributes: [.font: UIFont.systemFont(ofSize: 14)], context: nil)
        #expect(r.width <= 60)
        #expect(r.height > 30)
    }

    @Test func drawsCenteredTextPixels() {
        let l = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        l.text = "HHHH"
        l.font = .boldSystemFont(ofSize: 24)
        l.textColor = .black
        let f = UIGraphicsImageRendererFormat(); f.scale = 1
        let img = UIGraphicsImageRenderer(size: l.bounds.size, format: f).image { ctx in
            l.drawText(in: l.bounds)
        }
        let cg = img.cgImage!
        var minY = 1000, maxY = -1
        for y in 0..<60 { for x in 0..<120 where (cg.pixel(x: x, y: y)?.a ?? 0) > 128 { minY = min(minY, y); maxY = max(maxY, y) } }
        #expect(maxY > minY)
        // Glyphs sit around the vertical centre.
        let mid = Double(minY + maxY) / 2
        #expect(abs(mid - 30) < 6)
    }
}

/// Setting a label property to the value it already has must not re-lay out its superview:
/// apps commonly assign label properties inside `layoutSubviews`.
@MainActor @Suite struct UILabelUnchangedValueTests {
    final class Container: UIView {
        let label = UILabel()
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
            label.text = "Same"
            label.textAlignment = .center
            label.numberOfLines = 2
            label.font = .systemFont(ofSize: 15)
            label.lineBreakMode = .byWordWrapping
        }
    }

    @Test func assigningSameValuesInLayoutSubviewsSettles() {
        let c = Container(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        c.addSubview(c.label)
        c.layoutIfNeeded()
        let after = c.layouts
        UIKitLog.clearRecentMessages()
        CATransaction.flush()
        c.layoutIfNeeded()
        #expect(c.layouts == after)
        #expect(!UIKitLog.didLog("did not settle"))
        // A real change still asks the superview to lay out again: layoutSubviews sets "Same"
        // back (a change), which takes one more pass, and then it settles.
        c.label.text = "Different"
        c.layoutIfNeeded()
        #expect(c.layouts == after + 2)
        #expect(c.label.text == "Same")
        #expect(!UIKitLog.didLog("did not settle"))
    }
}
