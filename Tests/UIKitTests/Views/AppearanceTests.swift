//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKit
import UIKitTesting

// Each test uses its own classes: proxies are global, and UIView's own proxy would restyle
// every other test's views.

/// A view with an appearance-capable per-state property, written as UIKit classes do.
@MainActor class ApBadge: UIView {
    var colors: [UInt: UIColor] = [:]
    func setBadgeColor(_ color: UIColor?, for state: UIControl.State) {
        if _recordAppearance("badgeColor.\(state.rawValue)", { $0.setBadgeColor(color, for: state) }) { return }
        colors[state.rawValue] = color
    }
    func badgeColor(for state: UIControl.State) -> UIColor? { colors[state.rawValue] }
}
@MainActor final class ApBadge2: ApBadge {}
@MainActor class ApBase: UIView {}
@MainActor final class ApSub: ApBase {}
@MainActor final class ApExplicit: UIView {}
@MainActor final class ApLater: UIView {}
@MainActor final class ApLeaf: UIView {}
@MainActor final class ApToolbar: UIView {}
@MainActor final class ApPanel: UIView {}
@MainActor final class ApProxyIdentity: UIView {}
@MainActor final class ApController: UIViewController {}
@MainActor final class ApInController: UIView {}
/// A subclass written for code only: its `init?(coder:)` returns nil.
@MainActor final class ApNoCoder: UIView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { return nil }
}

@MainActor @Suite struct AppearanceTests {
    func host() -> (UIKitTestHost, UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        return (UIKitTestHost(view: root), root)
    }

    @Test func proxyIsAFlaggedInstanceOfTheClass() {
        let p = ApProxyIdentity.appearance()
        #expect(p._isAppearanceProxy)
        #expect(ctlSame(p, ApProxyIdentity.appearance()))  // one proxy per class
        #expect(!ctlSame(p, ApProxyIdentity.appearance(whenContainedInInstancesOf: [ApPanel.self])))
        #expect(!ApProxyIdentity()._isAppearanceProxy)
        p.backgroundColor = .red
        #expect(p.backgroundColor == nil)  // recorded, not applied to the proxy
        let v = ApProxyIdentity(frame: .zero)
        #expect(v.backgroundColor == nil)  // not in a window yet
    }

    @Test func classWhoseCoderInitFailsGetsAnIgnoringProxyAndAnError() {
        let (h, root) = host(); defer { h.invalidate() }
        UIKitLog.clearRecentMessages()
        let p = ApNoCoder.appearance()
        #expect(UIKitLog.didLog("ApNoCoder.appearance(): init?(coder:) returned nil"))
        #expect(p._isAppearanceProxy)
        p.backgroundColor = .red
        p.tintColor = .green
        UIKitLog.clearRecentMessages()
        #expect(ctlSame(p, ApNoCoder.appearance()))   // one stand-in, one error
        #expect(!UIKitLog.didLog("ApNoCoder.appearance()"))
        let v = ApNoCoder(frame: .zero)
        let plain = UIView(frame: .zero)
        root.addSubview(v)
        root.addSubview(plain)
        #expect(v.backgroundColor == nil)
        #expect(plain.backgroundColor == nil)
        #expect(v.tintColor != .green && plain.tintColor != .green)
    }

    @Test func appliedWhenEnteringAWindow() {
        let (h, root) = host(); defer { h.invalidate() }
        ApBadge.appearance().setBadgeColor(.red, for: .normal)
        ApBadge.appearance().setBadgeColor(.blue, for: .selected)
        ApBadge.appearance().tintColor = .green
        let b = ApBadge(frame: .zero)
        #expect(b.badgeColor(for: .normal) == nil)
        root.addSubview(b)
        #expect(b.badgeColor(for: .normal) == .red && b.badgeColor(for: .selected) == .blue)
        #expect(b.tintColor == .green)
        #expect(b._explicitAppearanceKeys.isEmpty)  // applied values are not explicit
        // subclasses get it too; subtrees entering together are all styled
        let container = UIView()
        let sub = ApBadge2(frame: .zero)
        container.addSubview(sub)
        root.addSubview(container)
        #expect(sub.badgeColor(for: .normal) == .red)
    }

    @Test func explicitValueWins() {
        let (h, root) = host(); defer { h.invalidate() }
        ApExplicit.appearance().backgroundColor = .red
        ApExplicit.appearance().tintColor = .green
        let v = ApExplicit(frame: .zero)
        v.backgroundColor = .blue
        root.addSubview(v)
        #expect(v.backgroundColor == .blue)
        #expect(v.tintColor == .green)
        #expect(v._explicitAppearanceKeys == ["backgroundColor"])
        // the explicit mark survives leaving and re-entering the window
        v.removeFromSuperview(); root.addSubview(v)
        #expect(v.backgroundColor == .blue)
    }

    @Test func viewsAlreadyInAWindowAreNotChanged() {
        let (h, root) = host(); defer { h.invalidate() }
        let v = ApLater(frame: .zero)
        root.addSubview(v)
        ApLater.appearance().backgroundColor = .red
        #expect(v.backgroundColor == nil)
        v.removeFromSuperview()
        #expect(v.backgroundColor == nil)
        root.addSubview(v)  // entering again applies it
        #expect(v.backgroundColor == .red)
        ApLater.appearance().backgroundColor = .blue  // the later value replaces the earlier one
        v.removeFromSuperview(); root.addSubview(v)
        #expect(v.backgroundColor == .blue)
    }

    @Test func subclassProxyIsMoreSpecific() {
        let (h, root) = host(); defer { h.invalidate() }
        ApSub.appearance().backgroundColor = .green  // made first: specificity, not order, decides
        ApBase.appearance().backgroundColor = .red
        let base = ApBase(frame: .zero), sub = ApSub(frame: .zero)
        root.addSubview(base); root.addSubview(sub)
        #expect(base.backgroundColor == .red)
        #expect(sub.backgroundColor == .green)
    }

    @Test func containedInRules() {
        let (h, root) = host(); defer { h.invalidate() }
        ApLeaf.appearance().backgroundColor = .gray
        ApLeaf.appearance(whenContainedInInstancesOf: [ApToolbar.self]).backgroundColor = .red
        ApLeaf.appearance(whenContainedInInstancesOf: [ApToolbar.self, ApPanel.self]).backgroundColor = .blue
        let plain = ApLeaf(frame: .zero)
        let toolbar = ApToolbar(frame: .zero)
        let inToolbar = ApLeaf(frame: .zero)
        let deep = UIView()  // not a direct child: still contained
        deep.addSubview(inToolbar)
        toolbar.addSubview(deep)
        let panel = ApPanel(frame: .zero)
        let panelToolbar = ApToolbar(frame: .zero)
        let inPanelToolbar = ApLeaf(frame: .zero)
        panelToolbar.addSubview(inPanelToolbar)
        panel.addSubview(panelToolbar)
        let toolbarInLeafPanel = ApLeaf(frame: .zero)  // a leaf in a panel but no toolbar
        panel.addSubview(toolbarInLeafPanel)
        root.addSubview(plain); root.addSubview(toolbar); root.addSubview(panel)
        #expect(plain.backgroundColor == .gray)
        #expect(inToolbar.backgroundColor == .red)
        #expect(inPanelToolbar.backgroundColor == .blue)
        #expect(toolbarInLeafPanel.backgroundColor == .gray)
    }

    @Test func viewControllersAreContainers() {
        ApInController.appearance(whenContainedInInstancesOf: [ApController.self]).backgroundColor = .orange
        let vc = ApController()
        let v = ApInController(frame: .zero)
        vc.view.addSubview(v)
        let h = UIKitTestHost(viewController: vc); defer { h.invalidate() }
        #expect(v.backgroundColor == .orange)
        let outside = ApInController(frame: .zero)
        h.window.addSubview(outside)
        #expect(outside.backgroundColor == nil)
    }
}

@MainActor final class ApButton: UIButton {}

@MainActor @Suite struct AppearanceButtonTests {
    @Test func buttonTitleColorThroughTheProxy() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let h = UIKitTestHost(view: root); defer { h.invalidate() }
        ApButton.appearance().setTitleColor(.red, for: .normal)
        ApButton.appearance().setTitleColor(.green, for: .selected)
        let b = ApButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        b.setTitleColor(.blue, for: .selected)  // explicit: wins for that state only
        root.addSubview(b)
        #expect(b.titleColor(for: .normal) == .red)
        #expect(b.titleColor(for: .selected) == .blue)
        let plain = UIButton(frame: .zero)  // the superclass is not affected
        root.addSubview(plain)
        #expect(plain.titleColor(for: .normal) != .red)
    }
}
