// swift-tools-version: 6.0
//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import PackageDescription

// The porting assistant (`swift run uikit-port PATH…` from the repository root). A package of its
// own so that swift-syntax is built only when the tool is used, never by the UIKit package's build.
let package = Package(
    name: "uikit-port",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "uikit-port-tool", targets: ["uikit-port-tool"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
    ],
    targets: [
        // The UIKit package's pure storyboard and xib reader (Foundation only), shared through a
        // symbolic link (Sources/UIKitIBDocument) so this package needs nothing else of UIKit's.
        .target(name: "UIKitIBDocument", exclude: ["README.md"]),
        .target(name: "PortingAssistant", dependencies: [
            "UIKitIBDocument",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .executableTarget(name: "uikit-port-tool", dependencies: ["PortingAssistant"]),
        // Tests/Corpus/<case>/{before,after}.swift is read at run time (outside the target).
        .testTarget(name: "PortingAssistantTests", dependencies: ["PortingAssistant"]),
    ],
    swiftLanguageModes: [.v6]
)
