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

/// Rows of text in list cells, each with the accessories `accessories(row)` gives; it can
/// toggle outline items like a diffable data source.
@MainActor final class ListRowsSource: NSObject, UICollectionViewDataSource, _UIOutlineToggling {
    var counts: [Int]
    var accessories: (IndexPath) -> [UICellAccessory] = { _ in [] }
    var toggled: [IndexPath] = []
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! UICollectionViewListCell
        var c = cell.defaultContentConfiguration()
        c.text = "Row \(indexPath.section).\(indexPath.item)"
        cell.contentConfiguration = c
        cell.accessories = accessories(indexPath)
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let v = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "h", for: indexPath) as! UICollectionViewListCell
        var c = UIListContentConfiguration.plainHeader()
        c.text = "Section \(indexPath.section)"
        v.contentConfiguration = c
        return v
    }
    func _toggleExpansion(at indexPath: IndexPath) { toggled.append(indexPath) }
}

@MainActor @Suite struct ListCellTests {
    func make(_ counts: [Int], appearance: UICollectionLayoutListConfiguration.Appearance = .plain,
              size: CGSize = CGSize(width: 320, height: 480),
              accessories: @escaping (IndexPath) -> [UICellAccessory] = { _ in [] }) -> (UICollectionView, ListRowsSource, UIKitTestHost) {
        let layout = _UICollectionListLayout(configuration: UICollectionLayoutListConfiguration(appearance: appearance))
        let cv = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        cv.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        let source = ListRowsSource(counts)
        source.accessories = accessories
        cv.dataSource = source
        let host = UIKitTestHost(view: cv, size: size)
        return (cv, source, host)
    }

    func cell(_ cv: UICollectionView, _ item: Int, _ section: Int = 0) -> UICollectionViewListCell? {
        cv.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell
    }

    @Test func oneLineRowsAreAbout44PointsFullWidthAndTouch() {
        let (cv, source, host) = make([50])
        defer { withExtendedLifetime(source) {} }
        let c0 = try! #require(cell(cv, 0)), c1 = try! #require(cell(cv, 1))
        #expect(abs(c0.frame.height - 44) <= 1)
        #expect(c0.frame.minX == 0 && c0.frame.width == 320)
        #expect(c1.frame.minY == c0.frame.maxY)
        #expect(host.view(withAccessibilityLabel: "Row 0.0") != nil)
        #expect(abs(cv.contentSize.height - 50 * c0.frame.height) <= 50)
    }

    @Test func accessoriesShowPerEditingState() {
        let (cv, source, host) = make([3]) { _ in [.disclosureIndicator(), .delete(), .reorder(), .label(text: "Later", displayed: .whenNotEditing)] }
        defer { withExtendedLifetime(source) {} }
        let c = try! #require(cell(cv, 0))
        // Not editing: the chevron and the label trail the content; no delete or reorder control.
        #expect(host.view(withAccessibilityLabel: "Later") != nil)
        #expect(host.view(withAccessibilityLabel: "Delete") == nil)
        #expect(host.view(withAccessibilityLabel: "Reorder") == nil)
        #expect(c.contentView.frame.minX == 0)
        #expect(c.contentView.frame.maxX < 320 - 16 - 8)
        cv.isEditing = true
        host.advanceFrames(1)
        #expect(host.view(withAccessibilityLabel: "Delete") != nil)
        #expect(host.view(withAccessibilityLabel: "Reorder") != nil)
        #expect(host.view(withAccessibilityLabel: "Later") == nil)
        // The delete control leads: the content moved right of it.
        #expect(c.contentView.frame.minX >= 16 + 22)
        let delete = try! #require(host.view(withAccessibilityLabel: "Delete"))
        #expect(host.frame(of: delete).minX < host.frame(of: c.contentView).minX)
    }

    @Test func tappingTheDeleteAccessoryRunsItsHandler() {
        var deleted: [Int] = []
        let (cv, source, host) = make([3]) { p in [.delete(actionHandler: { deleted.append(p.item) })] }
        defer { withExtendedLifetime(source) {} }
        cv.isEditing = true
        host.advanceFrames(1)
        let c = try! #require(cell(cv, 1))
        host.tap(at: CGPoint(x: 16 + 11, y: c.frame.midY))
        #expect(deleted == [1])
        // Outside editing the control is gone: tapping there does nothing.
        cv.isEditing = false
        host.advanceFrames(1)
        host.tap(at: CGPoint(x: 16 + 11, y: c.frame.midY))
        #expect(deleted == [1])
    }

    @Test func outlineDisclosureRunsItsHandlerOrTogglesThroughTheDataSource() {
        var handled = 0
        let (cv, source, host) = make([3]) { p in
            p.item == 0 ? [.outlineDisclosure(actionHandler: { handled += 1 })] : [.outlineDisclosure()]
        }
        defer { withExtendedLifetime(source) {} }
        let c0 = try! #require(cell(cv, 0)), c2 = try! #require(cell(cv, 2))
        // The cell-style chevron leads (16 pt in, 13 pt wide); the content follows it.
        #expect(c0.contentView.frame.minX >= 16 + 13)
        host.tap(at: CGPoint(x: 16 + 6, y: c0.frame.midY))
        #expect(handled == 1)
        #expect(source.toggled.isEmpty)
        host.tap(at: CGPoint(x: 16 + 6, y: c2.frame.midY))
        #expect(source.toggled == [IndexPath(item: 2, section: 0)])
        #expect(handled == 1)
    }

    @Test func expandedOutlineChevronPointsDown() {
        let (cv, source, host) = make([2]) { _ in [.outlineDisclosure()] }
        defer { withExtendedLifetime(source) {} }
        let c = try! #require(cell(cv, 0))
        #expect(c.configurationState.isExpanded == false)
        let chevron = try! #require(host.views { $0 is _UIListOutlineDisclosureControl && $0.isDescendant(of: c) }.first)
        #expect(chevron.transform == .identity)
        c._isOutlineExpanded = true
        host.advanceFrames(1)
        #expect(c.configurationState.isExpanded)
        #expect(abs(chevron.transform.b - 1) < 0.001)   // a quarter turn clockwise: pointing down
    }

    @Test func insetGroupedRowsSitInsideTheMarginsWithRoundedSectionCorners() {
        let (cv, source, host) = make([3, 2], appearance: .insetGrouped)
        defer { withExtendedLifetime(source) {} }
        _ = host
        let m = cv.layoutMargins
        #expect(m.left > 0)
        let first = try! #require(cell(cv, 0)), middle = try! #require(cell(cv, 1)), last = try! #require(cell(cv, 2))
        #expect(first.frame.minX == m.left)
        #expect(first.frame.width == 320 - m.left - m.right)
        #expect(first.frame.minY == 35)                       // the grouped gap above the section
        #expect(first.layer.cornerRadius == 10 && first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(middle.layer.cornerRadius == 0)
        #expect(last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        let next = try! #require(cell(cv, 0, 1))
        #expect(next.frame.minY == last.frame.maxY + 35)
        #expect(cv.backgroundColor == .systemGroupedBackground)
    }

    @Test func separatorsStartAtTheTextAndSkipEachSectionsLastRow() {
        let (cv, source, host) = make([3, 2])
        defer { withExtendedLifetime(source) {} }
        _ = host
        let c0 = try! #require(cell(cv, 0)), c2 = try! #require(cell(cv, 2)), d1 = try! #require(cell(cv, 1, 1))
        #expect(!c0._separatorView.isHidden)
        #expect(c2._separatorView.isHidden)
        #expect(d1._separatorView.isHidden)
        let text = try! #require(host.view(withAccessibilityLabel: "Row 0.0"))
        #expect(c0.separatorLayoutGuide.layoutFrame.minX == host.frame(of: text).minX)
        #expect(c0._separatorView.frame.minX == c0.separatorLayoutGuide.layoutFrame.minX)
        #expect(c0._separatorView.frame.maxY == c0.bounds.maxY)
    }

    @Test func separatorConfigurationShowsTopSeparatorsAndHidesBottomOnes() {
        var config = UICollectionLayoutListConfiguration(appearance: .plain)
        config.separatorConfiguration.topSeparatorVisibility = .visible
        config.separatorConfiguration.bottomSeparatorVisibility = .hidden
        config.separatorConfiguration.color = .systemRed
        let (cv, source, host) = make([3])
        defer { withExtendedLifetime(source) {} }
        (cv.collectionViewLayout as! _UICollectionListLayout).configuration = config
        host.advanceFrames(1)
        let c0 = try! #require(cell(cv, 0))
        #expect(c0._separatorView.isHidden)
        let top = try! #require(c0._topSeparatorView)
        #expect(top.superview === c0 && top.frame.minY == 0 && top.frame.minX == c0.separatorLayoutGuide.layoutFrame.minX)
        #expect(top.backgroundColor == .systemRed)
    }

    @Test func indentationMovesTheContentAndLeadingAccessories() {
        let (cv, source, host) = make([2]) { _ in [.outlineDisclosure()] }
        defer { withExtendedLifetime(source) {} }
        let c = try! #require(cell(cv, 0))
        let before = c.contentView.frame.minX
        c.indentationLevel = 2
        host.advanceFrames(1)
        #expect(c.contentView.frame.minX == before + 2 * c.indentationWidth)
        #expect(c.indentationWidth == 10 && c.indentsAccessories)
    }
}
