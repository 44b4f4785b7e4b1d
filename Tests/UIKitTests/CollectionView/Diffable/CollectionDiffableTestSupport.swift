//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKit

/// A one-column list layout for the diffable tests: items 40 points tall, each section led by a
/// 20-point header. It asks the data source only through the collection view's counts.
@MainActor final class DiffableTestListLayout: UICollectionViewLayout {
    var frames: [IndexPath: CGRect] = [:]
    var headers: [IndexPath: CGRect] = [:]
    var height: CGFloat = 0
    var withHeaders = false

    override func prepare() {
        frames = [:]
        headers = [:]
        var y: CGFloat = 0
        let width = collectionView?.bounds.width ?? 0
        for s in 0..<(collectionView?.numberOfSections ?? 0) {
            if withHeaders {
                headers[IndexPath(item: 0, section: s)] = CGRect(x: 0, y: y, width: width, height: 20)
                y += 20
            }
            for i in 0..<(collectionView?.numberOfItems(inSection: s) ?? 0) {
                frames[IndexPath(item: i, section: s)] = CGRect(x: 0, y: y, width: width, height: 40)
                y += 40
            }
        }
        height = y
    }

    override var collectionViewContentSize: CGSize { CGSize(width: collectionView?.bounds.width ?? 0, height: height) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var out: [UICollectionViewLayoutAttributes] = []
        for (p, f) in frames where f.intersects(rect) { out.append(layoutAttributesForItem(at: p)!) }
        for (p, f) in headers where f.intersects(rect) {
            let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "header", with: p)
            a.frame = f
            out.append(a)
        }
        return out
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let f = frames[indexPath] else { return nil }
        let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = f
        return a
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let f = headers[indexPath] else { return nil }
        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        a.frame = f
        return a
    }
}

/// A cell that remembers the item it shows.
@MainActor final class DiffableTestCell: UICollectionViewCell {
    var text = ""
}

/// A header that remembers its title.
@MainActor final class DiffableTestHeader: UICollectionReusableView {
    var title = ""
}
