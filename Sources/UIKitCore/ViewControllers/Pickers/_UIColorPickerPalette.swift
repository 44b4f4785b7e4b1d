//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// The colour picker's colour maths: a colour's sRGB components and hex text, the grid's 12 × 10
// colours and their names, the spectrum's hue/brightness mapping, the saved colours, and the
// check of colours an app hands in (outside sRGB or NaN: logged, clamped for display).

/// A colour as the picker edits it: sRGB components and opacity, each 0...1.
struct _UIPickerRGBA: Equatable {
    var r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat

    /// The components of `color` (a dynamic colour resolved with `traits`).
    @MainActor init(_ color: UIColor, traits: UITraitCollection? = nil) {
        let c = traits.map { color.resolvedColor(with: $0) } ?? color._current
        r = c._red; g = c._green; b = c._blue; a = c._alpha
    }
    init(r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) { self.r = r; self.g = g; self.b = b; self.a = a }

    var color: UIColor { UIColor(red: r, green: g, blue: b, alpha: a) }

    /// "FF8000": the components rounded to 8 bits (opacity left out, as iOS's hex field shows).
    var hex: String {
        func byte(_ v: CGFloat) -> Int { Int((max(0, min(1, v)) * 255).rounded()) }
        return String(format: "%02X%02X%02X", byte(r), byte(g), byte(b))
    }

    /// The components of "FF8000", "#ff8000" or "F80" (surrounding spaces ignored); nil for
    /// anything else.
    static func parseHex(_ text: String, alpha: CGFloat) -> _UIPickerRGBA? {
        var t = text.trimmingCharacters(in: .whitespaces)
        if t.hasPrefix("#") { t.removeFirst() }
        if t.count == 3 { t = t.map { "\($0)\($0)" }.joined() }
        guard t.count == 6, t.allSatisfy(\.isHexDigit), let v = UInt32(t, radix: 16) else { return nil }
        return _UIPickerRGBA(r: CGFloat(v >> 16 & 0xFF) / 255, g: CGFloat(v >> 8 & 0xFF) / 255,
                             b: CGFloat(v & 0xFF) / 255, a: alpha)
    }

    /// Hue, saturation and brightness, each 0...1.
    var hsb: (h: CGFloat, s: CGFloat, v: CGFloat) {
        let mx = max(r, g, b), mn = min(r, g, b), d = mx - mn
        var h: CGFloat = 0
        if d > 0 {
            if mx == r { h = (g - b) / d } else if mx == g { h = 2 + (b - r) / d } else { h = 4 + (r - g) / d }
            h /= 6
            if h < 0 { h += 1 }
        }
        return (h, mx > 0 ? d / mx : 0, mx)
    }

    /// The same colour with the components within `tolerance` (8-bit rounding) of `other`'s.
    func isClose(to other: _UIPickerRGBA, tolerance: CGFloat = 0.6 / 255) -> Bool {
        abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance
    }
}

/// The grid, the spectrum and the saved colours.
@MainActor enum _UIColorPickerPalette {
    static let gridColumns = 12, gridRows = 10

    /// The 12 hue columns' pure colours (⚠ close to iOS's grid, not measured): a cyan blue, blue,
    /// violet, purple, magenta, red, orange, amber, yellow, lemon, lime and green.
    static let hueColumns: [(name: String, rgb: UInt32)] = [
        ("Cyan", 0x00A2D7), ("Blue", 0x0061FE), ("Violet", 0x4C22B1), ("Purple", 0x982ABC),
        ("Magenta", 0xB92D5D), ("Red", 0xFF4015), ("Orange", 0xFF6A00), ("Amber", 0xFFAB01),
        ("Yellow", 0xFCC700), ("Lemon", 0xFEFB41), ("Lime", 0xD9EC37), ("Green", 0x76BA3F),
    ]
    /// Rows 1-9 of a hue column: mixed with white (negative) or black (positive) by this much.
    static let rowMix: [CGFloat] = [-0.80, -0.60, -0.40, -0.20, 0, 0.20, 0.40, 0.60, 0.75]
    static let rowNames = ["Palest", "Pale", "Light", "Soft", "", "Deep", "Dark", "Darker", "Darkest"]

    /// The grid's colours, row by row (made once).
    static let gridColors: [_UIPickerRGBA] = (0..<gridColumns * gridRows).map {
        makeGridColor(column: $0 % gridColumns, row: $0 / gridColumns)
    }

    /// The colour of grid cell (`column`, `row`): row 0 a ramp from white to black, rows 1-9 the
    /// hue columns from light to dark.
    static func gridColor(column: Int, row: Int) -> _UIPickerRGBA { gridColors[row * gridColumns + column] }

    private static func makeGridColor(column: Int, row: Int) -> _UIPickerRGBA {
        if row == 0 {
            let w = 1 - CGFloat(column) / CGFloat(gridColumns - 1)
            return _UIPickerRGBA(r: w, g: w, b: w, a: 1)
        }
        let base = hueColumns[column].rgb
        var c = _UIPickerRGBA(r: CGFloat(base >> 16 & 0xFF) / 255, g: CGFloat(base >> 8 & 0xFF) / 255, b: CGFloat(base & 0xFF) / 255, a: 1)
        let m = rowMix[row - 1]
        let target: CGFloat = m < 0 ? 1 : 0, f = abs(m)
        c.r += (target - c.r) * f; c.g += (target - c.g) * f; c.b += (target - c.b) * f
        // Cells hold 8-bit colours, so that a picked cell reads back as its hex value exactly.
        return _UIPickerRGBA.parseHex(c.hex, alpha: 1) ?? c
    }

    /// The spoken name of a grid cell ("Light Blue", "White", "Gray 45%").
    static func gridName(column: Int, row: Int) -> String {
        if row == 0 {
            if column == 0 { return "White" }
            if column == gridColumns - 1 { return "Black" }
            return "Gray \(Int((CGFloat(column) / CGFloat(gridColumns - 1) * 100).rounded()))%"
        }
        let prefix = rowNames[row - 1]
        return prefix.isEmpty ? hueColumns[column].name : "\(prefix) \(hueColumns[column].name)"
    }

    // MARK: Spectrum

    /// The spectrum's colour at unit point (`x`, `y`): hue across; down the top half from a pale
    /// tint to the pure hue, down the bottom half from the pure hue to nearly black.
    static func spectrumColor(x: CGFloat, y: CGFloat) -> _UIPickerRGBA {
        let x = min(max(x, 0), 1), y = min(max(y, 0), 1)
        let s = y < 0.5 ? 0.06 + 0.94 * (y / 0.5) : 1
        let v = y < 0.5 ? 1 : 1 - 0.9 * ((y - 0.5) / 0.5)
        return hsbColor(h: x, s: s, v: v)
    }

    /// The opaque colour of hue `h`, saturation `s` and brightness `v` (each 0...1; hue 1 is red).
    static func hsbColor(h: CGFloat, s: CGFloat, v: CGFloat) -> _UIPickerRGBA {
        let h6 = (h >= 1 ? 0 : h) * 6
        let i = Int(h6) % 6, f = h6 - CGFloat(Int(h6))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return _UIPickerRGBA(r: v, g: t, b: p, a: 1)
        case 1: return _UIPickerRGBA(r: q, g: v, b: p, a: 1)
        case 2: return _UIPickerRGBA(r: p, g: v, b: t, a: 1)
        case 3: return _UIPickerRGBA(r: p, g: q, b: v, a: 1)
        case 4: return _UIPickerRGBA(r: t, g: p, b: v, a: 1)
        default: return _UIPickerRGBA(r: v, g: p, b: q, a: 1)
        }
    }

    /// Where `color` sits in the spectrum (unit coordinates; greys go to the top row).
    static func spectrumPoint(of color: _UIPickerRGBA) -> CGPoint {
        let (h, s, v) = color.hsb
        if v >= 0.999 { return CGPoint(x: h, y: min(max((s - 0.06) / 0.94, 0), 1) * 0.5) }
        return CGPoint(x: h, y: 0.5 + min(max((1 - v) / 0.9, 0), 1) * 0.5)
    }

    /// The spectrum's pixels at `width` × `height` (straight RGBA, opaque).
    static func spectrumPixels(width: Int, height: Int) -> [UInt8] {
        var px = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            let fy = height > 1 ? CGFloat(y) / CGFloat(height - 1) : 0
            for x in 0..<width {
                let c = spectrumColor(x: width > 1 ? CGFloat(x) / CGFloat(width - 1) : 0, y: fy)
                let i = (y * width + x) * 4
                px[i] = UInt8((c.r * 255).rounded()); px[i + 1] = UInt8((c.g * 255).rounded()); px[i + 2] = UInt8((c.b * 255).rounded())
            }
        }
        return px
    }

    // MARK: Saved colours

    /// The colours saved with the + button, shared by every picker of the app (iOS shares them
    /// across apps; here they last as long as the process). At most `maximumSaved`, newest last.
    static var savedColors: [UIColor] = []
    static let maximumSaved = 32

    // MARK: Colours handed in

    /// Logs a colour an app set that had to be changed for display: components outside sRGB
    /// (extended-range or Display P3 colours on iOS) are clamped, NaN components drawn as 0.
    static func checkRange(_ color: UIColor?, in owner: String) {
        guard let color, !color._isDynamic else { return }
        if color._inputClamping & 2 != 0 {
            UIKitLog.warning("\(owner).selectedColor: a colour component is NaN; it is drawn as 0", category: owner)
        }
        if color._inputClamping & 1 != 0 {
            UIKitLog.warning("\(owner).selectedColor: a colour outside sRGB (a component below 0 or above 1) is clamped for display: Linux draws sRGB only", category: owner)
        }
    }
}
