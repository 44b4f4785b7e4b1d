//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// TextKit 1's layout: lays a text storage's characters out in text containers and answers
/// where they are — which character is under a point, the rectangle of a range, each line
/// fragment — and draws them.
///
/// Standalone (`NSLayoutManager()` with your own storage and container), the text is laid out
/// exactly as a `UILabel` lays out the same attributed string at the container's width (less
/// its `lineFragmentPadding`), `maximumNumberOfLines` and `lineBreakMode`, so the classic
/// "which character of the label was tapped" code finds the character the label drew there.
/// A text view's `layoutManager` answers for the view's own layout, paragraph by paragraph.
///
/// On Linux one glyph stands for each UTF-16 unit of the text (glyph index = character index),
/// all the text goes in the first text container, and layout is always contiguous; see the
/// porting table.
@preconcurrency @MainActor open class NSLayoutManager: NSObject {
    var _textContainers: [NSTextContainer] = []
    /// The text view this manager answers for (nil: standalone).
    weak var _textView: UITextView?
    lazy var _standalone = _NSStandaloneTextLayout(manager: self)

    /// A layout manager with no storage and no containers.
    public override init() {
        super.init()
    }

    /// Makes a layout manager from an archive (empty).
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: Storage and containers

    /// The text laid out (weak: the storage keeps its layout managers). Set by
    /// `NSTextStorage.addLayoutManager(_:)`.
    open weak var textStorage: NSTextStorage? { didSet { if textStorage !== oldValue { _invalidateAll() } } }

    /// Moves this manager, and every other manager of its storage, to `newTextStorage`.
    open func replaceTextStorage(_ newTextStorage: NSTextStorage) {
        let managers = textStorage?.layoutManagers ?? [self]
        for lm in managers {
            lm.textStorage?.removeLayoutManager(lm)
            newTextStorage.addLayoutManager(lm)
        }
    }

    /// The containers text is laid out in, in order.
    open var textContainers: [NSTextContainer] { _textContainers }

    /// Adds a container after the others (its `layoutManager` becomes this manager).
    open func addTextContainer(_ container: NSTextContainer) {
        insertTextContainer(container, at: _textContainers.count)
    }

    /// Inserts a container at `index` (0...count; others are logged and ignored).
    open func insertTextContainer(_ container: NSTextContainer, at index: Int) {
        guard index >= 0, index <= _textContainers.count else {
            return UIKitLog.error("NSLayoutManager.insertTextContainer(_:at:): index \(index) is outside 0...\(_textContainers.count); ignored", category: "TextKit")
        }
        _textContainers.insert(container, at: index)
        container._layoutManager = self
        _invalidateAll()
    }

    /// Removes the container at `index` (others are logged and ignored).
    open func removeTextContainer(at index: Int) {
        guard index >= 0, index < _textContainers.count else {
            return UIKitLog.error("NSLayoutManager.removeTextContainer(at:): index \(index) is outside the \(_textContainers.count) containers; ignored", category: "TextKit")
        }
        let c = _textContainers.remove(at: index)
        if c._layoutManager === self { c._layoutManager = nil }
        _invalidateAll()
    }

    /// A container's size, padding, line limit or exclusion paths changed: its text is laid out again.
    open func textContainerChangedGeometry(_ container: NSTextContainer) { _invalidateAll() }

    /// The delegate told when layout completes or is invalidated (weak).
    open weak var delegate: (any NSLayoutManagerDelegate)?

    // MARK: Options (stored)

    /// Whether layout may skip text before what is asked (false). Layout here is always
    /// contiguous, so `hasNonContiguousLayout` stays false.
    open var allowsNonContiguousLayout = false

    /// Whether some text is laid out while text before it is not (always false here).
    open var hasNonContiguousLayout: Bool { false }

    /// Whether line heights include the fonts' leading (true; Pango's line height is used either way).
    open var usesFontLeading = true

    /// Whether spaces, tabs and line breaks draw as visible marks (false; stored).
    open var showsInvisibleCharacters = false

    /// Whether control characters draw as visible marks (false; stored).
    open var showsControlCharacters = false

    // MARK: Glyphs and characters (one glyph per UTF-16 unit)

    /// The number of glyphs: one per UTF-16 unit of the text.
    open var numberOfGlyphs: Int { _characterCount }

    /// Whether `glyphIndex` is a glyph of the text.
    open func isValidGlyphIndex(_ glyphIndex: Int) -> Bool { glyphIndex >= 0 && glyphIndex < _characterCount }

    /// The glyph of the character at `charIndex` (the same index here).
    open func glyphIndexForCharacter(at charIndex: Int) -> Int { max(0, min(charIndex, _characterCount)) }

    /// The character of the glyph at `glyphIndex` (the same index here).
    open func characterIndexForGlyph(at glyphIndex: Int) -> Int { max(0, min(glyphIndex, _characterCount)) }

    /// The glyphs of the characters in `charRange` (the same range, clamped into the text);
    /// `actualCharRange` receives the characters those glyphs stand for.
    open func glyphRange(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?) -> NSRange {
        let r = _clamped(charRange, "glyphRange(forCharacterRange:actualCharacterRange:)")
        actualCharRange?.pointee = r
        return r
    }

    /// The characters of the glyphs in `glyphRange` (the same range, clamped into the text);
    /// `actualGlyphRange` receives the glyphs those characters make.
    open func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: NSRangePointer?) -> NSRange {
        let r = _clamped(glyphRange, "characterRange(forGlyphRange:actualGlyphRange:)")
        actualGlyphRange?.pointee = r
        return r
    }

    /// The glyphs laid out in `container` (all of them for the first container, less what a
    /// line limit or the container's height cut off; none for the others).
    open func glyphRange(for container: NSTextContainer) -> NSRange { _glyphRange(for: container) }

    /// The glyphs whose line fragments meet `bounds` (container coordinates).
    open func glyphRange(forBoundingRect bounds: CGRect, in container: NSTextContainer) -> NSRange {
        _glyphRange(forBoundingRect: bounds, in: container)
    }

    // MARK: Layout

    /// Lays out the text in `container` now (layout otherwise happens when geometry is asked for).
    open func ensureLayout(for container: NSTextContainer) { _ensureLayout() }

    /// Lays out the text up to the glyphs of `glyphRange`.
    open func ensureLayout(forGlyphRange glyphRange: NSRange) { _ensureLayout() }

    /// Lays out the text up to the characters of `charRange`.
    open func ensureLayout(forCharacterRange charRange: NSRange) { _ensureLayout() }

    /// Lays out the text in `container` as far as `bounds`.
    open func ensureLayout(forBoundingRect bounds: CGRect, in container: NSTextContainer) { _ensureLayout() }

    /// Forgets the layout of `charRange` (and, here, of the rest of the text: it is laid out
    /// again when next asked); `actualCharRange` receives the range forgotten.
    open func invalidateLayout(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?) {
        _invalidateLayout(charRange, actual: actualCharRange)
    }

    /// Forgets the glyphs of `charRange` (they are laid out again with the layout).
    open func invalidateGlyphs(forCharacterRange charRange: NSRange, changeInLength delta: Int,
                               actualCharacterRange actualCharRange: NSRangePointer?) {
        _invalidateLayout(charRange, actual: actualCharRange)
    }

    /// Redraws the characters of `charRange` (a text view's paragraphs showing them).
    open func invalidateDisplay(forCharacterRange charRange: NSRange) { _invalidateDisplay(charRange) }

    /// Redraws the glyphs of `glyphRange`.
    open func invalidateDisplay(forGlyphRange glyphRange: NSRange) { _invalidateDisplay(glyphRange) }

    /// The storage changed (called by the storage's `processEditing()`): the edited text is
    /// laid out again, and the delegate hears that layout was invalidated.
    open func processEditing(for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions, range newCharRange: NSRange,
                             changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange) {
        _invalidateAll()
    }

    /// The first character not laid out yet (the text's length once laid out).
    open func firstUnlaidCharacterIndex() -> Int { _firstUnlaidIndex }

    /// The first glyph not laid out yet (the number of glyphs once laid out).
    open func firstUnlaidGlyphIndex() -> Int { _firstUnlaidIndex }

    // MARK: Geometry (container coordinates; bodies in +Geometry)

    /// The rectangle enclosing the glyphs of `glyphRange` in `container`, with their lines' full
    /// heights: from the first glyph's left to the last's right on one line, the union of each
    /// line's part across lines (a zero-width rectangle at the glyph for an empty range).
    open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        _boundingRect(forGlyphRange: glyphRange, in: container)
    }

    /// The rectangle the laid-out text uses in `container`: its lines' used rects together
    /// (with the padding), from the container's top.
    open func usedRect(for container: NSTextContainer) -> CGRect { _usedRect(for: container) }

    /// The index of the character under `point` (container coordinates; the nearest one when
    /// the point is beside the text); `partialFraction` receives how far across the character
    /// the point is (0...1).
    open func characterIndex(for point: CGPoint, in container: NSTextContainer,
                             fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        _characterIndex(for: point, in: container, fraction: partialFraction)
    }

    /// The index of the glyph under `point` (the nearest one beside the text);
    /// `partialFraction` receives how far through the glyph the point is (0...1).
    open func glyphIndex(for point: CGPoint, in container: NSTextContainer,
                         fractionOfDistanceThroughGlyph partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        _characterIndex(for: point, in: container, fraction: partialFraction)
    }

    /// The index of the glyph under `point` (the nearest one beside the text).
    open func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        _characterIndex(for: point, in: container, fraction: nil)
    }

    /// The line fragment holding the glyph at `glyphIndex` (the container's width by the line's
    /// height); `effectiveGlyphRange` receives the glyphs on that line.
    open func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> CGRect {
        _lineFragment(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange, used: false)
    }

    /// As `lineFragmentRect(forGlyphAt:effectiveRange:)`; layout is never partial here.
    open func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?,
                               withoutAdditionalLayout flag: Bool) -> CGRect {
        _lineFragment(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange, used: false)
    }

    /// The part of that line fragment holding glyphs, the line fragment padding included.
    open func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> CGRect {
        _lineFragment(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange, used: true)
    }

    /// As `lineFragmentUsedRect(forGlyphAt:effectiveRange:)`; layout is never partial here.
    open func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?,
                                   withoutAdditionalLayout flag: Bool) -> CGRect {
        _lineFragment(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange, used: true)
    }

    /// Where the glyph at `glyphIndex` sits relative to its line fragment's origin: x from the
    /// fragment's left, y the baseline's distance from its top.
    open func location(forGlyphAt glyphIndex: Int) -> CGPoint { _location(forGlyphAt: glyphIndex) }

    /// The container holding the glyph at `glyphIndex` (nil outside the text);
    /// `effectiveGlyphRange` receives the container's glyphs.
    open func textContainer(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> NSTextContainer? {
        _textContainer(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange)
    }

    /// Calls `block` for each line fragment holding glyphs of `glyphRange`, top to bottom, with
    /// the fragment, its used part, its container and its glyphs; set the last argument's
    /// pointee to true to stop.
    open func enumerateLineFragments(forGlyphRange glyphRange: NSRange,
                                     using block: (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) {
        _enumerateLineFragments(forGlyphRange: glyphRange, using: block)
    }

    /// Calls `block` with each rectangle enclosing glyphs of `glyphRange` (one per line: what a
    /// selection highlights); `selectedRange` is ignored here.
    open func enumerateEnclosingRects(forGlyphRange glyphRange: NSRange, withinSelectedGlyphRange selectedRange: NSRange,
                                      in textContainer: NSTextContainer, using block: (CGRect, UnsafeMutablePointer<ObjCBool>) -> Void) {
        _enumerateEnclosingRects(forGlyphRange: glyphRange, in: textContainer, using: block)
    }

    /// The line fragment of the insertion point after a final line break or in empty text
    /// (`.zero` when the text ends in a character).
    open var extraLineFragmentRect: CGRect { _extraLineFragment(used: false) }

    /// The used part of `extraLineFragmentRect` (the padding's width).
    open var extraLineFragmentUsedRect: CGRect { _extraLineFragment(used: true) }

    /// The container holding the extra line fragment (nil when there is none).
    open var extraLineFragmentTextContainer: NSTextContainer? {
        _extraLineFragment(used: false) == .zero ? nil : _textContainers.first
    }

    // MARK: Drawing (bodies in +Geometry)

    /// Draws the glyphs of `glyphsToShow` (their lines' text, with its background colours) into
    /// the current context, the container's origin at `origin`.
    open func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) { _drawGlyphs(glyphsToShow, at: origin) }

    /// Draws the backgrounds of `glyphsToShow`: nothing more here, `drawGlyphs` draws text
    /// backgrounds (`.backgroundColor`) with the glyphs.
    open func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {}
}
