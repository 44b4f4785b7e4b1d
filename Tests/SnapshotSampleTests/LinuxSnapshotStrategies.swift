//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The one line a test target adds on Linux to see swift-snapshot-testing's UIKit strategies:
// any file of the target importing UIKitSnapshotTesting loads it, and its extensions
// (`.image(on:)`, `.recursiveDescription`…) are then found from every file that imports
// SnapshotTesting. `@_exported` also lets `@MainActor` XCTestCase classes run on Linux (UIKitTesting's
// test discovery). On iOS the module does not exist and this file compiles to nothing.

#if canImport(UIKitSnapshotTesting)
@_exported import UIKitSnapshotTesting
#endif
