//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
import UIKit
import UIKitTesting
import UIKitCore

/// `UIDevice.current`, status bar and orientation preferences, and opening URLs, as iOS code reads them.
@MainActor @Suite(.serialized) struct UIDeviceTests {
    @Test func theDeviceDescribesThisComputer() {
        let d = UIDevice.current
        #expect(d === UIDevice.current)
        #expect(d.name == ProcessInfo.processInfo.hostName)
        #expect(d.systemName == "Linux")
        #expect(d.systemVersion == "17.0")
        // Version checks written for iOS take the modern path.
        #expect(d.systemVersion.compare("13.0", options: .numeric) != .orderedAscending)
        #expect(d.userInterfaceIdiom == .pad)
        #expect(d.model == "iPad")
        #expect(UIScreen.main.traitCollection.userInterfaceIdiom == d.userInterfaceIdiom)
        #expect(d.batteryState == .unknown)
        #expect(d.batteryLevel == -1)
        #expect(d.isMultitaskingSupported)
        #expect(d.identifierForVendor == d.identifierForVendor)
        #expect(UIUserInterfaceIdiom.pad.rawValue == 1 && UIUserInterfaceIdiom.mac.rawValue == 5)
        #expect(UIDeviceOrientation.landscapeLeft.rawValue == 3 && UIDeviceOrientation.faceUp.isFlat)
        #expect(UIDevice.BatteryState.full.rawValue == 3)
    }

    @Test func orientationFollowsTheScreenOnceNotificationsAreGenerated() {
        let d = UIDevice.current
        let host = UIKitTestHost(view: UIView(), size: CGSize(width: 390, height: 844))
        defer { host.invalidate() }
        #expect(d.orientation == .unknown)
        d.beginGeneratingDeviceOrientationNotifications()
        defer { d.endGeneratingDeviceOrientationNotifications() }
        #expect(d.orientation == .portrait)
        var posts = 0
        let o = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { posts += 1 }
        }
        defer { NotificationCenter.default.removeObserver(o) }
        let wide = UIKitTestHost(view: UIView(), size: CGSize(width: 844, height: 390))
        defer { wide.invalidate() }
        #expect(d.orientation == .landscapeLeft)
        #expect(posts == 1)
    }

    final class StyledController: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        override var prefersStatusBarHidden: Bool { true }
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    }
    final class Container: UIViewController {
        let child = StyledController()
        override var childForStatusBarStyle: UIViewController? { child }
    }

    @Test func statusBarPreferencesAreReadThroughTheSceneAndChildren() {
        #expect(UIViewController().preferredStatusBarStyle == .default)
        #expect(UIViewController().supportedInterfaceOrientations == .allButUpsideDown)
        #expect(StyledController().supportedInterfaceOrientations == .portrait)
        #expect(UIInterfaceOrientationMask.all.rawValue == 30 && UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26)
        #expect(UIStatusBarStyle.darkContent.rawValue == 3)
        let host = UIKitTestHost(appDelegate: TemplateAppDelegate(), infoDictionary: SceneLifecycleTests.info())
        defer {
            host.window.isHidden = true
            host.invalidate()
            _UISceneRegistry.shared.reset(manifest: nil)
            UIApplication.shared.delegate = nil
        }
        host.window.rootViewController = Container()
        let manager = host.window.windowScene?.statusBarManager
        #expect(manager?.statusBarStyle == .lightContent)
        #expect(manager?.statusBarFrame == .zero)
    }

    @Test func settingsURLsCannotBeOpenedOnLinux() async {
        let url = URL(string: UIApplication.openSettingsURLString)!
        #expect(UIApplication.openSettingsURLString == "app-settings:")
        #expect(!UIApplication.shared.canOpenURL(url))
        let opened: Bool = await withCheckedContinuation { c in
            UIApplication.shared.open(url, options: [:]) { ok in c.resume(returning: ok) }
        }
        #expect(!opened)
    }
}
