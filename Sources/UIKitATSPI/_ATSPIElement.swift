//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// How one UIKit accessibility object looks to AT-SPI: its tree position, role (from traits and class), states, value range and actions.

import Foundation
import UIKitCore

/// One node of the exported tree: the application, a window, a container (a table or a
/// collection view) or an accessibility element (a view or a `UIAccessibilityElement`).
/// Everything is read from UIKit when asked; nothing is stored.
@MainActor enum _ATSPIElement {
    /// Whether `object` is a list of cells: a table or collection view.
    static func isList(_ object: AnyObject) -> Bool { object is UITableView || object is UICollectionView }

    /// Tables and collections are containers: their cells are their children.
    static func isContainer(_ v: UIView) -> Bool { isList(v) && !v.isAccessibilityElement }

    /// The windows the application shows (visible ones, in the app's order).
    static func windows() -> [UIWindow] {
        UIApplication.shared.windows.filter { !$0.isHidden }
    }

    /// The children of `object` (nil: the application) in VoiceOver's reading order. A window's
    /// are those of its front-most modal view when one is shown (its siblings are hidden).
    static func children(of object: AnyObject?) -> [AnyObject] {
        guard let object else { return windows() }
        let root: UIView
        if let w = object as? UIWindow {
            root = UIAccessibility._frontmostModal(in: w) ?? w
        } else if let v = object as? UIView, isContainer(v) {
            root = v
        } else {
            return []
        }
        let rtl = root.effectiveUserInterfaceLayoutDirection == .rightToLeft
        return UIAccessibility._order(UIAccessibility._units(of: root, rtl: rtl, container: isContainer), rtl: rtl)
            .flatMap(\.nodes).map(\.object)
    }

    /// The node whose children list `object`: the nearest container or window up the view
    /// hierarchy (of the element's container view for a `UIAccessibilityElement`); nil for a
    /// window (its parent is the application).
    static func parent(of object: AnyObject) -> AnyObject? {
        if object is UIWindow { return nil }
        var v: UIView?
        if let view = object as? UIView { v = view.superview } else { v = containerView(of: object) }
        while let current = v {
            if current is UIWindow || isContainer(current) { return current }
            v = current.superview
        }
        return nil
    }

    /// The view a `UIAccessibilityElement` belongs to (following element containers up).
    static func containerView(of object: AnyObject) -> UIView? {
        var c: AnyObject? = object
        for _ in 0..<32 {
            guard let e = c as? UIAccessibilityElement else { return c as? UIView }
            c = e.accessibilityContainer
        }
        return nil
    }

    /// The window `object` is shown in.
    static func window(of object: AnyObject) -> UIWindow? {
        if let w = object as? UIWindow { return w }
        if let v = object as? UIView { return v.window }
        return containerView(of: object)?.window
    }

    // MARK: Properties

    static func name(of object: AnyObject?) -> String {
        guard let object else {
            return (Bundle.main.object(forInfoDictionaryKey: "CFBundleName") as? String) ?? ProcessInfo.processInfo.processName
        }
        if let w = object as? UIWindow {
            return w.windowScene?.title ?? w.rootViewController?.title ?? name(of: nil)
        }
        return label(of: object) ?? ""
    }

    /// One accessibility property of a view or a `UIAccessibilityElement` (nil for anything else).
    static func read<T>(_ object: AnyObject, _ view: (UIView) -> T, _ element: (UIAccessibilityElement) -> T) -> T? {
        if let v = object as? UIView { return view(v) }
        return (object as? UIAccessibilityElement).map(element)
    }

    static func label(of object: AnyObject) -> String? { read(object, { $0.accessibilityLabel }, { $0.accessibilityLabel }) ?? nil }
    static func hint(of object: AnyObject) -> String? { read(object, { $0.accessibilityHint }, { $0.accessibilityHint }) ?? nil }
    static func valueText(of object: AnyObject) -> String? { read(object, { $0.accessibilityValue }, { $0.accessibilityValue }) ?? nil }
    static func identifier(of object: AnyObject) -> String? {
        read(object, { $0.accessibilityIdentifier }, { $0.accessibilityIdentifier }) ?? nil
    }
    static func traits(of object: AnyObject) -> UIAccessibilityTraits {
        read(object, { $0.accessibilityTraits }, { $0.accessibilityTraits }) ?? .none
    }
    static func customActions(of object: AnyObject) -> [UIAccessibilityCustomAction] {
        (read(object, { $0.accessibilityCustomActions }, { $0.accessibilityCustomActions }) ?? nil) ?? []
    }

    /// The frame in screen coordinates.
    static func frame(of object: AnyObject) -> CGRect {
        if let w = object as? UIWindow { return w.frame }
        if let v = object as? UIView { return v.accessibilityFrame }
        return (object as? UIAccessibilityElement)?.accessibilityFrame ?? .zero
    }

    // MARK: Role

    /// The role: the class where it says more than the traits (a switch, a cell, a slider),
    /// else the strongest trait (adjustable, header, link, search field, button, tab bar,
    /// image, static text), else a label.
    static func role(of object: AnyObject?) -> ATSPIRole {
        guard let object else { return .application }
        if object is UIWindow { return .frame }
        if object is UITableView { return .table }
        if object is UICollectionView { return .list }
        switch object {
        case is UISwitch: return .toggleButton
        case is UITableViewCell: return .tableCell
        case is UICollectionViewCell: return .listItem
        case is UISlider: return .slider
        case is UIStepper: return .spinButton
        case is UIProgressView: return .progressBar
        case is UITextField: return .entry
        case is UITextView: return .text
        default: break
        }
        return role(for: traits(of: object))
    }

    /// The role for an element of `traits` (no class known).
    nonisolated static func role(for traits: UIAccessibilityTraits) -> ATSPIRole {
        let order: [(UIAccessibilityTraits, ATSPIRole)] = [
            (.adjustable, .slider), (.header, .heading), (.link, .link), (.searchField, .entry),
            (.button, .pushButton), (.tabBar, .pageTabList), (.image, .image), (.staticText, .label),
        ]
        return order.first { traits.contains($0.0) }?.1 ?? .label
    }

    // MARK: States

    /// The states of `object`; `focus` is the element that has the focus.
    static func states(of object: AnyObject?, focus: AnyObject?) -> ATSPIStateSet {
        var s = ATSPIStateSet()
        guard let object else { return s }
        s.insert(.enabled); s.insert(.sensitive)
        if let w = object as? UIWindow {
            s.insert(.visible); s.insert(.showing)
            if w.isKeyWindow { s.insert(.active) }
            return s
        }
        let t = traits(of: object)
        let role = role(of: object)
        if t.contains(.notEnabled) || (object as? UIControl)?.isEnabled == false {
            s = ATSPIStateSet()
        }
        s.insert(.visible)
        if let w = window(of: object), frame(of: object).intersects(w.frame) { s.insert(.showing) }
        if isFocusable(role) { s.insert(.focusable) }
        if focus === object { s.insert(.focused) }
        if let sw = object as? UISwitch {
            s.insert(.checkable)
            if sw.isOn { s.insert(.checked) }
        }
        if role == .tableCell || role == .listItem { s.insert(.selectable) }
        if t.contains(.selected) { s.insert(.selected) }
        if role == .slider { s.insert(.horizontal) }
        if role == .entry { s.insert(.editable); s.insert(.singleLine) }
        if role == .text { s.insert(.editable) }
        return s
    }

    nonisolated static func isFocusable(_ role: ATSPIRole) -> Bool {
        switch role {
        case .pushButton, .toggleButton, .slider, .spinButton, .link, .entry, .text, .tableCell, .listItem, .pageTabList: return true
        default: return false
        }
    }

    // MARK: Value

    /// Minimum, maximum, current value and smallest increment of a ranged element, or nil.
    static func range(of object: AnyObject) -> (min: Double, max: Double, current: Double, increment: Double)? {
        if let s = object as? UISlider {
            let (lo, hi) = (Double(s.minimumValue), Double(s.maximumValue))
            return (lo, hi, Double(s.value), (hi - lo) / 10)
        }
        if let s = object as? UIStepper { return (s.minimumValue, s.maximumValue, s.value, s.stepValue) }
        if let p = object as? UIProgressView { return (0, 1, Double(p.progress), 0) }
        guard traits(of: object).contains(.adjustable) else { return nil }
        // A custom adjustable element: its value's leading number (a percentage, a count).
        let text = valueText(of: object) ?? ""
        let number = Double(String(text.prefix { $0.isNumber || $0 == "." || $0 == "-" })) ?? 0
        return (0, max(100, number), number, 1)
    }

    /// Sets the value as an assistive technology asks: a slider or stepper moves there (clamped,
    /// sending `.valueChanged` as a user's change does); a custom adjustable element is
    /// incremented or decremented once toward it. False when the element can't be set.
    static func setValue(_ value: Double, of object: AnyObject) -> Bool {
        guard value.isFinite else { return false }
        if let c = object as? UIControl, !c.isEnabled { return false }
        if let s = object as? UISlider {
            s.setValue(Float(value), animated: false)
            s.sendActions(for: .valueChanged)
            return true
        }
        if let s = object as? UIStepper {
            s.value = value
            s.sendActions(for: .valueChanged)
            return true
        }
        guard !(object is UIProgressView), let r = range(of: object) else { return false }
        if value > r.current { increment(object) } else if value < r.current { decrement(object) }
        return true
    }

    static func increment(_ object: AnyObject) {
        if let v = object as? UIView { v.accessibilityIncrement() } else { (object as? UIAccessibilityElement)?.accessibilityIncrement() }
    }

    static func decrement(_ object: AnyObject) {
        if let v = object as? UIView { v.accessibilityDecrement() } else { (object as? UIAccessibilityElement)?.accessibilityDecrement() }
    }

    // MARK: Actions

    /// The actions offered, in order: "click" (VoiceOver's double tap) for elements that act,
    /// "increment"/"decrement" for adjustable ones, then the custom actions by name.
    static func actionNames(of object: AnyObject?) -> [String] {
        guard let object, !(object is UIWindow), !isList(object) else { return [] }
        var names: [String] = []
        let role = role(of: object)
        let adjustable = traits(of: object).contains(.adjustable) || role == .slider || role == .spinButton
        if isFocusable(role) && !adjustable { names.append("click") }
        if adjustable && role != .progressBar { names += ["increment", "decrement"] }
        names += customActions(of: object).map(\.name)
        return names
    }

    /// Performs action `index` of `actionNames(of:)`. "click" activates as VoiceOver's double
    /// tap: `accessibilityActivate()`; when that declines, a table row or collection item is
    /// chosen as a tap on it chooses it, and anything else gets a tap at its activation point.
    static func perform(action index: Int, on object: AnyObject) -> Bool {
        let names = actionNames(of: object)
        guard names.indices.contains(index) else { return false }
        let custom = customActions(of: object)
        let firstCustom = names.count - custom.count
        if index >= firstCustom { return custom[index - firstCustom]._perform() }
        switch names[index] {
        case "increment": increment(object); return true
        case "decrement": decrement(object); return true
        default: return activate(object)
        }
    }

    /// The nearest superview of `view` that is a `T`.
    static func enclosing<T: UIView>(_: T.Type, of view: UIView) -> T? { enclosing(of: view) { $0 is T } as? T }

    /// The nearest table or collection view around `view`.
    static func enclosingList(of view: UIView) -> UIScrollView? { enclosing(of: view) { isList($0) } as? UIScrollView }

    /// The nearest superview of `view` that `match` accepts.
    private static func enclosing(of view: UIView, where match: (UIView) -> Bool) -> UIView? {
        var v = view.superview
        while let current = v {
            if match(current) { return current }
            v = current.superview
        }
        return nil
    }

    static func activate(_ object: AnyObject) -> Bool {
        if let c = object as? UIControl, !c.isEnabled { return false }
        let handled: Bool
        let point: CGPoint
        if let v = object as? UIView {
            handled = v.accessibilityActivate(); point = v.accessibilityActivationPoint
        } else if let e = object as? UIAccessibilityElement {
            handled = e.accessibilityActivate(); point = e.accessibilityActivationPoint
        } else {
            return false
        }
        if handled { return true }
        // A row or item: what a tap on it does (selection, the delegate, a segue), without
        // the tap, which a bar over a partly scrolled-away row would catch.
        if let cell = object as? UITableViewCell, let table = enclosing(UITableView.self, of: cell), let ip = table.indexPath(for: cell) {
            table._userSelect(ip)
            return true
        }
        if let cell = object as? UICollectionViewCell, let list = enclosing(UICollectionView.self, of: cell), let ip = list.indexPath(for: cell) {
            list._userTap(ip)
            return true
        }
        guard let w = window(of: object) else { return false }
        // The tap VoiceOver makes: down and up at the activation point (window coordinates).
        let p = CGPoint(x: point.x - w.frame.minX, y: point.y - w.frame.minY)
        RawInput.enqueue([RawInput.Touch(phase: .began, location: p)], in: w)
        RawInput.enqueue([RawInput.Touch(phase: .ended, location: p)], in: w)
        return true
    }
}
