//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
@testable import UIKitCore
import UIKitTesting

/// A text view's text flowing around its container's exclusion paths (a picture in an article,
/// a badge in a note): drawn beside them, with the caret, selection, taps, arrows, the layout
/// manager and the view's height all agreeing with what is drawn.
@MainActor @Suite struct ExclusionPathTests {
    static let font = UIFont.systemFont(ofSize: 15)
    static let article = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 8)
        + "\nA second paragraph follows the first one here."
    /// The picture's rectangle in container coordinates.
    static let picture = CGRect(x: 0, y: 0, width: 120, height: 70)

    func hosted(_ text: String, paths: [CGRect] = [picture], width: CGFloat = 300, height: CGFloat = 400) -> (UIKitTestHost, UITextView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.backgroundColor = .white
        let tv = UITextView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        tv.backgroundColor = .white
        tv.font = Self.font
        tv.text = text
        tv.textContainer.exclusionPaths = paths.map { UIBezierPath(rect: $0) }
        root.addSubview(tv)
        let host = UIKitTestHost(view: root)
        host.advanceFrames(1)
        return (host, tv)
    }

    /// A container rectangle in the view's (and, at the origin, the window's) coordinates.
    func inView(_ r: CGRect, _ tv: UITextView) -> CGRect {
        r.offsetBy(dx: tv.textContainerInset.left, dy: tv.textContainerInset.top)
    }

    /// Text-coloured (dark) pixels of `image` inside `rect`.
    func inkPixels(_ image: CGImage, in rect: CGRect) -> Int {
        var n = 0
        for y in max(0, Int(rect.minY.rounded(.up)))..<Int(rect.maxY) {
            for x in max(0, Int(rect.minX.rounded(.up)))..<Int(rect.maxX) {
                if let p = image.pixel(x: x, y: y), p.r < 140, p.g < 140, p.b < 140 { n += 1 }
            }
        }
        return n
    }

    func caretRects(_ tv: UITextView) -> [CGRect] {
        (0...tv.textStorage.length).compactMap { i in
            tv.position(from: tv.beginningOfDocument, offset: i).map { tv.caretRect(for: $0) }
        }
    }

    func writeSnapshot(_ host: UIKitTestHost, _ name: String) {
        guard let dir = ProcessInfo.processInfo.environment["EXCLUSION_SNAPSHOT_DIR"] else { return }
        try? host.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent("\(name).png"))
    }

    @Test func textIsDrawnBesideThePathAndNeverInIt() throws {
        let (host, tv) = hosted(Self.article)
        let excluded = inView(Self.picture, tv)
        let image = host.render()
        writeSnapshot(host, "exclusion-article")
        #expect(inkPixels(image, in: excluded.insetBy(dx: 1, dy: 1)) == 0, "no glyph inside the picture")
        let beside = CGRect(x: excluded.maxX, y: excluded.minY, width: tv.bounds.width - excluded.maxX, height: excluded.height)
        #expect(inkPixels(image, in: beside) > 200, "the lines beside it are drawn")
        let below = CGRect(x: 0, y: excluded.maxY + 4, width: excluded.width, height: 40)
        #expect(inkPixels(image, in: below) > 100, "below it lines start at the left again")
        // Every caret position and the selection of everything stay out of the picture.
        let inside = excluded.insetBy(dx: 1, dy: 1)
        #expect(!caretRects(tv).contains { $0.intersects(inside) })
        let all = try #require(tv.textRange(from: tv.beginningOfDocument, to: tv.endOfDocument))
        #expect(!tv.selectionRects(for: all).contains { $0.rect.intersects(inside) })
        let third = try #require(tv.position(from: tv.beginningOfDocument, offset: 3))
        let firstWord = try #require(tv.textRange(from: tv.beginningOfDocument, to: third))
        let first = tv.firstRect(for: firstWord)
        #expect(first.minX >= excluded.maxX && first.minY < excluded.maxY, "the first word sits right of the picture: \(first)")
    }

    @Test func aLineWhollyBlockedMovesBelowThePathAndTheViewGrows() {
        let band = CGRect(x: 0, y: 20, width: 400, height: 40)
        let (_, plain) = hosted(Self.article, paths: [])
        let (_, tv) = hosted(Self.article, paths: [band])
        let blocked = inView(band, tv)
        let carets = caretRects(tv)
        #expect(!carets.contains { $0.midY > blocked.minY && $0.midY < blocked.maxY }, "no line inside the band")
        #expect(carets.contains { $0.minY >= blocked.maxY - 0.5 && $0.minY < blocked.maxY + 2 }, "a line right below it")
        #expect(tv.contentSize.height >= plain.contentSize.height + 30, "pushed down by the band")
        let fits = tv.sizeThatFits(CGSize(width: tv.bounds.width, height: 0)).height
        #expect(abs(fits - tv.contentSize.height) <= 1, "sizeThatFits agrees: \(fits) vs \(tv.contentSize.height)")
    }

    @Test func settingAndRemovingPathsRelaysOutAndRestoresTheLayout() {
        let (host, tv) = hosted(Self.article, paths: [])
        let plainCarets = caretRects(tv), plainHeight = tv.contentSize.height
        let plainImage = host.render()
        tv.textContainer.exclusionPaths = [UIBezierPath(rect: Self.picture)]
        host.advanceFrames(1)
        #expect(inkPixels(host.render(), in: inView(Self.picture, tv).insetBy(dx: 1, dy: 1)) == 0, "redrawn around the picture")
        #expect(tv.contentSize.height > plainHeight)
        #expect(caretRects(tv) != plainCarets)
        tv.textContainer.exclusionPaths = []
        host.advanceFrames(1)
        #expect(caretRects(tv) == plainCarets)
        #expect(tv.contentSize.height == plainHeight)
        let image = host.render()
        var differing = 0
        for y in stride(from: 0, to: 400, by: 2) {
            for x in 0..<300 where image.pixel(x: x, y: y).map({ $0.r }) != plainImage.pixel(x: x, y: y).map({ $0.r }) { differing += 1 }
        }
        #expect(differing == 0, "drawn as before")
    }

    @Test func tappingBesideThePathPlacesTheCaretAtTheLineStart() {
        let (host, tv) = hosted(Self.article)
        let excluded = inView(Self.picture, tv)
        let lineHeight = Self.font.lineHeight
        // Just right of the picture on the first line: the text's first character.
        host.tap(at: CGPoint(x: excluded.maxX + tv.textContainer.lineFragmentPadding + 2, y: excluded.minY + lineHeight / 2))
        host.advanceFrames(1)
        #expect(tv.isFirstResponder)
        #expect(tv.selectedRange.location == 0)
        // On the third line, just right of the picture: that line's first character.
        let third = CGPoint(x: excluded.maxX + tv.textContainer.lineFragmentPadding + 2, y: excluded.minY + lineHeight * 2.5)
        host.tap(at: third)
        host.advanceFrames(1)
        let caret = tv.caretRect(for: tv.selectedTextRange!.start)
        #expect(abs(caret.minX - (excluded.maxX + tv.textContainer.lineFragmentPadding)) < 3, "at the line's start: \(caret)")
        #expect(caret.minY < third.y && caret.maxY > third.y)
        let range = tv.layoutManager.glyphRange(forBoundingRect: CGRect(x: caret.midX, y: caret.midY - tv.textContainerInset.top, width: 1, height: 1),
                                                in: tv.textContainer)
        #expect(range.location == tv.selectedRange.location, "the layout manager's line starts there too")
    }

    @Test func downArrowWalksTheLinesBesideAndBelowThePath() {
        let (host, tv) = hosted(Self.article)
        host.tap(at: CGPoint(x: 200, y: 12))
        host.advanceFrames(1)
        var last = tv.caretRect(for: tv.selectedTextRange!.start)
        let excluded = inView(Self.picture, tv)
        var wentBelow = false
        for _ in 0..<8 {
            host.pressKey(.keyboardDownArrow)
            let caret = tv.caretRect(for: tv.selectedTextRange!.start)
            #expect(caret.minY > last.minY, "one line down")
            #expect(caret.minY <= last.maxY + 1, "the next line, none skipped")
            #expect(abs(caret.minX - 200) < 15, "about the same x: \(caret.minX)")
            wentBelow = wentBelow || caret.minY >= excluded.maxY
            last = caret
        }
        #expect(wentBelow)
    }

    @Test func typingKeepsTextOutOfThePathAndGrowsTheView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.backgroundColor = .white
        let tv = UITextView()
        tv.backgroundColor = .white
        tv.isScrollEnabled = false
        tv.font = Self.font
        tv.translatesAutoresizingMaskIntoConstraints = false
        // A badge in the middle of the note.
        let badge = CGRect(x: 110, y: 10, width: 80, height: 50)
        tv.textContainer.exclusionPaths = [UIBezierPath(rect: badge)]
        root.addSubview(tv)
        NSLayoutConstraint.activate([
            tv.topAnchor.constraint(equalTo: root.topAnchor),
            tv.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            tv.widthAnchor.constraint(equalToConstant: 300),
        ])
        let host = UIKitTestHost(view: root)
        host.advanceFrames(1)
        host.tap(tv)
        host.type("Notes flow around the badge as they are typed, word after word, line after line. ")
        host.type("The caret keeps out of it too.\nNew paragraph.")
        host.advanceFrames(1)
        let excluded = inView(badge, tv)
        let image = host.render()
        writeSnapshot(host, "exclusion-typing")
        #expect(inkPixels(image, in: excluded.insetBy(dx: 1, dy: 1)) == 0, "nothing typed lands in the badge")
        #expect(inkPixels(image, in: CGRect(x: 0, y: excluded.minY, width: excluded.minX, height: excluded.height)) > 100, "text left of it")
        #expect(!caretRects(tv).contains { $0.intersects(excluded.insetBy(dx: 1, dy: 1)) })
        let height = tv.frame.height
        #expect(abs(height - tv.intrinsicContentSize.height) <= 1)
        tv.textContainer.exclusionPaths = []
        host.advanceFrames(1)
        #expect(tv.frame.height < height, "without the badge the note is shorter: \(tv.frame.height) vs \(height)")
    }

    @Test func linesTypedAboveThePathPushTheTextBelowAroundIt() {
        // The picture sits lower down; short lines above it, a long paragraph below them.
        let picture = CGRect(x: 0, y: 60, width: 120, height: 60)
        let (host, tv) = hosted("Title\n" + String(repeating: "Words that will meet the picture. ", count: 6), paths: [picture])
        let excluded = inView(picture, tv).insetBy(dx: 1, dy: 1)
        host.tap(at: CGPoint(x: 60, y: 12))
        host.pressKey(.keyboardHome, modifiers: .control)
        host.type("One\nTwo\n")
        host.advanceFrames(1)
        #expect(tv.text.hasPrefix("One\nTwo\nTitle\n"))
        #expect(!caretRects(tv).contains { $0.intersects(excluded) }, "the paragraph pushed down flows around the picture")
        #expect(inkPixels(host.render(), in: excluded) == 0, "and is redrawn there")
        for _ in 0..<8 { host.pressKey(.keyboardDeleteOrBackspace) }
        host.advanceFrames(1)
        #expect(tv.text.hasPrefix("Title\n"))
        #expect(!caretRects(tv).contains { $0.intersects(excluded) })
        #expect(inkPixels(host.render(), in: excluded) == 0)
    }

    @Test func theLayoutManagerReportsTheLinesBesideThePath() {
        let (_, tv) = hosted(Self.article)
        let lm = tv.layoutManager, container = tv.textContainer
        let pad = container.lineFragmentPadding
        let first = lm.lineFragmentRect(forGlyphAt: 0, effectiveRange: nil)
        #expect(first.minX == Self.picture.maxX && first.maxX == tv.bounds.width, "right of the picture: \(first)")
        let glyph = lm.boundingRect(forGlyphRange: NSRange(location: 0, length: 1), in: container)
        #expect(glyph.minX >= Self.picture.maxX + pad - 0.5 && glyph.minX < Self.picture.maxX + pad + 1)
        let caret = tv.caretRect(for: tv.beginningOfDocument)
        #expect(abs(caret.minX + 1 - (glyph.minX + tv.textContainerInset.left)) < 2, "the caret is where the layout manager says")
        #expect(lm.characterIndex(for: CGPoint(x: glyph.midX, y: glyph.midY), in: container,
                                  fractionOfDistanceBetweenInsertionPoints: nil) == 0)
        let used = lm.usedRect(for: container)
        #expect(abs(used.maxY - (tv.contentSize.height - tv.textContainerInset.top - tv.textContainerInset.bottom)) <= 1)
        var covered = 0, ordered = true, besidePicture = 0
        lm.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: lm.numberOfGlyphs)) { rect, usedRect, _, r, _ in
            ordered = ordered && r.location == covered
            covered = NSMaxRange(r)
            if rect.minY < Self.picture.maxY { besidePicture += 1; ordered = ordered && usedRect.minX >= Self.picture.maxX }
        }
        #expect(ordered && covered == tv.textStorage.length, "every character on one line, in order")
        #expect(besidePicture >= 3)
    }
}
