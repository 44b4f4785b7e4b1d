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

/// Records a text storage's delegate calls (and can colour what is typed, as a highlighter does).
final class StorageLog: NSObject, NSTextStorageDelegate {
    var log: [String] = []
    var colourDigits = false
    func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
                     range editedRange: NSRange, changeInLength delta: Int) {
        log.append("will \(editedMask.rawValue) \(editedRange.location),\(editedRange.length) \(delta)")
    }
    func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                     range editedRange: NSRange, changeInLength delta: Int) {
        log.append("did \(editedMask.rawValue) \(editedRange.location),\(editedRange.length) \(delta)")
        guard colourDigits else { return }
        let s = textStorage.string as NSString
        for i in editedRange.location..<NSMaxRange(editedRange) where i < s.length {
            if let u = UnicodeScalar(s.character(at: i)), CharacterSet.decimalDigits.contains(u) {
                textStorage.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: i, length: 1))
            }
        }
    }
}

/// Records the text view's change callbacks into a storage log, to check their order.
@MainActor final class ChangeLog: NSObject, UITextViewDelegate {
    let storage: StorageLog
    init(_ storage: StorageLog) { self.storage = storage }
    func textViewDidChange(_ textView: UITextView) { storage.log.append("didChange") }
}

@MainActor @Suite struct TextKitTests {
    static let font = UIFont.systemFont(ofSize: 17)

    /// A view drawing a layout manager's glyphs (as custom text views do).
    final class GlyphsView: UIView {
        var layoutManager: NSLayoutManager?
        override func draw(_ rect: CGRect) {
            guard let lm = layoutManager, let c = lm.textContainers.first else { return }
            lm.drawGlyphs(forGlyphRange: lm.glyphRange(for: c), at: .zero)
        }
    }

    /// The label pattern of real apps: a TextKit stack made from the label's attributed text.
    static func stack(for label: UILabel) -> (NSLayoutManager, NSTextContainer, NSTextStorage) {
        let layoutManager = NSLayoutManager()
        let textContainer = NSTextContainer(size: label.bounds.size)
        let textStorage = NSTextStorage(attributedString: label.attributedText!)
        layoutManager.addTextContainer(textContainer)
        textStorage.addLayoutManager(layoutManager)
        textContainer.lineFragmentPadding = 0
        textContainer.lineBreakMode = label.lineBreakMode
        textContainer.maximumNumberOfLines = label.numberOfLines
        return (layoutManager, textContainer, textStorage)
    }

    @Test func tappingALabelFindsTheCharacterUnderTheFinger() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        root.backgroundColor = .white
        let label = UILabel()
        label.font = Self.font
        label.text = "Hello world, tap me"
        label.sizeToFit()
        label.frame.origin = CGPoint(x: 20, y: 40)
        label.isUserInteractionEnabled = true
        var tapped: [Int] = []
        let tap = UITapGestureRecognizer()
        tap.addAction { [weak label] tap in
            guard let label else { return }
            // (The storage is not used again: the manager answers even once it is released.)
            let (layoutManager, textContainer, _) = Self.stack(for: label)
            tapped.append(layoutManager.characterIndex(for: tap.location(in: label), in: textContainer,
                                                       fractionOfDistanceBetweenInsertionPoints: nil))
        }
        label.addGestureRecognizer(tap)
        root.addSubview(label)
        let host = UIKitTestHost(view: root)
        host.advanceFrames(1)
        // Where "world" starts, measured without TextKit: the width of "Hello ".
        let w = ("Hello " as NSString).size(withAttributes: [.font: Self.font]).width
        let tap1 = CGPoint(x: label.frame.minX + w + 3, y: label.frame.midY)
        host.tap(at: tap1)
        host.advance(by: 0.5)
        let end = ("Hello world, tap " as NSString).size(withAttributes: [.font: Self.font]).width
        host.tap(at: CGPoint(x: label.frame.minX + end + 2, y: label.frame.midY))
        host.advance(by: 0.5)
        #expect(tapped == [6, 17], "the characters under the taps: the w of world, the m of me")
    }

    @Test func aStandaloneLayoutDrawsWhatTheLabelDraws() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        root.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 150, height: 70))
        label.font = Self.font
        label.numberOfLines = 0
        label.text = "A label that wraps onto three lines of text"
        let glyphs = GlyphsView(frame: CGRect(x: 10, y: 100, width: 150, height: 70))
        glyphs.backgroundColor = .white
        label.backgroundColor = .white
        // The label centres its text vertically: the stack lays out from the top, so compare
        // against a label exactly as tall as its text.
        label.frame.size.height = label.sizeThatFits(CGSize(width: 150, height: 0)).height
        glyphs.frame.size.height = label.frame.height
        let (lm, _, storage) = Self.stack(for: label)
        glyphs.layoutManager = lm
        root.addSubview(label)
        root.addSubview(glyphs)
        let host = UIKitTestHost(view: root, scale: 2)
        host.advanceFrames(1)
        let image = host.render()
        var differing = 0, inked = 0
        for y in 0..<Int(label.frame.height * 2) {
            for x in 0..<300 {
                let a = image.pixel(x: 20 + x, y: 20 + y), b = image.pixel(x: 20 + x, y: 200 + y)
                if a?.r != b?.r || a?.g != b?.g || a?.b != b?.b { differing += 1 }
                if let a, a.r < 128 { inked += 1 }
            }
        }
        #expect(inked > 500, "the label drew text")
        #expect(differing == 0, "the layout manager's glyphs land on the label's pixels")
        #expect(storage.length == label.text!.utf16.count)
    }

    @Test func usedRectMeasuresTheTextAsBoundingRectDoes() {
        let text = NSAttributedString(string: "Measure this text, which wraps at the container's width",
                                      attributes: [.font: Self.font])
        let storage = NSTextStorage(attributedString: text)
        let lm = NSLayoutManager()
        let container = NSTextContainer(size: CGSize(width: 180, height: CGFloat.greatestFiniteMagnitude))
        container.lineFragmentPadding = 0
        lm.addTextContainer(container)
        storage.addLayoutManager(lm)
        lm.ensureLayout(for: container)
        let used = lm.usedRect(for: container)
        let expected = text.boundingRect(with: CGSize(width: 180, height: CGFloat.greatestFiniteMagnitude),
                                         options: .usesLineFragmentOrigin, context: nil)
        #expect(abs(used.height - expected.height) < 0.01 && abs(used.width - expected.width) < 0.01)
        #expect(used.height > Self.font.lineHeight * 1.5, "it wrapped")
        #expect(lm.glyphRange(for: container) == NSRange(location: 0, length: text.length))
        // A link's place: the bounding rect of "text" sits on the first line, after "Measure this ".
        let r = lm.boundingRect(forGlyphRange: NSRange(location: 13, length: 4), in: container)
        let x = ("Measure this " as NSString).size(withAttributes: [.font: Self.font]).width
        #expect(abs(r.minX - x) < 0.5 && r.minY == 0 && r.width > 10)
        var line = NSRange(location: 0, length: 0)
        let fragment = lm.lineFragmentRect(forGlyphAt: 14, effectiveRange: &line)
        #expect(fragment.width == 180 && fragment.minY == 0 && line.location == 0 && line.length > 17)
        #expect(lm.location(forGlyphAt: 0).y > Self.font.ascender * 0.8, "the baseline is below the line's top")
    }

    /// A 17-pt text view holding `text` at `frame`, hosted in a 320×300 window.
    func hosted(_ text: String, frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 200)) -> (UIKitTestHost, UITextView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let tv = UITextView(frame: frame)
        tv.font = Self.font
        tv.text = text
        root.addSubview(tv)
        let host = UIKitTestHost(view: root)
        host.advanceFrames(1)
        return (host, tv)
    }

    @Test func textFlowsAroundExclusionPathsLineByLine() {
        let storage = NSTextStorage(string: String(repeating: "Words flow around the picture. ", count: 8),
                                    attributes: [.font: Self.font])
        let lm = NSLayoutManager()
        let container = NSTextContainer(size: CGSize(width: 240, height: CGFloat.greatestFiniteMagnitude))
        lm.addTextContainer(container)
        storage.addLayoutManager(lm)
        let plainHeight = lm.usedRect(for: container).height
        container.exclusionPaths = [UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 60))]
        let first = lm.lineFragmentRect(forGlyphAt: 0, effectiveRange: nil)
        #expect(first.minX == 100 && first.width == 140, "the first line sits right of the picture")
        let glyph = lm.boundingRect(forGlyphRange: NSRange(location: 0, length: 1), in: container)
        #expect(glyph.minX >= 105 && glyph.minX < 106, "after the line fragment padding")
        let last = lm.lineFragmentRect(forGlyphAt: storage.length - 1, effectiveRange: nil)
        #expect(last.minY >= 60 && last.minX == 0 && last.width == 240, "below the picture lines are full width again")
        #expect(lm.usedRect(for: container).height > plainHeight, "narrower lines take more of them")
        #expect(lm.characterIndex(for: CGPoint(x: glyph.midX, y: glyph.midY), in: container,
                                  fractionOfDistanceBetweenInsertionPoints: nil) == 0)
        // Every character is on exactly one line, in order.
        var covered = 0, ordered = true
        lm.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: lm.numberOfGlyphs)) { _, _, _, r, _ in
            ordered = ordered && r.location == covered
            covered = NSMaxRange(r)
        }
        #expect(ordered && covered == storage.length)
        container.exclusionPaths = []
        #expect(lm.usedRect(for: container).height == plainHeight)
    }

    @Test func codeEditsToTheTextStorageShowInTheView() {
        let (host, tv) = hosted("Hello world")
        tv.textStorage.replaceCharacters(in: NSRange(location: 0, length: 5), with: "Howdy")
        #expect(tv.text == "Howdy world")
        tv.textStorage.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 6, length: 5))
        #expect((tv.attributedText.attribute(.foregroundColor, at: 7, effectiveRange: nil) as? UIColor) == UIColor.red)
        host.advanceFrames(1)
        let image = host.render()
        var red = 0
        for y in 8..<30 { for x in 0..<200 { if let p = image.pixel(x: x, y: y), p.r > 180, p.g < 90, p.b < 90 { red += 1 } } }
        #expect(red > 20, "world is drawn in red")
        tv.textStorage.setAttributedString(NSAttributedString(string: "Replaced", attributes: [.font: Self.font]))
        #expect(tv.text == "Replaced" && tv.textStorage.string == "Replaced")
        // A batch of code edits (a chat log appending a line): processed once, shown at once.
        let log = StorageLog()
        tv.textStorage.delegate = log
        tv.textStorage.beginEditing()
        tv.textStorage.append(NSAttributedString(string: "\nline two", attributes: [.font: Self.font]))
        tv.textStorage.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 9, length: 4))
        tv.textStorage.endEditing()
        #expect(tv.text == "Replaced\nline two" && log.log == ["will 3 8,9 9", "did 3 8,9 9"])
        #expect((tv.attributedText.attribute(.underlineStyle, at: 10, effectiveRange: nil) as? Int) == 1)
        tv.text = "Set in code"
        #expect(tv.textStorage.string == "Set in code" && tv.textStorage.length == 11)
        #expect(NSAttributedString(attributedString: tv.textStorage).string == "Set in code")
    }

    @Test func aStorageKeptAfterItsViewKeepsTheText() {
        var tv: UITextView? = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        tv?.text = "Kept"
        weak let gone = tv
        let storage = tv!.textStorage
        storage.addAttribute(.kern, value: 2, range: NSRange(location: 0, length: 2))
        tv = nil
        #expect(gone == nil)
        #expect(storage.string == "Kept" && storage.attribute(.kern, at: 1, effectiveRange: nil) as? Int == 2)
        storage.replaceCharacters(in: NSRange(location: 4, length: 0), with: "!")
        #expect(storage.string == "Kept!")
    }

    @Test func typingChangesTheStorageAndTellsItsDelegateFirst() {
        let (host, tv) = hosted("ab")
        let log = StorageLog()
        log.colourDigits = true
        tv.textStorage.delegate = log
        let changes = ChangeLog(log)
        tv.delegate = changes
        host.tap(at: CGPoint(x: 200, y: 15))
        host.type("c1")
        #expect(tv.text == "abc1" && tv.textStorage.string == "abc1")
        #expect(log.log == ["will 3 2,1 1", "did 3 2,1 1", "didChange",
                            "will 3 3,1 1", "did 3 3,1 1", "didChange"])
        #expect((tv.textStorage.attribute(.foregroundColor, at: 3, effectiveRange: nil) as? UIColor) == UIColor.red,
                "the delegate coloured the digit as it was typed")
        #expect(tv.textStorage.attribute(.foregroundColor, at: 2, effectiveRange: nil) == nil)
    }

    @Test func beginAndEndEditingProcessABatchOnce() {
        let storage = NSTextStorage(string: "one two three")
        let log = StorageLog()
        storage.delegate = log
        storage.beginEditing()
        storage.replaceCharacters(in: NSRange(location: 0, length: 3), with: "1")
        storage.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 2, length: 3))
        storage.replaceCharacters(in: NSRange(location: storage.length, length: 0), with: "!")
        #expect(log.log.isEmpty, "nothing is processed inside the batch")
        #expect(storage.editedMask == [.editedCharacters, .editedAttributes])
        storage.endEditing()
        #expect(log.log == ["will 3 0,12 -1", "did 3 0,12 -1"])
        #expect(storage.string == "1 two three!")
        #expect(storage.editedMask == [] && storage.changeInLength == 0)
        storage.replaceCharacters(in: NSRange(location: 0, length: 1), with: "One")
        storage.addAttribute(.kern, value: 2, range: NSRange(location: 0, length: 1))
        #expect(log.log.count == 6, "outside a batch each edit is processed")
    }

    @Test func boundingRectIsWhereTheTextViewDrawsTheRange() {
        let (host, tv) = hosted("First paragraph\nSecond paragraph, long enough to wrap onto another line of the view",
                             frame: CGRect(x: 10, y: 10, width: 300, height: 280))
        let lm = tv.layoutManager
        #expect(lm.textStorage === tv.textStorage && tv.textContainer.layoutManager === lm)
        #expect(tv.textLayoutManager == nil)
        #expect(tv.textContainer.size.width == 300 && tv.textContainer.size.height == CGFloat.greatestFiniteMagnitude)
        #expect(lm.lineFragmentRect(forGlyphAt: 0, effectiveRange: nil).width == tv.textContainer.size.width)
        let inset = tv.textContainerInset
        for range in [NSRange(location: 6, length: 9), NSRange(location: 23, length: 9)] {
            let r = lm.boundingRect(forGlyphRange: range, in: tv.textContainer)
            let start = tv.position(from: tv.beginningOfDocument, offset: range.location)!
            let end = tv.position(from: start, offset: range.length)!
            let first = tv.firstRect(for: tv.textRange(from: start, to: end)!)
            #expect(abs(r.minX + inset.left - first.minX) < 0.01 && abs(r.minY + inset.top - first.minY) < 0.01)
            #expect(abs(r.width - first.width) < 0.01 && abs(r.height - first.height) < 0.01)
            // (The caret is 2 pt wide, centred on the insertion point and placed on whole points.)
            #expect(abs(tv.caretRect(for: start).minX + 1 - (r.minX + inset.left)) <= 0.5)
        }
        // The point a user taps on a character finds it.
        let second = lm.boundingRect(forGlyphRange: NSRange(location: 23, length: 1), in: tv.textContainer)
        #expect(lm.characterIndex(for: CGPoint(x: second.midX, y: second.midY), in: tv.textContainer,
                                  fractionOfDistanceBetweenInsertionPoints: nil) == 23)
        var lines = 0
        lm.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: lm.numberOfGlyphs)) { _, _, _, _, _ in lines += 1 }
        #expect(lines >= 3)
        withExtendedLifetime(host) {}
    }

    @Test func maximumNumberOfLinesLimitsWhatATextViewShows() {
        let text = "This text view holds a long text that would wrap onto many lines without a limit on them"
        func view(_ lines: Int, _ mode: NSLineBreakMode = .byWordWrapping) -> UITextView {
            let tv = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            tv.font = Self.font
            tv.isScrollEnabled = false
            tv.text = text
            tv.textContainer.maximumNumberOfLines = lines
            tv.textContainer.lineBreakMode = mode
            return tv
        }
        let two = view(2).sizeThatFits(CGSize(width: 200, height: 0)).height
        let unlimited = view(0).sizeThatFits(CGSize(width: 200, height: 0)).height
        let reference = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        reference.font = Self.font
        reference.isScrollEnabled = false
        reference.text = "One\nTwo"
        let twoLines = reference.sizeThatFits(CGSize(width: 200, height: 0)).height
        #expect(two == twoLines, "two lines tall")
        #expect(unlimited > two + Self.font.lineHeight)
        let truncated = view(2, .byTruncatingTail)
        #expect(truncated.sizeThatFits(CGSize(width: 200, height: 0)).height == twoLines)
        // Hosted: nothing is drawn below the second line.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .white
        let tv = view(2, .byTruncatingTail)
        tv.frame = CGRect(x: 0, y: 0, width: 200, height: 190)
        tv.backgroundColor = .white
        root.addSubview(tv)
        let host = UIKitTestHost(view: root)
        host.advanceFrames(1)
        let image = host.render()
        func ink(_ ys: Range<Int>) -> Int {
            var n = 0
            for y in ys { for x in 0..<200 { if let p = image.pixel(x: x, y: y), p.r < 128 { n += 1 } } }
            return n
        }
        #expect(ink(0..<Int(twoLines)) > 100)
        #expect(ink(Int(twoLines)..<190) == 0)
    }

    @Test func aStorageIsAnAttributedStringWithUIKitValues() {
        let storage = NSTextStorage(string: "red and blue", attributes: [.font: Self.font, .foregroundColor: UIColor.black])
        storage.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 3))
        storage.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 8, length: 4))
        var colours: [UIColor] = []
        storage.enumerateAttribute(.foregroundColor, in: NSRange(location: 0, length: storage.length)) { v, _, _ in
            if let c = v as? UIColor { colours.append(c) }
        }
        #expect(colours == [.red, .black, .blue])
        let copy = storage.copy() as! NSAttributedString
        #expect(copy.string == "red and blue" && (copy.attribute(.foregroundColor, at: 9, effectiveRange: nil) as? UIColor) == .blue)
        var range = NSRange(location: 0, length: 0)
        _ = storage.attribute(.font, at: 5, longestEffectiveRange: &range, in: NSRange(location: 0, length: storage.length))
        #expect(range == NSRange(location: 0, length: 12))
        storage.deleteCharacters(in: NSRange(location: 3, length: 4))
        #expect(storage.string == "red blue" && storage.attributedSubstring(from: NSRange(location: 4, length: 4)).string == "blue")
    }

    /// A storage keeping its own characters and attributes, as apps' highlighting storages do:
    /// only the four primitives are overridden.
    final class BackedStorage: NSTextStorage {
        var characters = ""
        var perCharacter: [[NSAttributedString.Key: Any]] = []
        override var string: String { characters }
        override func attributes(at location: Int, effectiveRange range: NSRangePointer?) -> [NSAttributedString.Key: Any] {
            range?.pointee = NSRange(location: location, length: 1)
            return perCharacter[location]
        }
        override func replaceCharacters(in range: NSRange, with str: String) {
            let s = NSMutableString(string: characters)
            s.replaceCharacters(in: range, with: str)
            characters = s as String
            let inserted = (str as NSString).length
            let a = range.location < perCharacter.count ? perCharacter[range.location] : perCharacter.last ?? [:]
            perCharacter.replaceSubrange(range.location..<NSMaxRange(range), with: Array(repeating: a, count: inserted))
            edited(.editedCharacters, range: range, changeInLength: inserted - range.length)
        }
        override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
            for i in range.location..<NSMaxRange(range) { perCharacter[i] = attrs ?? [:] }
            edited(.editedAttributes, range: range, changeInLength: 0)
        }
    }

    @Test func aSubclassKeepingItsOwnTextLaysOut() {
        let storage = BackedStorage()
        let log = StorageLog()
        storage.delegate = log
        storage.replaceCharacters(in: NSRange(location: 0, length: 0), with: "Big small")
        storage.addAttributes([.font: UIFont.systemFont(ofSize: 40), .kern: 1], range: NSRange(location: 0, length: 3))
        #expect(storage.length == 9 && log.log.count == 4, "one processing per change: the insertion, then the attributes as one batch")
        #expect((storage.attribute(.font, at: 1, effectiveRange: nil) as? UIFont)?.pointSize == 40)
        let lm = NSLayoutManager()
        let container = NSTextContainer(size: CGSize(width: 400, height: 400))
        lm.addTextContainer(container)
        storage.addLayoutManager(lm)
        let big = lm.boundingRect(forGlyphRange: NSRange(location: 0, length: 1), in: container)
        let small = lm.boundingRect(forGlyphRange: NSRange(location: 5, length: 1), in: container)
        #expect(big.height > 40 && small.width < big.width, "laid out from the subclass's own attributes")
        #expect(lm.characterIndex(for: CGPoint(x: small.midX, y: small.midY), in: container,
                                  fractionOfDistanceBetweenInsertionPoints: nil) == 5)
    }

    /// Records a layout manager's delegate calls.
    final class LayoutLog: NSObject, NSLayoutManagerDelegate {
        var log: [String] = []
        func layoutManager(_ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?, atEnd layoutFinishedFlag: Bool) {
            log.append("complete \(layoutFinishedFlag)")
        }
        func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager) { log.append("invalidate") }
    }

    @Test func theDelegateHearsOfLayoutAndAReplacedManagerTakesTheStack() {
        let storage = NSTextStorage(string: "Some text", attributes: [.font: Self.font])
        let lm = NSLayoutManager()
        let container = NSTextContainer(size: CGSize(width: 200, height: 100))
        lm.addTextContainer(container)
        storage.addLayoutManager(lm)
        let log = LayoutLog()
        lm.delegate = log
        lm.ensureLayout(for: container)
        _ = lm.usedRect(for: container)
        #expect(log.log == ["complete true"], "laid out once, kept until something changes")
        storage.replaceCharacters(in: NSRange(location: 0, length: 4), with: "More")
        #expect(log.log == ["complete true", "invalidate"])
        let replacement = NSLayoutManager()
        container.replaceLayoutManager(replacement)
        #expect(container.layoutManager === replacement && replacement.textStorage === storage)
        #expect(replacement.textContainers.count == 1 && lm.textContainers.isEmpty)
        #expect(storage.layoutManagers.count == 1 && storage.layoutManagers.first === replacement)
        #expect(replacement.usedRect(for: container).height >= Self.font.lineHeight)
    }

    @Test func badRangesAreLoggedAndChangeNothing() {
        let storage = NSTextStorage(string: "short")
        let lm = NSLayoutManager()
        let container = NSTextContainer(size: CGSize(width: 100, height: 100))
        lm.addTextContainer(container)
        storage.addLayoutManager(lm)
        UIKitLog.clearRecentMessages()
        storage.replaceCharacters(in: NSRange(location: 40, length: 2), with: "x")
        #expect(storage.string == "short" && UIKitLog.didLog("outside the text"))
        UIKitLog.clearRecentMessages()
        storage.addAttribute(.kern, value: 1, range: NSRange(location: 3, length: 10))
        #expect(storage.attribute(.kern, at: 3, effectiveRange: nil) == nil && UIKitLog.didLog("addAttribute"))
        UIKitLog.clearRecentMessages()
        let r = lm.boundingRect(forGlyphRange: NSRange(location: 2, length: 50), in: container)
        #expect(r == lm.boundingRect(forGlyphRange: NSRange(location: 2, length: 3), in: container) && UIKitLog.didLog("clamped"))
        #expect(lm.lineFragmentRect(forGlyphAt: 99, effectiveRange: nil) == .zero)
        #expect(lm.characterIndex(for: CGPoint(x: CGFloat.nan, y: 0), in: container, fractionOfDistanceBetweenInsertionPoints: nil) == 0)
        UIKitLog.clearRecentMessages()
        lm.removeTextContainer(at: 3)
        #expect(lm.textContainers.count == 1 && UIKitLog.didLog("removeTextContainer"))
        storage.endEditing()
        #expect(UIKitLog.didLog("without beginEditing"))
        let empty = NSLayoutManager()
        #expect(empty.numberOfGlyphs == 0 && empty.usedRect(for: container) == .zero)
    }
}
