//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import CCairo

// Line, colour, blend, shadow, antialiasing and interpolation state.
extension CGContext {
    // MARK: Line and colour state

    /// Sets the width of stroked lines in user-space units (default 1). A negative or non-finite
    /// width is ignored with a warning.
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else { return cgLog.warning("CGContext.setLineWidth: invalid width \(width) ignored") }
        gstate.lineWidth = width
        cairo_set_line_width(_cr, Double(width))
    }
    /// Sets how the ends of open stroked lines are drawn (default `.butt`).
    public func setLineCap(_ cap: CGLineCap) {
        cairo_set_line_cap(_cr, cap == .butt ? CAIRO_LINE_CAP_BUTT : cap == .round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_SQUARE)
    }
    /// Sets how stroked segments are joined at corners (default `.miter`).
    public func setLineJoin(_ join: CGLineJoin) {
        cairo_set_line_join(_cr, join == .miter ? CAIRO_LINE_JOIN_MITER : join == .round ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_BEVEL)
    }
    /// Sets the ratio of miter length to line width above which a miter join is drawn bevelled
    /// (default 10). A negative or non-finite limit is ignored with a warning.
    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite, limit >= 0 else { return cgLog.warning("CGContext.setMiterLimit: invalid limit \(limit) ignored") }
        cairo_set_miter_limit(_cr, Double(limit))
    }
    /// Dashes strokes with alternating painted/unpainted `lengths` starting `phase` into the
    /// pattern; an empty array makes lines solid.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard phase.isFinite, lengths.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            return cgLog.warning("CGContext.setLineDash: negative or non-finite value ignored")
        }
        if lengths.isEmpty || lengths.allSatisfy({ $0 == 0 }) {
            if !lengths.isEmpty { cgLog.warning("CGContext.setLineDash: all lengths are zero; line made solid") }
            cairo_set_dash(_cr, nil, 0, 0); return
        }
        let d = lengths.map(Double.init)
        cairo_set_dash(_cr, d, Int32(d.count), Double(phase))
    }
    /// Curve flattening tolerance in device pixels (Cairo's tolerance; default 0.1).
    public func setFlatness(_ flatness: CGFloat) {
        guard flatness.isFinite, flatness > 0 else { return cgLog.warning("CGContext.setFlatness: invalid value ignored") }
        cairo_set_tolerance(_cr, Double(flatness))
    }

    /// Sets the colour used to fill paths and rectangles.
    public func setFillColor(_ color: CGColor) { gstate.fillColor = color }
    /// Sets the colour used to stroke paths and rectangles.
    public func setStrokeColor(_ color: CGColor) { gstate.strokeColor = color }
    /// Sets the fill colour from RGB components and alpha in 0...1. Non-finite components are
    /// ignored with a warning.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        guard red.isFinite, green.isFinite, blue.isFinite, alpha.isFinite else { return cgLog.warning("CGContext.setFillColor: non-finite component ignored") }
        gstate.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the stroke colour from RGB components and alpha in 0...1. Non-finite components are
    /// ignored with a warning.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        guard red.isFinite, green.isFinite, blue.isFinite, alpha.isFinite else { return cgLog.warning("CGContext.setStrokeColor: non-finite component ignored") }
        gstate.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the fill colour to a gray level and alpha in 0...1.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        guard gray.isFinite, alpha.isFinite else { return cgLog.warning("CGContext.setFillColor: non-finite component ignored") }
        gstate.fillColor = CGColor(gray: gray, alpha: alpha)
    }
    /// Sets the stroke colour to a gray level and alpha in 0...1.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        guard gray.isFinite, alpha.isFinite else { return cgLog.warning("CGContext.setStrokeColor: non-finite component ignored") }
        gstate.strokeColor = CGColor(gray: gray, alpha: alpha)
    }
    /// The current fill colour (for the layers above; Apple has no getter).
    package var _fillColor: CGColor { gstate.fillColor }
    /// The current stroke colour (for the layers above; Apple has no getter).
    package var _strokeColor: CGColor { gstate.strokeColor }
    /// The current global alpha (for the layers above; Apple has no getter).
    package var _alpha: CGFloat { gstate.alpha }

    /// Global alpha applied to everything drawn afterwards, clamped to 0...1.
    public func setAlpha(_ alpha: CGFloat) {
        guard alpha.isFinite else { return cgLog.warning("CGContext.setAlpha: non-finite alpha ignored") }
        gstate.alpha = min(1, max(0, alpha))
    }

    /// Sets how drawing composites with what is already there (see `CGBlendMode`).
    public func setBlendMode(_ mode: CGBlendMode) {
        gstate.blendMode = mode
        cairo_set_operator(_cr, Self.cairoOperator(mode))
    }
    static func cairoOperator(_ mode: CGBlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusDarker, .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }
    /// Cairo operators that affect the destination outside the drawn shape; drawing with them
    /// is clipped to the shape so that, as in Quartz, only the shape's area changes.
    var operatorIsUnbounded: Bool {
        switch gstate.blendMode {
        case .sourceIn, .sourceOut, .destinationIn, .destinationAtop: return true
        default: return false
        }
    }

    /// A shadow under everything drawn afterwards. `offset` and `blur` are in base space
    /// (unaffected by the CTM): in a UIKit context +height moves the shadow down, in a Quartz
    /// bitmap context up, as on iOS. A nil or fully transparent colour turns shadows off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
            return cgLog.warning("CGContext.setShadow: non-finite value ignored")
        }
        gstate.shadowOffset = offset
        gstate.shadowBlur = max(0, blur)
        gstate.shadowColor = color
    }
    /// A shadow in black at one-third alpha (Quartz's default shadow colour).
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    /// Turns antialiasing of drawn edges on or off (on by default); it takes effect only while
    /// `setAllowsAntialiasing(_:)` also allows it. Part of the graphics state.
    public func setShouldAntialias(_ value: Bool) { gstate.shouldAntialias = value; applyAntialias() }
    /// Allows or forbids antialiasing for this context (allowed by default); when forbidden,
    /// `setShouldAntialias(true)` has no effect.
    public func setAllowsAntialiasing(_ value: Bool) { gstate.allowsAntialiasing = value; applyAntialias() }
    private func applyAntialias() {
        cairo_set_antialias(_cr, gstate.shouldAntialias && gstate.allowsAntialiasing ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    /// Resampling quality for images drawn afterwards.
    public var interpolationQuality: CGInterpolationQuality {
        get { gstate.interpolationQuality }
        set { gstate.interpolationQuality = newValue }
    }
    var cairoFilter: cairo_filter_t {
        switch gstate.interpolationQuality {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_FAST
        case .default, .medium: return CAIRO_FILTER_GOOD
        case .high: return CAIRO_FILTER_BEST
        }
    }

    func setSource(_ c: CGColor) {
        cairo_set_source_rgba(_cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha * gstate.alpha))
    }
}
