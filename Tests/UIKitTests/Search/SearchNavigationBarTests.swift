//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
@testable import UIKitCore
import UIKitTesting

/// The navigation bar's search row: its height and the content's safe area, collapsing as the
/// content scrolls, the bar's look while searching, and moving a search controller between items.
@MainActor @Suite struct SearchNavigationBarTests {
    @Test func aSearchControllerMakesTheBarTallerAndTheSafeAreaFollows() {
        let s = SearchScene()
        defer { s.host.invalidate() }
        // A 44-pt row, then the 52-pt search row (the test window has no status bar).
        #expect(s.bar.frame == CGRect(x: 0, y: 0, width: 390, height: 96))
        #expect(s.list.view.safeAreaInsets.top == 96 && s.list.scroll.adjustedContentInset.top == 96)
        let sb = s.host.frame(of: s.search.searchBar)
        #expect(sb.minY == 44 && sb.height == 52 && sb.minX == 8 && sb.width == 374)
        #expect(s.host.frame(of: s.field).minY == 52, "the 36-pt field is centred in the row")
        #expect(s.host.view(withAccessibilityLabel: "Fruit") != nil, "the title stays in its row")
        s.list.navigationItem.searchController = nil
        s.host.advanceFrames(2)
        #expect(s.bar.frame.height == 44 && s.list.view.safeAreaInsets.top == 44)
        #expect(s.search.searchBar.window == nil)
    }

    @Test func withLargeTitlesTheSearchRowSitsBelowTheLargeTitle() {
        let s = SearchScene(largeTitles: true)
        defer { s.host.invalidate() }
        #expect(s.bar.frame.height == 148 && s.list.view.safeAreaInsets.top == 148)
        let large = try! #require(s.host.view(withAccessibilityLabel: "Fruit"))
        #expect(s.host.frame(of: large).maxY <= s.host.frame(of: s.search.searchBar).minY)
        #expect(s.host.frame(of: s.search.searchBar).maxY == 148)
    }

    @Test func theSearchRowCollapsesAsTheContentScrollsUpAndReturnsAtTheTop() {
        let s = SearchScene()
        defer { s.host.invalidate() }
        let top = s.list.scroll.contentOffset.y
        #expect(top == -96)
        s.list.scroll.contentOffset.y = top + 26
        s.host.advanceFrames(1)
        #expect(s.bar.frame.height == 70, "half the search row has gone")
        #expect(s.search.searchBar.superview!.alpha == 0.5)
        s.list.scroll.contentOffset.y = top + 200
        s.host.advanceFrames(1)
        #expect(s.bar.frame.height == 44)
        #expect(s.list.view.safeAreaInsets.top == 96, "the safe area keeps the full bar")
        s.list.scroll.contentOffset.y = top
        s.host.advanceFrames(1)
        #expect(s.bar.frame.height == 96)
        // By a drag, as a user scrolls.
        s.host.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 300))
        s.host.advance(by: 1)
        #expect(s.bar.frame.height == 44)
    }

    @Test func withoutHidingOnScrollTheSearchRowStays() {
        let s = SearchScene(largeTitles: true)
        defer { s.host.invalidate() }
        s.list.navigationItem.hidesSearchBarWhenScrolling = false
        s.host.advanceFrames(1)
        s.list.scroll.contentOffset.y += 300
        s.host.advanceFrames(1)
        // Only the large title collapses.
        #expect(s.bar.frame.height == 96 && s.host.frame(of: s.search.searchBar).height == 52)
        #expect(s.search.searchBar.superview!.alpha == 1)
    }

    @Test func largeTitlesCollapseAfterTheSearchRow() {
        let s = SearchScene(largeTitles: true)
        defer { s.host.invalidate() }
        let top = s.list.scroll.contentOffset.y
        s.list.scroll.contentOffset.y = top + 52
        s.host.advanceFrames(1)
        let large = try! #require(s.host.view(withAccessibilityLabel: "Fruit") as? UILabel)
        #expect(s.bar.frame.height == 96 && large.alpha == 1, "the search row went first")
        s.list.scroll.contentOffset.y = top + 104
        s.host.advanceFrames(1)
        #expect(s.bar.frame.height == 44 && large.alpha == 0)
    }

    @Test func searchingHidesTheTitleRowAndMovesTheSearchBarUp() {
        let s = SearchScene()
        defer { s.host.invalidate() }
        s.host.tap(s.field)
        s.host.advance(by: 0.5)
        #expect(s.bar.frame.height == 52 && s.host.frame(of: s.search.searchBar).minY == 0)
        #expect(s.list.view.safeAreaInsets.top == 52)
        let titleShown = s.host.views { ($0 as? UILabel)?.text == "Fruit" && $0.window != nil }.contains { v in
            var cur: UIView? = v
            while let c = cur { if c.isHidden { return false }; cur = c.superview }
            return true
        }
        #expect(!titleShown)
        s.search.isActive = false
        s.host.advance(by: 0.5)
        #expect(s.bar.frame.height == 96 && s.host.view(withAccessibilityLabel: "Fruit") != nil)
    }

    @Test func keepingTheNavigationBarWhileSearching() {
        let s = SearchScene()
        defer { s.host.invalidate() }
        s.search.hidesNavigationBarDuringPresentation = false
        s.host.tap(s.field)
        s.host.advance(by: 0.5)
        #expect(s.bar.frame.height == 96 && s.host.frame(of: s.search.searchBar).minY == 44)
    }

    @Test func aSearchControllerMovesBetweenItemsAndSettingItTwiceIsHarmless() {
        let s = SearchScene()
        defer { s.host.invalidate() }
        s.list.navigationItem.searchController = s.search   // the same again: nothing changes
        s.host.advanceFrames(1)
        #expect(s.bar.frame.height == 96 && s.list.navigationItem.searchController === s.search)
        let other = UIViewController()
        other.navigationItem.searchController = s.search   // logged: it moves
        #expect(s.list.navigationItem.searchController == nil && other.navigationItem.searchController === s.search)
        s.host.advanceFrames(2)
        #expect(s.bar.frame.height == 44)
        s.nav.pushViewController(other, animated: false)
        s.host.advanceFrames(2)
        #expect(s.bar.frame.height == 96 && s.search.searchBar.window != nil)
        s.nav.popViewController(animated: false)
        s.host.advanceFrames(2)
        #expect(s.bar.frame.height == 44 && s.search.searchBar.window == nil)
    }

    @Test func pushingHidesTheSearchAndPoppingBringsItBack() {
        let s = SearchScene()
        defer { s.host.invalidate() }
        s.host.tap(s.field)
        s.host.type("a")
        s.host.advance(by: 0.3)
        #expect(s.resultsShown)
        let detail = UIViewController()
        detail.title = "Detail"
        s.nav.pushViewController(detail, animated: false)
        s.host.advanceFrames(2)
        #expect(s.bar.frame.height == 44 && s.search.viewIfLoaded?.isHidden == true)
        #expect(s.search.isActive)
        s.nav.popViewController(animated: false)
        s.host.advanceFrames(2)
        #expect(s.search.viewIfLoaded?.isHidden == false && s.search.searchBar.window != nil)
    }
}
