//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The SwiftPM resource bundles of an app: on Linux `Bundle.main` is the executable's folder,
/// and an executable target's `resources:` go to `Package_Target.resources/` beside it, where an
/// iOS app's storyboards, images and `Info.plist` would be in its bundle. The one listing that
/// the nib loader, `UIImage(named:)`/`UIColor(named:)` and the `Info.plist` lookup share.
package enum _UIAppResourceBundles {
    /// The `*.resources` folders in `dir`, in path order (listed now: callers cache as they need).
    package static func urls(in dir: URL) -> [URL] {
        let items = (try? FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: nil)) ?? []
        return items.filter { $0.pathExtension == "resources" }.sorted { $0.path < $1.path }
    }
}
