//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// A layout manager's answers, read from its layout source (its own layout of a standalone
// storage, or a text view's paragraphs): ranges checked and clamped (bad ones logged), points
// mapped to the character under them, lines and rectangles in container coordinates, drawing.

extension NSLayoutManager {
    /// Where geometry is read from: the text view's layout, or this manager's own.
    var _source: any _NSTextLayoutSource { _textView?._layout ?? _standalone }

    var _characterCount: Int { _source.characterCount }

    var _firstUnlaidIndex: Int {
        if _textView != nil { return _characterCount }
        return _standalone.isLaidOut ? _characterCount : 0
    }

    /// `range` clamped into the glyphs; a range reaching outside them is logged.
    func _clamped(_ range: NSRange, _ caller: String) -> NSRange {
        let n = _characterCount
        let lo = range.location == NSNotFound ? n : max(0, min(range.location, n))
        let hi = max(lo, min(n, range.location == NSNotFound ? n : range.location &+ max(0, range.length)))
        if range.location != lo || range.length != hi - lo {
            UIKitLog.error("NSLayoutManager.\(caller): range \(range) is outside the \(n) glyphs; clamped", category: "TextKit")
        }
        return NSRange(location: lo, length: hi - lo)
    }

    /// Whether `container` is this manager's first (the one holding the text); others are
    /// logged when they aren't this manager's at all.
    func _holdsText(_ container: NSTextContainer, _ caller: String) -> Bool {
        guard _textContainers.contains(where: { $0 === container }) else {
            UIKitLog.error("NSLayoutManager.\(caller): the container is not one of this layout manager's", category: "TextKit")
            return false
        }
        return _textContainers.first === container
    }

    /// Forgets the layout (the text, a container or the storage changed).
    func _invalidateAll() {
        // (A text view's manager reads the view's layout: no copy of the text, which would make
        // the next key copy the whole buffer.)
        if let tv = _textView { tv.setNeedsLayout() } else { _standalone.invalidate() }
        delegate?.layoutManagerDidInvalidateLayout(self)
    }

    func _invalidateLayout(_ range: NSRange, actual: NSRangePointer?) {
        let r = _clamped(range, "invalidateLayout(forCharacterRange:actualCharacterRange:)")
        actual?.pointee = _textView == nil ? NSRange(location: 0, length: _characterCount) : r
        _invalidateAll()
    }

    func _invalidateDisplay(_ range: NSRange) {
        let r = _clamped(range, "invalidateDisplay(forCharacterRange:)")
        _textView?._redrawParagraphs(of: r.location..<NSMaxRange(r))
    }

    /// A layout was made for `container`: the delegate hears of it.
    func _didCompleteLayout(in container: NSTextContainer) {
        delegate?.layoutManager(self, didCompleteLayoutFor: container, atEnd: true)
    }

    /// Lays everything out (a standalone layout tells the delegate when it is made; a text
    /// view's, each time its estimated paragraphs are measured).
    func _ensureLayout() {
        _source.ensureLayout()
        if _textView != nil, let c = _textContainers.first { _didCompleteLayout(in: c) }
    }

    // MARK: Ranges

    func _glyphRange(for container: NSTextContainer) -> NSRange {
        guard _holdsText(container, "glyphRange(for:)") else { return NSRange(location: _characterCount, length: 0) }
        return NSRange(location: 0, length: _source.laidOutCharacterCount)
    }

    func _glyphRange(forBoundingRect bounds: CGRect, in container: NSTextContainer) -> NSRange {
        guard _holdsText(container, "glyphRange(forBoundingRect:in:)"), bounds.minY.isFinite, bounds.maxY.isFinite,
              let top = _source.line(atY: bounds.minY), let bottom = _source.line(atY: bounds.maxY) else {
            return NSRange(location: 0, length: 0)
        }
        let lo = min(top.characters.lowerBound, bottom.characters.lowerBound)
        let hi = max(top.characters.upperBound, bottom.characters.upperBound)
        return NSRange(location: lo, length: hi - lo)
    }

    // MARK: Rectangles

    func _boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        guard _holdsText(container, "boundingRect(forGlyphRange:in:)") else { return .zero }
        let r = _clamped(glyphRange, "boundingRect(forGlyphRange:in:)")
        let source = _source
        guard r.length > 0 else {
            let caret = source.containerCaretRect(at: r.location)
            return CGRect(x: caret.minX, y: caret.minY, width: 0, height: caret.height)
        }
        let rects = source.containerRects(for: r.location..<NSMaxRange(r))
        guard var out = rects.first else { return .zero }
        for q in rects.dropFirst() { out = out.union(q) }
        return out
    }

    func _usedRect(for container: NSTextContainer) -> CGRect {
        guard _holdsText(container, "usedRect(for:)") else { return .zero }
        let source = _source
        source.ensureLayout()
        var out: CGRect?
        for b in 0..<source.blockCount {
            for l in source.lines(ofBlock: b) { out = out.map { $0.union(l.usedRect) } ?? l.usedRect }
        }
        if let extra = source.extraLine {
            let r = CGRect(x: 0, y: extra.y, width: 2 * source.padding, height: extra.height)
            out = out.map { $0.union(r) } ?? r
        }
        return out ?? .zero
    }

    func _lineFragment(forGlyphAt glyphIndex: Int, effectiveRange: NSRangePointer?, used: Bool) -> CGRect {
        let n = _characterCount
        guard glyphIndex >= 0, glyphIndex <= n else {
            UIKitLog.error("NSLayoutManager.lineFragmentRect(forGlyphAt:): glyph \(glyphIndex) is outside the \(n) glyphs", category: "TextKit")
            effectiveRange?.pointee = NSRange(location: 0, length: 0)
            return .zero
        }
        guard let line = _source.line(containing: glyphIndex) else {
            effectiveRange?.pointee = NSRange(location: 0, length: 0)
            return .zero
        }
        effectiveRange?.pointee = NSRange(location: line.characters.lowerBound, length: line.characters.count)
        return used ? line.usedRect : line.rect
    }

    func _location(forGlyphAt glyphIndex: Int) -> CGPoint {
        let n = _characterCount
        guard glyphIndex >= 0, glyphIndex <= n else {
            UIKitLog.error("NSLayoutManager.location(forGlyphAt:): glyph \(glyphIndex) is outside the \(n) glyphs", category: "TextKit")
            return .zero
        }
        let source = _source
        guard let line = source.line(containing: glyphIndex) else { return CGPoint(x: source.padding, y: 0) }
        return CGPoint(x: source.containerCaretRect(at: glyphIndex).minX - line.rect.minX, y: line.baseline)
    }

    func _textContainer(forGlyphAt glyphIndex: Int, effectiveRange: NSRangePointer?) -> NSTextContainer? {
        guard glyphIndex >= 0, glyphIndex < _characterCount, let first = _textContainers.first else {
            effectiveRange?.pointee = NSRange(location: 0, length: 0)
            return nil
        }
        effectiveRange?.pointee = NSRange(location: 0, length: _source.laidOutCharacterCount)
        return first
    }

    func _extraLineFragment(used: Bool) -> CGRect {
        guard !_textContainers.isEmpty else { return .zero }
        let source = _source
        guard let extra = source.extraLine else { return .zero }
        let width = used || source.fragmentWidth <= 0 ? 2 * source.padding : source.fragmentWidth
        return CGRect(x: 0, y: extra.y, width: width, height: extra.height)
    }

    // MARK: Points

    /// The character under `point`; `fraction` gets how far across it the point is.
    func _characterIndex(for point: CGPoint, in container: NSTextContainer, fraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        fraction?.pointee = 0
        guard _holdsText(container, "characterIndex(for:in:)"), point.x.isFinite, point.y.isFinite else { return 0 }
        let source = _source
        guard let line = source.line(atY: point.y), let b = source.block(line.block) else { return 0 }
        let start = b.characters.lowerBound
        let local = CGPoint(x: point.x - b.origin.x, y: min(max(point.y, line.rect.minY), line.rect.maxY - 0.01) - b.origin.y)
        let nearest = start + b.layout.utf16Offset(at: local)
        let glyphs = line.glyphs.isEmpty ? line.characters : line.glyphs
        guard !glyphs.isEmpty else { return min(line.characters.lowerBound, max(0, source.characterCount - 1)) }
        func extent(_ c: Int) -> (minX: CGFloat, maxX: CGFloat)? {
            let rects = b.layout.selectionRects(forUTF16Range: (c - start)..<(c - start + 1))
            guard let first = rects.first else { return nil }
            let all = rects.dropFirst().reduce(first) { $0.union($1) }
            return (all.minX, all.maxX)
        }
        for c in [nearest - 1, nearest] where glyphs.contains(c) {
            if let e = extent(c), local.x >= e.minX, local.x < e.maxX {
                fraction?.pointee = e.maxX > e.minX ? (local.x - e.minX) / (e.maxX - e.minX) : 0
                return c
            }
        }
        // Beside the line: its first or last character.
        let firstExtent = extent(glyphs.lowerBound)
        if let e = firstExtent, local.x < e.minX { return glyphs.lowerBound }
        fraction?.pointee = 1
        return glyphs.upperBound - 1
    }

    // MARK: Enumerating

    func _enumerateLineFragments(forGlyphRange glyphRange: NSRange,
                                 using block: (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) {
        let r = _clamped(glyphRange, "enumerateLineFragments(forGlyphRange:using:)")
        guard let container = _textContainers.first else { return }
        var stop: ObjCBool = false
        for line in _source.lines(meeting: r.location..<NSMaxRange(r)) {
            block(line.rect, line.usedRect, container, NSRange(location: line.characters.lowerBound, length: line.characters.count), &stop)
            if stop.boolValue { return }
        }
    }

    func _enumerateEnclosingRects(forGlyphRange glyphRange: NSRange, in container: NSTextContainer,
                                  using block: (CGRect, UnsafeMutablePointer<ObjCBool>) -> Void) {
        guard _holdsText(container, "enumerateEnclosingRects(forGlyphRange:withinSelectedGlyphRange:in:using:)") else { return }
        let r = _clamped(glyphRange, "enumerateEnclosingRects(forGlyphRange:withinSelectedGlyphRange:in:using:)")
        let source = _source
        let rects = r.length > 0 ? source.containerRects(for: r.location..<NSMaxRange(r)) : [source.containerCaretRect(at: r.location)]
        var stop: ObjCBool = false
        for rect in rects {
            block(rect, &stop)
            if stop.boolValue { return }
        }
    }

    // MARK: Drawing

    func _drawGlyphs(_ glyphRange: NSRange, at origin: CGPoint) {
        guard let ctx = UIGraphicsGetCurrentContext(), origin.x.isFinite, origin.y.isFinite else { return }
        let r = _clamped(glyphRange, "drawGlyphs(forGlyphRange:at:)")
        guard r.length > 0 else { return }
        let source = _source
        let lines = source.lines(meeting: r.location..<NSMaxRange(r))
        var drawn = Set<Int>()
        for line in lines where !drawn.contains(line.block) {
            drawn.insert(line.block)
            guard let b = source.block(line.block) else { continue }
            let shown = lines.filter { $0.block == line.block }.map(\.rect)
            guard var clip = shown.first else { continue }
            for q in shown.dropFirst() { clip = clip.union(q) }
            let width = b.fragment.map { $0.width - 2 * source.padding }
                ?? (source.fragmentWidth > 0 ? source.fragmentWidth - 2 * source.padding : b.layout.unroundedSize.width)
            ctx.saveGState()
            ctx.clip(to: clip.offsetBy(dx: origin.x, dy: origin.y).insetBy(dx: -2, dy: 0))
            b.layout.draw(in: ctx, rect: CGRect(x: origin.x + b.origin.x, y: origin.y + b.origin.y, width: max(1, width), height: b.height))
            ctx.restoreGState()
        }
    }
}
