//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import CoreGraphics

@Suite struct TextLayoutTests {
    let body = TextAttributes(font: TextFont(size: 17))
    let lorem = "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs."

    @Test func systemFontResolvesToSansSerif() {
        let f = TextFont(size: 20)
        #expect(f.resolvedFamilyName.contains("DejaVu"))
        #expect(f.ascender > 10 && f.ascender < 25)
        #expect(f.descender < 0)
        #expect(abs(f.lineHeight - (f.ascender - f.descender + f.leading)) < 1e-9)
        #expect(f.capHeight > 10 && f.capHeight < f.ascender)
        #expect(f.xHeight > 5 && f.xHeight < f.capHeight)
        #expect(TextFont(size: 12, monospaced: true).resolvedFamilyName.contains("Mono"))
    }

    @Test func widthsAreTheFontsFractionalAdvances() {
        // Text is measured with the font's real (fractional) advances: a string at 20 pt is a
        // tenth as wide as at 200 pt, within a fraction of a point. (Pango rounded each glyph
        // position to a whole point: a 20-pt line came out 303 pt wide for 309 pt of advances.)
        let text = "The quick brown fox jumps over the lazy dog, twice: the quick brown fox."
        let small = TextLayout.make(text: text, attributes: TextAttributes(font: TextFont(size: 20)), width: nil).unroundedSize.width
        let big = TextLayout.make(text: text, attributes: TextAttributes(font: TextFont(size: 200)), width: nil).unroundedSize.width
        #expect(abs(small - big / 10) < 0.5, "20 pt: \(small), 200 pt / 10: \(big / 10)")
        let i = TextLayout.make(text: "i", attributes: TextAttributes(font: TextFont(size: 17)), width: nil)
        #expect(i.unroundedSize.width != i.unroundedSize.width.rounded(), "an 'i' is not a whole number of points wide")
        #expect(i.size.width == i.unroundedSize.width.rounded(.up))
    }

    @Test func missingFamilyFallsBackWithOneWarning() {
        let f = TextFont(family: "No Such Family Zzyzx", size: 12)
        #expect(f.resolvedFamilyName.contains("DejaVu"))
        #expect(UIKitLog.didLog("\"No Such Family Zzyzx\" is not installed"))
        let before = UIKitLog.recentMessages.filter { $0.contains("Zzyzx") }.count
        _ = TextFont(family: "No Such Family Zzyzx", size: 30).lineHeight
        #expect(UIKitLog.recentMessages.filter { $0.contains("Zzyzx") }.count == before)
    }

    @Test func familyAndFontNames() {
        let families = TextFont.familyNames()
        #expect(families.contains("DejaVu Sans"))
        let names = TextFont.fontNames(forFamily: "DejaVu Sans")
        #expect(names.contains("DejaVuSans") && names.contains("DejaVuSans-Bold"))
        let bold = TextFont(fontName: "DejaVuSans-Bold", size: 12)
        #expect(bold?.family == "DejaVu Sans" && (bold?.weight ?? 0) >= 0.39)
        #expect(TextFont(fontName: "Nope-Regular", size: 12) == nil)
    }

    @Test func textMeasuredDuringTheBackgroundWarmUpMatchesLaterMeasurements() {
        let font = TextFont(size: 13)
        TextLayout.warmUpInBackground(fonts: [font, TextFont(size: 15, weight: 0.3)])
        let text = "Warm-up \(UUID().uuidString)"   // never cached before
        let during = TextLayout.make(text: text, attributes: TextAttributes(font: font), width: nil).size
        TextLayout.warmUpInBackground()   // a second call does nothing
        // A different cache key (a wrapping width wider than the text), so it is laid out anew.
        let after = TextLayout.make(text: text, attributes: TextAttributes(font: font), width: 5000).size
        #expect(during == after)
        #expect(during.width > 100 && during.height >= 13)
    }

    @Test func sizeGrowsWithFontSize() {
        let small = TextLayout.make(text: "Hello", attributes: TextAttributes(font: TextFont(size: 12)), width: nil)
        let big = TextLayout.make(text: "Hello", attributes: TextAttributes(font: TextFont(size: 24)), width: nil)
        #expect(small.size.width > 20 && small.size.height >= 12)
        #expect(big.size.width > small.size.width * 1.8)
        #expect(big.size.height > small.size.height * 1.8)
        #expect(small.size.width == small.size.width.rounded(.up))    // whole points
        #expect(small.lineCount == 1)
        let bold = TextLayout.make(text: "Hello", attributes: TextAttributes(font: TextFont(size: 12, weight: 0.4)), width: nil)
        #expect(bold.size.width > small.size.width)
    }

    @Test func widthLimitWrapsIntoMoreLines() {
        let one = TextLayout.make(text: lorem, attributes: body, width: nil)
        let wrapped = TextLayout.make(text: lorem, attributes: body, width: 150)
        #expect(one.lineCount == 1)
        #expect(wrapped.lineCount > 3)
        #expect(wrapped.size.width <= 150)
        #expect(wrapped.size.height > one.size.height * 3)
        #expect(wrapped.lastBaseline > wrapped.firstBaseline)
        #expect(abs(wrapped.firstBaseline - TextFont(size: 17).ascender) < 1)
        let newlines = TextLayout.make(text: "a\nb\nc", attributes: body, width: nil)
        #expect(newlines.lineCount == 3)
    }

    @Test func maxLinesAndTruncation() {
        let tail = TextLayout.make(text: lorem, attributes: body, width: 150, maxLines: 2, lineBreakMode: .truncateTail)
        let full = TextLayout.make(text: lorem, attributes: body, width: 150)
        #expect(tail.lineCount == 2 && tail.isTruncated)
        #expect(tail.size.width <= 150)
        #expect(tail.size.height < full.size.height)
        let single = TextLayout.make(text: lorem, attributes: body, width: 100, maxLines: 1, lineBreakMode: .truncateMiddle)
        #expect(single.lineCount == 1 && single.size.width <= 100 && single.isTruncated)
        let head = TextLayout.make(text: lorem, attributes: body, width: 100, maxLines: 1, lineBreakMode: .truncateHead)
        #expect(head.lineCount == 1 && head.size.width <= 100)
        let clipped = TextLayout.make(text: lorem, attributes: body, width: 100, maxLines: 1, lineBreakMode: .clip)
        #expect(clipped.lineCount == 1 && clipped.size.width <= 100)
        let twoWords = TextLayout.make(text: lorem, attributes: body, width: 150, maxLines: 2, lineBreakMode: .wordWrap)
        #expect(twoWords.lineCount == 2 && abs(twoWords.size.height - tail.size.height) <= 1)
        let chars = TextLayout.make(text: "abcdefghijklmnopqrstuvwxyz", attributes: body, width: 60, lineBreakMode: .charWrap)
        #expect(chars.lineCount > 3 && chars.size.width <= 60)
        // Unlimited lines with a truncating mode just wraps.
        let unl = TextLayout.make(text: lorem, attributes: body, width: 150, maxLines: 0, lineBreakMode: .truncateTail)
        #expect(unl.lineCount == full.lineCount && !unl.isTruncated)
    }

    @Test func cacheReturnsSameInstance() {
        let text = "cache test \(UUID())"
        let a = TextLayout.make(text: text, attributes: body, width: 200)
        let hits = TextLayout.cacheHits
        let b = TextLayout.make(text: text, attributes: body, width: 200)
        #expect(a === b)
        #expect(TextLayout.cacheHits > hits)
        let c = TextLayout.make(text: text, attributes: body, width: 201)
        #expect(c !== a)
        #expect(TextLayout.cacheMisses > 0)
    }

    @Test func runsAndEmptyText() {
        let text = "Plain BOLD plain"
        let bold = TextAttributes(font: TextFont(size: 17, weight: 0.4), color: CGColor(red: 1, green: 0, blue: 0, alpha: 1), underline: true)
        let mixed = TextLayout.make(text: text, runs: [TextRun(range: 0..<16, attributes: body), TextRun(range: 6..<10, attributes: bold)], width: nil)
        let plain = TextLayout.make(text: text, attributes: body, width: nil)
        #expect(mixed.size.width > plain.size.width)
        let empty = TextLayout.make(text: "", attributes: body, width: 100)
        #expect(empty.size == .zero && empty.lineCount == 0)
        let emoji = TextLayout.make(text: "a😀b", runs: [TextRun(range: 1..<3, attributes: bold)], width: nil)
        #expect(emoji.size.width > 0)
        _ = TextLayout.make(text: "abc", runs: [TextRun(range: 2..<10, attributes: bold)], width: nil)
        #expect(UIKitLog.didLog("outside text of length 3"))
        _ = TextLayout.make(text: "abc", attributes: body, width: .nan)
        #expect(UIKitLog.didLog("TextLayout: invalid width"))
    }

    @Test func kernWidensText() {
        let normal = TextLayout.make(text: "spacing", attributes: body, width: nil)
        var k = body; k.kern = 5
        let kerned = TextLayout.make(text: "spacing", attributes: k, width: nil)
        #expect(kerned.size.width > normal.size.width + 25)
    }

    @Test func drawsColouredTextInsideRect() {
        let ctx = topLeft(200, 60, scale: 2)
        let attrs = TextAttributes(font: TextFont(size: 30, weight: 0.4), color: CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        let layout = TextLayout.make(text: "Hello", attributes: attrs, width: 200, alignment: .center)
        layout.draw(in: ctx, rect: CGRect(x: 0, y: 10, width: 200, height: 50))
        let img = ctx.makeImage()!
        var redPixels = 0, minX = Int.max, maxX = 0, minY = Int.max
        for y in 0..<img.height { for x in 0..<img.width {
            let p = img.px(x, y)
            if p.a > 128 { #expect(p.r > 200 && p.g < 60); redPixels += 1; minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y) }
        } }
        #expect(redPixels > 500)
        #expect(minY >= 20)                                   // below rect.minY (10pt = 20px)
        #expect(abs((minX + maxX) / 2 - 200) < 12)           // centred in 200pt = 400px
        try? img.pngData()?.write(to: URL(fileURLWithPath: "/tmp/cg-text-test.png"))
    }

    @Test func rightAlignmentAndRTL() {
        let ctx = topLeft(200, 30)
        let layout = TextLayout.make(text: "Hi", attributes: body, width: nil, alignment: .right)
        layout.draw(in: ctx, rect: CGRect(x: 0, y: 0, width: 200, height: 30))
        let img = ctx.makeImage()!
        var maxX = 0, minX = Int.max
        for y in 0..<30 { for x in 0..<200 where img.px(x, y).a > 100 { maxX = max(maxX, x); minX = min(minX, x) } }
        #expect(maxX > 185 && minX > 150)
        let rtl = TextLayout.make(text: "שלום", attributes: body, width: 200, rightToLeft: true)
        let c2 = topLeft(200, 30)
        rtl.draw(in: c2, rect: CGRect(x: 0, y: 0, width: 200, height: 30))
        let i2 = c2.makeImage()!
        var anyRight = false
        for y in 0..<30 { for x in 150..<200 where i2.px(x, y).a > 100 { anyRight = true } }
        #expect(anyRight)   // natural alignment of RTL text is right
    }

    @Test func caretAndHitTesting() {
        let layout = TextLayout.make(text: "abc def", attributes: body, width: nil)
        let c0 = layout.caretRect(forUTF16Offset: 0), c3 = layout.caretRect(forUTF16Offset: 3)
        #expect(c0.minX == 0 && c3.minX > 10 && c0.height > 15)
        #expect(layout.utf16Offset(at: CGPoint(x: c3.minX + 1, y: 5)) == 3)
        #expect(layout.utf16Offset(at: CGPoint(x: 1000, y: 5)) == 7)
    }

    @Test func concurrentLayoutIsSafe() async {
        await withTaskGroup(of: CGFloat.self) { group in
            for i in 0..<16 {
                group.addTask { TextLayout.make(text: "concurrent \(i % 4)", attributes: TextAttributes(), width: 80).size.width }
            }
            for await w in group { #expect(w > 0) }
        }
    }
}

@Suite struct TextLayoutLimitTests {
    let body = TextAttributes(font: TextFont(size: 17))
    let lorem = "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs."

    @Test func heightLimitShowsOnlyWholeLines() {
        let full = TextLayout.make(text: lorem, attributes: body, width: 150)
        let lh = full.size.height / CGFloat(full.lineCount)
        let limited = TextLayout.make(text: lorem, attributes: body, width: 150, height: lh * 2.5, lineBreakMode: .truncateTail)
        #expect(limited.lineCount == 2 && limited.isTruncated)
        #expect(limited.size.height <= lh * 2 + 1)
        let tiny = TextLayout.make(text: lorem, attributes: body, width: 150, height: 3)
        #expect(tiny.lineCount == 1)
        let roomy = TextLayout.make(text: lorem, attributes: body, width: 150, height: 1000)
        #expect(roomy.lineCount == full.lineCount && !roomy.isTruncated)
    }

    @Test func fewerLinesThanMaxKeepsAllLines() {
        let two = TextLayout.make(text: "Short text that wraps once here", attributes: body, width: 150)
        let capped = TextLayout.make(text: "Short text that wraps once here", attributes: body, width: 150, maxLines: 5, lineBreakMode: .truncateTail)
        #expect(capped.lineCount == two.lineCount && capped.size == two.size && !capped.isTruncated)
    }

    @Test func truncationModesPutTheEllipsisWhereAsked() {
        // Compare which end of the text is still visible via caret positions of the first glyph.
        for mode in [TextLineBreakMode.truncateHead, .truncateMiddle, .truncateTail] {
            let l = TextLayout.make(text: lorem, attributes: body, width: 120, maxLines: 1, lineBreakMode: mode)
            #expect(l.lineCount == 1 && l.size.width <= 120 && l.isTruncated)
        }
    }
}

@Suite struct TextEdgeCaseTests {
    @Test func zeroAndInvalidFontSizes() {
        let zero = TextLayout.make(text: "abc", attributes: TextAttributes(font: TextFont(size: 0)), width: nil)
        #expect(zero.size.width >= 0 && zero.size.height >= 0)
        let bad = TextFont(size: .nan)
        #expect(bad.size == 17 && UIKitLog.didLog("TextFont: invalid size nan"))
    }

    @Test func nonFiniteColourIsDiagnosed() {
        let c = CGColor(red: .nan, green: 0.5, blue: .infinity, alpha: 1)
        #expect(c.red == 0 && c.blue == 1)
        #expect(UIKitLog.didLog("CGColor: non-finite component"))
    }

    @Test func drawWithNonFiniteRectIsIgnored() {
        let c = topLeft(10, 10)
        TextLayout.make(text: "x", attributes: TextAttributes(), width: nil).draw(in: c, rect: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
        #expect(UIKitLog.didLog("TextLayout.draw: non-finite rect ignored"))
    }

    @Test func longTextAndManyParagraphs() {
        let text = Array(repeating: "Paragraph with several words in it.", count: 50).joined(separator: "\n")
        let l = TextLayout.make(text: text, attributes: TextAttributes(font: TextFont(size: 12)), width: 100, maxLines: 7, lineBreakMode: .truncateTail)
        #expect(l.lineCount == 7 && l.isTruncated && l.size.width <= 100)
        let all = TextLayout.make(text: text, attributes: TextAttributes(font: TextFont(size: 12)), width: 100)
        #expect(all.lineCount >= 100)
    }
}

@Suite struct TextParagraphTests {
    let body = TextAttributes(font: TextFont(size: 14))
    let text = "one two three four five six seven eight nine ten eleven twelve"

    @Test func lineSpacingAndMultipleGrowHeight() {
        let plain = TextLayout.make(text: text, attributes: body, width: 80)
        let spaced = TextLayout.make(text: text, attributes: body, width: 80, paragraphStyle: TextParagraphStyle(lineSpacing: 10))
        #expect(plain.lineCount == spaced.lineCount && plain.lineCount > 2)
        #expect(abs(spaced.size.height - plain.size.height - 10 * CGFloat(plain.lineCount - 1)) <= 2)
        let doubled = TextLayout.make(text: text, attributes: body, width: 80, paragraphStyle: TextParagraphStyle(lineHeightMultiple: 2))
        #expect(doubled.size.height > plain.size.height * 1.7)
    }

    @Test func firstLineIndentShiftsTheFirstLine() {
        let plain = TextLayout.make(text: text, attributes: body, width: 200)
        let indented = TextLayout.make(text: text, attributes: body, width: 200, paragraphStyle: TextParagraphStyle(firstLineHeadIndent: 30))
        #expect(indented.caretRect(forUTF16Offset: 0).minX - plain.caretRect(forUTF16Offset: 0).minX == 30)
    }

    @Test func baselineOffsetAndDecorationColoursDraw() {
        var a = body
        a.underline = true; a.underlineColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        a.baselineOffset = 4
        let l = TextLayout.make(text: "Raised", attributes: a, width: nil)
        let c = topLeft(80, 30)
        l.draw(in: c, rect: CGRect(x: 0, y: 0, width: 80, height: 30))
        let img = c.makeImage()!
        var redPixels = 0
        for y in 0..<30 { for x in 0..<80 { let p = img.px(x, y); if p.a > 60 && p.r > 200 && p.g < 60 { redPixels += 1 } } }
        try? img.pngData()?.write(to: URL(fileURLWithPath: "/tmp/cg-underline.png"))
        #expect(redPixels > 20)   // the red underline
    }
}

@Suite struct TextGeometryTests {
    @Test func lineAndSelectionRects() {
        let l = TextLayout.make(text: "alpha beta gamma delta epsilon", attributes: TextAttributes(font: TextFont(size: 14)), width: 90)
        let lines = l.lineRects
        #expect(lines.count == l.lineCount && lines.count >= 2)
        #expect(lines[0].minY == 0 && lines[1].minY >= lines[0].maxY - 0.01)
        #expect(abs(lines.last!.maxY - l.size.height) < 1)
        let first = l.selectionRects(forUTF16Range: 0..<5)          // "alpha"
        #expect(first.count == 1 && first[0].minX == 0 && first[0].width > 20)
        let all = l.selectionRects(forUTF16Range: 0..<30)
        #expect(all.count >= lines.count)
        #expect(l.selectionRects(forUTF16Range: 3..<3).isEmpty)
    }
}

@Suite struct TextEffectsTests {
    @Test func clipModeDrawsUpToTheRectEdgeAtEveryScale() {
        for scale: CGFloat in [1, 2, 3] {
            let c = topLeft(50, 30, scale: scale)
            let l = TextLayout.make(text: "WWWWWWWWWW", attributes: TextAttributes(font: TextFont(size: 17)), width: 50,
                                    maxLines: 1, lineBreakMode: .clip, alignment: .left)
            l.draw(in: c, rect: CGRect(x: 0, y: 5, width: 50, height: l.size.height))
            let img = c.makeImage()!
            var maxX = -1
            for y in 0..<img.height { for x in 0..<img.width where img.px(x, y).a > 100 { maxX = max(maxX, x) } }
            #expect(CGFloat(maxX) >= 46 * scale, "scale \(scale)")
            #expect(CGFloat(maxX) < 50 * scale)
        }
    }

    @Test func translucentTextInATooSmallRectIsNotCut() {
        let l = TextLayout.make(text: "Wide text here", attributes: TextAttributes(font: TextFont(size: 20)), width: nil)
        let opaque = topLeft(200, 40), faded = topLeft(200, 40)
        faded.setAlpha(0.5)
        for c in [opaque, faded] { l.draw(in: c, rect: CGRect(x: 0, y: 0, width: 20, height: 5)) }
        // The last letter is drawn in both (alpha only changes its opacity).
        func rightmost(_ c: CGContext) -> Int {
            let img = c.makeImage()!
            var m = 0
            for y in 0..<40 { for x in 0..<200 where img.px(x, y).a > 0 { m = max(m, x) } }
            return m
        }
        #expect(rightmost(opaque) > 100)
        #expect(rightmost(faded) == rightmost(opaque))
    }
}
