//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// This file imports both Testing and UIKit: it compiles only because the package ships the
// `_Testing_UIKit` and `_Testing_CoreGraphics` modules that Swift Testing's overlays name.
import Testing
import UIKit

@Test func testingAndUIKitImportTogether() {
    #expect(CGAffineTransform(scaleX: 2, y: 2).a == 2)
}
