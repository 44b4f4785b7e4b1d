// swift-tools-version: 6.0
//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import PackageDescription

// An iOS app's folder as Xcode's App template makes it (SampleApp/: AppDelegate.swift,
// SceneDelegate.swift, ViewController.swift, Info.plist; an Xcode project made with that template
// beside this file builds it for iOS: not checked in), and this package building the same folders
// for Linux: each target's `path:` is an iOS sources folder, its only own source a comment-only
// UIKitPort.swift, and UIKitPortPlugin compiles ported copies of the other Swift files
// (docs/PORTING.md). The originals stay as Xcode builds them.
//
//   swift run SampleApp          (Xcode's scene template; its "New Window" opens a second scene)
//   swift run SampleAppClassic   (the app-delegate-only shape: a UIWindow made in
//                                 application(_:didFinishLaunchingWithOptions:))
//   swift run SampleAppStoryboard (Xcode's App template with storyboards: no code makes a window;
//                                 Base.lproj/Main.storyboard is the scene's, LaunchScreen.storyboard
//                                 shows until the first frame)
//   swift test                   (the template app launched in the test host)
//
// The plugin also compiles SampleApp/Info.plist (its scene manifest) into the app.

// A path dependency's identity is its folder's name: this repository's, wherever it is cloned.
// An app outside this repository writes `.package(url: "https://…/uikit.git", from: "…")` and
// `package: "uikit"`.
let uikitFolder = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().deletingLastPathComponent()
let uikit = uikitFolder.lastPathComponent

let portedApp: [Target.Dependency] = [.product(name: "UIKit", package: uikit)]
let portPlugin: [Target.PluginUsage] = [.plugin(name: "UIKitPortPlugin", package: uikit)]

let package = Package(
    name: "SampleApp",
    // Base.lproj/ holds the storyboard app's documents: SwiftPM copies an `.lproj` folder of
    // `resources:` only in a package with a default localization.
    defaultLocalization: "en",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: uikitFolder.path)],
    targets: [
        .executableTarget(name: "SampleApp", dependencies: portedApp, path: "SampleApp",
                          exclude: ["Info.plist"], sources: ["UIKitPort.swift"], plugins: portPlugin),
        .executableTarget(name: "SampleAppClassic", dependencies: portedApp, path: "SampleAppClassic",
                          sources: ["UIKitPort.swift"], plugins: portPlugin),
        // The storyboards and the asset catalog are the target's resources: SwiftPM copies them to
        // SampleApp_SampleAppStoryboard.resources/ beside the executable, where
        // `UIStoryboard(name:bundle: nil)` and `UIImage(named:)` look after the executable's own
        // folder (Bundle.main).
        .executableTarget(name: "SampleAppStoryboard", dependencies: portedApp, path: "SampleAppStoryboard",
                          exclude: ["Info.plist"], sources: ["UIKitPort.swift"],
                          resources: [.process("Base.lproj"), .copy("Assets.xcassets")],
                          plugins: portPlugin),
        // The app's tests run it as a user would, headless: the test host launches the app
        // delegate, reads the Info.plist's scene manifest and hosts the scene's window.
        .testTarget(name: "SampleAppTests", dependencies: ["SampleApp", .product(name: "UIKitTesting", package: uikit)],
                    path: "Tests/SampleAppTests"),
        .testTarget(name: "SampleAppStoryboardTests",
                    dependencies: ["SampleAppStoryboard", .product(name: "UIKitTesting", package: uikit)],
                    path: "Tests/SampleAppStoryboardTests"),
    ],
    // Most iOS apps are in Swift 5 language mode, and so are their sources here.
    swiftLanguageModes: [.v5]
)
