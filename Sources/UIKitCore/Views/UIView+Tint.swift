//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Tint colour inheritance, layout direction and trait notifications.

extension UIView {

    var _inheritedTint: UIColor { _tintSnapshot().color }

    static let _defaultTint: UIColor = .systemBlue

    struct _TintState { let color: UIColor; let mode: TintAdjustmentMode }

    /// The inherited colour (the first non-nil `tintColor` up the chain) and adjustment mode (the
    /// first non-automatic one, `.normal` at the root) in one walk; runs twice per `addSubview`.
    func _tintSnapshot() -> _TintState {
        var color: UIColor?
        var mode: TintAdjustmentMode?
        _ = UIView._walkUp(from: Unmanaged.passUnretained(self)) { c in
            if color == nil, let t = c._tintColor { color = t }
            if mode == nil, c._tintAdjustmentMode != .automatic { mode = c._tintAdjustmentMode }
            return color != nil && mode != nil
        }
        return _TintState(color: color ?? UIView._defaultTint, mode: mode ?? .normal)
    }

    func _notifyTintIfChanged(from old: _TintState) {
        let now = _tintSnapshot()
        // (The same colour object, the usual case, needs no `isEqual`.)
        if old.color === now.color && old.mode == now.mode { return }
        let colorChanged = !(old.color == now.color)
        let modeChanged = old.mode != now.mode
        guard colorChanged || modeChanged else { return }
        // (view, its inherited colour changed, its inherited mode changed)
        var stack: [(UIView, Bool, Bool)] = [(self, colorChanged, modeChanged)]
        while let (v, c, m) = stack.popLast() {
            v.tintColorDidChange()
            for s in v.subviews.reversed() {
                let sc = c && s._tintColor == nil
                let sm = m && s._tintAdjustmentMode == .automatic
                if sc || sm { stack.append((s, sc, sm)) }
            }
        }
    }


    /// The layout direction the app uses when nothing forces one (left-to-right unless the
    /// platform sets it).
    @exclusivity(unchecked) package static var _appLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight

    func _setSemanticContentAttribute(_ newValue: UISemanticContentAttribute) {
        let before = effectiveUserInterfaceLayoutDirection
        let previous = traitCollection
        _semanticContentAttribute = newValue
        setNeedsLayout()
        setNeedsDisplay()
        guard effectiveUserInterfaceLayoutDirection != before else { return }
        // The direction changed for this view and the descendants that inherit it.
        var stack: [UIView] = [self]
        var constrained: [UIView] = []
        while let v = stack.popLast() {
            if v !== self { v.setNeedsLayout(); v.setNeedsDisplay() }
            v._traitCollectionDidChange(previous)
            if let x = v._x, x.layoutNode != nil || !x.builtInGuides.isEmpty { constrained.append(v) }
            for s in v.subviews where s._semanticContentAttribute == .unspecified { stack.append(s) }
        }
        // All at once: constraints rewritten one view at a time would meet others still written
        // for the old direction (a spurious conflict).
        if !constrained.isEmpty { _UILayoutEngine.main.layoutDirectionDidChange(constrained) }
    }

    static func _layoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceLeftToRight, .playback: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        default: return _appLayoutDirection
        }
    }

    static func _layoutDirection(for attribute: UISemanticContentAttribute, relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .unspecified: return layoutDirection
        }
    }

    var _effectiveLayoutDirection: UIUserInterfaceLayoutDirection {
        let v = UIView._walkUp(from: Unmanaged.passUnretained(self)) { $0._semanticContentAttribute != .unspecified }
        switch v.takeUnretainedValue()._semanticContentAttribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified: return UIView._appLayoutDirection
        }
    }

    func _setTintColor(_ newValue: UIColor!) {
        if _isAppearanceProxy { _recordAppearance("tintColor", { $0.tintColor = newValue }); return }
        _noteExplicitAppearance(UIView._tintColorKeyBit)
        let old = _tintSnapshot()
        _tintColor = newValue
        _notifyTintIfChanged(from: old)
    }
}

// The bodies of UIView's open tint members (overridable members stay in the class: Swift on Linux cannot
// override members declared in extensions).
extension UIView {
    /// The setter of `tintAdjustmentMode`.
    final func _setTintAdjustmentMode(_ newValue: TintAdjustmentMode) {
        let old = _tintSnapshot()
        _tintAdjustmentMode = newValue
        _notifyTintIfChanged(from: old)
    }

    /// The getter of `tintColor`.
    final var _effectiveTintColor: UIColor {
        let base = _inheritedTint
        return tintAdjustmentMode == .dimmed ? base._dimmed : base
    }
}
