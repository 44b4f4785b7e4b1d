//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// Alerts presented for real: `present(_:animated:)`, an action tap dismissing the alert and then
/// running the handler, keys, the presenter staying on screen, release, and iOS's refusal of a
/// second presentation.
@MainActor @Suite(.serialized) struct AlertControllerPresentationTests {
    final class Presenter: UIViewController {
        var lines: [String] = []
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); lines.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); lines.append("didDisappear") }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); lines.append("willAppear") }
    }

    static func host() -> (UIKitTestHost, Presenter) {
        let root = Presenter()
        root.view.backgroundColor = .white
        let host = UIKitTestHost(viewController: root)
        root.lines.removeAll()
        return (host, root)
    }

    static func alert(_ style: UIAlertController.Style = .alert, handler: @escaping (UIAlertAction) -> Void) -> UIAlertController {
        let a = UIAlertController(title: "Title", message: "Message", preferredStyle: style)
        a.addAction(UIAlertAction(title: "OK", style: .default, handler: handler))
        a.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: handler))
        return a
    }

    @Test func presentedAlertCoversTheScreenOverThePresenter() throws {
        let (host, root) = Self.host()
        let alert = Self.alert { _ in }
        var presented = false
        root.present(alert, animated: true) { presented = true }
        host.advance(by: 0.1)
        // Mid-animation: the card is still larger than its resting size.
        let card = try #require((alert.view as? _UIAlertControllerView)?.contentView)
        let scale = try #require(card.layer.presentation()).affineTransform().a
        #expect(scale > 1.0 && scale < 1.2)
        host.runUntilIdle()
        #expect(presented)
        #expect(root.presentedViewController === alert && alert.presentingViewController === root)
        #expect(alert.view.window === host.window)
        #expect(root.view.window === host.window)   // over full screen: the presenter stays
        #expect(root.lines.isEmpty)                  // … and gets no disappear calls
        #expect(alert.isFirstResponder)
        #expect(host.view(withAccessibilityLabel: "OK") != nil)
        host.invalidate()
    }

    @Test func theScreenBehindIsDimmedForTintAndHiddenFromVoiceOver() throws {
        let (host, root) = Self.host()
        let behind = UIButton(type: .system)
        behind.setTitle("Behind", for: .normal)
        behind.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        root.view.addSubview(behind)
        #expect(behind.tintColor == .systemBlue)
        let alert = Self.alert { _ in }
        root.present(alert, animated: true)
        host.runUntilIdle()
        #expect(behind.tintAdjustmentMode == .dimmed)
        #expect(behind.tintColor != .systemBlue)
        let labels = UIAccessibility.elements(in: host.window).compactMap(\.label)
        #expect(labels.contains("OK") && labels.contains("Cancel") && labels.contains("Title"))
        #expect(!labels.contains("Behind"))
        host.tap(try #require(host.view(withAccessibilityLabel: "OK")))
        host.runUntilIdle()
        #expect(behind.tintColor == .systemBlue)
        #expect(root.view._tintAdjustmentMode == .automatic)
        #expect(UIAccessibility.elements(in: host.window).contains { $0.label == "Behind" })
        host.invalidate()
    }

    @Test func tappingAnActionDismissesTheAlertThenRunsTheHandler() throws {
        let (host, root) = Self.host()
        var events: [String] = []
        weak var weakAlert: UIAlertController?
        weak var weakView: UIView?
        do {
            let alert = Self.alert { action in
                events.append("handler \(action.title ?? "")")
                // The alert is already gone: the presenter may present again.
                events.append(root.presentedViewController == nil ? "dismissed" : "still presented")
            }
            root.present(alert, animated: true)
            host.runUntilIdle()
            weakAlert = alert
            weakView = alert.view
            host.tap(try #require(host.view(withAccessibilityLabel: "OK")))
            #expect(alert.isBeingDismissed)
            #expect(events.isEmpty)  // the handler waits for the dismissal
            host.runUntilIdle()
        }
        #expect(events == ["handler OK", "dismissed"])
        #expect(root.presentedViewController == nil)
        #expect(root.lines.isEmpty)
        #expect(weakAlert == nil)
        #expect(weakView == nil)
        #expect(host.view(withAccessibilityLabel: "OK") == nil)
        host.invalidate()
    }

    @Test func aSecondTapWhileDismissingDoesNothing() throws {
        let (host, root) = Self.host()
        var picked: [String] = []
        let alert = Self.alert { picked.append($0.title ?? "") }
        root.present(alert, animated: true)
        host.runUntilIdle()
        let ok = try #require(host.view(withAccessibilityLabel: "OK"))
        let cancel = try #require(host.view(withAccessibilityLabel: "Cancel"))
        host.tap(ok)
        host.tap(cancel)
        host.runUntilIdle()
        #expect(picked == ["OK"])
        host.invalidate()
    }

    @Test func aHandlerCanPresentAnotherAlert() throws {
        let (host, root) = Self.host()
        let second = Self.alert { _ in }
        let first = Self.alert { _ in root.present(second, animated: true) }
        root.present(first, animated: true)
        host.runUntilIdle()
        host.tap(try #require(host.view(withAccessibilityLabel: "Cancel")))
        host.runUntilIdle()
        #expect(root.presentedViewController === second)
        host.invalidate()
    }

    @Test func presentingASecondAlertWhileOneIsShownIsRefused() {
        let (host, root) = Self.host()
        let first = Self.alert { _ in }, second = Self.alert { _ in }
        root.present(first, animated: true)
        host.runUntilIdle()
        UIKitLog.clearRecentMessages()
        var ran = false
        root.present(second, animated: true) { ran = true }
        #expect(UIKitLog.didLog("[Presentation] Attempt to present <UIAlertController: 0x"))
        #expect(UIKitLog.didLog("which is already presenting <UIAlertController: 0x"))
        #expect(!ran && second.presentingViewController == nil && root.presentedViewController === first)
        host.invalidate()
    }

    @Test func escapeAndReturnPickThroughThePresentedAlert() {
        let (host, root) = Self.host()
        for (key, expected) in [(UIKeyboardHIDUsage.keyboardEscape, "Cancel"), (.keyboardReturnOrEnter, "OK")] {
            var picked: [String] = []
            let alert = Self.alert { picked.append($0.title ?? "") }
            alert.preferredAction = alert.actions[0]
            root.present(alert, animated: true)
            host.runUntilIdle()
            host.pressKey(key)
            host.runUntilIdle()
            #expect(picked == [expected] && root.presentedViewController == nil)
        }
        host.invalidate()
    }

    @Test func actionSheetSlidesUpAndItsCancelDismissesIt() throws {
        let (host, root) = Self.host()
        var picked: [String] = []
        let sheet = Self.alert(.actionSheet) { picked.append($0.title ?? "") }
        root.present(sheet, animated: true)
        host.advance(by: 0.15)
        let cards = try #require((sheet.view as? _UIAlertControllerView)?.contentView)
        let midY = try #require(cards.layer.presentation()).frame.minY
        host.runUntilIdle()
        #expect(midY > cards.frame.minY + 1)
        host.tap(try #require(host.view(withAccessibilityLabel: "Cancel")))
        host.runUntilIdle()
        #expect(picked == ["Cancel"] && root.presentedViewController == nil)
        host.invalidate()
    }

    @Test func presentedWithoutAnimationTheHandlerStillFollowsTheDismissal() throws {
        let (host, root) = Self.host()
        var order: [String] = []
        let alert = Self.alert { _ in order.append(root.presentedViewController == nil ? "handler after dismissal" : "handler before") }
        root.present(alert, animated: false)
        host.advanceFrames(1)
        #expect(alert.view.window === host.window)
        host.tap(try #require(host.view(withAccessibilityLabel: "OK")))
        host.runUntilIdle()
        #expect(order == ["handler after dismissal"])
        host.invalidate()
    }
}
