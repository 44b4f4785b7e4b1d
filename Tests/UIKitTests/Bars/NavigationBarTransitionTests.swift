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

/// A standalone UINavigationBar's transitions (animated, driven, cancelled, changed midway),
/// its bar managed by a navigation controller, its position and its look.
@MainActor @Suite(.serialized) struct NavigationBarTransitionTests {
    typealias S = BarTestSupport

    // MARK: Transitions

    @Test func animatedPushCrossFadesAndSlidesTheTitles() {
        let bar = UINavigationBar()
        let d = BarDelegateLog()
        bar.delegate = d
        let host = S.host(bar)
        bar.pushItem(UINavigationItem(title: "Albums"), animated: false)
        let old = S.content(bar)!
        d.log = []
        bar.pushItem(UINavigationItem(title: "Beach"), animated: true)
        #expect(bar.topItem?.title == "Beach")
        host.advance(by: UINavigationBar._transitionDuration / 2)
        let new = bar._transition!.to
        #expect(old.superview === bar && new.superview === bar)
        let oldAlpha = old.layer.presentation()?.opacity ?? 1, newAlpha = new.layer.presentation()?.opacity ?? 0
        #expect(oldAlpha > 0.1 && oldAlpha < 0.9 && newAlpha > 0.1 && newAlpha < 0.9)
        let slide = new.titleLabel!.layer.presentation()!.affineTransform().tx
        #expect(slide > 0 && slide < 390 * UINavigationBar._titleSlide)
        #expect(d.log == ["shouldPush Beach"])
        host.advance(by: UINavigationBar._transitionDuration)
        #expect(old.superview == nil && S.content(bar) === new && bar._transition == nil)
        #expect(new.alpha == 1 && new.titleLabel!.transform == .identity)
        #expect(d.log == ["shouldPush Beach", "didPush Beach"])
    }

    @Test func drivenTransitionCanBeCancelled() {
        let bar = UINavigationBar()
        let host = S.host(bar)
        let a = UINavigationItem(title: "A"), b = UINavigationItem(title: "B")
        bar.items = [a, b]
        let shown = S.content(bar)!
        bar._beginTransition(to: [a], pop: true)
        #expect(bar.topItem === a)
        bar._setTransitionProgress(0.5)
        #expect(abs(shown.alpha - 0.5) < 0.01)
        #expect(!shown.isUserInteractionEnabled)
        #expect(shown.titleLabel!.transform.tx > 0)
        bar._endTransition(completed: false)
        #expect(bar.items?.count == 2 && bar.topItem === b)
        #expect(S.content(bar) === shown && shown.alpha == 1 && shown.titleLabel!.transform == .identity)
        #expect(host.view(withAccessibilityLabel: "A") === shown.backButton)
        // Completed: the new items stay.
        bar._beginTransition(to: [a], pop: true)
        bar._setTransitionProgress(1)
        bar._endTransition(completed: true)
        #expect(bar.items?.count == 1 && S.content(bar)?.item === a && shown.superview == nil)
        #expect(b._bar == nil && a._bar === bar)
    }

    @Test func itemsChangedDuringATransitionShowAtOnce() {
        let bar = UINavigationBar()
        let host = S.host(bar)
        let a = UINavigationItem(title: "A"), b = UINavigationItem()
        bar.items = [a]
        bar._beginTransition(to: [a, b], pop: false)
        bar._setTransitionProgress(0.4)
        // The incoming controller names itself and adds a button while it appears.
        b.title = "Loaded"
        b.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add)
        let to = bar._transition!.to
        #expect(to.titleLabel?.text == "Loaded" && to.superview === bar)
        #expect(abs(to.alpha - 0.4) < 0.01)
        #expect(host.view(withAccessibilityLabel: "Add") != nil)
        // A change to the outgoing item waits for the end.
        a.title = "Home"
        bar._endTransition(completed: true)
        #expect(S.content(bar)?.backButton?.backTitle == "Home")
        // A controller's title reaches the bar through its navigation item.
        let vc = UIViewController()
        bar.pushItem(vc.navigationItem, animated: false)
        vc.title = "Controller"
        #expect(host.view(withAccessibilityLabel: "Controller") != nil)
    }

    @Test func transitionFramesMoveCachedLayersWithoutRedrawing() {
        let bar = UINavigationBar()
        let host = S.host(bar)
        let a = UINavigationItem(title: "Albums"), b = UINavigationItem(title: "Beach")
        a.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add)
        b.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit)
        bar.items = [a]
        bar._beginTransition(to: [a, b], pop: false)
        host.advanceFrames(1)
        let t = bar._transition!
        let layers = ([t.from!, t.to] as [UIView]).flatMap { UIView._subtree($0) }.map(\.layer)
        let before = layers.map(\._displayCount)
        #expect(before.reduce(0, +) > 0)
        for i in 1...10 {
            bar._setTransitionProgress(CGFloat(i) / 10)
            host.advanceFrames(1)
        }
        #expect(layers.map(\._displayCount) == before)
        bar._endTransition(completed: true)
        host.advanceFrames(1)
        #expect(host.isIdle)
    }

    // MARK: Managed bar

    @Test func managedBarRefusesDelegateAndAsksTheControllerToPop() {
        final class Nav: UINavigationController {
            var backTaps = 0
            override func _backButtonTapped() { backTaps += 1 }
        }
        let nav = Nav()
        let bar = UINavigationBar()
        bar._managingController = nav
        let host = S.host(bar)
        UIKitLog.clearRecentMessages()
        let d = BarDelegateLog()
        bar.delegate = d
        #expect(UIKitLog.didLog("Cannot manually set the delegate on a UINavigationBar managed by a controller."))
        #expect(bar.delegate == nil)
        bar.setItems(S.items("A", "B"), animated: false)
        // The controller itself may be the delegate.
        final class DelegateNav: UINavigationController, UINavigationBarDelegate {}
        let dnav = DelegateNav()
        let bar2 = UINavigationBar()
        bar2._managingController = dnav
        UIKitLog.clearRecentMessages()
        bar2.delegate = dnav
        #expect(bar2.delegate === dnav && !UIKitLog.didLog("Cannot manually set"))
        host.tap(host.view(withAccessibilityLabel: "A")!)
        #expect(nav.backTaps == 1)
        #expect(bar.items?.count == 2)
        // The top item's backAction runs instead (iOS 16).
        var backActions = 0
        bar.topItem?.backAction = UIAction { _ in backActions += 1 }
        host.tap(host.view(withAccessibilityLabel: "A")!)
        #expect(backActions == 1 && nav.backTaps == 1)
        #expect(bar.popItem(animated: false) == nil)
        #expect(UIKitLog.didLog("Cannot call popNavigationItemAnimated: directly on a UINavigationBar managed by a controller."))
        #expect(bar.barPosition == .topAttached)
    }

    // MARK: Position and look

    @Test func topAttachedBackgroundReachesTheWindowTop() {
        let bar = UINavigationBar()
        let d = BarDelegateLog()
        bar.delegate = d
        bar.barTintColor = .systemRed
        bar.isTranslucent = false
        bar.items = S.items("Title")
        let host = S.host(bar, y: 47)
        var px = S.pixel(host, CGPoint(x: 5, y: 10))
        #expect(px.r > 240 && px.g > 240)   // .top: white above
        d.position = .topAttached
        bar.setNeedsLayout()
        px = S.pixel(host, CGPoint(x: 5, y: 10))
        #expect(px.r > 240 && px.g < 80)    // red up to the top
        #expect(host.frame(of: bar._background).minY == 0)
        // The hairline sits just below the bar.
        let line = S.pixel(host, CGPoint(x: 200, y: 91.5))
        #expect(line.r < 200)
        #expect(bar._isVisuallyTranslucent == false)
        #expect(host.view(withAccessibilityLabel: "Title").map { host.frame(of: $0).midY }.map { abs($0 - 69) < 2 } == true)
    }

    @Test func appearancesSetBackgroundShadowAndTitle() {
        let bar = UINavigationBar()
        bar.items = S.items("Look")
        let host = S.host(bar)
        #expect(bar._background.shadowColor != nil)
        #expect(bar._isVisuallyTranslucent)
        let opaque = UINavigationBarAppearance()
        opaque.configureWithOpaqueBackground()
        opaque.backgroundColor = .systemGreen
        opaque.titleTextAttributes = [.foregroundColor: UIColor.white]
        bar.standardAppearance = opaque
        opaque.backgroundColor = .systemRed   // copied when set: no effect
        host.window.layoutIfNeeded()
        var px = S.pixel(host, CGPoint(x: 5, y: 5))
        #expect(px.g > 150 && px.r < 100)
        #expect(S.content(bar)?.titleLabel?.textColor == .white)
        bar.isTranslucent = false
        #expect(!bar._isVisuallyTranslucent)
        // The top item's appearance wins while it is on top.
        let clear = UINavigationBarAppearance()
        clear.configureWithTransparentBackground()
        bar.topItem?.standardAppearance = clear
        px = S.pixel(host, CGPoint(x: 5, y: 5))
        #expect(px.r > 240 && px.g > 240 && px.b > 240)
        #expect(bar._background.shadowColor == nil)
        #expect(bar._isVisuallyTranslucent)
        // Legacy: an empty shadow image hides the hairline.
        bar.topItem?.standardAppearance = nil
        #expect(bar._background.shadowColor != nil)
        bar.shadowImage = UIImage()
        #expect(bar._background.shadowColor == nil)
        // Scroll edge: only for a managed bar at the edge (standard with a transparent background).
        bar.shadowImage = nil
        bar._isAtScrollEdge = true
        #expect(bar._background.shadowColor != nil)
        let nav = UINavigationController()
        bar._managingController = nav
        bar._rebuild()
        #expect(bar._background.shadowColor == nil)
        #expect(S.content(bar)?.titleLabel?.textColor == .white)
    }

    @Test func tintColorReachesTheButtons() {
        let bar = UINavigationBar()
        let item = UINavigationItem(title: "T")
        let red = UIBarButtonItem(title: "Red", style: .plain)
        red.tintColor = .systemRed
        item.rightBarButtonItems = [UIBarButtonItem(title: "Plain", style: .plain), red]
        bar.items = [UINavigationItem(title: "Back"), item]
        bar.tintColor = .systemOrange
        let host = S.host(bar)
        let plain = host.view(withAccessibilityLabel: "Plain") as! _UIBarButtonView
        #expect(plain.label?.textColor == .systemOrange)
        #expect((host.view(withAccessibilityLabel: "Red") as! _UIBarButtonView).label?.textColor == .systemRed)
        #expect(S.content(bar)?.backButton?.imageView?.tintColor == .systemOrange)
        bar.titleTextAttributes = [.foregroundColor: UIColor.systemPurple, .font: UIFont.systemFont(ofSize: 20)]
        #expect(S.content(bar)?.titleLabel?.textColor == .systemPurple)
        #expect(S.content(bar)?.titleLabel?.font.pointSize == 20)
        // A black bar is near-black behind the title.
        bar.barStyle = .black
        let px = S.pixel(host, CGPoint(x: 4, y: 4))
        #expect(px.r < 60 && px.g < 60 && px.b < 60)
        #expect(S.content(bar)?.titleLabel?.textColor == .systemPurple)   // explicit attributes win
        bar.titleTextAttributes = nil
        #expect(S.content(bar)?.titleLabel?.textColor == .white)
    }
}
