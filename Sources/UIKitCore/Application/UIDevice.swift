//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The device the app runs on (`UIDevice.current`). On Linux: this computer — its host name, the
/// iPad idiom unless `UIKIT_IDIOM` says `phone` or `mac`, an orientation from the screen's shape
/// and a battery that is not monitored (unknown state, level -1), as iOS reports when battery
/// monitoring is off.
///
/// `systemName` is `"Linux"`; `systemVersion` is the iOS release whose UIKit API this package
/// follows (`"17.0"`), so version checks written for iOS (`if #available` has no meaning here,
/// but string comparisons of `systemVersion` are common) take the modern path.
@preconcurrency @MainActor open class UIDevice: NSObject {
    /// The battery's charging state (Apple's raw values).
    public enum BatteryState: Int, Sendable {
        /// Not known (battery monitoring is off, or there is no battery).
        case unknown = 0
        /// On battery power, discharging.
        case unplugged = 1
        /// Plugged in, below 100 %.
        case charging = 2
        /// Plugged in, at 100 %.
        case full = 3
    }

    /// The device of this process.
    public static let current = UIDevice()

    /// The computer's host name (iOS 16 and later return the model name, "iPhone", without an entitlement).
    public var name: String { ProcessInfo.processInfo.hostName }
    /// The model ("iPhone", "iPad" or "Mac" by the idiom).
    public var model: String {
        switch userInterfaceIdiom {
        case .pad: return "iPad"
        case .mac: return "Mac"
        default: return "iPhone"
        }
    }
    /// The model, localised (the same here).
    public var localizedModel: String { model }
    /// `"Linux"`.
    public var systemName: String { "Linux" }
    /// The iOS release whose API this package follows (`"17.0"`).
    public var systemVersion: String { "17.0" }
    /// The kind of interface: `.pad` (desktop windows, as Mac Catalyst's iPad idiom), unless the
    /// environment variable `UIKIT_IDIOM` is `phone` or `mac`. The trait collections report the same.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { UIDevice._idiom }
    /// The idiom of this process (read once from `UIKIT_IDIOM`).
    nonisolated static let _idiom: UIUserInterfaceIdiom = {
        switch ProcessInfo.processInfo.environment["UIKIT_IDIOM"]?.lowercased() {
        case "phone": return .phone
        case "mac": return .mac
        default: return .pad
        }
    }()
    /// A UUID that stays the same for this app on this computer (derived from `/etc/machine-id`
    /// and the executable's name), or a new one per run when the machine has no id.
    public lazy var identifierForVendor: UUID? = UIDevice._vendorIdentifier()
    /// True: the desktop runs several apps at once.
    public var isMultitaskingSupported: Bool { true }

    /// The device's orientation: `.portrait` when the screen is taller than wide, else
    /// `.landscapeLeft` (the interface's `.landscapeRight`); `.unknown` until orientation
    /// notifications are generated, as on iOS.
    public var orientation: UIDeviceOrientation {
        guard isGeneratingDeviceOrientationNotifications else { return .unknown }
        let b = UIScreen.main.bounds
        return b.width > b.height ? .landscapeLeft : .portrait
    }
    /// Whether `orientationDidChangeNotification` is posted (after `beginGeneratingDeviceOrientationNotifications()`).
    public private(set) var isGeneratingDeviceOrientationNotifications = false
    private var orientationRequests = 0
    /// Starts orientation notifications (calls nest: each needs an `end…` call).
    public func beginGeneratingDeviceOrientationNotifications() {
        orientationRequests += 1
        isGeneratingDeviceOrientationNotifications = true
    }
    /// Stops orientation notifications once every `begin…` call was ended.
    public func endGeneratingDeviceOrientationNotifications() {
        orientationRequests = max(0, orientationRequests - 1)
        isGeneratingDeviceOrientationNotifications = orientationRequests > 0
    }
    /// The screen changed shape: posts `orientationDidChangeNotification` when the orientation
    /// changed and notifications are on (the platform calls it).
    package func _screenDidChange(previous: CGRect) {
        guard isGeneratingDeviceOrientationNotifications else { return }
        let b = UIScreen.main.bounds
        if (previous.width > previous.height) != (b.width > b.height) {
            NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: self)
        }
    }

    /// Whether battery monitoring is on (stored; Linux reports no battery either way).
    public var isBatteryMonitoringEnabled = false
    /// -1: not known, as iOS reports without battery monitoring.
    public var batteryLevel: Float { -1 }
    /// `.unknown`.
    public var batteryState: BatteryState { .unknown }
    /// Whether the proximity sensor is on (there is none: setting it leaves it false, as on iPad).
    public var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    /// False: no proximity sensor.
    public var proximityState: Bool { false }
    /// Plays the keyboard click (nothing on Linux).
    public func playInputClick() {}

    /// Posted when the device orientation changed (while notifications are generated).
    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery state changed (never on Linux).
    nonisolated public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the battery level changed (never on Linux).
    nonisolated public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when the proximity state changed (never on Linux).
    nonisolated public static let proximityStateDidChangeNotification = Notification.Name("UIDeviceProximityStateDidChangeNotification")

    private static func _vendorIdentifier() -> UUID {
        guard let id = try? String(contentsOfFile: "/etc/machine-id", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines),
              !id.isEmpty else { return UUID() }
        // FNV-1a over the machine id and the app's name, spread over 16 bytes, as a version-4-shaped UUID.
        let app = URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent
        var bytes = [UInt8](repeating: 0, count: 16)
        var h: UInt64 = 0xcbf29ce484222325
        for (i, b) in Array("\(id)/\(app)".utf8).enumerated() {
            h = (h ^ UInt64(b)) &* 0x100000001b3
            bytes[i % 16] ^= UInt8(truncatingIfNeeded: h >> 24)
        }
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}
