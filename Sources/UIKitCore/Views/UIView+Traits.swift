//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Traits: how a view's trait collection is made (screen → window → controllers → views, with
// style overrides), how changes reach the views and controllers below, and what repaints.

extension UIView: UITraitChangeObservable {
    /// The appearance this view and its subviews use (`.unspecified`: inherit it). Setting a
    /// different style tells the subtree its traits changed and repaints what uses dynamic colours.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { _x?.traitState?.overrideStyle ?? .unspecified }
        set {
            guard newValue != overrideUserInterfaceStyle else { return }
            let old = _traitValues
            let state = _traitStateForRegistration
            UIView._noteOverride(from: state.overrideStyle, to: newValue)
            state.overrideStyle = newValue
            _traitInputsChanged(old: old)
        }
    }

    /// Calls `handler` with the view and its previous traits after any of `traits` changed (iOS 17).
    @discardableResult
    public func registerForTraitChanges<T: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping (T, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        _traitStateForRegistration.register(.handler(traits, handler))
    }
    /// Sends `action` to `target` (sender: the view) after any of `traits` changed (iOS 17).
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        _traitStateForRegistration.register(.action(traits, target: target, action))
    }
    /// Sends `action` to the view itself after any of `traits` changed (iOS 17).
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        _traitStateForRegistration.register(.action(traits, target: nil, action))
    }
    /// Removes a registration made on this view.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        _x?.traitState?.unregister(registration)
    }

    private var _traitStateForRegistration: _UITraitState {
        if let s = _x?.traitState { return s }
        let s = _UITraitState()
        _ext.traitState = s
        return s
    }
}

extension UIView {
    /// How many views and controllers override the style, and presentation containers in a tree
    /// (whose sheets and popovers are elevated): while there is none, a view's traits are its
    /// screen's without a walk up the tree.
    @exclusivity(unchecked) static var _styleOverrides = 0

    static func _noteOverride(from old: UIUserInterfaceStyle, to new: UIUserInterfaceStyle) {
        if old == .unspecified && new != .unspecified { _styleOverrides += 1 }
        if old != .unspecified && new == .unspecified { _styleOverrides -= 1 }
    }

    /// The traits a tree's top view hands down: its screen's, with size classes from the
    /// window's size (the screen's for a view in no window). Width: regular from 600 points
    /// (an iPad or a large iPhone in landscape), else compact; height: regular from 500 points.
    static func _rootTraitValues(for top: UIView?) -> _UITraitValues {
        let window = top as? UIWindow
        let screen = window?.screen ?? UIScreen.main
        var v = screen._traitValues
        let size = window?.bounds.size ?? screen.bounds.size
        v.horizontalSizeClass = size.width >= 600 ? .regular : .compact
        v.verticalSizeClass = size.height >= 500 ? .regular : .compact
        if let o = window?._traitOverrideValues { v.merge(o) }
        return v
    }

    /// This view's traits given its parent's: its controller's and its own style override, the
    /// elevated level of a sheet or popover (a view presented in a container that elevates its
    /// content), and its semantic content attribute's direction.
    func _deriveTraits(from parent: _UITraitValues) -> _UITraitValues {
        var v = parent
        if UIView._styleOverrides > 0 {
            if let c = _superview as? _UIPresentationContainerView, c._elevatesContent { v.userInterfaceLevel = .elevated }
            if let vc = _viewController, vc.viewIfLoaded === self, let s = vc._traitState?.overrideStyle, s != .unspecified {
                v.userInterfaceStyle = s
            }
            if let s = _x?.traitState?.overrideStyle, s != .unspecified { v.userInterfaceStyle = s }
        }
        if _semanticContentAttribute != .unspecified {
            let parentDirection: UIUserInterfaceLayoutDirection = parent.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
            v.layoutDirection = UIView._layoutDirection(for: _semanticContentAttribute, relativeTo: parentDirection) == .rightToLeft ? .rightToLeft : .leftToRight
        }
        return v
    }

    /// The view's traits now.
    var _traitValues: _UITraitValues {
        if UIView._styleOverrides == 0 {
            let top = UIView._walkUp(from: Unmanaged.passUnretained(self)) { _ in false }.takeUnretainedValue()
            var v = UIView._rootTraitValues(for: top)
            v.layoutDirection = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
            return v
        }
        var chain: [UIView] = [self]
        while let s = chain[chain.count - 1]._superview { chain.append(s) }
        var v = UIView._rootTraitValues(for: chain[chain.count - 1])
        for view in chain.reversed() { v = view._deriveTraits(from: v) }
        return v
    }

    /// The getter of `traitCollection`.
    final var _traitCollectionBase: UITraitCollection { UITraitCollection(_traitValues) }

    /// Something this view's traits come from changed (its override, its place, its window):
    /// `old` were its traits before. Tells every view below whose traits differ, top down.
    func _traitInputsChanged(old: _UITraitValues) {
        let new = _traitValues
        if let w = self as? UIWindow { w._traitValuesSeen = new }
        UIView._propagateTraits(self, old: old, new: new)
    }

    /// Tells `root` (whose traits went from `old` to `new`) and each view below whose traits
    /// changed: parents before children, each controller before its view.
    static func _propagateTraits(_ root: UIView, old: _UITraitValues, new: _UITraitValues) {
        guard old != new else { return }
        var stack: [(UIView, _UITraitValues, _UITraitValues)] = [(root, old, new)]
        while let (v, o, n) = stack.popLast() {
            guard o != n else { continue }
            v._traitsChanged(old: o, new: n)
            for s in v.subviews.reversed() { stack.append((s, s._deriveTraits(from: o), s._deriveTraits(from: n))) }
        }
    }

    /// One view's traits changed: repaint what resolved dynamic colours, lay out again, then call
    /// the controller's and the view's `traitCollectionDidChange(_:)` and registrations.
    func _traitsChanged(old o: _UITraitValues, new n: _UITraitValues) {
        let previous = UITraitCollection(o), current = UITraitCollection(n)
        setNeedsLayout()
        current.performAsCurrent {
            if o.differsInColorAppearance(from: n) {
                if let bg = _backgroundColor, bg._isDynamic { layer.backgroundColor = bg.resolvedColor(with: current).cgColor }
                if layer._delegateDraws { layer.setNeedsDisplay() }
                (self as? _UIDynamicColorUpdating)?._updateDynamicColors()
            }
            if o.preferredContentSizeCategory != n.preferredContentSizeCategory {
                (self as? _UIContentSizeFollowing)?._contentSizeCategoryDidChange(n.preferredContentSizeCategory)
            }
            if let vc = _viewController, vc.viewIfLoaded === self {
                (vc as? UINavigationController)?._barHiding.traitsChanged(previous: previous)
                vc.traitCollectionDidChange(previous)
                vc._traitState?.notify(vc, old: o, new: n, previous: previous)
            }
            traitCollectionDidChange(previous)
            _x?.traitState?.notify(self, old: o, new: n, previous: previous)
        }
    }

    /// A colour as this view shows it: resolved with the view's traits when dynamic.
    func _resolved(_ color: UIColor?) -> UIColor? {
        guard let c = color, c._isDynamic else { return color }
        return c.resolvedColor(with: traitCollection)
    }

    /// Runs `body` with the view's traits as `UITraitCollection.current` (drawing, layout).
    func _withCurrentTraits(_ body: () -> Void) {
        UITraitCollection(_traitValues).performAsCurrent(body)
    }
}

/// A view that copies dynamic colours into its part layers (a switch's track, a slider's
/// tracks): it copies them again, with the new traits current, when they may resolve differently.
@MainActor protocol _UIDynamicColorUpdating: AnyObject {
    func _updateDynamicColors()
}

/// A view that follows the text size itself (`adjustsFontForContentSizeCategory`).
@MainActor protocol _UIContentSizeFollowing: AnyObject {
    func _contentSizeCategoryDidChange(_ category: UIContentSizeCategory)
}
