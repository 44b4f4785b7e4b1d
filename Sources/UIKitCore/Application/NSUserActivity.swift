//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A piece of the app's state to hand to a scene (Handoff and state restoration on Apple's
/// systems). Foundation on Linux has no `NSUserActivity`, so UIKit for Linux declares the parts
/// scene code uses: the type, a title and user info.
open class NSUserActivity: NSObject, @unchecked Sendable {
    /// The activity's type (a reverse-DNS string the app chooses).
    public let activityType: String
    /// A title shown to the user.
    open var title: String?
    /// Data that describes the activity.
    open var userInfo: [AnyHashable: Any]?
    /// Identifies content the activity targets.
    open var targetContentIdentifier: String?
    /// Whether the activity may be offered to other devices (stored only).
    open var isEligibleForHandoff = true

    /// Makes an activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Adds entries to `userInfo`.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var u = userInfo ?? [:]
        for (k, v) in otherDictionary { u[k] = v }
        userInfo = u
    }
}
