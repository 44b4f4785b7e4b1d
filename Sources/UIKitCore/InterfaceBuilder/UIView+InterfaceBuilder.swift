//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import QuartzCore
import UIKitIBDocument

// UIView from a document: the base attributes every view element has (frame, autoresizing,
// colours, flags, content mode, margins, priorities, accessibility), its subviews in order,
// and the keys outlets and runtime attributes reach by name ("layer", "gestureRecognizers").

extension UIView {
    /// Called by `init?(coder:)`: decodes the view's attributes and subviews when `coder` is a
    /// document's decoder (any other coder: nothing).
    func _decodeInterfaceBuilderView(_ coder: NSCoder) {
        guard let coder = coder as? _UINibDecoder else { return }
        _decodeInterfaceBuilderAttributes(coder)
        _decodeInterfaceBuilderSubviews(coder)
    }

    /// The base view attributes of the element (safe to apply again after a subclass's own
    /// initialisation changed some of them).
    func _decodeInterfaceBuilderAttributes(_ coder: _UINibDecoder) {
        let e = coder.element
        if let frame = coder.rect("frame") {
            if frame.size.width < 0 || frame.size.height < 0 {
                coder.report("the frame \(frame) has a negative size; its standardized rectangle is used")
            }
            self.frame = frame.standardized
        }
        var d: [IBDiagnostic] = []
        if let mask = e.value(IBAutoresizingMask.self, key: "autoresizingMask", diagnostics: &d) {
            autoresizingMask = UIView.AutoresizingMask(rawValue: mask.rawValue)
        }
        coder.context.report(d)
        if coder.bool("translatesAutoresizingMaskIntoConstraints") == false, coder.bool("fixedFrame") != true {
            translatesAutoresizingMaskIntoConstraints = false
        }
        if let c = coder.color("backgroundColor") { backgroundColor = c }
        if let c = coder.color("tintColor") { tintColor = c }
        if let a = coder.cgFloat("alpha") { alpha = a }
        if let h = coder.bool("hidden") { isHidden = h }
        if let o = coder.bool("opaque") { isOpaque = o }
        if let c = coder.bool("clipsSubviews") { clipsToBounds = c }
        if let u = coder.bool("userInteractionEnabled") { isUserInteractionEnabled = u }
        if let m = coder.bool("multipleTouchEnabled") { isMultipleTouchEnabled = m }
        if let m = coder.enumeration("contentMode", _UIIBValues.contentModes) { contentMode = m }
        if let t = coder.int("tag") { tag = t }
        if let s = coder.enumeration("semanticContentAttribute", _UIIBValues.semanticContentAttributes) {
            semanticContentAttribute = s
        }
        if let r = e.attribute("restorationIdentifier") { restorationIdentifier = r }
        if let insets = coder.insets("layoutMargins") {
            layoutMargins = UIEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        }
        if let insets = coder.insets("directionalLayoutMargins") {
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: insets.top, leading: insets.left,
                                                               bottom: insets.bottom, trailing: insets.right)
        }
        if let v = coder.bool("insetsLayoutMarginsFromSafeArea") { insetsLayoutMarginsFromSafeArea = v }
        if let v = coder.bool("preservesSuperviewLayoutMargins") { preservesSuperviewLayoutMargins = v }
        if let p = coder.double("horizontalHuggingPriority") { setContentHuggingPriority(UILayoutPriority(Float(p)), for: .horizontal) }
        if let p = coder.double("verticalHuggingPriority") { setContentHuggingPriority(UILayoutPriority(Float(p)), for: .vertical) }
        if let p = coder.double("horizontalCompressionResistancePriority") {
            setContentCompressionResistancePriority(UILayoutPriority(Float(p)), for: .horizontal)
        }
        if let p = coder.double("verticalCompressionResistancePriority") {
            setContentCompressionResistancePriority(UILayoutPriority(Float(p)), for: .vertical)
        }
        if let a = e.child(named: "accessibility", key: "accessibilityConfiguration") { _decodeAccessibility(a, coder) }
    }

    private func _decodeAccessibility(_ a: IBElement, _ coder: _UINibDecoder) {
        let id = coder.objectID
        if let v = a.attribute("label") { accessibilityLabel = coder.context.localized(v, objectID: id, property: "accessibilityLabel") }
        if let v = a.attribute("hint") { accessibilityHint = coder.context.localized(v, objectID: id, property: "accessibilityHint") }
        if let v = a.attribute("identifier") { accessibilityIdentifier = v }
        if let v = a.attribute("value") { accessibilityValue = v }
        if let traits = a.child(key: "traits") {
            var t: UIAccessibilityTraits = []
            for attribute in traits.attributes where attribute.value == "YES" {
                if let trait = _UIIBValues.accessibilityTraits[attribute.name] { t.insert(trait) }
            }
            accessibilityTraits = t
        }
        if let element = a.child(key: "isElement") { isAccessibilityElement = element.attribute("value") == "YES" }
    }

    /// The element's `<subviews>`, made and added in order (back to front).
    func _decodeInterfaceBuilderSubviews(_ coder: _UINibDecoder) {
        guard let list = coder.element.child(named: "subviews") else { return }
        for child in list.children {
            guard let view = coder.context.object(for: child) else { continue }
            guard let subview = view as? UIView else {
                coder.report("<\(child.name)> in <subviews> is not a view; skipped")
                continue
            }
            if let stack = self as? UIStackView { stack.addArrangedSubview(subview) } else { addSubview(subview) }
        }
    }

    // MARK: Keys by name

    /// UIView's keys set by name (called from UIView's `_setInterfaceBuilderValue(_:forKey:)`).
    func _setViewValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "gestureRecognizers":
            let list = (value as? [AnyObject] ?? []).compactMap { $0 as? UIGestureRecognizer }
            for g in gestureRecognizers ?? [] where !list.contains(where: { $0 === g }) { removeGestureRecognizer(g) }
            for g in list { addGestureRecognizer(g) }
        case "backgroundColor": backgroundColor = _UIIBValues.uiColor(value)
        case "tintColor": tintColor = _UIIBValues.uiColor(value)
        case "alpha": alpha = CGFloat(_UIIBValues.number(value) ?? 1)
        case "hidden", "isHidden": isHidden = _UIIBValues.bool(value) ?? false
        case "clipsToBounds": clipsToBounds = _UIIBValues.bool(value) ?? false
        case "userInteractionEnabled", "isUserInteractionEnabled": isUserInteractionEnabled = _UIIBValues.bool(value) ?? true
        case "tag": tag = Int(_UIIBValues.number(value) ?? 0)
        case "accessibilityIdentifier": accessibilityIdentifier = value as? String
        case "accessibilityLabel": accessibilityLabel = value as? String
        case "restorationIdentifier": restorationIdentifier = value as? String
        case "dataSource", "delegate": return _setDelegateValue(value, forKey: key)
        default: return false
        }
        return true
    }

    /// The `dataSource` and `delegate` outlets of UIKit's views (false: this view has no such key).
    private func _setDelegateValue(_ value: Any?, forKey key: String) -> Bool {
        func set<P>(_ type: P.Type, _ assign: (P?) -> Void) -> Bool {
            if value == nil { assign(nil); return true }
            guard let adopter = value as? P else {
                UIKitLog.error("\(Swift.type(of: self)).\(key): \(Swift.type(of: value!)) does not adopt \(P.self); the outlet is not connected", category: "InterfaceBuilder")
                return true
            }
            assign(adopter)
            return true
        }
        switch (key, self) {
        case ("dataSource", let t as UITableView): return set(UITableViewDataSource.self) { t.dataSource = $0 }
        case ("dataSource", let c as UICollectionView): return set(UICollectionViewDataSource.self) { c.dataSource = $0 }
        case ("delegate", let t as UITableView): return set(UITableViewDelegate.self) { t.delegate = $0 }
        case ("delegate", let c as UICollectionView): return set(UICollectionViewDelegate.self) { c.delegate = $0 }
        case ("delegate", let t as UITextView): return set(UITextViewDelegate.self) { t.delegate = $0 }
        case ("delegate", let s as UIScrollView): return set(UIScrollViewDelegate.self) { s.delegate = $0 }
        case ("delegate", let f as UITextField): return set(UITextFieldDelegate.self) { f.delegate = $0 }
        case ("delegate", let s as UISearchBar): return set(UISearchBarDelegate.self) { s.delegate = $0 }
        case ("delegate", let b as UITabBar): return set(UITabBarDelegate.self) { b.delegate = $0 }
        case ("delegate", let b as UINavigationBar): return set(UINavigationBarDelegate.self) { b.delegate = $0 }
        case ("delegate", let b as UIToolbar): return set(UIToolbarDelegate.self) { b.delegate = $0 }
        case ("dataSource", let p as UIPickerView): return set((any UIPickerViewDataSource).self) { p.dataSource = $0 }
        case ("delegate", let p as UIPickerView): return set((any UIPickerViewDelegate).self) { p.delegate = $0 }
        default: return false
        }
    }

    /// UIView's keys read by name (called from UIView's `_interfaceBuilderValue(forKey:)`).
    func _viewValue(forKey key: String) -> Any? {
        switch key {
        case "layer": return layer
        case "backgroundColor": return backgroundColor
        case "tintColor": return tintColor
        case "alpha": return NSNumber(value: Double(alpha))
        case "tag": return NSNumber(value: tag)
        case "superview": return superview
        case "subviews": return subviews
        default: return nil
        }
    }
}

extension CALayer: _UIKeyValueCodable {
    /// The layer keys runtime attributes set (`layer.cornerRadius`, `layer.borderColor`…).
    package func _kvcSet(_ value: Any?, forKey key: String) -> Bool {
        let number = _UIIBValues.number(value)
        switch key {
        case "cornerRadius": cornerRadius = CGFloat(number ?? 0)
        case "borderWidth": borderWidth = CGFloat(number ?? 0)
        case "borderColor": borderColor = _UIIBValues.uiColor(value)?.cgColor
        case "backgroundColor": backgroundColor = _UIIBValues.uiColor(value)?.cgColor
        case "shadowColor": shadowColor = _UIIBValues.uiColor(value)?.cgColor
        case "masksToBounds": masksToBounds = _UIIBValues.bool(value) ?? false
        case "shadowOpacity": shadowOpacity = Float(number ?? 0)
        case "shadowRadius": shadowRadius = CGFloat(number ?? 3)
        case "shadowOffset": shadowOffset = value as? CGSize ?? .zero
        case "opacity": opacity = Float(number ?? 1)
        case "zPosition": zPosition = CGFloat(number ?? 0)
        case "hidden", "isHidden": isHidden = _UIIBValues.bool(value) ?? false
        default: return false
        }
        return true
    }

    /// The layer keys read by name (the intermediate steps of key paths).
    package func _kvcValue(forKey key: String) -> Any? {
        switch key {
        case "cornerRadius": return NSNumber(value: Double(cornerRadius))
        case "borderWidth": return NSNumber(value: Double(borderWidth))
        case "borderColor": return borderColor
        case "masksToBounds": return NSNumber(value: masksToBounds)
        case "shadowOpacity": return NSNumber(value: shadowOpacity)
        case "shadowRadius": return NSNumber(value: Double(shadowRadius))
        case "shadowOffset": return shadowOffset
        case "opacity": return NSNumber(value: opacity)
        case "superlayer": return superlayer
        default: return nil
        }
    }
}
