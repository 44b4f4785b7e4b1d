//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Re-exports SnapshotTesting and UIKit: a file importing UIKitSnapshotTesting alone sees the
// library's `assertSnapshot`, these strategies and UIKit.
@_exported import SnapshotTesting
@_exported import UIKit
