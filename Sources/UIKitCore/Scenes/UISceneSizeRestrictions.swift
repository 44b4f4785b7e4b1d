//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The smallest and largest size of a scene's desktop window (`UIWindowScene.sizeRestrictions`).
/// On Linux the desktop applies them to the scene's windows as the user resizes them.
@preconcurrency @MainActor public class UISceneSizeRestrictions: NSObject {
    private weak var scene: UIWindowScene?
    /// The smallest size (points); zero: no minimum.
    public var minimumSize: CGSize = .zero { didSet { changed() } }
    /// The largest size (points); `.greatestFiniteMagnitude` components: no maximum.
    public var maximumSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude) { didSet { changed() } }
    /// Whether the user may make the window full screen (stored only).
    public var allowsFullScreen = true

    init(scene: UIWindowScene) {
        self.scene = scene
        super.init()
    }

    private func changed() {
        guard let scene else { return }
        NotificationCenter.default.post(name: UISceneSizeRestrictions._didChangeNotification, object: scene)
    }
    /// Posted (object: the scene) when a restriction changes; the platform applies it.
    package static let _didChangeNotification = Notification.Name("_UISceneSizeRestrictionsDidChange")
}
