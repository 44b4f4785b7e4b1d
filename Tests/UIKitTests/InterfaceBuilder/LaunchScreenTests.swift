//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKit
import UIKitTesting

/// An app delegate whose launch takes a look at the screen before making its own window.
final class LaunchProbeAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var whileLaunching: (() -> Void)?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        whileLaunching?()
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 300, height: 30))
        label.text = "The app"
        root.view.addSubview(label)
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// `UILaunchStoryboardName`: the launch storyboard is what the screen shows until the app's
/// first frame.
@MainActor @Suite(.serialized) struct LaunchScreenTests {
    /// A launch screen as Xcode's template makes it, with a big indigo title in the middle.
    static let document = IBTestBundle.storyboard(initial: "Lch-vc-001", """
        <!--View Controller-->
        <scene sceneID="Lch-sc-001">
            <objects>
                <viewController id="Lch-vc-001" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="Lch-vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Launching" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Lch-lb-001">
                                <rect key="frame" x="100" y="405" width="193" height="41"/>
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="34"/>
                                <color key="textColor" systemColor="systemIndigoColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="Lch-sa-001"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        <constraints>
                            <constraint firstItem="Lch-lb-001" firstAttribute="centerX" secondItem="Lch-vw-001" secondAttribute="centerX" id="Lch-ct-001"/>
                            <constraint firstItem="Lch-lb-001" firstAttribute="centerY" secondItem="Lch-vw-001" secondAttribute="centerY" id="Lch-ct-002"/>
                        </constraints>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Lch-fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="53" y="375"/>
        </scene>
        """).replacingOccurrences(of: "useAutolayout=\"YES\"", with: "useAutolayout=\"YES\" launchScreen=\"YES\"")

    /// Indigo pixels (the launch title's colour) in the middle band of `image`.
    static func indigoPixels(_ image: CGImage?) -> Int {
        guard let image else { return 0 }
        var n = 0
        for y in stride(from: 380, to: min(470, image.height), by: 1) {
            for x in stride(from: 0, to: image.width, by: 2) {
                guard let p = image.pixel(x: x, y: y) else { continue }
                if Int(p.b) > Int(p.r) + 60 && Int(p.b) > Int(p.g) + 60 { n += 1 }
            }
        }
        return n
    }

    static func texts(in views: [UIView]) -> [String] {
        var out: [String] = []
        var stack = views
        while let v = stack.popLast() {
            if let l = v as? UILabel, !v.isHidden, let t = l.text { out.append(t) }
            stack.append(contentsOf: v.subviews)
        }
        return out
    }

    @Test func theLaunchScreenIsOnScreenUntilTheAppsFirstFrame() throws {
        let name = "LaunchScreen-\(UUID().uuidString)"
        let url = Bundle.main.bundleURL.appendingPathComponent(name + ".storyboard")
        try Data(Self.document.utf8).write(to: url)
        let headless = HeadlessHost(size: CGSize(width: 390, height: 844))
        let delegate = LaunchProbeAppDelegate()
        defer {
            try? FileManager.default.removeItem(at: url)
            delegate.window?.isHidden = true
            headless.invalidate()
            UIApplication.shared.delegate = nil
        }
        var framesBefore = -1
        var duringLaunch: CGImage?
        var shownDuringLaunch: [String] = []
        delegate.whileLaunching = {
            framesBefore = headless.frameCount
            duringLaunch = headless.snapshot()
            shownDuringLaunch = Self.texts(in: headless.windows.filter { !$0.isHidden })
        }
        headless.launch(delegate: delegate, infoDictionary: ["UILaunchStoryboardName": name])
        // Before the delegate's launch work returned, a frame had been drawn, and it showed the
        // launch screen's title.
        #expect(framesBefore >= 1)
        #expect(shownDuringLaunch == ["Launching"])
        #expect(Self.indigoPixels(duringLaunch) > 40)
        // After the launch the app's window is what is shown; the launch screen is gone.
        headless.runFrame()
        let visible = headless.windows.filter { !$0.isHidden }
        #expect(visible.count == 1 && visible.first === delegate.window)
        #expect(Self.texts(in: visible) == ["The app"])
        #expect(Self.indigoPixels(headless.snapshot()) == 0)
        #expect(UIApplication.shared._launchScreenWindow == nil)
    }

    @Test func aMissingLaunchStoryboardShowsNothingAndTheAppLaunches() throws {
        let headless = HeadlessHost(size: CGSize(width: 390, height: 844))
        let delegate = LaunchProbeAppDelegate()
        defer { delegate.window?.isHidden = true; headless.invalidate(); UIApplication.shared.delegate = nil }
        var launchWindow: UIWindow? = UIWindow()
        delegate.whileLaunching = { launchWindow = UIApplication.shared._launchScreenWindow }
        headless.launch(delegate: delegate, infoDictionary: ["UILaunchStoryboardName": "NoSuchLaunchScreen-\(UUID().uuidString)"])
        #expect(launchWindow == nil)
        #expect(delegate.window?.isKeyWindow == true)
        #expect(Self.texts(in: headless.windows.filter { !$0.isHidden }).contains("The app"))
    }

    @Test func theResourceBundleStubSwiftPMWritesIsNotTheAppsInfoPlist() throws {
        // A package with `defaultLocalization` gets an Info.plist of one key in each resource
        // bundle; an app (a storyboard one: Base.lproj) would otherwise launch with no scene
        // manifest and show nothing.
        let dir = Bundle.main.bundleURL.appendingPathComponent("Stub_\(UUID().uuidString).resources")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let stub = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>CFBundleDevelopmentRegion</key>
                <string>en</string>
            </dict>
            </plist>
            """
        try Data(stub.utf8).write(to: dir.appendingPathComponent("Info.plist"))
        #expect(_UISceneManifest.loadInfoDictionary(moduleName: nil)?["CFBundleDevelopmentRegion"] == nil)
    }
}
