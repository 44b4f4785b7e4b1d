//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

extension NSCollectionLayoutSection {
    /// How far `.insetGrouped` list sections sit from the container's sides.
    static let _insetGroupedMargin: CGFloat = 20

    /// A list section for a compositional layout's section provider (iOS 14): full-width rows
    /// that size themselves from a 44-pt estimate, the configuration's header and footer
    /// (estimated 38 pt), separators, rounded corners in `.insetGrouped` and swipe actions; the
    /// other sections of the layout can be grids or orthogonal rows.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                         heightDimension: .estimated(_UICollectionListLayout.estimatedRowHeight))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
        let grouped = configuration.appearance == .grouped || configuration.appearance == .insetGrouped
        let headers = configuration.headerMode == .supplementary
        var insets = NSDirectionalEdgeInsets.zero
        if configuration.appearance == .insetGrouped {
            insets.leading = _insetGroupedMargin
            insets.trailing = _insetGroupedMargin
        }
        if headers { insets.top = configuration.headerTopPadding ?? 0 } else if grouped { insets.top = _UICollectionListLayout.groupedSectionGap }
        section.contentInsets = insets
        let supplementary = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                   heightDimension: .estimated(_UICollectionListLayout.estimatedSupplementaryHeight))
        if headers {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: supplementary, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: supplementary, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section._listConfiguration = configuration
        return section
    }
}
