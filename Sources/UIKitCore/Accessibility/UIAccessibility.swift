//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// The `UIAccessibility` namespace (notifications, status) and Linux's readers of the accessibility tree.
//
// Accessibility on Linux: the informal `UIAccessibility` protocol of iOS (declared on NSObject
// there) lives on `UIView` (properties in UIView.swift, overridable) and on
// `UIAccessibilityElement`. Nothing speaks yet; `UIAccessibility.elements(in:)` reads a window
// the way VoiceOver would, and `UIAccessibility.spokenDescription(of:)` gives the sentence it
// would say, so apps and tests can check their accessibility.
//
// Defaults: `UIView` is not an element; `UILabel` is (label = its text, traits `.staticText`);
// `UIImageView` has `.image`; `UIControl` is an element whose traits gain `.notEnabled` when
// disabled and `.selected` when selected (added to explicit traits too). Subclasses supply their
// defaults by overriding `_defaultAccessibilityLabel`/`_defaultAccessibilityValue`/
// `_defaultAccessibilityTraits`/`_defaultIsAccessibilityElement` (UIKitCore-internal); values
// set by the app always win.

/// Accessibility values set explicitly on a view (nil / false flags: the default applies).
struct _UIAccessibilityStorage {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var activationPoint: CGPoint?
    var language: String?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var elements: [Any]?
    var customActions: [UIAccessibilityCustomAction]?
}

/// Per-class accessibility defaults of UIKit's own views.
@MainActor enum _UIAccessibilityDefaults {
    static func isElement(_ view: UIView) -> Bool {
        view is UILabel
    }

    static func label(_ view: UIView) -> String? {
        if let l = view as? UILabel { return l.text }   // (the attributed text's string too, without building one)
        return nil
    }

    static func traits(_ view: UIView) -> UIAccessibilityTraits {
        if view is UILabel { return _isSectionHeaderText(view) ? [.staticText, .header] : .staticText }
        if view is UIImageView { return .image }
        return .none
    }

    /// Whether `label` is the title of a table's section header (the built-in label or a list
    /// content configuration's in a `UITableViewHeaderFooterView` shown as a header): VoiceOver
    /// reads those as headings, so that one can move from section to section.
    static func _isSectionHeaderText(_ label: UIView) -> Bool {
        // (The title, not a secondary text under it.)
        if let list = label.superview as? UIListContentView, list._textLabel !== label { return false }
        var v = label.superview
        var depth = 0
        while let s = v, depth < 4 {
            if let hf = s as? UITableViewHeaderFooterView { return !hf._isFooter && hf._detailTextLabel !== label }
            if s is UITableViewCell || s is UIScrollView || s is UIWindow { return false }
            v = s.superview
            depth += 1
        }
        return false
    }

    /// `rect` (default: the bounds) of `view` in screen coordinates.
    static func screenFrame(of view: UIView, rect: CGRect? = nil) -> CGRect {
        let r = view.convert(rect ?? view.bounds, to: nil)
        guard let w = view.window, w !== view else {
            if let w = view as? UIWindow { return r.offsetBy(dx: w.frame.minX, dy: w.frame.minY) }
            return r
        }
        return r.offsetBy(dx: w.frame.minX, dy: w.frame.minY)
    }
}

/// Accessibility services (a namespace, as on iOS), with Linux readers of the accessibility tree.
@preconcurrency @MainActor public enum UIAccessibility {
    // MARK: iOS API (no assistive technology runs on Linux)

    /// Notifications posted to assistive technologies.
    public struct Notification: Hashable, Sendable, RawRepresentable {
        /// The raw value (Apple's, where it defines one).
        public let rawValue: UInt32
        /// The `Notification` with this raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// False: no screen reader runs on Linux.
    public static var isVoiceOverRunning: Bool { false }

    /// The notifications posted so far (most recent last, at most 100): Linux's stand-in for
    /// an assistive technology listening, for tests.
    package private(set) static var _postedNotifications: [(notification: Notification, argument: Any?)] = []

    /// Posts a notification to assistive technologies (recorded in `_postedNotifications`).
    public static func post(notification: Notification, argument: Any?) {
        _postedNotifications.append((notification, argument))
        if _postedNotifications.count > 100 { _postedNotifications.removeFirst(_postedNotifications.count - 100) }
        _observer?.accessibilityEvent(.notification(notification, argument))
    }

    /// The platform's accessibility bridge, while one runs (see `_UIAccessibilityObserving`).
    package static weak var _observer: (any _UIAccessibilityObserving)?

    /// `window`'s first responder, if any.
    package static func _firstResponder(in window: UIWindow) -> UIResponder? {
        _UIFirstResponders.responder(of: window)
    }

    // MARK: Reading the tree (Linux)

    /// One accessibility element as an assistive technology sees it.
    public struct Node {
        /// The view or `UIAccessibilityElement`.
        public let object: AnyObject
        /// The element's `accessibilityLabel`: what it is, in a few words.
        public let label: String?
        /// The element's `accessibilityValue`: its current value, such as a slider's percentage.
        public let value: String?
        /// The element's `accessibilityHint`: what activating it does.
        public let hint: String?
        /// The element's `accessibilityTraits`.
        public let traits: UIAccessibilityTraits
        /// Screen coordinates.
        public let frame: CGRect
        /// The element's `accessibilityIdentifier` (for tests; never spoken).
        public let identifier: String?
        /// What VoiceOver would say (see `UIAccessibility.spokenDescription(of:)`).
        public var spokenDescription: String {
            UIAccessibility._describe(label: label, value: value, hint: hint, traits: traits)
        }
    }

    /// The accessibility elements of `window` in VoiceOver's reading order: a flat list, top to
    /// bottom, then leading to trailing within a row (right to left when the window's layout
    /// direction is right-to-left). Rules:
    /// - hidden views, views with alpha < 0.01 and subtrees of views with
    ///   `accessibilityElementsHidden` are left out;
    /// - a view that `isAccessibilityElement` is listed and its subviews are not visited;
    /// - a view with `accessibilityElements` lists those (views or `UIAccessibilityElement`s
    ///   whose `isAccessibilityElement` is true) in that order, as one block placed by the view's
    ///   frame; `shouldGroupAccessibilityChildren` keeps the children together the same way;
    /// - when a visible view has `accessibilityViewIsModal`, only the front-most such view's
    ///   subtree is read.
    ///
    /// Rows: elements sorted by their top edge; an element whose top is above the vertical
    /// middle of the first element of the current row joins that row.
    public static func elements(in window: UIWindow) -> [Node] {
        let rtl = window.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let root = _frontmostModal(in: window) ?? window
        return _order(_units(of: root, rtl: rtl), rtl: rtl).flatMap(\.nodes)
    }

    /// What VoiceOver would say for `element` (a view, a `UIAccessibilityElement` or a `Node`):
    /// sentences joined by ". " and ending with ".":
    /// 1. "Selected" when the traits include `.selected`;
    /// 2. the label, then the value after ": " (`label: value`; either alone when the other is
    ///    missing); "%" in the value is read " percent" ("Volume: 50 percent");
    /// 3. the trait words, in this order: "Dimmed" (`.notEnabled`), "Heading" (`.header`),
    ///    "Button", "Link", "Search field", "Image", "Tab bar", "Adjustable";
    /// 4. the hint;
    /// 5. for `.adjustable`: "Swipe up or down with one finger to adjust the value".
    ///
    /// Example: "Options. Button. Shows additional camera options." and
    /// "Sound volume: 13 percent. Adjustable. Swipe up or down with one finger to adjust the value."
    public static func spokenDescription(of element: Any) -> String {
        if let n = element as? Node { return n.spokenDescription }
        if let v = element as? UIView {
            return _describe(label: v.accessibilityLabel, value: v.accessibilityValue, hint: v.accessibilityHint, traits: v.accessibilityTraits)
        }
        if let e = element as? UIAccessibilityElement {
            return _describe(label: e.accessibilityLabel, value: e.accessibilityValue, hint: e.accessibilityHint, traits: e.accessibilityTraits)
        }
        return ""
    }

    nonisolated static func _describe(label: String?, value: String?, hint: String?, traits: UIAccessibilityTraits) -> String {
        func clean(_ s: String?) -> String? {
            guard var t = s?.trimmingCharacters(in: .whitespacesAndNewlines), !t.isEmpty else { return nil }
            while t.hasSuffix(".") { t.removeLast() }
            return t.isEmpty ? nil : t
        }
        var parts: [String] = []
        if traits.contains(.selected) { parts.append("Selected") }
        let spokenValue = clean(value)?.replacingOccurrences(of: "%", with: " percent")
        switch (clean(label), spokenValue) {
        case let (l?, v?): parts.append("\(l): \(v)")
        case let (l?, nil): parts.append(l)
        case let (nil, v?): parts.append(v)
        case (nil, nil): break
        }
        let words: [(UIAccessibilityTraits, String)] = [
            (.notEnabled, "Dimmed"), (.header, "Heading"), (.button, "Button"), (.link, "Link"),
            (.searchField, "Search field"), (.image, "Image"), (.tabBar, "Tab bar"), (.adjustable, "Adjustable"),
        ]
        for (t, w) in words where traits.contains(t) { parts.append(w) }
        if let h = clean(hint) { parts.append(h) }
        if traits.contains(.adjustable) { parts.append("Swipe up or down with one finger to adjust the value") }
        return parts.isEmpty ? "" : parts.joined(separator: ". ") + "."
    }

    // MARK: Tree walking

    package struct _Unit {
        package var frame: CGRect
        package var nodes: [Node]
        package init(frame: CGRect, nodes: [Node]) { self.frame = frame; self.nodes = nodes }
    }

    package static func _visible(_ v: UIView) -> Bool { !v.isHidden && v.alpha >= 0.01 }

    package static func _node(_ v: UIView) -> Node {
        Node(object: v, label: v.accessibilityLabel, value: v.accessibilityValue, hint: v.accessibilityHint,
             traits: v.accessibilityTraits, frame: v.accessibilityFrame, identifier: v.accessibilityIdentifier)
    }

    package static func _node(_ e: UIAccessibilityElement) -> Node {
        Node(object: e, label: e.accessibilityLabel, value: e.accessibilityValue, hint: e.accessibilityHint,
             traits: e.accessibilityTraits, frame: e.accessibilityFrame, identifier: e.accessibilityIdentifier)
    }

    /// The last view in drawing order (pre-order, subviews back to front) that is visible and
    /// `accessibilityViewIsModal`.
    package static func _frontmostModal(in window: UIWindow) -> UIView? {
        var found: UIView?
        var stack: [UIView] = [window]
        while let v = stack.popLast() {
            guard _visible(v) else { continue }
            if v.accessibilityViewIsModal && v !== window { found = v }
            if v.accessibilityElementsHidden { continue }
            stack.append(contentsOf: v.subviews.reversed())
        }
        return found
    }

    /// The reading units of `root`'s subtree. A view (other than `root`) for which `container`
    /// returns true is one unit whose node is the view itself, its subtree not visited (the
    /// accessibility bridge lists tables and collections as containers that way).
    package static func _units(of root: UIView, rtl: Bool, container: ((UIView) -> Bool)? = nil) -> [_Unit] {
        var out: [_Unit] = []
        var stack: [UIView] = [root]
        while let v = stack.popLast() {
            guard v === root || _visible(v) else { continue }
            if v !== root, let container, container(v) {
                out.append(_Unit(frame: v.accessibilityFrame, nodes: [_node(v)]))
                continue
            }
            if v.isAccessibilityElement {
                out.append(_Unit(frame: v.accessibilityFrame, nodes: [_node(v)]))
                continue
            }
            if v.accessibilityElementsHidden { continue }
            if let explicit = v.accessibilityElements {
                var nodes: [Node] = []
                for item in explicit {
                    if let sub = item as? UIView {
                        nodes.append(contentsOf: _order(_units(of: sub, rtl: rtl, container: container), rtl: rtl).flatMap(\.nodes))
                    } else if let e = item as? UIAccessibilityElement, e.isAccessibilityElement {
                        nodes.append(_node(e))
                    }
                }
                if !nodes.isEmpty { out.append(_Unit(frame: v.accessibilityFrame, nodes: nodes)) }
                continue
            }
            if v.shouldGroupAccessibilityChildren && v !== root {
                let nodes = v.subviews.flatMap { _order(_units(of: $0, rtl: rtl, container: container), rtl: rtl) }
                let grouped = _order(nodes, rtl: rtl).flatMap(\.nodes)
                if !grouped.isEmpty { out.append(_Unit(frame: v.accessibilityFrame, nodes: grouped)) }
                continue
            }
            stack.append(contentsOf: v.subviews.reversed())
        }
        return out
    }

    /// Top to bottom in rows, leading to trailing within a row (stable for ties).
    package static func _order(_ units: [_Unit], rtl: Bool) -> [_Unit] {
        let byTop = units.enumerated().sorted { a, b in
            a.element.frame.minY != b.element.frame.minY ? a.element.frame.minY < b.element.frame.minY : a.offset < b.offset
        }.map(\.element)
        var rows: [[_Unit]] = []
        var rowMid: CGFloat = -.infinity
        for u in byTop {
            if var last = rows.last, u.frame.minY < rowMid {
                last.append(u)
                rows[rows.count - 1] = last
            } else {
                rows.append([u])
                rowMid = u.frame.midY
            }
        }
        return rows.flatMap { row in
            row.enumerated().sorted { a, b in
                let ka = rtl ? -a.element.frame.maxX : a.element.frame.minX
                let kb = rtl ? -b.element.frame.maxX : b.element.frame.minX
                return ka != kb ? ka < kb : a.offset < b.offset
            }.map(\.element)
        }
    }
}
