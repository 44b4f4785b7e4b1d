//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
@testable import UIKitCore

@MainActor final class LifecycleVC: UIViewController {
    var log: [String] = []
    override func loadView() { log.append("loadView"); super.loadView() }
    override func viewDidLoad() { log.append("viewDidLoad") }
    override func viewWillAppear(_ a: Bool) { log.append("willAppear(inWindow: \(viewIfLoaded?.window != nil))") }
    override func viewDidAppear(_ a: Bool) { log.append("didAppear(inWindow: \(viewIfLoaded?.window != nil))") }
    override func viewWillDisappear(_ a: Bool) { log.append("willDisappear") }
    override func viewDidDisappear(_ a: Bool) { log.append("didDisappear") }
    override func viewWillLayoutSubviews() { log.append("willLayout") }
    override func viewDidLayoutSubviews() { log.append("didLayout") }
}

@MainActor @Suite(.serialized) struct UIWindowTests {
    @Test func viewLoadsLazily() {
        let vc = LifecycleVC()
        #expect(!vc.isViewLoaded)
        #expect(vc.viewIfLoaded == nil)
        _ = vc.view
        #expect(vc.isViewLoaded)
        #expect(vc.log == ["loadView", "viewDidLoad"])
        #expect(vc.view.frame == UIScreen.main.bounds)
    }

    @Test func rootViewControllerFillsWindowAndAppears() {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let recorder = VisibilityRecorder(window: w)
        _UIWindowRegistry.shared.addHost(recorder)
        defer { _UIWindowRegistry.shared.removeHost(recorder) }
        let vc = LifecycleVC()
        w.rootViewController = vc
        #expect(vc.view.superview === w)
        #expect(vc.view.frame == w.bounds)
        #expect(vc.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(w.isHidden)
        vc.log = []
        w.makeKeyAndVisible()
        #expect(w.isKeyWindow)
        #expect(!w.isHidden)
        #expect(recorder.shown == [true])
        #expect(vc.log.first == "willAppear(inWindow: true)")
        #expect(vc.log.last == "didAppear(inWindow: true)")
        #expect(vc.log.contains("willLayout") && vc.log.contains("didLayout"))
        vc.log = []
        w.isHidden = true
        #expect(vc.log == ["willDisappear", "didDisappear"])
        #expect(recorder.shown == [true, false])
        #expect(!w.isKeyWindow)
        w.frame.size = CGSize(width: 400, height: 400)
        #expect(vc.view.frame.size == CGSize(width: 400, height: 400))
    }

    @Test func responderChain() {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let vc = UIViewController()
        w.rootViewController = vc
        let sub = UIView()
        vc.view.addSubview(sub)
        #expect(sub.next === vc.view)
        #expect(vc.view.next === vc)
        #expect(vc.next === w)
        #expect(UIView().next == nil)
        #expect(UIResponder().next == nil)
        #expect(w.next === UIResponder._applicationResponder)
    }

    @Test func screenConfigure() {
        let s = UIScreen.main
        let old = (s.bounds, s.scale)
        s._configure(bounds: CGRect(x: 0, y: 0, width: 100, height: 200), scale: 3)
        #expect(s.scale == 3 && s.nativeScale == 3)
        #expect(s.bounds.size == CGSize(width: 100, height: 200))
        #expect(UIGraphicsImageRendererFormat().scale == 3)
        UIKitLog.clearRecentMessages()
        s._configure(bounds: s.bounds, scale: .nan)
        #expect(UIKitLog.didLog("UIScreen"))
        s._configure(bounds: old.0, scale: old.1)
    }

    @Test func windowLevels() {
        #expect(UIWindow.Level.normal < UIWindow.Level.alert)
        #expect(UIWindow.Level.statusBar.rawValue == 1000)
    }

    /// Key and visibility changes are posted, each after the window's own call: shown, made key
    /// (the old key window resigns first), hidden (resigning key before it is reported hidden).
    @Test func keyAndVisibilityNotificationsAreObservable() {
        final class KeyLog: UIWindow {
            var log: [String] = []
            override func becomeKey() { log.append("becomeKey") }
            override func resignKey() { log.append("resignKey") }
        }
        let a = KeyLog(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = KeyLog(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var posted: [String] = []
        let names: [Notification.Name] = [UIWindow.didBecomeVisibleNotification, UIWindow.didBecomeHiddenNotification,
                                          UIWindow.didBecomeKeyNotification, UIWindow.didResignKeyNotification]
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { n in
                let who = (n.object as AnyObject?) === a ? "a" : (n.object as AnyObject?) === b ? "b" : "?"
                let short = n.name.rawValue.replacingOccurrences(of: "UIWindowDid", with: "").replacingOccurrences(of: "Notification", with: "")
                MainActor.assumeIsolated { posted.append("\(short) \(who)") }
            }
        }
        defer { for t in tokens { NotificationCenter.default.removeObserver(t) }; a.isHidden = true; b.isHidden = true }
        #expect(UIWindow.didBecomeKeyNotification.rawValue == "UIWindowDidBecomeKeyNotification")
        a.makeKeyAndVisible()
        #expect(a.log == ["becomeKey"])
        b.makeKeyAndVisible()
        #expect(a.log == ["becomeKey", "resignKey"] && b.log == ["becomeKey"])
        b.makeKey()   // (already key: nothing)
        b.isHidden = true
        a.isHidden = true
        #expect(posted.filter { !$0.hasSuffix("?") } == ["BecomeKey a", "BecomeVisible a", "ResignKey a", "BecomeKey b", "BecomeVisible b",
                                                       "ResignKey b", "BecomeHidden b", "BecomeHidden a"])
    }
}

@MainActor final class SafeAreaVC: UIViewController {
    var safeChanges = 0
    override func viewSafeAreaInsetsDidChange() { safeChanges += 1 }
}

@MainActor @Suite struct UIViewControllerSafeAreaTests {
    @Test func viewSafeAreaInsetsDidChangeIsCalled() {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let vc = SafeAreaVC()
        w.rootViewController = vc
        w._setSafeAreaInsets(UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(vc.safeChanges == 1)
        #expect(vc.view.safeAreaInsets.top == 20)
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 0)
        #expect(vc.safeChanges == 2)
        #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0))
        let sub = UIView(frame: CGRect(x: 0, y: 10, width: 300, height: 100))
        vc.view.addSubview(sub)
        #expect(sub.safeAreaInsets.top == 10)
    }

    @Test func contentScaleFollowsScreen() {
        let v = UIView()
        #expect(v.contentScaleFactor == UIScreen.main.scale)
        v.contentScaleFactor = 1
        #expect(v.layer.contentsScale == 1)
        UIKitLog.clearRecentMessages()
        v.contentScaleFactor = 0
        #expect(UIKitLog.didLog("contentScaleFactor"))
    }
}

@MainActor @Suite struct UIViewControllerMarginTests {
    @Test func rootViewHasSystemMinimumSideMargins() {
        let vc = UIViewController()
        #expect(vc.view.layoutMargins.left == 16 && vc.view.layoutMargins.right == 16)
        #expect(vc.view.layoutMargins.top == 8)
        vc.viewRespectsSystemMinimumLayoutMargins = false
        #expect(vc.view.layoutMargins.left == 8)
        #expect(UIView().layoutMargins.left == 8)
    }
}

/// A window host (the seam the SDL backend and the headless host implement) recording when one
/// window is shown or hidden.
@MainActor final class VisibilityRecorder: UIWindowHosting {
    let window: UIWindow
    var shown: [Bool] = []
    init(window: UIWindow) { self.window = window }
    func windowVisibilityDidChange(_ w: UIWindow) {
        if w === window { shown.append(!w.isHidden) }
    }
}
