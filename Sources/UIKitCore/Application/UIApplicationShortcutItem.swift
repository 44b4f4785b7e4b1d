//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A quick action of the app (Home-screen shortcuts on iOS). On Linux the actions are kept in
/// `UIApplication.shortcutItems`; the desktop does not show them.
@preconcurrency @MainActor open class UIApplicationShortcutItem: NSObject {
    /// What the action does (the app's string).
    open var type: String
    /// The title shown.
    open var localizedTitle: String
    /// A second line under the title.
    open var localizedSubtitle: String?
    /// The icon (stored only).
    open var icon: UIApplicationShortcutIcon?
    /// Data the app keeps with the action.
    open var userInfo: [String: NSSecureCoding]?
    /// An object the action stands for (stored only).
    open var targetContentIdentifier: Any?

    /// Makes an action with every property.
    public init(type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
                userInfo: [String: NSSecureCoding]? = nil) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
        super.init()
    }
    /// Makes an action with a type and a title.
    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
    }
}
