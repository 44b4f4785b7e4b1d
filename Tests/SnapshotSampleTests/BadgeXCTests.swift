//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The same kind of suite in XCTest, as older iOS projects write it: a `@MainActor` test case
// class with `import SnapshotTesting`, `import UIKit` and `import XCTest`.

import SnapshotTesting
import UIKit
import XCTest

@MainActor
final class BadgeXCTests: XCTestCase {
    func testBadgeDark() {
        let view = BadgeView(count: 3)
        assertSnapshot(of: view, as: .image(traits: UITraitCollection(userInterfaceStyle: .dark)))
    }

    func testAvatarImageWithPerceptualTolerance() {
        assertSnapshot(of: makeAvatarImage(), as: .image(precision: 0.99, perceptualPrecision: 0.98))
    }

    func testProfileOnIPadMiniPortrait() {
        assertSnapshot(of: ProfileViewController(), as: .image(on: .iPadMini(.portrait)), named: "ipad")
    }
}
