// swift-tools-version: 6.0
//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import PackageDescription

// Layers, each importing only those below it:
//   C shims → CoreGraphics (Cairo/Pango) → QuartzCore (layers, compositor, animation)
//   → UIKitCore (responders, views, controls) → UIKitPlatform (SDL window, headless, main loop)
//   → UIKit (umbrella: `import UIKit`) → UIKitTesting, UICatalog, UIKitBenchmark.
// Test code is compiled without optimisation even in release builds: the release stage tests the
// optimised library, and optimising the tests themselves only cost CI minutes. Batch mode, as a
// debug build has it: without it each test file is a compiler process of its own (the test
// targets took 525 s of a quiet 2-core release build that way, 257 s batched).
let unoptimizedTests: [SwiftSetting] = [.unsafeFlags(["-Onone", "-no-whole-module-optimization", "-enable-batch-mode"], .when(configuration: .release))]

let package = Package(
    name: "UIKit",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting"]),
        // swift-snapshot-testing's UIKit image and text strategies (`.image(on: .iPhone13)`,
        // `.recursiveDescription`) on Linux; re-exports SnapshotTesting, UIKit and UIKitTesting.
        // Only targets that name it build the SnapshotTesting target (never swift-syntax or custom-dump).
        .library(name: "UIKitSnapshotTesting", targets: ["UIKitSnapshotTesting"]),
        // `import UniformTypeIdentifiers` (`UTType`), as on Apple's systems; `import UIKit` re-exports it.
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .executable(name: "UICatalog", targets: ["UICatalog"]),
        // `swift run Photos`: the Photos app (albums → an album's grid → a photo), from Main.storyboard.
        .executable(name: "Photos", targets: ["Photos"]),
        .executable(name: "UIKitBenchmark", targets: ["UIKitBenchmark"]),
        .executable(name: "uikit-port", targets: ["uikit-port"]),
        // `plugins: [.plugin(name: "UIKitPortPlugin", package: "uikit")]` on a target whose `path:`
        // is an iOS app's sources folder: builds it from ported copies (docs/PORTING.md).
        .plugin(name: "UIKitPortPlugin", targets: ["UIKitPortPlugin"]),
        // `swift package --allow-writing-to-package-directory package-deb --product App`: an app
        // target as a Debian package and desktop app (docs/PACKAGING.md).
        .plugin(name: "PackageDeb", targets: ["PackageDeb"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
        // `swift package generate-documentation` (DocC catalogs in Sources/UIKit and Sources/UIKitTesting).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // `Snapshotting`/`Diffing`/`assertSnapshot` (its `SnapshotTesting` product only: no dependencies).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .systemLibrary(name: "CCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo fontconfig",
                       providers: [.apt(["libpango1.0-dev"])]),
        // SDL2's headers only: CUIKitShims loads the library at run time (see shims.c).
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"])]),
        // Xlib for the benchmark's XSync round trip and the tests that read the X server's pixels
        // (UIKitBenchmark and PlatformTests only; the library looks up SDL's copy at run time).
        .systemLibrary(name: "CX11", pkgConfig: "x11",
                       providers: [.apt(["libx11-dev", "libsdl2-dev"])]),
        .target(name: "CUIKitShims", linkerSettings: [.linkedLibrary("jpeg"), .linkedLibrary("png16")]),
        .target(name: "CoreGraphics",
                dependencies: ["CCairo", "CPango", "CUIKitShims", .product(name: "Logging", package: "swift-log")],
                exclude: ["README.md"]),
        // Pure motion maths (springs, deceleration, rubber band, paging): no dependencies at all.
        .target(name: "UIKitPhysics", exclude: ["README.md"]),
        // Pure constraint solver (Cassowary, priorities as a strict hierarchy): no dependencies.
        .target(name: "UIKitLayoutSolver", exclude: ["README.md"]),
        // Pure list geometry (row offsets in O(log n), memory by runs of equal heights): no dependencies.
        .target(name: "UIKitListGeometry", exclude: ["README.md"]),
        // Pure text editing (UTF-16 addressed buffer, selection, marked text, boundaries, editing
        // commands, undo) for UITextField, UITextView and custom UITextInput views: Foundation only.
        .target(name: "UIKitTextEditing", exclude: ["README.md"]),
        // Pure Interface Builder documents (a fast XML parser, storyboards' and xibs' scenes,
        // objects by id, typed values, `.strings` files) for the storyboard and nib loader: Foundation only.
        .target(name: "UIKitIBDocument", exclude: ["README.md"]),
        // Uniform type identifiers (`UTType`): Foundation only.
        .target(name: "UniformTypeIdentifiers", exclude: ["README.md"]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "CCairo", "CUIKitShims", "UIKitPhysics"],
                exclude: ["README.md"]),
        .target(name: "UIKitCore", dependencies: ["QuartzCore", "CoreGraphics", "UIKitPhysics", "UIKitLayoutSolver", "UIKitListGeometry",
                                                 "UIKitTextEditing", "UniformTypeIdentifiers", "UIKitIBDocument"],
                exclude: ["README.md"]),
        // Pure D-Bus (the wire format, messages, a Unix-socket bus connection): no dependencies.
        .target(name: "UIKitDBus", exclude: ["README.md"]),
        // The AT-SPI2 bridge: UIKit's accessibility tree served to screen readers on the
        // accessibility bus (docs/ACCESSIBILITY.md).
        .target(name: "UIKitATSPI", dependencies: ["UIKitCore", "UIKitDBus"], exclude: ["README.md"]),
        .target(name: "UIKitPlatform", dependencies: ["UIKitCore", "UIKitATSPI", "CSDL2", "CUIKitShims", "CCairo"],
                exclude: ["README.md"]),
        // Empty modules that Swift Testing's cross-import overlays name: without them a test file
        // that imports both Testing and UIKit (or CoreGraphics) fails with "no such module".
        .target(name: "_Testing_UIKit", path: "Sources/_Testing_UIKit"),
        .target(name: "_Testing_CoreGraphics", path: "Sources/_Testing_CoreGraphics"),
        .target(name: "UIKit", dependencies: ["CoreGraphics", "QuartzCore", "UIKitCore", "UIKitPlatform",
                                               "_Testing_UIKit", "_Testing_CoreGraphics"]),
        .target(name: "UIKitTesting", dependencies: ["UIKit"],
                exclude: ["README.md"]),
        // swift-snapshot-testing's UIKit strategies drawn by this project's renderer (README.md beside it).
        .target(name: "UIKitSnapshotTesting",
                dependencies: ["UIKit", "UIKitTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                exclude: ["README.md"]),
        // The demos' shared command line (`--screenshot`, `--size`, `--scale`, `--time`, `--script`)
        // and scripted touches for headless screenshots (UICatalog's, shared with Photos).
        .target(name: "DemoSupport", dependencies: ["UIKit"], exclude: ["README.md"]),
        // Resources/: the Interface Builder page's storyboard and xib (loaded from `Bundle.module`).
        .executableTarget(name: "UICatalog", dependencies: ["UIKit", "DemoSupport"],
                exclude: ["README.md", "Info.plist"], resources: [.process("Resources")]),
        // The Photos app's code and Main.storyboard (Resources/, `Bundle.module`): a library so that
        // the benchmark's `--scene photos` scrolls the app's own grid; `Photos` is its `main`.
        .target(name: "PhotosApp", dependencies: ["UIKit", "DemoSupport"],
                exclude: ["README.md", "Info.plist"], resources: [.process("Resources")]),
        .executableTarget(name: "Photos", dependencies: ["PhotosApp", "DemoSupport"]),
        .executableTarget(name: "UIKitBenchmark", dependencies: ["UIKit", "CSDL2", "CCairo", "CX11", "UIKitLayoutSolver", "PhotosApp"],
                exclude: ["README.md"]),
        // `swift run uikit-port PATH…`: starts the porting assistant (Tools/uikit-port, built on
        // first use, so swift-syntax never slows this package's builds).
        .executableTarget(name: "uikit-port"),
        // Ports copies of a target's iOS sources at build time with uikit-port (which builds the
        // assistant on first use: swift-syntax is built only for packages that use the plugin).
        .plugin(name: "UIKitPortPlugin", capability: .buildTool(), dependencies: ["uikit-port"]),
        // Builds an executable product (release, static Swift standard library) and packages it
        // with package-deb.py beside it: binary, resource bundles, .desktop entry, icons, Depends.
        .plugin(name: "PackageDeb",
                capability: .command(intent: .custom(verb: "package-deb", description: "Builds an app product as a Debian package (binary, resources, .desktop entry, icons)"),
                                     permissions: [.writeToPackageDirectory(reason: "writes the .deb files to .build/deb (or --output)")]),
                exclude: ["package-deb.py"]),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "_Testing_CoreGraphics"], swiftSettings: unoptimizedTests),
        .testTarget(name: "PhysicsTests", dependencies: ["UIKitPhysics"], swiftSettings: unoptimizedTests),
        .testTarget(name: "LayoutSolverTests", dependencies: ["UIKitLayoutSolver"], swiftSettings: unoptimizedTests),
        .testTarget(name: "ListGeometryTests", dependencies: ["UIKitListGeometry"], swiftSettings: unoptimizedTests),
        .testTarget(name: "TextEditingTests", dependencies: ["UIKitTextEditing"], swiftSettings: unoptimizedTests),
        .testTarget(name: "DBusTests", dependencies: ["UIKitDBus"], swiftSettings: unoptimizedTests),
        // The AT-SPI bridge against a private dbus-daemon, walked as a client would.
        .testTarget(name: "ATSPITests", dependencies: ["UIKitATSPI", "UIKitDBus", "UIKit", "UIKitTesting"], swiftSettings: unoptimizedTests),
        .testTarget(name: "IBDocumentTests", dependencies: ["UIKitIBDocument"], swiftSettings: unoptimizedTests),
        .testTarget(name: "UniformTypeIdentifiersTests", dependencies: ["UniformTypeIdentifiers"], swiftSettings: unoptimizedTests),
        .testTarget(name: "QuartzCoreTests", dependencies: ["CoreGraphics", "QuartzCore", "_Testing_CoreGraphics"], swiftSettings: unoptimizedTests),
        .testTarget(name: "PlatformTests", dependencies: ["UIKit", "CSDL2", "CX11"], swiftSettings: unoptimizedTests),
        .testTarget(name: "UIKitTests", dependencies: ["QuartzCore", "UIKitCore", "UIKit", "UIKitTesting"], swiftSettings: unoptimizedTests),
        // UICatalog's pages driven in the test host (the executable target imported for testing).
        .testTarget(name: "UICatalogTests", dependencies: ["UICatalog", "UIKitTesting"], swiftSettings: unoptimizedTests),
        // The Photos app launched from its storyboard and used end to end in the test host.
        .testTarget(name: "PhotosTests", dependencies: ["Photos", "PhotosApp", "DemoSupport", "UIKitTesting"], swiftSettings: unoptimizedTests),
        // iOS-style code in Swift 5 language mode, as most iOS apps still build: isolation
        // mistakes are warnings there, as with Apple's SDK.
        .testTarget(name: "Swift5CompatTests", dependencies: ["UIKit", "UIKitTesting"],
                    swiftSettings: [.swiftLanguageMode(.v5)] + unoptimizedTests),
        // The porting assistant's corpus after its rewrite (copies of Tools/uikit-port/Tests/Corpus/
        // */after.swift, kept equal by the tool's tests), built in Swift 5 mode and exercised.
        .testTarget(name: "PortedCorpusTests", dependencies: ["UIKit", "UIKitTesting"],
                    swiftSettings: [.swiftLanguageMode(.v5)] + unoptimizedTests),
        // The strategies' own tests: thresholds, artifacts, traits, device configs, bad references.
        .testTarget(name: "UIKitSnapshotTestingTests", dependencies: ["UIKitSnapshotTesting"], swiftSettings: unoptimizedTests),
        // A snapshot suite written as an iOS project writes one (`import SnapshotTesting`, `import
        // UIKit`), its references in __Snapshots__ beside it: it runs unchanged.
        .testTarget(name: "SnapshotSampleTests", dependencies: ["UIKitSnapshotTesting"],
                    exclude: ["__Snapshots__"], swiftSettings: unoptimizedTests),
        // Tests written as against earlier releases (sync and async, XCTest and Swift Testing,
        // calling UIKitTestHost's plain forms): they must keep compiling unchanged. Public API
        // changes are additive (README.md beside them).
        .testTarget(name: "APICompatibilityTests", dependencies: ["UIKit", "UIKitTesting"],
                    exclude: ["README.md"], swiftSettings: unoptimizedTests),
    ],
    swiftLanguageModes: [.v6]
)
