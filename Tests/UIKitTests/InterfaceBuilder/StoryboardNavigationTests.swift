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

/// The seed's navigation interface from a storyboard, driven as a user would: the initial
/// navigation controller, a button's show segue, the back button and an unwind segue.
@MainActor @Suite(.serialized) struct StoryboardNavigationTests {
    private func launch() throws -> (UIKitTestHost, UINavigationController, SBHomeViewController, UIStoryboard) {
        let storyboard = UIStoryboard(name: "Main", bundle: SBMain.bundle())
        let nav = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let home = try #require(nav.viewControllers.first as? SBHomeViewController)
        let host = UIKitTestHost(viewController: nav)
        host.advanceFrames(2)
        return (host, nav, home, storyboard)
    }

    @Test func theInitialNavigationControllerHasItsRootFromTheRelationship() throws {
        let storyboard = UIStoryboard(name: "Main", bundle: SBMain.bundle())
        let nav = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let home = try #require(nav.viewControllers.first as? SBHomeViewController)
        #expect(nav.viewControllers.count == 1)
        #expect(home.navigationController === nav)
        #expect(home.storyboard === storyboard)
        #expect(nav.storyboard === storyboard)
        #expect(UIViewController().storyboard == nil)
        #expect(home.title == "Home")
        #expect(home.navigationItem.title == "Home")
        #expect(home.navigationItem.prompt == "Pick one")
        #expect(home.navigationItem.rightBarButtonItem?.title == "Info")
        #expect(home.nibName != nil)
        // Unit one: awakeFromNib with the view not loaded and outlets into it nil.
        #expect(!home.isViewLoaded)
        #expect(home.log == ["awake(viewLoaded:false,titleLabel:false)"])
        // Unit two when the view loads: outlets, the embedded child, then viewDidLoad.
        home.loadViewIfNeeded()
        #expect(home.titleLabel?.text == "Welcome")
        #expect(home.titleLabel?.superview === home.view)
        #expect(home.goButton?.currentTitle == "Show Detail")
        #expect(home.log.last == "viewDidLoad(titleLabel:true,children:1)")
        // Each call makes new instances.
        let again = storyboard.instantiateInitialViewController() as? UINavigationController
        #expect(again !== nav)
        #expect(again?.viewControllers.first !== home)
    }

    @Test func tappingTheButtonPushesTheDetailThroughTheShowSegue() throws {
        let (host, nav, home, _) = try launch()
        home.log.removeAll()
        host.tap(try #require(home.goButton))
        host.advance(by: 1)
        #expect(nav.viewControllers.count == 2)
        let detail = try #require(nav.topViewController as? SBDetailViewController)
        #expect(home.log == ["should(showDetail)", "prepare(showDetail,SBDetailViewController,viewLoaded:false,source:true)"])
        #expect(detail.value == "from home")
        #expect(detail.log == ["awake(viewLoaded:false,doneButton:false)", "viewDidLoad(doneButton:true)"])
        // The back button returns.
        nav.navigationBar._backButtonTapped()
        host.advance(by: 1)
        #expect(nav.viewControllers.count == 1)
        #expect(nav.topViewController === home)
    }

    @Test func theUnwindSegueReturnsToHome() throws {
        let (host, nav, home, _) = try launch()
        host.tap(try #require(home.goButton))
        host.advance(by: 1)
        let detail = try #require(nav.topViewController as? SBDetailViewController)
        home.log.removeAll()
        host.tap(try #require(detail.doneButton))
        host.advance(by: 1)
        #expect(detail.log.last == "prepare(backHome)")
        #expect(home.log == ["unwind(backHome,destination:true)"])
        #expect(home.unwoundFrom === detail)
        #expect(nav.viewControllers.count == 1)
    }

    @Test func performSegueRunsAnUnwindSegueByIdentifier() throws {
        let (host, nav, home, _) = try launch()
        home.performSegue(withIdentifier: "manualDetail", sender: nil)
        host.advance(by: 1)
        let detail = try #require(nav.topViewController as? SBDetailViewController)
        detail.performSegue(withIdentifier: "backHome", sender: nil)
        host.advance(by: 1)
        #expect(nav.viewControllers.count == 1)
        #expect(home.unwoundFrom === detail)
    }

    @Test func aSegueMadeInCodeRunsItsHandler() {
        let a = UIViewController(), b = UIViewController()
        var ran = false
        let segue = UIStoryboardSegue(identifier: "code", source: a, destination: b) { ran = true }
        #expect(segue.identifier == "code")
        #expect(segue.source === a && segue.destination === b)
        segue.perform()
        #expect(ran)
    }

    @Test func shouldPerformSegueCanVetoATriggeredSegue() throws {
        let (host, nav, home, _) = try launch()
        home.veto = true
        home.log.removeAll()
        host.tap(try #require(home.goButton))
        host.advance(by: 1)
        #expect(home.log == ["should(showDetail)"])
        #expect(nav.viewControllers.count == 1)
    }

    @Test func performSegueRunsAManualSegueWithoutAskingShouldPerform() throws {
        let (host, nav, home, _) = try launch()
        home.veto = true
        home.log.removeAll()
        home.performSegue(withIdentifier: "manualDetail", sender: "me")
        host.advance(by: 1)
        #expect(home.log == ["prepare(manualDetail,SBDetailViewController,viewLoaded:false,source:true)"])
        #expect(nav.viewControllers.count == 2)
    }

    @Test func aPresentationSegueAppliesItsStylesAndUnwindDismisses() throws {
        let (host, _, home, _) = try launch()
        let button = try #require(home.view.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Present" })
        host.tap(button)
        host.advance(by: 1)
        let detail = try #require(home.presentedViewController as? SBDetailViewController)
        #expect(detail.modalPresentationStyle == .fullScreen)
        #expect(detail.modalTransitionStyle == .crossDissolve)
        host.tap(try #require(detail.doneButton))
        host.advance(by: 1)
        #expect(home.presentedViewController == nil)
        #expect(home.log.last == "unwind(backHome,destination:true)")
    }

    @Test func aCustomSegueRunsItsSubclassPerform() throws {
        let (host, _, home, _) = try launch()
        SBFadeSegue.performed.removeAll()
        let button = try #require(home.view.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Fade" })
        host.tap(button)
        host.advance(by: 1)
        #expect(SBFadeSegue.performed == ["fade"])
        #expect(home.presentedViewController is SBDetailViewController)
    }

    @Test func aCustomSegueWithoutAClassLogsIOSsMessage() throws {
        let (_, _, home, _) = try launch()
        UIKitLog.clearRecentMessages()
        home.performSegue(withIdentifier: "bareCustom", sender: nil)
        #expect(UIKitLog.didLog("Could not perform segue with identifier 'bareCustom'. A segue must either have a performHandler or it must override -perform."))
        #expect(home.presentedViewController == nil)
    }

    @Test func aBarButtonItemTriggersItsSegue() throws {
        let (host, _, home, _) = try launch()
        let item = try #require(home.navigationItem.rightBarButtonItem)
        let target = try #require(item.target as? UIResponder)
        target._actionHandler(for: try #require(item.action))?(item, nil)
        host.advance(by: 1)
        #expect(home.presentedViewController is SBDetailViewController)
        #expect(home.log.contains("should(info)"))
    }

    @Test func anUnknownSegueIdentifierLogsIOSsMessage() throws {
        let (_, nav, home, _) = try launch()
        UIKitLog.clearRecentMessages()
        home.performSegue(withIdentifier: "nowhere", sender: nil)
        #expect(UIKitLog.didLog("has no segue with identifier 'nowhere'"))
        #expect(UIKitLog.didLog("Receiver (<UIKitTests.SBHomeViewController: 0x"))
        #expect(nav.viewControllers.count == 1)
        UIViewController().performSegue(withIdentifier: "x", sender: nil)
        #expect(UIKitLog.didLog("has no segue with identifier 'x'"))
    }
}
