//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// Expanded layout: the display mode (automatic from the window's shape), column widths, tiled
// and overlaid columns with their separators, the display mode button and the edge swipe.

extension UISplitViewController {
    /// The default column width (iOS's sidebar width on an iPad).
    static let _defaultColumnWidth: CGFloat = 320
    /// How long showing or hiding a column takes.
    static let _columnAnimationDuration: TimeInterval = 0.3

    var _isLandscape: Bool {
        let s = viewIfLoaded?.bounds.size ?? UIScreen.main.bounds.size
        return s.width > s.height
    }

    /// What `.automatic` means now: the columns beside the secondary in a landscape window
    /// (two with three columns when they leave the secondary at least 320 pt), the secondary
    /// alone in a portrait one.
    var _automaticDisplayMode: DisplayMode {
        guard _isLandscape else { return .secondaryOnly }
        if style == .tripleColumn {
            let w = viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width
            return w - primaryColumnWidth - supplementaryColumnWidth >= UISplitViewController._defaultColumnWidth
                ? .twoBesideSecondary : .oneBesideSecondary
        }
        return .oneBesideSecondary
    }

    func _columnWidth(_ points: CGFloat, _ fraction: CGFloat, _ minimum: CGFloat, _ maximum: CGFloat) -> CGFloat {
        let total = viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width
        var w = UISplitViewController._defaultColumnWidth
        if points >= 0 { w = points } else if fraction >= 0 { w = total * min(1, fraction) }
        let hi = maximum >= 0 ? maximum : (points >= 0 || fraction >= 0 ? total : max(UISplitViewController._defaultColumnWidth, total / 2))
        let lo = minimum >= 0 ? minimum : 0
        return max(0, min(max(w, lo), hi, total)).rounded()
    }

    /// The columns an expanded display mode shows besides the secondary, leading first.
    func _sideColumns(_ mode: DisplayMode) -> [Column] {
        let triple = style == .tripleColumn
        switch mode {
        case .secondaryOnly, .automatic: return []
        case .oneBesideSecondary, .oneOverSecondary: return [triple ? .supplementary : .primary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: return triple ? [.primary, .supplementary] : [.primary]
        }
    }

    /// Changes the display mode (delegate first), animating the columns in or out when on screen.
    func _setDisplayMode(_ mode: DisplayMode, animated: Bool) {
        let old = displayMode
        let new = mode == .automatic ? _automaticDisplayMode : mode
        guard new != old || (mode == .automatic) != (_displayModeState == .automatic) else { return }
        if new != old {
            delegate?.splitViewController(self, willChangeTo: new)
            if style != .unspecified, !isCollapsed {
                let before = _sideColumns(old), after = _sideColumns(new)
                for c in before where !after.contains(c) { delegate?.splitViewController(self, willHide: c) }
                for c in after where !before.contains(c) { delegate?.splitViewController(self, willShow: c) }
            }
        }
        _displayModeState = mode
        guard let v = viewIfLoaded else { return }
        guard animated, v.window != nil, new != old else {
            v.setNeedsLayout()
            return v.layoutIfNeeded()
        }
        // The columns coming in start at their hidden place; everything slides.
        let incoming = _sideColumns(new).filter { !_sideColumns(old).contains($0) }
        let outgoing = _sideColumns(old).filter { !_sideColumns(new).contains($0) }
        _outgoing = outgoing
        // Will-callbacks as the slide starts, did-callbacks when it ends, as on iOS.
        let visible = _appearance == .appeared && shouldAutomaticallyForwardAppearanceMethods
        let coming = incoming.compactMap { _container($0) }, going = outgoing.compactMap { _container($0) }
        if visible {
            for vc in coming { vc._beginAppearance(true, animated: true) }
            for vc in going { vc._beginAppearance(false, animated: true) }
        }
        _installColumns(for: new)
        for c in incoming {
            guard let cv = _container(c)?.viewIfLoaded else { continue }
            cv.frame = _hiddenFrame(of: c, in: v.bounds)
        }
        UIView.animate(withDuration: UISplitViewController._columnAnimationDuration, delay: 0, options: [.curveEaseInOut], animations: {
            self._layoutExpanded(keeping: outgoing)
        }, completion: { [weak self] _ in
            guard let self else { return }
            self._outgoing = []
            self._layoutColumns()
            guard visible else { return }
            for vc in going { vc._endAppearance(false) }
            for vc in coming { vc._endAppearance(true) }
        })
    }

    func _preferredDisplayModeChanged() {
        guard !isCollapsed else { _displayModeState = preferredDisplayMode; return }
        _setDisplayMode(preferredDisplayMode, animated: false)
    }

    /// Where `column` goes when hidden: off the primary's edge.
    func _hiddenFrame(of column: Column, in b: CGRect) -> CGRect {
        let w = column == .supplementary ? supplementaryColumnWidth : primaryColumnWidth
        let offset = column == .primary && style == .tripleColumn ? supplementaryColumnWidth : 0
        let x = primaryEdge == .leading ? b.minX - w - offset : b.maxX + offset
        return CGRect(x: x, y: b.minY, width: w, height: b.height)
    }

    /// Lays out what the split view shows: collapsing or expanding first when the horizontal
    /// size class changed.
    func _layoutColumns() {
        guard let v = viewIfLoaded else { return }
        let compact = v.traitCollection.horizontalSizeClass == .compact
        if _collapsedState != compact {
            let first = _collapsedState == nil
            _collapsedState = compact
            if compact { _collapseIntoOneStack() } else if !first { _expand() }
        }
        _edgeSwipe?.isEnabled = presentsWithGesture && !compact && displayMode == .secondaryOnly
        _edgeSwipe?.edges = primaryEdge == .leading ? .left : .right
        if compact {
            _separators.forEach { $0.isHidden = true }
            _dismissView.isHidden = true
            guard let shown = _collapsedController else { return }
            for c in children where c !== shown { c.viewIfLoaded?.removeFromSuperview() }
            let sv: UIView = shown.view
            if sv.superview !== v { v.insertSubview(sv, at: 0) }
            sv.frame = v.bounds
            return
        }
        if _outgoing.isEmpty {
            _installColumns(for: displayMode)
            _layoutExpanded(keeping: [])
        }
    }

    /// The controller shown while collapsed: the compact column's, else the primary.
    var _collapsedController: UIViewController? {
        style == .unspecified ? _classic.first : (_columnNavs[.compact] ?? _columnNavs[.primary])
    }

    /// Puts the views of the columns `mode` shows in the split view (secondary at the bottom),
    /// and takes out the others (and the compact column's).
    func _installColumns(for mode: DisplayMode) {
        guard let v = viewIfLoaded else { return }
        let side = _sideColumns(mode)
        let shown = ([.secondary] + side + _outgoing).compactMap { _container($0) }
        for c in children where !shown.contains(where: { $0 === c }) { c.viewIfLoaded?.removeFromSuperview() }
        var below: UIView?
        for vc in shown {
            let cv: UIView = vc.view
            if cv.superview !== v {
                if let b = below { v.insertSubview(cv, aboveSubview: b) } else { v.insertSubview(cv, at: 0) }
            }
            below = cv
            if vc === _container(.secondary) {
                // The tap-outside view sits over the secondary, under overlaid columns.
                if _dismissView.superview !== v { v.insertSubview(_dismissView, aboveSubview: cv) }
                below = _dismissView
            }
        }
        for s in _separators where s.superview !== v { v.addSubview(s) }
        _placeDisplayModeButton()
    }

    /// The frames of an expanded split view: tiled, overlaid or displacing side columns, the
    /// separators, and the tap-outside view over the secondary while a column is overlaid.
    /// `outgoing` columns (being hidden, animated) move to their hidden place.
    func _layoutExpanded(keeping outgoing: [Column]) {
        guard let v = viewIfLoaded else { return }
        let b = v.bounds, mode = displayMode
        let hair = 1 / max(1, v.window?.screen.scale ?? UIScreen.main.scale)
        let side = _sideColumns(mode)
        let overlay = mode == .oneOverSecondary || mode == .twoOverSecondary
        let leading = primaryEdge == .leading
        // The side columns, from the primary's edge inwards.
        var x: CGFloat = 0
        var frames: [(Column, CGRect)] = []
        for c in side {
            let w = c == .supplementary ? supplementaryColumnWidth : primaryColumnWidth
            let f = CGRect(x: leading ? b.minX + x : b.maxX - x - w, y: b.minY, width: w, height: b.height)
            frames.append((c, f))
            x += w + hair
        }
        for (c, f) in frames { _container(c)?.viewIfLoaded?.frame = f }
        for c in outgoing { _container(c)?.viewIfLoaded?.frame = _hiddenFrame(of: c, in: b) }
        // The secondary: the rest (tiled), everything (overlaid), or pushed over (displaced).
        var secondary = b
        if !overlay, !side.isEmpty {
            if mode == .twoDisplaceSecondary, let supp = frames.last {
                let w = b.width - supp.1.width - hair
                secondary = CGRect(x: leading ? b.minX + x : b.maxX - x - w, y: b.minY, width: w, height: b.height)
            } else {
                secondary = CGRect(x: leading ? b.minX + x : b.minX, y: b.minY, width: max(0, b.width - x), height: b.height)
            }
        }
        _container(.secondary)?.viewIfLoaded?.frame = secondary
        for (i, s) in _separators.enumerated() {
            guard i < frames.count else { s.isHidden = true; continue }
            let f = frames[i].1
            s.isHidden = false
            s.frame = CGRect(x: leading ? f.maxX : f.minX - hair, y: b.minY, width: hair, height: b.height)
            v.bringSubviewToFront(s)
        }
        _dismissView.isHidden = !overlay || side.isEmpty
        _dismissView.frame = b
    }

    /// The user tapped outside the overlaid columns: they hide.
    func _hideOverlaidColumns() {
        guard !isCollapsed, displayMode == .oneOverSecondary || displayMode == .twoOverSecondary else { return }
        _setDisplayMode(.secondaryOnly, animated: true)
    }

    /// The display mode button: the delegate's target, else the side columns show when hidden
    /// (tiled in a landscape window, overlaid in a portrait one) and hide when shown.
    func _displayModeButtonTapped() {
        guard !isCollapsed else { return }
        var target = delegate?.targetDisplayModeForAction(in: self) ?? .automatic
        if target == .automatic {
            if displayMode == .secondaryOnly {
                let b = splitBehavior, triple = style == .tripleColumn
                switch b {
                case .overlay: target = triple ? .twoOverSecondary : .oneOverSecondary
                case .displace: target = triple ? .twoDisplaceSecondary : .oneBesideSecondary
                default: target = triple ? .twoBesideSecondary : .oneBesideSecondary
                }
            } else {
                target = .secondaryOnly
            }
        }
        _setDisplayMode(target, animated: true)
    }

    /// Column style: the secondary column's root shows the display mode button as its left
    /// item (when it has none of its own), unless `displayModeButtonVisibility` is `.never`.
    func _placeDisplayModeButton() {
        guard style != .unspecified else { return }
        let host = (_columnNavs[.secondary] as? UINavigationController)?.viewControllers.first?.navigationItem
        let wanted = displayModeButtonVisibility != .never && !isCollapsed ? host : nil
        if let old = _buttonHost, old !== wanted, old.leftBarButtonItem === _displayModeButton {
            old.leftBarButtonItem = nil
        }
        _buttonHost = nil
        guard let item = wanted, item.leftBarButtonItem == nil || item.leftBarButtonItem === _displayModeButton else { return }
        item.leftBarButtonItem = displayModeButtonItem
        _buttonHost = item
    }

    /// A swipe from the primary's edge shows the hidden columns, as the display mode button does.
    func _edgeSwiped(_ g: UIScreenEdgePanGestureRecognizer) {
        switch g.state {
        case .began:
            guard !isCollapsed, displayMode == .secondaryOnly else { return }
            delegate?.splitViewControllerInteractivePresentationGestureWillBegin(self)
            _swipePresenting = true
        case .ended, .cancelled:
            guard _swipePresenting else { return }
            _swipePresenting = false
            if g.state == .ended { _displayModeButtonTapped() }
            delegate?.splitViewControllerInteractivePresentationGestureDidEnd(self)
        default: break
        }
    }
}
