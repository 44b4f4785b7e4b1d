//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import CCairo
import CPango
import Foundation

/// Laid-out text: the engine behind UILabel and NSString/NSAttributedString drawing.
///
/// Make one with `TextLayout.make(...)`, which returns a cached instance when the same inputs
/// were laid out recently (an LRU of `cacheCapacity` entries, safe from any thread). Sizes are in
/// points and independent of the drawing scale. `draw(in:rect:)` expects a top-left (UIKit)
/// context and lays the text out from the top of `rect`.
package final class TextLayout: @unchecked Sendable {
    /// The size of the text, each side rounded up to a whole point (as iOS's
    /// `boundingRect(…)` then `ceil`): the widest line by the height of the visible lines.
    /// `.zero` for empty text.
    package let size: CGSize
    /// `size` before rounding up: what iOS's `boundingRect(…)` and `size(withAttributes:)` return.
    package let unroundedSize: CGSize
    /// Number of visible lines (at most `maxLines` when it is > 0); 0 for empty text.
    package let lineCount: Int
    /// Distance from the top of the layout to the first line's baseline.
    package let firstBaseline: CGFloat
    /// Distance from the top of the layout to the last visible line's baseline.
    package let lastBaseline: CGFloat
    /// The text laid out.
    package let text: String
    /// True when text was cut: ellipsized, or lines beyond `maxLines` were dropped.
    package let isTruncated: Bool

    private let layout: OpaquePointer
    private let layoutWidth: CGFloat?     // the width Pango wraps/aligns within, if any
    private let naturalWidth: CGFloat     // unrounded logical width
    private let inkBounds: CGRect         // ink ∪ logical extents, layout coordinates
    private let alignFactor: CGFloat      // 0 left, 0.5 centre, 1 right
    private let clipHeight: CGFloat?      // visible height when lines beyond maxLines are hidden
    private let clipsHorizontally: Bool
    private let utf16ToByte: [Int32]      // UTF-16 offset → UTF-8 byte index (count + 1 entries)
    /// Each distinct text shadow with the UTF-8 byte ranges that do *not* cast it (empty for
    /// text without shadows).
    private let shadows: [(shadow: TextShadow, without: [Range<UInt32>])]

    // MARK: Cache

    struct Key: Hashable {
        var text: String, runs: [TextRun], width: CGFloat?, height: CGFloat?, maxLines: Int
        var mode: TextLineBreakMode, alignment: TextAlignment, rtl: Bool
        var paragraph: TextParagraphStyle
    }
    private static let cacheLock = NSLock()
    nonisolated(unsafe) private static var cache: [Key: (layout: TextLayout, stamp: UInt64)] = [:]
    nonisolated(unsafe) private static var clock: UInt64 = 0
    nonisolated(unsafe) private static var hits = 0
    nonisolated(unsafe) private static var misses = 0
    /// Maximum number of cached layouts.
    package static let cacheCapacity = 512
    /// Number of `make` calls answered from the cache.
    package static var cacheHits: Int { cacheLock.withLock { hits } }
    /// Number of `make` calls that laid text out.
    package static var cacheMisses: Int { cacheLock.withLock { misses } }
    /// Empties the cache (counters are kept).
    package static func removeAllCachedLayouts() { cacheLock.withLock { cache.removeAll() } }

    nonisolated(unsafe) private static var warmUpStarted = false
    /// Loads the font system on a background thread: fontconfig's configuration (~5 ms), the
    /// faces of `fonts`, their metrics, and the shaping and rasterising of a sample string.
    ///
    /// Call it first thing at launch, before other slow start-up work such as opening the
    /// display, so the two overlap; the first text measured on the main thread then finds
    /// everything loaded (or waits for the rest, never longer than without the warm-up). It
    /// leaves the layout cache and its counters untouched. Later calls do nothing.
    package static func warmUpInBackground(fonts: [TextFont] = [TextFont()]) {
        let first: Bool = cacheLock.withLock { defer { warmUpStarted = true }; return !warmUpStarted }
        guard first else { return }
        Thread.detachNewThread {
            let engine = PangoEngine.shared
            engine.lock.lock(); defer { engine.lock.unlock() }
            guard let ctx = CGContext(_topLeftBitmapWidth: 64, height: 32) else { return }
            for font in fonts {
                let sample = TextLayout(Key(text: "Ag09", runs: [TextRun(range: 0..<4, attributes: TextAttributes(font: font))],
                                            width: nil, height: nil, maxLines: 0, mode: .wordWrap, alignment: .natural,
                                            rtl: false, paragraph: .default))
                sample.draw(in: ctx, rect: CGRect(x: 0, y: 0, width: 64, height: 32))
            }
        }
    }

    /// Lays out `text` with attribute `runs` (UTF-16 ranges; text outside every run uses the
    /// first run's attributes, or the defaults when `runs` is empty).
    /// - Parameters:
    ///   - width: the wrapping width in points; nil (or ≤ 0, or huge) = unbounded, one line per paragraph.
    ///   - height: optional height limit in points: only lines that fit entirely are shown (at
    ///     least one), the last one truncated per `lineBreakMode` — what UILabel does when its
    ///     bounds are shorter than its text. nil = unlimited.
    ///   - maxLines: the most lines shown; 0 = unlimited.
    ///   - lineBreakMode: wrapping and truncation (see `TextLineBreakMode`). With `maxLines == 0`
    ///     the truncating modes wrap like `.wordWrap`; with `maxLines == 1` they don't wrap.
    ///   - alignment: line alignment within `width` (or within the widest line when unbounded;
    ///     `draw` then aligns the block within the rect).
    ///   - rightToLeft: the paragraph base direction (affects `.natural` alignment).
    ///   - paragraphStyle: line spacing, line height multiple, first-line indent.
    package static func make(text: String, runs: [TextRun], width: CGFloat?, height: CGFloat? = nil, maxLines: Int = 0,
                            lineBreakMode: TextLineBreakMode = .wordWrap, alignment: TextAlignment = .natural,
                            rightToLeft: Bool = false, paragraphStyle: TextParagraphStyle = .default) -> TextLayout {
        var w = width
        if let v = w {
            if v.isNaN || v < 0 {
                UIKitLog.warning("TextLayout: invalid width \(v); laying out unbounded", category: "Text")
                w = nil
            } else if v == 0 || v > 1e7 { w = nil }
        }
        var lines = maxLines
        if lines < 0 { UIKitLog.warning("TextLayout: negative maxLines \(lines); using 0", category: "Text"); lines = 0 }
        var h = height
        if let v = h, v.isNaN || v < 0 {
            UIKitLog.warning("TextLayout: invalid height \(v); ignoring it", category: "Text")
            h = nil
        } else if let v = h, v > 1e7 { h = nil }
        let key = Key(text: text, runs: runs, width: w, height: h, maxLines: lines, mode: lineBreakMode, alignment: alignment, rtl: rightToLeft,
                      paragraph: paragraphStyle)
        let cached: TextLayout? = cacheLock.withLock {
            clock &+= 1
            // One hash per hit: look the key up once and refresh its stamp in place.
            if let i = cache.index(forKey: key) { hits += 1; cache.values[i].stamp = clock; return cache.values[i].layout }
            misses += 1
            return nil
        }
        if let cached { return cached }
        let made = TextLayout(key)
        cacheLock.withLock {
            clock &+= 1
            cache[key] = (made, clock)
            if cache.count > cacheCapacity {
                // Evict the oldest eighth in one go.
                let victims = cache.sorted { $0.value.stamp < $1.value.stamp }.prefix(cacheCapacity / 8)
                for v in victims { cache.removeValue(forKey: v.key) }
            }
        }
        return made
    }

    /// Single-attributes convenience.
    package static func make(text: String, attributes: TextAttributes, width: CGFloat?, height: CGFloat? = nil, maxLines: Int = 0,
                            lineBreakMode: TextLineBreakMode = .wordWrap, alignment: TextAlignment = .natural,
                            rightToLeft: Bool = false, paragraphStyle: TextParagraphStyle = .default) -> TextLayout {
        make(text: text, runs: [TextRun(range: 0..<text.utf16.count, attributes: attributes)], width: width,
             height: height, maxLines: maxLines, lineBreakMode: lineBreakMode, alignment: alignment, rightToLeft: rightToLeft,
             paragraphStyle: paragraphStyle)
    }

    // MARK: Layout

    private init(_ key: Key) {
        let engine = PangoEngine.shared
        engine.lock.lock(); defer { engine.lock.unlock() }
        text = key.text
        // UTF-16 → UTF-8 offsets.
        var map: [Int32] = []
        map.reserveCapacity(key.text.utf16.count + 1)
        var byte: Int32 = 0
        for scalar in key.text.unicodeScalars {
            let u8 = Int32(UTF8.width(scalar)), u16 = UTF16.width(scalar)
            for _ in 0..<u16 { map.append(byte) }
            byte += u8
        }
        map.append(byte)
        utf16ToByte = map
        let u16Count = map.count - 1

        let layout = pango_layout_new(key.rtl ? engine.rtl : engine.ltr)!
        self.layout = layout
        pango_layout_set_auto_dir(layout, 0)
        pango_layout_set_text(layout, key.text, -1)

        // Attributes: resolve overlaps into disjoint segments (later runs win).
        let base = key.runs.first?.attributes ?? TextAttributes()
        var owner = [Int](repeating: -1, count: u16Count)
        for (i, run) in key.runs.enumerated() {
            let lo = max(0, min(u16Count, run.range.lowerBound)), hi = max(lo, min(u16Count, run.range.upperBound))
            if lo != run.range.lowerBound || hi != run.range.upperBound {
                UIKitLog.warning("TextLayout: run \(run.range) outside text of length \(u16Count); clamped", category: "Text")
            }
            for k in lo..<hi { owner[k] = i }
        }
        let attrs = pango_attr_list_new()!
        var k = 0
        var segments: [(range: Range<UInt32>, shadow: TextShadow?)] = []
        while k < u16Count {
            var e = k + 1
            while e < u16Count && owner[e] == owner[k] { e += 1 }
            let a = owner[k] >= 0 ? key.runs[owner[k]].attributes : base
            Self.insert(a, from: UInt32(map[k]), to: UInt32(map[e]), into: attrs, engine: engine)
            segments.append((UInt32(map[k])..<UInt32(map[e]), a.shadow))
            k = e
        }
        var distinct: [TextShadow] = []
        for seg in segments { if let sh = seg.shadow, !distinct.contains(sh) { distinct.append(sh) } }
        shadows = distinct.map { sh in (sh, segments.filter { $0.shadow != sh }.map(\.range)) }
        pango_layout_set_attributes(layout, attrs)
        pango_attr_list_unref(attrs)
        let baseDesc = engine.description(for: base.font)
        pango_layout_set_font_description(layout, baseDesc)
        pango_font_description_free(baseDesc)

        // Paragraph style.
        if key.paragraph.lineSpacing > 0 {
            pango_layout_set_spacing(layout, Int32((key.paragraph.lineSpacing * PangoEngine.scale).rounded()))
        }
        if key.paragraph.lineHeightMultiple > 0 {
            pango_layout_set_line_spacing(layout, Float(key.paragraph.lineHeightMultiple))
        }
        if key.paragraph.firstLineHeadIndent != 0 {
            pango_layout_set_indent(layout, Int32((key.paragraph.firstLineHeadIndent * PangoEngine.scale).rounded()))
        }

        // Alignment (auto-dir is off, so left means left even for RTL text).
        var align = key.alignment
        if align == .justified { pango_layout_set_justify(layout, 1); align = .natural }
        if align == .natural { align = key.rtl ? .right : .left }
        switch align {
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER); alignFactor = 0.5
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT); alignFactor = 1
        default: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT); alignFactor = 0
        }

        // Wrapping.
        let truncating = key.mode == .truncateHead || key.mode == .truncateTail || key.mode == .truncateMiddle
        pango_layout_set_wrap(layout, key.mode == .charWrap ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        if let w = key.width, !(key.mode == .clip && key.maxLines == 1) {
            pango_layout_set_width(layout, Int32((w * PangoEngine.scale).rounded(.down)))
            layoutWidth = w
        } else {
            pango_layout_set_width(layout, -1)
            layoutWidth = nil
        }
        clipsHorizontally = key.mode == .clip

        // Line limit.
        var visibleHeight: CGFloat? = nil
        var truncated = false
        var lines = Int(pango_layout_get_line_count(layout))
        var maxLines = key.maxLines
        if let limit = key.height {
            var fit = 0
            while fit < lines && CGFloat(Self.lineBottom(layout, line: fit)) / PangoEngine.scale <= limit + 0.5 { fit += 1 }
            fit = max(1, fit)
            if fit < lines { maxLines = maxLines > 0 ? min(maxLines, fit) : fit }
        }
        if maxLines > 0 && lines > maxLines {
            let bottom = Self.lineBottom(layout, line: maxLines - 1)
            if truncating && key.width != nil {
                pango_layout_set_ellipsize(layout, key.mode == .truncateHead ? PANGO_ELLIPSIZE_START
                                           : key.mode == .truncateMiddle ? PANGO_ELLIPSIZE_MIDDLE : PANGO_ELLIPSIZE_END)
                pango_layout_set_height(layout, Int32(bottom))
                lines = Int(pango_layout_get_line_count(layout))
                if lines > maxLines { visibleHeight = CGFloat(Self.lineBottom(layout, line: maxLines - 1)) / PangoEngine.scale; lines = maxLines }
            } else {
                visibleHeight = CGFloat(bottom) / PangoEngine.scale
                lines = maxLines
            }
            truncated = true
        }
        if pango_layout_is_ellipsized(layout) != 0 { truncated = true }
        clipHeight = visibleHeight

        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        naturalWidth = CGFloat(logical.width) / PangoEngine.scale
        let sc = PangoEngine.scale
        inkBounds = CGRect(x: CGFloat(ink.x) / sc, y: CGFloat(ink.y) / sc, width: CGFloat(ink.width) / sc, height: CGFloat(ink.height) / sc)
            .union(CGRect(x: CGFloat(logical.x) / sc, y: CGFloat(logical.y) / sc, width: CGFloat(logical.width) / sc, height: CGFloat(logical.height) / sc))
        if key.mode == .clip, let w = key.width, naturalWidth > w + 0.01 { truncated = true }
        isTruncated = truncated
        if key.text.isEmpty {
            size = .zero; unroundedSize = .zero; lineCount = 0
            firstBaseline = 0; lastBaseline = 0
        } else {
            var w = naturalWidth
            if key.mode == .clip, key.maxLines == 1, let lw = key.width { w = min(w, lw) }
            let h = visibleHeight ?? CGFloat(logical.height) / PangoEngine.scale
            size = CGSize(width: (w - 1e-6).rounded(.up), height: (h - 1e-6).rounded(.up))
            unroundedSize = CGSize(width: w, height: h)
            lineCount = lines
            firstBaseline = CGFloat(pango_layout_get_baseline(layout)) / PangoEngine.scale
            lastBaseline = CGFloat(Self.lineBaseline(layout, line: lines - 1)) / PangoEngine.scale
        }
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    private static func insert(_ a: TextAttributes, from start: UInt32, to end: UInt32, into list: OpaquePointer, engine: PangoEngine) {
        func add(_ attr: UnsafeMutablePointer<PangoAttribute>?) {
            guard let attr else { return }
            attr.pointee.start_index = start
            attr.pointee.end_index = end
            pango_attr_list_insert(list, attr)
        }
        let desc = engine.description(for: a.font)
        add(pango_attr_font_desc_new(desc))
        pango_font_description_free(desc)
        _ = engine.metrics(for: a.font)   // warns once about a missing family
        func c16(_ v: CGFloat) -> UInt16 { UInt16((min(1, max(0, v)) * 65535).rounded()) }
        add(pango_attr_foreground_new(c16(a.color.red), c16(a.color.green), c16(a.color.blue)))
        add(pango_attr_foreground_alpha_new(max(1, c16(a.color.alpha))))
        if a.underline {
            add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
            if let u = a.underlineColor { add(pango_attr_underline_color_new(c16(u.red), c16(u.green), c16(u.blue))) }
        }
        if a.strikethrough {
            add(pango_attr_strikethrough_new(1))
            if let u = a.strikethroughColor { add(pango_attr_strikethrough_color_new(c16(u.red), c16(u.green), c16(u.blue))) }
        }
        if a.baselineOffset != 0 { add(pango_attr_rise_new(Int32((a.baselineOffset * PangoEngine.scale).rounded()))) }
        if a.kern != 0 { add(pango_attr_letter_spacing_new(Int32((a.kern * PangoEngine.scale).rounded()))) }
        if let bg = a.backgroundColor, bg.alpha > 0 {
            add(pango_attr_background_new(c16(bg.red), c16(bg.green), c16(bg.blue)))
            add(pango_attr_background_alpha_new(max(1, c16(bg.alpha))))
        }
    }

    /// Bottom (Pango units from the layout top) of line `line`.
    private static func lineBottom(_ layout: OpaquePointer, line: Int) -> Int {
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        var i = 0
        while i < line && pango_layout_iter_next_line(iter) != 0 { i += 1 }
        var y0: Int32 = 0, y1: Int32 = 0
        pango_layout_iter_get_line_yrange(iter, &y0, &y1)
        return Int(y1)
    }
    private static func lineBaseline(_ layout: OpaquePointer, line: Int) -> Int {
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        var i = 0
        while i < line && pango_layout_iter_next_line(iter) != 0 { i += 1 }
        return Int(pango_layout_iter_get_baseline(iter))
    }

    // MARK: Drawing and hit testing

    /// Horizontal offset of the layout's origin inside a rect of `width`.
    private func xOffset(in width: CGFloat) -> CGFloat {
        let own = layoutWidth ?? naturalWidth
        return (width - own) * alignFactor
    }

    /// Draws the text into a top-left context, from the top of `rect`, aligned within
    /// `rect.width`. Colours come from the attributes; the context's alpha, shadow and clip
    /// apply. `.clip` mode clips to `rect` horizontally; hidden lines are never drawn.
    package func draw(in ctx: CGContext, rect: CGRect) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return UIKitLog.warning("TextLayout.draw: non-finite rect ignored", category: "Text")
        }
        guard !text.isEmpty else { return }
        let cr = ctx._cr
        let dx = rect.minX + xOffset(in: rect.width)
        // Everything the glyphs may touch (italic overhangs, underlines), for effect groups.
        let bounds = inkBounds.offsetBy(dx: dx, dy: rect.minY)
        cairo_new_path(cr)
        // Attribute shadows: one shadow-only pass per distinct shadow, the other runs' glyphs
        // made invisible for it (Pango's alpha 1 of 65535: 0 would mean "unset").
        for (shadow, without) in shadows {
            ctx.saveGState()
            ctx.setShadow(offset: shadow.offset, blur: shadow.blur, color: shadow.color)
            let pad = shadow.blur * 3 + 2
            ctx.render(bounds: bounds.insetBy(dx: -pad, dy: -pad), clipToPath: false, shadowOnly: true) {
                let engine = PangoEngine.shared
                engine.lock.lock(); defer { engine.lock.unlock() }
                let original = pango_layout_get_attributes(layout).flatMap { pango_attr_list_ref($0) }
                if !without.isEmpty, let original, let masked = pango_attr_list_copy(original) {
                    for r in without {
                        for attr in [pango_attr_foreground_alpha_new(1), pango_attr_background_alpha_new(1)] {
                            guard let attr else { continue }
                            attr.pointee.start_index = r.lowerBound; attr.pointee.end_index = r.upperBound
                            pango_attr_list_insert(masked, attr)
                        }
                    }
                    pango_layout_set_attributes(layout, masked)
                    pango_attr_list_unref(masked)
                }
                self.show(in: cr, rect: rect, dx: dx, bounds: bounds)
                if !without.isEmpty { pango_layout_set_attributes(layout, original) }
                if let original { pango_attr_list_unref(original) }
            }
            ctx.restoreGState()
        }
        ctx.render(bounds: bounds.insetBy(dx: -2, dy: -2), clipToPath: false, alphaGroup: ctx._alpha < 1) {
            let engine = PangoEngine.shared
            engine.lock.lock(); defer { engine.lock.unlock() }
            self.show(in: cr, rect: rect, dx: dx, bounds: bounds)
        }
    }

    /// Shows the layout at `rect` (clipped as the line-break mode asks); the engine lock is held.
    private func show(in cr: OpaquePointer, rect: CGRect, dx: CGFloat, bounds: CGRect) {
        cairo_save(cr)
        if clipsHorizontally || clipHeight != nil {
            // Stay within the glyphs' own extents on the unclipped axis: huge rectangles
            // overflow Cairo's 24.8 fixed-point coordinates and clip everything away.
            let glyphs = bounds.insetBy(dx: -2, dy: -2)
            let x0 = clipsHorizontally ? rect.minX : glyphs.minX, w = clipsHorizontally ? rect.width : glyphs.width
            let y0 = clipHeight != nil ? rect.minY : glyphs.minY
            let h = clipHeight ?? glyphs.height
            cairo_rectangle(cr, Double(x0), Double(y0), Double(w), Double(h))
            cairo_clip(cr)
        }
        cairo_translate(cr, Double(dx), Double(rect.minY))
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        // No pango_cairo_update_layout: that would retarget the *shared* Pango context to
        // this cairo_t's scale, invalidating every cached layout (and the font metrics).
        // Glyph positions come from the scale-independent layout (metric hinting is off);
        // Cairo still rasterises each glyph at the real device scale, so text stays sharp.
        pango_cairo_show_layout(cr, layout)
        cairo_restore(cr)
    }

    /// The rectangle of each visible line (logical extents, layout coordinates), top to bottom.
    package var lineRects: [CGRect] {
        let engine = PangoEngine.shared
        engine.lock.lock(); defer { engine.lock.unlock() }
        guard !text.isEmpty, let iter = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iter) }
        var out: [CGRect] = []
        let s = PangoEngine.scale
        repeat {
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, &ink, &logical)
            out.append(CGRect(x: CGFloat(logical.x) / s, y: CGFloat(logical.y) / s,
                              width: CGFloat(logical.width) / s, height: CGFloat(logical.height) / s))
        } while out.count < lineCount && pango_layout_iter_next_line(iter) != 0
        return out
    }

    /// Each visible line's baseline (distance from the layout's top), top to bottom.
    package var lineBaselines: [CGFloat] {
        let engine = PangoEngine.shared
        engine.lock.lock(); defer { engine.lock.unlock() }
        guard !text.isEmpty, let iter = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iter) }
        var out: [CGFloat] = []
        repeat {
            out.append(CGFloat(pango_layout_iter_get_baseline(iter)) / PangoEngine.scale)
        } while out.count < lineCount && pango_layout_iter_next_line(iter) != 0
        return out
    }

    /// Each visible line's UTF-16 range in the text, top to bottom (a wrapped line keeps its
    /// trailing spaces): what caret moves to a line's start or end and up or down need.
    package var lineUTF16Ranges: [Range<Int>] {
        let engine = PangoEngine.shared
        engine.lock.lock(); defer { engine.lock.unlock() }
        guard !text.isEmpty, let iter = pango_layout_get_iter(layout) else { return [0..<0] }
        defer { pango_layout_iter_free(iter) }
        var out: [Range<Int>] = []
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iter) else { break }
            let start = line.pointee.start_index, end = start + line.pointee.length
            let lo = utf16Offset(ofByte: start), hi = utf16Offset(ofByte: end)
            out.append(lo..<max(lo, hi))
        } while out.count < lineCount && pango_layout_iter_next_line(iter) != 0
        return out
    }

    /// The UTF-16 offset one cursor position to the left (or right) of `offset` on screen, as
    /// Pango moves a cursor visually through bidirectional text (from line to line within the
    /// layout); nil when the move would leave the layout.
    package func visualCursorMove(fromUTF16Offset offset: Int, toLeft: Bool) -> Int? {
        let o = max(0, min(utf16ToByte.count - 1, offset))
        let engine = PangoEngine.shared
        engine.lock.lock(); defer { engine.lock.unlock() }
        var index: Int32 = 0, trailing: Int32 = 0
        pango_layout_move_cursor_visually(layout, 1, utf16ToByte[o], 0, toLeft ? -1 : 1, &index, &trailing)
        guard index >= 0, index != Int32.max else { return nil }
        var u16 = utf16Offset(ofByte: index)
        // A trailing position is after the grapheme cluster that starts there.
        if trailing > 0, u16 < text.utf16.count {
            let i = String.Index(utf16Offset: u16, in: text)
            u16 = text.index(after: i).utf16Offset(in: text)
        }
        return min(u16, utf16ToByte.count - 1)
    }

    /// The first UTF-16 offset at or after UTF-8 byte `byte`.
    private func utf16Offset(ofByte byte: Int32) -> Int {
        var lo = 0, hi = utf16ToByte.count - 1
        while lo < hi { let mid = (lo + hi) / 2; if utf16ToByte[mid] < byte { lo = mid + 1 } else { hi = mid } }
        return lo
    }

    /// Rectangles covering the text in a UTF-16 `range` (one or more per line), in layout
    /// coordinates: what a text view highlights as a selection.
    package func selectionRects(forUTF16Range range: Range<Int>) -> [CGRect] {
        let lo = max(0, min(utf16ToByte.count - 1, range.lowerBound)), hi = max(lo, min(utf16ToByte.count - 1, range.upperBound))
        guard hi > lo else { return [] }
        let startByte = utf16ToByte[lo], endByte = utf16ToByte[hi]
        let engine = PangoEngine.shared
        engine.lock.lock(); defer { engine.lock.unlock() }
        guard let iter = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iter) }
        let s = PangoEngine.scale
        var out: [CGRect] = []
        var lineIndex = 0
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iter) else { break }
            let ls = line.pointee.start_index, le = ls + line.pointee.length
            if le >= startByte && ls <= endByte {
                var logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iter, nil, &logical)
                var ranges: UnsafeMutablePointer<Int32>? = nil
                var n: Int32 = 0
                pango_layout_line_get_x_ranges(line, max(ls, startByte), min(le, endByte), &ranges, &n)
                for k in 0..<Int(n) {
                    let x0 = CGFloat(ranges![2 * k]) / s, x1 = CGFloat(ranges![2 * k + 1]) / s
                    if x1 > x0 {
                        out.append(CGRect(x: x0, y: CGFloat(logical.y) / s, width: x1 - x0, height: CGFloat(logical.height) / s))
                    }
                }
                g_free(ranges)
            }
            lineIndex += 1
        } while lineIndex < lineCount && pango_layout_iter_next_line(iter) != 0
        return out
    }

    /// The caret rectangle (zero width, line height) before the character at UTF-16 `offset`,
    /// in layout coordinates (origin = top left of the layout, before alignment within a rect).
    package func caretRect(forUTF16Offset offset: Int) -> CGRect {
        let o = max(0, min(utf16ToByte.count - 1, offset))
        let engine = PangoEngine.shared
        engine.lock.lock(); defer { engine.lock.unlock() }
        var strong = PangoRectangle(), weak = PangoRectangle()
        pango_layout_get_cursor_pos(layout, utf16ToByte[o], &strong, &weak)
        let s = PangoEngine.scale
        return CGRect(x: CGFloat(strong.x) / s, y: CGFloat(strong.y) / s, width: 0, height: CGFloat(strong.height) / s)
    }

    /// The UTF-16 offset of the caret position nearest to `point` (layout coordinates).
    package func utf16Offset(at point: CGPoint) -> Int {
        guard point.x.isFinite, point.y.isFinite else { return 0 }
        let engine = PangoEngine.shared
        engine.lock.lock(); defer { engine.lock.unlock() }
        var index: Int32 = 0, trailing: Int32 = 0
        let s = PangoEngine.scale
        pango_layout_xy_to_index(layout, Int32(point.x * s), Int32(point.y * s), &index, &trailing)
        var off = utf16Offset(ofByte: index)
        if trailing > 0 {
            // Advance past the grapheme the point is in the trailing half of.
            let scalars = text.unicodeScalars
            var u16 = 0
            for sc in scalars { if u16 >= off { off = u16 + UTF16.width(sc); break }; u16 += UTF16.width(sc) }
            off = min(off, utf16ToByte.count - 1)
        }
        return off
    }
}
