//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
import UIKit
import UIKitCore
import UIKitPlatform
@testable import UICatalog

/// UICatalog's `Info.plist` and icon, as its window and its Debian package show them: the copy
/// compiled into the app equals the file, and its name, identifier and AppIcon are what the window
/// gets (the title, the class the `.desktop` file matches, the icon).
@MainActor struct CatalogIdentityTests {
    @Test func theCompiledInfoPlistIsTheInfoPlistFile() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/UICatalog/Info.plist").standardizedFileURL
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.trimmingCharacters(in: .whitespacesAndNewlines) == _UIKitInfoPlist.contents.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test func windowNameClassAndIconComeFromTheApp() throws {
        let info = try #require(_UISceneManifest.infoDictionary(data: Data(_UIKitInfoPlist.contents.utf8), source: "UICatalog"))
        let bundles = _UIAppResourceBundles.urls(in: Bundle.main.bundleURL).filter { $0.lastPathComponent.hasSuffix("_UICatalog.resources") }
        try #require(bundles.count == 1, "UICatalog's resource bundle beside the test binary")
        let identity = _AppIdentity(infoDictionary: info, executableName: "UICatalog", resourceDirectories: bundles.map(\.path))
        #expect(identity.name == "UIKit Catalog")
        #expect(identity.windowClass == "org.uikit-linux.UICatalog")
        let pixels = try #require(identity.iconPixels(side: 64), "the AppIcon set's 1024 px PNG")
        func rgba(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels[(y * 64 + x) * 4 ..< (y * 64 + x) * 4 + 4]) }
        let corner = rgba(2, 2), thumb = rgba(32, 35)
        #expect(corner[2] > 200 && corner[0] < 80 && corner[3] == 255, "the blue background: \(corner)")
        #expect(thumb == [255, 255, 255, 255], "the slider's white thumb in the middle: \(thumb)")
    }
}
