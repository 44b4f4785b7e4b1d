//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import UIKit
import UIKitTesting

/// Everything that logs `traitCollectionDidChange` into one list, in call order.
@MainActor private final class TraitLog {
    static var entries: [String] = []
}

@MainActor private final class TraitLoggingView: UIView {
    var name = ""
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        TraitLog.entries.append("\(name) \(previous?.userInterfaceStyle == .dark ? "dark" : "light")→\(traitCollection.userInterfaceStyle == .dark ? "dark" : "light")")
    }
}

@MainActor private final class TraitLoggingController: UIViewController {
    let name: String
    init(_ name: String) { self.name = name; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { return nil }
    override func loadView() { let v = TraitLoggingView(); v.name = name + ".view"; view = v }
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        TraitLog.entries.append("\(name) \(previous?.userInterfaceStyle == .dark ? "dark" : "light")→\(traitCollection.userInterfaceStyle == .dark ? "dark" : "light")")
    }
}

@MainActor @Suite struct TraitCollectionTests {
    @Test func collectionsCombineCompareAndMutate() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let compact = UITraitCollection(horizontalSizeClass: .compact)
        let both = UITraitCollection(traitsFrom: [dark, compact, UITraitCollection(userInterfaceStyle: .light)])
        #expect(both.userInterfaceStyle == .light && both.horizontalSizeClass == .compact)
        #expect(both.containsTraits(in: compact) && !both.containsTraits(in: dark))
        #expect(both.hasDifferentColorAppearance(comparedTo: dark))
        #expect(!both.hasDifferentColorAppearance(comparedTo: UITraitCollection(traitsFrom: [both, UITraitCollection(horizontalSizeClass: .regular)])))
        let m = UITraitCollection { $0.userInterfaceStyle = .dark; $0.preferredContentSizeCategory = .extraLarge }
        #expect(m.userInterfaceStyle == .dark && m.preferredContentSizeCategory == .extraLarge && m.displayScale == 0)
        let m2 = m.modifyingTraits { $0.userInterfaceLevel = .elevated }
        #expect(m2.userInterfaceLevel == .elevated && m2.userInterfaceStyle == .dark && m.userInterfaceLevel == .unspecified)
        #expect(UITraitCollection(userInterfaceStyle: .dark) == dark)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(UIContentSizeCategory.accessibilityMedium.rawValue == "UICTContentSizeCategoryAccessibilityM")
        #expect(UIContentSizeCategory.small < .large && UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory && !UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        var ran = false
        dark.performAsCurrent {
            ran = true
            #expect(UITraitCollection.current.userInterfaceStyle == .dark)
        }
        #expect(ran && UITraitCollection.current.userInterfaceStyle == .light)
    }

    @Test func windowsHaveSizeClassesFromTheirSize() {
        let phone = UIKitTestHost(view: UIView(), size: CGSize(width: 390, height: 844))
        #expect(phone.window.traitCollection.horizontalSizeClass == .compact)
        #expect(phone.window.traitCollection.verticalSizeClass == .regular)
        #expect(phone.window.traitCollection.userInterfaceStyle == .light)
        #expect(phone.window.traitCollection.preferredContentSizeCategory == .large)
        phone.invalidate()
        let wide = UIKitTestHost(view: UIView(), size: CGSize(width: 1024, height: 400))
        #expect(wide.window.traitCollection.horizontalSizeClass == .regular)
        #expect(wide.window.traitCollection.verticalSizeClass == .compact)
        wide.invalidate()
    }

    @Test func desktopChangeReachesControllersAndViewsOnceParentsFirst() {
        let parent = TraitLoggingController("P"), child = TraitLoggingController("C")
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let leaf = TraitLoggingView(); leaf.name = "leaf"
        child.view.addSubview(leaf)
        let host = UIKitTestHost(viewController: parent)
        defer { host.invalidate() }
        TraitLog.entries = []
        host.setUserInterfaceStyle(.dark)
        #expect(TraitLog.entries == ["P light→dark", "P.view light→dark", "C light→dark", "C.view light→dark", "leaf light→dark"])
        #expect(leaf.traitCollection.userInterfaceStyle == .dark && parent.traitCollection.userInterfaceStyle == .dark)
        TraitLog.entries = []
        host.setUserInterfaceStyle(.dark)   // no change: no calls
        #expect(TraitLog.entries.isEmpty)
        host.setUserInterfaceStyle(.light)
        #expect(TraitLog.entries.first == "P dark→light" && TraitLog.entries.count == 5)
    }

    @Test func overridesApplyToTheirSubtree() {
        let parent = TraitLoggingController("P"), child = TraitLoggingController("C")
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let sibling = TraitLoggingView(); sibling.name = "sibling"
        parent.view.addSubview(sibling)
        let host = UIKitTestHost(viewController: parent)
        defer { host.invalidate() }
        TraitLog.entries = []
        child.overrideUserInterfaceStyle = .dark
        #expect(TraitLog.entries == ["C light→dark", "C.view light→dark"])
        #expect(child.traitCollection.userInterfaceStyle == .dark && sibling.traitCollection.userInterfaceStyle == .light)
        // A view's own override inside wins over its controller's.
        let inner = TraitLoggingView(); inner.name = "inner"
        inner.overrideUserInterfaceStyle = .light
        child.view.addSubview(inner)
        #expect(inner.traitCollection.userInterfaceStyle == .light)
        // The desktop turning dark changes only what no override pins.
        TraitLog.entries = []
        host.setUserInterfaceStyle(.dark)
        #expect(TraitLog.entries == ["P light→dark", "P.view light→dark", "sibling light→dark"])
        // The window's override reaches everything below it.
        TraitLog.entries = []
        host.window.overrideUserInterfaceStyle = .light
        #expect(host.window.traitCollection.userInterfaceStyle == .light)
        #expect(TraitLog.entries == ["P dark→light", "P.view dark→light", "sibling dark→light"])
        host.window.overrideUserInterfaceStyle = .unspecified
        child.overrideUserInterfaceStyle = .unspecified
    }

    @Test func addingAViewUnderAnOverrideRecoloursIt() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.overrideUserInterfaceStyle = .dark
        let host = UIKitTestHost(view: root)
        defer { host.invalidate() }
        let v = TraitLoggingView(frame: root.bounds); v.name = "v"
        v.backgroundColor = .systemBackground   // resolved light while outside the window
        TraitLog.entries = []
        root.addSubview(v)
        #expect(TraitLog.entries == ["v light→dark"])
        #expect(host.render().pixel(x: 20, y: 20)!.r == 0)
        root.overrideUserInterfaceStyle = .unspecified
    }

    @Test func registrationsFireForTheirTraitsOnly() {
        let vc = TraitLoggingController("R")
        let host = UIKitTestHost(viewController: vc)
        defer { host.invalidate() }
        var styleCalls: [UIUserInterfaceStyle] = []
        var sizeCalls = 0
        let r = vc.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (c: TraitLoggingController, previous: UITraitCollection) in
            styleCalls.append(previous.userInterfaceStyle)
            #expect(c.traitCollection.userInterfaceStyle != previous.userInterfaceStyle)
        }
        vc.view.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (_: UIView, _: UITraitCollection) in sizeCalls += 1 }
        var actions = 0
        let target = UIResponder()
        target.registerAction("stylesChanged:") { sender, _ in if sender is UIView { actions += 1 } }
        vc.view.registerForTraitChanges([UITraitUserInterfaceStyle.self], target: target, action: "stylesChanged:")
        host.setUserInterfaceStyle(.dark)
        #expect(styleCalls == [.light] && sizeCalls == 0 && actions == 1)
        vc.unregisterForTraitChanges(r)
        host.setUserInterfaceStyle(.light)
        #expect(styleCalls == [.light] && actions == 2)
    }

    @Test func resizingAWindowAcrossTheBreakpointChangesTheSizeClass() {
        let vc = TraitLoggingController("W")
        let host = UIKitTestHost(viewController: vc, size: CGSize(width: 390, height: 600))
        defer { host.invalidate() }
        var previous: [UIUserInterfaceSizeClass] = []
        vc.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (_: TraitLoggingController, p: UITraitCollection) in
            previous.append(p.horizontalSizeClass)
        }
        host.window.frame = CGRect(x: 0, y: 0, width: 500, height: 600)
        host.window.layoutIfNeeded()
        #expect(previous.isEmpty && vc.traitCollection.horizontalSizeClass == .compact)
        host.window.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
        host.window.layoutIfNeeded()
        #expect(previous == [.compact] && vc.traitCollection.horizontalSizeClass == .regular)
    }
}
