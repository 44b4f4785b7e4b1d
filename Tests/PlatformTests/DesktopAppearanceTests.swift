//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
@testable import UIKitPlatform
import UIKit
import UIKitCore

/// Reading the desktop's light or dark preference. Serialized: the environment is the process's.
@MainActor @Suite(.serialized) struct DesktopAppearanceTests {
    @Test func portalRepliesAndSignalsAreParsed() {
        #expect(_DesktopAppearance.portalScheme("(<<uint32 1>>,)\n") == 1)
        #expect(_DesktopAppearance.portalScheme("(<<<uint32 2>>>,)") == 2)
        let signal = "/org/freedesktop/portal/desktop: org.freedesktop.portal.Settings.SettingChanged ('org.freedesktop.appearance', 'color-scheme', <uint32 0>)"
        #expect(_DesktopAppearance.portalScheme(signal) == 0)
        #expect(_DesktopAppearance.portalScheme("Error: no such method") == nil)
    }

    @Test func theEnvironmentOverrideWinsAndHeadlessHostsUseIt() {
        setenv("UIKIT_INTERFACE_STYLE", "dark", 1)
        defer { unsetenv("UIKIT_INTERFACE_STYLE") }
        #expect(_DesktopAppearance.currentStyle() == .dark)
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        #expect(UIScreen.main.traitCollection.userInterfaceStyle == .dark)
        host.invalidate()
        unsetenv("UIKIT_INTERFACE_STYLE")
        let light = HeadlessHost(size: CGSize(width: 100, height: 100))
        #expect(UIScreen.main.traitCollection.userInterfaceStyle == .light)
        light.invalidate()
    }

    @Test func aPortalSettingChangeSwitchesTheStyleLive() async throws {
        // A stand-in gdbus: `call` answers "dark", `monitor` reports a change to light.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-fake-gdbus-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = """
            #!/bin/sh
            if [ "$1" = call ]; then echo "(<<uint32 1>>,)"; exit 0; fi
            sleep 0.2
            echo "/org/freedesktop/portal/desktop: org.freedesktop.portal.Settings.SettingChanged ('org.freedesktop.appearance', 'color-scheme', <uint32 2>)"
            echo "/org/freedesktop/portal/desktop: org.freedesktop.portal.Settings.SettingChanged ('org.gnome.desktop.interface', 'text-scaling-factor', <1.25>)"
            exec sleep 30
            """
        let gdbus = dir.appendingPathComponent("gdbus")
        try script.write(to: gdbus, atomically: true, encoding: .utf8)
        chmod(gdbus.path, 0o755)
        let env = ProcessInfo.processInfo.environment
        setenv("PATH", dir.path + ":" + (env["PATH"] ?? "/usr/bin:/bin"), 1)
        setenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent-uikit-test-bus", 1)
        defer {
            _DesktopAppearance.monitor?.terminate()
            _DesktopAppearance.monitor = nil
            setenv("PATH", env["PATH"] ?? "/usr/bin:/bin", 1)
            if let a = env["DBUS_SESSION_BUS_ADDRESS"] { setenv("DBUS_SESSION_BUS_ADDRESS", a, 1) } else { unsetenv("DBUS_SESSION_BUS_ADDRESS") }
            UIScreen._setDesktopStyle(.light)
            UIScreen._setDesktopContentSize(.large)
        }
        #expect(_DesktopAppearance.currentStyle() == .dark)
        UIScreen._setDesktopStyle(.dark)
        let sizes = SizeLog()
        _DesktopAppearance.startMonitoring()
        for _ in 0..<60 where UIScreen.main.traitCollection.userInterfaceStyle == .dark {
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(UIScreen.main.traitCollection.userInterfaceStyle == .light)
        // The desktop's text size changes live too (GNOME's text-scaling-factor 1.25 → XXL): seen
        // in the change notification (other suites running alongside may set the size again).
        for _ in 0..<100 where !sizes.entries.contains(UIContentSizeCategory.extraExtraLarge.rawValue) {
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(sizes.entries.contains(UIContentSizeCategory.extraExtraLarge.rawValue))
    }

    /// The new values of `UIContentSizeCategory.didChangeNotification`, as they are posted.
    final class SizeLog: @unchecked Sendable {
        var entries: [String] = []
        var observer: NSObjectProtocol?
        init() {
            observer = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil) { [weak self] note in
                if let v = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? String { self?.entries.append(v) }
            }
        }
        deinit { observer.map(NotificationCenter.default.removeObserver) }
    }

    @Test func withoutASessionBusNothingIsSpawned() {
        let saved = ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"]
        setenv("DBUS_SESSION_BUS_ADDRESS", "disabled:", 1)
        defer { if let saved { setenv("DBUS_SESSION_BUS_ADDRESS", saved, 1) } else { unsetenv("DBUS_SESSION_BUS_ADDRESS") } }
        #expect(!_DesktopAppearance.hasSessionBus)
        let start = Date()
        _ = _DesktopAppearance.currentStyle()
        #expect(Date().timeIntervalSince(start) < 1.5)
    }
}

/// The desktop's text size.
@MainActor @Suite(.serialized) struct DesktopTextSizeTests {
    @Test func scalingFactorsAndNamesMapToCategories() {
        #expect(_DesktopAppearance.category(forScale: 1) == .large)
        #expect(_DesktopAppearance.category(forScale: 1.25) == .extraExtraLarge)
        #expect(_DesktopAppearance.category(forScale: 0.8) == .extraSmall)
        #expect(_DesktopAppearance.category(forScale: 2) == .accessibilityLarge)
        #expect(_DesktopAppearance.contentSize(named: "extraLarge") == .extraLarge)
        #expect(_DesktopAppearance.contentSize(named: "XL") == .extraLarge)
        #expect(_DesktopAppearance.contentSize(named: "UICTContentSizeCategoryAccessibilityM") == .accessibilityMedium)
        #expect(_DesktopAppearance.contentSize(named: "huge") == nil)
    }
}

/// The desktop's scale on X11.
@MainActor @Suite(.serialized) struct DesktopScaleTests {
    @Test func settingsAndResourcesGiveScalesInHalfSteps() {
        #expect(_DesktopScale.gnomeScalingFactor("uint32 2\n") == 2)
        #expect(_DesktopScale.gnomeScalingFactor("uint32 0") == nil)   // automatic
        #expect(_DesktopScale.gnomeScalingFactor("No such key") == nil)
        #expect(_DesktopScale.xftScale("Xft.antialias:\t1\nXft.dpi:\t192\n") == 2)
        #expect(_DesktopScale.xftScale("Xft.dpi:\t120") == 1)   // a 125 % text size, not a scale
        #expect(_DesktopScale.xftScale("Xft.dpi:\t144") == 1.5)   // 150 %: fractional, drawn at 1.5
        #expect(_DesktopScale.xftScale("Xft.dpi:\t168") == 2)     // 175 %: the even half-step
        #expect(_DesktopScale.xftScale("Xft.dpi:\t240") == 2.5)
        #expect(_DesktopScale.xftScale("Xft.dpi:\t400") == 3)
        #expect(_DesktopScale.xftScale("Xcursor.size: 24") == nil)
        #expect(_DesktopScale.gdkScale("2") == 2)
        #expect(_DesktopScale.gdkScale("1.5") == nil)   // GTK takes whole numbers only
    }

    @Test func theEnvironmentWinsOverTheDesktop() {
        setenv("GDK_SCALE", "2", 1)
        defer { unsetenv("GDK_SCALE") }
        #expect(_DesktopScale.environmentScale == 2)
        #expect(_DesktopScale.currentScale() == nil)   // the environment's scale is already applied
        setenv("UIKIT_SCALE", "3", 1)
        defer { unsetenv("UIKIT_SCALE") }
        #expect(_DesktopScale.environmentScale == 3)
    }

    @Test func aLiveTextScalingSignalIsParsed() {
        let line = "/org/freedesktop/portal/desktop: org.freedesktop.portal.Settings.SettingChanged ('org.gnome.desktop.interface', 'text-scaling-factor', <1.5>)"
        #expect(_DesktopAppearance.textScalingFactor(line) == 1.5)
        #expect(_DesktopAppearance.textScalingFactor("… ('org.freedesktop.appearance', 'color-scheme', <uint32 1>)") == nil)
    }
}
