//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Re-exports SnapshotTesting, UIKit and UIKitTesting: a file importing UIKitSnapshotTesting alone
// sees the library's `assertSnapshot`, these strategies, UIKit and the test host; re-exported
// once more from a test target (`@_exported import UIKitSnapshotTesting`), UIKitTesting's
// `@MainActor` XCTestCase discovery reaches the target's XCTest classes.
@_exported import SnapshotTesting
@_exported import UIKit
@_exported import UIKitTesting
