//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import XCTest
import UIKit
import UIKitTesting

/// The driver from XCTest: gestures and a snapshot (failures go through XCTFail).
final class DriverXCTests: XCTestCase {
    // XCTest on Linux cannot run `@MainActor` test methods (discovery casts them to plain
    // functions and crashes); it runs tests on the main thread, so assume the main actor.
    func testTapAndSnapshotFromXCTest() {
        MainActor.assumeIsolated { Self.tapAndSnapshot() }
    }

    @MainActor static func tapAndSnapshot() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        root.backgroundColor = .white
        let button = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 40))
        button.backgroundColor = .systemGreen
        button.layer.cornerRadius = 8
        root.addSubview(button)
        var taps = 0
        let tap = UITapGestureRecognizer()
        tap.addAction { _ in taps += 1; button.backgroundColor = .systemRed }
        button.addGestureRecognizer(tap)
        let host = UIKitTestHost(view: root)
        host.tap(button)
        XCTAssertEqual(taps, 1)
        XCTAssertTrue(assertSnapshot(of: host, named: "tapped-button"))
    }
}
