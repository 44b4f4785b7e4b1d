//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// What an iOS font name asks for: a family, its class, a weight, a slant and a width.
///
/// Parses names such as "HelveticaNeue-Bold", "Avenir Next Condensed", "SFProText-Semibold" or
/// "Georgia-Italic"; the class is sans, serif, monospace or rounded.
/// `TextFont.closest(to:size:)` turns it into the closest installed face.
package struct FontNameRequest: Hashable, Sendable {
    /// The family as written with spaces ("Helvetica Neue").
    package var family: String
    /// fontconfig's generic family for the class: "sans-serif", "serif" or "monospace".
    package var generic: String
    /// Families fontconfig may know as metric-compatible stand-ins ("Helvetica" → Nimbus Sans).
    package var substitutes: [String]
    /// Weight on UIFont.Weight's scale.
    package var weight: CGFloat
    package var italic: Bool
    package var condensed: Bool

    /// Parses `name`; nil for a name no font could have (empty, blank, control characters,
    /// over 200 characters).
    package init?(_ name: String) {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.count <= 200,
              !trimmed.unicodeScalars.contains(where: { CharacterSet.controlCharacters.contains($0) }) else { return nil }
        var familyPart = trimmed, stylePart = ""
        if let dash = trimmed.lastIndex(of: "-"), dash != trimmed.startIndex {
            familyPart = String(trimmed[..<dash])
            stylePart = String(trimmed[trimmed.index(after: dash)...])
        }
        // Style words at the end of a spaced name ("Avenir Next Demi Bold", "Arial Bold").
        var words = familyPart.split(separator: " ").map(String.init)
        func key(_ ws: [String]) -> String { ws.joined().lowercased().filter { $0.isLetter || $0.isNumber } }
        while words.count > 1, FontNameRequest.knownFamily(key(words)) == nil, let last = words.last, FontNameRequest.isStyleWord(last) {
            stylePart = last + stylePart
            words.removeLast()
        }
        familyPart = words.joined(separator: " ")
        var key = familyPart.lowercased().filter { $0.isLetter || $0.isNumber }
        var style = stylePart.lowercased()
        // "AvenirNextCondensed", "HelveticaNeueCondensedBold": the width is part of the family.
        for w in ["condensed", "compressed", "narrow"] where key.hasSuffix(w) && key != w {
            key = String(key.dropLast(w.count))
            style += w
        }
        let known = FontNameRequest.knownFamily(key)
        family = known?.family ?? FontNameRequest.spaced(familyPart)
        generic = known?.generic ?? "sans-serif"
        substitutes = known?.substitutes ?? []
        italic = style.contains("italic") || style.contains("oblique")
        condensed = style.contains("condensed") || style.contains("narrow") || style.contains("compressed")
        weight = FontNameRequest.weight(style) ?? known?.weight ?? 0
    }

    /// Whether a word names a style rather than part of a family.
    static func isStyleWord(_ w: String) -> Bool {
        let l = w.lowercased()
        return ["bold", "italic", "oblique", "light", "thin", "medium", "regular", "heavy", "black", "semibold", "demibold",
                "demi", "ultralight", "extralight", "ultrabold", "extrabold", "book", "roman", "condensed", "mt"].contains(l)
    }

    /// "HelveticaNeue" → "Helvetica Neue"; a name with spaces stays as it is.
    static func spaced(_ s: String) -> String {
        if s.contains(" ") { return s }
        var out = ""
        var prev: Character?
        for c in s {
            if let p = prev, c.isUppercase, p.isLowercase { out.append(" ") }
            out.append(c)
            prev = c
        }
        return out
    }

    /// The weight a style names; nil when it names none (regular, or a family default).
    static func weight(_ style: String) -> CGFloat? {
        let s = style.lowercased()
        let table: [(String, CGFloat)] = [
            ("ultralight", -0.8), ("extralight", -0.8), ("hairline", -0.8), ("thin", -0.6),
            ("semibold", 0.3), ("demibold", 0.3), ("demi", 0.3), ("extrabold", 0.56), ("ultrabold", 0.56),
            ("heavy", 0.56), ("black", 0.62), ("bold", 0.4), ("medium", 0.23), ("light", -0.4),
            ("regular", 0), ("roman", 0), ("book", 0),
        ]
        for (word, w) in table where s.contains(word) { return w }
        return nil
    }

    /// iOS families by class, keyed by their letters lowercased ("helveticaneue").
    static func knownFamily(_ key: String) -> (family: String, generic: String, substitutes: [String], weight: CGFloat?)? {
        var k = key
        if let hit = families[k] { return hit }
        // "ArialMT", "TimesNewRomanPSMT", "CourierNewPSMT".
        for suffix in ["psmt", "mt", "ps"] where k.hasSuffix(suffix) {
            k = String(k.dropLast(suffix.count))
            if let hit = families[k] { return hit }
        }
        if k.hasPrefix("sfpro") || k.hasPrefix("sfui") || k.hasPrefix("sfcompact") {
            return k.contains("rounded") ? families["sfprorounded"] : families["sfpro"]
        }
        if k.hasPrefix("sfmono") { return families["sfmono"] }
        return nil
    }

    private static let families: [String: (family: String, generic: String, substitutes: [String], weight: CGFloat?)] = {
        var f: [String: (String, String, [String], CGFloat?)] = [:]
        func key(_ name: String) -> String { name.lowercased().filter { $0.isLetter || $0.isNumber } }
        func add(_ keys: [String], _ family: String, _ generic: String, _ subs: [String] = [], weight: CGFloat? = nil) {
            for k in keys { f[k] = (family, generic, subs, weight) }
        }
        let helvetica = ["Helvetica", "Arial", "Nimbus Sans", "Liberation Sans"]
        add(["helveticaneue"], "Helvetica Neue", "sans-serif", helvetica)
        add(["helvetica"], "Helvetica", "sans-serif", helvetica)
        add(["arial"], "Arial", "sans-serif", ["Arial", "Helvetica", "Liberation Sans", "Nimbus Sans"])
        add(["arialroundedmtbold", "arialrounded"], "Arial Rounded MT Bold", "sans-serif", [], weight: 0.4)
        add(["sfpro", "sfprotext", "sfprodisplay", "sfui", "sfuitext", "sfuidisplay", "system", "systemfont", "sanfrancisco"],
            "SF Pro", "sans-serif")
        add(["sfprorounded"], "SF Pro Rounded", "sans-serif")
        for name in ["Avenir", "Avenir Next", "Avenir Next Condensed", "Gill Sans", "Optima", "Tahoma", "Kailasa",
                     "Chalkboard SE", "Marker Felt", "Noteworthy", "Thonburi", "Kefa", "Damascus", "Kohinoor Bangla",
                     "Geeza Pro", "Apple SD Gothic Neo", "Hiragino Sans", "PingFang SC", "PingFang TC", "PingFang HK",
                     "Euphemia UCAS", "Copperplate", "Chalkduster", "Arial Hebrew", "Heiti SC", "Heiti TC", "Trebuchet MS"] {
            add([key(name)], name, "sans-serif")
        }
        add(["futura"], "Futura", "sans-serif", ["URW Gothic"])
        add(["verdana"], "Verdana", "sans-serif", ["DejaVu Sans"])
        let times = ["Times New Roman", "Times", "Nimbus Roman", "Liberation Serif"]
        add(["timesnewroman"], "Times New Roman", "serif", times)
        add(["times"], "Times", "serif", times)
        add(["georgia"], "Georgia", "serif", ["Georgia", "Gelasio", "DejaVu Serif"])
        add(["palatino"], "Palatino", "serif", ["Palatino", "P052", "TeX Gyre Pagella"])
        add(["bookantiqua"], "Book Antiqua", "serif", ["Palatino", "P052"])
        add(["newyork", "newyorkmedium", "newyorklarge", "newyorksmall"], "New York", "serif")
        add(["centuryschoolbook"], "Century Schoolbook", "serif", ["C059"])
        for name in ["Baskerville", "Didot", "Bodoni 72", "Bodoni 72 Oldstyle", "Bodoni 72 Smallcaps", "Charter", "Hoefler Text",
                     "Cochin", "American Typewriter", "Big Caslon", "Iowan Old Style", "Mishafi", "Papyrus", "Rockwell",
                     "Savoye LET", "Snell Roundhand", "Zapfino", "Party LET", "Academy Engraved LET", "Superclarendon"] {
            add([key(name)], name, "serif")
        }
        add(["timesroman"], "Times Roman", "serif", times)
        let courier = ["Courier New", "Courier", "Nimbus Mono PS", "Liberation Mono"]
        add(["couriernew"], "Courier New", "monospace", courier)
        add(["courier"], "Courier", "monospace", courier)
        add(["menlo"], "Menlo", "monospace", ["DejaVu Sans Mono"])
        add(["monaco"], "Monaco", "monospace", ["DejaVu Sans Mono"])
        add(["sfmono", "sfmonoregular", "sfmonoitalic"], "SF Mono", "monospace")
        add(["andalemono"], "Andale Mono", "monospace")
        add(["consolas"], "Consolas", "monospace")
        return f.mapValues { (family: $0.0, generic: $0.1, substitutes: $0.2, weight: $0.3) }
    }()
}
