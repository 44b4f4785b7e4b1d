//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

@MainActor private final class AppearanceStyledTabs: UITabBarController {}

/// UITabBarAppearance, UITabBarItemAppearance and their effect on the bar.
@MainActor @Suite struct TabBarAppearanceTests {
    /// Two tabs over a teal child view, on a 390×200 screen with a 34-pt home indicator area.
    func hosted(_ tbc: UITabBarController = UITabBarController()) -> (UIKitTestHost, UITabBarController) {
        let a = UIViewController(), b = UIViewController()
        a.tabBarItem = UITabBarItem(title: "A", image: TabBarTests.glyph(round: true), tag: 0)
        b.tabBarItem = UITabBarItem(title: "B", image: TabBarTests.glyph(round: true), tag: 1)
        a.view.backgroundColor = .systemTeal
        tbc.viewControllers = [a, b]
        let host = UIKitTestHost(viewController: tbc, size: CGSize(width: 390, height: 200))
        host.window._setSafeAreaInsets(UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
        host.window.layoutIfNeeded()
        host.advanceFrames(1)
        return (host, tbc)
    }

    func imageCenter(_ host: UIKitTestHost, _ label: String) throws -> CGPoint {
        let tab = try #require(host.view(withAccessibilityLabel: label))
        let f = host.frame(of: try #require(tab.subviews.first { $0 is UIImageView }))
        return CGPoint(x: f.midX, y: f.midY)
    }

    @Test func defaultsAndConfigurations() {
        let a = UITabBarAppearance()
        #expect(a.backgroundColor != nil && a.shadowColor != nil && a.backgroundImage == nil)
        a.configureWithTransparentBackground()
        #expect(a.backgroundColor == nil && a.shadowColor == nil)
        a.configureWithOpaqueBackground()
        #expect(a.backgroundColor == .systemBackground && a.shadowColor != nil)
        a.stackedLayoutAppearance.normal.iconColor = .red
        let c = a.copy() as! UITabBarAppearance
        #expect(c !== a && c.backgroundColor == .systemBackground && c.stackedLayoutAppearance.normal.iconColor == .red)
        c.stackedLayoutAppearance.normal.iconColor = .blue
        #expect(a.stackedLayoutAppearance.normal.iconColor == .red)
        a.stackedLayoutAppearance.configureWithDefault(for: .stacked)
        #expect(a.stackedLayoutAppearance.normal.iconColor == nil)
        #expect(UITabBarItemAppearance.Style.compactInline.rawValue == 2)
        #expect(UITabBar().scrollEdgeAppearance == nil)
    }

    @Test func aTransparentAppearanceShowsTheContentAndNoHairline() {
        let (host, tbc) = hosted()
        let below = CGPoint(x: 5, y: 190), line = CGPoint(x: 5, y: tbc.tabBar.frame.minY - 0.5)
        #expect(!ControlTestSupport.pixel(host.render(), below, is: 0x5AC8FA, tol: 4))
        let a = UITabBarAppearance()
        a.configureWithTransparentBackground()
        tbc.tabBar.standardAppearance = a
        host.advanceFrames(1)
        let image = host.render()
        #expect(ControlTestSupport.pixel(image, below, is: 0x5AC8FA, tol: 4))
        #expect(ControlTestSupport.pixel(image, line, is: 0x5AC8FA, tol: 4))
        // The bar keeps a copy: changing the appearance afterwards does nothing until assigned.
        a.backgroundColor = .systemYellow
        host.advanceFrames(1)
        #expect(ControlTestSupport.pixel(host.render(), below, is: 0x5AC8FA, tol: 4))
        tbc.tabBar.standardAppearance = a
        host.advanceFrames(1)
        #expect(ControlTestSupport.pixel(host.render(), below, is: 0xFFCC00, tol: 4))
    }

    @Test func itemStateAppearancesColourIconsTitlesAndBadges() throws {
        let (host, tbc) = hosted()
        let a = UITabBarAppearance()
        a.stackedLayoutAppearance.normal.iconColor = .systemPink
        a.stackedLayoutAppearance.selected.iconColor = .systemGreen
        a.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemIndigo]
        a.stackedLayoutAppearance.normal.badgeBackgroundColor = .systemBrown
        tbc.tabBar.standardAppearance = a
        tbc.viewControllers![1].tabBarItem.badgeValue = "1"
        host.advanceFrames(1)
        let image = host.render()
        #expect(ControlTestSupport.pixel(image, try imageCenter(host, "A"), is: 0x34C759, tol: 8))
        #expect(ControlTestSupport.pixel(image, try imageCenter(host, "B"), is: 0xFF2D55, tol: 8))
        let a0 = try #require(host.view(withAccessibilityLabel: "A") as? _UITabBarButton)
        let b0 = try #require(host.view(withAccessibilityLabel: "B") as? _UITabBarButton)
        #expect(a0._titleLabel.textColor == .systemIndigo)
        #expect(b0._titleLabel.textColor == .systemGray)   // no normal title colour: the bar's grey
        #expect(b0._badge?.backgroundColor == .systemBrown)
        // The item's own badge colour and text attributes win.
        let item = tbc.viewControllers![1].tabBarItem!
        item.badgeColor = .systemOrange
        #expect(b0._badge?.backgroundColor == .systemOrange)
        #expect(b0._badge?._label.textColor == .white)
        item.setBadgeTextAttributes([.foregroundColor: UIColor.black, .font: UIFont.systemFont(ofSize: 11)], for: .normal)
        #expect(item.badgeTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .black)
        #expect(item.badgeTextAttributes(for: .selected) == nil)
        #expect(b0._badge?._label.textColor == .black && b0._badge?._label.font.pointSize == 11)
    }

    @Test func standardAppearanceComesFromAProxy() {
        let a = UITabBarAppearance()
        a.configureWithOpaqueBackground()
        a.backgroundColor = .systemMint
        UITabBar.appearance(whenContainedInInstancesOf: [AppearanceStyledTabs.self]).standardAppearance = a
        let (host, tbc) = hosted(AppearanceStyledTabs())
        #expect(tbc.tabBar.standardAppearance.backgroundColor == .systemMint)
        #expect(ControlTestSupport.pixel(host.render(), CGPoint(x: 5, y: 190), is: 0x00C7BE, tol: 4))
    }
}
