//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// What UIKit needs to make a scene: the scene class and the delegate class, by configuration
/// name. `init(name:sessionRole:)` fills them in from the `Info.plist`'s
/// `UIApplicationSceneManifest` entry of that name, as on iOS; code can also set them.
@preconcurrency @MainActor open class UISceneConfiguration: NSObject, NSCopying {
    /// The configuration's name (a `UISceneConfigurationName` of the manifest), or nil.
    public let name: String?
    /// The role of the sessions this configuration makes scenes for.
    public let role: UISceneSession.Role
    /// The scene delegate's class: it must conform to `UISceneDelegate` (on Linux its `init()`
    /// makes the delegate). Nil: the scene has no delegate.
    open var delegateClass: AnyClass?
    /// The scene's class (`UIWindowScene` or a subclass). Nil: `UIWindowScene`.
    open var sceneClass: AnyClass?
    /// The name of the storyboard whose initial controller becomes the window's root (the
    /// manifest's `UISceneStoryboardFile`). On Linux stored only until storyboards load.
    open var _storyboardName: String?

    /// Makes a configuration with `name` for `sessionRole`, taking the delegate and scene classes
    /// from the `Info.plist` entry of that name when there is one (a missing entry is logged and
    /// leaves them nil, as on iOS).
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
        _UISceneManifest.current?.fill(self)
    }

    package init(name: String?, role: UISceneSession.Role, delegateClass: AnyClass?, sceneClass: AnyClass?) {
        self.name = name
        self.role = role
        self.delegateClass = delegateClass
        self.sceneClass = sceneClass
        super.init()
    }

    /// A copy with the same name, role and classes.
    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        nonisolated(unsafe) var copy: UISceneConfiguration?
        MainActor.assumeIsolated {
            let c = UISceneConfiguration(name: name, role: role, delegateClass: delegateClass, sceneClass: sceneClass)
            c._storyboardName = _storyboardName
            copy = c
        }
        return copy!
    }
}
