//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import UIKit
@testable import UIKitCore

@MainActor private final class TapCounter {
    var taps = 0
    var others = 0
    var senders: [UIGestureRecognizer] = []
    func tapped(_ recognizer: UITapGestureRecognizer) { taps += 1; senders.append(recognizer) }
    func other() { others += 1 }
}

/// `removeTarget(self, action: #selector(m))` as uikit-port writes it: a method reference
/// registered under m's selector name, removed by that name, the target's other actions kept.
@MainActor @Suite struct RecognizerNamedActionTests {
    @Test func removeTargetByNameStopsOnlyThatAction() {
        let counter = TapCounter()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let tap = UITapGestureRecognizer(target: counter, action: TapCounter.tapped, named: "tapped:")
        tap.addTarget(counter, action: TapCounter.other, named: "other")
        tap.addTarget(counter, action: TapCounter.other, named: "other")    // the same pair: once
        view.addGestureRecognizer(tap)
        let host = UIKitTestHost(view: view)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(counter.taps == 1 && counter.others == 1)
        #expect(counter.senders.first === tap)

        tap.removeTarget(counter, action: "tapped:")
        host.advance(by: 0.5)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(counter.taps == 1)
        #expect(counter.others == 2)
    }

    @Test func theTargetIsHeldWeakly() {
        var counter: TapCounter? = TapCounter()
        weak let weakCounter = counter
        let tap = UITapGestureRecognizer(target: counter!, action: TapCounter.other, named: "other")
        counter = nil
        #expect(weakCounter == nil)
        _ = tap
    }
}
