//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import UIKit
import UIKitTesting

/// A tap through the test driver delivers what a finger that does not move delivers on iOS:
/// no drag events, just down and up.
@MainActor @Suite struct DriverTapEventsTests {
    @Test func tapOnAButtonSendsDownUpAndPrimaryActionOnly() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 50, y: 30, width: 100, height: 40)
        root.addSubview(button)
        var events: [String] = []
        let names: [(UIControl.Event, String)] = [(.touchDown, "down"), (.touchDragInside, "dragInside"),
                                                  (.touchUpInside, "upInside"), (.primaryActionTriggered, "primary")]
        for (event, name) in names {
            button.addAction(UIAction { _ in events.append(name) }, for: event)
        }
        let host = UIKitTestHost(view: root)
        host.tap(button)
        #expect(events == ["down", "upInside", "primary"])
    }
}
