//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// A bar button item's menu (iOS 14): shown by a tap when the item has nothing else to do, by a
/// long press when a tap runs its action.
@MainActor @Suite struct BarButtonItemMenuTests {
    @MainActor final class Screen: UIViewController {
        var log: [String] = []
        func refresh() { log.append("refresh") }
        func sortMenu() -> UIMenu {
            UIMenu(title: "", children: [
                UIAction(title: "By Name") { [unowned self] _ in log.append("name") },
                UIAction(title: "By Date", state: .on) { [unowned self] _ in log.append("date") },
            ])
        }
    }

    func host(_ screen: Screen) -> UIKitTestHost {
        let host = UIKitTestHost(viewController: UINavigationController(rootViewController: screen))
        host.advanceFrames(1)
        return host
    }

    @Test func anItemWithOnlyAMenuShowsItOnATap() throws {
        let screen = Screen()
        let item = UIBarButtonItem(title: "Sort", menu: screen.sortMenu())
        screen.navigationItem.rightBarButtonItem = item
        let host = host(screen)
        let sort = try #require(host.view(withAccessibilityLabel: "Sort"))
        #expect(host.view(withAccessibilityLabel: "By Name") == nil)
        host.tap(sort)
        host.advanceFrames(1)
        let byDate = try #require(host.view(withAccessibilityLabel: "By Date"))
        #expect(host.frame(of: byDate).minY >= host.frame(of: sort).maxY)   // below the button
        host.tap(byDate)
        host.advanceFrames(1)
        #expect(screen.log == ["date"])
        #expect(host.view(withAccessibilityLabel: "By Date") == nil)        // closed
        // Given an action later, the item runs it on a tap and keeps its menu for a long press.
        item.target = screen
        item.action = "refresh"
        screen.registerAction("refresh") { [unowned screen] _, _ in screen.refresh() }
        host.advanceFrames(1)
        host.tap(sort)
        #expect(screen.log == ["date", "refresh"] && host.view(withAccessibilityLabel: "By Name") == nil)
        host.longPress(sort)
        host.advanceFrames(1)
        #expect(host.view(withAccessibilityLabel: "By Name") != nil && screen.log == ["date", "refresh"])
        host.tap(at: CGPoint(x: 5, y: 400))                                 // outside: closes
        host.advanceFrames(1)
        // The system-item form (iOS 14) behaves alike.
        screen.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, menu: screen.sortMenu())
        host.advanceFrames(1)
        host.tap(try #require(host.view(withAccessibilityLabel: "Add")))
        host.advanceFrames(1)
        #expect(host.view(withAccessibilityLabel: "By Name") != nil)
    }

    @Test func anItemWithAnActionRunsItOnATapAndShowsItsMenuOnALongPress() throws {
        let screen = Screen()
        // iOS 16's form, with a method reference for the selector.
        screen.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Refresh", image: nil, target: screen,
                                                                   action: Screen.refresh, menu: screen.sortMenu())
        let host = host(screen)
        let refresh = try #require(host.view(withAccessibilityLabel: "Refresh"))
        host.tap(refresh)
        host.advanceFrames(1)
        #expect(screen.log == ["refresh"])
        #expect(host.view(withAccessibilityLabel: "By Name") == nil)
        host.longPress(at: host.center(of: refresh), duration: 0.8)
        host.advanceFrames(1)
        #expect(screen.log == ["refresh"])                                  // the lift ran no action
        host.tap(try #require(host.view(withAccessibilityLabel: "By Name")))
        host.advanceFrames(1)
        #expect(screen.log == ["refresh", "name"])
        // A primary action and a menu: the same.
        let item = UIBarButtonItem(title: "Go", primaryAction: UIAction(title: "Go") { [unowned screen] _ in screen.log.append("go") },
                                   menu: screen.sortMenu())
        screen.navigationItem.rightBarButtonItem = item
        host.advanceFrames(1)
        host.tap(try #require(host.view(withAccessibilityLabel: "Go")))
        #expect(screen.log.last == "go" && host.view(withAccessibilityLabel: "By Name") == nil)
        // Taking the menu away removes the long press.
        item.menu = nil
        host.advanceFrames(1)
        host.longPress(at: host.center(of: try #require(host.view(withAccessibilityLabel: "Go"))), duration: 0.8)
        host.advanceFrames(1)
        #expect(host.view(withAccessibilityLabel: "By Name") == nil)
    }
}
