//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKit

/// The compositional layout's geometry solver with UIKIT_BEHAVIOR.md §11.5/§11.6's worked numbers.
@MainActor @Suite struct CompositionalGeometryTests {
    func solve(_ sections: [NSCollectionLayoutSection?], counts: [Int], width: CGFloat = 320, height: CGFloat = 480,
               interSectionSpacing: CGFloat = 0, global: [NSCollectionLayoutBoundarySupplementaryItem] = []) -> _CompositionalGeometry {
        let size = CGSize(width: width, height: height)
        let env = _CompositionalEnvironment(container: _CompositionalContainer(contentSize: size, contentInsets: .zero), traitCollection: UITraitCollection())
        var solver = _CompositionalSolver(container: size, environment: env)
        solver.interSectionSpacing = interSectionSpacing
        solver.globalBoundaryItems = global
        return solver.solve(sections: sections, itemCounts: counts)
    }

    func grid(_ itemInsets: NSDirectionalEdgeInsets = .zero) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = itemInsets
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        return section
    }

    @Test func twoColumnGrid() {
        let geo = solve([grid()], counts: [6])
        #expect(geo.sections[0].items == [CGRect(x: 0, y: 0, width: 160, height: 100), CGRect(x: 160, y: 0, width: 160, height: 100),
                                          CGRect(x: 0, y: 110, width: 160, height: 100), CGRect(x: 160, y: 110, width: 160, height: 100),
                                          CGRect(x: 0, y: 220, width: 160, height: 100), CGRect(x: 160, y: 220, width: 160, height: 100)])
        #expect(geo.contentSize == CGSize(width: 320, height: 320))
    }

    @Test func sectionInsets() {
        let s = grid()
        s.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 30, trailing: 16)
        s.interGroupSpacing = 0
        let geo = solve([s], counts: [4])
        #expect(geo.sections[0].items[0] == CGRect(x: 16, y: 20, width: 144, height: 100))
        #expect(geo.sections[0].items[1] == CGRect(x: 160, y: 20, width: 144, height: 100))
        #expect(geo.contentSize.height == 250)
    }

    @Test func itemInsetsShrinkInsideTheSlot() {
        let s = grid(NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
        s.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 30, trailing: 16)
        s.interGroupSpacing = 0
        let geo = solve([s], counts: [4])
        #expect(geo.sections[0].items[0] == CGRect(x: 20, y: 24, width: 136, height: 92))
        #expect(geo.sections[0].items[1] == CGRect(x: 164, y: 24, width: 136, height: 92))
        #expect(geo.contentSize.height == 250)
    }

    @Test func estimatedAxisIgnoresContentInsets() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [item])
        let geo = solve([NSCollectionLayoutSection(group: group)], counts: [2])
        #expect(geo.sections[0].items[0] == CGRect(x: 4, y: 0, width: 312, height: 44))
        #expect(geo.sections[0].items[1] == CGRect(x: 4, y: 44, width: 312, height: 44))
    }

    func absoluteRow(_ width: NSCollectionLayoutDimension, spacing: CGFloat) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: .absolute(60)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [item])
        group.interItemSpacing = .fixed(spacing)
        let s = NSCollectionLayoutSection(group: group)
        s.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        s.interGroupSpacing = 12
        return s
    }

    @Test func absoluteItemsWithInterItemSpacing() {
        let geo = solve([absoluteRow(.absolute(140), spacing: 8)], counts: [3])
        #expect(geo.sections[0].items[0].minX == 16)
        #expect(geo.sections[0].items[1].minX == 164)
        #expect(geo.sections[0].items[2] == CGRect(x: 16, y: 72, width: 140, height: 60))
    }

    @Test func fractionalHalvesPlusSpacingFitOnePerGroup() {
        let geo = solve([absoluteRow(.fractionalWidth(0.5), spacing: 8)], counts: [2])
        #expect(geo.sections[0].items[0] == CGRect(x: 16, y: 0, width: 144, height: 60))
        #expect(geo.sections[0].items[1] == CGRect(x: 16, y: 72, width: 144, height: 60))
    }

    @Test func countVariants() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let resizing = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: 2)
        resizing.interItemSpacing = .fixed(10)
        var geo = solve([NSCollectionLayoutSection(group: resizing)], counts: [2])
        #expect(geo.sections[0].items == [CGRect(x: 0, y: 0, width: 155, height: 50), CGRect(x: 165, y: 0, width: 155, height: 50)])
        let repeating = NSCollectionLayoutGroup.horizontal(layoutSize: size, repeatingSubitem: item, count: 2)
        repeating.interItemSpacing = .fixed(10)
        geo = solve([NSCollectionLayoutSection(group: repeating)], counts: [2])
        #expect(geo.sections[0].items == [CGRect(x: 0, y: 0, width: 160, height: 50), CGRect(x: 170, y: 0, width: 160, height: 50)])
    }

    @Test func flexibleSpacingSharesTheRoomLeft() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(40)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item])
        group.interItemSpacing = .flexible(0)
        let geo = solve([NSCollectionLayoutSection(group: group)], counts: [3])
        #expect(geo.sections[0].items.map(\.minX) == [0, 110, 220])
    }

    func headered() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let s = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                                 elementKind: "header", alignment: .top)
        s.boundarySupplementaryItems = [header]
        return s
    }

    @Test func boundaryHeadersAndInterSectionSpacing() {
        let geo = solve([headered(), headered()], counts: [2, 2], interSectionSpacing: 24)
        #expect(geo.sections[0].boundary[0].frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(geo.sections[0].items[0].minY == 44)
        #expect(geo.sections[1].boundary[0].frame.minY == 168)
        #expect(geo.sections[1].items[0].minY == 212)
        #expect(geo.contentSize.height == 312)
    }

    @Test func headerThatDoesNotExtendTheBoundaryOverlapsTheContent() {
        let s = headered()
        s.boundarySupplementaryItems[0].extendsBoundary = false
        let geo = solve([s], counts: [2])
        #expect(geo.sections[0].items[0].minY == 0)
        #expect(geo.contentSize.height == 100)
    }

    @Test func orthogonalRow() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)), subitems: [item])
        let s = NSCollectionLayoutSection(group: group)
        s.orthogonalScrollingBehavior = .continuous
        let geo = solve([s], counts: [10])
        #expect(geo.sections[0].items[3] == CGRect(x: 450, y: 0, width: 150, height: 100))
        #expect(geo.contentSize == CGSize(width: 320, height: 100))
        #expect(geo.items(in: CGRect(x: 0, y: 0, width: 320, height: 100), section: 0, vertical: true) == [0, 1, 2])
    }

    @Test func backgroundDecorationCoversTheSectionAndPromotesItems() {
        let s = grid()
        let bg = NSCollectionLayoutDecorationItem.background(elementKind: "bg")
        bg.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        s.decorationItems = [bg]
        let geo = solve([s], counts: [2])
        #expect(geo.sections[0].decorations[0].frame == CGRect(x: 5, y: 5, width: 310, height: 90))
        #expect(geo.sections[0].decorations[0].zIndex == 0)
        #expect(geo.sections[0].itemZIndex == 1)
    }

    @Test func badgeAnchoredToTheTopTrailingCorner() {
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                                                        elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)), supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        let geo = solve([NSCollectionLayoutSection(group: group)], counts: [1])
        #expect(geo.sections[0].badges[0].frame == CGRect(x: 90, y: -10, width: 20, height: 20))
    }

    @Test func nestedGroups() {
        let big = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(2.0 / 3.0), heightDimension: .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1)), subitems: [small])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)), subitems: [big, column])
        let geo = solve([NSCollectionLayoutSection(group: group)], counts: [4], width: 300)
        #expect(geo.sections[0].items[0] == CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(geo.sections[0].items[1] == CGRect(x: 200, y: 0, width: 100, height: 100))
        #expect(geo.sections[0].items[2] == CGRect(x: 200, y: 100, width: 100, height: 100))
        #expect(geo.sections[0].items[3] == CGRect(x: 0, y: 200, width: 200, height: 200))
    }

    @Test func badInputIsLoggedAndSurvived() {
        UIKitLog.clearRecentMessages()
        let nan = NSCollectionLayoutDimension.absolute(.nan)
        #expect(nan.dimension == 0)
        #expect(UIKitLog.didLog("invalid dimension"))
        let empty = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)), subitems: [])
        let zero = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0)))
        let zeroGroup = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0)), subitems: [zero])
        let geo = solve([NSCollectionLayoutSection(group: empty), nil, NSCollectionLayoutSection(group: zeroGroup)], counts: [3, 2, 5])
        #expect(geo.sections.map { $0.items.count } == [3, 2, 5])
        #expect(UIKitLog.didLog("lays out no items"))
    }

    @Test func queriesAreSublinear() {
        let small = solve([grid()], counts: [100])
        let big = solve([grid()], counts: [100_000])
        let rect = CGRect(x: 0, y: 200, width: 320, height: 480)
        #expect(big.items(in: rect, section: 0, vertical: true) == small.items(in: rect, section: 0, vertical: true))
        let clock = ContinuousClock()
        func time(_ g: _CompositionalGeometry) -> Duration {
            clock.measure { for _ in 0..<2000 { _ = g.items(in: rect, section: 0, vertical: true) } }
        }
        _ = time(small)
        let t100 = time(small), t100k = time(big)
        #expect(t100k < t100 * 3 + .milliseconds(5))
        let far = CGRect(x: 0, y: 110 * 40_000, width: 320, height: 480)
        #expect(big.items(in: far, section: 0, vertical: true).first == 80_000)
    }
}
