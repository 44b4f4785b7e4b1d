//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// A data source with per-section counts, cells labelled by index path, headers and footers; it
/// adopts `UICollectionViewDelegateFlowLayout` without implementing `sizeForItemAt`.
@MainActor final class FlowSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.accessibilityIdentifier = "item \(indexPath.section).\(indexPath.item)"
        cell.backgroundColor = .systemBlue
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
        view.accessibilityIdentifier = "\(kind == UICollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)"
        view.backgroundColor = .systemGray
        return view
    }
}

/// A self-sizing cell as iOS apps write one: item 0 asks for 100 × 80, the others for 50 × 50.
final class FixedSizingCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributes = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        attributes.size = layoutAttributes.indexPath.item == 0 ? CGSize(width: 100, height: 80) : CGSize(width: 50, height: 50)
        return attributes
    }
}

/// A delegate giving every item its own size.
@MainActor final class SizedFlowSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var size: (IndexPath) -> CGSize
    var asked = 0
    init(_ counts: [Int], size: @escaping (IndexPath) -> CGSize) { self.counts = counts; self.size = size }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.accessibilityIdentifier = "item \(indexPath.section).\(indexPath.item)"
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        asked += 1
        return size(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat { section == 0 ? 10 : 4 }
}

/// A collection view over a flow layout in a hosted window, content insets off.
@MainActor struct FlowHarness {
    let layout: UICollectionViewFlowLayout
    let collectionView: UICollectionView
    let host: UIKitTestHost
    /// The data source and delegate (the collection view holds them weakly).
    let source: AnyObject
    init(layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout(), source: UICollectionViewDataSource & UICollectionViewDelegate,
         size: CGSize = CGSize(width: 320, height: 480), cellClass: UICollectionViewCell.Type = UICollectionViewCell.self) {
        self.layout = layout
        self.source = source
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(cellClass, forCellWithReuseIdentifier: "cell")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "supplementary")
        }
        collectionView.dataSource = source
        collectionView.delegate = source
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        root.addSubview(collectionView)
        host = UIKitTestHost(view: root, size: size)
        host.advanceFrames(1)
    }

    /// The frame of the item's cell on screen, in the collection view's coordinates.
    func cellFrame(_ item: Int, section: Int = 0) -> CGRect? {
        collectionView.cellForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// The item frames the layout gives, in the collection view's coordinates.
    func frame(_ item: Int, section: Int = 0) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func finish() { host.invalidate() }
}
