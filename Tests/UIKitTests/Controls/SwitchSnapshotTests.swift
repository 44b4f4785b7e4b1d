//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
@testable import UIKitCore
import UIKitTesting

/// Looks of UISwitch and UIStepper in their states (normal, highlighted during a touch, on /
/// at a limit, disabled), as one labelled grid (__Snapshots__/SwitchSnapshotTests).
@MainActor @Suite(.serialized) struct SwitchSnapshotTests {
    typealias S = ControlTestSupport

    @Test func switchAndStepperStates() {
        let root = S.root(CGSize(width: 400, height: 250))
        let columns: [CGFloat] = [12, 110, 208, 306]
        func label(_ t: String, _ col: Int, _ y: CGFloat) { root.addSubview(S.caption(t, at: CGPoint(x: columns[col], y: y), width: 96)) }

        // Row 1: switches.
        let switches: [(String, (UISwitch) -> Void)] = [
            ("off", { _ in }),
            ("on", { $0.isOn = true }),
            ("pressed (off)", { _ in }),
            ("disabled on", { $0.isOn = true; $0.isEnabled = false }),
        ]
        var made: [UISwitch] = []
        for (i, (t, cfg)) in switches.enumerated() {
            label(t, i, 8)
            let s = UISwitch(frame: CGRect(x: columns[i], y: 24, width: 0, height: 0))
            cfg(s)
            root.addSubview(s)
            made.append(s)
        }
        // Row 2: more switches.
        let switches2: [(String, (UISwitch) -> Void)] = [
            ("disabled off", { $0.isEnabled = false }),
            ("onTint purple", { $0.isOn = true; $0.onTintColor = .systemPurple }),
            ("thumbTint yellow", { $0.isOn = true; $0.thumbTintColor = .systemYellow }),
            ("tint red: outline", { $0.tintColor = .systemRed }),
        ]
        for (i, (t, cfg)) in switches2.enumerated() {
            label(t, i, 66)
            let s = UISwitch(frame: CGRect(x: columns[i], y: 82, width: 0, height: 0))
            cfg(s)
            root.addSubview(s)
        }
        // Rows 3-4: steppers.
        let steppers: [(String, (UIStepper) -> Void)] = [
            ("value 5", { $0.value = 5 }),
            ("at minimum (− off)", { $0.value = 0 }),
            ("pressed +", { $0.value = 5 }),
            ("disabled", { $0.value = 5; $0.isEnabled = false }),
        ]
        var steps: [UIStepper] = []
        for (i, (t, cfg)) in steppers.enumerated() {
            label(t, i, 126)
            let s = UIStepper(frame: CGRect(x: columns[i], y: 142, width: 0, height: 0))
            cfg(s)
            root.addSubview(s)
            steps.append(s)
        }
        label("at maximum (+ off)", 0, 186)
        let atMax = UIStepper(frame: CGRect(x: columns[0], y: 202, width: 0, height: 0))
        atMax.value = 100
        root.addSubview(atMax)
        label("custom images", 1, 186)
        let custom = UIStepper(frame: CGRect(x: columns[1], y: 202, width: 0, height: 0))
        custom.setBackgroundImage(S.solid(.systemTeal, size: CGSize(width: 8, height: 8), radius: 3)
            .resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3), resizingMode: .stretch), for: .normal)
        custom.setIncrementImage(S.solid(.white, size: CGSize(width: 10, height: 10), radius: 5), for: .normal)
        custom.setDecrementImage(S.solid(.white, size: CGSize(width: 10, height: 4)), for: .normal)
        root.addSubview(custom)
        label("right-to-left", 2, 186)
        let rtl = UIStepper(frame: CGRect(x: columns[2], y: 202, width: 0, height: 0))
        rtl.semanticContentAttribute = .forceRightToLeft
        rtl.value = 0
        root.addSubview(rtl)

        let host = UIKitTestHost(view: root, scale: 2)
        let f1 = host.touchDown(at: host.center(of: made[2]))
        let plus = host.frame(of: steps[2])
        let f2 = host.touchDown(at: CGPoint(x: plus.maxX - 20, y: plus.midY))
        _ = host.runUntilIdle(timeout: 0.4)
        #expect(made[2].isHighlighted && steps[2].isHighlighted)
        // Up to 0.5 % of the pixels may differ: one release run in four on the 2-core CI machine
        // drew antialiased image edges (value images, custom thumbs) differently, by up to 106
        // levels on 0.07–0.25 % of the pixels, and the same build passed again at once (cause
        // not found yet: see the closing note of session 14).
        assertSnapshot(of: host, named: "switch-stepper-states", tolerance: SnapshotTolerance(channelDelta: 2, pixelFraction: 0.005))
        host.cancel(f1, at: host.center(of: made[2]))
        host.cancel(f2, at: CGPoint(x: plus.maxX - 20, y: plus.midY))
    }
}
