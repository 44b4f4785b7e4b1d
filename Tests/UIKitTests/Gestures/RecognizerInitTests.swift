//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
import UIKitTesting

/// A recognizer subclass written as on iOS: its own designated `init()` calling `super.init()`.
@MainActor final class TouchUpRecognizer: UIGestureRecognizer {
    let label: String
    override init() {
        label = "touch-up"
        super.init()
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { state = .began }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .cancelled }
}

/// The other common form: overriding `init(target:action:)` and calling super's.
@MainActor final class TaggedRecognizer: UIGestureRecognizer {
    var tag = 0
    override init(target: Any?, action: Selector?) {
        tag = 7
        super.init(target: target, action: action)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .recognized }
}

@MainActor @Suite struct RecognizerInitTests {
    @Test func subclassCallsSuperInitAndRecognizes() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let r = TouchUpRecognizer()
        var states: [UIGestureRecognizer.State] = []
        r.addAction { states.append($0.state) }
        view.addGestureRecognizer(r)
        #expect(r.label == "touch-up")
        #expect(r.view === view)
        let host = UIKitTestHost(view: view)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(states == [.began, .ended])
    }

    @Test func initTargetActionStillDesignatedAndSendsTheAction() {
        final class Target { var count = 0; func fired() { count += 1 } }
        let target = Target()
        UIResponder.registerAction("fired:", for: Target.self) { t, _, _ in t.fired() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let r = TaggedRecognizer(target: target, action: "fired:")
        #expect(r.tag == 7)
        view.addGestureRecognizer(r)
        let host = UIKitTestHost(view: view)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(target.count == 1)
        // The plain initializer of the base class works as before.
        let plain = UIGestureRecognizer()
        #expect(plain.view == nil && plain.state == .possible)
    }
}
