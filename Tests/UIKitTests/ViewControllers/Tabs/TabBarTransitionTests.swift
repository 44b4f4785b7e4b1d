//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// Cross-fades over `duration`; completes with `!transitionWasCancelled`, or cancels when
/// `cancel` is set.
@MainActor private final class FadeAnimator: UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval = 0.3
    var cancel = false
    var ended: [Bool] = []
    var contexts: [any UIViewControllerContextTransitioning] = []
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }
    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        contexts.append(ctx)
        guard let to = ctx.view(forKey: .to), let toVC = ctx.viewController(forKey: .to) else { return }
        to.frame = ctx.finalFrame(for: toVC)
        to.alpha = 0
        ctx.containerView.addSubview(to)
        let cancel = self.cancel
        // On a cancel the tab bar controller takes the to-view away, as UIKit does.
        UIView.animate(withDuration: duration, animations: { to.alpha = 1 }, completion: { _ in
            ctx.completeTransition(!cancel)
        })
    }
    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// Starts nothing by itself: the test completes the transition through the saved context.
@MainActor private final class ManualInteraction: UIViewControllerInteractiveTransitioning {
    var context: (any UIViewControllerContextTransitioning)?
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) { context = transitionContext }
}

@MainActor private final class TransitionDelegate: UITabBarControllerDelegate {
    let animator = FadeAnimator()
    var interaction: ManualInteraction?
    var asked: [String] = []
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        asked.append("\(fromVC.title ?? "?")→\(toVC.title ?? "?")")
        return animator
    }
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { interaction }
}

@MainActor @Suite struct TabBarTransitionTests {
    fileprivate func hosted(_ log: TabLog) -> (UIKitTestHost, UITabBarController, [TabLoggingController], TransitionDelegate) {
        let tbc = UITabBarController()
        let vcs = ["A", "B"].map { TabLoggingController($0, log) }
        tbc.viewControllers = vcs
        let delegate = TransitionDelegate()
        tbc.delegate = delegate
        let host = UIKitTestHost(viewController: tbc)
        log.lines = []
        return (host, tbc, vcs, delegate)
    }

    @Test func theDelegatesAnimatorRunsTheSwitchWithAnimatedCallbacks() throws {
        let log = TabLog()
        let (host, tbc, vcs, delegate) = hosted(log)
        host.tap(try #require(host.view(withAccessibilityLabel: "B")))
        #expect(delegate.asked == ["A→B"])
        #expect(log.lines == ["B.viewDidLoad", "B.willAppear(true)", "A.willDisappear(true)"])
        #expect(tbc.selectedIndex == 1 && tbc.tabBar.selectedItem === vcs[1].tabBarItem)
        // Half-way: both views in the container under the bar, the new one half faded in.
        host.advance(by: 0.15)
        let a = vcs[0].view!, b = vcs[1].view!
        #expect(a.superview === tbc._transitionView && b.superview === tbc._transitionView)
        let alpha = b.layer.presentation()?.opacity ?? 0
        #expect(alpha > 0.2 && alpha < 0.8)
        #expect(tbc.view.subviews.last === tbc.tabBar)
        // Another selection, or new tabs, meanwhile are ignored.
        tbc.selectedIndex = 0
        #expect(UIKitLog.didLog("a tab transition is in progress") && tbc.selectedIndex == 1)
        tbc.viewControllers = [UIViewController()]
        #expect(UIKitLog.didLog("setViewControllers during a tab transition is ignored") && tbc.viewControllers?.count == 2)
        host.advance(by: 0.3)
        #expect(log.lines == ["B.viewDidLoad", "B.willAppear(true)", "A.willDisappear(true)",
                              "A.didDisappear(true)", "B.didAppear(true)"])
        #expect(a.superview == nil && b.superview === tbc._transitionView && b.frame == tbc.view.bounds)
        #expect(delegate.animator.ended == [true])
        // The animator is asked for code selections too.
        tbc.selectedIndex = 0
        #expect(delegate.asked == ["A→B", "B→A"])
        host.advance(by: 0.5)
        #expect(tbc.selectedIndex == 0 && vcs[1].view.superview == nil)
    }

    @Test func aCancelledTransitionRestoresTheOldTab() throws {
        let log = TabLog()
        let (host, tbc, vcs, delegate) = hosted(log)
        delegate.animator.cancel = true
        tbc.selectedIndex = 1
        host.advance(by: 0.5)
        #expect(log.lines == ["B.viewDidLoad", "B.willAppear(true)", "A.willDisappear(true)",
                              "B.willDisappear(true)", "B.didDisappear(true)", "A.willAppear(true)", "A.didAppear(true)"])
        #expect(tbc.selectedIndex == 0 && tbc.tabBar.selectedItem === vcs[0].tabBarItem)
        #expect(vcs[0].view.superview === tbc._transitionView && vcs[1].view.superview == nil)
        #expect(delegate.animator.ended == [false])
    }

    @Test func anInteractionControllerDrivesTheTransition() throws {
        let log = TabLog()
        let (host, tbc, vcs, delegate) = hosted(log)
        let interaction = ManualInteraction()
        delegate.interaction = interaction
        tbc.selectedIndex = 1
        let ctx = try #require(interaction.context)
        #expect(ctx.isInteractive && ctx.isAnimated)
        #expect(ctx.viewController(forKey: .from) === vcs[0] && ctx.viewController(forKey: .to) === vcs[1])
        #expect(ctx.finalFrame(for: vcs[1]) == tbc.view.bounds)
        #expect(delegate.animator.contexts.isEmpty)
        host.advance(by: 1)
        #expect(log.lines == ["B.viewDidLoad", "B.willAppear(true)", "A.willDisappear(true)"])
        ctx.containerView.addSubview(vcs[1].view)
        ctx.completeTransition(true)
        #expect(log.lines.suffix(2) == ["A.didDisappear(true)", "B.didAppear(true)"])
        #expect(tbc.selectedIndex == 1)
    }

    @Test func noAnimatorWhenOffScreen() {
        let log = TabLog()
        let tbc = UITabBarController()
        tbc.viewControllers = ["A", "B"].map { TabLoggingController($0, log) }
        let delegate = TransitionDelegate()
        tbc.delegate = delegate
        tbc.selectedIndex = 1
        #expect(delegate.asked.isEmpty && tbc.selectedIndex == 1)
    }
}
