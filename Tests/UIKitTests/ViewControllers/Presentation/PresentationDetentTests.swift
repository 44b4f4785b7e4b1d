//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// Logs a sheet delegate's messages into a presentation log.
@MainActor final class PresentationSheetDetentLogger: UISheetPresentationControllerDelegate {
    let log: PresentationLog
    init(_ log: PresentationLog) { self.log = log }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        log.lines.append("didChangeDetent \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.lines.append("shouldDismiss")
        return true
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.lines.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.lines.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { log.lines.append("didAttemptToDismiss") }
}

/// Sheets with detents (iOS 15): medium and large, custom heights, dragging between them,
/// undimmed detents and the grabber. The host is 390×844 with a 47/34 safe area, so the large
/// detent is 753 pt (sheet top at 57) and the medium one 377 pt (sheet top at 433).
@MainActor @Suite struct PresentationDetentTests {
    typealias Sheet = UISheetPresentationController
    static let mediumTop: CGFloat = 433
    static let largeTop: CGFloat = 57

    /// A (white) presents M (blue) as a sheet configured by `configure`, animated, to the end.
    func presented(_ log: PresentationLog, _ configure: (UISheetPresentationController) -> Void)
        -> (UIKitTestHost, PresentationLoggingController, PresentationLoggingController, PresentationSheetDetentLogger) {
        let (host, a) = presentationHost(log)
        host.window._setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let m = PresentationLoggingController("M", log, color: .blue)
        let d = PresentationSheetDetentLogger(log)
        let sheet = m.sheetPresentationController!
        sheet.delegate = d
        configure(sheet)
        a.present(m, animated: true)
        host.advance(by: _UIModalSystemAnimator.coverVerticalDuration + 0.05)
        log.lines = []
        return (host, a, m, d)
    }

    /// Moves finger `f` from `from` to `to` in `steps` frames, then holds it still a moment.
    func slowDrag(_ host: UIKitTestHost, from: CGPoint, to: CGPoint, steps: Int = 30) {
        let f = host.touchDown(at: from)
        for i in 1...steps {
            host.advanceFrames(1)
            let t = CGFloat(i) / CGFloat(steps)
            host.move(f, to: CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
        }
        host.advance(by: 0.2)
        host.lift(f, at: to)
        host.advance(by: 0.5)
    }

    @Test func theAPIHasApplesNamesAndDefaults() {
        #expect(Sheet.Detent.Identifier.medium.rawValue == "com.apple.UIKit.medium")
        #expect(Sheet.Detent.Identifier.large.rawValue == "com.apple.UIKit.large")
        #expect(Sheet.Detent.medium().identifier == .medium && Sheet.Detent.large().identifier == .large)
        let named = Sheet.Detent.custom(identifier: Sheet.Detent.Identifier("small")) { _ in 100 }
        #expect(named.identifier.rawValue == "small")
        #expect(Sheet.Detent.custom { _ in 1 }.identifier != Sheet.Detent.custom { _ in 1 }.identifier)
        let m = UIViewController()
        let sheet = m.sheetPresentationController
        #expect(sheet != nil && sheet === m.presentationController)
        #expect(sheet?.detents.map(\.identifier) == [.large])
        #expect(sheet?.selectedDetentIdentifier == nil && sheet?.largestUndimmedDetentIdentifier == nil)
        #expect(sheet?.prefersGrabberVisible == false && sheet?.preferredCornerRadius == nil)
        #expect(sheet?.prefersScrollingExpandsWhenScrolledToEdge == true)
        #expect(sheet?.prefersEdgeAttachedInCompactHeight == false && sheet?.widthFollowsPreferredContentSizeWhenEdgeAttached == false)
        #expect(m.popoverPresentationController == nil)
        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        #expect(full.sheetPresentationController == nil)
        // An empty detent list is refused.
        UIKitLog.clearRecentMessages()
        sheet?.detents = []
        #expect(UIKitLog.didLog("detents must not be empty"))
        #expect(sheet?.detents.count == 1)
    }

    @Test func aMediumSheetRestsAtHalfHeightWithItsGrabberAndThePresenterDimmedNotPushedBack() throws {
        let log = PresentationLog()
        let (host, a, m, _) = presented(log) {
            $0.detents = [.medium(), .large()]
            $0.prefersGrabberVisible = true
        }
        #expect(host.frame(of: m.view) == CGRect(x: 0, y: Self.mediumTop, width: 390, height: 411))
        #expect(a.view.transform.isIdentity)
        let grabber = try #require(host.view(withAccessibilityLabel: "Sheet Grabber"))
        #expect(host.frame(of: grabber) == CGRect(x: 177, y: Self.mediumTop + 5, width: 36, height: 5))
        // Pixels: the presenter dimmed, the grabber darker than the sheet around it.
        let dimmed = presentationPixel(host, CGPoint(x: 195, y: 200)) & 0xFF
        #expect(abs(Int(dimmed) - Int(255 * (1 - Sheet.dimmingAlpha))) <= 2)
        #expect(presentationPixel(host, CGPoint(x: 195, y: Self.mediumTop + 7)) != 0x0000FF)
        #expect(presentationPixel(host, CGPoint(x: 195, y: Self.mediumTop + 20)) == 0x0000FF)
        assertSnapshot(of: host, named: "medium-sheet-grabber")
        host.invalidate()
    }

    @Test func draggingTheGrabberUpSnapsToLargeAndTellsTheDelegate() {
        let log = PresentationLog()
        let (host, a, m, d) = presented(log) {
            $0.detents = [.medium(), .large()]
            $0.prefersGrabberVisible = true
        }
        defer { withExtendedLifetime(d) {} }
        let sheet = m.sheetPresentationController!
        // Up 250 pt: nearer large than medium once released.
        slowDrag(host, from: CGPoint(x: 195, y: Self.mediumTop + 6), to: CGPoint(x: 195, y: Self.mediumTop - 250))
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(log.lines == ["didChangeDetent com.apple.UIKit.large"])
        #expect(host.frame(of: m.view) == CGRect(x: 0, y: Self.largeTop, width: 390, height: 787))
        #expect(abs(host.frame(of: a.view).width - 390 * Sheet.presenterScale) < 0.5)     // pushed back at large
        // A short drag down springs back to large: no message.
        log.lines = []
        slowDrag(host, from: CGPoint(x: 195, y: 100), to: CGPoint(x: 195, y: 160))
        #expect(log.lines.isEmpty && sheet.selectedDetentIdentifier == .large)
        #expect(host.frame(of: m.view).minY == Self.largeTop)
        // A flick down goes to medium (not dismissed: medium is below).
        host.fling(from: CGPoint(x: 195, y: 200), velocity: CGPoint(x: 0, y: 1500))
        host.advance(by: 0.5)
        #expect(log.lines == ["didChangeDetent com.apple.UIKit.medium"])
        #expect(host.frame(of: m.view).minY == Self.mediumTop && a.presentedViewController === m)
        #expect(a.view.transform.isIdentity)
        // Changes in code move the sheet but send nothing; inside animateChanges they animate.
        log.lines = []
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        host.advanceFrames(2)
        let mid = m.sheetPresentationController?.presentedView?.layer.presentation()?.frame.minY ?? 0
        #expect(mid > Self.largeTop + 1 && mid < Self.mediumTop - 1)
        host.advance(by: 0.5)
        #expect(host.frame(of: m.view).minY == Self.largeTop)
        sheet.selectedDetentIdentifier = .medium
        #expect(host.frame(of: m.view).minY == Self.mediumTop)
        #expect(log.lines.isEmpty)
        host.invalidate()
    }

    @Test func belowTheSmallestDetentTheSheetDismissesOrARefusingOneResists() {
        let log = PresentationLog()
        let (host, a, m, d) = presented(log) { $0.detents = [.medium(), .large()] }
        defer { withExtendedLifetime(d) {} }
        m.isModalInPresentation = true
        slowDrag(host, from: CGPoint(x: 195, y: Self.mediumTop + 50), to: CGPoint(x: 195, y: 800))
        #expect(log.lines == ["didAttemptToDismiss"])
        #expect(host.frame(of: m.view).minY == Self.mediumTop && a.presentedViewController === m)
        m.isModalInPresentation = false
        log.lines = []
        slowDrag(host, from: CGPoint(x: 195, y: Self.mediumTop + 50), to: CGPoint(x: 195, y: 800))
        #expect(log.lines == ["shouldDismiss", "willDismiss", "M.willDisappear(true) dismissed",
                              "M.didDisappear(true) dismissed", "didDismiss"])
        #expect(a.presentedViewController == nil && a.view.transform.isIdentity)
        host.invalidate()
    }

    @Test func atOrBelowTheLargestUndimmedDetentThePresenterIsUndimmedAndUsable() {
        let log = PresentationLog()
        let (host, a) = presentationHost(log)
        host.window._setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        var taps = 0
        let button = UIView(frame: CGRect(x: 100, y: 200, width: 190, height: 60))
        let tap = UITapGestureRecognizer()
        tap.addAction { _ in taps += 1 }
        button.addGestureRecognizer(tap)
        a.view.addSubview(button)
        let m = PresentationLoggingController("M", log, color: .blue)
        let sheet = m.sheetPresentationController!
        sheet.detents = [.medium(), .large()]
        sheet.largestUndimmedDetentIdentifier = .medium
        a.present(m, animated: false)
        #expect(presentationPixel(host, CGPoint(x: 50, y: 100)) == 0xFFFFFF)
        host.tap(at: CGPoint(x: 195, y: 230))
        host.advance(by: 0.1)
        #expect(taps == 1)
        sheet.selectedDetentIdentifier = .large
        #expect(presentationPixel(host, CGPoint(x: 195, y: 30)) != 0xFFFFFF)
        host.tap(at: CGPoint(x: 195, y: 52))
        host.advance(by: 0.1)
        #expect(taps == 1)
        // Without an undimmed detent the medium sheet dims and blocks the presenter.
        sheet.selectedDetentIdentifier = .medium
        sheet.largestUndimmedDetentIdentifier = nil
        host.tap(at: CGPoint(x: 195, y: 230))
        host.advance(by: 0.1)
        #expect(taps == 1)
        #expect(presentationPixel(host, CGPoint(x: 50, y: 100)) != 0xFFFFFF)
        host.invalidate()
    }

    @Test func customDetentsResolveAgainstTheLargeHeight() {
        let log = PresentationLog()
        var seen: CGFloat = 0
        var height: CGFloat? = 200
        let (host, _, m, _) = presented(log) {
            $0.detents = [.custom(identifier: .init("small")) { ctx in
                seen = ctx.maximumDetentValue
                return height
            }, .large()]
        }
        #expect(seen == 753)
        #expect(host.frame(of: m.view) == CGRect(x: 0, y: 844 - 234, width: 390, height: 234))
        height = 300
        m.sheetPresentationController?.invalidateDetents()
        #expect(host.frame(of: m.view).height == 334)
        // A resolver answering nil turns its detent off: the sheet goes to the next one.
        height = nil
        m.sheetPresentationController?.invalidateDetents()
        #expect(host.frame(of: m.view).minY == Self.largeTop)
        host.invalidate()
    }

    @Test func aScrollViewAtItsTopExpandsTheSheetWhenDraggedUp() {
        let log = PresentationLog()
        let (host, a) = presentationHost(log)
        host.window._setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let m = UIViewController()
        let sv = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
        sv.contentSize = CGSize(width: 390, height: 2000)
        m.view = sv
        m.sheetPresentationController?.detents = [.medium(), .large()]
        a.present(m, animated: false)
        slowDrag(host, from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 300))
        #expect(m.sheetPresentationController?.selectedDetentIdentifier == .large)
        #expect(sv.contentOffset.y == 0)
        // At large, a drag up scrolls.
        slowDrag(host, from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 300))
        #expect(sv.contentOffset.y > 100 && host.frame(of: sv).minY == Self.largeTop)
        // Without the preference a medium sheet's content scrolls.
        sv.contentOffset = .zero
        m.sheetPresentationController?.selectedDetentIdentifier = .medium
        m.sheetPresentationController?.prefersScrollingExpandsWhenScrolledToEdge = false
        slowDrag(host, from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 500))
        #expect(m.sheetPresentationController?.selectedDetentIdentifier == .medium && sv.contentOffset.y > 50)
        host.invalidate()
    }

    @Test func inACompactHeightWindowAnEdgeAttachedSheetKeepsItsDetents() {
        let log = PresentationLog()
        let a = PresentationLoggingController("A", log)
        let host = UIKitTestHost(viewController: a, size: CGSize(width: 844, height: 390))   // a phone on its side
        let m = UIViewController()
        m.sheetPresentationController?.detents = [.medium(), .large()]
        a.present(m, animated: false)
        #expect(host.frame(of: m.view) == CGRect(x: 70, y: 10, width: 704, height: 380))      // the centred column
        m.dismiss(animated: false)
        let n = UIViewController()
        let sheet = n.sheetPresentationController!
        sheet.detents = [.medium(), .large()]
        sheet.prefersEdgeAttachedInCompactHeight = true
        a.present(n, animated: false)
        #expect(host.frame(of: n.view) == CGRect(x: 208, y: 200, width: 428, height: 190))   // medium, on the bottom edge
        n.preferredContentSize = CGSize(width: 600, height: 0)
        sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        #expect(host.frame(of: n.view) == CGRect(x: 122, y: 200, width: 600, height: 190))
        host.invalidate()
    }

    @Test func preferredCornerRadiusRoundsTheSheet() throws {
        let log = PresentationLog()
        let (host, _, m, _) = presented(log) { $0.preferredCornerRadius = 24 }
        let v = try #require(m.sheetPresentationController?.presentedView)
        #expect(v.layer.cornerRadius == 24)
        host.invalidate()
    }
}
