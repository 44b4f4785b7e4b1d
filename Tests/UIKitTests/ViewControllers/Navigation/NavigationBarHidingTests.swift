//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
import UIKitTesting

/// `hidesBarsOnTap`, `hidesBarsOnSwipe`, `hidesBarsWhenKeyboardAppears` and
/// `hidesBarsWhenVerticallyCompact`, driven as a user would.
@MainActor @Suite struct NavigationBarHidingTests {
    /// A navigation controller showing a white controller with one toolbar item and the toolbar shown.
    func scene() -> (UINavigationController, UIKitTestHost) {
        let content = UIViewController()
        content.view.backgroundColor = .white
        content.title = "Content"
        content.toolbarItems = [UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)]
        let nav = UINavigationController(rootViewController: content)
        nav.isToolbarHidden = false
        let host = UIKitTestHost(viewController: nav)
        host.advance(by: 0.1)
        return (nav, host)
    }

    @Test func aTapInTheContentTogglesBothBars() {
        let (nav, host) = scene()
        defer { host.invalidate() }
        let barY = nav.navigationBar.frame.minY
        host.tap(at: CGPoint(x: 195, y: 400))   // without hidesBarsOnTap: nothing
        host.advance(by: 0.3)
        #expect(!nav.isNavigationBarHidden && !nav.isToolbarHidden)
        nav.hidesBarsOnTap = true
        #expect(nav.barHideOnTapGestureRecognizer.view === nav.view && nav.barHideOnTapGestureRecognizer.isEnabled)
        host.tap(at: CGPoint(x: 195, y: 400))
        host.advanceFrames(3)   // animated: the bar is on its way up
        #expect(nav.isNavigationBarHidden && nav.isToolbarHidden)
        let shown = nav.navigationBar.layer.presentation()?.frame.minY ?? barY
        #expect(shown < barY - 0.5 && shown > nav.navigationBar.frame.minY + 0.5, "half-way up: \(shown)")
        host.advance(by: 0.3)
        #expect(host.frame(of: nav.navigationBar).maxY <= 0.5)   // off the top of the screen
        host.tap(at: CGPoint(x: 195, y: 400))
        host.advance(by: 0.3)
        #expect(!nav.isNavigationBarHidden && !nav.isToolbarHidden)
        #expect(nav.navigationBar.frame.minY == barY)
        #expect(host.frame(of: nav.toolbar).maxY <= 844.5 && host.frame(of: nav.toolbar).minY < 844)
    }

    @Test func aVerticallyCompactWindowHidesTheBarsWhenAsked() {
        let (nav, host) = scene()
        defer { host.invalidate() }
        // Without the property a short window keeps its bars.
        host.headless.resize(host.window, to: CGSize(width: 844, height: 390))
        host.advance(by: 0.3)
        #expect(nav.traitCollection.verticalSizeClass == .compact)
        #expect(!nav.isNavigationBarHidden)
        host.headless.resize(host.window, to: CGSize(width: 390, height: 844))
        host.advance(by: 0.3)
        nav.hidesBarsWhenVerticallyCompact = true
        host.headless.resize(host.window, to: CGSize(width: 844, height: 390))
        host.advance(by: 0.3)
        #expect(nav.isNavigationBarHidden && nav.isToolbarHidden)
        #expect(host.frame(of: nav.navigationBar).maxY <= 0.5)
        host.headless.resize(host.window, to: CGSize(width: 390, height: 844))
        host.advance(by: 0.3)
        #expect(nav.traitCollection.verticalSizeClass == .regular)
        #expect(!nav.isNavigationBarHidden && !nav.isToolbarHidden)
    }

    @Test func aTapOnTheBarDoesNotToggle() {
        let (nav, host) = scene()
        defer { host.invalidate() }
        nav.hidesBarsOnTap = true
        host.tap(at: CGPoint(x: 195, y: host.frame(of: nav.navigationBar).midY))
        host.advance(by: 0.3)
        #expect(!nav.isNavigationBarHidden)
    }

    @Test func swipingUpHidesTheBarsAndDownShowsThem() {
        let (nav, host) = scene()
        defer { host.invalidate() }
        #expect(!nav.barHideOnSwipeGestureRecognizer.isEnabled)
        nav.hidesBarsOnSwipe = true
        #expect(nav.barHideOnSwipeGestureRecognizer.view === nav.view && nav.barHideOnSwipeGestureRecognizer.isEnabled)
        host.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 300))
        host.advance(by: 0.3)
        #expect(nav.isNavigationBarHidden && nav.isToolbarHidden)
        host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 600))
        host.advance(by: 0.3)
        #expect(!nav.isNavigationBarHidden && !nav.isToolbarHidden)
    }

    @Test func swipingAScrollViewHidesTheBarsAsItScrolls() {
        final class ListController: UIViewController {
            override func loadView() {
                let s = UIScrollView()
                s.backgroundColor = .white
                s.contentSize = CGSize(width: 390, height: 3000)
                view = s
            }
        }
        let list = ListController()
        let nav = UINavigationController(rootViewController: list)
        nav.hidesBarsOnSwipe = true
        let host = UIKitTestHost(viewController: nav)
        defer { host.invalidate() }
        host.advance(by: 0.1)
        let scroll = list.view as! UIScrollView
        let before = scroll.contentOffset.y
        host.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 300))
        host.advance(by: 0.3)
        #expect(nav.isNavigationBarHidden)
        #expect(scroll.contentOffset.y > before + 100)   // the content scrolled too
    }

    @Test func aSwipeLeavesAToolbarWithoutItems() {
        let (nav, host) = scene()
        defer { host.invalidate() }
        nav.topViewController?.toolbarItems = nil
        nav.hidesBarsOnSwipe = true
        host.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 300))
        host.advance(by: 0.3)
        #expect(nav.isNavigationBarHidden && !nav.isToolbarHidden)
    }

    @Test func theKeyboardAppearingHidesTheBars() {
        let (nav, host) = scene()
        defer { host.invalidate() }
        let willShow = Notification.Name("UIKeyboardWillShowNotification")
        NotificationCenter.default.post(name: willShow, object: nil)
        host.advance(by: 0.3)
        #expect(!nav.isNavigationBarHidden)
        nav.hidesBarsWhenKeyboardAppears = true
        NotificationCenter.default.post(name: willShow, object: nil)
        host.advance(by: 0.3)
        #expect(nav.isNavigationBarHidden && nav.isToolbarHidden)
    }
}
