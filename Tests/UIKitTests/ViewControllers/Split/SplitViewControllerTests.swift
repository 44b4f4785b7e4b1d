//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// Records the split view controller's delegate messages; answers what it is told to.
@MainActor final class SplitDelegate: UISplitViewControllerDelegate {
    let log: ContainerLog
    var topColumn: UISplitViewController.Column?
    var collapseHandled = false
    init(_ log: ContainerLog) { self.log = log }
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        log.lines.append("willChangeTo \(displayMode.rawValue)")
    }
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        log.lines.append("collapseSecondary")
        return collapseHandled
    }
    func splitViewController(_ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
        log.lines.append("separateSecondary")
        return nil
    }
    func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        log.lines.append("topColumn proposed \(proposedTopColumn.rawValue)")
        return topColumn ?? proposedTopColumn
    }
    func splitViewController(_ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode {
        log.lines.append("expandTo proposed \(proposedDisplayMode.rawValue)")
        return proposedDisplayMode
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { log.lines.append("didCollapse") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { log.lines.append("didExpand") }
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) { log.lines.append("willShow \(column.rawValue)") }
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) { log.lines.append("willHide \(column.rawValue)") }
}

@MainActor @Suite struct SplitViewControllerTests {
    static let wide = CGSize(width: 1024, height: 768)
    static let narrow = CGSize(width: 390, height: 844)

    /// A classic split: a list (navigation controller) and a detail (navigation controller).
    func classic(size: CGSize = wide) -> (UIKitTestHost, UISplitViewController, UINavigationController, UINavigationController, ContainerLog, SplitDelegate) {
        let log = ContainerLog()
        let list = UINavigationController(rootViewController: ContainerLoggingController("list", log, color: .systemGray6))
        let detail = UINavigationController(rootViewController: ContainerLoggingController("detail", log, color: .systemTeal))
        let svc = UISplitViewController()
        let d = SplitDelegate(log)
        svc.delegate = d
        svc.viewControllers = [list, detail]
        let host = UIKitTestHost(viewController: svc, size: size)
        _ = log.take()
        return (host, svc, list, detail, log, d)
    }

    func columns(_ style: UISplitViewController.Style = .doubleColumn, size: CGSize = wide)
        -> (UIKitTestHost, UISplitViewController, [String: ContainerLoggingController], ContainerLog, SplitDelegate) {
        let log = ContainerLog()
        let svc = UISplitViewController(style: style)
        let d = SplitDelegate(log)
        svc.delegate = d
        var vcs: [String: ContainerLoggingController] = [:]
        for (name, column) in [("primary", UISplitViewController.Column.primary), ("supplementary", .supplementary), ("secondary", .secondary)] {
            if column == .supplementary && style != .tripleColumn { continue }
            let vc = ContainerLoggingController(name, log, color: column == .secondary ? .systemTeal : .systemGray6)
            vcs[name] = vc
            svc.setViewController(vc, for: column)
        }
        let host = UIKitTestHost(viewController: svc, size: size)
        _ = log.take()
        return (host, svc, vcs, log, d)
    }

    @Test func theRawValuesAndDefaultsAreIOSs() {
        typealias S = UISplitViewController
        #expect([S.DisplayMode.automatic, .secondaryOnly, .oneBesideSecondary, .oneOverSecondary, .twoBesideSecondary,
                 .twoOverSecondary, .twoDisplaceSecondary].map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6])
        #expect([S.Column.primary, .supplementary, .secondary, .compact].map(\.rawValue) == [0, 1, 2, 3])
        #expect([S.Style.unspecified, .doubleColumn, .tripleColumn].map(\.rawValue) == [0, 1, 2])
        #expect([S.SplitBehavior.automatic, .tile, .overlay, .displace].map(\.rawValue) == [0, 1, 2, 3])
        let svc = UISplitViewController()
        #expect(svc.style == .unspecified && svc.preferredDisplayMode == .automatic && svc.presentsWithGesture)
        #expect(svc.primaryEdge == .leading && svc.preferredSplitBehavior == .automatic && svc.viewControllers.isEmpty)
    }

    @Test func aWideWindowShowsTheColumnsSideBySide() {
        let (host, svc, list, detail, _, _) = classic()
        defer { host.invalidate() }
        #expect(!svc.isCollapsed && svc.displayMode == .oneBesideSecondary && svc.splitBehavior == .tile)
        #expect(svc.primaryColumnWidth == 320)
        #expect(host.frame(of: list.view) == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(host.frame(of: detail.view) == CGRect(x: 321, y: 0, width: 703, height: 768))
        let separators = host.views(where: { $0.frame.width == 1 && $0.frame.height == 768 && !$0.isHidden && $0.superview === svc.view })
        #expect(separators.count == 1 && separators.first.map { host.frame(of: $0).minX } == 320)
        #expect(list.splitViewController === svc && list.topViewController?.splitViewController === svc)
        svc.preferredPrimaryColumnWidthFraction = 0.4
        host.window.layoutIfNeeded()
        #expect(svc.primaryColumnWidth == 410 && host.frame(of: detail.view).minX == 411)
        svc.maximumPrimaryColumnWidth = 300
        host.window.layoutIfNeeded()
        #expect(svc.primaryColumnWidth == 300)
    }

    @Test func aNarrowWindowCollapsesIntoOneStackAndExpandsBack() {
        let (host, svc, list, detail, log, d) = classic()
        defer { withExtendedLifetime(d) {} }
        defer { host.invalidate() }
        let detailRoot = detail.viewControllers[0]
        host.headless.resize(host.window, to: Self.narrow)
        host.advance(by: 0.3)
        #expect(svc.isCollapsed && svc.viewControllers.count == 1)
        #expect(list.viewControllers.count == 2 && list.topViewController === detailRoot)
        #expect(log.lines.contains("collapseSecondary"))
        #expect(host.frame(of: detailRoot.view).width == 390 && detail.viewIfLoaded?.window == nil)
        _ = log.take()
        host.headless.resize(host.window, to: Self.wide)
        host.advance(by: 0.3)
        #expect(!svc.isCollapsed && svc.viewControllers.count == 2 && svc.viewControllers[1] === detail)
        #expect(list.viewControllers.count == 1 && detail.viewControllers == [detailRoot])
        #expect(log.lines.contains("separateSecondary"))
        #expect(host.frame(of: list.view).width == 320 && host.frame(of: detail.view).minX == 321)
        #expect(list.topViewController!.view.window != nil && detailRoot.view.window != nil)
    }

    @Test func aNarrowWindowStartsCollapsed() {
        let (host, svc, list, detail, log, d) = classic(size: Self.narrow)
        defer { withExtendedLifetime(d) {} }
        defer { host.invalidate() }
        #expect(svc.isCollapsed && svc.viewControllers == [list] && detail.parent == nil)
        #expect(list.viewControllers.count == 2 && host.frame(of: list.view) == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(list.topViewController?.view.window != nil)
        _ = log
    }

    @Test func aDelegateThatHandlesTheSecondaryDropsIt() {
        let (host, svc, list, _, _, d) = classic()
        defer { host.invalidate() }
        d.collapseHandled = true
        host.headless.resize(host.window, to: Self.narrow)
        host.advance(by: 0.3)
        #expect(svc.isCollapsed && list.viewControllers.count == 1 && svc.viewControllers == [list])
    }

    @Test func showDetailReplacesTheSecondaryOrPushesWhenCollapsed() {
        let (host, svc, list, detail, log, d) = classic()
        defer { withExtendedLifetime(d) {} }
        defer { host.invalidate() }
        let other = ContainerLoggingController("other", log)
        list.topViewController!.showDetailViewController(other, sender: nil)
        host.advance(by: 0.5)
        #expect(svc.viewControllers.count == 2 && svc.viewControllers[1] === other && detail.parent == nil)
        #expect(host.frame(of: other.view).minX == 321)
        host.headless.resize(host.window, to: Self.narrow)
        host.advance(by: 0.3)
        #expect(list.topViewController === other)
        let third = ContainerLoggingController("third", log)
        list.viewControllers[0].showDetailViewController(third, sender: nil)
        host.advance(by: 0.6)
        #expect(list.topViewController === third && host.frame(of: third.view).minX == 0)
    }

    @Test func theDisplayModeButtonHidesAndShowsThePrimary() {
        let (host, svc, vcs, log, d) = columns()
        defer { withExtendedLifetime(d) {} }
        defer { host.invalidate() }
        let secondaryNav = try! #require(svc.viewControllers.last as? UINavigationController)
        #expect(vcs["secondary"]!.navigationItem.leftBarButtonItem === svc.displayModeButtonItem)
        #expect(secondaryNav.viewControllers == [vcs["secondary"]!] && svc.viewController(for: .secondary) === vcs["secondary"])
        #expect(host.frame(of: secondaryNav.view).minX == 321)
        let button = try! #require(host.views(where: { $0.accessibilityLabel == "Toggle Sidebar" && $0.window != nil }).first)
        host.tap(button)
        host.advance(by: 0.1)
        // Mid-slide: the primary is disappearing.
        #expect(log.lines == ["willChangeTo 1", "willHide 0", "primary.willDisappear"])
        _ = host.runUntilIdle()
        #expect(svc.displayMode == .secondaryOnly)
        #expect(log.lines == ["willChangeTo 1", "willHide 0", "primary.willDisappear", "primary.didDisappear"])
        #expect(host.frame(of: secondaryNav.view) == CGRect(x: 0, y: 0, width: 1024, height: 768))
        _ = log.take()
        host.tap(button)
        host.advance(by: 0.1)
        #expect(log.lines == ["willChangeTo 2", "willShow 0", "primary.willAppear"])
        _ = host.runUntilIdle()
        #expect(svc.displayMode == .oneBesideSecondary)
        #expect(log.lines == ["willChangeTo 2", "willShow 0", "primary.willAppear", "primary.didAppear"])
        #expect(host.frame(of: secondaryNav.view).minX == 321)
    }

    @Test func aPortraitWindowOverlaysThePrimaryUntilATapOutside() {
        let (host, svc, _, _, d) = columns(size: CGSize(width: 820, height: 1180))
        defer { withExtendedLifetime(d) {} }
        defer { host.invalidate() }
        #expect(svc.displayMode == .secondaryOnly && svc.splitBehavior == .overlay)
        let primaryNav = svc.viewControllers[0]
        #expect(primaryNav.viewIfLoaded?.window == nil)
        svc.show(.primary)
        _ = host.runUntilIdle()
        #expect(svc.displayMode == .oneOverSecondary)
        #expect(host.frame(of: primaryNav.view) == CGRect(x: 0, y: 0, width: 320, height: 1180))
        #expect(host.frame(of: svc.viewControllers[1].view).width == 820)
        host.tap(at: CGPoint(x: 600, y: 600))
        _ = host.runUntilIdle()
        #expect(svc.displayMode == .secondaryOnly && primaryNav.viewIfLoaded?.window == nil)
    }

    @Test func columnsCollapseToTheTopColumnTheDelegateChooses() {
        let (host, svc, vcs, log, d) = columns()
        defer { host.invalidate() }
        host.headless.resize(host.window, to: Self.narrow)
        host.advance(by: 0.3)
        let primaryNav = try! #require(svc.viewControllers[0] as? UINavigationController)
        #expect(svc.isCollapsed && log.lines.contains("topColumn proposed 2") && log.lines.contains("didCollapse"))
        #expect(primaryNav.viewControllers == [vcs["primary"]!, vcs["secondary"]!])
        #expect(host.frame(of: vcs["secondary"]!.view).width == 390)
        _ = log.take()
        host.headless.resize(host.window, to: Self.wide)
        host.advance(by: 0.3)
        #expect(!svc.isCollapsed && log.lines.contains("expandTo proposed 2") && log.lines.contains("didExpand"))
        #expect(primaryNav.viewControllers == [vcs["primary"]!])
        #expect((svc.viewControllers[1] as? UINavigationController)?.viewControllers == [vcs["secondary"]!])
        // Asked for the primary, the collapsed stack shows only it.
        d.topColumn = .primary
        host.headless.resize(host.window, to: Self.narrow)
        host.advance(by: 0.3)
        #expect(primaryNav.viewControllers == [vcs["primary"]!] && vcs["secondary"]!.viewIfLoaded?.window == nil)
        // show(.secondary) pushes the secondary's pages; show(.primary) goes back.
        svc.show(.secondary)
        _ = host.runUntilIdle()
        #expect(primaryNav.viewControllers == [vcs["primary"]!, vcs["secondary"]!] && host.frame(of: vcs["secondary"]!.view).minX == 0)
        svc.show(.primary)
        _ = host.runUntilIdle()
        #expect(primaryNav.viewControllers == [vcs["primary"]!])
    }

    @Test func theCompactColumnIsShownWhenCollapsed() {
        let (host, svc, vcs, log, d) = columns(.tripleColumn)
        defer { withExtendedLifetime(d) {} }
        defer { host.invalidate() }
        #expect(svc.displayMode == .twoBesideSecondary || svc.displayMode == .oneBesideSecondary)
        let compact = ContainerLoggingController("compact", log, color: .systemYellow)
        svc.setViewController(compact, for: .compact)
        host.headless.resize(host.window, to: Self.narrow)
        host.advance(by: 0.3)
        #expect(host.frame(of: compact.view) == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(vcs["primary"]!.viewIfLoaded?.window == nil && vcs["secondary"]!.viewIfLoaded?.window == nil)
        host.headless.resize(host.window, to: Self.wide)
        host.advance(by: 0.3)
        #expect(compact.viewIfLoaded?.window == nil && vcs["secondary"]!.view.window != nil)
    }

    @Test func threeColumnsTile() {
        let (host, svc, _, _, d) = columns(.tripleColumn, size: CGSize(width: 1366, height: 1024))
        defer { withExtendedLifetime(d) {} }
        defer { host.invalidate() }
        #expect(svc.displayMode == .twoBesideSecondary && svc.supplementaryColumnWidth == 320)
        let navs = svc.viewControllers
        #expect(navs.count == 3)
        #expect(host.frame(of: navs[0].view).minX == 0 && host.frame(of: navs[1].view).minX == 321)
        #expect(host.frame(of: navs[2].view) == CGRect(x: 642, y: 0, width: 724, height: 1024))
        svc.hide(.primary)
        _ = host.runUntilIdle()
        #expect(svc.displayMode == .oneBesideSecondary && host.frame(of: navs[1].view).minX == 0)
    }

    @Test func aTrailingPrimaryIsOnTheRight() {
        let (host, svc, list, detail, _, d) = classic()
        defer { withExtendedLifetime(d) {} }
        defer { host.invalidate() }
        svc.primaryEdge = .trailing
        host.window.layoutIfNeeded()
        #expect(host.frame(of: list.view) == CGRect(x: 704, y: 0, width: 320, height: 768))
        #expect(host.frame(of: detail.view) == CGRect(x: 0, y: 0, width: 703, height: 768))
    }

    @Test func aSwipeFromTheEdgeShowsTheHiddenPrimary() {
        let (host, svc, _, _, d) = columns(size: CGSize(width: 820, height: 1180))
        defer { withExtendedLifetime(d) {} }
        defer { host.invalidate() }
        #expect(svc.displayMode == .secondaryOnly)
        host.drag(from: CGPoint(x: 2, y: 600), to: CGPoint(x: 250, y: 600), duration: 0.3)
        _ = host.runUntilIdle()
        #expect(svc.displayMode == .oneOverSecondary)
        #expect(host.frame(of: svc.viewControllers[0].view).minX == 0)
        svc.presentsWithGesture = false
        host.tap(at: CGPoint(x: 600, y: 600))
        _ = host.runUntilIdle()
        host.drag(from: CGPoint(x: 2, y: 600), to: CGPoint(x: 250, y: 600), duration: 0.3)
        _ = host.runUntilIdle()
        #expect(svc.displayMode == .secondaryOnly)
    }

    @Test func snapshotsWideAndCollapsed() {
        let (host, _, _, _, d) = columns(size: CGSize(width: 800, height: 500))
        defer { withExtendedLifetime(d) {} }
        defer { host.invalidate() }
        assertSnapshot(of: host, named: "split-wide")
        host.headless.resize(host.window, to: CGSize(width: 400, height: 500))
        host.advance(by: 0.3)
        assertSnapshot(of: host, named: "split-collapsed")
    }
}
