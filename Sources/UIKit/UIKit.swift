//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// `import UIKit` gives user code the whole toolkit, as on iOS: Foundation, the Core Graphics and
// Core Animation types, the views and controls, and the platform backends.
@_exported import Foundation
@_exported import CoreGraphics
@_exported import QuartzCore
@_exported import UIKitCore
@_exported import UIKitPlatform
@_exported import UniformTypeIdentifiers
