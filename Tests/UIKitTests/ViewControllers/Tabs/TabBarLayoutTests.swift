//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// The tab bar's geometry, the children's safe area and `hidesBottomBarWhenPushed`.
@MainActor @Suite struct TabBarLayoutTests {
    func phone(_ tbc: UITabBarController) -> UIKitTestHost {
        let host = UIKitTestHost(viewController: tbc)
        host.window._setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        host.window.layoutIfNeeded()
        return host
    }

    func titled(_ t: String) -> UIViewController {
        let v = UIViewController()
        v.title = t
        return v
    }

    @Test func barIs49PointsAboveTheBottomSafeAreaWithItsBackgroundBelow() throws {
        let tbc = UITabBarController()
        let vcs = ["A", "B", "C", "D"].map(titled)
        tbc.viewControllers = vcs
        let host = phone(tbc)
        #expect(tbc.tabBar.frame == CGRect(x: 0, y: 844 - 83, width: 390, height: 83))
        #expect(tbc.tabBar.sizeThatFits(CGSize(width: 390, height: 1000)) == CGSize(width: 390, height: 83))
        // Items share the width evenly, in the top 49 pt.
        let frames = try ["A", "B", "C", "D"].map { host.frame(of: try #require(host.view(withAccessibilityLabel: $0))) }
        #expect(frames == (0..<4).map { CGRect(x: CGFloat($0) * 97.5, y: 761, width: 97.5, height: 49) })
        // The translucent bar: the child's view fills the screen, its safe area ends at the bar.
        let child = vcs[0].view!
        #expect(child.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(child.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        let inner = UIView(frame: CGRect(x: 0, y: 700, width: 100, height: 144))
        child.addSubview(inner)
        #expect(inner.safeAreaInsets.bottom == 83)
        // Without a home indicator the bar is 49 pt and so is the inset.
        host.window._setSafeAreaInsets(.zero)
        host.window.layoutIfNeeded()
        #expect(tbc.tabBar.frame == CGRect(x: 0, y: 795, width: 390, height: 49))
        #expect(child.safeAreaInsets.bottom == 49)
    }

    @Test func anOpaqueBarPlacesTheChildAboveIt() {
        let tbc = UITabBarController()
        let a = titled("A"), b = titled("B")
        tbc.viewControllers = [a, b]
        tbc.tabBar.isTranslucent = false
        let host = phone(tbc)
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 390, height: 761))
        #expect(a.view.safeAreaInsets.bottom == 0)
        // ...unless the child extends under opaque bars.
        b.extendedLayoutIncludesOpaqueBars = true
        tbc.selectedIndex = 1
        host.window.layoutIfNeeded()
        #expect(b.view.frame.height == 844 && b.view.safeAreaInsets.bottom == 83)
        // A translucent bar with a child that doesn't extend at the bottom.
        tbc.tabBar.isTranslucent = true
        a.edgesForExtendedLayout = [.top]
        tbc.selectedIndex = 0
        host.window.layoutIfNeeded()
        #expect(a.view.frame.height == 761 && a.view.safeAreaInsets.bottom == 0)
    }

    @Test func aScrollingTabGetsTheBarInItsAdjustedInset() {
        final class ListController: UIViewController {
            override func loadView() {
                let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                s.contentSize = CGSize(width: 390, height: 3000)
                view = s
            }
        }
        let list = ListController()
        let tbc = UITabBarController()
        tbc.viewControllers = [list, titled("B")]
        let host = phone(tbc)
        let scroll = list.view as! UIScrollView
        #expect(scroll.adjustedContentInset.bottom == 83)
        // Scrolled to the end, the last content sits just above the bar.
        scroll.contentOffset.y = scroll.contentSize.height + scroll.adjustedContentInset.bottom - scroll.bounds.height
        host.advanceFrames(1)
        #expect(scroll.convert(CGPoint(x: 0, y: 3000), to: nil).y == 761)
    }

    /// A tab bar controller whose first tab is a navigation controller.
    func navTab() -> (UIKitTestHost, UITabBarController, UINavigationController, UIViewController) {
        let root = titled("Root")
        let nav = UINavigationController(rootViewController: root)
        nav.tabBarItem = UITabBarItem(title: "Photos", image: nil, tag: 0)
        let tbc = UITabBarController()
        tbc.viewControllers = [nav, titled("Other")]
        return (phone(tbc), tbc, nav, root)
    }

    /// Puts a controller with `hidesBottomBarWhenPushed` on `nav`'s stack and calls the hook as
    /// the navigation controller does.
    @discardableResult
    func pushHidingController(_ tbc: UITabBarController, _ nav: UINavigationController, _ root: UIViewController,
                              animated: Bool) -> UIViewController {
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        nav.viewControllers = [root, detail]
        tbc._navigationStackWillChange(nav, animated: animated)
        return detail
    }

    @Test func hidesBottomBarWhenPushedHidesTheBarAndFreesTheSafeArea() {
        let (host, tbc, nav, root) = navTab()
        #expect(nav.view.safeAreaInsets.bottom == 83 && !tbc.tabBar.isHidden)
        let detail = pushHidingController(tbc, nav, root, animated: false)
        host.window.layoutIfNeeded()
        #expect(tbc.tabBar.isHidden)
        #expect(nav.view.safeAreaInsets.bottom == 34 && nav.view.frame.height == 844)
        #expect(!UIAccessibility.elements(in: host.window).contains { $0.label == "Photos" })
        // Something pushed above it keeps the bar hidden; back at the root it returns.
        nav.viewControllers = [root, detail, UIViewController()]
        tbc._navigationStackWillChange(nav, animated: false)
        #expect(tbc.tabBar.isHidden)
        nav.viewControllers = [root]
        tbc._navigationStackWillChange(nav, animated: false)
        host.window.layoutIfNeeded()
        #expect(!tbc.tabBar.isHidden && nav.view.safeAreaInsets.bottom == 83)
    }

    /// The flag is turned on (then off) after the stack is set, so that the hook sees a change
    /// whichever navigation controller is built in (the real one calls the hook itself when its
    /// stack is set, without animation here).
    @Test func theBarSlidesAwayWithAnAnimatedPushAndBackWithThePop() {
        let (host, tbc, nav, root) = navTab()
        let detail = UIViewController()
        nav.viewControllers = [root, detail]
        detail.hidesBottomBarWhenPushed = true
        tbc._navigationStackWillChange(nav, animated: true)
        // The safe area follows at once (the pushed view is laid out for its final place).
        host.window.layoutIfNeeded()
        #expect(nav.view.safeAreaInsets.bottom == 34)
        host.advance(by: UITabBarController._barSlideDuration / 2)
        let mid = tbc.tabBar.layer.presentation()?.transform ?? tbc.tabBar.layer.transform
        #expect(!tbc.tabBar.isHidden)
        #expect(mid.m41 < -20 && mid.m41 > -370)
        host.advance(by: UITabBarController._barSlideDuration)
        #expect(tbc.tabBar.isHidden && tbc.tabBar.transform == .identity)

        detail.hidesBottomBarWhenPushed = false
        tbc._navigationStackWillChange(nav, animated: true)
        #expect(!tbc.tabBar.isHidden)
        host.advance(by: UITabBarController._barSlideDuration / 2)
        let back = tbc.tabBar.layer.presentation()?.transform ?? tbc.tabBar.layer.transform
        #expect(back.m41 < -20 && back.m41 > -370)
        host.advance(by: UITabBarController._barSlideDuration)
        #expect(!tbc.tabBar.isHidden && tbc.tabBar.transform == .identity)
        #expect(tbc.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
    }

    @Test func switchingTabsFollowsTheSelectedStack() {
        let (host, tbc, nav, root) = navTab()
        pushHidingController(tbc, nav, root, animated: false)
        #expect(tbc.tabBar.isHidden)
        tbc.selectedIndex = 1
        host.window.layoutIfNeeded()
        #expect(!tbc.tabBar.isHidden && tbc.viewControllers![1].view.safeAreaInsets.bottom == 83)
        // A stack change in a tab that isn't shown doesn't move the bar.
        tbc._navigationStackWillChange(nav, animated: false)
        #expect(!tbc.tabBar.isHidden)
        tbc.selectedIndex = 0
        #expect(tbc.tabBar.isHidden)
    }
}

@MainActor @Suite struct TabBarSlideSnapshotTests {
    /// The bottom 100 pt (the bar and the content above it: the navigation bar, which the
    /// stub navigation controller in this branch doesn't have, stays out of the picture).
    @Test func halfWayThroughTheSlide() throws {
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        nav.tabBarItem = UITabBarItem(title: "Photos", image: TabBarTests.glyph(round: false), tag: 0)
        let other = UIViewController()
        other.tabBarItem = UITabBarItem(title: "Other", image: TabBarTests.glyph(round: true), tag: 1)
        let detail = UIViewController()
        detail.view.backgroundColor = .systemTeal
        nav.viewControllers = [root, detail]
        let tbc = UITabBarController()
        tbc.viewControllers = [nav, other]
        let host = UIKitTestHost(viewController: tbc, size: CGSize(width: 390, height: 200))
        host.window._setSafeAreaInsets(UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
        host.window.layoutIfNeeded()
        // The stub navigation controller of this branch shows no view of its stack: show the
        // top one by hand (the real one shows it).
        if detail.view.window == nil { detail.view.frame = nav.view.bounds; nav.view.addSubview(detail.view) }
        detail.hidesBottomBarWhenPushed = true
        tbc._navigationStackWillChange(nav, animated: true)
        host.advance(by: UITabBarController._barSlideDuration / 2)
        let bottom = try #require(host.render().cropping(to: CGRect(x: 0, y: 100, width: 390, height: 100)))
        assertSnapshot(of: bottom, named: "bar-half-way-out", tolerance: .text)
    }
}
