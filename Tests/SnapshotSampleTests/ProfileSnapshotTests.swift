//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// A snapshot suite written as an iOS project writes one with swift-snapshot-testing: only
// `import SnapshotTesting` and `import UIKit` (and Testing). Its references are in
// __Snapshots__/ProfileSnapshotTests/, recorded on Linux; it runs unchanged.

import SnapshotTesting
import Testing
import UIKit

@MainActor
@Suite struct ProfileSnapshotTests {
    @Test func profileOnIPhone13() {
        let vc = ProfileViewController()
        assertSnapshot(of: vc, as: .image(on: .iPhone13))
    }

    @Test func profileOnIPhone13Dark() {
        let vc = ProfileViewController()
        assertSnapshot(of: vc, as: .image(on: .iPhone13, traits: UITraitCollection(userInterfaceStyle: .dark)))
    }

    @Test func profileOnIPhoneSeLandscapeWithLargeText() {
        let vc = ProfileViewController()
        assertSnapshot(of: vc, as: .image(on: .iPhoneSe(.landscape),
                                          traits: UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)))
    }

    @Test func badge() {
        let view = BadgeView(count: 7)
        assertSnapshot(of: view, as: .image)
    }

    @Test func badgeWithTolerance() {
        let view = BadgeView(count: 42)
        assertSnapshot(of: view, as: .image(precision: 0.99, perceptualPrecision: 0.98))
    }

    @Test func badgeHierarchy() {
        let view = BadgeView(count: 7)
        assertSnapshot(of: view, as: .recursiveDescription)
    }

    @Test func profileControllers() {
        let nav = UINavigationController(rootViewController: ProfileViewController())
        assertSnapshot(of: nav, as: .hierarchy)
    }

    @Test func avatarImage() {
        assertSnapshot(of: makeAvatarImage(), as: .image)
    }
}
