//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// What a view is as its layer's delegate beyond the overridable methods in UIView.swift:
// which classes may skip the action search, and `endEditing(_:)`.

extension UIView {
    /// Classes known to keep UIView's `action(for:forKey:)` (UIKit's own): their layers skip
    /// the action search outside animation blocks. A class of another module may override it
    /// (Swift on Linux can't ask), so its layers ask it for every change.
    @exclusivity(unchecked) static var _baseLayerActionClasses: [ObjectIdentifier: Bool] = [:]

    var _classUsesBaseLayerActions: Bool {
        let cls = type(of: self)
        let id = ObjectIdentifier(cls)
        if let known = UIView._baseLayerActionClasses[id] { return known }
        // (`_typeName`, not `String(reflecting:)`: a mirror and its casts cost ~3 M instructions
        // the first time, in the first view's initialiser.)
        let own = _typeName(cls, qualified: true).hasPrefix("UIKitCore.")
        UIView._baseLayerActionClasses[id] = own
        return own
    }

    /// Makes the first responder inside this view's subtree (this view included) resign.
    /// With `force` it resigns even if it refuses. Returns whether one resigned.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window = (self as? UIWindow) ?? window, let responder = _UIFirstResponders.responder(of: window) else { return false }
        let view = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded
        guard let view, view.isDescendant(of: self) else { return false }
        if force {
            // A text field is never asked: it is made to resign (reference §13.2).
            if let field = responder as? UITextField { field._forceEndEditing(); return true }
            if !(responder.canResignFirstResponder && responder.resignFirstResponder()) || responder.isFirstResponder {
                _UIFirstResponders.clear(responder)
            }
            return true
        }
        guard responder.canResignFirstResponder else { return false }
        return responder.resignFirstResponder()
    }
}
