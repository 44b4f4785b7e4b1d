//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// A shared log of callbacks, in order.
@MainActor final class PresentationLog {
    var lines: [String] = []
}

/// Logs its view loading and appearance callbacks (with `animated` and the being-presented /
/// being-dismissed flags) as "NAME.callback".
@MainActor class PresentationLoggingController: UIViewController {
    let name: String
    let log: PresentationLog
    let color: UIColor
    init(_ name: String, _ log: PresentationLog, color: UIColor = .white) {
        self.name = name
        self.log = log
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { return nil }
    private func add(_ s: String) { log.lines.append("\(name).\(s)") }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        view.accessibilityLabel = name
        add("viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        add("willAppear(\(animated))\(isBeingPresented ? " presented" : "")")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        add("didAppear(\(animated))\(isBeingPresented ? " presented" : "")")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        add("willDisappear(\(animated))\(isBeingDismissed ? " dismissed" : "")")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        add("didDisappear(\(animated))\(isBeingDismissed ? " dismissed" : "")")
    }
}

/// A root controller A in a 390×844 host, and a log.
@MainActor func presentationHost(_ log: PresentationLog, color: UIColor = .white) -> (UIKitTestHost, PresentationLoggingController) {
    let a = PresentationLoggingController("A", log, color: color)
    let host = UIKitTestHost(viewController: a)
    log.lines = []
    return (host, a)
}

/// The colour of the pixel at `p` (points, scale 1) as 0xRRGGBB.
@MainActor func presentationPixel(_ host: UIKitTestHost, _ p: CGPoint) -> UInt32 {
    guard let px = host.render().pixel(x: Int(p.x), y: Int(p.y)) else { return 0xDEAD }
    return UInt32(px.r) << 16 | UInt32(px.g) << 8 | UInt32(px.b)
}

@MainActor @Suite struct PresentationTests {
    @Test func fullScreenPresentAndDismissCallTheReferenceOrder() {
        let log = PresentationLog()
        let (host, a) = presentationHost(log)
        let m = PresentationLoggingController("M", log)
        m.modalPresentationStyle = .fullScreen
        a.present(m, animated: false) { log.lines.append("completion") }
        #expect(log.lines == ["M.viewDidLoad", "A.willDisappear(false)", "M.willAppear(false) presented",
                              "M.didAppear(false) presented", "A.didDisappear(false)", "completion"])
        #expect(a.presentedViewController === m && m.presentingViewController === a)
        #expect(m.presentationController?.presentationStyle == .fullScreen)
        #expect(!m.isBeingPresented)
        #expect(a.view.window == nil)                   // the presenter's view left the window
        #expect(m.view.window === host.window)
        #expect(host.view(withAccessibilityLabel: "A") == nil)
        #expect(m.next === a)                           // the responder chain goes to the presenter

        log.lines = []
        a.dismiss(animated: false) { log.lines.append("completion \(m.presentingViewController == nil)") }
        #expect(log.lines == ["M.willDisappear(false) dismissed", "A.willAppear(false)", "A.didAppear(false)",
                              "M.didDisappear(false) dismissed", "completion true"])
        #expect(a.presentedViewController == nil && m.presentingViewController == nil)
        #expect(a.view.window === host.window && a.view.frame == host.window.bounds)
        #expect(m.viewIfLoaded?.window == nil)
        #expect(m.next == nil)
        host.invalidate()
    }

    @Test func animatedFullScreenCoversFromTheBottomAndCallsBackAtTheEnd() {
        let log = PresentationLog()
        let (host, a) = presentationHost(log, color: .red)
        let m = PresentationLoggingController("M", log, color: .blue)
        m.modalPresentationStyle = .fullScreen
        a.present(m, animated: true) { log.lines.append("completion") }
        #expect(log.lines == ["M.viewDidLoad", "A.willDisappear(true)", "M.willAppear(true) presented"])
        #expect(m.isBeingPresented)
        let d = _UIModalSystemAnimator.coverVerticalDuration
        host.advance(by: d / 2)
        // Half way (ease-in-out is symmetric): the presented view's top is at mid-screen.
        let y = m.view.layer.presentation()?.frame.minY ?? -1
        #expect(abs(y - 422) < 2)
        #expect(presentationPixel(host, CGPoint(x: 195, y: 200)) == 0xFF0000)
        #expect(presentationPixel(host, CGPoint(x: 195, y: 640)) == 0x0000FF)
        #expect(a.view.window === host.window)          // still there during the transition
        host.advance(by: d / 2 + 0.05)
        #expect(log.lines == ["M.viewDidLoad", "A.willDisappear(true)", "M.willAppear(true) presented",
                              "M.didAppear(true) presented", "A.didDisappear(true)", "completion"])
        #expect(!m.isBeingPresented)
        #expect(a.view.window == nil)
        #expect(presentationPixel(host, CGPoint(x: 195, y: 200)) == 0x0000FF)

        log.lines = []
        m.dismiss(animated: true) { log.lines.append("completion") }      // called on the presented one
        #expect(log.lines == ["M.willDisappear(true) dismissed", "A.willAppear(true)"])
        #expect(m.isBeingDismissed)
        host.advance(by: d / 2)
        #expect(abs((m.view.layer.presentation()?.frame.minY ?? -1) - 422) < 2)
        #expect(presentationPixel(host, CGPoint(x: 195, y: 200)) == 0xFF0000)
        #expect(presentationPixel(host, CGPoint(x: 195, y: 640)) == 0x0000FF)
        host.advance(by: d / 2 + 0.05)
        #expect(log.lines == ["M.willDisappear(true) dismissed", "A.willAppear(true)", "A.didAppear(true)",
                              "M.didDisappear(true) dismissed", "completion"])
        #expect(presentationPixel(host, CGPoint(x: 195, y: 640)) == 0xFF0000)
        host.invalidate()
    }

    @Test func overFullScreenKeepsThePresenterWithoutCallbacks() {
        let log = PresentationLog()
        let (host, a) = presentationHost(log)
        let m = PresentationLoggingController("M", log)
        m.modalPresentationStyle = .overFullScreen
        a.present(m, animated: false) { log.lines.append("completion") }
        #expect(log.lines == ["M.viewDidLoad", "M.willAppear(false) presented", "M.didAppear(false) presented", "completion"])
        #expect(a.view.window === host.window)
        #expect(host.frame(of: m.view) == host.window.bounds)
        log.lines = []
        a.dismiss(animated: false)
        #expect(log.lines == ["M.willDisappear(false) dismissed", "M.didDisappear(false) dismissed"])
        host.invalidate()
    }

    @Test func crossDissolveFadesTheViewIn() {
        let log = PresentationLog()
        let (host, a) = presentationHost(log, color: .red)
        let m = PresentationLoggingController("M", log, color: .blue)
        m.modalPresentationStyle = .overFullScreen
        m.modalTransitionStyle = .crossDissolve
        a.present(m, animated: true)
        host.advance(by: _UIModalSystemAnimator.crossDissolveDuration / 2)
        #expect(abs((m.view.layer.presentation()?.opacity ?? -1) - 0.5) < 0.05)
        #expect(m.view.frame == host.window.bounds)      // it does not move
        let px = presentationPixel(host, CGPoint(x: 195, y: 422))
        #expect(abs(Int(px >> 16) - 128) < 12 && abs(Int(px & 0xFF) - 128) < 12)
        host.advance(by: 0.3)
        #expect(presentationPixel(host, CGPoint(x: 195, y: 422)) == 0x0000FF)
        m.dismiss(animated: true)
        host.advance(by: 0.5)
        #expect(presentationPixel(host, CGPoint(x: 195, y: 422)) == 0xFF0000)
        #expect(m.view.alpha == 1)                        // ready to be presented again
        host.invalidate()
    }

    @Test func aChildPresentsFromTheRootAndSeesWhatItPresented() {
        let log = PresentationLog()
        let (host, a) = presentationHost(log)
        let child = UIViewController()
        a.addChild(child)
        a.view.addSubview(child.view)
        child.didMove(toParent: a)
        let m = UIViewController()
        m.modalPresentationStyle = .fullScreen
        child.present(m, animated: false)
        #expect(m.presentingViewController === a)
        #expect(child.presentedViewController === m && a.presentedViewController === m)
        child.dismiss(animated: false)
        #expect(a.presentedViewController == nil)
        host.invalidate()
    }

    @Test func dismissingALowerControllerDismissesEverythingAbove() {
        let log = PresentationLog()
        let (host, a) = presentationHost(log)
        let m = PresentationLoggingController("M", log), n = PresentationLoggingController("N", log)
        m.modalPresentationStyle = .fullScreen
        n.modalPresentationStyle = .fullScreen
        a.present(m, animated: false)
        m.present(n, animated: false)
        #expect(n.presentingViewController === m && m.presentedViewController === n)
        #expect(host.view(withAccessibilityLabel: "M") == nil)
        log.lines = []
        a.dismiss(animated: true) { log.lines.append("completion") }
        #expect(log.lines == ["N.willDisappear(true) dismissed", "A.willAppear(true)"])
        host.advance(by: 0.6)
        #expect(log.lines == ["N.willDisappear(true) dismissed", "A.willAppear(true)", "A.didAppear(true)",
                              "N.didDisappear(true) dismissed", "completion"])   // M was already off screen
        #expect(a.presentedViewController == nil && m.presentedViewController == nil && n.presentingViewController == nil)
        #expect(host.window.subviews.count == 1 && a.view.window === host.window)
        host.invalidate()
    }

    @Test func dismissedControllersAreFreed() {
        let log = PresentationLog()
        let (host, a) = presentationHost(log)
        weak var weakM: UIViewController?
        weak var weakView: UIView?
        weak var weakPC: UIPresentationController?
        for style in [UIModalPresentationStyle.fullScreen, .pageSheet, .overFullScreen] {
            do {
                let m = UIViewController()
                m.modalPresentationStyle = style
                a.present(m, animated: true)
                host.advance(by: 0.6)
                weakM = m
                weakView = m.view
                weakPC = m.presentationController
                m.dismiss(animated: true)
                host.advance(by: 0.6)
            }
            #expect(weakM == nil, "\(style)")
            #expect(weakView == nil, "\(style)")
            #expect(weakPC == nil, "\(style)")
        }
        // Reading presentationController without presenting does not keep the controller.
        do {
            let m = UIViewController()
            _ = m.presentationController
            weakM = m
        }
        #expect(weakM == nil)
        host.invalidate()
    }

    // MARK: Bad input

    @Test func presentingWhilePresentingIsRefusedWithoutCompletion() {
        let log = PresentationLog()
        let (host, a) = presentationHost(log)
        let m = UIViewController(), n = UIViewController()
        a.present(m, animated: false)
        UIKitLog.clearRecentMessages()
        var ran = false
        a.present(n, animated: false) { ran = true }
        #expect(UIKitLog.didLog("[Presentation] Attempt to present <UIViewController: 0x"))
        #expect(UIKitLog.didLog("(from <PresentationLoggingController: 0x") )
        #expect(UIKitLog.didLog("which is already presenting <UIViewController: 0x"))
        #expect(!ran && n.presentingViewController == nil && a.presentedViewController === m)

        // During a transition.
        a.dismiss(animated: true)
        UIKitLog.clearRecentMessages()
        a.present(n, animated: false) { ran = true }
        #expect(UIKitLog.didLog("while a presentation is in progress."))
        UIKitLog.clearRecentMessages()
        a.dismiss(animated: false) { ran = true }
        #expect(UIKitLog.didLog("while a presentation or dismiss is in progress!"))
        #expect(!ran)
        host.advance(by: 0.6)
        #expect(a.presentedViewController == nil)
        host.invalidate()
    }

    @Test func presentingAPresentedOrActiveControllerIsRefused() {
        let log = PresentationLog()
        let (host, a) = presentationHost(log)
        let m = UIViewController()
        a.present(m, animated: false)
        let b = UIViewController()
        UIKitLog.clearRecentMessages()
        m.present(m, animated: false)
        #expect(UIKitLog.didLog("Application tried to present modally a view controller on itself."))
        UIKitLog.clearRecentMessages()
        m.present(a, animated: false)                       // the window's root: on screen
        #expect(UIKitLog.didLog("Application tried to present modally an active controller <PresentationLoggingController: 0x"))
        m.present(b, animated: false)
        UIKitLog.clearRecentMessages()
        let other = UIViewController()
        let otherHost = UIKitTestHost(viewController: other)
        other.present(b, animated: false)
        #expect(UIKitLog.didLog("Application tried to present modally a view controller <UIViewController: 0x"))
        #expect(UIKitLog.didLog("that is already being presented by <UIViewController: 0x"))
        #expect(b.presentingViewController === m)
        otherHost.invalidate()
        // Off screen.
        UIKitLog.clearRecentMessages()
        UIViewController().present(UIViewController(), animated: false)
        #expect(UIKitLog.didLog("whose view is not in the window hierarchy!"))
        host.invalidate()
    }

    @Test func dismissingWithNothingPresentedStillRunsTheCompletion() {
        let log = PresentationLog()
        let (host, a) = presentationHost(log)
        var ran = 0
        a.dismiss(animated: true) { ran += 1 }
        UIViewController().dismiss(animated: false) { ran += 1 }
        #expect(ran == 2 && log.lines.isEmpty)
        host.invalidate()
    }

    @Test func showWithoutAContainerPresentsModally() {
        let log = PresentationLog()
        let (host, a) = presentationHost(log)
        let m = UIViewController()
        a.show(m, sender: nil)
        #expect(a.presentedViewController === m && m.isBeingPresented)
        host.advance(by: 0.6)
        #expect(!m.isBeingPresented)
        let d = UIViewController()
        m.showDetailViewController(d, sender: nil)
        #expect(m.presentedViewController === d)
        host.invalidate()
    }
}
