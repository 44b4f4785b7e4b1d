//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Support types of UIView: its flags and side storage, and the part layers controls draw with.

extension UIView: UITraitEnvironment {}

// The side storage's accessors (`_x`, allocated on the first non-default write).
extension UIView {
    var _ext: _UIViewExtras {
        if let x = _x { return x }
        let x = _UIViewExtras()
        _x = x
        return x
    }
    var _transform: CGAffineTransform {
        get { _x?.transform ?? .identity }
        set { if _x != nil || !newValue.isIdentity { _ext.transform = newValue } }
    }
    var _layoutMargins: UIEdgeInsets {
        get { _x?.layoutMargins ?? _UIViewExtras.defaultMargins }
        set { if _x != nil || newValue != _UIViewExtras.defaultMargins { _ext.layoutMargins = newValue } }
    }
    var _lastSafeAreaInsets: UIEdgeInsets {
        get { _x?.lastSafeAreaInsets ?? .zero }
        set { if _x != nil || newValue != .zero { _ext.lastSafeAreaInsets = newValue } }
    }
    var _lastLayoutMargins: UIEdgeInsets? {
        get { _x == nil ? _UIViewExtras.defaultMargins : _x!.lastLayoutMargins }
        set { if _x != nil || newValue != _UIViewExtras.defaultMargins { _ext.lastLayoutMargins = newValue } }
    }
    /// Values set explicitly (nil: the class's default applies).
    var _ax: _UIAccessibilityStorage {
        get { _x?.ax ?? _UIAccessibilityStorage() }
        set { _ext.ax = newValue }
    }
}


/// Rarely-changed boolean and mask state of a view.
struct _UIViewFlags {
    var autoresizesSubviews = true
    var autoresizingMask: UIView.AutoresizingMask = []
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    var translatesAutoresizingMask = true
    /// Set by `setNeedsUpdateConstraints()`, cleared when `updateConstraints()` ran.
    var needsUpdateConstraints = false
    var intrinsicDirty = false
    var didCallSuperUpdateConstraints = false
}


/// The delegate of the plain layers a control draws its parts with (a switch's track and knob, a
/// slider's tracks and thumb): they animate like views inside animation blocks and not at all
/// outside them. Parts as layers instead of subviews make a control several times cheaper to
/// create and lay out, which matters with thousands of controls.
@MainActor final class _UIPartLayerDelegate: CALayerDelegate {
    static let shared = _UIPartLayerDelegate()
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        UIView._animationBlockAction(forKey: event, view: nil)
    }
    /// Makes `part` a part layer (delegated to `shared`) of `parent`: below `sibling`, or on top.
    static func attach(_ part: CALayer, to parent: CALayer, below sibling: CALayer? = nil) {
        part._setOwningDelegate(shared)
        part._delegateActionsOnlyInBlocks = part._usesBaseActionSearch
        // Its delegate places nothing, and a plain layer has no layout of its own.
        part._layoutIsTrivial = type(of: part) == CALayer.self
        if let sibling { parent.insertSublayer(part, below: sibling) } else { parent.addSublayer(part) }
    }
}


/// Where a control last placed its part layers: the bounds and layout direction it placed them
/// for. Every change that moves the parts places them at once, so a layout pass for the same
/// bounds and direction has nothing to do; not for subclasses, whose rect overrides may depend on
/// state that only asks for layout.
struct _UIPartPlacement {
    private var placed: (bounds: CGRect, rtl: Bool)?
    @MainActor mutating func note(_ control: UIView) {
        placed = (control.bounds, control.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }
    @MainActor func isCurrent(for control: UIView, of exactClass: UIView.Type) -> Bool {
        guard type(of: control) == exactClass, let p = placed, p.bounds == control.bounds else { return false }
        return p.rtl == (control.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }
}

/// The rarely changed part of a view's state (see `UIView._x`).
@MainActor final class _UIViewExtras {
    static let defaultMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    @exclusivity(unchecked) var transform: CGAffineTransform = .identity
    @exclusivity(unchecked) var layoutMargins = _UIViewExtras.defaultMargins
    @exclusivity(unchecked) var lastSafeAreaInsets: UIEdgeInsets = .zero
    @exclusivity(unchecked) var lastLayoutMargins: UIEdgeInsets? = _UIViewExtras.defaultMargins
    @exclusivity(unchecked) var ax = _UIAccessibilityStorage()
    var restorationIdentifier: String?
    // Auto Layout (see _UILayoutEngine).
    nonisolated(unsafe) var layoutNode: _UILayoutNode?
    var installedConstraints: [NSLayoutConstraint] = []
    var layoutGuides: [UILayoutGuide] = []
    var builtInGuides: [UILayoutGuide._Role: UILayoutGuide] = [:]
    /// Hugging and compression resistance, horizontal then vertical (nil: the class's defaults).
    var hugging: (Float, Float)?
    /// The style override and trait-change registrations (nil: none).
    var traitState: _UITraitState?
    var compression: (Float, Float)?
    /// The view's interactions (`UIView+Interactions`).
    var interactions: [UIInteraction] = []
}

/// Whether the caller runs on the main queue, which is the main actor's executor: descriptions
/// (nonisolated, as NSObject's) read main-actor state only there. Unlike `Thread.isMainThread`
/// this also holds where the main queue is drained by a worker thread (Swift Testing on Linux).
enum _UIMainQueue {
    nonisolated(unsafe) private static let key: DispatchSpecificKey<UInt8> = {
        let k = DispatchSpecificKey<UInt8>()
        DispatchQueue.main.setSpecific(key: k, value: 1)
        return k
    }()
    static var isCurrent: Bool { Thread.isMainThread || DispatchQueue.getSpecific(key: key) != nil }
}
