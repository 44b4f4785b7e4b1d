//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// UICollectionView from a document: its scroll view attributes, the keyed layout
// (`<collectionViewFlowLayout key="collectionViewLayout">`, made by `init?(coder:)` like any
// object, so a custom layout class works), the prototype `<cells>` registered by reuse
// identifier, and the section header and footer views (`<collectionReusableView
// key="sectionHeaderView|sectionFooterView">`) registered for their kinds. UICollectionViewFlowLayout's own attributes: item and reference sizes, spacings,
// scroll direction and section insets.

extension UICollectionView {
    /// Called by `init?(coder:)` after the collection view's own set-up.
    func _decodeInterfaceBuilderCollectionView(_ coder: NSCoder) {
        guard let coder = coder as? _UINibDecoder else { return }
        _decodeInterfaceBuilderScrollView(coder)
        if let layout = coder.object(key: "collectionViewLayout") {
            if let layout = layout as? UICollectionViewLayout { collectionViewLayout = layout } else {
                coder.report("the collectionViewLayout is a \(type(of: layout)), not a UICollectionViewLayout; the default layout is kept")
            }
        }
        if let v = coder.bool("allowsSelection") { allowsSelection = v }
        if let v = coder.bool("allowsMultipleSelection") { allowsMultipleSelection = v }
        if let v = coder.bool("prefetchingEnabled") { isPrefetchingEnabled = v }
        for p in coder.prototypes(in: "cells", cellElement: "collectionViewCell") {
            register(p.nib, forCellWithReuseIdentifier: p.identifier)
        }
        let kinds = [("sectionHeaderView", UICollectionView.elementKindSectionHeader), ("sectionFooterView", UICollectionView.elementKindSectionFooter)]
        for (key, kind) in kinds {
            guard let e = coder.element.child(key: key), !e.isNamed("nil") else { continue }
            guard let identifier = e.attribute("reuseIdentifier"), !identifier.isEmpty else {
                coder.context.report("a \(key) without a reuseIdentifier can't be dequeued; skipped", objectID: e.id, line: e.line)
                continue
            }
            register(_UIIBPrototypeNib(element: e, context: coder.context), forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        }
    }
}

extension UICollectionViewFlowLayout {
    /// Called by `init?(coder:)`: sizes, spacings, direction and insets.
    func _decodeInterfaceBuilderFlowLayout(_ coder: NSCoder) {
        guard let coder = coder as? _UINibDecoder else { return }
        if let v = coder.cgFloat("minimumLineSpacing") { minimumLineSpacing = v }
        if let v = coder.cgFloat("minimumInteritemSpacing") { minimumInteritemSpacing = v }
        if let s = coder.size("itemSize") { itemSize = s }
        if let s = coder.size("estimatedItemSize") { estimatedItemSize = s }
        if coder.bool("automaticEstimatedItemSize") == true { estimatedItemSize = UICollectionViewFlowLayout.automaticSize }
        if let s = coder.size("headerReferenceSize") { headerReferenceSize = s }
        if let s = coder.size("footerReferenceSize") { footerReferenceSize = s }
        if let d = coder.enumeration("scrollDirection", ["vertical": UICollectionView.ScrollDirection.vertical, "horizontal": .horizontal]) {
            scrollDirection = d
        }
        if let i = coder.insets("sectionInset") { sectionInset = UIEdgeInsets(top: i.top, left: i.left, bottom: i.bottom, right: i.right) }
        let references: [String: SectionInsetReference] = [
            "contentInset": .fromContentInset, "safeArea": .fromSafeArea, "layoutMargins": .fromLayoutMargins,
        ]
        if let r = coder.enumeration("sectionInsetReference", references) { sectionInsetReference = r }
    }
}
