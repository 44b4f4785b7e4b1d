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

/// UIBarButtonItem: initializers, system items (titles, drawn glyphs, accessibility names),
/// target-action with method references and selectors, primaryAction, the edit button.
@MainActor @Suite(.serialized) struct BarButtonItemTests {
    typealias S = BarTestSupport

    /// A bar showing `items` on the right of one navigation item.
    private func barHost(_ items: [UIBarButtonItem], left: [UIBarButtonItem] = []) -> (UINavigationBar, UIKitTestHost) {
        let bar = UINavigationBar()
        let n = UINavigationItem(title: "Items")
        n.rightBarButtonItems = items
        n.leftBarButtonItems = left
        bar.items = [n]
        return (bar, S.host(bar))
    }

    @Test func systemItemsShowTheirTitlesOrDrawnGlyphs() {
        let done = UIBarButtonItem(barButtonSystemItem: .done)
        let cancel = UIBarButtonItem(barButtonSystemItem: .cancel)
        let add = UIBarButtonItem(barButtonSystemItem: .add)
        let action = UIBarButtonItem(barButtonSystemItem: .action)
        let compose = UIBarButtonItem(barButtonSystemItem: .compose)
        let close = UIBarButtonItem(barButtonSystemItem: .close)
        let (_, host) = barHost([done, cancel, add], left: [action, compose, close])
        #expect(done.title == nil && done.style == .done)   // the system title is not the item's
        let doneView = host.view(withAccessibilityLabel: "Done") as? _UIBarButtonView
        #expect(doneView?.label?.text == "Done" && doneView?.label?.font == UIBarButtonItem._doneFont)
        let cancelView = host.view(withAccessibilityLabel: "Cancel") as? _UIBarButtonView
        #expect(cancelView?.label?.font == UIBarButtonItem._plainFont)
        for name in ["Add", "Share", "Compose", "Close"] {
            let v = host.view(withAccessibilityLabel: name) as? _UIBarButtonView
            #expect(v?.imageView?.image?.renderingMode == .alwaysTemplate, "\(name)")
            #expect(v?.label == nil, "\(name)")
            #expect(v?.accessibilityTraits == .button, "\(name)")
        }
        #expect(_UIBarSystemImages.image(for: .add)?.size == CGSize(width: 24, height: 24))
        #expect(_UIBarSystemImages.image(for: .done) == nil)
        #expect(_UIBarSystemImages.image(for: .flexibleSpace) == nil)
    }

    @Test func methodReferenceTargetsRunOnTap() {
        let t = BarActionTarget()
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: t, action: BarActionTarget.add)
        let sort = UIBarButtonItem(title: "Sort", style: .plain, target: t, action: BarActionTarget.sort)
        let anyItem = UIBarButtonItem(image: UIImage(), style: .plain, target: t, action: BarActionTarget.any)
        anyItem.accessibilityLabel = "Any"
        let (_, host) = barHost([add, sort, anyItem])
        host.tap(host.view(withAccessibilityLabel: "Add")!)
        host.tap(host.view(withAccessibilityLabel: "Sort")!)
        host.tap(host.view(withAccessibilityLabel: "Any")!)
        #expect(t.calls == ["add", "sort", "any"])
        #expect(t.senders.first === sort)
        #expect(add.target === t && add.action != nil)
        // Disabled: no action.
        add.isEnabled = false
        host.tap(host.view(withAccessibilityLabel: "Add")!)
        #expect(t.calls.count == 3)
    }

    @Test func primaryActionWinsAndSelectorsGoUpTheResponderChain() {
        var log: [String] = []
        let item = UIBarButtonItem(systemItem: .save, primaryAction: UIAction { a in log.append("primary \(a.sender is UIBarButtonItem)") })
        let titled = UIBarButtonItem(title: nil, image: nil, primaryAction: UIAction(title: "Go") { _ in log.append("go") })
        #expect(titled.title == "Go")
        let nilTargeted = UIBarButtonItem(title: "Send", style: .plain, target: nil, action: "send:")
        let (bar, host) = barHost([item, titled, nilTargeted])
        // The root view handles "send:" (it is up the chain from the button).
        bar.superview!.registerAction("send:") { sender, _ in log.append("send from \(sender is UIBarButtonItem)") }
        host.tap(host.view(withAccessibilityLabel: "Save")!)
        host.tap(host.view(withAccessibilityLabel: "Go")!)
        host.tap(host.view(withAccessibilityLabel: "Send")!)
        #expect(log == ["primary true", "go", "send from true"])
        // Nobody handles it: logged.
        let orphan = UIBarButtonItem(title: "Orphan", style: .plain, target: nil, action: "nobody:")
        bar.topItem!.leftBarButtonItem = orphan
        UIKitLog.clearRecentMessages()
        host.tap(host.view(withAccessibilityLabel: "Orphan")!)
        #expect(UIKitLog.didLog("no responder handles nobody:"))
    }

    @Test func editButtonItemTogglesEditingAndShowsDone() {
        final class VC: UIViewController {
            var calls: [String] = []
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                calls.append("setEditing(\(editing), animated: \(animated))")
            }
        }
        let vc = VC()
        let edit = vc.editButtonItem
        #expect(vc.editButtonItem === edit)
        let (_, host) = barHost([edit])
        host.tap(host.view(withAccessibilityLabel: "Edit")!)
        #expect(vc.isEditing && vc.calls == ["setEditing(true, animated: true)"])
        let done = host.view(withAccessibilityLabel: "Done") as? _UIBarButtonView
        #expect(done?.label?.font == UIBarButtonItem._doneFont)
        host.tap(done!)
        #expect(!vc.isEditing && host.view(withAccessibilityLabel: "Edit") != nil)
        vc.isEditing = true
        #expect(host.view(withAccessibilityLabel: "Done") != nil)
    }

    @Test func customViewsWidthsAndHiddenItems() {
        let sw = UISwitch()
        sw.accessibilityIdentifier = "switch"
        let custom = UIBarButtonItem(customView: sw)
        let wide = UIBarButtonItem(title: "W", style: .plain)
        wide.width = 100
        let hidden = UIBarButtonItem(title: "Hidden", style: .plain)
        hidden.isHidden = true
        let (_, host) = barHost([custom, wide, hidden])
        let f = host.frame(of: sw)
        #expect(abs(f.maxX - (390 - 16)) < 0.01 && f.width == 51)
        #expect(abs(host.frame(of: host.view(withAccessibilityLabel: "W")!).width - 116) < 0.01)
        #expect(host.view(withAccessibilityLabel: "Hidden") == nil)   // a user can't see it
        #expect(host.views(where: { $0.accessibilityLabel == "Hidden" }).first?.isHidden == true)
        hidden.isHidden = false
        host.window.layoutIfNeeded()
        #expect(host.view(withAccessibilityLabel: "Hidden")?.isHidden == false)
        // Replacing the custom view shows the new one.
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        other.accessibilityIdentifier = "other"
        custom.customView = other
        #expect(host.view(withAccessibilityIdentifier: "other") != nil && sw.superview == nil)
    }

    @Test func spacesAndClassConstructors() {
        let flex = UIBarButtonItem.flexibleSpace()
        let fixed = UIBarButtonItem.fixedSpace(12)
        #expect(flex._systemItem == .flexibleSpace && fixed.width == 12 && fixed._isSpace)
        UIKitLog.clearRecentMessages()
        fixed.width = .nan
        fixed.width = -4
        #expect(fixed.width == 12 && UIKitLog.didLog("UIBarButtonItem.width: -4.0"))
        let item = UIBarButtonItem(title: "T", style: .done)
        #expect(item.title == "T" && item.style == .done)
        item.setTitleTextAttributes([.foregroundColor: UIColor.systemRed], for: .normal)
        #expect(item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemRed)
        #expect(item.titleTextAttributes(for: .highlighted) == nil)
    }

    @Test func highlightedButtonsDim() {
        let item = UIBarButtonItem(title: "Press", style: .plain)
        let (_, host) = barHost([item])
        let v = host.view(withAccessibilityLabel: "Press") as! _UIBarButtonView
        let f = host.touchDown(at: host.center(of: v))
        #expect(v.isHighlighted && v.label!.alpha < 0.5)
        host.lift(f, at: host.center(of: v))
        #expect(!v.isHighlighted && v.label!.alpha == 1)
    }

    @Test func itemsAreFreedWithTheirBar() {
        weak var weakItem: UIBarButtonItem?
        weak var weakBar: UINavigationBar?
        weak var weakNav: UINavigationItem?
        do {
            let t = BarActionTarget()
            let item = UIBarButtonItem(barButtonSystemItem: .add, target: t, action: BarActionTarget.add)
            let (bar, host) = barHost([item])
            weakItem = item
            weakBar = bar
            weakNav = bar.topItem
            host.invalidate()
            bar.removeFromSuperview()
        }
        #expect(weakItem == nil && weakBar == nil && weakNav == nil)
    }
}
