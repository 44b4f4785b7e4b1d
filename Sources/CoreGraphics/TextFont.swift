//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import CCairo
import CPango
import Foundation

/// A font request for the text engine: a family, a size in points, a weight, italic and monospaced flags.
///
/// A nil family is the system font (fontconfig's `sans-serif`); the weight is on UIFont's scale.
/// Matching goes through fontconfig; `resolvedFamilyName` says what was picked.
package struct TextFont: Hashable, Sendable, CustomStringConvertible {
    /// The requested family; nil = system font.
    package var family: String?
    /// Size in points.
    package var size: CGFloat
    /// Weight on UIFont.Weight's scale: ultraLight -0.8, thin -0.6, light -0.4, regular 0,
    /// medium 0.23, semibold 0.3, bold 0.4, heavy 0.56, black 0.62.
    package var weight: CGFloat
    package var italic: Bool
    /// With `family == nil`, picks fontconfig's `monospace` instead of `sans-serif`.
    package var monospaced: Bool
    /// Asks for the family's condensed width (a "Condensed" or "Narrow" face).
    package var condensed: Bool

    package init(family: String? = nil, size: CGFloat = 17, weight: CGFloat = 0, italic: Bool = false, monospaced: Bool = false,
                 condensed: Bool = false) {
        self.family = family
        if !size.isFinite || size < 0 {
            UIKitLog.warning("TextFont: invalid size \(size); using 17", category: "Text")
            self.size = 17
        } else {
            self.size = size
        }
        self.weight = weight.isFinite ? weight : 0
        self.italic = italic
        self.monospaced = monospaced
        self.condensed = condensed
    }

    /// A font from a PostScript-style name as listed by `fontNames(forFamily:)` (e.g.
    /// "DejaVuSans-Bold") or a family name (e.g. "DejaVu Serif"); nil when nothing matches.
    package init?(fontName: String, size: CGFloat) {
        guard let match = PangoEngine.shared.fontNamed(fontName) else { return nil }
        self.init(family: match.family, size: size, weight: match.weight, italic: match.italic)
    }

    package var description: String {
        "TextFont(\(family ?? (monospaced ? "system-mono" : "system")) \(size)pt weight \(weight)\(italic ? " italic" : "")\(condensed ? " condensed" : ""))"
    }

    /// The family fontconfig asks for: the given family, or `sans-serif` / `monospace`.
    var requestFamily: String { family ?? (monospaced ? "monospace" : "sans-serif") }

    /// Pango weight (100...1000) for a UIFont weight, interpolating between the named weights.
    static func pangoWeight(_ w: CGFloat) -> Int32 {
        let table: [(CGFloat, CGFloat)] = [(-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500),
                                           (0.3, 600), (0.4, 700), (0.56, 800), (0.62, 900)]
        if w <= table[0].0 { return 100 }
        if w >= table[table.count - 1].0 { return 900 }
        for i in 1..<table.count where w <= table[i].0 {
            let (a, pa) = table[i - 1], (b, pb) = table[i]
            return Int32((pa + (w - a) / (b - a) * (pb - pa)).rounded())
        }
        return 400
    }
    /// UIFont weight for a Pango weight (inverse of `pangoWeight`).
    static func uiWeight(_ p: Int32) -> CGFloat {
        let table: [(CGFloat, CGFloat)] = [(100, -0.8), (200, -0.6), (300, -0.4), (400, 0), (500, 0.23),
                                           (600, 0.3), (700, 0.4), (800, 0.56), (900, 0.62)]
        let v = CGFloat(p)
        if v <= 100 { return -0.8 }
        if v >= 900 { return 0.62 }
        for i in 1..<table.count where v <= table[i].0 {
            let (a, wa) = table[i - 1], (b, wb) = table[i]
            return wa + (v - a) / (b - a) * (wb - wa)
        }
        return 0
    }

    // MARK: Metrics (points; cached per font)

    /// Distance from the baseline to the top of the font's line box.
    package var ascender: CGFloat { metrics.ascender }
    /// Distance from the baseline to the bottom of the line box, negative (as UIFont's).
    package var descender: CGFloat { metrics.descender }
    /// Height of one line: ascender − descender + leading.
    package var lineHeight: CGFloat { metrics.lineHeight }
    /// Height of capital letters above the baseline.
    package var capHeight: CGFloat { metrics.capHeight }
    /// Height of lowercase x above the baseline.
    package var xHeight: CGFloat { metrics.xHeight }
    /// Extra space between lines recommended by the font (often 0).
    package var leading: CGFloat { metrics.leading }
    /// The family fontconfig actually chose (e.g. "DejaVu Sans" for the system font). A family
    /// that isn't installed falls back to sans-serif with a warning (once per family).
    package var resolvedFamilyName: String { metrics.family }

    var metrics: PangoEngine.FontMetrics { PangoEngine.shared.metrics(for: self) }

    /// Installed font families, sorted.
    package static func familyNames() -> [String] { PangoEngine.shared.familyNames() }
    /// PostScript-style names of the faces of `family` ("DejaVuSans", "DejaVuSans-Bold", …);
    /// empty for an unknown family.
    package static func fontNames(forFamily family: String) -> [String] { PangoEngine.shared.fontNames(forFamily: family) }
}
