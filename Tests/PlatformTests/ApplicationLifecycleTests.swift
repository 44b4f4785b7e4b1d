//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit

/// UIApplication's life cycle as iOS orders it: each delegate callback, then its notification
/// (object: the application), with `applicationState` following; driven by a headless host's
/// windows and simulated window-system events. Serialized: the application is global.
@MainActor @Suite(.serialized) struct ApplicationLifecycleTests {
    /// Records delegate callbacks and notifications, in order, with the state seen at each.
    final class Recorder: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var log: [String] = []
        var observers: [NSObjectProtocol] = []
        required override init() {
            super.init()
            let names: [(Notification.Name, String)] = [
                (UIApplication.didFinishLaunchingNotification, "didFinishLaunching"),
                (UIApplication.didBecomeActiveNotification, "didBecomeActive"),
                (UIApplication.willResignActiveNotification, "willResignActive"),
                (UIApplication.didEnterBackgroundNotification, "didEnterBackground"),
                (UIApplication.willEnterForegroundNotification, "willEnterForeground"),
                (UIApplication.willTerminateNotification, "willTerminate"),
            ]
            for (name, label) in names {
                observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [unowned self] note in
                    let object = note.object.map { ObjectIdentifier($0 as AnyObject) }
                    MainActor.assumeIsolated {
                        let fromApp = object == ObjectIdentifier(UIApplication.shared)
                        log.append("note:\(label)\(fromApp ? "" : "(wrong object)")")
                    }
                })
            }
        }
        func stop() { observers.forEach(NotificationCenter.default.removeObserver) }
        func state() -> String {
            switch UIApplication.shared.applicationState {
            case .active: "active"
            case .inactive: "inactive"
            case .background: "background"
            }
        }
        func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            log.append("willFinishLaunching[\(state())]"); return true
        }
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            log.append("didFinishLaunching[\(state())]")
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window?.makeKeyAndVisible()
            return true
        }
        func applicationDidBecomeActive(_ application: UIApplication) { log.append("didBecomeActive[\(state())]") }
        func applicationWillResignActive(_ application: UIApplication) { log.append("willResignActive[\(state())]") }
        func applicationDidEnterBackground(_ application: UIApplication) { log.append("didEnterBackground[\(state())]") }
        func applicationWillEnterForeground(_ application: UIApplication) { log.append("willEnterForeground[\(state())]") }
        func applicationWillTerminate(_ application: UIApplication) { log.append("willTerminate[\(state())]") }
    }

    /// Launch, focus loss and back, minimise and restore, quit: iOS's order of callbacks and
    /// notifications, and the state during each.
    @Test func lifeCycleFollowsIOSOrder() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let app = UIApplication.shared
        let recorder = Recorder()
        defer { recorder.stop(); recorder.window?.isHidden = true; host.invalidate(); app.delegate = nil }

        host.launch(delegate: recorder)
        #expect(recorder.log == ["willFinishLaunching[inactive]", "didFinishLaunching[inactive]", "note:didFinishLaunching",
                                 "didBecomeActive[active]", "note:didBecomeActive"])
        #expect(app.applicationState == .active)

        recorder.log = []
        host.simulate(.focusLost)
        #expect(recorder.log == ["willResignActive[active]", "note:willResignActive"])
        #expect(app.applicationState == .inactive)
        host.simulate(.focusGained)
        #expect(recorder.log.suffix(2) == ["didBecomeActive[active]", "note:didBecomeActive"])
        #expect(app.applicationState == .active)

        recorder.log = []
        host.simulate(.minimized)
        #expect(recorder.log == ["willResignActive[active]", "note:willResignActive",
                                 "didEnterBackground[background]", "note:didEnterBackground"])
        #expect(app.applicationState == .background)
        host.simulate(.focusGained)   // (a minimised window can't be active)
        #expect(app.applicationState == .background)

        recorder.log = []
        host.simulate(.restored)
        #expect(recorder.log == ["willEnterForeground[background]", "note:willEnterForeground",
                                 "didBecomeActive[active]", "note:didBecomeActive"])
        #expect(app.applicationState == .active)

        recorder.log = []
        host.simulate(.closed)
        #expect(recorder.log == ["willResignActive[active]", "note:willResignActive",
                                 "didEnterBackground[background]", "note:didEnterBackground",
                                 "willTerminate[background]", "note:willTerminate"])
        host.simulate(.closed)
        #expect(recorder.log.count == 6, "the app terminates once")
    }

    /// Hiding every window of the host puts the app in the background; showing one brings it
    /// back to the foreground and makes it active.
    @Test func hidingAndShowingWindowsMovesTheAppToTheBackgroundAndBack() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let app = UIApplication.shared
        let recorder = Recorder()
        defer { recorder.stop(); recorder.window?.isHidden = true; host.invalidate(); app.delegate = nil }
        host.launch(delegate: recorder)
        let window = try! #require(recorder.window)

        recorder.log = []
        window.isHidden = true
        #expect(app.applicationState == .background)
        #expect(recorder.log == ["willResignActive[active]", "note:willResignActive",
                                 "didEnterBackground[background]", "note:didEnterBackground"])
        recorder.log = []
        window.isHidden = false
        #expect(app.applicationState == .active)
        #expect(recorder.log == ["willEnterForeground[background]", "note:willEnterForeground",
                                 "didBecomeActive[active]", "note:didBecomeActive"])
    }
}
