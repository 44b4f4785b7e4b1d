//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKit
import UIKitTesting

/// UIToolbar: 44 pt, items from the leading edge with flexible and fixed spaces, taps, the
/// background reaching into the bottom safe area, appearance.
@MainActor @Suite(.serialized) struct ToolbarTests {
    typealias S = BarTestSupport

    @Test func itemsLayOutWithFlexibleAndFixedSpaces() {
        let bar = UIToolbar()
        #expect(bar.sizeThatFits(CGSize(width: 390, height: 0)).height == 44)
        let reply = UIBarButtonItem(barButtonSystemItem: .reply)
        let trash = UIBarButtonItem(barButtonSystemItem: .trash)
        let compose = UIBarButtonItem(barButtonSystemItem: .compose)
        bar.items = [reply, .flexibleSpace(), trash, .fixedSpace(30), compose]
        let host = S.host(bar, y: 100)
        let r = host.frame(of: host.view(withAccessibilityLabel: "Reply")!)
        let t = host.frame(of: host.view(withAccessibilityLabel: "Delete")!)
        let c = host.frame(of: host.view(withAccessibilityLabel: "Compose")!)
        #expect(r.minX == 8 && r.height == 44 && r.minY == 100)
        #expect(abs(c.maxX - 382) < 0.5)
        #expect(abs(c.minX - t.maxX - 30) < 0.5)
        // Without flexible spaces, items pack from the leading edge.
        bar.items = [trash, compose]
        let t2 = host.frame(of: host.view(withAccessibilityLabel: "Delete")!)
        let c2 = host.frame(of: host.view(withAccessibilityLabel: "Compose")!)
        #expect(t2.minX == 8 && abs(c2.minX - t2.maxX) < 0.5)
        // Right to left: mirrored.
        bar.semanticContentAttribute = .forceRightToLeft
        bar.items = [trash, compose]
        #expect(abs(host.frame(of: host.view(withAccessibilityLabel: "Delete")!).maxX - 382) < 0.5)
        bar.semanticContentAttribute = .unspecified
        // Two flexible spaces centre an item.
        bar.items = [.flexibleSpace(), trash, .flexibleSpace()]
        #expect(abs(host.frame(of: host.view(withAccessibilityLabel: "Delete")!).midX - 195) < 0.5)
    }

    @Test func tappingAnItemRunsItsAction() {
        let bar = UIToolbar()
        var taps = 0
        bar.items = [UIBarButtonItem(title: "Select", image: nil, primaryAction: UIAction { _ in taps += 1 })]
        let host = S.host(bar)
        host.tap(host.view(withAccessibilityLabel: "Select")!)
        #expect(taps == 1)
        UIKitLog.clearRecentMessages()
        let i = UIBarButtonItem(title: "X", style: .plain)
        bar.items = [i, i]
        #expect(UIKitLog.didLog("more than once"))
        #expect(bar.items?.count == 1)
        bar.setItems(nil, animated: true)
        #expect(host.view(withAccessibilityLabel: "Select") == nil)
    }

    @Test func bottomBackgroundReachesIntoTheSafeArea() {
        let bar = UIToolbar()
        bar.barTintColor = .systemRed
        bar.isTranslucent = false
        bar.items = [UIBarButtonItem(title: "Edit", style: .plain)]
        let host = S.host(bar, y: 200 - 34 - 44)
        host.window._setSafeAreaInsets(UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        bar.setNeedsLayout()
        let px = S.pixel(host, CGPoint(x: 5, y: 195))
        #expect(px.r > 240 && px.g < 80)
        #expect(host.frame(of: bar._background).maxY == 200)
        // The hairline is above the bar.
        #expect(S.pixel(host, CGPoint(x: 200, y: 121.5)).r < 200)
        // Not at the bottom edge: no extension.
        bar.frame.origin.y = 20
        host.window.layoutIfNeeded()
        #expect(host.frame(of: bar._background).maxY == 64)
        // A toolbar its delegate puts at the top has its hairline below it.
        final class TopDelegate: UIToolbarDelegate {
            func position(for bar: any UIBarPositioning) -> UIBarPosition { .top }
        }
        let d = TopDelegate()
        bar.delegate = d
        host.window.layoutIfNeeded()
        #expect(bar.barPosition == .top && bar._background.shadowEdge == .bottom)
        #expect(S.pixel(host, CGPoint(x: 200, y: 64.5)).r < 200)
    }

    @Test func appearanceColoursTheBackgroundAndButtons() {
        let bar = UIToolbar()
        bar.items = [UIBarButtonItem(title: "Plain", style: .plain), UIBarButtonItem(title: "Bold", style: .done)]
        let a = UIToolbarAppearance()
        a.configureWithOpaqueBackground()
        a.backgroundColor = .systemGreen
        a.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        bar.standardAppearance = a
        let host = S.host(bar)
        let px = S.pixel(host, CGPoint(x: 200, y: 40))
        #expect(px.g > 150 && px.r < 100)
        #expect((host.view(withAccessibilityLabel: "Plain") as? _UIBarButtonView)?.label?.textColor == .white)
        #expect((host.view(withAccessibilityLabel: "Bold") as? _UIBarButtonView)?.label?.font == UIBarButtonItem._doneFont)
        let t = UIToolbarAppearance()
        t.configureWithTransparentBackground()
        bar.standardAppearance = t
        #expect(bar._background.shadowColor == nil)
    }
}

extension ToolbarTests {
    @Test func itemChangesUpdateTheToolbar() {
        let bar = UIToolbar()
        let item = UIBarButtonItem(title: "Old", style: .plain)
        bar.items = [item, .flexibleSpace()]
        let host = S.host(bar)
        item.title = "New"
        #expect(host.view(withAccessibilityLabel: "New") != nil)
        let sw = UISwitch()
        sw.accessibilityIdentifier = "sw"
        item.customView = sw
        #expect(host.view(withAccessibilityIdentifier: "sw") === sw && host.view(withAccessibilityLabel: "New") == nil)
        #expect(host.frame(of: sw).minX == 16)
        // An item no longer in the toolbar changes nothing there.
        bar.items = []
        item.customView = nil
        #expect(bar.subviews.count == 1)
    }
}
