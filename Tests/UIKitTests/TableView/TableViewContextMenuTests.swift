//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// A list whose rows offer a context menu (iOS 13), as a mail or files app writes it.
@MainActor final class MenuList: NSObject, UITableViewDataSource, UITableViewDelegate {
    var log: [String] = []
    var offersMenu: (IndexPath) -> Bool = { _ in true }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        log.append("config \(indexPath.row)")
        guard offersMenu(indexPath) else { return nil }
        return UIContextMenuConfiguration(identifier: "row \(indexPath.row)" as NSString, previewProvider: nil) { suggested in
            UIMenu(title: "", children: [
                UIAction(title: "Copy") { [unowned self] _ in log.append("copy \(indexPath.row)") },
                UIMenu(title: "", options: .displayInline, children: [
                    UIAction(title: "Archive", attributes: .disabled) { [unowned self] _ in log.append("archive") },
                    UIAction(title: "Delete", attributes: .destructive) { [unowned self] _ in log.append("delete \(indexPath.row)") },
                ]),
            ])
        }
    }
    func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                   animator: UIContextMenuInteractionAnimating?) {
        log.append("willDisplay \(configuration.identifier as? NSString ?? "?")")
    }
    func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                   animator: UIContextMenuInteractionAnimating?) {
        log.append("willEnd")
    }
}

@MainActor @Suite struct TableViewContextMenuTests {
    func make(_ list: MenuList) -> (UIKitTestHost, UITableView) { TableViewRowLayoutAndEditingTests.hostTable(list) }
    static func y(_ row: Int) -> CGFloat { CGFloat(row) * 44 + 22 }

    @Test func menuTypesKeepApplesValues() {
        #expect(UIMenu.Options.displayInline.rawValue == 1 && UIMenu.Options.destructive.rawValue == 2)
        #expect(UIMenu.Options.singleSelection.rawValue == 32 && UIMenu.Options.displayAsPalette.rawValue == 128)
        #expect(UIContextMenuInteractionCommitStyle.pop.rawValue == 1)
        let copy = UIAction(title: "Copy", state: .on) { _ in }
        let menu = UIMenu(title: "Edit", children: [copy, UIAction(title: "Paste") { _ in }])
        #expect(menu.children.count == 2 && menu.selectedElements.first === copy)
        #expect(menu.identifier != UIMenu(title: "Edit").identifier)
        #expect(menu.replacingChildren([]).children.isEmpty && menu.replacingChildren([]).title == "Edit")
    }

    @Test func aLongPressShowsTheRowsMenuAndAnActionRunsAfterItCloses() throws {
        let list = MenuList()
        let (host, table) = make(list)
        host.longPress(at: CGPoint(x: 160, y: Self.y(2)), duration: 0.8)
        host.advanceFrames(2)
        #expect(list.log == ["config 2", "willDisplay row 2"])
        #expect(table.indexPathForSelectedRow == nil)                     // the press did not select
        let copy = try #require(host.view(withAccessibilityLabel: "Copy"))
        #expect(host.view(withAccessibilityLabel: "Delete") != nil)       // an inline submenu's actions
        #expect(host.frame(of: copy).minY >= Self.y(2) + 22)              // below the pressed row
        host.tap(copy)
        host.advanceFrames(1)
        #expect(list.log == ["config 2", "willDisplay row 2", "willEnd", "copy 2"])
        #expect(host.view(withAccessibilityLabel: "Copy") == nil)         // closed
        // A disabled action does nothing; a tap outside the menu closes it without an action.
        list.log.removeAll()
        host.longPress(at: CGPoint(x: 160, y: Self.y(9)), duration: 0.8)
        host.advanceFrames(2)
        let archive = try #require(host.view(withAccessibilityLabel: "Archive"))
        host.tap(archive)
        host.advanceFrames(1)
        #expect(!list.log.contains("archive"))
        host.tap(at: CGPoint(x: 20, y: 20))
        host.advanceFrames(1)
        #expect(list.log == ["config 9", "willDisplay row 9", "willEnd"])
        #expect(host.view(withAccessibilityLabel: "Delete") == nil)
        #expect(table.indexPathForSelectedRow == nil)                     // the closing tap selected nothing
    }

    @Test func withoutAConfigurationAPressIsAnOrdinaryTouch() {
        let list = MenuList()
        list.offersMenu = { _ in false }
        let (host, table) = make(list)
        host.longPress(at: CGPoint(x: 160, y: Self.y(3)), duration: 0.8)
        host.advanceFrames(1)
        #expect(list.log == ["config 3", "select 3"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        // A quick tap selects without asking for a menu.
        list.log.removeAll()
        host.tap(at: CGPoint(x: 160, y: Self.y(5)))
        #expect(list.log == ["select 5"])
    }

    /// A `UITableViewController` subclass overrides the context-menu methods (`override func`, as
    /// iOS code writes them): they are the table's, the menu shows and its action runs.
    @Test func aTableViewControllerSubclassGivesTheMenu() throws {
        final class Controller: UITableViewController {
            var log: [String] = []
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "Row \(indexPath.row)"
                return cell
            }
            override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
            override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                                    point: CGPoint) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                    UIMenu(title: "", children: [UIAction(title: "Share") { [unowned self] _ in log.append("share \(indexPath.row)") }])
                }
            }
            override func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                                    animator: UIContextMenuInteractionAnimating?) { log.append("willDisplay") }
            override func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                                    animator: UIContextMenuInteractionAnimating?) { log.append("willEnd") }
        }
        let vc = Controller(style: .plain)
        let host = UIKitTestHost(viewController: vc, size: CGSize(width: 320, height: 480))
        host.advanceFrames(2)
        let row = vc.tableView.convert(vc.tableView.rectForRow(at: IndexPath(row: 3, section: 0)), to: nil)
        host.longPress(at: CGPoint(x: row.midX, y: row.midY), duration: 0.8)
        host.advanceFrames(2)
        #expect(vc.log == ["willDisplay"])
        host.tap(try #require(host.view(withAccessibilityLabel: "Share")))
        host.advanceFrames(1)
        #expect(vc.log == ["willDisplay", "willEnd", "share 3"])
        #expect(vc.tableView.indexPathForSelectedRow == nil)
    }

    /// A button whose menu is its primary action shows the menu on a tap instead of sending the
    /// primary action; an action chosen from it runs.
    @Test func aButtonShowsItsMenuAsItsPrimaryAction() throws {
        var log: [String] = []
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.backgroundColor = .white
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Sort") { _ in log.append("primary") })
        button.frame = CGRect(x: 20, y: 40, width: 100, height: 44)
        button.menu = UIMenu(title: "Sort by", children: [
            UIAction(title: "Name", state: .on) { _ in log.append("name") },
            UIAction(title: "Date") { _ in log.append("date") },
        ])
        root.addSubview(button)
        let host = UIKitTestHost(view: root)
        host.tap(button)                                   // not yet a menu button: the primary action
        #expect(log == ["primary"] && host.view(withAccessibilityLabel: "Date") == nil)
        button.showsMenuAsPrimaryAction = true
        host.tap(button)
        host.advanceFrames(1)
        let date = try #require(host.view(withAccessibilityLabel: "Date"))
        #expect(host.frame(of: date).minY >= 84)           // below the button
        host.tap(date)
        host.advanceFrames(1)
        #expect(log == ["primary", "date"])
        #expect(host.view(withAccessibilityLabel: "Date") == nil)
    }

    /// A submenu that is not inline is a row with a chevron; a tap opens it in place under a
    /// header row (its title), which goes back.
    @Test func aSubmenuOpensInPlaceAndItsHeaderGoesBack() throws {
        var log: [String] = []
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let button = UIButton(type: .system)
        button.setTitle("More", for: .normal)
        button.frame = CGRect(x: 20, y: 40, width: 100, height: 44)
        button.showsMenuAsPrimaryAction = true
        button.menu = UIMenu(title: "", children: [
            UIAction(title: "Share") { _ in log.append("share") },
            UIMenu(title: "Sort By", children: [
                UIAction(title: "Name") { _ in log.append("name") },
                UIAction(title: "Date", state: .on) { _ in log.append("date") },
            ]),
            UIMenu(title: "Empty", children: []),              // nothing to show: no row
        ])
        root.addSubview(button)
        let host = UIKitTestHost(view: root)
        host.tap(button)
        host.advanceFrames(1)
        let sortBy = try #require(host.view(withAccessibilityLabel: "Sort By"))
        #expect(host.view(withAccessibilityLabel: "Share") != nil && host.view(withAccessibilityLabel: "Empty") == nil)
        #expect(host.view(withAccessibilityLabel: "Name") == nil)
        host.tap(sortBy)
        host.advanceFrames(1)
        #expect(host.view(withAccessibilityLabel: "Name") != nil && host.view(withAccessibilityLabel: "Share") == nil)
        host.tap(try #require(host.view(withAccessibilityLabel: "Sort By")))   // the header: back
        host.advanceFrames(1)
        #expect(host.view(withAccessibilityLabel: "Share") != nil && host.view(withAccessibilityLabel: "Name") == nil)
        host.tap(try #require(host.view(withAccessibilityLabel: "Sort By")))
        host.advanceFrames(1)
        host.tap(try #require(host.view(withAccessibilityLabel: "Date")))
        host.advanceFrames(1)
        #expect(log == ["date"])
        #expect(host.view(withAccessibilityLabel: "Date") == nil && host.view(withAccessibilityLabel: "Sort By") == nil)
    }
}
