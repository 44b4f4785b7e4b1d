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

/// Records what a search controller tells its updater and delegate, in one log.
@MainActor final class SearchControllerLog: NSObject, UISearchResultsUpdating, UISearchControllerDelegate {
    var log: [String] = []
    func updateSearchResults(for searchController: UISearchController) { log.append("update \(searchController.searchBar.text ?? "nil")") }
    func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { log.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss") }
}

/// A controller whose view is a tall scroll view (the searchable list).
@MainActor final class SearchListController: UIViewController {
    override func loadView() {
        let s = UIScrollView()
        s.backgroundColor = .white
        s.contentSize = CGSize(width: 390, height: 3000)
        view = s
    }
    var scroll: UIScrollView { view as! UIScrollView }
}

/// A navigation controller showing a list whose navigation item has a search controller.
@MainActor struct SearchScene {
    let list = SearchListController()
    let results = UIViewController()
    let search: UISearchController
    let nav: UINavigationController
    let host: UIKitTestHost
    let log = SearchControllerLog()

    init(results hasResults: Bool = true, largeTitles: Bool = false) {
        search = UISearchController(searchResultsController: hasResults ? results : nil)
        results.view.backgroundColor = .systemBackground
        list.title = "Fruit"
        list.navigationItem.searchController = search
        nav = UINavigationController(rootViewController: list)
        nav.navigationBar.prefersLargeTitles = largeTitles
        search.searchResultsUpdater = log
        search.delegate = log
        host = UIKitTestHost(viewController: nav)
        host.advance(by: 0.1)
    }

    var field: UISearchTextField { search.searchBar.searchTextField }
    var bar: UINavigationBar { nav.navigationBar }
    /// The results view is in the window and visible.
    var resultsShown: Bool { results.viewIfLoaded?.window != nil && results.view.superview?.isHidden == false }
    var dimming: UIView? { host.view(withAccessibilityIdentifier: "UISearchController.dimmingView") }
}

/// UISearchController driven by a user: the field begins the search, typing updates the
/// results, Cancel and the dimmed content end it; and the same in code.
@MainActor @Suite struct SearchControllerTests {
    @Test func defaultsAreApples() {
        let results = UIViewController()
        let s = UISearchController(searchResultsController: results)
        #expect(s.searchResultsController === results && results.parent === s)
        #expect(!s.isActive && s.obscuresBackgroundDuringPresentation && s.hidesNavigationBarDuringPresentation)
        #expect(s.automaticallyShowsCancelButton && s.automaticallyShowsScopeBar && s.automaticallyShowsSearchResultsController)
        #expect(!s.showsSearchResultsController && s.scopeBarActivation == .automatic)
        #expect(s.searchBar.delegate == nil, "the bar's delegate is left to the app")
        #expect(UISearchController.ScopeBarActivation.onSearchActivation.rawValue == 3)
        #expect(UINavigationItem.SearchBarPlacement.stacked.rawValue == 2)
        let plain = UISearchController()
        #expect(plain.searchResultsController == nil && plain.searchBar !== s.searchBar)
        let item = UINavigationItem(title: "A")
        #expect(item.searchController == nil && item.hidesSearchBarWhenScrolling && item.preferredSearchBarPlacement == .automatic)
    }

    @Test func typingInTheNavigationBarsSearchFieldUpdatesTheResults() {
        let s = SearchScene()
        defer { s.host.invalidate() }
        withExtendedLifetime(s.log) {
            s.host.tap(s.field)
            #expect(s.search.isActive && s.field.isFirstResponder)
            s.host.type("ki")
            #expect(s.log.log.filter { $0.hasPrefix("update") } == ["update ", "update k", "update ki"])
            #expect(s.search.searchBar.text == "ki")
        }
    }

    @Test func tappingTheFieldShowsCancelAndTheResultsOnceThereIsText() {
        let s = SearchScene()
        defer { s.host.invalidate() }
        #expect(s.host.view(withAccessibilityLabel: "Cancel") == nil)
        s.host.tap(s.field)
        s.host.advance(by: 0.3)
        #expect(s.search.isActive && s.search.searchBar.showsCancelButton)
        #expect(s.host.view(withAccessibilityLabel: "Cancel") != nil)
        #expect(!s.resultsShown && s.dimming?.isHidden == false, "no text yet: the content is dimmed")
        s.host.type("a")
        #expect(s.search.showsSearchResultsController && s.resultsShown)
        // The results cover the area below the search bar.
        let barBottom = s.host.frame(of: s.search.searchBar).maxY
        #expect(s.host.frame(of: s.results.view).minY == barBottom && s.host.frame(of: s.results.view).maxY == 844)
        s.host.pressKey(.keyboardDeleteOrBackspace)
        #expect(!s.search.showsSearchResultsController && !s.resultsShown)
    }

    @Test func cancelEndsTheSearchClearsTheTextAndHidesTheResults() {
        let s = SearchScene()
        defer { s.host.invalidate() }
        withExtendedLifetime(s.log) {
            s.host.tap(s.field)
            s.host.type("fig")
            s.host.advance(by: 0.3)
            s.log.log.removeAll()
            let cancel = try! #require(s.host.view(withAccessibilityLabel: "Cancel"))
            s.host.tap(cancel)
            s.host.advance(by: 0.3)
            #expect(!s.search.isActive && s.search.searchBar.text == "" && !s.field.isFirstResponder)
            #expect(!s.resultsShown && s.host.view(withAccessibilityLabel: "Cancel") == nil)
            #expect(s.log.log == ["willDismiss", "update ", "didDismiss"])
            #expect(s.search.viewIfLoaded?.superview == nil, "the interface is gone")
        }
    }

    @Test func tappingTheDimmedContentEndsTheSearch() {
        let s = SearchScene()
        defer { s.host.invalidate() }
        s.host.tap(s.field)
        s.host.advance(by: 0.3)
        let dim = try! #require(s.dimming)
        #expect(s.host.frame(of: dim).minY == s.host.frame(of: s.search.searchBar).maxY)
        s.host.tap(at: CGPoint(x: 195, y: 600))
        s.host.advance(by: 0.3)
        #expect(!s.search.isActive && !s.field.isFirstResponder)
        #expect(s.dimming == nil)
    }

    @Test func withoutObscuringTheContentStaysUsable() {
        let s = SearchScene(results: false)
        defer { s.host.invalidate() }
        s.search.obscuresBackgroundDuringPresentation = false
        var taps = 0
        let b = UIButton(type: .system)
        b.setTitle("Row", for: .normal)
        b.frame = CGRect(x: 100, y: 500, width: 190, height: 44)
        b.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        s.list.view.addSubview(b)
        s.host.tap(s.field)
        s.host.type("a")
        s.host.advance(by: 0.3)
        #expect(s.search.isActive && s.dimming?.isHidden != false)
        s.host.tap(b)
        #expect(taps == 1 && s.search.isActive, "touches reach the content")
    }

    @Test func delegateCallsComeInOrder() {
        let s = SearchScene()
        defer { s.host.invalidate() }
        withExtendedLifetime(s.log) {
            s.host.tap(s.field)
            #expect(s.log.log == ["willPresent", "update "])
            s.host.advance(by: 0.3)
            #expect(s.log.log == ["willPresent", "update ", "didPresent"])
            s.log.log.removeAll()
            s.search.isActive = false
            #expect(s.log.log == ["willDismiss", "update "])
            s.host.advance(by: 0.3)
            #expect(s.log.log == ["willDismiss", "update ", "didDismiss"])
        }
    }

    @Test func theBarsOwnDelegateHearsFirstAndStaysTheApps() {
        let s = SearchScene()
        defer { s.host.invalidate() }
        let barLog = SearchBarLog()
        s.search.searchBar.delegate = barLog
        withExtendedLifetime((barLog, s.log)) {
            s.host.tap(s.field)
            s.host.type("b")
            #expect(barLog.log == ["shouldBegin", "didBegin", "text b"])
            #expect(s.log.log.last == "update b")
            s.host.tap(try! #require(s.host.view(withAccessibilityLabel: "Cancel")))
            #expect(barLog.log.suffix(2) == ["cancel", "didEnd"])
            #expect(!s.search.isActive)
        }
    }

    @Test func isActiveInCodeBeginsAndEndsTheSearch() {
        let s = SearchScene()
        defer { s.host.invalidate() }
        withExtendedLifetime(s.log) {
            s.search.isActive = true
            s.host.advance(by: 0.3)
            #expect(s.search.isActive && s.search.searchBar.showsCancelButton)
            #expect(!s.field.isFirstResponder, "isActive doesn't make the field first responder")
            #expect(s.log.log == ["willPresent", "update ", "didPresent"])
            s.search.isActive = true   // again: nothing
            #expect(s.log.log.count == 3)
            s.search.searchBar.text = "x"
            s.search.showsSearchResultsController = true
            #expect(s.resultsShown)
            s.search.isActive = false
            s.host.advance(by: 0.3)
            #expect(!s.search.isActive && !s.resultsShown && s.search.searchBar.text == "")
            s.search.showsSearchResultsController = true   // inactive: no effect
            #expect(!s.search.showsSearchResultsController)
        }
    }

    @Test func aSearchControllerWithoutResultsControllerDimsAndUpdates() {
        let s = SearchScene(results: false)
        defer { s.host.invalidate() }
        withExtendedLifetime(s.log) {
            s.host.tap(s.field)
            s.host.type("p")
            s.host.advance(by: 0.3)
            #expect(s.search.isActive && s.search.searchResultsController == nil)
            #expect(s.log.log.suffix(2) == ["update p", "didPresent"] && s.dimming?.isHidden == false)
            s.search.isActive = false
            s.host.advance(by: 0.3)
            #expect(!s.search.isActive)
        }
    }

    @Test func settingIsActiveOffScreenIsIgnored() {
        let s = UISearchController(searchResultsController: nil)
        let log = SearchControllerLog()
        s.delegate = log
        withExtendedLifetime(log) {
            s.isActive = true
            #expect(!s.isActive && log.log.isEmpty)
            s.isActive = false
            #expect(log.log.isEmpty)
        }
    }

    @Test func scopeBarShowsWhileActiveAndItsChangesUpdate() {
        let s = SearchScene()
        defer { s.host.invalidate() }
        s.search.searchBar.scopeButtonTitles = ["All", "Fruit", "Vegetables"]
        s.host.advanceFrames(1)
        #expect(!s.search.searchBar.showsScopeBar)
        let before = s.bar.frame.height
        withExtendedLifetime(s.log) {
            s.host.tap(s.field)
            s.host.advance(by: 0.3)
            #expect(s.search.searchBar.showsScopeBar)
            #expect(s.bar.frame.height == 96, "52-pt search row and 44-pt scope bar, the title row hidden")
            s.log.log.removeAll()
            let scope = try! #require(s.host.views { $0 is UISegmentedControl }.first)
            s.host.tap(at: CGPoint(x: s.host.frame(of: scope).midX, y: s.host.frame(of: scope).midY))
            #expect(s.search.searchBar.selectedScopeButtonIndex == 1 && s.log.log == ["update "])
            s.search.isActive = false
            s.host.advance(by: 0.3)
            #expect(!s.search.searchBar.showsScopeBar && s.bar.frame.height == before)
        }
    }

    @Test func aStandaloneSearchBarCoversTheContentBelowIt() {
        let root = UIViewController()
        let search = UISearchController(searchResultsController: UIViewController())
        search.searchBar.frame = CGRect(x: 0, y: 100, width: 390, height: 56)
        root.view.addSubview(search.searchBar)
        let host = UIKitTestHost(viewController: root)
        defer { host.invalidate() }
        host.advance(by: 0.1)
        host.tap(search.searchBar.searchTextField)
        host.type("q")
        host.advance(by: 0.3)
        let rv = try! #require(search.searchResultsController?.viewIfLoaded)
        #expect(host.frame(of: rv).minY == 156 && rv.window != nil)
        #expect(search.parent === root)
        search.isActive = false
        host.advance(by: 0.3)
        #expect(rv.window == nil && search.parent == nil)
    }

    @Test func aDelegatePresentingTheSearchControllerItselfShowsTheInterface() {
        final class Presenter: NSObject, UISearchControllerDelegate {
            weak var from: UIViewController?
            var calls: [String] = []
            func willPresentSearchController(_ searchController: UISearchController) { calls.append("will") }
            func presentSearchController(_ searchController: UISearchController) {
                calls.append("present")
                from?.present(searchController, animated: true) { self.calls.append("presented") }
            }
            func didPresentSearchController(_ searchController: UISearchController) { calls.append("did") }
        }
        let s = SearchScene()
        defer { s.host.invalidate() }
        let p = Presenter()
        p.from = s.list
        s.search.delegate = p
        withExtendedLifetime(p) {
            s.host.tap(s.field)
            s.host.advance(by: 0.3)
            #expect(p.calls == ["will", "present", "presented", "did"])
            #expect(s.search.isActive && s.dimming?.window != nil && s.list.presentedViewController == nil)
        }
    }

    @Test func presentingTheSearchControllerExplicitlyBeginsTheSearchQuietly() {
        let s = SearchScene()
        defer { s.host.invalidate() }
        withExtendedLifetime(s.log) {
            s.list.present(s.search, animated: true)
            s.host.advance(by: 0.3)
            #expect(s.search.isActive && s.dimming?.window != nil)
            #expect(s.log.log == ["update "], "no will/did present for an explicit presentation")
        }
    }

    @Test func theClearButtonUpdatesWithEmptyTextAndHidesTheResults() {
        let s = SearchScene()
        defer { s.host.invalidate() }
        withExtendedLifetime(s.log) {
            s.host.tap(s.field)
            s.host.type("ab")
            s.host.advance(by: 0.3)
            #expect(s.resultsShown)
            s.host.tap(try! #require(s.host.view(withAccessibilityLabel: "Clear text")))
            #expect(s.log.log.last == "update " && s.search.isActive)
            #expect(!s.resultsShown && s.dimming?.isHidden == false)
        }
    }

    @Test func theInterfaceStaysInTheControllerThatDefinesThePresentationContext() {
        let root = UIViewController()
        let child = UIViewController()
        child.definesPresentationContext = true
        root.addChild(child)
        child.view.frame = CGRect(x: 0, y: 400, width: 390, height: 444)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let search = UISearchController(searchResultsController: nil)
        search.searchBar.frame = CGRect(x: 0, y: 0, width: 390, height: 56)
        child.view.addSubview(search.searchBar)
        let host = UIKitTestHost(viewController: root)
        defer { host.invalidate() }
        host.advance(by: 0.1)
        host.tap(search.searchBar.searchTextField)
        host.advance(by: 0.3)
        let dim = try! #require(host.view(withAccessibilityIdentifier: "UISearchController.dimmingView"))
        // Below the bar, over the child's view only.
        let barFrame = host.frame(of: search.searchBar), childFrame = host.frame(of: child.view)
        #expect(search.parent === child && childFrame.minY == 400)
        // (The child's width follows the host window's, which tests elsewhere may size.)
        #expect(host.frame(of: dim) == CGRect(x: childFrame.minX, y: barFrame.maxY, width: childFrame.width, height: childFrame.maxY - barFrame.maxY),
                "bar \(barFrame), child \(childFrame)")
        #expect(barFrame.maxY == 456)
    }

    @Test func dismissEndsAnActiveSearch() {
        let s = SearchScene()
        defer { s.host.invalidate() }
        s.search.isActive = true
        s.host.advance(by: 0.3)
        var done = false
        s.search.dismiss(animated: true) { done = true }
        #expect(done && !s.search.isActive)
    }
}
