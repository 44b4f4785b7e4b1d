//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// Logs the adaptive delegate's dismissal messages into a presentation log.
@MainActor final class PresentationSheetDelegateLogger: UIAdaptivePresentationControllerDelegate {
    let log: PresentationLog
    var allows = true
    init(_ log: PresentationLog) { self.log = log }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.lines.append("shouldDismiss")
        return allows
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.lines.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.lines.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { log.lines.append("didAttemptToDismiss") }
}

@MainActor @Suite struct PresentationSheetTests {
    typealias Sheet = UISheetPresentationController

    /// A (white, safe area 47/34) presents M (blue) as `.automatic`, animated, to the end.
    func presentedSheet(_ log: PresentationLog, delegate: PresentationSheetDelegateLogger? = nil)
        -> (UIKitTestHost, PresentationLoggingController, PresentationLoggingController) {
        let (host, a) = presentationHost(log)
        host.window._setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let m = PresentationLoggingController("M", log, color: .blue)
        if let delegate { m.presentationController?.delegate = delegate }
        a.present(m, animated: true)
        host.advance(by: _UIModalSystemAnimator.coverVerticalDuration + 0.05)
        log.lines = []
        return (host, a, m)
    }

    @Test func automaticIsAPageSheetAndThePresenterGetsNoCallbacks() {
        let log = PresentationLog()
        let (host, a) = presentationHost(log)
        let m = PresentationLoggingController("M", log)
        #expect(m.modalPresentationStyle == .automatic)
        a.present(m, animated: true) { log.lines.append("completion") }
        host.advance(by: 0.6)
        #expect(log.lines == ["M.viewDidLoad", "M.willAppear(true) presented", "M.didAppear(true) presented", "completion"])
        #expect(m.presentationController?.presentationStyle == .pageSheet)
        #expect(a.view.window === host.window)
        log.lines = []
        a.dismiss(animated: true) { log.lines.append("completion") }
        host.advance(by: 0.6)
        #expect(log.lines == ["M.willDisappear(true) dismissed", "M.didDisappear(true) dismissed", "completion"])
        #expect(a.view.transform.isIdentity && host.window.subviews == [a.view])
        host.invalidate()
    }

    @Test func aCompactPageSheetPushesThePresenterBack() throws {
        let log = PresentationLog()
        let (host, a, m) = presentedSheet(log)
        // The sheet: from 10 pt under the top safe area to the bottom, top corners rounded.
        #expect(host.frame(of: m.view) == CGRect(x: 0, y: 57, width: 390, height: 787))
        let sheet = try #require(m.presentationController?.presentedView)
        #expect(sheet.layer.cornerRadius == Sheet.cornerRadius && sheet.clipsToBounds)
        #expect(sheet.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        // The presenter: scaled back, its top at the top safe-area edge, rounded and dimmed.
        let f = host.frame(of: a.view)
        #expect(abs(f.minY - 47) < 0.5 && abs(f.width - 390 * Sheet.presenterScale) < 0.5)
        #expect(abs(f.midX - 195) < 0.5)
        let img = host.render()
        func px(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let p = img.pixel(x: x, y: y)!
            return (Int(p.r), Int(p.g), Int(p.b))
        }
        #expect(px(195, 20) == (0, 0, 0))                   // black above the pushed-back presenter
        #expect(px(5, 52) == (0, 0, 0))                     // and beside it
        let dimmed = Int((255 * (1 - Sheet.dimmingAlpha)).rounded())
        let p = px(195, 52)                                 // the presenter, dimmed
        #expect(abs(p.0 - dimmed) <= 2 && abs(p.1 - dimmed) <= 2)
        #expect(px(195, 400) == (0, 0, 255))                // the sheet
        #expect(px(1, 58) == (0, 0, 0))                     // outside its rounded corner
        // Touches on the presenter's part of the screen don't reach it.
        #expect(host.window.hitTest(CGPoint(x: 195, y: 52), with: nil) !== a.view)
        if let dir = ProcessInfo.processInfo.environment["PRESENTATION_PNG_DIR"] {
            try? host.pngData().write(to: URL(fileURLWithPath: dir + "/page-sheet.png"))
        }
        host.invalidate()
    }

    @Test func theSheetSlidesUpWhileTheChromeFadesIn() {
        let log = PresentationLog()
        let (host, a) = presentationHost(log)
        host.window._setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let m = PresentationLoggingController("M", log, color: .blue)
        m.modalPresentationStyle = .formSheet               // a page sheet in a compact window
        a.present(m, animated: true)
        let pc = m.presentationController as? Sheet
        host.advance(by: _UIModalSystemAnimator.coverVerticalDuration / 2)
        let y = pc?.presentedView?.layer.presentation()?.frame.minY ?? -1
        #expect(abs(y - (57 + 787 / 2)) < 2)
        let dim = CGFloat(pc?.dimmingView?.layer.presentation()?.opacity ?? -1)
        #expect(abs(dim - Sheet.dimmingAlpha / 2) < 0.03)
        // Pixels: the presenter half dimmed above the sheet, the sheet below its top.
        let grey = presentationPixel(host, CGPoint(x: 195, y: 300)) & 0xFF
        #expect(abs(Int(grey) - Int(255 * (1 - Sheet.dimmingAlpha / 2))) <= 6)
        #expect(presentationPixel(host, CGPoint(x: 195, y: 470)) == 0x0000FF)
        if let dir = ProcessInfo.processInfo.environment["PRESENTATION_PNG_DIR"] {
            try? host.pngData().write(to: URL(fileURLWithPath: dir + "/sheet-mid.png"))
        }
        host.advance(by: 0.3)
        #expect(host.frame(of: m.view).minY == 57)
        host.invalidate()
    }

    @Test func aFormSheetInAWideWindowIsACentredCard() throws {
        let log = PresentationLog()
        let a = PresentationLoggingController("A", log)
        let host = UIKitTestHost(viewController: a, size: CGSize(width: 1024, height: 768))
        let m = UIViewController()
        m.modalPresentationStyle = .formSheet
        a.present(m, animated: false)
        #expect(host.frame(of: m.view) == CGRect(x: 242, y: 74, width: 540, height: 620))
        #expect(a.view.transform.isIdentity)                // only dimmed
        let sheet = try #require(m.presentationController?.presentedView)
        #expect(sheet.layer.maskedCorners == .all)
        m.dismiss(animated: false)
        // A page sheet there is a centred column from under the top to the bottom.
        let p = UIViewController()
        a.present(p, animated: false)
        #expect(host.frame(of: p.view) == CGRect(x: 160, y: 10, width: 704, height: 758))
        #expect(a.view.transform.isIdentity)
        host.invalidate()
    }

    // MARK: Swipe to dismiss

    /// Moves finger `f` down from `fromY`, `by` points a frame, for each of `steps`.
    func move(_ host: UIKitTestHost, _ f: UIKitTestHost.Finger, fromY: CGFloat, by: CGFloat, steps: ClosedRange<Int>) {
        for i in steps {
            host.advanceFrames(1)
            host.move(f, to: CGPoint(x: 195, y: fromY + CGFloat(i) * by))
        }
    }

    @Test func swipingDownTracksTheFingerAndDismissesPastHalf() {
        let log = PresentationLog()
        let d = PresentationSheetDelegateLogger(log)
        let (host, a, m) = presentedSheet(log, delegate: d)
        let f = host.touchDown(at: CGPoint(x: 195, y: 100))
        move(host, f, fromY: 100, by: 12, steps: 1...20)
        host.advanceFrames(1)
        #expect(log.lines == ["shouldDismiss", "willDismiss", "M.willDisappear(true) dismissed"])
        #expect(m.isBeingDismissed)
        // The sheet follows the finger (240 pt down, less the pan's start distance).
        let y = host.frame(of: m.view).minY
        #expect(y > 57 + 240 - 15 && y <= 57 + 240)
        // The presenter comes forward as the sheet goes.
        #expect(host.frame(of: a.view).width > 390 * Sheet.presenterScale + 1)
        move(host, f, fromY: 100, by: 12, steps: 21...40)
        host.advance(by: 0.2)                                // hold still, then lift
        host.lift(f, at: CGPoint(x: 195, y: 580))
        host.advance(by: 0.4)
        #expect(log.lines == ["shouldDismiss", "willDismiss", "M.willDisappear(true) dismissed",
                              "M.didDisappear(true) dismissed", "didDismiss"])
        #expect(a.presentedViewController == nil && m.presentingViewController == nil)
        #expect(a.view.transform.isIdentity && host.window.subviews == [a.view])
        host.invalidate()
    }

    @Test func aShortSlowSwipeSpringsBack() {
        let log = PresentationLog()
        let d = PresentationSheetDelegateLogger(log)
        let (host, a, m) = presentedSheet(log, delegate: d)
        let f = host.touchDown(at: CGPoint(x: 195, y: 300))
        move(host, f, fromY: 300, by: 15, steps: 1...10)
        host.advance(by: 0.2)
        host.lift(f, at: CGPoint(x: 195, y: 450))
        host.advanceFrames(1)                               // on screen, still near where the finger left it
        #expect((m.presentationController?.presentedView?.layer.presentation()?.frame.minY ?? 0) > 57 + 100)
        host.advance(by: 0.4)
        #expect(log.lines == ["shouldDismiss", "willDismiss", "M.willDisappear(true) dismissed",
                              "M.willAppear(true)", "M.didAppear(true)"])
        #expect(host.frame(of: m.view).minY == 57)
        #expect(a.presentedViewController === m && !m.isBeingDismissed)
        #expect(abs(host.frame(of: a.view).width - 390 * Sheet.presenterScale) < 0.5)
        // It can still be dismissed afterwards.
        log.lines = []
        m.dismiss(animated: false)
        #expect(log.lines == ["M.willDisappear(false) dismissed", "M.didDisappear(false) dismissed"])
        host.invalidate()
    }

    @Test func aFlickDownDismisses() {
        let log = PresentationLog()
        let d = PresentationSheetDelegateLogger(log)
        let (host, a, _) = presentedSheet(log, delegate: d)
        host.fling(from: CGPoint(x: 195, y: 300), velocity: CGPoint(x: 0, y: 1500))
        host.advance(by: 0.4)
        #expect(log.lines.last == "didDismiss")
        #expect(a.presentedViewController == nil)
        host.invalidate()
    }

    @Test func aModalSheetRefusesTheSwipe() {
        let log = PresentationLog()
        let d = PresentationSheetDelegateLogger(log)
        let (host, a, m) = presentedSheet(log, delegate: d)
        m.isModalInPresentation = true
        let f = host.touchDown(at: CGPoint(x: 195, y: 300))
        move(host, f, fromY: 300, by: 20, steps: 1...20)
        host.advanceFrames(1)
        let y = host.frame(of: m.view).minY
        #expect(y > 57 + 5 && y < 57 + Sheet.resistanceLength)    // it resists
        host.lift(f, at: CGPoint(x: 195, y: 700))
        host.advance(by: 0.4)
        #expect(log.lines == ["didAttemptToDismiss"])
        #expect(host.frame(of: m.view).minY == 57 && a.presentedViewController === m)

        // A delegate refusing: asked, then told of the attempt.
        m.isModalInPresentation = false
        d.allows = false
        log.lines = []
        host.fling(from: CGPoint(x: 195, y: 300), velocity: CGPoint(x: 0, y: 1500))
        host.advance(by: 0.4)
        #expect(log.lines == ["shouldDismiss", "didAttemptToDismiss"])
        #expect(a.presentedViewController === m)

        // A child asking for modality counts too.
        d.allows = true
        let child = UIViewController()
        m.addChild(child)
        child.isModalInPresentation = true
        log.lines = []
        host.fling(from: CGPoint(x: 195, y: 300), velocity: CGPoint(x: 0, y: 1500))
        host.advance(by: 0.4)
        #expect(log.lines == ["didAttemptToDismiss"])
        host.invalidate()
    }

    @Test func aProgrammaticDismissSendsNoDelegateMessages() {
        let log = PresentationLog()
        let d = PresentationSheetDelegateLogger(log)
        let (host, _, m) = presentedSheet(log, delegate: d)
        m.dismiss(animated: true)
        host.advance(by: 0.6)
        #expect(log.lines == ["M.willDisappear(true) dismissed", "M.didDisappear(true) dismissed"])
        host.invalidate()
    }

    @Test func aSwipedAwaySheetIsFreed() {
        let log = PresentationLog()
        weak var weakM: UIViewController?
        weak var weakPC: UIPresentationController?
        let host: UIKitTestHost
        do {
            let (h, _, m) = presentedSheet(log)
            host = h
            weakM = m
            weakPC = m.presentationController
        }
        host.fling(from: CGPoint(x: 195, y: 300), velocity: CGPoint(x: 0, y: 1500))
        host.advance(by: 0.4)
        #expect(weakM == nil && weakPC == nil)
        host.invalidate()
    }
}

/// Answers a fixed adaptive style.
@MainActor final class PresentationFixedAdaptiveDelegate: UIAdaptivePresentationControllerDelegate {
    let style: UIModalPresentationStyle
    init(_ style: UIModalPresentationStyle) { self.style = style }
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle { style }
}

@MainActor @Suite struct PresentationSheetAdaptationTests {
    typealias Sheet = UISheetPresentationController

    @Test func theDelegateCanKeepAFormSheetOrMakeItFullScreenInACompactWindow() {
        let log = PresentationLog()
        let (host, a) = presentationHost(log)
        let keep = PresentationFixedAdaptiveDelegate(.none)
        let m = UIViewController()
        m.modalPresentationStyle = .formSheet
        m.presentationController?.delegate = keep
        a.present(m, animated: false)
        #expect(host.frame(of: m.view) == CGRect(x: 0, y: 112, width: 390, height: 620))
        #expect(a.view.transform.isIdentity)
        m.dismiss(animated: false)

        let full = PresentationFixedAdaptiveDelegate(.fullScreen)
        let n = UIViewController()
        n.presentationController?.delegate = full
        a.present(n, animated: false)
        #expect(host.frame(of: n.view) == host.window.bounds)
        #expect(n.presentationController?.presentedView?.layer.cornerRadius == 0)
        n.dismiss(animated: false)
        host.invalidate()
    }

    @Test func thePresenterUnderASheetCanBeSeenButNotTapped() {
        let log = PresentationLog()
        let (host, a) = presentationHost(log)
        var taps = 0
        let button = UIView(frame: CGRect(x: 150, y: 2, width: 90, height: 40))
        button.accessibilityLabel = "under"
        let tap = UITapGestureRecognizer()
        tap.addAction { _ in taps += 1 }
        button.addGestureRecognizer(tap)
        a.view.addSubview(button)
        host.tap(at: CGPoint(x: 195, y: 20))
        #expect(taps == 1)
        a.present(UIViewController(), animated: false)
        #expect(host.view(withAccessibilityLabel: "under") != nil)   // still on screen, pushed back
        host.tap(at: CGPoint(x: 195, y: 5))
        host.advance(by: 0.1)
        #expect(taps == 1)
        host.invalidate()
    }

    @Test func aSheetOverASheetPushesTheFirstBack() {
        let log = PresentationLog()
        let (host, a) = presentationHost(log, color: .red)
        host.window._setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let m = PresentationLoggingController("M", log, color: .green)
        let n = PresentationLoggingController("N", log, color: .blue)
        a.present(m, animated: false)
        m.present(n, animated: false)
        #expect(n.presentingViewController === m)
        #expect(presentationPixel(host, CGPoint(x: 195, y: 400)) == 0x0000FF)
        // The first sheet is pushed back in turn: its top peeks out above the second.
        #expect(abs(host.frame(of: m.view).minY - 47) < 0.5)
        #expect(abs(host.frame(of: m.view).width - 390 * Sheet.presenterScale) < 0.5)
        #expect(presentationPixel(host, CGPoint(x: 5, y: 52)) == 0)
        let peek = presentationPixel(host, CGPoint(x: 195, y: 52))
        #expect(peek >> 16 == 0 && (peek >> 8) & 0xFF > 60 && peek & 0xFF == 0)
        #expect(presentationPixel(host, CGPoint(x: 195, y: 20)) == 0)
        if let dir = ProcessInfo.processInfo.environment["PRESENTATION_PNG_DIR"] {
            try? host.pngData().write(to: URL(fileURLWithPath: dir + "/stacked-sheets.png"))
        }
        log.lines = []
        a.dismiss(animated: false)
        #expect(log.lines == ["N.willDisappear(false) dismissed", "M.willDisappear(false) dismissed",
                              "N.didDisappear(false) dismissed", "M.didDisappear(false) dismissed"])
        #expect(host.window.subviews == [a.view] && a.view.transform.isIdentity)
        host.invalidate()
    }
}

@MainActor @Suite struct PresentationSheetScrollTests {
    /// M's view is a scroll view with 2,000 pt of content.
    func sheetWithScrollView(_ log: PresentationLog) -> (UIKitTestHost, UIViewController, UIScrollView) {
        let (host, a) = presentationHost(log)
        let m = UIViewController()
        let sv = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
        sv.contentSize = CGSize(width: 390, height: 2000)
        m.view = sv
        a.present(m, animated: false)
        return (host, a, sv)
    }

    @Test func atTheTopADragDownMovesTheSheetNotTheContent() {
        let log = PresentationLog()
        let (host, a, sv) = sheetWithScrollView(log)
        host.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 700), duration: 0.5)
        host.advance(by: 0.5)
        #expect(a.presentedViewController == nil)
        #expect(sv.contentOffset.y == 0)
        host.invalidate()
    }

    @Test func scrolledContentScrollsInsteadOfMovingTheSheet() {
        let log = PresentationLog()
        let (host, a, sv) = sheetWithScrollView(log)
        sv.contentOffset = CGPoint(x: 0, y: 400)
        host.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 400), duration: 0.5)
        host.advance(by: 0.5)
        #expect(a.presentedViewController != nil)
        #expect(sv.contentOffset.y < 300)
        #expect(host.frame(of: sv).minY == 10)
        // A drag up scrolls too.
        host.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 300), duration: 0.5)
        host.advance(by: 1)
        #expect(a.presentedViewController != nil && host.frame(of: sv).minY == 10)
        host.invalidate()
    }
}

@MainActor @Suite struct PresentationSheetAccessibilityTests {
    @Test func voiceOverReadsOnlyTheSheet() {
        let log = PresentationLog()
        let (host, a) = presentationHost(log)
        let under = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        under.text = "Under"
        a.view.addSubview(under)
        let m = UIViewController()
        let over = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        over.text = "Over"
        m.view.addSubview(over)
        #expect(UIAccessibility.elements(in: host.window).map(\.label) == ["Under"])
        a.present(m, animated: false)
        #expect(UIAccessibility.elements(in: host.window).map(\.label) == ["Over"])
        m.dismiss(animated: false)
        #expect(UIAccessibility.elements(in: host.window).map(\.label) == ["Under"])
        host.invalidate()
    }
}
