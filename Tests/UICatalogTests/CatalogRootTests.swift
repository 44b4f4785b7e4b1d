//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import UICatalog

/// The catalog's root as a user meets it: the list beside the page in a wide window, one stack
/// in a narrow one, the sidebar button in a portrait window, keys 1…9, the search field, and a
/// window resized across the compact/regular boundary.
@MainActor @Suite(.serialized) struct CatalogRootTests {
    static let wide = CGSize(width: 1024, height: 768)
    static let narrow = CGSize(width: 390, height: 844)

    func launch(_ size: CGSize) throws -> (UIKitTestHost, CatalogSplitViewController) {
        let host = UIKitTestHost(appDelegate: CatalogAppDelegate(), infoDictionary: nil, size: size)
        host.advance(by: 0.3)
        return (host, try #require(host.window.rootViewController as? CatalogSplitViewController))
    }

    /// The list's row for `page`, on screen.
    func row(_ host: UIKitTestHost, _ page: CatalogPage) throws -> UIView {
        if let v = host.view(withAccessibilityIdentifier: "row.\(page.rawValue)") { return v }
        // Below the fold: scroll the list to it first.
        let list = try #require((host.window.rootViewController as? CatalogSplitViewController)?.list)
        let ip = try #require(list.indexPath(of: page))
        list.tableView.scrollToRow(at: ip, at: .middle, animated: false)
        host.advance(by: 0.1)
        return try #require(host.view(withAccessibilityIdentifier: "row.\(page.rawValue)"), "no row for \(page)")
    }

    @Test func everyPageIsListedOnceInApplesSections() {
        #expect(CatalogPage.sections.map(\.title) == ["Controls", "Pickers", "Views", "More"])
        let listed = CatalogPage.sections.flatMap(\.pages)
        #expect(listed.count == CatalogPage.allCases.count && Set(listed) == Set(CatalogPage.allCases))
        // Every page makes a controller titled as its row, found again by that title.
        for p in CatalogPage.allCases where p != .interfaceBuilder {
            #expect(CatalogPage.of(p.makeController()) == p)
        }
        #expect(CatalogPage(name: "controls") == .sliders && CatalogPage(name: "Date Picker") == .datePicker
                && CatalogPage(name: "alertcontroller") == .alertController && CatalogPage(name: "nothing") == nil)
    }

    @Test func wideWindowShowsThePageBesideTheList() throws {
        let (host, root) = try launch(Self.wide)
        defer { host.invalidate() }
        #expect(!root.isCollapsed && root.displayMode == .oneBesideSecondary)
        #expect(root.page == nil)
        #expect(host.view(withAccessibilityLabel: "UIKit for Linux") != nil)   // the welcome text
        let listFrame = host.frame(of: root.list.tableView)
        #expect(listFrame.minX == 0 && listFrame.width < 400)

        host.tap(try row(host, .sliders))
        host.advance(by: 0.5)
        #expect(root.page == .sliders)
        let slider = try CatalogTestSupport.find(host, "slider.default", as: UISlider.self)
        #expect(host.frame(of: slider).minX > listFrame.maxX)          // beside the list, not over it
        #expect(root.list.tableView.indexPathForSelectedRow == root.list.indexPath(of: .sliders))   // stays selected

        host.tap(try row(host, .switches))
        host.advance(by: 0.5)
        #expect(root.page == .switches)
        #expect(root.secondaryNavigation?.viewControllers.count == 1)   // replaced, not pushed
        #expect(host.view(withAccessibilityIdentifier: "slider.default") == nil)
    }

    @Test func narrowWindowPushesThePageAndComesBack() throws {
        let (host, root) = try launch(Self.narrow)
        defer { host.invalidate() }
        #expect(root.isCollapsed)
        #expect(root.primaryNavigation?.topViewController === root.list)   // the list, not the welcome text
        host.tap(try row(host, .sliders))
        host.advance(by: 0.6)
        #expect(root.page == .sliders && root.primaryNavigation?.viewControllers.count == 2)
        let slider = try CatalogTestSupport.find(host, "slider.default", as: UISlider.self)
        #expect(host.frame(of: slider).width > 200)

        // The back button (titled with the list's title) pops to the list.
        let back = try #require(host.view(withAccessibilityLabel: "UICatalog"))
        host.tap(back)
        host.advance(by: 0.8)
        #expect(root.page == nil && root.primaryNavigation?.topViewController === root.list)
        #expect(root.list.tableView.indexPathForSelectedRow == nil)   // the selection faded
    }

    @Test func numberKeysOpenPagesFromAnywhere() throws {
        let (host, root) = try launch(Self.narrow)
        defer { host.invalidate() }
        host.pressKey(.keyboard2)
        host.advance(by: 0.6)
        #expect(root.page == .sliders)
        host.pressKey(.keyboard6)
        host.advance(by: 0.6)
        #expect(root.page == .alertController)
        #expect(root.primaryNavigation?.viewControllers.count == 2)   // back to the list, then pushed
        host.pressKey(.keyboard6, modifiers: .control)   // (not with a modifier)
        host.advance(by: 0.6)
        #expect(root.page == .alertController)
    }

    @Test func arrowKeysStepThroughThePagesBesideTheList() throws {
        let (host, root) = try launch(Self.wide)
        defer { host.invalidate() }
        host.pressKey(.keyboardDownArrow)
        host.advance(by: 0.3)
        #expect(root.page == .buttons)   // the first page
        host.pressKey(.keyboardDownArrow)
        host.advance(by: 0.3)
        #expect(root.page == .menuButtons)
        #expect(root.list.tableView.indexPathForSelectedRow == root.list.indexPath(of: .menuButtons))
        host.pressKey(.keyboardUpArrow)
        host.advance(by: 0.3)
        #expect(root.page == .buttons)
        host.pressKey(.keyboardUpArrow)   // (stays on the first)
        host.advance(by: 0.3)
        #expect(root.page == .buttons)
    }

    @Test func portraitWindowShowsThePageAloneWithASidebarButton() throws {
        CatalogAppDelegate.initialPage = .sliders
        defer { CatalogAppDelegate.initialPage = nil }
        let (host, root) = try launch(CGSize(width: 700, height: 1000))
        defer { host.invalidate() }
        #expect(!root.isCollapsed && root.displayMode == .secondaryOnly)
        #expect(host.view(withAccessibilityIdentifier: "row.sliders") == nil)   // the list is hidden
        let button = try #require(host.view(withAccessibilityLabel: "Toggle Sidebar"))
        host.tap(button)
        host.advance(by: 0.5)
        host.tap(try row(host, .steppers))
        host.advance(by: 0.6)
        #expect(root.page == .steppers)
        #expect(root.displayMode == .secondaryOnly)   // the list slid away again
    }

    @Test func resizingAcrossTheBoundaryCollapsesAndExpandsKeepingThePage() throws {
        let (host, root) = try launch(Self.wide)
        defer { host.invalidate() }
        host.tap(try row(host, .steppers))
        host.advance(by: 0.5)
        host.headless.resize(host.window, to: Self.narrow)
        host.advance(by: 0.5)
        #expect(root.isCollapsed && root.page == .steppers)
        #expect(root.primaryNavigation?.viewControllers.count == 2)   // the list under the page
        host.headless.resize(host.window, to: Self.wide)
        host.advance(by: 0.5)
        #expect(!root.isCollapsed && root.page == .steppers)
        #expect(host.view(withAccessibilityIdentifier: "row.steppers") != nil)
        #expect(root.list.tableView.indexPathForSelectedRow == root.list.indexPath(of: .steppers))   // the sidebar shows it
    }

    @Test func searchingFiltersThePages() throws {
        let (host, root) = try launch(Self.narrow)
        defer { host.invalidate() }
        let field = root.list.search.searchBar.searchTextField
        host.tap(field)
        host.advance(by: 0.4)
        host.type("picker")
        host.advance(by: 0.4)
        let shown = (0..<root.list.tableView.numberOfSections).flatMap { s in
            (0..<root.list.tableView.numberOfRows(inSection: s)).map { root.list.page(at: IndexPath(row: $0, section: s)) }
        }
        #expect(Set(shown) == [.colorPicker, .datePicker, .imagePicker, .pickerView, .sharing])
        #expect(host.view(withAccessibilityIdentifier: "row.sliders") == nil)
    }
}
