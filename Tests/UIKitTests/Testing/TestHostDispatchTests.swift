//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import XCTest
import Foundation
import UIKit
import UIKitTesting

/// Work app code queues on the main queue runs while the test host moves its clock: in an
/// `async` Swift Testing test through the `async` forms of `advance(by:)`, `advanceFrames(_:)`
/// and `runUntilIdle()`; in XCTest (on the main thread) through the synchronous ones.
@MainActor @Suite(.serialized) struct TestHostDispatchTests {
    /// A hosted 40×40 view, on a screen of the default size and scale, its window hidden: while
    /// an async test is suspended, other suites' main-actor tests run, and they must see the
    /// default screen (images they make take its scale) and none of our windows (the
    /// application's state counts the windows shown).
    static func scene() -> (UIKitTestHost, UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.backgroundColor = .white
        let host = UIKitTestHost(view: root, size: CGSize(width: 390, height: 844), scale: 2)
        host.window.isHidden = true
        return (host, root)
    }

    // (These tests check what the queued work did, not pixels or the shared clock, which the
    // tests that run while they are suspended move.)
    @Test func mainQueueBlocksRunDuringAnAsyncAdvance() async {
        let (host, root) = Self.scene()
        var ran = false
        DispatchQueue.main.async { root.backgroundColor = .red; ran = true }
        #expect(!ran)
        await host.advanceDrainingMainQueue(by: 0.1)
        #expect(ran && root.backgroundColor == .red)
    }

    @Test func blocksQueuedByBlocksAndMainActorTasksRunInOrder() async {
        let (host, _) = Self.scene()
        var order: [String] = []
        DispatchQueue.main.async {
            order.append("block")
            DispatchQueue.main.async { order.append("nested") }
        }
        Task { @MainActor in order.append("task") }
        await host.advanceFramesDrainingMainQueue(2)
        #expect(order.count == 3 && Set(order) == ["block", "task", "nested"])
        #expect(order.firstIndex(of: "block")! < order.firstIndex(of: "nested")!)
    }

    @Test func mainQueueBlocksRunDuringAnAsyncRunUntilIdle() async {
        let (host, root) = Self.scene()
        var ran = false
        DispatchQueue.main.async { root.alpha = 0.5; ran = true }
        await host.runUntilIdleDrainingMainQueue()
        #expect(ran && root.alpha == 0.5)
    }

    @Test func aZeroDurationAnimationCompletesDuringTheNextAdvance() async {
        let (host, root) = Self.scene()
        var calls: [Bool] = []
        UIView.animate(withDuration: 0, animations: { root.alpha = 0.5 }, completion: { calls.append($0) })
        #expect(calls.isEmpty)
        await host.advanceFramesDrainingMainQueue(1)
        #expect(calls == [true])
    }
}

/// The synchronous forms, under XCTest (which runs tests on the main thread, where a
/// `RunLoop.main` pass runs the main queue).
@MainActor final class TestHostDispatchXCTests: XCTestCase {
    func testMainQueueBlocksRunDuringASynchronousAdvance() {
        XCTAssertTrue(Thread.isMainThread)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.backgroundColor = .white
        let host = UIKitTestHost(view: root)
        var order: [Int] = []
        DispatchQueue.main.async {
            order.append(1)
            root.backgroundColor = .red
            DispatchQueue.main.async { order.append(2) }
        }
        host.advance(by: 0.1)
        XCTAssertEqual(order, [1, 2])
        let p = host.render().pixel(x: 20, y: 20)
        XCTAssertEqual(p?.r, 255)
        XCTAssertEqual(p?.g, 0)
    }

    func testWorkThatStartsAnAnimationIsWaitedForUntilIdle() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let box = UIView(frame: root.bounds)
        box.backgroundColor = .red
        root.addSubview(box)
        let host = UIKitTestHost(view: root)
        var finished = false
        DispatchQueue.main.async {
            UIView.animate(withDuration: 0.5, animations: { box.alpha = 0 }, completion: { finished = $0 })
        }
        XCTAssertTrue(host.runUntilIdle())
        XCTAssertTrue(finished)
        XCTAssertGreaterThanOrEqual(host.elapsed, 0.5)
        XCTAssertNotEqual(host.render().pixel(x: 20, y: 20)?.g, 0)   // faded out: the white window shows
    }
}
