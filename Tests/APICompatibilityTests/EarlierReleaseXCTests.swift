//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Written as XCTest tests were written against the earlier releases of UIKitTesting: a
// `@MainActor` XCTestCase with an `async` test (on Linux, a `@MainActor` class needs one), calling
// the host's plain forms without `await` from both kinds of test. Do not modernise (README.md).

import XCTest
import UIKit
import UIKitTesting

@MainActor final class EarlierReleaseXCTests: XCTestCase {
    func testAsyncDriveOfASlider() async {
        let slider = UISlider(frame: CGRect(x: 20, y: 20, width: 200, height: 40))
        slider.value = 0
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 80))
        root.addSubview(slider)
        let host = UIKitTestHost(view: root)
        host.advance(by: 0.1)
        let thumb = host.center(of: slider)
        host.drag(from: CGPoint(x: slider.frame.minX + 14, y: thumb.y), to: CGPoint(x: slider.frame.maxX, y: thumb.y))
        host.advanceFrames(2)
        XCTAssertTrue(host.runUntilIdle())
        XCTAssertGreaterThan(changes, 0)
        XCTAssertGreaterThan(slider.value, 0.5)
    }

    func testSyncTapOfASwitch() {
        let toggle = UISwitch()
        toggle.frame.origin = CGPoint(x: 10, y: 10)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        root.addSubview(toggle)
        let host = UIKitTestHost(view: root)
        host.tap(toggle)
        host.runUntilIdle()
        XCTAssertTrue(toggle.isOn)
    }
}
