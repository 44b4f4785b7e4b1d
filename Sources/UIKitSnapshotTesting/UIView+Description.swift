//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Text strategies: `recursiveDescription` of a view or a controller's view and `hierarchy` of a
// controller tree, stable text (no addresses) in the shape of UIKit's debug descriptions.

import Foundation
import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIView, Format == String {
    /// The view tree as text, laid out at the view's own size.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The view tree as text (one line per view: class, frame, what is shown and state, children
    /// indented with `   | `), laid out at `size` with `traits` in a snapshot window.
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            _onMainActor {
                _SnapshotHost.withHosted(view: view, viewController: nil,
                                         config: ViewImageConfig(safeArea: .zero, size: size ?? view.frame.size, traits: traits),
                                         traits: .init()) { _, _ in _ViewDescription.recursive(view) }
                    ?? _ViewDescription.recursive(view)
            }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller tree as text: each controller's class, appearance state and view class,
    /// children indented with `   | `, presented controllers with `   + `.
    public static var hierarchy: Snapshotting {
        SimplySnapshotting.lines.pullback { vc in
            _onMainActor {
                _SnapshotHost.withHosted(view: vc.view, viewController: vc, config: ViewImageConfig(), traits: .init()) { _, _ in
                    _ViewDescription.hierarchy(vc)
                } ?? _ViewDescription.hierarchy(vc)
            }
        }
    }

    /// The controller's view tree as text, laid out at its own size.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The controller's view tree as text, laid out on `config` (its size replaced by `size`)
    /// with `traits` over the device's.
    public static func recursiveDescription(on config: ViewImageConfig = .init(), size: CGSize? = nil,
                                            traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.lines.pullback { vc in
            _onMainActor {
                let c = ViewImageConfig(safeArea: config.safeArea, size: size ?? config.size, traits: config.traits)
                return _SnapshotHost.withHosted(view: vc.view, viewController: vc, config: c, traits: traits) { _, _ in
                    _ViewDescription.recursive(vc.view)
                } ?? _ViewDescription.recursive(vc.view)
            }
        }
    }
}

/// Debug descriptions without addresses.
@MainActor enum _ViewDescription {
    /// `view` and its subviews, one line each, children after `   | ` per level.
    static func recursive(_ view: UIView) -> String {
        var lines: [String] = []
        func walk(_ v: UIView, _ depth: Int) {
            lines.append(String(repeating: "   | ", count: depth) + describe(v))
            for s in v.subviews { walk(s, depth + 1) }
        }
        walk(view, 0)
        return lines.joined(separator: "\n")
    }

    /// One view: `<Class; frame = (x y; w h); …; layer = <LayerClass>>`.
    static func describe(_ v: UIView) -> String {
        func n(_ x: CGFloat) -> String { String(format: "%g", Double(x)) }
        var parts = ["frame = (\(n(v.frame.minX)) \(n(v.frame.minY)); \(n(v.frame.width)) \(n(v.frame.height)))"]
        if let l = v as? UILabel { parts.append("text = '\(l.text ?? "")'") }
        if let b = v as? UIButton, let t = b.title(for: .normal) { parts.append("title = '\(t)'") }
        if let f = v as? UITextField { parts.append("text = '\(f.text ?? "")'") }
        if let s = v as? UISwitch { parts.append("on = \(s.isOn ? "YES" : "NO")") }
        if let s = v as? UISlider { parts.append("value = \(n(CGFloat(s.value)))") }
        if v.isHidden { parts.append("hidden = YES") }
        if v.alpha != 1 { parts.append("alpha = \(n(v.alpha))") }
        if !v.isOpaque { parts.append("opaque = NO") }
        if v.tag != 0 { parts.append("tag = \(v.tag)") }
        if let id = v.accessibilityIdentifier { parts.append("identifier = '\(id)'") }
        if v.autoresizingMask != [] { parts.append("autoresize = \(autoresize(v.autoresizingMask))") }
        if !v.isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        parts.append("layer = <\(type(of: v.layer))>")
        return "<\(type(of: v)); " + parts.joined(separator: "; ") + ">"
    }

    /// UIKit's autoresizing mask notation (`W+H`, `LM+RM`…).
    static func autoresize(_ m: UIView.AutoresizingMask) -> String {
        let names: [(UIView.AutoresizingMask, String)] = [(.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
                                                          (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM")]
        return names.filter { m.contains($0.0) }.map(\.1).joined(separator: "+")
    }

    /// `vc`'s tree: `<Class>, state: appeared|disappeared, view: <ViewClass>`.
    static func hierarchy(_ vc: UIViewController) -> String {
        var lines: [String] = []
        func walk(_ c: UIViewController, _ prefix: String) {
            let state = c.viewIfLoaded?.window != nil ? "appeared" : "disappeared"
            let view = c.viewIfLoaded.map { "<\(type(of: $0))>" } ?? "(view not loaded)"
            lines.append(prefix + "<\(type(of: c))>, state: \(state), view: \(view)")
            for child in c.children { walk(child, prefix + "   | ") }
            if let p = c.presentedViewController, p.presentingViewController === c { walk(p, prefix + "   + ") }
        }
        walk(vc, "")
        return lines.joined(separator: "\n")
    }
}
