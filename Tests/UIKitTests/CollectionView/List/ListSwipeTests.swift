//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
import UIKitTesting
@testable import UIKitCore

/// A list of titled items that deletes them when asked, and records selections.
@MainActor final class SwipeListModel: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var sections: [[String]]
    var log: [String] = []
    init(_ sections: [[String]]) { self.sections = sections }
    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! UICollectionViewListCell
        var c = cell.defaultContentConfiguration()
        c.text = sections[indexPath.section][indexPath.item]
        cell.contentConfiguration = c
        cell.accessories = [.delete()]
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("select \(indexPath.item)")
    }

    /// Trailing "Delete" (destructive, deletes the item) and "Flag"; leading "Pin".
    func trailing(_ cv: @escaping () -> UICollectionView?) -> UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider {
        { [unowned self] path in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                self.log.append("delete \(path.item)")
                self.sections[path.section].remove(at: path.item)
                cv()?.deleteItems(at: [path])
                done(true)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in self.log.append("flag \(path.item)"); done(true) }
            return UISwipeActionsConfiguration(actions: [delete, flag])
        }
    }

    func shown(_ cv: UICollectionView) -> [String] {
        cv.indexPathsForVisibleItems.sorted().compactMap { p in
            ((cv.cellForItem(at: p) as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text
        }
    }
}

@MainActor @Suite struct ListSwipeTests {
    /// A 320×440 plain list of 20 items with swipe providers.
    func hosted(leading: Bool = true, trailing: Bool = true) -> (UIKitTestHost, UICollectionView, SwipeListModel) {
        let model = SwipeListModel([(0..<20).map { "Item \($0)" }])
        weak var weakCV: UICollectionView?
        var config = UICollectionLayoutListConfiguration(appearance: .plain)
        if trailing { config.trailingSwipeActionsConfigurationProvider = model.trailing { weakCV } }
        if leading {
            config.leadingSwipeActionsConfigurationProvider = { [unowned model] path in
                UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Pin") { _, _, done in
                    model.log.append("pin \(path.item)"); done(true)
                }])
            }
        }
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 440),
                                  collectionViewLayout: UICollectionViewCompositionalLayout.list(using: config))
        weakCV = cv
        cv.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        cv.dataSource = model
        cv.delegate = model
        let host = UIKitTestHost(view: cv)
        host.advanceFrames(1)
        return (host, cv, model)
    }

    func cell(_ cv: UICollectionView, _ item: Int) -> UICollectionViewCell? { cv.cellForItem(at: IndexPath(item: item, section: 0)) }
    func y(_ cv: UICollectionView, _ item: Int) -> CGFloat { cell(cv, item)?.frame.midY ?? 0 }

    @Test func trailingSwipeRevealsTheActionsAndTappingDeleteDeletesTheItem() {
        let (host, cv, model) = hosted()
        let row1 = y(cv, 1)
        host.drag(from: CGPoint(x: 300, y: row1), to: CGPoint(x: 150, y: row1), duration: 0.4)
        host.advance(by: 0.5)
        let c = cell(cv, 1)
        #expect((c?.frame.minX ?? 0) < -100, "the cell slid left, open")
        #expect(c?.configurationState.isSwiped == true)
        #expect(cv.contentOffset.y == 0, "the swipe did not scroll")
        let delete = try! #require(host.view(withAccessibilityLabel: "Delete"))
        let flag = try! #require(host.view(withAccessibilityLabel: "Flag"))
        #expect(host.frame(of: delete).maxX == 320, "the first action is nearest the trailing edge")
        #expect(host.frame(of: flag).maxX <= host.frame(of: delete).minX + 0.5)
        host.tap(delete)
        host.advance(by: 0.5)
        #expect(model.log == ["delete 1"], "the handler ran; nothing was selected")
        #expect(model.shown(cv).prefix(3) == ["Item 0", "Item 2", "Item 3"])
        #expect(host.view(withAccessibilityLabel: "Flag") == nil)
        #expect(cv.visibleCells.allSatisfy { $0.frame.minX == 0 && !$0.configurationState.isSwiped })
    }

    @Test func leadingSwipeRevealsPinAndClosesAfterItsHandler() {
        let (host, cv, model) = hosted()
        let row2 = y(cv, 2)
        host.drag(from: CGPoint(x: 20, y: row2), to: CGPoint(x: 130, y: row2), duration: 0.4)
        host.advance(by: 0.5)
        #expect((cell(cv, 2)?.frame.minX ?? 0) > 60)
        let pin = try! #require(host.view(withAccessibilityLabel: "Pin"))
        #expect(host.frame(of: pin).minX == 0)
        host.tap(pin)
        host.advance(by: 0.5)
        #expect(model.log == ["pin 2"])
        #expect(cell(cv, 2)?.frame.minX == 0, "a non-destructive action closes the row")
        #expect(host.view(withAccessibilityLabel: "Pin") == nil)
    }

    @Test func fullSwipePerformsTheFirstAction() {
        let (host, cv, model) = hosted()
        let row3 = y(cv, 3)
        host.drag(from: CGPoint(x: 310, y: row3), to: CGPoint(x: 20, y: row3), duration: 0.4)
        host.advance(by: 0.5)
        #expect(model.log == ["delete 3"])
        #expect(cv.numberOfItems(inSection: 0) == 19)
    }

    @Test func tappingElsewhereClosesTheRowWithoutSelecting() {
        let (host, cv, model) = hosted()
        let row1 = y(cv, 1)
        host.drag(from: CGPoint(x: 300, y: row1), to: CGPoint(x: 150, y: row1), duration: 0.4)
        host.advance(by: 0.5)
        host.tap(at: CGPoint(x: 160, y: y(cv, 5)))
        host.advance(by: 0.5)
        #expect(model.log.isEmpty, "the tap only closed the open row")
        #expect(cell(cv, 1)?.frame.minX == 0)
        host.tap(at: CGPoint(x: 160, y: y(cv, 5)))
        #expect(model.log == ["select 5"], "with nothing open, a tap selects")
    }

    @Test func verticalDragScrollsAndASideWithoutProviderDoesNotSwipe() {
        let (host, cv, model) = hosted(leading: false)
        host.drag(from: CGPoint(x: 200, y: 350), to: CGPoint(x: 220, y: 150), duration: 0.4)
        host.advance(by: 1)
        #expect(cv.contentOffset.y > 100, "a vertical drag scrolls")
        let p = cv.indexPathsForVisibleItems.sorted()[2]
        let yy = (cv.cellForItem(at: p)?.frame.midY ?? 0) - cv.contentOffset.y
        host.drag(from: CGPoint(x: 20, y: yy), to: CGPoint(x: 200, y: yy), duration: 0.4)
        host.advance(by: 0.5)
        #expect(cv.visibleCells.allSatisfy { $0.frame.minX == 0 }, "no leading provider: nothing opens")
        #expect(host.view(withAccessibilityLabel: "Pin") == nil)
        #expect(model.log.isEmpty)
    }

    @Test func aDeleteAccessoryWithoutHandlerRevealsTheTrailingActions() {
        let (host, cv, model) = hosted()
        cv.isEditing = true
        host.advanceFrames(1)
        let c = try! #require(cell(cv, 0))
        let control = try! #require(host.views { $0.accessibilityLabel == "Delete" && $0.isDescendant(of: c) }.first)
        host.tap(control)
        host.advance(by: 0.5)
        #expect(c.frame.minX < -100)
        #expect(host.view(withAccessibilityLabel: "Flag") != nil)
        let action = try! #require(host.views { $0 is _UISwipeActionButton && $0.accessibilityLabel == "Delete" }.first)
        #expect(host.frame(of: action).maxX == 320, "the revealed destructive action, at the trailing edge")
        host.tap(action)
        host.advance(by: 0.5)
        #expect(model.log == ["delete 0"])
        #expect(model.shown(cv).first == "Item 1")
    }

    @Test func gridsDoNotSwipe() {
        let model = SwipeListModel([(0..<20).map { "Item \($0)" }])
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(80)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitems: [item])
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 440),
                                  collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        cv.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        cv.dataSource = model
        cv.delegate = model
        let host = UIKitTestHost(view: cv)
        host.advanceFrames(1)
        host.drag(from: CGPoint(x: 150, y: 40), to: CGPoint(x: 10, y: 40), duration: 0.4)
        host.advance(by: 0.5)
        #expect(cv.visibleCells.allSatisfy { $0.frame.minX == 0 || $0.frame.minX == 160 }, "no tile moved sideways")
        #expect(host.view(withAccessibilityLabel: "Flag") == nil)
    }
}

/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`: list sections beside grids in one
/// compositional layout.
@MainActor @Suite struct ListSectionTests {
    func hosted(appearance: UICollectionLayoutListConfiguration.Appearance) -> (UIKitTestHost, UICollectionView, SwipeListModel) {
        let model = SwipeListModel([(0..<4).map { "Tile \($0)" }, (0..<6).map { "Row \($0)" }])
        weak var weakCV: UICollectionView?
        let layout = UICollectionViewCompositionalLayout { section, env in
            if section == 0 {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(60)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [item])
                return NSCollectionLayoutSection(group: group)
            }
            var config = UICollectionLayoutListConfiguration(appearance: appearance)
            config.trailingSwipeActionsConfigurationProvider = model.trailing { weakCV }
            return NSCollectionLayoutSection.list(using: config, layoutEnvironment: env)
        }
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        weakCV = cv
        cv.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        cv.dataSource = model
        cv.delegate = model
        let host = UIKitTestHost(view: cv)
        host.advanceFrames(2)
        return (host, cv, model)
    }

    @Test func listSectionRowsAreFullWidthSelfSizedBelowTheGrid() {
        let (host, cv, model) = hosted(appearance: .plain)
        defer { withExtendedLifetime(model) {} }
        let tile = try! #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(tile.frame == CGRect(x: 160, y: 0, width: 160, height: 60))
        let r0 = try! #require(cv.cellForItem(at: IndexPath(item: 0, section: 1)))
        let r1 = try! #require(cv.cellForItem(at: IndexPath(item: 1, section: 1)))
        #expect(r0.frame.minY == 120 && r0.frame.minX == 0 && r0.frame.width == 320)
        #expect(abs(r0.frame.height - 44) <= 1, "a one-line row measures about 44 pt")
        #expect(r1.frame.minY == r0.frame.maxY)
        #expect(host.view(withAccessibilityLabel: "Row 5") != nil)
    }

    @Test func insetGroupedSectionsSitInsideTheMarginsWithRoundedCorners() {
        let (_, cv, model) = hosted(appearance: .insetGrouped)
        defer { withExtendedLifetime(model) {} }
        let r0 = try! #require(cv.cellForItem(at: IndexPath(item: 0, section: 1)))
        let r5 = try! #require(cv.cellForItem(at: IndexPath(item: 5, section: 1)))
        #expect(r0.frame.minX == 20 && r0.frame.maxX == 300)
        #expect(r0.frame.minY == 155, "a grouped section without a header starts after the grouped gap")
        #expect(r0.layer.cornerRadius > 0 && r5.layer.cornerRadius > 0)
        let middle = try! #require(cv.cellForItem(at: IndexPath(item: 2, section: 1)))
        #expect(middle.layer.maskedCorners.isEmpty || middle.layer.cornerRadius == 0)
    }

    @Test func onlyTheListSectionSwipes() {
        let (host, cv, model) = hosted(appearance: .plain)
        let tileY: CGFloat = 30
        host.drag(from: CGPoint(x: 300, y: tileY), to: CGPoint(x: 150, y: tileY), duration: 0.4)
        host.advance(by: 0.5)
        #expect(host.view(withAccessibilityLabel: "Flag") == nil, "grid tiles have no swipe actions")
        #expect(!model.log.contains { $0.hasPrefix("flag") })
        model.log = []
        let rowY = try! #require(cv.cellForItem(at: IndexPath(item: 2, section: 1))).frame.midY
        host.drag(from: CGPoint(x: 300, y: rowY), to: CGPoint(x: 150, y: rowY), duration: 0.4)
        host.advance(by: 0.5)
        let flag = try! #require(host.view(withAccessibilityLabel: "Flag"))
        host.tap(flag)
        #expect(model.log == ["flag 2"])
    }
}
