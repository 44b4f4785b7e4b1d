//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import CCairo
import CPango
import Foundation

/// The process-wide Pango state: one font map and two contexts, left-to-right and right-to-left.
///
/// Both contexts work at 72 dpi, so a font size is in points, with metric hinting and glyph
/// position rounding off so layouts don't depend on the drawing scale and widths are the
/// font's fractional advances. Pango objects aren't thread-safe: every use goes through
/// `lock`.
final class PangoEngine: @unchecked Sendable {
    static let shared = PangoEngine()

    let lock = NSRecursiveLock()
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let ltr: OpaquePointer
    let rtl: OpaquePointer
    private var metricsCache: [TextFont: FontMetrics] = [:]
    private var warnedFamilies: Set<String> = []

    struct FontMetrics {
        var ascender: CGFloat, descender: CGFloat, lineHeight: CGFloat, leading: CGFloat
        var capHeight: CGFloat, xHeight: CGFloat, family: String
    }

    private init() {
        // A private font map (not the per-thread default) so the contexts can be used from any
        // thread under the lock.
        let fontMap = pango_cairo_font_map_new()!
        self.fontMap = fontMap
        func makeContext(_ dir: PangoDirection) -> OpaquePointer {
            let ctx = pango_font_map_create_context(fontMap)!
            pango_cairo_context_set_resolution(ctx, 72)
            let opts = cairo_font_options_create()
            cairo_font_options_set_hint_metrics(opts, CAIRO_HINT_METRICS_OFF)
            cairo_font_options_set_hint_style(opts, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_antialias(opts, CAIRO_ANTIALIAS_GRAY)
            pango_cairo_context_set_font_options(ctx, opts)
            cairo_font_options_destroy(opts)
            pango_context_set_base_dir(ctx, dir)
            // Glyphs at their fractional advances, as Core Text places them: Pango (1.44+)
            // otherwise rounds every glyph position to a whole unit, a whole point at 72 dpi
            // (a 20-pt line measured 303 pt for 309 pt of advances).
            pango_context_set_round_glyph_positions(ctx, 0)
            return ctx
        }
        ltr = makeContext(PANGO_DIRECTION_LTR)
        rtl = makeContext(PANGO_DIRECTION_RTL)
    }

    static let scale = CGFloat(PANGO_SCALE)

    /// A new font description for `font` (caller frees with pango_font_description_free).
    func description(for font: TextFont) -> OpaquePointer {
        let d = pango_font_description_new()!
        pango_font_description_set_family(d, font.requestFamily)
        pango_font_description_set_absolute_size(d, Double(font.size) * Double(PANGO_SCALE))
        pango_font_description_set_weight(d, PangoWeight(rawValue: UInt32(TextFont.pangoWeight(font.weight))))
        pango_font_description_set_style(d, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        if font.condensed { pango_font_description_set_stretch(d, PANGO_STRETCH_CONDENSED) }
        return d
    }

    func metrics(for font: TextFont) -> FontMetrics {
        lock.lock(); defer { lock.unlock() }
        if let m = metricsCache[font] { return m }
        let desc = description(for: font)
        defer { pango_font_description_free(desc) }
        var result = FontMetrics(ascender: font.size * 0.8, descender: -font.size * 0.2, lineHeight: font.size * 1.2,
                                 leading: 0, capHeight: font.size * 0.7, xHeight: font.size * 0.5, family: font.requestFamily)
        if let pf = pango_font_map_load_font(fontMap, ltr, desc) {
            // The font's line metrics are HarfBuzz's horizontal extents, as Pango reads them
            // (equal to `pango_context_get_metrics` for every family, weight and size tried),
            // without the sample-text shaping that call does for approximate character widths
            // (~3.7 M instructions a font, most of a first frame's text cost).
            var e = hb_font_extents_t()
            if let hb = pango_font_get_hb_font(pf), hb_font_get_h_extents(hb, &e) != 0 {
                let asc = CGFloat(e.ascender) / Self.scale, des = CGFloat(-e.descender) / Self.scale
                result.ascender = asc
                result.descender = -des
                result.leading = max(0, CGFloat(e.line_gap) / Self.scale)
                result.lineHeight = asc + des + result.leading
            }
            if let d2 = pango_font_describe(pf) {
                if let fam = pango_font_description_get_family(d2) { result.family = String(cString: fam) }
                pango_font_description_free(d2)
            }
            if let sf = pango_cairo_font_get_scaled_font(OpaquePointer(pf)) {
                var e = cairo_text_extents_t()
                cairo_scaled_font_text_extents(sf, "H", &e)
                if e.height > 0 { result.capHeight = CGFloat(-e.y_bearing) }
                cairo_scaled_font_text_extents(sf, "x", &e)
                if e.height > 0 { result.xHeight = CGFloat(-e.y_bearing) }
            }
            g_object_unref(UnsafeMutableRawPointer(pf))
        }
        if let fam = font.family, !Self.isGeneric(fam), fam.lowercased() != result.family.lowercased(),
           !warnedFamilies.contains(fam) {
            warnedFamilies.insert(fam)
            UIKitLog.warning("TextFont: family \"\(fam)\" is not installed; using \"\(result.family)\"", category: "Text")
        }
        metricsCache[font] = result
        return result
    }

    private static func isGeneric(_ f: String) -> Bool {
        ["sans-serif", "sans", "serif", "monospace", "mono", "system-ui", "cursive", "fantasy"].contains(f.lowercased())
    }

    // MARK: Families and faces

    private struct Face { var family: String; var faceName: String; var weight: CGFloat; var italic: Bool; var postScriptName: String }

    private var facesCache: [Face]?

    /// Every installed face (listed once: fonts don't change while the app runs).
    private func allFaces() -> [Face] {
        lock.lock(); defer { lock.unlock() }
        if let f = facesCache { return f }
        let f = listFaces()
        facesCache = f
        return f
    }

    private func listFaces() -> [Face] {
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>? = nil
        var n: Int32 = 0
        pango_font_map_list_families(fontMap, &families, &n)
        defer { g_free(families) }
        var out: [Face] = []
        for i in 0..<Int(n) {
            guard let fam = families?[i] else { continue }
            let famName = String(cString: pango_font_family_get_name(fam))
            var faces: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFace>?>? = nil
            var m: Int32 = 0
            pango_font_family_list_faces(fam, &faces, &m)
            for j in 0..<Int(m) {
                guard let face = faces?[j] else { continue }
                let faceName = String(cString: pango_font_face_get_face_name(face))
                var weight: CGFloat = 0, italic = false
                if let d = pango_font_face_describe(face) {
                    weight = TextFont.uiWeight(Int32(pango_font_description_get_weight(d).rawValue))
                    italic = pango_font_description_get_style(d) != PANGO_STYLE_NORMAL
                    pango_font_description_free(d)
                }
                let base = famName.replacingOccurrences(of: " ", with: "")
                let plain = ["regular", "book", "normal", "roman", "medium"].contains(faceName.lowercased())
                    && weight == 0 && !italic
                let ps = plain ? base : base + "-" + faceName.replacingOccurrences(of: " ", with: "")
                out.append(Face(family: famName, faceName: faceName, weight: weight, italic: italic, postScriptName: ps))
            }
            g_free(faces)
        }
        return out
    }

    /// Adds a font file to fontconfig's application fonts and makes Pango see it: the font
    /// map's caches, the face list and the metrics are rebuilt, cached layouts dropped.
    func addApplicationFont(path: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard FcConfigAppFontAddFile(nil, path) != 0 else { return false }
        // pango_fc_font_map_config_changed lives in libpangoft2, which pangocairo loads but the
        // CPango module doesn't link; look it up at run time.
        typealias ConfigChanged = @convention(c) (UnsafeMutableRawPointer?) -> Void
        if let sym = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pango_fc_font_map_config_changed") {
            unsafeBitCast(sym, to: ConfigChanged.self)(UnsafeMutableRawPointer(fontMap))
        } else {
            pango_font_map_changed(fontMap)
        }
        facesCache = nil
        metricsCache.removeAll()
        // (Families already warned about stay warned: a family the new font provides resolves
        // and no longer warns; one still missing needs no second warning. Clearing them made a
        // missing family warn again whenever any font was registered.)
        TextLayout.removeAllCachedLayouts()
        return true
    }

    func familyNames() -> [String] { Array(Set(allFaces().map(\.family))).sorted() }

    func fontNames(forFamily family: String) -> [String] {
        allFaces().filter { $0.family.lowercased() == family.lowercased() }.map(\.postScriptName).sorted()
    }

    func fontNamed(_ name: String) -> (family: String, weight: CGFloat, italic: Bool)? {
        let faces = allFaces()
        let l = name.lowercased()
        if let f = faces.first(where: { $0.postScriptName.lowercased() == l }) { return (f.family, f.weight, f.italic) }
        if let f = faces.first(where: { $0.family.lowercased() == l }) { return (f.family, 0, false) }
        // The font's own PostScript or full name, as fontconfig reads them from the file.
        return fontconfigFace(key: "postscriptname", name) ?? fontconfigFace(key: "fullname", name)
    }

    private func fontconfigFace(key: String, _ name: String) -> (family: String, weight: CGFloat, italic: Bool)? {
        lock.lock(); defer { lock.unlock() }
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = FcPatternAddString(pattern, key, name)
        guard let objects = FcObjectSetCreate() else { return nil }
        defer { FcObjectSetDestroy(objects) }
        for o in ["family", "weight", "slant"] { _ = FcObjectSetAdd(objects, o) }
        guard let set = FcFontList(nil, pattern, objects) else { return nil }
        defer { FcFontSetDestroy(set) }
        guard set.pointee.nfont > 0, let font = set.pointee.fonts[0] else { return nil }
        var family: UnsafeMutablePointer<FcChar8>? = nil
        guard FcPatternGetString(font, "family", 0, &family) == FcResultMatch, let family else { return nil }
        var weight: Int32 = 80, slant: Int32 = 0
        _ = FcPatternGetInteger(font, "weight", 0, &weight)
        _ = FcPatternGetInteger(font, "slant", 0, &slant)
        return (String(cString: family), TextFont.uiWeight(Int32(FcWeightToOpenType(weight))), slant != 0)
    }
}
