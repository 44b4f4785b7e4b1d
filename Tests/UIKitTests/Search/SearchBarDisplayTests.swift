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

/// Records what a search bar tells.
@MainActor final class SearchBarLog: NSObject, UISearchBarDelegate {
    var log: [String] = []
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) { log.append("bookmark") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { log.append("scope \(selectedScope)") }
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { log.append("shouldBegin"); return true }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("didBegin") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("text \(searchText)") }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("didEnd") }
}

/// A search bar before editing: defaults, its field, the Cancel and bookmark buttons, the scope
/// bar, and its looks.
@MainActor @Suite struct SearchBarDisplayTests {
    @Test func defaultsAndRawValuesAreApples() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        #expect(bar.searchBarStyle == .default && !bar.showsCancelButton && bar.placeholder == nil)
        #expect(bar.text == "" && bar.scopeButtonTitles == nil && bar.selectedScopeButtonIndex == 0 && !bar.showsScopeBar)
        #expect(UISearchBar.Style.prominent.rawValue == 1 && UISearchBar.Style.minimal.rawValue == 2)
        #expect(UISearchBar.Icon.clear.rawValue == 1 && UISearchBar.Icon.bookmark.rawValue == 2 && UISearchBar.Icon.resultsList.rawValue == 3)
        #expect(bar.intrinsicContentSize.height == 56)
        #expect(bar.searchTextField.placeholder == "Search", "an empty bar invites a search")
        #expect(bar.searchTextField.leftView != nil && bar.searchTextField.clearButtonMode == .whileEditing)
        bar.text = "kiwi"
        #expect(bar.searchTextField.text == "kiwi")
    }

    @Test func theFieldSpansTheBarAndMakesRoomForCancel() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        let log = SearchBarLog()
        bar.delegate = log
        let host = UIKitTestHost(view: bar, size: CGSize(width: 320, height: 56))
        host.advanceFrames(1)
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 304, height: 36))
        #expect(host.view(withAccessibilityLabel: "Search") != nil)
        bar.showsCancelButton = true
        host.advanceFrames(1)
        let cancel = try! #require(host.view(withAccessibilityLabel: "Cancel"))
        #expect(host.frame(of: cancel).maxX == 312)
        #expect(bar.searchTextField.frame.maxX == host.frame(of: cancel).minX - 8)
        host.tap(cancel)
        #expect(log.log == ["cancel"])
        bar.showsCancelButton = false
        host.advanceFrames(1)
        #expect(host.view(withAccessibilityLabel: "Cancel") == nil && bar.searchTextField.frame.width == 304)
    }

    @Test func theScopeBarSitsBelowAndReportsTheChoice() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let log = SearchBarLog()
        bar.delegate = log
        bar.scopeButtonTitles = ["All", "Fruit", "Vegetables"]
        bar.showsScopeBar = true
        #expect(bar.intrinsicContentSize.height == 100)
        let host = UIKitTestHost(view: bar, size: CGSize(width: 320, height: 100))
        host.advanceFrames(1)
        let scope = try! #require(host.views { $0 is UISegmentedControl }.first)
        #expect(host.frame(of: scope).minY >= 56 && host.frame(of: scope).maxY <= 100)
        host.tap(at: CGPoint(x: 160, y: host.frame(of: scope).midY))   // the middle segment, "Fruit"
        #expect(bar.selectedScopeButtonIndex == 1 && log.log == ["scope 1"])
        bar.showsScopeBar = false
        #expect(bar.intrinsicContentSize.height == 56)
    }

    @Test func theBookmarkButtonShowsWhileTheFieldIsEmpty() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        let log = SearchBarLog()
        bar.delegate = log
        bar.showsBookmarkButton = true
        let host = UIKitTestHost(view: bar, size: CGSize(width: 320, height: 56))
        host.advanceFrames(1)
        let bookmark = try! #require(host.view(withAccessibilityLabel: "Bookmarks"))
        host.tap(bookmark)
        #expect(log.log == ["bookmark"])
        bar.text = "pear"
        host.advanceFrames(1)
        #expect(host.view(withAccessibilityLabel: "Bookmarks") == nil)
    }

    @Test func typingInTheBarTellsItsDelegate() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        let log = SearchBarLog()
        bar.delegate = log
        let host = UIKitTestHost(view: bar, size: CGSize(width: 320, height: 56))
        host.advanceFrames(1)
        host.tap(bar.searchTextField)
        host.type("ab")
        host.pressKey(.keyboardReturnOrEnter)
        #expect(log.log == ["shouldBegin", "didBegin", "text a", "text ab", "search"])
        #expect(bar.text == "ab")
        bar.endEditing(true)
        #expect(log.log.last == "didEnd")
    }

    @Test func searchBarsLookAsOnIOS() {
        for dark in [false, true] {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 230))
            root.backgroundColor = .systemGroupedBackground
            root.overrideUserInterfaceStyle = dark ? .dark : .light
            let plain = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
            let cancel = UISearchBar(frame: CGRect(x: 0, y: 60, width: 320, height: 56))
            cancel.text = "Kiwi"
            cancel.showsCancelButton = true
            let scoped = UISearchBar(frame: CGRect(x: 0, y: 120, width: 320, height: 100))
            scoped.searchBarStyle = .minimal
            scoped.placeholder = "Fruit and vegetables"
            scoped.scopeButtonTitles = ["All", "Fruit", "Vegetables"]
            scoped.showsScopeBar = true
            [plain, cancel, scoped].forEach(root.addSubview)
            let host = UIKitTestHost(view: root, scale: 2)
            host.advanceFrames(1)
            assertSnapshot(of: host, named: dark ? "search-bars-dark" : "search-bars-light")
        }
    }
}
