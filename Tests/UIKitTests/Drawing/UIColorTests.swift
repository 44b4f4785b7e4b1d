//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
@testable import UIKitCore

@Suite struct UIColorTests {
    @Test func rgbAndGetters() {
        let c = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(c.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == 0.2 && g == 0.4 && b == 0.6 && a == 0.8)
        var w: CGFloat = 0
        #expect(!c.getWhite(&w, alpha: &a))
        #expect(UIColor(white: 0.3, alpha: 1).getWhite(&w, alpha: &a) && w == 0.3)
    }

    @Test func hsbRoundTrip() {
        let c = UIColor(hue: 0.25, saturation: 0.5, brightness: 0.8, alpha: 1)
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0, a: CGFloat = 0
        c.getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        #expect(abs(h - 0.25) < 1e-9 && abs(s - 0.5) < 1e-9 && abs(v - 0.8) < 1e-9)
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == .red)
    }

    @Test func equalityAndHashByComponents() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor.red)
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1)
        #expect(UIColor.red != UIColor.blue)
        #expect(UIColor.white.withAlphaComponent(0.5) == UIColor(white: 1, alpha: 0.5))
    }

    @Test func cgColorRoundTripAndClamping() {
        let c = UIColor(red: 2, green: -1, blue: 0.5, alpha: 1)
        #expect(c.cgColor == CGColor(red: 1, green: 0, blue: 0.5, alpha: 1))
        #expect(UIColor(cgColor: c.cgColor) == c)
    }

    @Test func systemColorValues() {
        func hex(_ c: UIColor) -> String {
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0
            c.getRed(&r, green: &g, blue: &b, alpha: nil)
            return String(format: "%02X%02X%02X", Int((r * 255).rounded()), Int((g * 255).rounded()), Int((b * 255).rounded()))
        }
        #expect(hex(.systemBlue) == "007AFF")
        #expect(hex(.systemRed) == "FF3B30")
        #expect(hex(.systemGreen) == "34C759")
        #expect(hex(.systemOrange) == "FF9500")
        #expect(hex(.systemYellow) == "FFCC00")
        #expect(hex(.systemPink) == "FF2D55")
        #expect(hex(.systemPurple) == "AF52DE")
        #expect(hex(.systemTeal) == "5AC8FA")
        #expect(hex(.systemIndigo) == "5856D6")
        #expect(hex(.systemGray) == "8E8E93")
        #expect(hex(.secondarySystemBackground) == "F2F2F7")
        // Dynamic, as on iOS: not equal to a static colour, but resolving to it in light mode.
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(UIColor.label != .black && UIColor.label.resolvedColor(with: light) == .black)
        #expect(UIColor.systemBackground.resolvedColor(with: light) == .white)
        var a: CGFloat = 0
        UIColor.secondaryLabel.getRed(nil, green: nil, blue: nil, alpha: &a)
        #expect(abs(a - 0.6) < 1e-9)
        #expect(UIColor.tintColor == .systemBlue)
        #expect(UIColor.clear.cgColor.alpha == 0)
    }

    @Test func insetsAndGeometryTypes() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(r == CGRect(x: 2, y: 1, width: 94, height: 46))
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(UIRectEdge.all.rawValue == 15)
        #expect(UIView.ContentMode.bottomRight.rawValue == 12)
        #expect(UIView.ContentMode.redraw.rawValue == 3)
        #expect(UIView.AutoresizingMask.flexibleBottomMargin.rawValue == 32)
        #expect(UIView.AnimationCurve.linear.rawValue == 3)
        #expect(UIView.TintAdjustmentMode.dimmed.rawValue == 2)
        #expect(UIOffset(horizontal: 1, vertical: 2) != .zero)
        #expect(NSTextAlignment.natural.rawValue == 4)
        #expect(NSLineBreakMode.byTruncatingMiddle.rawValue == 5)
    }

    @Test func dynamicProviderResolvesLight() {
        let c = UIColor { t in t.userInterfaceStyle == .dark ? .white : .black }
        #expect(c.resolvedColor(with: UITraitCollection()) == .black)
        #expect(UIColor(named: "SurelyNoSuchColorSet") == nil)
    }
}
