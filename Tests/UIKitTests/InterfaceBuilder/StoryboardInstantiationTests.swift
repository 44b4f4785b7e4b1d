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

/// UIStoryboard's API: identifiers, creator blocks, missing documents, embed segues and tab
/// bar relationships.
@MainActor @Suite(.serialized) struct StoryboardInstantiationTests {
    @Test func instantiatingByIdentifierMakesANewControllerEachTime() {
        let storyboard = UIStoryboard(name: "Main", bundle: SBMain.bundle())
        let a = storyboard.instantiateViewController(withIdentifier: "Detail")
        let b = storyboard.instantiateViewController(withIdentifier: "Detail")
        #expect(a is SBDetailViewController)
        #expect(a !== b)
        #expect(!a.isViewLoaded)
        #expect(a.storyboard === storyboard)
    }

    @Test func theCreatorBlockMakesTheControllerFromTheCoder() {
        let storyboard = UIStoryboard(name: "Main", bundle: SBMain.bundle())
        var calls = 0
        let detail: SBDetailViewController = storyboard.instantiateViewController(identifier: "Detail") { coder in
            calls += 1
            return SBDetailViewController(coder: coder, value: "made")
        }
        #expect(calls == 1)
        #expect(detail.value == "made")
        #expect(detail.log == ["awake(viewLoaded:false,doneButton:false)"])
        detail.loadViewIfNeeded()
        #expect(detail.doneButton?.currentTitle == "Done")
        // A nil result uses init(coder:).
        let plain: SBDetailViewController = storyboard.instantiateViewController(identifier: "Detail") { _ in nil }
        #expect(plain.value == nil)
        // The initial controller's form.
        let nav: UINavigationController? = storyboard.instantiateInitialViewController { coder in UINavigationController(coder: coder) }
        #expect(nav?.viewControllers.first is SBHomeViewController)
    }

    @Test func aCreatorResultNotMadeFromTheCoderLogsIOSsMessage() {
        UIKitLog.clearRecentMessages()
        let storyboard = UIStoryboard(name: "Main", bundle: SBMain.bundle())
        let detail: SBDetailViewController = storyboard.instantiateViewController(identifier: "Detail") { _ in
            SBDetailViewController(value: "code")
        }
        #expect(UIKitLog.didLog("Custom instantiated view controller must call -[super initWithCoder:]"))
        #expect(detail.value == nil)
        #expect(detail.storyboard === storyboard)
    }

    @Test func unknownIdentifiersAndMissingStoryboardsLogIOSsMessages() {
        UIKitLog.clearRecentMessages()
        let bundle = SBMain.bundle()
        let storyboard = UIStoryboard(name: "Main", bundle: bundle)
        let vc = storyboard.instantiateViewController(withIdentifier: "Nope")
        #expect(type(of: vc) == UIViewController.self)
        #expect(UIKitLog.didLog("Storyboard (<UIStoryboard: 0x"))
        #expect(UIKitLog.didLog("doesn't contain a view controller with identifier 'Nope'"))
        let typed: SBDetailViewController = storyboard.instantiateViewController(identifier: "Nope2")
        #expect(typed.value == nil)
        #expect(UIKitLog.didLog("identifier 'Nope2'"))

        let missing = UIStoryboard(name: "Missing", bundle: bundle)
        #expect(UIKitLog.didLog("Could not find a storyboard named 'Missing' in bundle NSBundle <\(bundle.bundlePath)> (loaded)"))
        #expect(missing.instantiateInitialViewController() == nil)
        #expect(type(of: missing.instantiateViewController(withIdentifier: "Home")) == UIViewController.self)
    }

    @Test func aStoryboardWithoutAnInitialControllerInstantiatesNil() {
        let doc = SBMain.document.replacingOccurrences(of: " initialViewController=\"Nav-00-aaa\"", with: "")
        let storyboard = UIStoryboard(name: "NoEntry", bundle: IBTestBundle.make(["NoEntry.storyboard": doc]))
        #expect(storyboard.instantiateInitialViewController() == nil)
        #expect(storyboard.instantiateViewController(withIdentifier: "Home") is SBHomeViewController)
    }

    @Test func anEmbedSegueAddsTheChildInTheContainerBeforeViewDidLoad() throws {
        let storyboard = UIStoryboard(name: "Main", bundle: SBMain.bundle())
        let home = try #require(storyboard.instantiateViewController(withIdentifier: "Home") as? SBHomeViewController)
        #expect(home.children.isEmpty)
        home.loadViewIfNeeded()
        let child = try #require(home.children.first as? SBChildViewController)
        let container = try #require(child.view.superview)
        #expect(container.superview === home.view)
        #expect(container.frame == CGRect(x: 0, y: 500, width: 393, height: 200))
        #expect(child.view.frame == container.bounds)
        #expect(child.parent === home)
        #expect(home.log == [
            "awake(viewLoaded:false,titleLabel:false)",
            "prepare(embedChild,SBChildViewController,viewLoaded:false,source:true)",
            "viewDidLoad(titleLabel:true,children:1)",
        ])
    }

    /// A controller from a storyboard, its view, the views' segue triggers and embedded children
    /// are freed when the app lets go of them (the loading context is not kept alive by its own
    /// segue handler: a leak of every object the scene made, as LeakSanitizer saw).
    @Test func storyboardControllersAndTheirViewsAreFreedWhenReleased() throws {
        let storyboard = UIStoryboard(name: "Main", bundle: SBMain.bundle())
        weak var weakNavigation: UIViewController?
        weak var weakHome: UIViewController?
        weak var weakView: UIView?
        weak var weakChild: UIViewController?
        do {
            let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
            let home = try #require(storyboard.instantiateViewController(withIdentifier: "Home") as? SBHomeViewController)
            navigation.loadViewIfNeeded()
            home.loadViewIfNeeded()
            navigation.viewControllers.first?.loadViewIfNeeded()
            weakNavigation = navigation
            weakHome = home
            weakView = home.view
            weakChild = home.children.first
            #expect(weakChild != nil)
        }
        #expect(weakNavigation == nil)
        #expect(weakHome == nil)
        #expect(weakView == nil)
        #expect(weakChild == nil)
    }

    @Test func aTabBarControllerGetsItsTabsFromRelationships() throws {
        let storyboard = UIStoryboard(name: "Main", bundle: SBMain.bundle())
        let tabs = try #require(storyboard.instantiateViewController(withIdentifier: "Tabs") as? UITabBarController)
        let children = try #require(tabs.viewControllers)
        #expect(children.count == 2)
        #expect(children.map { $0.tabBarItem.title } == ["First", "Second"])
        #expect(children[0].title == "First")
        #expect(children[1].hidesBottomBarWhenPushed)
        #expect(children[1].modalPresentationStyle == .formSheet)
        #expect(children[0].tabBarController === tabs)
        let host = UIKitTestHost(viewController: tabs)
        host.advanceFrames(2)
        #expect(tabs.selectedViewController === children[0])
        #expect(children[0].isViewLoaded)
    }
}
