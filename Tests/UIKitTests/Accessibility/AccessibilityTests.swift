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

/// A custom adjustable control (as a slider would be).
@MainActor final class AxVolume: UIControl {
    var value = 13
    override var _defaultAccessibilityValue: String? { "\(value)%" }
    override var _defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }
    override func accessibilityIncrement() { value = min(100, value + 10); sendActions(for: .valueChanged) }
    override func accessibilityDecrement() { value = max(0, value - 10); sendActions(for: .valueChanged) }
}

@MainActor @Suite struct AccessibilityTests {

    @Test func traitRawValues() {
        let expected: [(UIAccessibilityTraits, UInt64)] = [
            (.none, 0), (.button, 0x1), (.link, 0x2), (.image, 0x4), (.selected, 0x8), (.playsSound, 0x10),
            (.keyboardKey, 0x20), (.staticText, 0x40), (.summaryElement, 0x80), (.notEnabled, 0x100),
            (.updatesFrequently, 0x200), (.searchField, 0x400), (.startsMediaSession, 0x800),
            (.adjustable, 0x1000), (.allowsDirectInteraction, 0x2000), (.causesPageTurn, 0x4000),
            (.tabBar, 0x8000), (.header, 0x10000),
        ]
        for (t, raw) in expected { #expect(t.rawValue == raw) }
    }

    @Test func viewLabelAndControlDefaults() {
        let v = UIView()
        #expect(!v.isAccessibilityElement && v.accessibilityTraits == .none && v.accessibilityLabel == nil)
        let l = UILabel()
        l.text = "Hello"
        #expect(l.isAccessibilityElement && l.accessibilityTraits == .staticText && l.accessibilityLabel == "Hello")
        l.accessibilityLabel = "Greeting"
        #expect(l.accessibilityLabel == "Greeting")
        l.accessibilityLabel = nil  // nil restores the default, "" silences it
        #expect(l.accessibilityLabel == "Hello")
        l.accessibilityLabel = ""
        #expect(l.accessibilityLabel == "" && UIAccessibility.spokenDescription(of: l) == "")
        l.isAccessibilityElement = false
        #expect(!l.isAccessibilityElement)
        #expect(UIImageView().accessibilityTraits == .image)

        let c = UIControl(frame: .zero)
        #expect(c.isAccessibilityElement && c.accessibilityTraits == .none)
        c.isEnabled = false
        #expect(c.accessibilityTraits == .notEnabled)
        c.isSelected = true
        #expect(c.accessibilityTraits == [.notEnabled, .selected])
        c.accessibilityTraits = .button  // state traits are still added
        #expect(c.accessibilityTraits == [.button, .notEnabled, .selected])
        c.isEnabled = true; c.isSelected = false
        #expect(c.accessibilityTraits == .button)
    }

    @Test func spokenDescriptions() {
        let b = UIControl(frame: .zero)
        b.accessibilityLabel = "Options"
        b.accessibilityTraits = .button
        b.accessibilityHint = "Shows additional camera options."
        #expect(UIAccessibility.spokenDescription(of: b) == "Options. Button. Shows additional camera options.")
        let v = AxVolume(frame: .zero)
        v.accessibilityLabel = "Sound volume"
        #expect(UIAccessibility.spokenDescription(of: v)
                == "Sound volume: 13 percent. Adjustable. Swipe up or down with one finger to adjust the value.")
        b.isEnabled = false
        b.isSelected = true
        #expect(UIAccessibility.spokenDescription(of: b) == "Selected. Options. Dimmed. Button. Shows additional camera options.")
        let h = UILabel(); h.text = "Settings"; h.accessibilityTraits = [.staticText, .header]
        #expect(UIAccessibility.spokenDescription(of: h) == "Settings. Heading.")
        let e = UIAccessibilityElement(accessibilityContainer: b)
        e.accessibilityLabel = "Help"; e.accessibilityTraits = .link
        #expect(UIAccessibility.spokenDescription(of: e) == "Help. Link.")
        let img = UIImageView(); img.accessibilityLabel = "Logo"
        #expect(UIAccessibility.spokenDescription(of: img) == "Logo. Image.")
    }

    @Test func incrementDecrementAndActivate() {
        let v = AxVolume(frame: .zero)
        var changes = 0
        v.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        v.accessibilityIncrement()
        #expect(v.accessibilityValue == "23%" && changes == 1)
        v.accessibilityDecrement(); v.accessibilityDecrement()
        #expect(v.accessibilityValue == "3%" && changes == 3)

        let c = ControlProbe(frame: .zero)
        c.sendsPrimary = true
        #expect(c.accessibilityActivate())
        #expect(c.dispatches == ["down", "upInside", "primary"])
        c.isEnabled = false
        #expect(!c.accessibilityActivate())
        #expect(c.dispatches.count == 3)
        #expect(!UIView().accessibilityActivate())
    }

    /// A form: title on top, two rows of controls, a hidden view, a view with hidden children.
    @Test func treeOrderAndContents() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        func label(_ t: String, _ r: CGRect) -> UILabel { let l = UILabel(frame: r); l.text = t; root.addSubview(l); return l }
        func control(_ t: String, _ r: CGRect, in parent: UIView? = nil) -> UIControl {
            let c = UIControl(frame: r); c.accessibilityLabel = t; c.accessibilityTraits = .button
            (parent ?? root).addSubview(c); return c
        }
        // added in scrambled order: the tree sorts by position
        _ = control("Cancel", CGRect(x: 200, y: 100, width: 80, height: 30))
        _ = label("Name", CGRect(x: 10, y: 104, width: 80, height: 20))       // same row as Cancel (top above its middle)
        _ = label("Title", CGRect(x: 10, y: 10, width: 280, height: 30))
        let ok = control("OK", CGRect(x: 200, y: 200, width: 80, height: 30))
        ok.accessibilityIdentifier = "ok"
        ok.accessibilityHint = "Saves"
        _ = label("Footer", CGRect(x: 10, y: 205, width: 80, height: 20))
        let hidden = label("Hidden", CGRect(x: 10, y: 300, width: 80, height: 20)); hidden.isHidden = true
        let group = UIView(frame: CGRect(x: 0, y: 340, width: 300, height: 50))
        root.addSubview(group)
        _ = control("Secret", CGRect(x: 0, y: 0, width: 50, height: 50), in: group)
        group.accessibilityElementsHidden = true
        let transparent = label("Transparent", CGRect(x: 150, y: 300, width: 80, height: 20)); transparent.alpha = 0

        let h = UIKitTestHost(view: root, size: CGSize(width: 300, height: 400)); defer { h.invalidate() }
        let nodes = UIAccessibility.elements(in: h.window)
        #expect(nodes.map { $0.label ?? "-" } == ["Title", "Name", "Cancel", "Footer", "OK"])
        let okNode = nodes[4]
        #expect(okNode.identifier == "ok" && okNode.hint == "Saves" && okNode.traits == .button && ctlSame(okNode.object, ok))
        #expect(okNode.frame == CGRect(x: 200, y: 200, width: 80, height: 30))
        #expect(okNode.spokenDescription == "OK. Button. Saves.")
        #expect(nodes[0].traits == .staticText && nodes[0].spokenDescription == "Title.")
    }

    @Test func elementsInsideAnElementAreNotVisitedAndRTLOrder() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        cell.isAccessibilityElement = true
        cell.accessibilityLabel = "Cell"
        let inner = UILabel(frame: CGRect(x: 10, y: 10, width: 50, height: 20)); inner.text = "Inner"
        cell.addSubview(inner)
        root.addSubview(cell)
        let left = UILabel(frame: CGRect(x: 10, y: 100, width: 50, height: 20)); left.text = "Left"
        let right = UILabel(frame: CGRect(x: 200, y: 100, width: 50, height: 20)); right.text = "Right"
        root.addSubview(left); root.addSubview(right)
        let h = UIKitTestHost(view: root, size: CGSize(width: 300, height: 200)); defer { h.invalidate() }
        #expect(UIAccessibility.elements(in: h.window).map { $0.label ?? "" } == ["Cell", "Left", "Right"])
        h.window.semanticContentAttribute = .forceRightToLeft
        #expect(UIAccessibility.elements(in: h.window).map { $0.label ?? "" } == ["Cell", "Right", "Left"])
    }

    @Test func explicitElementsModalViewAndContainerSpaceFrames() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let chart = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 100))
        root.addSubview(chart)
        let march = UIAccessibilityElement(accessibilityContainer: chart)
        march.accessibilityLabel = "March"; march.accessibilityValue = "42"
        march.accessibilityFrameInContainerSpace = CGRect(x: 100, y: 0, width: 20, height: 100)
        let jan = UIAccessibilityElement(accessibilityContainer: chart)
        jan.accessibilityLabel = "January"
        jan.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 20, height: 100)
        let off = UIAccessibilityElement(accessibilityContainer: chart)
        off.accessibilityLabel = "Off"; off.isAccessibilityElement = false
        chart.accessibilityElements = [march, jan, off]  // explicit order is kept
        let top = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20)); top.text = "Top"
        root.addSubview(top)
        let h = UIKitTestHost(view: root, size: CGSize(width: 300, height: 300)); defer { h.invalidate() }
        let nodes = UIAccessibility.elements(in: h.window)
        #expect(nodes.map { $0.label ?? "" } == ["Top", "March", "January"])
        #expect(nodes[1].frame == CGRect(x: 150, y: 50, width: 20, height: 100))
        #expect(nodes[1].spokenDescription == "March: 42.")
        chart.frame.origin = CGPoint(x: 60, y: 50)  // container-space frames follow the container
        #expect(march.accessibilityFrame == CGRect(x: 160, y: 50, width: 20, height: 100))

        // a modal view hides its siblings
        let sheet = UIView(frame: CGRect(x: 0, y: 200, width: 300, height: 100))
        sheet.accessibilityViewIsModal = true
        let close = UIControl(frame: CGRect(x: 10, y: 10, width: 40, height: 40)); close.accessibilityLabel = "Close"
        sheet.addSubview(close)
        root.addSubview(sheet)
        #expect(UIAccessibility.elements(in: h.window).map { $0.label ?? "" } == ["Close"])
        sheet.isHidden = true
        #expect(UIAccessibility.elements(in: h.window).count == 3)
    }

    @Test func accessibilityFrameIsInScreenCoordinates() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let box = UIView(frame: CGRect(x: 20, y: 30, width: 40, height: 50))
        let inner = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        box.addSubview(inner); root.addSubview(box)
        let h = UIKitTestHost(view: root, size: CGSize(width: 200, height: 200)); defer { h.invalidate() }
        #expect(inner.accessibilityFrame == CGRect(x: 25, y: 35, width: 10, height: 10))
        inner.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(inner.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(inner.accessibilityActivationPoint == CGPoint(x: 2.5, y: 4))
    }
}

/// The examples of the issue with UIKit's own controls.
@MainActor @Suite struct AccessibilityControlsTests {
    @Test func buttonAndSliderSpokenDescriptions() {
        let b = UIButton(type: .system)
        b.setTitle("Options", for: .normal)
        b.accessibilityHint = "Shows additional camera options."
        #expect(b.isAccessibilityElement)
        #expect(UIAccessibility.spokenDescription(of: b) == "Options. Button. Shows additional camera options.")
        b.isEnabled = false
        #expect(b.accessibilityTraits == [.button, .notEnabled])
        #expect(UIAccessibility.spokenDescription(of: b) == "Options. Dimmed. Button. Shows additional camera options.")

        let s = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        s.value = 0.13
        s.accessibilityLabel = "Sound volume"
        #expect(s.accessibilityValue == "13%")
        #expect(UIAccessibility.spokenDescription(of: s)
                == "Sound volume: 13 percent. Adjustable. Swipe up or down with one finger to adjust the value.")
    }
}

@MainActor @Suite struct AccessibilityGroupingTests {
    @Test func groupedChildrenStayTogetherAndExplicitViewsAreRead() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        // Two columns: the left one grouped, so it is read top to bottom before the right one.
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 300))
        left.shouldGroupAccessibilityChildren = true
        let right = UIView(frame: CGRect(x: 150, y: 0, width: 150, height: 300))
        root.addSubview(left); root.addSubview(right)
        for (i, y) in [0, 100].enumerated() {
            let l = UILabel(frame: CGRect(x: 10, y: CGFloat(y), width: 100, height: 20)); l.text = "L\(i)"; left.addSubview(l)
            let r = UILabel(frame: CGRect(x: 10, y: CGFloat(y), width: 100, height: 20)); r.text = "R\(i)"; right.addSubview(r)
        }
        let h = UIKitTestHost(view: root, size: CGSize(width: 300, height: 300)); defer { h.invalidate() }
        #expect(UIAccessibility.elements(in: h.window).map { $0.label ?? "" } == ["L0", "L1", "R0", "R1"])
        left.shouldGroupAccessibilityChildren = false
        #expect(UIAccessibility.elements(in: h.window).map { $0.label ?? "" } == ["L0", "R0", "L1", "R1"])
        // accessibilityElements with views: their subtrees, in the given order
        root.accessibilityElements = [right, left]
        #expect(UIAccessibility.elements(in: h.window).map { $0.label ?? "" } == ["R0", "R1", "L0", "L1"])
    }

    @Test func notificationsAreRecorded() {
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        #expect(UIAccessibility._postedNotifications.last?.notification == .announcement)
        #expect(UIAccessibility._postedNotifications.last?.argument as? String == "Saved")
        #expect(!UIAccessibility.isVoiceOverRunning)
    }
}

/// A table's section titles are read as headings (VoiceOver's "Heading", AT-SPI's heading role),
/// so that a reader can move from section to section; footers and rows are not.
@MainActor @Suite struct AccessibilitySectionHeaderTests {
    final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let c = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
            c.textLabel?.text = "Row \(indexPath.section)"
            return c
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { section == 0 ? "Titled" : nil }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { section == 0 ? "A footer" : nil }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            guard section == 1 else { return nil }
            let v = tableView.dequeueReusableHeaderFooterView(withIdentifier: "h") ?? UITableViewHeaderFooterView(reuseIdentifier: "h")
            var c = v.defaultContentConfiguration()
            c.text = "Configured"
            c.secondaryText = "Under it"
            v.contentConfiguration = c
            return v
        }
    }

    @Test func sectionTitlesAreHeadings() {
        let table = UITableView(frame: .zero, style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        let source = Source()
        table.dataSource = source
        table.delegate = source
        let h = UIKitTestHost(view: table, size: CGSize(width: 390, height: 600)); defer { h.invalidate() }
        let nodes = UIAccessibility.elements(in: h.window)
        func traits(_ label: String) -> UIAccessibilityTraits? { nodes.first { $0.label == label }?.traits }
        #expect(traits("Titled") == [.staticText, .header])
        #expect(traits("Configured") == [.staticText, .header])
        #expect(traits("Under it") == .staticText)
        #expect(traits("A footer") == .staticText)
        #expect(nodes.first { $0.label == "Titled" }?.spokenDescription == "Titled. Heading.")
        // (A row's label is read as part of its cell, never as a heading.)
        #expect(!nodes.contains { ($0.label ?? "").hasPrefix("Row") && $0.traits.contains(.header) })
        withExtendedLifetime(source) {}
    }
}
