//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// A controller that writes its life-cycle callbacks (with the moving flags) into a shared log.
@MainActor final class NavLoggingController: UIViewController {
    let name: String
    let sink: NavLog
    init(_ name: String, _ sink: NavLog) {
        self.name = name
        self.sink = sink
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { fatalError() }
    override func viewDidLoad() { super.viewDidLoad(); sink.add("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        sink.add("\(name).viewWillAppear(\(animated))\(isMovingToParent ? " movingTo" : "")")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        sink.add("\(name).viewDidAppear(\(animated))\(isMovingToParent ? " movingTo" : "")")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        sink.add("\(name).viewWillDisappear(\(animated))\(isMovingFromParent ? " movingFrom" : "")")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        sink.add("\(name).viewDidDisappear(\(animated))\(isMovingFromParent ? " movingFrom" : "")")
    }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        sink.add("\(name).willMove(\(parent == nil ? "nil" : "nav"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        sink.add("\(name).didMove(\(parent == nil ? "nil" : "nav"))")
    }
}

@MainActor final class NavLog: UINavigationControllerDelegate {
    var events: [String] = []
    func add(_ e: String) { events.append(e) }
    func take() -> [String] { defer { events = [] }; return events }
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        add("willShow \(viewController.title ?? "?")")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        add("didShow \(viewController.title ?? "?")")
    }
}

@MainActor @Suite struct NavigationControllerTests {
    /// A navigation controller with root A hosted on a 390×844 screen; the log is cleared.
    func hosted(_ log: NavLog) -> (UIKitTestHost, UINavigationController, NavLoggingController) {
        let a = NavLoggingController("A", log)
        let nav = UINavigationController(rootViewController: a)
        nav.delegate = log
        let host = UIKitTestHost(viewController: nav)
        host.advance(by: 0.1)
        return (host, nav, a)
    }

    @Test func theRootAppearsWhenTheWindowShowsIt() {
        let log = NavLog()
        let (host, nav, a) = hosted(log)
        defer { host.invalidate() }
        #expect(nav.topViewController === a && nav.viewControllers.count == 1)
        #expect(a.view.window === host.window)
        #expect(log.events.contains("A.viewDidLoad"))
        #expect(log.events.filter { $0.hasPrefix("A.view") && $0.contains("ppear") } == ["A.viewWillAppear(false)", "A.viewDidAppear(false)"], "\(log.events)")
        #expect(nav.children.count == 1 && a.parent === nav && a.navigationController === nav)
    }

    @Test func animatedPushFollowsIOSCallbackOrderAndSlidesTheNewViewIn() {
        let log = NavLog()
        let (host, nav, a) = hosted(log)
        defer { host.invalidate() }
        _ = log.take()
        let b = NavLoggingController("B", log)
        nav.pushViewController(b, animated: true)
        #expect(nav.topViewController === b)                     // the stack changes at once
        #expect(log.events == ["B.willMove(nav)"])               // the transition waits for layout
        host.advance(by: UINavigationController._transitionDuration / 2)
        // Mid-slide: B is coming in from the trailing edge over A, which moved left.
        let bx = host.frame(of: b.view).minX, ax = host.frame(of: a.view).minX
        #expect(bx > 0 && bx < 390)
        #expect(ax < 0 && ax > -390 * 0.31)
        #expect(a.view.window != nil)
        host.advance(by: 1)
        #expect(host.frame(of: b.view).minX == 0)
        #expect(a.view.window == nil)
        #expect(log.take() == [
            "B.willMove(nav)", "B.viewDidLoad",
            "A.viewWillDisappear(true)", "B.viewWillAppear(true) movingTo", "willShow B",
            "A.viewDidDisappear(true)", "B.viewDidAppear(true) movingTo", "didShow B",
            "B.didMove(nav)",
        ])
        #expect(!b.isMovingToParent)
    }

    @Test func animatedPopFollowsIOSCallbackOrderAndFreesThePoppedController() {
        let log = NavLog()
        let (host, nav, _) = hosted(log)
        defer { host.invalidate() }
        weak var weakB: NavLoggingController?
        do {
            let b = NavLoggingController("B", log)
            weakB = b
            nav.pushViewController(b, animated: false)
            host.advance(by: 0.1)
            _ = log.take()
            #expect(nav.popViewController(animated: true) === b)
        }
        #expect(nav.topViewController?.title == "A")
        host.advance(by: 1)
        #expect(log.take() == [
            "B.willMove(nil)",
            "B.viewWillDisappear(true) movingFrom", "A.viewWillAppear(true)", "willShow A",
            "B.viewDidDisappear(true) movingFrom", "A.viewDidAppear(true)", "didShow A",
            "B.didMove(nil)",
        ])
        #expect(weakB == nil)
        #expect(nav.children.count == 1)
    }

    @Test func nonAnimatedPushAppliesAtTheNextLayoutPass() {
        let log = NavLog()
        let (host, nav, a) = hosted(log)
        defer { host.invalidate() }
        let b = NavLoggingController("B", log)
        nav.pushViewController(b, animated: false)
        nav.view.layoutIfNeeded()
        #expect(b.view.window === host.window && a.view.window == nil)
        #expect(host.frame(of: b.view).minX == 0)
        #expect(log.events.contains("B.viewDidAppear(false) movingTo"))
    }

    @Test func badInputIsRefusedWithIOSMessagesAndLeavesTheStackAlone() {
        let log = NavLog()
        let (host, nav, a) = hosted(log)
        defer { host.invalidate() }
        UIKitLog.clearRecentMessages()
        nav.pushViewController(a, animated: false)
        #expect(UIKitLog.didLog("Pushing the same view controller instance more than once is not supported"))
        nav.pushViewController(UINavigationController(), animated: false)
        #expect(UIKitLog.didLog("Pushing a navigation controller is not supported"))
        nav.pushViewController(UITabBarController(), animated: false)
        #expect(UIKitLog.didLog("tab bar controller"))
        #expect(nav.popToViewController(UIViewController(), animated: false) == nil)
        #expect(UIKitLog.didLog("Tried to pop to a view controller that doesn't exist."))
        #expect(nav.popViewController(animated: true) == nil)     // the root stays
        #expect(nav.popToRootViewController(animated: true) == nil)
        #expect(nav.viewControllers.count == 1 && nav.topViewController === a)
        host.advance(by: 1)
        #expect(a.view.window === host.window)
    }

    @Test func setViewControllersChoosesPushPopOrNothingAndOnlyTheTopAppears() {
        let log = NavLog()
        let (host, nav, a) = hosted(log)
        defer { host.invalidate() }
        let b = NavLoggingController("B", log), c = NavLoggingController("C", log), d = NavLoggingController("D", log)
        nav.setViewControllers([a, b, c], animated: false)
        host.advance(by: 0.1)
        #expect(!log.events.contains { $0.hasPrefix("B.view") })  // B was installed, never shown
        #expect(log.events.contains("C.viewDidAppear(false) movingTo"))
        _ = log.take()
        // Apple's example: A, B, C set to D, A, B is a pop transition to B.
        nav.setViewControllers([d, a, b], animated: true)
        host.advance(by: UINavigationController._transitionDuration / 2)
        #expect(host.frame(of: c.view).minX > 0)                  // C slides out to the right
        host.advance(by: 1)
        #expect(nav.viewControllers.map(\.title) == ["D", "A", "B"])
        #expect(nav.children.map(\.title) == ["D", "A", "B"])
        #expect(c.parent == nil)
        #expect(b.view.window === host.window)
        #expect(!log.events.contains { $0.hasPrefix("D.view") })
        // The same top: no transition.
        _ = log.take()
        nav.setViewControllers([a, b], animated: true)
        host.advance(by: 1)
        #expect(!log.events.contains { $0.contains("Appear") || $0.contains("Disappear") })
    }

    @Test func changesDuringATransitionAreShownWhenItEnds() {
        let log = NavLog()
        let (host, nav, _) = hosted(log)
        defer { host.invalidate() }
        let b = NavLoggingController("B", log), c = NavLoggingController("C", log)
        nav.pushViewController(b, animated: true)
        host.advance(by: 0.1)
        nav.pushViewController(c, animated: true)                // during B's slide
        #expect(nav.viewControllers.map(\.title) == ["A", "B", "C"])
        host.advance(by: 2)
        #expect(c.view.window === host.window && b.view.window == nil)
        #expect(nav.navigationBar.topItem === c.navigationItem)
        #expect(log.events.contains("B.viewDidAppear(true) movingTo"))
        #expect(log.events.contains("C.viewDidAppear(true) movingTo"))
    }

    @Test func anEdgeSwipePastHalfPopsAndAShortOneCancelsWithIOSOrder() {
        let log = NavLog()
        let (host, nav, a) = hosted(log)
        defer { host.invalidate() }
        let b = NavLoggingController("B", log)
        nav.pushViewController(b, animated: false)
        host.advance(by: 0.1)
        _ = log.take()
        // A short, slow swipe from the leading edge: cancelled.
        let f = host.touchDown(at: CGPoint(x: 5, y: 400))
        for x in stride(from: 15.0, through: 120.0, by: 15) {
            host.move(f, to: CGPoint(x: x, y: 400))
            host.advance(by: 1.0 / 30)
        }
        #expect(nav.topViewController === a)                      // popped while tracking
        let mid = host.frame(of: b.view).minX
        #expect(mid > 60 && mid < 130)                           // B follows the finger
        host.advance(by: 0.5)                                     // slow down before lifting
        host.lift(f, at: CGPoint(x: 120, y: 400))
        host.advance(by: 1)
        #expect(nav.topViewController === b && nav.viewControllers.count == 2)
        #expect(host.frame(of: b.view).minX == 0 && a.view.window == nil)
        #expect(log.take() == [
            "B.willMove(nil)",
            "B.viewWillDisappear(true) movingFrom", "A.viewWillAppear(true)", "willShow A",
            "A.viewWillDisappear(true)", "A.viewDidDisappear(true)",
            "B.viewWillAppear(true)", "B.viewDidAppear(true)",
        ])
        #expect(!b.isMovingFromParent && b.parent === nav)
        // A long swipe: completes.
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.4)
        host.advance(by: 1)
        #expect(nav.topViewController === a && nav.viewControllers.count == 1)
        #expect(a.view.window === host.window && b.view.window == nil && b.parent == nil)
        #expect(log.events.last == "B.didMove(nil)")
    }

    @Test func noInteractivePopAtTheRoot() {
        let log = NavLog()
        let (host, nav, a) = hosted(log)
        defer { host.invalidate() }
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.4)
        host.advance(by: 1)
        #expect(nav.topViewController === a && host.frame(of: a.view).minX == 0)
        #expect(nav.interactivePopGestureRecognizer != nil)
    }

    @Test func translucentBarsExtendTheContentWithBarsInTheSafeAreaAndOpaqueOnesPlaceItBelow() {
        let log = NavLog()
        let (host, nav, a) = hosted(log)
        defer { host.invalidate() }
        host.window._setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        host.advance(by: 0.1)
        #expect(host.frame(of: nav.navigationBar) == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(host.frame(of: a.view) == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(a.view.safeAreaInsets.top == 91 && a.view.safeAreaInsets.bottom == 34)
        // Not extended at the top: the view starts under the bar.
        a.edgesForExtendedLayout = []
        host.advance(by: 0.1)
        #expect(host.frame(of: a.view).minY == 91)
        #expect(a.view.safeAreaInsets.top == 0)
        // The toolbar: shown above the bottom safe area; the extended view's safe area grows.
        a.edgesForExtendedLayout = .all
        nav.setToolbarHidden(false, animated: false)
        host.advance(by: 0.1)
        #expect(host.frame(of: nav.toolbar) == CGRect(x: 0, y: 844 - 34 - 44, width: 390, height: 44))
        #expect(abs(a.view.safeAreaInsets.bottom - 78) < 0.001)
        // A hidden bar leaves only the status bar.
        nav.setNavigationBarHidden(true, animated: false)
        host.advance(by: 0.1)
        #expect(a.view.safeAreaInsets.top == 47)
        #expect(nav.navigationBar.isHidden)
    }

    @Test func hidingTheBarAnimatesOverTheDocumentedDuration() {
        let log = NavLog()
        let (host, nav, _) = hosted(log)
        defer { host.invalidate() }
        #expect(UINavigationController.hideShowBarDuration == 0.2)
        nav.setNavigationBarHidden(true, animated: true)
        #expect(nav.isNavigationBarHidden)
        host.advance(by: 0.1)
        let y = nav.navigationBar.layer.presentation()!.frame.minY
        #expect(y < 0 && y > -44)
        #expect(!nav.navigationBar.isHidden)
        host.advance(by: 0.3)
        #expect(nav.navigationBar.isHidden)
    }

    @Test func showPushesAndTheStackAPIWorksOffScreen() {
        let root = UIViewController(), b = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        root.show(b, sender: nil)
        #expect(nav.topViewController === b)
        #expect(root.navigationController === nav && b.navigationController === nav)
        #expect(nav.popViewController(animated: false) === b)
        #expect(b.parent == nil && nav.viewControllers.count == 1)
        #expect(nav.popToRootViewController(animated: false) == nil)
    }

    @Test func theBarMirrorsTheStack() {
        let log = NavLog()
        let (host, nav, a) = hosted(log)
        defer { host.invalidate() }
        let b = NavLoggingController("B", log)
        nav.pushViewController(b, animated: true)
        host.advance(by: 1)
        #expect(nav.navigationBar.items?.count == 2)
        #expect(nav.navigationBar.topItem === b.navigationItem)
        #expect(nav.navigationBar.backItem === a.navigationItem)
        #expect(b.navigationItem.title == "B")
    }
}

@MainActor @Suite struct NavigationControllerScrollViewTests {
    final class ListController: UIViewController {
        override func loadView() {
            let s = UIScrollView()
            s.contentSize = CGSize(width: 390, height: 300)     // shorter than the screen
            view = s
        }
    }

    @Test func aScrollViewRootGetsTheBarsInItsAdjustedInsetAndStartsBelowTheBar() {
        let list = ListController()
        let nav = UINavigationController(rootViewController: list)
        let host = UIKitTestHost(viewController: nav)
        defer { host.invalidate() }
        host.window._setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        host.advance(by: 0.1)
        let s = list.view as! UIScrollView
        // .automatic adjusts the vertical insets even though the content doesn't scroll.
        #expect(s.adjustedContentInset.top == 91 && s.adjustedContentInset.bottom == 34)
        #expect(s.contentOffset.y == -91)
        // A plain scroll view outside a bar controller only adjusts scrollable axes.
        let plain = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        plain.contentSize = CGSize(width: 390, height: 300)
        host.window.addSubview(plain)
        host.advance(by: 0.1)
        #expect(plain.adjustedContentInset.top == 0)
        plain.removeFromSuperview()
        // contentInset set in code does not move the offset.
        s.contentInset.top = 10
        #expect(s.contentOffset.y == -91 && s.adjustedContentInset.top == 101)
    }
}

/// A controller whose view holds a full-size table (a subview, not the view itself).
@MainActor final class TableSubviewController: UIViewController, UITableViewDataSource {
    let table = UITableView(frame: .zero, style: .plain)
    let useConstraints: Bool
    init(useConstraints: Bool) { self.useConstraints = useConstraints; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
    override func viewDidLoad() {
        super.viewDidLoad()
        table.dataSource = self
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        if useConstraints {
            table.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(table)
            NSLayoutConstraint.activate([
                table.topAnchor.constraint(equalTo: view.topAnchor), table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                table.leadingAnchor.constraint(equalTo: view.leadingAnchor), table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
        } else {
            table.frame = view.bounds
            table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(table)
        }
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let c = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        c.textLabel?.text = "Row \(indexPath.row)"
        return c
    }
}

@MainActor @Suite struct NavigationControllerTableSubviewTests {
    /// iOS: a scroll view that has not been scrolled starts at `-adjustedContentInset.top`, so
    /// the first row of a table under a navigation bar shows below the bar (not only a
    /// controller's root scroll view).
    @Test(arguments: [false, true])
    func aFullSizeTableSubviewStartsBelowTheBar(useConstraints: Bool) throws {
        let list = TableSubviewController(useConstraints: useConstraints)
        let nav = UINavigationController(rootViewController: list)
        let host = UIKitTestHost(viewController: nav)
        defer { host.invalidate() }
        host.window._setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        host.advance(by: 0.1)
        #expect(list.table.adjustedContentInset.top == 91)
        #expect(list.table.contentOffset.y == -91)
        let first = try #require(list.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(host.frame(of: first).minY == host.frame(of: nav.navigationBar).maxY)
        // Once scrolled, a change of the bars no longer moves the content.
        list.table.contentOffset.y = 200
        host.window._setSafeAreaInsets(UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        host.advance(by: 0.1)
        #expect(list.table.contentOffset.y == 200)
    }
}

/// Fades the incoming view in over 0.4 s with a UIView animation.
@MainActor final class NavFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var ended: Bool?
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }
    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        let toVC = ctx.viewController(forKey: .to)!, to = ctx.view(forKey: .to)!
        ctx.containerView.addSubview(to)
        to.frame = ctx.finalFrame(for: toVC)
        to.alpha = 0
        UIView.animate(withDuration: 0.4, animations: { to.alpha = 1 },
                       completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
    }
    func animationEnded(_ transitionCompleted: Bool) { ended = transitionCompleted }
}

@MainActor final class CustomTransitionDelegate: UINavigationControllerDelegate {
    let animator = NavFadeAnimator()
    var interaction: UIPercentDrivenInteractiveTransition?
    var operations: [UINavigationController.Operation] = []
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        operations.append(operation)
        return animator
    }
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }
}

@MainActor @Suite struct NavigationCustomTransitionTests {
    @Test func aDelegateAnimatorRunsThePushAndEndsIt() {
        let a = UIViewController(), b = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        let d = CustomTransitionDelegate()
        nav.delegate = d
        let host = UIKitTestHost(viewController: nav)
        defer { host.invalidate() }
        nav.pushViewController(b, animated: true)
        host.advance(by: 0.2)
        #expect(d.operations == [.push])
        let alpha = b.view.layer.presentation()!.opacity
        #expect(alpha > 0.2 && alpha < 0.8)
        #expect(a.view.window != nil)                            // both views during the fade
        host.advance(by: 0.5)
        #expect(d.animator.ended == true)
        #expect(a.view.window == nil && b.view.window === host.window)
        #expect(nav.topViewController === b)
    }

    @Test func aPercentDrivenPopFollowsUpdatesAndCancelsOrFinishes() {
        let a = UIViewController(), b = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        nav.pushViewController(b, animated: false)
        let d = CustomTransitionDelegate()
        d.interaction = UIPercentDrivenInteractiveTransition()
        nav.delegate = d
        let host = UIKitTestHost(viewController: nav)
        defer { host.invalidate() }
        host.advance(by: 0.1)
        nav.popViewController(animated: true)
        host.advance(by: 0.05)
        #expect(d.interaction!.duration == 0.4)
        d.interaction!.update(0.5)
        host.advance(by: 0.05)
        #expect(abs(a.view.layer.presentation()!.opacity - 0.5) < 0.05)   // held where the finger is
        host.advance(by: 1)
        #expect(abs(a.view.layer.presentation()!.opacity - 0.5) < 0.05)   // paused: time doesn't move it
        d.interaction!.cancel()
        host.advance(by: 1)
        #expect(d.animator.ended == false)
        #expect(nav.topViewController === b && nav.viewControllers.count == 2)
        #expect(b.view.window === host.window && a.view.window == nil)
        // Again, finished this time.
        nav.popViewController(animated: true)
        host.advance(by: 0.05)
        d.interaction!.update(0.7)
        d.interaction!.finish()
        host.advance(by: 1)
        #expect(d.animator.ended == true)
        #expect(nav.topViewController === a && a.view.window === host.window && b.view.window == nil)
    }
}

@MainActor @Suite struct NavigationCoordinatorTests {
    final class AlongsideController: UIViewController {
        let marker = UIView()
        var completions: [Bool] = []
        var sawCoordinator = false
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            view.addSubview(marker)
            marker.alpha = 0
            sawCoordinator = transitionCoordinator != nil
            transitionCoordinator?.animate(alongsideTransition: { _ in self.marker.alpha = 1 },
                                           completion: { self.completions.append($0.isCancelled) })
        }
    }

    @Test func animationsAlongsideAPushFollowItAndTheCompletionRunsAtTheEnd() {
        let nav = UINavigationController(rootViewController: UIViewController())
        let host = UIKitTestHost(viewController: nav)
        defer { host.invalidate() }
        let b = AlongsideController()
        nav.pushViewController(b, animated: true)
        host.advance(by: UINavigationController._transitionDuration / 2)
        #expect(b.sawCoordinator)
        let mid = b.marker.layer.presentation()!.opacity
        #expect(mid > 0.1 && mid < 0.9)
        host.advance(by: 1)
        #expect(b.completions == [false])
        #expect(b.transitionCoordinator == nil && nav.transitionCoordinator == nil)
    }
}

@MainActor @Suite struct NavigationBarIntegrationTests {
    @Test func theBackButtonPopsAndACustomLeftItemTurnsTheEdgeSwipeOff() {
        let a = UIViewController(), b = UIViewController()
        a.title = "Albums"
        b.title = "Album"
        let nav = UINavigationController(rootViewController: a)
        let host = UIKitTestHost(viewController: nav)
        defer { host.invalidate() }
        nav.pushViewController(b, animated: true)
        host.advance(by: 1)
        // The back button is labelled with the previous item's title and pops when tapped.
        let back = host.view(withAccessibilityLabel: "Albums")
        #expect(back != nil)
        if let back { host.tap(back) }
        host.advance(by: 1)
        #expect(nav.topViewController === a && b.parent == nil)
        // A custom left item replaces the back button: no edge swipe either.
        nav.pushViewController(b, animated: false)
        b.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain)
        host.advance(by: 0.2)
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.4)
        host.advance(by: 1)
        #expect(nav.topViewController === b)
        // An app that resets the recognizer's delegate gets the swipe back.
        nav.interactivePopGestureRecognizer?.delegate = nil
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.4)
        host.advance(by: 1)
        #expect(nav.topViewController === a)
    }

    @Test func aPushMidwayShowsBothViewsAndTheBarCrossFading() {
        let a = UIViewController(), b = UIViewController()
        a.title = "Albums"; b.title = "Album"
        a.view.backgroundColor = .white
        b.view.backgroundColor = UIColor(red: 0.9, green: 0.95, blue: 1, alpha: 1)
        let nav = UINavigationController(rootViewController: a)
        let host = UIKitTestHost(viewController: nav, size: CGSize(width: 390, height: 300))
        defer { host.invalidate() }
        host.window._setSafeAreaInsets(UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        host.advance(by: 0.1)
        nav.pushViewController(b, animated: true)
        host.advance(by: UINavigationController._transitionDuration / 2)
        let img = host.render()
        func px(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let d = img.dataProvider!.data! as Data
            let o = y * img.bytesPerRow + x * 4
            return (Int(d[o + 2]), Int(d[o + 1]), Int(d[o]))    // BGRA in memory
        }
        let bx = Int(host.frame(of: b.view).minX)
        #expect(bx > 20 && bx < 370)
        // Left of B's edge: A, dimmed (slightly darker than white); right of it: B's blue tint.
        let left = px(bx / 2, 250), right = px(min(389, bx + 10), 250)
        #expect(left.0 < 255 && left.0 > 200 && left.0 == left.2)
        #expect(right.2 > right.0)
        // The screens slide as cached pictures; the public property is untouched.
        #expect(a.view.layer._transitionRasterScale == 1 && b.view.layer._transitionRasterScale == 1)
        #expect(!a.view.layer.shouldRasterize && !b.view.layer.shouldRasterize)
        host.advance(by: 1)
        #expect(a.view.layer._transitionRasterScale == 0 && b.view.layer._transitionRasterScale == 0)
    }
}

@MainActor @Suite struct SafeAreaEdgeTests {
    @Test func aWindowInsetOnOneEdgeOnlyKeepsTheOppositeEdgeExact() {
        let v = UIView()
        let host = UIKitTestHost(view: v, size: CGSize(width: 200, height: 200))
        defer { host.invalidate() }
        host.window._setSafeAreaInsets(UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        host.advance(by: 0.05)
        #expect(v.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }
}

@MainActor @Suite struct NavigationMemoryTests {
    @Test func aPoppedControllerItsViewAndItsBarItemsAreFreed() {
        let nav = UINavigationController(rootViewController: UIViewController())
        let host = UIKitTestHost(viewController: nav)
        defer { host.invalidate() }
        weak var weakVC: UIViewController?, weakView: UIView?, weakItem: UINavigationItem?, weakButton: UIBarButtonItem?
        do {
            let b = UIViewController()
            b.title = "B"
            let button = UIBarButtonItem(barButtonSystemItem: .add)
            b.navigationItem.rightBarButtonItem = button
            b.toolbarItems = [UIBarButtonItem(title: "Tool", style: .plain)]
            weakVC = b; weakView = b.view; weakItem = b.navigationItem; weakButton = button
            nav.setToolbarHidden(false, animated: false)
            nav.pushViewController(b, animated: true)
            host.advance(by: 1)
            #expect(host.view(withAccessibilityLabel: "Add") != nil)
            nav.popViewController(animated: true)
            host.advance(by: 1)
        }
        #expect(weakVC == nil)
        #expect(weakView == nil)
        #expect(weakItem == nil)
        #expect(weakButton == nil)
    }
}
