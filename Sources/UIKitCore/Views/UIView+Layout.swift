//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The layout pass, autoresizing, the safe area and layout margins.

extension UIView {

    func _layoutSublayersBase(of layer: CALayer) {
        guard layer === self.layer else { return }
        _layoutPass()
    }

    /// Called by the layer's layout (`CALayerDelegate.layoutSublayers(of:)`).
    func _layoutPass() {
        // Where a style override is in effect, colours set during layout resolve with the view's
        // traits (otherwise the screen's, the default current collection, are the same).
        let savedTraits = UITraitCollection._explicitCurrent
        if UIView._styleOverrides > 0 { UITraitCollection._explicitCurrent = UITraitCollection(_traitValues) }
        defer { UITraitCollection._explicitCurrent = savedTraits }
        _updateSafeAreaIfNeeded()
        _updateLayoutMarginsIfNeeded(safeArea: _lastSafeAreaInsets)
        let vc = _viewController
        vc?.viewWillLayoutSubviews()
        if _UILayoutEngine.mainIsLive { _applyEngineLayout() }
        layoutSubviews()
        vc?.viewDidLayoutSubviews()
    }

    /// Applies each subview's autoresizing mask after this view's size changed from `oldSize`.
    func _resizeSubviews(oldSize: CGSize) {
        let newSize = bounds.size
        let dw = newSize.width - oldSize.width, dh = newSize.height - oldSize.height
        guard dw != 0 || dh != 0 else { return }
        for s in subviews {
            let m = s.autoresizingMask
            guard !m.isEmpty else { continue }
            var f = s.frame
            func distribute(_ delta: CGFloat, _ lead: CGFloat, _ size: CGFloat, _ trail: CGFloat,
                            _ fl: Bool, _ fs: Bool, _ ft: Bool) -> (CGFloat, CGFloat) {
                let n = (fl ? 1 : 0) + (fs ? 1 : 0) + (ft ? 1 : 0)
                guard n > 0, delta != 0 else { return (0, 0) }
                let total = (fl ? max(lead, 0) : 0) + (fs ? max(size, 0) : 0) + (ft ? max(trail, 0) : 0)
                func share(_ part: CGFloat, _ flex: Bool) -> CGFloat {
                    guard flex else { return 0 }
                    return total > 0 ? delta * max(part, 0) / total : delta / CGFloat(n)
                }
                return (share(lead, fl), share(size, fs))
            }
            if dw != 0 {
                let (dl, ds) = distribute(dw, f.minX, f.width, oldSize.width - f.maxX,
                                          m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth), m.contains(.flexibleRightMargin))
                f.origin.x += dl; f.size.width = max(0, f.size.width + ds)
            }
            if dh != 0 {
                let (dt, ds) = distribute(dh, f.minY, f.height, oldSize.height - f.maxY,
                                          m.contains(.flexibleTopMargin), m.contains(.flexibleHeight), m.contains(.flexibleBottomMargin))
                f.origin.y += dt; f.size.height = max(0, f.size.height + ds)
            }
            if f != s.frame { s.frame = f }
        }
    }

    /// How many windows have non-zero safe-area insets plus how many view controllers have non-zero
    /// `additionalSafeAreaInsets` (a window or controller that goes away while non-zero stays
    /// counted: the count only errs towards computing). While it is zero every view's safe area
    /// is zero, so neither reading `safeAreaInsets` nor checking it at layout or on entering a
    /// window walks the hierarchy: a new view costs nothing here.
    @exclusivity(unchecked) static var _safeAreaSources = 0

    func _computeSafeAreaInsets() -> UIEdgeInsets {
        if UIView._safeAreaSources == 0 { return .zero }
        guard let window else { return .zero }
        if self === window { return window._windowSafeAreaInsets }
        return UIView._insets(of: convert(bounds, to: window), within: _safeRect(in: window))
    }

    /// The safe area, in `window`'s coordinates, of this view and of the views below it that are
    /// not a controller's root view: the window's safe rect shrunk by the bars and additional
    /// insets of the controllers whose root views are this view or its ancestors (applied to
    /// each root view's rect). Null when nothing is safe.
    ///
    /// An edge where the window has no inset does not limit the safe area (as on iOS: a view
    /// reaching past such an edge gets no inset there), which also keeps this path equal to the
    /// `_safeAreaSources == 0` answer. A controller limits the safe area to its root view's rect
    /// on the edges where something covers it: an edge that neither the window nor a controller
    /// insets stays unbounded, so content reaching past a root view's bottom (a long list in a
    /// scroll view) is not "covered" there, as on iOS.
    func _safeRect(in window: UIWindow) -> CGRect {
        let wb = window.bounds, wi = window._windowSafeAreaInsets, far: CGFloat = 1e9   // (an unbounded edge; small enough that the far edge keeps its precision)
        var minX = wi.left > 0 ? wb.minX + wi.left : -far, maxX = wi.right > 0 ? wb.maxX - wi.right : far
        var minY = wi.top > 0 ? wb.minY + wi.top : -far, maxY = wi.bottom > 0 ? wb.maxY - wi.bottom : far
        var v: UIView? = self
        var vcs: [UIView] = []
        while let c = v, !(c is UIWindow) {
            if let vc = c._viewController, vc.additionalSafeAreaInsets != .zero || vc._barSafeAreaInsets != .zero { vcs.append(c) }
            v = c.superview
        }
        for root in vcs.reversed() {   // (outermost first)
            let vc = root._viewController!, a = vc.additionalSafeAreaInsets, b = vc._barSafeAreaInsets
            let r = root.convert(root.bounds, to: window)
            let top = a.top + b.top, left = a.left + b.left, bottom = a.bottom + b.bottom, right = a.right + b.right
            if top != 0 || minY > -far { minY = max(minY, r.minY) + top }
            if left != 0 || minX > -far { minX = max(minX, r.minX) + left }
            if bottom != 0 || maxY < far { maxY = min(maxY, r.maxY) - bottom }
            if right != 0 || maxX < far { maxX = min(maxX, r.maxX) - right }
        }
        return minX <= maxX && minY <= maxY ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }

    /// The insets of a view at `me` (window coordinates) from the safe rect `safe`: how far each
    /// edge reaches outside it, at most the view's size; zero when nothing is safe.
    static func _insets(of me: CGRect, within safe: CGRect) -> UIEdgeInsets {
        guard !safe.isNull, me.width >= 0 else { return .zero }
        return UIEdgeInsets(top: max(0, min(me.height, safe.minY - me.minY)),
                            left: max(0, min(me.width, safe.minX - me.minX)),
                            bottom: max(0, min(me.height, me.maxY - safe.maxY)),
                            right: max(0, min(me.width, me.maxX - safe.maxX)))
    }

    /// The rectangle of the bounds inside the safe area (what `safeAreaLayoutGuide.layoutFrame`
    /// reports on iOS; layout guides are not implemented here).
    package var _safeAreaFrame: CGRect { bounds.inset(by: safeAreaInsets) }

    func _updateSafeAreaIfNeeded() { _updateSafeArea(to: _computeSafeAreaInsets()) }

    /// Records the safe-area insets `now` (computed by the caller) and, when they changed, tells
    /// the view, its controller, its guides and its margins.
    func _updateSafeArea(to now: UIEdgeInsets) {
        if now != _lastSafeAreaInsets {
            _lastSafeAreaInsets = now
            safeAreaInsetsDidChange()
            _viewController?.viewSafeAreaInsetsDidChange()
            _builtInGuidesDidChange()
            setNeedsLayout()
            _updateLayoutMarginsIfNeeded(safeArea: now)
        }
    }

    /// The margins with the system minimum, the safe area (`safeArea`: the insets when just
    /// computed, else they are computed) and the superview's preserved margins applied.
    func _effectiveLayoutMargins(safeArea: UIEdgeInsets? = nil) -> UIEdgeInsets {
        var m = _layoutMargins
        if let vc = _viewController, vc.viewRespectsSystemMinimumLayoutMargins {
            let minimum = vc.systemMinimumLayoutMargins
            m.left = max(m.left, minimum.leading)
            m.right = max(m.right, minimum.trailing)
            m.top = max(m.top, minimum.top)
            m.bottom = max(m.bottom, minimum.bottom)
        }
        // (Skipped while no safe area can be non-zero and the margins are not negative: the
        // maximum with zero insets would change nothing.)
        if insetsLayoutMarginsFromSafeArea,
           UIView._safeAreaSources != 0 || m.top < 0 || m.left < 0 || m.bottom < 0 || m.right < 0,
           window != nil {
            let s = safeArea ?? _computeSafeAreaInsets()
            // Margins that reach outside the safe area are moved to its edge.
            m = UIEdgeInsets(top: max(m.top, s.top), left: max(m.left, s.left), bottom: max(m.bottom, s.bottom), right: max(m.right, s.right))
        }
        if preservesSuperviewLayoutMargins, let sup = superview {
            let sm = sup._effectiveLayoutMargins()
            let f = frame, sb = sup.bounds
            m.top = max(m.top, sm.top - (f.minY - sb.minY))
            m.left = max(m.left, sm.left - (f.minX - sb.minX))
            m.bottom = max(m.bottom, sm.bottom - (sb.maxY - f.maxY))
            m.right = max(m.right, sm.right - (sb.maxX - f.maxX))
        }
        return m
    }

    func _updateLayoutMarginsIfNeeded(safeArea: UIEdgeInsets? = nil) {
        let now = _effectiveLayoutMargins(safeArea: safeArea)
        if let last = _lastLayoutMargins, last == now { return }
        let first = _lastLayoutMargins == nil
        _lastLayoutMargins = now
        if !first {
            _builtInGuidesDidChange()
            layoutMarginsDidChange()
            _viewController?.viewLayoutMarginsDidChange()
        }
    }

    func _setLayoutMargins(_ newValue: UIEdgeInsets) {
        guard newValue._isFinite else {
            return UIKitLog.warning("UIView.layoutMargins: non-finite insets ignored", category: "UIView")
        }
        _layoutMargins = newValue
        _updateLayoutMarginsIfNeeded()
        setNeedsLayout()
    }

    var _directionalLayoutMargins: NSDirectionalEdgeInsets {
        let m = layoutMargins
        return effectiveUserInterfaceLayoutDirection == .rightToLeft
            ? NSDirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
            : NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
    }

    func _setDirectionalLayoutMargins(_ newValue: NSDirectionalEdgeInsets) {
        layoutMargins = effectiveUserInterfaceLayoutDirection == .rightToLeft
            ? UIEdgeInsets(top: newValue.top, left: newValue.trailing, bottom: newValue.bottom, right: newValue.leading)
            : UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
    }

    func _sizeToFit() {
        let s = sizeThatFits(bounds.size)
        guard s.width.isFinite, s.height.isFinite else { return }
        var f = frame
        f.size = CGSize(width: max(0, s.width), height: max(0, s.height))
        // A real size change marks the superview (the layer does that); the same size marks
        // nothing, so sizeToFit() in layoutSubviews settles, as on iOS.
        frame = f
    }
}

// The bodies of UIView's open sizing members (overridable members stay in the class: Swift on Linux cannot
// override members declared in extensions).
extension UIView {
    /// `invalidateIntrinsicContentSize()`.
    final func _invalidateIntrinsicContentSizeBase() {
        superview?.setNeedsLayout()
        if let stack = superview as? UIStackView { stack._arrangedSubviewIntrinsicSizeDidChange(self) }
        if _x?.layoutNode != nil { _intrinsicContentSizeDidChange() }
    }

    /// `layoutIfNeeded()`: the constraints first, then the layer tree.
    final func _layoutIfNeededBase() {
        if _UILayoutEngine.mainIsLive { _UILayoutEngine.main.prepareForLayout() }
        layer.layoutIfNeeded()
    }
}
