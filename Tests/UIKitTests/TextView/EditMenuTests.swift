//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
@testable import UIKitCore
import UIKitTesting

/// A text view that refuses to paste, as apps do to keep a field clean.
@MainActor final class NoPasteTextView: UITextView {
    var copies = 0
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == "paste:" ? false : super.canPerformAction(action, withSender: sender)
    }
    override func copy(_ sender: Any?) {
        copies += 1
        super.copy(sender)
    }
}

/// A label-like view with its own edit menu (iOS 16's `UIEditMenuInteraction`).
@MainActor final class CopyableBadge: UIView, UIEditMenuInteractionDelegate {
    var copied = 0
    var log: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { action == "copy:" }
    override func copy(_ sender: Any?) { copied += 1; UIPasteboard.general.string = "badge" }
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu? {
        log.append("menuFor \(suggestedActions.count)")
        return UIMenu(children: suggestedActions + [UIAction(title: "Share") { [weak self] _ in self?.log.append("share") }])
    }
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating) { log.append("willPresent") }
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating) { log.append("willDismiss") }
}

@MainActor @Suite struct EditMenuTests {
    func hosted<V: UIView>(_ v: V) -> UIKitTestHost {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.backgroundColor = .white
        v.frame = CGRect(x: 10, y: 100, width: 300, height: 120)
        root.addSubview(v)
        let host = UIKitTestHost(view: root)
        host.advanceFrames(1)
        return host
    }

    func menuTitles(_ host: UIKitTestHost) -> Set<String> {
        Set(["Cut", "Copy", "Paste", "Select", "Select All", "Delete", "Share"].filter { host.view(withAccessibilityLabel: $0) != nil })
    }

    @Test func aLongPressOnAWordSelectsItAndOffersTheEditActions() throws {
        let v = UITextView()
        v.font = UIFont.systemFont(ofSize: 17)
        v.text = "alpha beta gamma"
        let host = hosted(v)
        UIPasteboard.general.string = "clip"
        let r = v.firstRect(for: v.textRange(from: v.position(from: v.beginningOfDocument, offset: 7)!,
                                                to: v.position(from: v.beginningOfDocument, offset: 8)!)!)
        host.longPress(at: v.convert(CGPoint(x: r.midX, y: r.midY), to: nil))
        #expect(v.isFirstResponder)
        #expect(v.selectedRange == NSRange(location: 6, length: 4))
        #expect(menuTitles(host) == ["Cut", "Copy", "Paste", "Select All", "Delete"])
        host.tap(try #require(host.view(withAccessibilityLabel: "Cut")))
        #expect(v.text == "alpha  gamma")
        #expect(UIPasteboard.general.string == "beta")
        #expect(host.view(withAccessibilityLabel: "Copy") == nil, "the menu closed")
    }

    @Test func canPerformActionAndOverridesShapeTheMenuAndTheShortcuts() throws {
        let v = NoPasteTextView()
        v.text = "one two"
        let host = hosted(v)
        UIPasteboard.general.string = "clip"
        host.tap(v)
        host.pressKey(.keyboardA, modifiers: .control)
        host.pressKey(.keyboardC, modifiers: .control)
        #expect(v.copies == 1, "Ctrl+C sends copy(_:)")
        host.pressKey(.keyboardRightArrow)
        host.pressKey(.keyboardV, modifiers: .control)
        #expect(v.text == "one two", "the view refuses paste")
        host.longPress(at: v.convert(v.caretRect(for: v.beginningOfDocument).origin, to: nil))
        #expect(!menuTitles(host).contains("Paste"))
        #expect(menuTitles(host).contains("Copy"))
    }

    @Test func aSecureFieldNeverOffersCutOrCopy() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let f = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        f.borderStyle = .roundedRect
        f.isSecureTextEntry = true
        f.text = "hunter2"
        root.addSubview(f)
        let host = UIKitTestHost(view: root)
        host.advanceFrames(1)
        host.tap(f)
        host.pressKey(.keyboardA, modifiers: .control)
        #expect(!f.canPerformAction("copy:", withSender: nil) && !f.canPerformAction("cut:", withSender: nil))
        #expect(f.canPerformAction("delete:", withSender: nil))
        host.longPress(f)
        let titles = menuTitles(host)
        #expect(!titles.contains("Copy") && !titles.contains("Cut"))
    }

    @Test func aFieldsLongPressMenuCopies() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let f = UITextField(frame: CGRect(x: 10, y: 60, width: 300, height: 34))
        f.borderStyle = .roundedRect
        f.text = "hello world"
        root.addSubview(f)
        let host = UIKitTestHost(view: root)
        host.advanceFrames(1)
        UIPasteboard.general.string = ""
        host.longPress(at: f.convert(CGPoint(x: 20, y: 17), to: nil))
        #expect(f.isEditing)
        host.tap(try #require(host.view(withAccessibilityLabel: "Copy")))
        #expect(UIPasteboard.general.string == "hello")
    }

    @Test func aCustomViewShowsItsEditMenuThroughTheInteraction() throws {
        let badge = CopyableBadge()
        badge.backgroundColor = .systemTeal
        let host = hosted(badge)
        let interaction = UIEditMenuInteraction(delegate: badge)
        badge.addInteraction(interaction)
        #expect(interaction.view === badge)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 150, y: 10)))
        host.advanceFrames(1)
        #expect(badge.log == ["menuFor 1", "willPresent"])
        #expect(menuTitles(host) == ["Copy", "Share"])
        #expect(interaction.location(in: badge) == CGPoint(x: 150, y: 10))
        host.tap(try #require(host.view(withAccessibilityLabel: "Copy")))
        #expect(badge.copied == 1 && UIPasteboard.general.string == "badge")
        #expect(badge.log.last == "willDismiss")
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        interaction.dismissMenu()
        #expect(menuTitles(host).isEmpty)
    }

    @Test func sendActionReachesTheFirstResponderTextView() {
        let v = UITextView()
        v.text = "abc"
        let host = hosted(v)
        host.tap(v)
        #expect(UIApplication.shared.sendAction("selectAll:", to: nil, from: nil, for: nil))
        #expect(v.selectedRange == NSRange(location: 0, length: 3))
    }
}
