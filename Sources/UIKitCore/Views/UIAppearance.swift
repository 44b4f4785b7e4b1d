//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// Appearance proxies: setters recorded on a class's `appearance()` proxy and replayed on its views.
//
// MARK: - UIAppearance
//
// `UIButton.appearance().setTitleColor(.red, for: .normal)` and
// `UILabel.appearance(whenContainedInInstancesOf: [MyHeader.self]).textColor = .gray` work as on
// iOS: the proxy records the setter calls, and when a view enters a window the recorded calls of
// its class and superclasses are replayed on it — least specific first (superclass proxies
// before subclass ones, then plain `appearance()` before contained-in proxies with fewer, then
// more containers, then the order the proxies were made), so the most specific value wins.
// Containment: `[A.self, B.self]` means "inside an A that is inside a B" (innermost first, as
// on iOS); containers are matched along the responder chain (superviews and view controllers),
// not necessarily as direct parents. A property set explicitly on the view itself (outside a
// replay) is never overwritten by the proxy. Views already in a window are not changed when a
// proxy changes; they get the new values the next time they enter a window.
//
// How it works without Objective-C: `appearance()` returns a real instance of the class (made
// with `init?(coder:)` and a placeholder coder, then flagged as a proxy); appearance-capable
// setters ask `_recordAppearance` first.
//
// MAKING A PROPERTY APPEARANCE-CAPABLE (UIKit classes and app subclasses): make the first line
// of its setter
//
//     if _recordAppearance("titleColor.\(state.rawValue)", { $0.setTitleColor(color, for: state) }) { return }
//
// (a computed property: `set { if _recordAppearance("thumbTintColor", { $0.thumbTintColor = newValue }) { return }; … }`;
// with a stored property use a backing variable; a property that only stores and then updates
// does it in one call: `set { _setAppearanceProperty("thumbTintColor", \.thumbTintColor,
// \._thumbTintColor, newValue) { $0._updateAppearance() } }`). The key names the property (plus the state
// for per-state setters): later recordings with the same key replace earlier ones on a proxy,
// and an explicit set marks that key so proxies leave it alone. The closure receives the view
// typed as the class whose method makes the call. `_recordAppearance` returns true on a proxy
// (it recorded the call: return without applying), false otherwise (it marked the key explicit
// unless a replay is running: apply normally).
//
// Requirement for classes with appearance proxies: `init?(coder:)` must build a normal instance
// (it is how proxies are made; `_UIAppearanceProxyCoder` decodes nothing). A subclass whose
// `init?(coder:)` returns nil gets an error logged and a stand-in proxy that ignores UIKit's
// appearance properties (see `_discardingAppearanceProxy`); one whose `init?(coder:)` calls
// `fatalError` can't use `appearance()`.
//
// Appearance-capable so far: UIView `backgroundColor`, `tintColor`.

/// A type whose instances can contain views styled by `appearance(whenContainedInInstancesOf:)`.
@preconcurrency @MainActor public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

/// Types whose appearance can be customized for all instances (`appearance()`).
@preconcurrency @MainActor public protocol UIAppearance: AnyObject {
    /// The proxy for every instance of the class: properties set on it apply to each instance when it
    /// enters a window.
    static func appearance() -> Self
    /// The proxy for instances inside the given containers (innermost first, each further up the
    /// responder chain than the last).
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}

extension UIView: UIAppearance {
    /// The proxy for every instance of this class (and subclasses): set properties on it.
    public static func appearance() -> Self {
        _appearanceProxy(containers: [])
    }

    /// The proxy for instances contained in the given container classes (innermost first).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        _appearanceProxy(containers: containerTypes.map { $0 as AnyClass })
    }

    static func _appearanceProxy(containers: [AnyClass]) -> Self {
        let key = _UIAppearanceRegistry.Key(cls: ObjectIdentifier(self), containers: containers.map { ObjectIdentifier($0) })
        if let existing = _UIAppearanceRegistry.proxies[key] {
            // (The discarding stand-in of a class that can't make a proxy is not a `Self`.)
            return existing as? Self ?? unsafeBitCast(existing, to: Self.self)
        }
        guard let proxy = self.init(coder: _UIAppearanceProxyCoder()) else {
            return _discardingAppearanceProxy(key: key)
        }
        let rule = _UIAppearanceRule(cls: self, containers: containers, order: _UIAppearanceRegistry.rules.count)
        let state = proxy._appearanceState ?? _UIAppearanceViewState()
        state.rule = rule
        proxy._appearanceState = state
        _UIAppearanceRegistry.rules.append(rule)
        _UIAppearanceRegistry.proxies[key] = proxy
        return proxy
    }

    /// The stand-in returned when a class's `init?(coder:)` returns nil (so no instance of it can
    /// serve as its proxy): an instance of its nearest ancestor that can, whose recordings go to
    /// a rule no view ever reads, so setting UIKit's appearance properties on it does nothing.
    /// Members the failing classes declare themselves must not be used on it (it is not an
    /// instance of them); the error says so.
    static func _discardingAppearanceProxy(key: _UIAppearanceRegistry.Key) -> Self {
        UIKitLog.error("\(self).appearance(): init?(coder:) returned nil, so no instance can serve as the appearance proxy; "
                       + "appearance settings for \(self) are ignored. Make init?(coder:) build a normal instance to use appearance() "
                       + "(don't use properties declared by \(self) itself on this proxy).", category: "UIAppearance")
        var ancestor: AnyClass? = _getSuperclass(self)
        var sink: UIView?
        while sink == nil, let c = ancestor as? UIView.Type {
            sink = c.init(coder: _UIAppearanceProxyCoder())
            ancestor = _getSuperclass(c)
        }
        let view = sink ?? UIView(frame: .zero)
        let state = view._appearanceState ?? _UIAppearanceViewState()
        // A rule outside the registry: what is recorded on it never reaches a view.
        state.rule = _UIAppearanceRule(cls: self, containers: [], order: -1)
        view._appearanceState = state
        _UIAppearanceRegistry.proxies[key] = view
        // (Same object size and layout as far as the ancestor's members go; see above.)
        return unsafeBitCast(view, to: Self.self)
    }

    /// True for the objects returned by `appearance()`.
    package var _isAppearanceProxy: Bool { _appearanceState?.rule != nil }

    /// Replays the recorded appearance of this view's class on it (called when it enters a
    /// window), skipping properties set explicitly on it.
    func _applyAppearance() {
        guard !_UIAppearanceRegistry.rules.isEmpty, _appearanceState?.rule == nil else { return }
        var matching: [(rule: _UIAppearanceRule, depth: Int)] = []
        for r in _UIAppearanceRegistry.rules where !r.invocations.isEmpty {
            guard _UIAppearanceRegistry.isKind(type(of: self), of: r.cls), _UIAppearanceRegistry.containersMatch(self, r.containers) else { continue }
            matching.append((r, _UIAppearanceRegistry.depth(r.cls)))
        }
        guard !matching.isEmpty else { return }
        matching.sort { a, b in
            if a.depth != b.depth { return a.depth < b.depth }
            if a.rule.containers.count != b.rule.containers.count { return a.rule.containers.count < b.rule.containers.count }
            return a.rule.order < b.rule.order
        }
        let previous = _UIAppearanceRegistry.applying
        _UIAppearanceRegistry.applying = self
        defer { _UIAppearanceRegistry.applying = previous }
        for (r, _) in matching {
            for inv in r.invocations where !_isExplicitlySet(inv.key) { inv.apply(self) }
        }
    }

    /// Properties set explicitly on this view (keys as given to `_recordAppearance`).
    package var _explicitAppearanceKeys: Set<String> {
        var keys = _appearanceState?.explicitKeys ?? []
        for (k, b) in _UIAppearanceRegistry.keyBits where _explicitAppearanceBits & b != 0 { keys.insert(k) }
        return keys
    }

    static let _backgroundColorKeyBit = _UIAppearanceRegistry.bit(for: "backgroundColor")
    static let _tintColorKeyBit = _UIAppearanceRegistry.bit(for: "tintColor")
    /// The fast form of `_recordAppearance` for a key whose bit is known (not on a proxy).
    func _noteExplicitAppearance(_ bit: UInt64?) {
        guard _UIAppearanceRegistry.applying !== self else { return }
        if let bit { _explicitAppearanceBits |= bit }
    }

    func _isExplicitlySet(_ key: String) -> Bool {
        if let b = _UIAppearanceRegistry.keyBits[key] { return _explicitAppearanceBits & b != 0 }
        return _appearanceState?.explicitKeys.contains(key) ?? false
    }
}

extension UIAppearance where Self: UIView {
    /// The setter of an appearance-capable property kept in `storage`: on a proxy, records the
    /// value for `property` (under `key`); otherwise stores it and calls `changed`.
    func _setAppearanceProperty<T>(_ key: String, _ property: ReferenceWritableKeyPath<Self, T>,
                                   _ storage: ReferenceWritableKeyPath<Self, T>, _ value: T,
                                   changed: (Self) -> Void) {
        if _recordAppearance(key, { $0[keyPath: property] = value }) { return }
        self[keyPath: storage] = value
        changed(self)
    }

    /// The appearance hook of a setter (see the top of UIAppearance.swift): on a proxy, records
    /// `apply` under `key` and returns true; otherwise marks `key` as set explicitly (unless the
    /// proxy's values are being applied) and returns false.
    ///
    /// Not UIKit API; deliberately public: app subclasses call it to make their own properties
    /// appearance-capable.
    @discardableResult
    public func _recordAppearance(_ key: String, _ apply: @escaping @MainActor (Self) -> Void) -> Bool {
        if let rule = _appearanceState?.rule {
            rule.record(key) { view in if let v = view as? Self { apply(v) } }
            return true
        }
        // Most views set a few common properties: a bit each, no allocation per view.
        if let b = _UIAppearanceRegistry.bit(for: key) {
            _noteExplicitAppearance(b)
        } else if _UIAppearanceRegistry.applying !== self {
            if let s = _appearanceState {
                s.explicitKeys.insert(key)
            } else {
                let s = _UIAppearanceViewState()
                s.explicitKeys.insert(key)
                _appearanceState = s
            }
        }
        return false
    }
}

/// Appearance bookkeeping of one view: its rule when it is a proxy, the keys set explicitly.
@MainActor final class _UIAppearanceViewState {
    @exclusivity(unchecked) var rule: _UIAppearanceRule?
    @exclusivity(unchecked) var explicitKeys: Set<String> = []
}

/// The calls recorded on one proxy.
@MainActor final class _UIAppearanceRule {
    let cls: AnyClass
    let containers: [AnyClass]
    let order: Int
    var invocations: [(key: String, apply: @MainActor (UIView) -> Void)] = []

    init(cls: AnyClass, containers: [AnyClass], order: Int) {
        self.cls = cls
        self.containers = containers
        self.order = order
    }

    func record(_ key: String, _ apply: @escaping @MainActor (UIView) -> Void) {
        invocations.removeAll { $0.key == key }
        invocations.append((key, apply))
    }
}

@MainActor enum _UIAppearanceRegistry {
    struct Key: Hashable { let cls: ObjectIdentifier; let containers: [ObjectIdentifier] }
    @exclusivity(unchecked) static var rules: [_UIAppearanceRule] = []
    @exclusivity(unchecked) static var proxies: [Key: UIView] = [:]
    /// The view the proxies' values are being applied to.
    static weak var applying: UIView?
    /// The bit of `UIView._explicitAppearanceBits` that marks a key set explicitly (the first 64
    /// keys seen; later ones go to the view's `explicitKeys` set).
    @exclusivity(unchecked) static var keyBits: [String: UInt64] = [:]
    static func bit(for key: String) -> UInt64? {
        if let b = keyBits[key] { return b }
        guard keyBits.count < 64 else { return nil }
        let b = UInt64(1) << UInt64(keyBits.count)
        keyBits[key] = b
        return b
    }

    static func isKind(_ cls: AnyClass, of base: AnyClass) -> Bool {
        var c: AnyClass? = cls
        while let cur = c {
            if ObjectIdentifier(cur) == ObjectIdentifier(base) { return true }
            c = _getSuperclass(cur)
        }
        return false
    }

    static func depth(_ cls: AnyClass) -> Int {
        var n = 0
        var c: AnyClass? = _getSuperclass(cls)
        while let cur = c { n += 1; c = _getSuperclass(cur) }
        return n
    }

    /// Containers innermost first, each found further up the responder chain than the last.
    static func containersMatch(_ view: UIView, _ containers: [AnyClass]) -> Bool {
        guard !containers.isEmpty else { return true }
        var idx = 0
        var r: UIResponder? = view.next
        var steps = 0
        while let cur = r, idx < containers.count, steps < 100_000 {
            if isKind(type(of: cur), of: containers[idx]) { idx += 1 }
            r = cur.next
            steps += 1
        }
        return idx == containers.count
    }

    /// Forgets every proxy (tests).
    static func _reset() {
        rules.removeAll()
        proxies.removeAll()
    }
}

/// The coder used to make appearance proxies: it holds and decodes nothing.
final class _UIAppearanceProxyCoder: NSCoder {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
    override func decodeBool(forKey key: String) -> Bool { false }
    override func decodeInteger(forKey key: String) -> Int { 0 }
    override func decodeInt32(forKey key: String) -> Int32 { 0 }
    override func decodeInt64(forKey key: String) -> Int64 { 0 }
    override func decodeDouble(forKey key: String) -> Double { 0 }
    override func decodeFloat(forKey key: String) -> Float { 0 }
}
