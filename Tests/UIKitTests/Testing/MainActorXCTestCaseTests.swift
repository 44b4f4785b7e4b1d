//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Re-exporting UIKitTesting lets SwiftPM's generated XCTest list on Linux see its `testCase(_:)`,
// which is what keeps the `@MainActor` class below from crashing at test discovery
// ("Could not cast value of type '(MainActorXCTestCaseTests) -> @MainActor () -> ()'").
@_exported import UIKitTesting
import XCTest

/// A `@MainActor` XCTestCase as iOS developers write them: every test synchronous.
@MainActor final class MainActorXCTestCaseTests: XCTestCase {
    nonisolated(unsafe) var setUpRan = false

    // XCTest's `setUp()` is nonisolated (it runs on the main thread, as the tests do).
    override func setUp() {
        super.setUp()
        setUpRan = true
    }

    func testRunsOnTheMainActorWithUIKit() {
        MainActor.assertIsolated()
        XCTAssertTrue(setUpRan)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        root.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let host = UIKitTestHost(view: root)
        host.tap(button)
        XCTAssertEqual(taps, 1)
    }

    func testThrowingTestsRunToo() throws {
        let label = UILabel()
        label.text = "Hello"
        label.sizeToFit()
        XCTAssertGreaterThan(label.bounds.width, 0)
        XCTAssertEqual(try XCTUnwrap(label.text), "Hello")
    }
}
