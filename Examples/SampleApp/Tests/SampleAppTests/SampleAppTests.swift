//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import SampleApp

/// Xcode's App template, unchanged in SampleApp/, launched as iOS launches it: the app delegate,
/// then the scene the Info.plist's manifest names, whose delegate makes the window.
@MainActor @Suite(.serialized) struct SampleAppTests {
    static let infoPlist = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../SampleApp/Info.plist").standardizedFileURL

    @Test func theTemplateAppRunsItsSceneAndCountsTaps() throws {
        let host = UIKitTestHost(appDelegate: AppDelegate(), infoPlist: Self.infoPlist)
        defer { host.invalidate() }
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect(scene.delegate is SceneDelegate)
        #expect(scene.activationState == .foregroundActive)
        #expect(host.window.windowScene === scene)
        host.tap(try #require(host.view(withAccessibilityLabel: "Tap me")))
        #expect(host.view(withAccessibilityLabel: "Tapped 1 time") != nil)
    }

    @Test func theInfoPlistIsCompiledIntoTheApp() {
        // UIKitPortPlugin compiles the folder's Info.plist in: `swift run SampleApp` finds its
        // scene manifest with no Info.plist beside the executable.
        #expect(_typeByName("SampleApp._UIKitInfoPlist") != nil)
    }

    @Test func newWindowOpensASecondScene() throws {
        let host = UIKitTestHost(appDelegate: AppDelegate(), infoPlist: Self.infoPlist)
        defer {
            for s in UIApplication.shared.connectedScenes { (s as? UIWindowScene)?.windows.forEach { $0.isHidden = true } }
            host.invalidate()
        }
        host.tap(try #require(host.view(withAccessibilityLabel: "New Window")))
        #expect(UIApplication.shared.connectedScenes.count == 2)
        #expect(host.headless.windows.filter { !$0.isHidden }.count == 2)
    }
}

