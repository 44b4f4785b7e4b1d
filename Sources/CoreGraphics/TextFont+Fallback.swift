//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import CPango
import Foundation

// TextFont: the installed face closest to an iOS font name, through fontconfig's matching.

extension TextFont {
    /// The installed face closest to what the iOS font name `name` asks for (family class,
    /// weight, slant, width), through fontconfig's matching and its metric-compatible aliases
    /// (Helvetica → Nimbus Sans, Times → Nimbus Roman, Courier → Nimbus Mono when installed).
    /// `exact` is true when the family itself is installed. Nil for a name no font could have.
    package static func closest(to name: String, size: CGFloat) -> (font: TextFont, exact: Bool)? {
        guard let req = FontNameRequest(name) else { return nil }
        let families = [req.family] + req.substitutes + [req.generic]
        let matched = PangoEngine.shared.matchFamily(families, weight: req.weight, italic: req.italic, condensed: req.condensed)
            ?? (req.generic == "monospace" ? "monospace" : req.generic)
        let norm: (String) -> String = { $0.lowercased().filter { $0.isLetter || $0.isNumber } }
        let exact = norm(matched) == norm(req.family)
        return (TextFont(family: matched, size: size, weight: req.weight, italic: req.italic, condensed: req.condensed), exact)
    }
}

extension PangoEngine {
    /// The family fontconfig picks for a list of families (first preferred) with a weight,
    /// slant and width; nil when fontconfig has no fonts at all.
    func matchFamily(_ families: [String], weight: CGFloat, italic: Bool, condensed: Bool) -> String? {
        lock.lock(); defer { lock.unlock() }
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        for f in families { _ = FcPatternAddString(pattern, "family", f) }
        _ = FcPatternAddInteger(pattern, "weight", FcWeightFromOpenType(TextFont.pangoWeight(weight)))
        _ = FcPatternAddInteger(pattern, "slant", italic ? 100 : 0)
        _ = FcPatternAddInteger(pattern, "width", condensed ? 75 : 100)
        guard FcConfigSubstitute(nil, pattern, FcMatchPattern) != 0 else { return nil }
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var family: UnsafeMutablePointer<FcChar8>? = nil
        guard FcPatternGetString(match, "family", 0, &family) == FcResultMatch, let family else { return nil }
        return String(cString: family)
    }
}
