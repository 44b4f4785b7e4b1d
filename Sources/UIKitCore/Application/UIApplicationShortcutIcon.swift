//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The icon of a quick action (`UIApplicationShortcutItem.icon`). Stored only on Linux.
@preconcurrency @MainActor open class UIApplicationShortcutIcon: NSObject {
    /// The system icons (Apple's raw values, in order).
    public enum IconType: Int, Sendable {
        case compose = 0, play, pause, add, location, search, share, prohibit, contact, home, markLocation,
             favorite, love, cloud, invitation, confirmation, mail, message, date, time, capturePhoto,
             captureVideo, task, taskCompleted, alarm, bookmark, shuffle, audio, update
    }
    /// The system icon, when made from one.
    public let iconType: IconType?
    /// The SF Symbol's name, when made from one.
    public let systemImageName: String?
    /// The image's name, when made from one.
    public let templateImageName: String?

    /// An icon of a system type.
    public init(type: IconType) { iconType = type; systemImageName = nil; templateImageName = nil; super.init() }
    /// An icon from an SF Symbol.
    public init(systemImageName: String) { iconType = nil; self.systemImageName = systemImageName; templateImageName = nil; super.init() }
    /// An icon from an image in the app's resources.
    public init(templateImageName: String) { iconType = nil; systemImageName = nil; self.templateImageName = templateImageName; super.init() }
}
