//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// Logs appearance callbacks and view loading, prefixed by the controller's name.
@MainActor final class TabLog {
    var lines: [String] = []
}

@MainActor class TabLoggingController: UIViewController {
    let name: String
    let log: TabLog
    init(_ name: String, _ log: TabLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { return nil }
    override func viewDidLoad() { super.viewDidLoad(); log.lines.append("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.lines.append("\(name).willAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.lines.append("\(name).didAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.lines.append("\(name).willDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.lines.append("\(name).didDisappear(\(animated))") }
    override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent); log.lines.append("\(name).willMove(\(parent == nil ? "nil" : "tbc"))") }
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent); log.lines.append("\(name).didMove(\(parent == nil ? "nil" : "tbc"))") }
}

/// Records the delegate messages, and can refuse selections.
@MainActor final class TabDelegate: UITabBarControllerDelegate {
    let log: TabLog
    var refuse: Set<String> = []
    var refusesAll = false
    init(_ log: TabLog) { self.log = log }
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        log.lines.append("shouldSelect \(viewController.title ?? "?")")
        return !refusesAll && !refuse.contains(viewController.title ?? "?")
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.lines.append("didSelect \(viewController.title ?? "?")")
    }
}

@MainActor @Suite struct TabBarControllerTests {
    /// A tab bar controller with tabs named `names`, hosted on a notched phone (safe area 47/34).
    func hosted(_ names: [String], _ log: TabLog) -> (UIKitTestHost, UITabBarController, [TabLoggingController]) {
        let tbc = UITabBarController()
        let vcs = names.map { TabLoggingController($0, log) }
        tbc.viewControllers = vcs
        let host = UIKitTestHost(viewController: tbc)
        host.window._setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        host.window.layoutIfNeeded()
        return (host, tbc, vcs)
    }

    @Test func childrenAreAddedAndOnlyTheSelectedViewIsLoadedAndShown() {
        let log = TabLog()
        let (host, tbc, vcs) = hosted(["A", "B", "C"], log)
        #expect(tbc.children.map { $0 as? TabLoggingController } == vcs)
        #expect(vcs.allSatisfy { $0.parent === tbc && $0.tabBarController === tbc })
        #expect(tbc.selectedIndex == 0 && tbc.selectedViewController === vcs[0])
        #expect(vcs[0].view.window === host.window)
        #expect(!vcs[1].isViewLoaded && !vcs[2].isViewLoaded)
        #expect(Array(log.lines.prefix(6)) == ["A.willMove(tbc)", "A.didMove(tbc)", "B.willMove(tbc)", "B.didMove(tbc)",
                                               "C.willMove(tbc)", "C.didMove(tbc)"])
        #expect(Array(log.lines.suffix(3)) == ["A.viewDidLoad", "A.willAppear(false)", "A.didAppear(false)"])
        // A descendant finds the tab bar controller through its parents.
        let grandchild = UIViewController()
        vcs[1].addChild(grandchild)
        #expect(grandchild.tabBarController === tbc)
        // The bar shows one item per controller, made from its title.
        #expect(tbc.tabBar.items?.map(\.title) == ["A", "B", "C"])
        #expect(tbc.tabBar.selectedItem === vcs[0].tabBarItem)
        #expect(tbc.tabBar.superview === tbc.view)
    }

    @Test func switchingInCodeIsSynchronousInIOSOrderWithoutDelegateMessages() {
        let log = TabLog()
        let (host, tbc, vcs) = hosted(["A", "B"], log)
        defer { withExtendedLifetime(host) {} }
        let delegate = TabDelegate(log)
        tbc.delegate = delegate
        log.lines = []
        tbc.selectedIndex = 1
        #expect(log.lines == ["B.viewDidLoad", "B.willAppear(false)", "A.willDisappear(false)",
                              "A.didDisappear(false)", "B.didAppear(false)"])
        #expect(vcs[0].view.superview == nil && vcs[1].view.superview?.superview === tbc.view)
        #expect(tbc.tabBar.selectedItem === vcs[1].tabBarItem)
        log.lines = []
        tbc.selectedViewController = vcs[0]
        #expect(log.lines == ["A.willAppear(false)", "B.willDisappear(false)", "B.didDisappear(false)", "A.didAppear(false)"])
        #expect(tbc.selectedIndex == 0)
        log.lines = []
        tbc.selectedIndex = 0
        #expect(log.lines.isEmpty)
    }

    @Test func tappingATabAsksTheDelegateThenSwitchesThenTellsIt() throws {
        let log = TabLog()
        let (host, tbc, vcs) = hosted(["Inbox", "Sent", "Drafts"], log)
        let delegate = TabDelegate(log)
        tbc.delegate = delegate
        log.lines = []
        host.tap(try #require(host.view(withAccessibilityLabel: "Sent")))
        #expect(log.lines == ["shouldSelect Sent", "Sent.viewDidLoad", "Sent.willAppear(false)", "Inbox.willDisappear(false)",
                              "Inbox.didDisappear(false)", "Sent.didAppear(false)", "didSelect Sent"])
        #expect(tbc.selectedViewController === vcs[1])

        // Refused: nothing changes and didSelect is not sent.
        delegate.refuse = ["Drafts"]
        log.lines = []
        host.tap(try #require(host.view(withAccessibilityLabel: "Drafts")))
        #expect(log.lines == ["shouldSelect Drafts"])
        #expect(tbc.selectedIndex == 1 && !vcs[2].isViewLoaded)

        // The selected tab again: asked and told, with no appearance change.
        log.lines = []
        host.tap(try #require(host.view(withAccessibilityLabel: "Sent")))
        #expect(log.lines == ["shouldSelect Sent", "didSelect Sent"])
    }

    @Test func retappingTheSelectedNavigationTabPopsItToItsRoot() throws {
        let root = UIViewController()
        root.title = "Albums"
        let nav = UINavigationController(rootViewController: root)
        nav.tabBarItem = UITabBarItem(title: "Photos", image: nil, tag: 0)
        let other = UIViewController()
        other.title = "Search"
        let tbc = UITabBarController()
        tbc.viewControllers = [nav, other]
        let host = UIKitTestHost(viewController: tbc)
        nav.viewControllers = [root, UIViewController(), UIViewController()]
        host.tap(try #require(host.view(withAccessibilityLabel: "Photos")))
        #expect(nav.viewControllers.count == 1 && nav.viewControllers.first === root)

        // Refused by the delegate: no pop.
        let log = TabLog()
        let delegate = TabDelegate(log)
        delegate.refusesAll = true
        tbc.delegate = delegate
        nav.viewControllers = [root, UIViewController()]
        host.tap(try #require(host.view(withAccessibilityLabel: "Photos")))
        #expect(nav.viewControllers.count == 2)
        #expect(log.lines.count == 1 && log.lines[0].hasPrefix("shouldSelect"))
    }

    @Test func selectedIndexOutOfRangeIsLoggedAndIgnored() {
        let log = TabLog()
        let (host, tbc, vcs) = hosted(["A", "B"], log)
        defer { withExtendedLifetime(host) {} }
        tbc.selectedIndex = 1
        log.lines = []
        tbc.selectedIndex = 2
        #expect(UIKitLog.didLog("selectedIndex 2 is out of range"))
        tbc.selectedIndex = -1
        #expect(UIKitLog.didLog("selectedIndex -1 is out of range"))
        tbc.selectedViewController = UIViewController()
        #expect(UIKitLog.didLog("only a view controller in the tab bar controller's list of view controllers can be selected"))
        #expect(tbc.selectedIndex == 1 && tbc.selectedViewController === vcs[1] && log.lines.isEmpty)
        #expect(UITabBarController().selectedIndex == NSNotFound)
        #expect(UITabBarController().selectedViewController == nil)
    }

    @Test func settingViewControllersKeepsTheSelectionWhenPossible() {
        let log = TabLog()
        let (host, tbc, vcs) = hosted(["A", "B", "C"], log)
        defer { withExtendedLifetime(host) {} }
        let (a, b, c) = (vcs[0], vcs[1], vcs[2])
        tbc.selectedIndex = 1
        tbc.viewControllers = [c, b]
        #expect(tbc.selectedViewController === b && tbc.selectedIndex == 1)
        #expect(a.parent == nil && !tbc.children.contains { $0 === a })
        #expect(tbc.tabBar.items?.map(\.title) == ["C", "B"] && tbc.tabBar.selectedItem === b.tabBarItem)

        // The selected one leaves: the same index is selected, with appearance and move calls.
        let d = TabLoggingController("D", log), e = TabLoggingController("E", log)
        log.lines = []
        tbc.viewControllers = [d, e]
        #expect(tbc.selectedViewController === e)
        #expect(log.lines == ["D.willMove(tbc)", "D.didMove(tbc)", "E.willMove(tbc)", "E.didMove(tbc)",
                              "E.viewDidLoad", "E.willAppear(false)", "B.willDisappear(false)", "B.didDisappear(false)",
                              "E.didAppear(false)", "C.willMove(nil)", "C.didMove(nil)", "B.willMove(nil)", "B.didMove(nil)"])
        // A shorter list: the first tab.
        tbc.viewControllers = [TabLoggingController("F", log)]
        #expect(tbc.selectedIndex == 0)
        tbc.viewControllers = []
        #expect(tbc.selectedViewController == nil && tbc.tabBar.items?.isEmpty == true)
        tbc.viewControllers = nil
        #expect(tbc.viewControllers == nil && tbc.tabBar.items == nil && tbc.children.isEmpty)
    }

    @Test func repeatedOrSelfControllersAreLeftOutWithALog() {
        let tbc = UITabBarController()
        let a = UIViewController()
        tbc.viewControllers = [a, a, tbc]
        #expect(tbc.viewControllers?.count == 1)
        #expect(UIKitLog.didLog("appears more than once in viewControllers"))
        #expect(UIKitLog.didLog("can't be one of its own tabs"))
    }

    @Test func moreThanFiveControllersShowFiveTabsAndLog() {
        let tbc = UITabBarController()
        tbc.viewControllers = (1...7).map { i in let v = UIViewController(); v.title = "T\(i)"; return v }
        #expect(UIKitLog.didLog("the More tab is not implemented"))
        #expect(tbc.tabBar.items?.map(\.title) == ["T1", "T2", "T3", "T4", "T5"])
        #expect(tbc.children.count == 7)
        tbc.selectedIndex = 6
        #expect(UIKitLog.didLog("needs the More tab"))
        #expect(tbc.selectedIndex == 0)
    }

    @Test func replacedOrRemovedControllersAreFreed() {
        let tbc = UITabBarController()
        let host = UIKitTestHost(viewController: tbc)
        weak var weakA: UIViewController?
        weak var weakItem: UITabBarItem?
        weak var weakView: UIView?
        do {
            let a = UIViewController()
            a.title = "A"
            weakA = a
            weakItem = a.tabBarItem
            tbc.viewControllers = [a, UIViewController()]
            host.advanceFrames(1)
            weakView = a.view
            tbc.viewControllers = [UIViewController()]
            host.advanceFrames(1)
        }
        #expect(weakA == nil && weakItem == nil && weakView == nil)
        weak var weakTBC: UITabBarController?
        do {
            let t = UITabBarController()
            t.viewControllers = [UIViewController()]
            _ = t.view
            weakTBC = t
        }
        #expect(weakTBC == nil)
    }

    @Test func childTabBarItemChangesReachTheBar() throws {
        let log = TabLog()
        let (host, tbc, vcs) = hosted(["A", "B"], log)
        vcs[1].title = "Bee"
        #expect(tbc.tabBar.items?[1].title == "Bee")
        #expect(host.view(withAccessibilityLabel: "Bee") != nil)
        let item = UITabBarItem(tabBarSystemItem: .favorites, tag: 7)
        vcs[0].tabBarItem = item
        #expect(tbc.tabBar.items?[0] === item && tbc.tabBar.selectedItem === item)
        host.tap(try #require(host.view(withAccessibilityLabel: "Favorites")))
        #expect(tbc.selectedIndex == 0)
        host.tap(try #require(host.view(withAccessibilityLabel: "Bee")))
        #expect(tbc.selectedIndex == 1)
    }

    @Test func theManagedBarRefusesAnotherDelegateAndDirectChanges() {
        final class D: UITabBarDelegate {}
        let tbc = UITabBarController()
        tbc.viewControllers = [UIViewController()]
        let d = D()
        tbc.tabBar.delegate = d
        #expect(UIKitLog.didLog("Changing the delegate of a tab bar managed by a tab bar controller is not allowed."))
        #expect(tbc.tabBar.delegate === tbc)
        tbc.tabBar.items = []
        #expect(UIKitLog.didLog("Directly modifying a tab bar managed by a tab bar controller is not allowed."))
        #expect(tbc.tabBar.items?.count == 1)
        tbc.viewControllers = [UIViewController(), UIViewController()]
        tbc.tabBar.selectedItem = tbc.tabBar.items?[1]
        #expect(tbc.tabBar.selectedItem === tbc.tabBar.items?[0] && tbc.selectedIndex == 0)
    }

    @Test func subclassesHearTabBarDidSelect() throws {
        final class Sub: UITabBarController {
            var taps: [String] = []
            override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { taps.append(item.title ?? "") }
        }
        let tbc = Sub()
        let a = UIViewController(), b = UIViewController()
        a.title = "One"; b.title = "Two"
        tbc.viewControllers = [a, b]
        let host = UIKitTestHost(viewController: tbc)
        host.tap(try #require(host.view(withAccessibilityLabel: "Two")))
        #expect(tbc.taps == ["Two"] && tbc.selectedIndex == 1)
        tbc.selectedIndex = 0
        #expect(tbc.taps == ["Two"])
    }
}

@MainActor @Suite struct TabBarControllerSelectionTests {
    @Test func aSelectionMadeBeforeTheViewLoadsIsTheOneShown() {
        let log = TabLog()
        let tbc = UITabBarController()
        let vcs = ["A", "B", "C"].map { TabLoggingController($0, log) }
        tbc.viewControllers = vcs
        tbc.selectedIndex = 2
        #expect(!vcs[2].isViewLoaded)
        log.lines = []
        let host = UIKitTestHost(viewController: tbc)
        #expect(log.lines == ["C.viewDidLoad", "C.willAppear(false)", "C.didAppear(false)"])
        #expect(!vcs[0].isViewLoaded && vcs[2].view.window === host.window)
        #expect(tbc.tabBar.selectedItem === vcs[2].tabBarItem)
    }

    @Test func controllersSetWhileOnScreenAppearAtOnce() {
        let log = TabLog()
        let tbc = UITabBarController()
        let host = UIKitTestHost(viewController: tbc)
        let a = TabLoggingController("A", log)
        tbc.viewControllers = [a]
        #expect(log.lines == ["A.willMove(tbc)", "A.didMove(tbc)", "A.viewDidLoad", "A.willAppear(false)", "A.didAppear(false)"])
        #expect(a.view.window === host.window)
        // Hiding the window: the selected tab disappears with the tab bar controller.
        log.lines = []
        host.window.isHidden = true
        #expect(log.lines == ["A.willDisappear(false)", "A.didDisappear(false)"])
    }

    @Test func rightToLeftPutsTheFirstTabOnTheRight() throws {
        let tbc = UITabBarController()
        let vcs = ["One", "Two"].map { t -> UIViewController in let v = UIViewController(); v.title = t; return v }
        tbc.viewControllers = vcs
        tbc.tabBar.semanticContentAttribute = .forceRightToLeft
        let host = UIKitTestHost(viewController: tbc)
        host.window.layoutIfNeeded()
        let one = host.frame(of: try #require(host.view(withAccessibilityLabel: "One")))
        #expect(one.minX == 195)
    }

    @Test func moreAndCustomizableControllersAreStored() {
        let tbc = UITabBarController()
        let vcs = [UIViewController(), UIViewController()]
        tbc.viewControllers = vcs
        #expect(tbc.customizableViewControllers?.count == 2)
        #expect(tbc.moreNavigationController === tbc.moreNavigationController)
        #expect(tbc.moreNavigationController.parent == nil)
    }
}
