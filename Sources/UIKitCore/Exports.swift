//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Re-exports Foundation, CoreGraphics and QuartzCore, so that code importing UIKitCore sees the types it builds on.
@_exported import Foundation
@_exported import CoreGraphics
@_exported import QuartzCore
