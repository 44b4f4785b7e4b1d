//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// Logs a popover delegate's messages into a presentation log.
@MainActor final class PresentationPopoverLogger: UIPopoverPresentationControllerDelegate {
    let log: PresentationLog
    var adaptive: UIModalPresentationStyle = .automatic
    var allows = true
    var prepare: ((UIPopoverPresentationController) -> Void)?
    var reposition: ((UnsafeMutablePointer<CGRect>, UnsafeMutablePointer<UIView>) -> Void)?
    init(_ log: PresentationLog) { self.log = log }
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptive
    }
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        log.lines.append("prepare")
        prepare?(popoverPresentationController)
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.lines.append("shouldDismiss")
        return true
    }
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
        log.lines.append("shouldDismissPopover")
        return allows
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.lines.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.lines.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { log.lines.append("didAttemptToDismiss") }
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
        log.lines.append("didDismissPopover")
    }
    func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                       willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>, in view: UnsafeMutablePointer<UIView>) {
        log.lines.append("willReposition")
        reposition?(rect, view)
    }
}

/// Popovers in a 1024×768 window (regular width): placement, arrow, tap outside, passthrough
/// views, the missing source, and the adaptation to a sheet in a compact window.
@MainActor @Suite struct PresentationPopoverTests {
    typealias Popover = UIPopoverPresentationController

    /// A (white, 1024×768) with a grey button-sized view at `buttonFrame`, and M (blue, 300×200)
    /// ready to be a popover from it.
    func setUp(_ log: PresentationLog, size: CGSize = CGSize(width: 1024, height: 768),
               buttonFrame: CGRect = CGRect(x: 100, y: 100, width: 80, height: 40))
        -> (UIKitTestHost, PresentationLoggingController, PresentationLoggingController, UIView, PresentationPopoverLogger) {
        let a = PresentationLoggingController("A", log)
        let host = UIKitTestHost(viewController: a, size: size)
        let button = UIView(frame: buttonFrame)
        button.backgroundColor = .gray
        a.view.addSubview(button)
        let m = PresentationLoggingController("M", log, color: .blue)
        m.modalPresentationStyle = .popover
        m.preferredContentSize = CGSize(width: 300, height: 200)
        let d = PresentationPopoverLogger(log)
        m.popoverPresentationController?.delegate = d
        m.popoverPresentationController?.sourceView = button
        log.lines = []
        return (host, a, m, button, d)
    }

    @Test func arrowDirectionHasApplesRawValues() {
        #expect(UIPopoverArrowDirection.up.rawValue == 1 && UIPopoverArrowDirection.down.rawValue == 2)
        #expect(UIPopoverArrowDirection.left.rawValue == 4 && UIPopoverArrowDirection.right.rawValue == 8)
        #expect(UIPopoverArrowDirection.any.rawValue == 15 && UIPopoverArrowDirection.unknown.rawValue == UInt.max)
        let m = UIViewController()
        m.modalPresentationStyle = .popover
        let p = m.popoverPresentationController
        #expect(p != nil && m.sheetPresentationController == nil)
        #expect(p?.permittedArrowDirections == .any && p?.arrowDirection == .unknown)
        #expect(p?.sourceRect == .zero && p?.canOverlapSourceViewRect == false)
        #expect(p?.popoverLayoutMargins == UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
    }

    @Test func aPopoverSitsBelowItsSourceWithItsArrowUp() throws {
        let log = PresentationLog()
        let (host, a, m, _, keep) = setUp(log)
        defer { withExtendedLifetime(keep) {} }
        a.present(m, animated: true)
        #expect(log.lines.contains("prepare"))
        #expect(log.lines.firstIndex(of: "prepare")! < log.lines.firstIndex(of: "M.willAppear(true) presented")!)
        host.advance(by: 0.5)
        let p = try #require(m.popoverPresentationController)
        #expect(p.arrowDirection == .up)
        // Under the source's bottom (140) and the 13-pt arrow, slid right to the left margin.
        #expect(host.frame(of: m.view) == CGRect(x: 10, y: 153, width: 300, height: 200))
        #expect(presentationPixel(host, CGPoint(x: 140, y: 147)) == 0xFFFFFF)    // the arrow (system background)
        #expect(presentationPixel(host, CGPoint(x: 700, y: 500)) == 0xFFFFFF)    // the presenter, undimmed
        #expect(presentationPixel(host, CGPoint(x: 120, y: 150)) & 0xFF > 0xE0)  // beside the arrow: the presenter
        #expect(presentationPixel(host, CGPoint(x: 160, y: 250)) == 0x0000FF)
        #expect(a.view.transform.isIdentity)
        host.invalidate()
    }

    @Test func thePopoverGoesWhereThereIsRoom() throws {
        let log = PresentationLog()
        // A source near the bottom: the popover goes above it, the arrow pointing down.
        let (host, a, m, _, keep) = setUp(log, buttonFrame: CGRect(x: 500, y: 700, width: 80, height: 40))
        defer { withExtendedLifetime(keep) {} }
        a.present(m, animated: false)
        #expect(m.popoverPresentationController?.arrowDirection == .down)
        #expect(host.frame(of: m.view) == CGRect(x: 390, y: 487, width: 300, height: 200))
        m.dismiss(animated: false)
        // Only left and right permitted: beside it, on the side with room.
        let n = PresentationLoggingController("N", log, color: .green)
        n.modalPresentationStyle = .popover
        n.preferredContentSize = CGSize(width: 300, height: 200)
        let p = try #require(n.popoverPresentationController)
        p.sourceView = a.view
        p.sourceRect = CGRect(x: 900, y: 300, width: 20, height: 20)
        p.permittedArrowDirections = [.left, .right]
        a.present(n, animated: false)
        #expect(p.arrowDirection == .right)
        #expect(host.frame(of: n.view) == CGRect(x: 900 - 13 - 300, y: 210, width: 300, height: 200))
        host.invalidate()
    }

    @Test func aTapOutsideDismissesWithTheDelegateMessages() {
        let log = PresentationLog()
        let (host, a, m, _, d) = setUp(log)
        a.present(m, animated: false)
        log.lines = []
        host.tap(at: CGPoint(x: 700, y: 500))
        host.advance(by: 0.6)
        #expect(log.lines == ["shouldDismiss", "shouldDismissPopover", "willDismiss", "M.willDisappear(true) dismissed",
                              "M.didDisappear(true) dismissed", "didDismiss", "didDismissPopover"])
        #expect(a.presentedViewController == nil && host.window.subviews == [a.view])
        // A programmatic dismissal sends none.
        a.present(m, animated: false)
        log.lines = []
        m.dismiss(animated: false)
        #expect(log.lines == ["M.willDisappear(false) dismissed", "M.didDisappear(false) dismissed"])
        _ = d
        host.invalidate()
    }

    @Test func aModalPopoverOrARefusingDelegateKeepsIt() {
        let log = PresentationLog()
        let (host, a, m, _, d) = setUp(log)
        a.present(m, animated: false)
        m.isModalInPresentation = true
        log.lines = []
        host.tap(at: CGPoint(x: 700, y: 500))
        host.advance(by: 0.6)
        #expect(log.lines == ["didAttemptToDismiss"])
        m.isModalInPresentation = false
        d.allows = false
        log.lines = []
        host.tap(at: CGPoint(x: 700, y: 500))
        host.advance(by: 0.6)
        #expect(log.lines == ["shouldDismiss", "shouldDismissPopover", "didAttemptToDismiss"])
        #expect(a.presentedViewController === m)
        // A tap inside the popover does nothing to it.
        log.lines = []
        d.allows = true
        host.tap(at: CGPoint(x: 160, y: 250))
        host.advance(by: 0.6)
        #expect(log.lines.isEmpty && a.presentedViewController === m)
        host.invalidate()
    }

    @Test func passthroughViewsStillGetTouches() {
        let log = PresentationLog()
        let (host, a, m, _, keep) = setUp(log)
        defer { withExtendedLifetime(keep) {} }
        var taps = 0
        let other = UIView(frame: CGRect(x: 600, y: 400, width: 100, height: 60))
        let tap = UITapGestureRecognizer()
        tap.addAction { _ in taps += 1 }
        other.addGestureRecognizer(tap)
        a.view.addSubview(other)
        m.popoverPresentationController?.passthroughViews = [other]
        a.present(m, animated: false)
        log.lines = []
        host.tap(at: CGPoint(x: 650, y: 430))
        host.advance(by: 0.3)
        #expect(taps == 1 && a.presentedViewController === m && log.lines.isEmpty)
        host.invalidate()
    }

    @Test func withoutASourceThePresentationIsLoggedAndIgnored() {
        let log = PresentationLog()
        let (host, a, m, button, d) = setUp(log)
        m.popoverPresentationController?.sourceView = nil
        UIKitLog.clearRecentMessages()
        a.present(m, animated: false)
        #expect(UIKitLog.didLog("should have a non-nil sourceView or barButtonItem set before the presentation occurs."))
        #expect(a.presentedViewController == nil && m.presentingViewController == nil)
        // The delegate's preparation may still set it.
        d.prepare = { $0.sourceItem = button }
        a.present(m, animated: false)
        #expect(a.presentedViewController === m)
        #expect(m.popoverPresentationController?.arrowDirection == .up)
        m.dismiss(animated: false)
        // A source with no room beside it: the popover covers it, without an arrow.
        d.prepare = { $0.sourceItem = a.view }
        a.present(m, animated: false)
        #expect(m.popoverPresentationController?.arrowDirection == .unknown)
        #expect(host.frame(of: m.view) == CGRect(x: 362, y: 284, width: 300, height: 200))
        host.invalidate()
    }

    @Test func aBarButtonItemIsASource() throws {
        let log = PresentationLog()
        let root = PresentationLoggingController("A", log)
        let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        root.navigationItem.rightBarButtonItem = item
        let nav = UINavigationController(rootViewController: root)
        let host = UIKitTestHost(viewController: nav, size: CGSize(width: 1024, height: 768))
        let m = PresentationLoggingController("M", log, color: .blue)
        m.modalPresentationStyle = .popover
        m.preferredContentSize = CGSize(width: 300, height: 200)
        m.popoverPresentationController?.barButtonItem = item
        root.present(m, animated: false)
        let p = try #require(m.popoverPresentationController)
        #expect(p.arrowDirection == .up)
        let itemFrame = try #require(item.frame(in: host.window))
        #expect(abs(host.frame(of: m.view).minY - (itemFrame.maxY + 13)) < 0.5)
        #expect(host.frame(of: m.view).maxX == 1014)
        host.invalidate()
    }

    @Test func inACompactWindowItIsASheetUnlessTheDelegateSaysNone() throws {
        let log = PresentationLog()
        let (host, a, m, _, d) = setUp(log, size: CGSize(width: 390, height: 844))
        let p = try #require(m.popoverPresentationController)
        p.adaptiveSheetPresentationController.detents = [.medium()]
        a.present(m, animated: false)
        #expect(m.presentationController === p.adaptiveSheetPresentationController)
        #expect(m.popoverPresentationController === p && p.arrowDirection == .unknown)
        #expect(host.frame(of: m.view).maxY == 844 && host.frame(of: m.view).width == 390)
        #expect(host.frame(of: m.view).minY > 300)
        m.dismiss(animated: false)
        d.adaptive = .none
        a.present(m, animated: false)
        #expect(m.presentationController === p && p.arrowDirection == .up)
        #expect(host.frame(of: m.view).size == CGSize(width: 300, height: 200))
        host.invalidate()
    }

    @Test func theDelegateMayMoveTheSourceWhenTheWindowResizes() {
        let log = PresentationLog()
        let (host, a, m, button, d) = setUp(log)
        a.present(m, animated: false)
        d.reposition = { rect, view in
            #expect(view.pointee === button)
            rect.pointee = CGRect(x: 0, y: 0, width: 80, height: 140)
        }
        log.lines = []
        host.window.frame = CGRect(x: 0, y: 0, width: 900, height: 700)
        host.advanceFrames(2)
        #expect(log.lines == ["willReposition"])
        #expect(abs(host.frame(of: m.view).minY - (100 + 140 + 13)) < 0.5)
        host.invalidate()
    }

    @Test func snapshotOfAPopoverWithItsArrow() {
        let log = PresentationLog()
        let (host, a, m, _, keep) = setUp(log, size: CGSize(width: 600, height: 400),
                                       buttonFrame: CGRect(x: 250, y: 40, width: 100, height: 36))
        defer { withExtendedLifetime(keep) {} }
        defer { withExtendedLifetime(keep) {} }
        a.view.backgroundColor = .systemGroupedBackground
        m.preferredContentSize = CGSize(width: 240, height: 150)
        a.present(m, animated: false)
        assertSnapshot(of: host, named: "popover-arrow-up")
        host.invalidate()
    }
}

/// Action sheets are popovers in a regular-width window (the iPad idiom), as on iOS.
@MainActor @Suite struct PresentationActionSheetPopoverTests {
    func actionSheet(_ picked: @escaping (String) -> Void) -> UIAlertController {
        let sheet = UIAlertController(title: nil, message: "Share or delete", preferredStyle: .actionSheet)
        for (title, style) in [("Share", UIAlertAction.Style.default), ("Delete", .destructive), ("Cancel", .cancel)] {
            sheet.addAction(UIAlertAction(title: title, style: style) { _ in picked(title) })
        }
        return sheet
    }

    @Test func anActionSheetIsAPopoverWithoutItsCancelActionAndATapOutsideCancels() throws {
        let a = UIViewController()
        let host = UIKitTestHost(viewController: a, size: CGSize(width: 1024, height: 768))
        let button = UIView(frame: CGRect(x: 400, y: 100, width: 100, height: 40))
        a.view.addSubview(button)
        var picked: [String] = []
        let sheet = actionSheet { picked.append($0) }
        #expect(sheet.modalPresentationStyle == .popover)
        sheet.popoverPresentationController?.sourceView = button
        a.present(sheet, animated: true)
        host.advance(by: 0.5)
        #expect(sheet.popoverPresentationController?.arrowDirection == .up)
        let f = host.frame(of: sheet.view)
        #expect(f.width == 304 && abs(f.minY - 153) < 0.5)
        #expect(host.view(withAccessibilityLabel: "Share") != nil)
        let cancel = host.view(withAccessibilityLabel: "Cancel")
        #expect(cancel == nil || host.frame(of: cancel!).isEmpty)
        host.tap(at: CGPoint(x: 800, y: 600))
        host.advance(by: 0.6)
        #expect(picked == ["Cancel"] && a.presentedViewController == nil)
        // Picking an action still works.
        let again = actionSheet { picked.append($0) }
        again.popoverPresentationController?.sourceView = button
        a.present(again, animated: false)
        host.tap(try #require(host.view(withAccessibilityLabel: "Delete")))
        host.advance(by: 0.6)
        #expect(picked == ["Cancel", "Delete"] && a.presentedViewController == nil)
        host.invalidate()
    }

    @Test func anActionSheetPopoverInAWideWindowLaysOutOnlyFiniteFrames() throws {
        let a = UIViewController()
        let host = UIKitTestHost(viewController: UINavigationController(rootViewController: a), size: CGSize(width: 1024, height: 760))
        defer { host.invalidate() }
        let button = UIView(frame: CGRect(x: 40, y: 200, width: 160, height: 44))
        a.view.addSubview(button)
        var picked: [String] = []
        let sheet = actionSheet { picked.append($0) }
        sheet.popoverPresentationController?.sourceItem = button
        UIKitLog.clearRecentMessages()
        a.present(sheet, animated: true)
        host.advance(by: 0.6)
        // The cancel row the popover hides (frame .zero) used to give its title the null rect.
        #expect(!UIKitLog.didLog("non-finite frame"))
        var stack = [sheet.view!]
        while let v = stack.popLast() {
            let f = v.frame
            let finite = [f.minX, f.minY, f.width, f.height].allSatisfy { $0.isFinite }
            #expect(finite, "\(type(of: v)) has frame \(f)")
            stack += v.subviews
        }
        let share = try #require(host.view(withAccessibilityLabel: "Share"))
        #expect(host.frame(of: share).width > 0)
        host.tap(share)
        host.advance(by: 0.6)
        #expect(picked == ["Share"] && a.presentedViewController == nil)
    }

    @Test func withoutASourceTheActionSheetIsRefusedWithIOSsMessage() {
        let a = UIViewController()
        let host = UIKitTestHost(viewController: a, size: CGSize(width: 1024, height: 768))
        let sheet = actionSheet { _ in }
        UIKitLog.clearRecentMessages()
        a.present(sheet, animated: false)
        #expect(UIKitLog.didLog("of style UIAlertControllerStyleActionSheet from UIViewController"))
        #expect(UIKitLog.didLog("You must provide either a sourceView and sourceRect or a barButtonItem."))
        #expect(a.presentedViewController == nil)
        host.invalidate()
    }

    @Test func inACompactWindowAnActionSheetKeepsItsCardsAtTheBottom() {
        let a = UIViewController()
        let host = UIKitTestHost(viewController: a)
        let sheet = actionSheet { _ in }
        a.present(sheet, animated: false)
        #expect(a.presentedViewController === sheet)
        #expect(host.frame(of: sheet.view) == host.window.bounds)
        #expect(sheet.popoverPresentationController?.arrowDirection == .unknown)
        host.invalidate()
    }
}

@MainActor @Suite struct PresentationActionSheetPopoverSnapshotTests {
    @Test func snapshotOfAnActionSheetPopover() {
        let a = UIViewController()
        a.view.backgroundColor = .systemGroupedBackground
        let host = UIKitTestHost(viewController: a, size: CGSize(width: 600, height: 400))
        let button = UIView(frame: CGRect(x: 420, y: 300, width: 100, height: 36))
        button.backgroundColor = .systemBlue
        a.view.addSubview(button)
        let sheet = UIAlertController(title: nil, message: "Share or delete this photo", preferredStyle: .actionSheet)
        for (title, style) in [("Share", UIAlertAction.Style.default), ("Delete", .destructive), ("Cancel", .cancel)] {
            sheet.addAction(UIAlertAction(title: title, style: style))
        }
        sheet.popoverPresentationController?.sourceView = button
        a.present(sheet, animated: false)
        #expect(sheet.popoverPresentationController?.arrowDirection == .down)
        assertSnapshot(of: host, named: "action-sheet-popover", tolerance: .text)
        host.invalidate()
    }
}
