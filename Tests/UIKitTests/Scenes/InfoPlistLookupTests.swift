//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
@testable import UIKitCore

/// Which `Info.plist` an app reads when several executables of one package put resource bundles
/// side by side in the build folder (SwiftPM's `Package_Target.resources/`): its own, not the
/// first in path order.
@MainActor @Suite struct InfoPlistLookupTests {
    static func bundle(_ name: String, _ info: [String: Any]) -> (bundle: URL, info: [String: Any]) {
        (URL(fileURLWithPath: "/build/debug/\(name).resources"), info)
    }
    static let catalog = bundle("Pkg_CatalogApp", ["UILaunchStoryboardName": "Catalog"])
    static let photos = bundle("Pkg_Photos", ["UILaunchStoryboardName": "Photos"])
    static let named = bundle("Pkg_PhotosKit", ["CFBundleExecutable": "Viewer", "UILaunchStoryboardName": "Viewer"])

    @Test func theBundleNamedAfterTheExecutableWins() {
        let found = [Self.catalog, Self.photos]
        #expect(_UISceneManifest.appInfo(among: found, executable: "Photos", hasCompiledCopy: false)?["UILaunchStoryboardName"] as? String == "Photos")
    }

    @Test func elseTheOneNamingTheExecutable() {
        let found = [Self.catalog, Self.photos, Self.named]
        #expect(_UISceneManifest.appInfo(among: found, executable: "Viewer", hasCompiledCopy: false)?["UILaunchStoryboardName"] as? String == "Viewer")
    }

    @Test func aSingleOneIsTheAppsAndAmbiguityPrefersTheCompiledCopy() {
        #expect(_UISceneManifest.appInfo(among: [Self.catalog], executable: "Other", hasCompiledCopy: true)?["UILaunchStoryboardName"] as? String == "Catalog")
        #expect(_UISceneManifest.appInfo(among: [Self.catalog, Self.photos], executable: "Other", hasCompiledCopy: true) == nil)
        // With no way to tell, the first (with a warning), as before.
        #expect(_UISceneManifest.appInfo(among: [Self.catalog, Self.photos], executable: "Other", hasCompiledCopy: false)?["UILaunchStoryboardName"] as? String == "Catalog")
        #expect(_UISceneManifest.appInfo(among: [], executable: "Other", hasCompiledCopy: false) == nil)
    }
}
