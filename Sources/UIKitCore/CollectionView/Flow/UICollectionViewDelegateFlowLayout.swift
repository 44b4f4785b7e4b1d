//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// What a collection view's delegate tells a `UICollectionViewFlowLayout` per item or section:
/// sizes, insets, spacings and header/footer sizes. Every method is optional: the defaults answer
/// the layout's own properties.
@preconcurrency @MainActor public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The item's size; defaults to the layout's `itemSize`.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    /// The section's margins around its items; defaults to the layout's `sectionInset`.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    /// The spacing between the section's lines; defaults to the layout's `minimumLineSpacing`.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The smallest spacing between items of one line in the section; defaults to the layout's
    /// `minimumInteritemSpacing`.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// The section header's size (only the height counts when scrolling vertically); defaults to
    /// the layout's `headerReferenceSize`. `.zero`: no header.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    /// The section footer's size (only the height counts when scrolling vertically); defaults to
    /// the layout's `footerReferenceSize`. `.zero`: no footer.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    /// The layout's `itemSize` (not implemented: every item of the section takes it).
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        let flow = collectionViewLayout as? UICollectionViewFlowLayout
        flow?._defaultAnswered = true
        return flow?.itemSize ?? CGSize(width: 50, height: 50)
    }
    /// The layout's `sectionInset`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        let flow = collectionViewLayout as? UICollectionViewFlowLayout
        flow?._defaultAnswered = true
        return flow?.sectionInset ?? .zero
    }
    /// The layout's `minimumLineSpacing`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        let flow = collectionViewLayout as? UICollectionViewFlowLayout
        flow?._defaultAnswered = true
        return flow?.minimumLineSpacing ?? 10
    }
    /// The layout's `minimumInteritemSpacing`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        let flow = collectionViewLayout as? UICollectionViewFlowLayout
        flow?._defaultAnswered = true
        return flow?.minimumInteritemSpacing ?? 10
    }
    /// The layout's `headerReferenceSize`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        let flow = collectionViewLayout as? UICollectionViewFlowLayout
        flow?._defaultAnswered = true
        return flow?.headerReferenceSize ?? .zero
    }
    /// The layout's `footerReferenceSize`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        let flow = collectionViewLayout as? UICollectionViewFlowLayout
        flow?._defaultAnswered = true
        return flow?.footerReferenceSize ?? .zero
    }
}
