//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UIToolbar: the item views, their row (flexible and fixed spaces), and the background reaching
// down into the bottom safe area.
extension UIToolbar {
    /// Makes the item views again (items or appearance changed).
    func _rebuildViews() {
        for v in _views { v?.removeFromSuperview() }
        let a = _standardAppearance
        _views = (_items ?? []).map {
            _UIBarButtonView.makeView(for: $0, in: self, plain: a.buttonAppearance, done: a.doneButtonAppearance)
        }
        _updateBackground()
        setNeedsLayout()
    }

    func _updateBackground() {
        let a = _standardAppearance
        _background.apply(effect: a.backgroundEffect, color: a._resolvedBackgroundColor(barTint: barTintColor, translucent: isTranslucent, style: barStyle), image: a.backgroundImage ?? _backgroundImages[UIBarMetrics.default.rawValue],
                          contentMode: a.backgroundImageContentMode, shadowColor: a.shadowColor,
                          shadowImage: _shadowImages[0] ?? a.shadowImage)
    }

    /// How far the background reaches below the bar: to the window's bottom when the bar sits
    /// on the bottom safe-area edge (`.bottom`).
    var _backgroundExtension: CGFloat {
        guard barPosition == .bottom, let w = window else { return 0 }
        let gap = w.bounds.height - convert(CGPoint(x: 0, y: bounds.height), to: nil).y
        return gap > 0 && gap <= w.safeAreaInsets.bottom + 0.5 ? gap : 0
    }

    func _layoutToolbar() {
        let b = bounds
        // At the bottom the hairline is on the top edge; a toolbar at the top has it below.
        let position = barPosition
        _background.shadowEdge = position == .top || position == .topAttached ? .bottom : .top
        _background.frame = CGRect(x: 0, y: 0, width: b.width, height: b.height + _backgroundExtension)
        let items = _items ?? []
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let insets = safeAreaInsets
        let safe = rtl ? UIEdgeInsets(top: insets.top, left: insets.right, bottom: insets.bottom, right: insets.left) : insets
        let rowH = min(44, b.height)
        // Widths: buttons their own, custom views theirs plus 8 pt each side, fixed spaces their
        // width; flexible spaces share what is left.
        var widths: [CGFloat] = []
        var flexible = 0
        for (i, item) in items.enumerated() {
            let v = i < _views.count ? _views[i] : nil
            v?.isHidden = item.isHidden
            if item.isHidden { widths.append(0); continue }
            if item._systemItem == .flexibleSpace { flexible += 1; widths.append(0); continue }
            if item._systemItem == .fixedSpace { widths.append(max(0, item.width)); continue }
            guard let v else { widths.append(0); continue }
            if v is _UIBarButtonView { widths.append(v.sizeThatFits(.zero).width); continue }
            let w = item.width > 0 ? item.width : (v.bounds.width > 0 ? v.bounds.width : v.sizeThatFits(.zero).width)
            widths.append(w + 16)
        }
        let lo = safe.left + 8, hi = b.width - safe.right - 8
        let free = max(0, hi - lo - widths.reduce(0, +))
        let flexWidth = flexible > 0 ? free / CGFloat(flexible) : 0
        var x = lo
        for (i, item) in items.enumerated() {
            var w = widths[i]
            if item._systemItem == .flexibleSpace && !item.isHidden { w = flexWidth }
            if let v = i < _views.count ? _views[i] : nil, !item.isHidden {
                if v is _UIBarButtonView {
                    v.frame = CGRect(x: x.rounded(), y: 0, width: w, height: rowH)
                } else {
                    let h = min(rowH, v.bounds.height > 0 ? v.bounds.height : v.sizeThatFits(.zero).height)
                    v.frame = CGRect(x: (x + 8).rounded(), y: ((rowH - h) / 2).rounded(), width: w - 16, height: h)
                }
            }
            x += w
        }
        if rtl { _UIBarButtonView.mirror(_views.compactMap { $0 }, width: b.width) }
    }
}
