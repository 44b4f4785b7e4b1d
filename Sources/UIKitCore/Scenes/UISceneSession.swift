//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A scene's persistent record: its role, its configuration and its identifier. A session
/// outlives its scene (a scene that disconnects leaves its session in
/// `UIApplication.openSessions` until the session is destroyed).
@preconcurrency @MainActor open class UISceneSession: NSObject {
    /// The kind of scene a session is for (Apple's raw values).
    public struct Role: Hashable, RawRepresentable, Sendable {
        /// The raw value (Apple's).
        public var rawValue: String
        /// The `Role` with this raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a role from its string (the same as `init(rawValue:)`).
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The app's interactive windows: every desktop window on Linux.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display (never used on Linux).
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
        /// The pre-iOS 16 name of the external-display role (never used on Linux).
        @available(*, deprecated, renamed: "windowExternalDisplayNonInteractive")
        public static let windowExternalDisplay = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplay")
    }

    /// The scene, while it is connected; nil after it disconnects.
    public internal(set) weak var scene: UIScene?
    /// The session's role (`.windowApplication` for every desktop window).
    public let role: Role
    /// The configuration the scene was made from.
    public internal(set) var configuration: UISceneConfiguration
    /// A string that identifies the session for as long as the app runs (a UUID).
    public let persistentIdentifier: String
    /// An activity to restore the scene's state from (stored; Linux keeps no sessions across launches).
    open var stateRestorationActivity: NSUserActivity?
    /// Data the app keeps with the session.
    open var userInfo: [String: Any]?

    package init(role: Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
        self.persistentIdentifier = UUID().uuidString
        super.init()
    }
}
