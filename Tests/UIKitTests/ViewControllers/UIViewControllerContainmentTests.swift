//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
@testable import UIKitCore

@MainActor private final class MovingController: UIViewController {
    var log: [String] = []
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.append("willMove(\(parent == nil ? "nil" : "p")) parent=\(self.parent == nil ? "nil" : "p") to=\(isMovingToParent) from=\(isMovingFromParent)")
    }
    override func didMove(toParent parent: UIViewController?) {
        log.append("didMove(\(parent == nil ? "nil" : "p")) parent=\(self.parent == nil ? "nil" : "p") to=\(isMovingToParent) from=\(isMovingFromParent)")
        super.didMove(toParent: parent)
    }
}

@MainActor @Suite struct UIViewControllerContainmentTests {
    @Test func addChildAndRemoveFromParentFollowIOSCallOrderAndMovingFlags() {
        let parent = UIViewController(), child = MovingController()
        #expect(!child.isMovingToParent && !child.isMovingFromParent)
        parent.addChild(child)
        #expect(parent.children.count == 1 && parent.children[0] === child)
        #expect(child.parent === parent)
        #expect(child.isMovingToParent)             // until didMove(toParent:)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(!child.isMovingToParent)
        child.willMove(toParent: nil)
        #expect(child.isMovingFromParent)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(!child.isMovingFromParent)
        #expect(child.parent == nil && parent.children.isEmpty)
        #expect(child.log == [
            "willMove(p) parent=nil to=true from=false",
            "didMove(p) parent=p to=true from=false",
            "willMove(nil) parent=p to=false from=true",
            "didMove(nil) parent=nil to=false from=true",
        ])
        #expect(!child.isBeingPresented && !child.isBeingDismissed)
    }

    @Test func addingToAnotherParentRemovesFromTheFirstAndCyclesAreRefused() {
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        a.addChild(c)
        b.addChild(c)
        #expect(a.children.isEmpty && b.children.count == 1 && c.parent === b)
        UIKitLog.clearRecentMessages()
        c.addChild(b)                                // b is c's parent
        #expect(UIKitLog.didLog("a cycle"))
        #expect(c.children.isEmpty && b.parent == nil)
        b.addChild(b)
        #expect(UIKitLog.didLog("its own child"))
        b.addChild(c)                                // already a child: nothing changes
        #expect(b.children.count == 1)
    }
}
