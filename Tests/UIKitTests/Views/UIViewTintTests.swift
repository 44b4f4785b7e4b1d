//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
@testable import UIKitCore

@MainActor @Suite struct UIViewTintTests {
    @Test func defaultIsSystemBlue() {
        #expect(UIView().tintColor == UIColor.systemBlue)
        #expect(UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
    }

    @Test func inheritsFirstNonNil() {
        let a = UIView(), b = UIView(), c = UIView()
        a.addSubview(b); b.addSubview(c)
        a.tintColor = .red
        #expect(c.tintColor == .red)
        b.tintColor = .green
        #expect(c.tintColor == .green)
        b.tintColor = nil
        #expect(c.tintColor == .red)
    }

    @Test func tintColorDidChangeCounts() {
        let a = LoggingView(), b = LoggingView(), c = LoggingView()
        a.addSubview(b); b.addSubview(c)
        a.tintColor = .red
        #expect(a.tintChanges == 1 && b.tintChanges == 1 && c.tintChanges == 1)
        b.tintColor = .green
        #expect(a.tintChanges == 1 && b.tintChanges == 2 && c.tintChanges == 2)
        a.tintColor = .blue  // b overrides: b and c unaffected
        #expect(a.tintChanges == 2 && b.tintChanges == 2 && c.tintChanges == 2)
        a.tintColor = .blue  // no change
        #expect(a.tintChanges == 2)
    }

    @Test func movingToNewSuperviewNotifiesWhenTintChanges() {
        let red = UIView(); red.tintColor = .red
        let other = UIView(); other.tintColor = .red
        let v = LoggingView(), child = LoggingView()
        v.addSubview(child)
        red.addSubview(v)
        #expect(v.tintChanges == 1 && child.tintChanges == 1)
        other.addSubview(v)  // same effective tint
        #expect(v.tintChanges == 1)
        v.removeFromSuperview()  // back to default
        #expect(v.tintChanges == 2 && child.tintChanges == 2)
    }

    @Test func dimmedIsDesaturated() {
        let p = UIView(), c = LoggingView()
        p.addSubview(c)
        p.tintColor = .systemBlue
        #expect(c.tintAdjustmentMode == .normal)
        p.tintAdjustmentMode = .dimmed
        #expect(c.tintAdjustmentMode == .dimmed)
        #expect(c.tintChanges == 1)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0
        c.tintColor.getRed(&r, green: &g, blue: &b, alpha: nil)
        #expect(r == g && g == b)
        c.tintAdjustmentMode = .normal
        #expect(c.tintColor == .systemBlue)
    }
}
