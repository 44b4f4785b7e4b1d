//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The app's `Info.plist` (its name, bundle identifier, version and icon: the window's title,
/// class and icon, and the Debian package's), compiled into the module as UIKitPortPlugin does for
/// a ported app: SwiftPM copies no `Info.plist` beside an executable, and `UIApplicationMain`
/// finds this copy by the app delegate's module. A copy of `Info.plist` beside this file, kept
/// equal by `UICatalogTests`.
final class _UIKitInfoPlist: _UIKitEmbeddedInfoPlist {
    /// The property list's XML.
    static let contents = #"""
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CFBundleDisplayName</key>
	<string>UIKit Catalog</string>
	<key>CFBundleExecutable</key>
	<string>$(EXECUTABLE_NAME)</string>
	<key>CFBundleIconName</key>
	<string>AppIcon</string>
	<key>CFBundleIdentifier</key>
	<string>org.uikit-linux.UICatalog</string>
	<key>CFBundleName</key>
	<string>$(PRODUCT_NAME)</string>
	<key>CFBundleShortVersionString</key>
	<string>1.0</string>
	<key>CFBundleVersion</key>
	<string>1</string>
	<key>LSApplicationCategoryType</key>
	<string>public.app-category.developer-tools</string>
</dict>
</plist>
"""#
}
