//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import SampleAppStoryboard

/// Xcode's App template with storyboards, unchanged in SampleAppStoryboard/: no code makes a
/// window. The scene's window comes from Base.lproj/Main.storyboard (Info.plist's
/// UISceneStoryboardFile), found in the target's SwiftPM resource bundle beside the test binary,
/// and LaunchScreen.storyboard is on screen while the app delegate launches.
@MainActor @Suite(.serialized) struct SampleAppStoryboardTests {
    static let infoPlist = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../SampleAppStoryboard/Info.plist").standardizedFileURL

    /// The labels' texts in every window on screen.
    static func textsOnScreen() -> [String] {
        var texts: [String] = []
        var stack: [UIView] = UIApplication.shared.windows.filter { !$0.isHidden }
        while let v = stack.popLast() {
            if let l = v as? UILabel, !l.isHidden, let t = l.text { texts.append(t) }
            stack.append(contentsOf: v.subviews)
        }
        return texts
    }

    @Test func theStoryboardAppStartsWithNoCodeMakingWindowsAndCountsTaps() throws {
        let host = UIKitTestHost(appDelegate: AppDelegate(), infoPlist: Self.infoPlist)
        defer { host.invalidate() }
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let delegate = try #require(scene.delegate as? SceneDelegate)
        let window = try #require(delegate.window)   // given by UIKit, from Main.storyboard
        #expect(window.windowScene === scene && window.isKeyWindow)
        let controller = try #require(window.rootViewController as? ViewController)
        #expect(host.view(withAccessibilityLabel: "Hello from Main.storyboard") != nil)
        #expect(!Self.textsOnScreen().contains("Storyboard Sample"))   // the launch screen is gone
        host.tap(try #require(host.view(withAccessibilityLabel: "Tap me")))
        host.tap(try #require(host.view(withAccessibilityLabel: "Tap me")))
        #expect(controller.count == 2)
        #expect(host.view(withAccessibilityLabel: "Tapped 2 times") != nil)
    }

    /// The storyboard's image view shows `AppBadge` from the target's asset catalog (a resource
    /// copied as it is, found in the app's resource bundle): a 48-point green square on screen.
    @Test func theStoryboardsImageComesFromTheAssetCatalog() throws {
        let host = UIKitTestHost(appDelegate: AppDelegate(), infoPlist: Self.infoPlist)
        defer { host.invalidate() }
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let window = try #require((scene.delegate as? SceneDelegate)?.window)
        var stack: [UIView] = [window]
        var imageView: UIImageView?
        while let v = stack.popLast() { if let i = v as? UIImageView, i.image != nil { imageView = i }; stack.append(contentsOf: v.subviews) }
        let badge = try #require(imageView)
        #expect(badge.image?.size == CGSize(width: 48, height: 48) && badge.image?.scale == 2)
        #expect(badge.bounds.size == CGSize(width: 48, height: 48))
        let center = badge.convert(CGPoint(x: 24, y: 24), to: window)
        let frame = host.render()
        let scale = CGFloat(frame.width) / window.bounds.width
        let pixel = try #require(frame.pixel(x: Int(center.x * scale), y: Int(center.y * scale)))
        #expect(pixel.r == 0x2E && pixel.g == 0x9E && pixel.b == 0x5B, "\(pixel)")
    }

    @Test func theLaunchScreenIsShownWhileTheAppLaunches() throws {
        // didFinishLaunchingNotification comes after application(_:didFinishLaunchingWithOptions:),
        // before the app's first frame.
        var shownAtLaunch: [String] = []
        let observer = NotificationCenter.default.addObserver(forName: UIApplication.didFinishLaunchingNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { shownAtLaunch = Self.textsOnScreen() }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        let host = UIKitTestHost(appDelegate: AppDelegate(), infoPlist: Self.infoPlist)
        defer { host.invalidate() }
        #expect(shownAtLaunch.contains("Storyboard Sample"))
        #expect(!Self.textsOnScreen().contains("Storyboard Sample"))
        #expect(host.view(withAccessibilityLabel: "Hello from Main.storyboard") != nil)
    }

    @Test func theStoryboardsAreTheTargetsResources() throws {
        // SwiftPM copies Base.lproj into the target's resource bundle; Bundle.main (the folder of
        // the executable) has no storyboard of its own.
        let url = Bundle.module.bundleURL.appendingPathComponent("Base.lproj/Main.storyboard")
        #expect(FileManager.default.fileExists(atPath: url.path))
        #expect(!FileManager.default.fileExists(atPath: Bundle.main.bundleURL.appendingPathComponent("Main.storyboard").path))
    }
}
