//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The attribute changes of one animated update (batch update, layout change): views that stay
/// move inside the animation; views that appear start from the layout's initial attributes;
/// views that leave (deleted items) go to their final attributes and are retired afterwards.
@MainActor final class _UICollectionAnimations {
    private var moves: [(UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
    /// Views of deleted elements, kept until the animation ends.
    var leaving: [_UICollectionElementKey: (UICollectionReusableView, UICollectionViewLayoutAttributes?)] = [:]
    /// Whether an element was inserted by the update (it appears from its initial attributes).
    var isInserted: (_UICollectionElementKey) -> Bool = { _ in false }

    func keepsLeaving(_ key: _UICollectionElementKey) -> Bool { leaving[key] != nil }

    func move(_ v: UICollectionReusableView, to a: UICollectionViewLayoutAttributes) { moves.append((v, a)) }

    func appear(_ v: UICollectionReusableView, key: _UICollectionElementKey, at a: UICollectionViewLayoutAttributes, in cv: UICollectionView) {
        let layout = cv._layout
        var start: UICollectionViewLayoutAttributes?
        if isInserted(key) {
            switch key.category {
            case .cell: start = layout.initialLayoutAttributesForAppearingItem(at: key.indexPath)
            case .supplementaryView: start = layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind ?? "", at: key.indexPath)
            case .decorationView: start = layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: key.kind ?? "", at: key.indexPath)
            }
        }
        UIView.performWithoutAnimation { cv._apply(start ?? a, to: v) }
        moves.append((v, a))
    }

    /// Runs the collected changes: animated over `duration` (0.3 s as iOS's updates) or at once.
    func run(in cv: UICollectionView, animated: Bool, completion: @escaping @MainActor (Bool) -> Void) {
        let finish: @MainActor (Bool) -> Void = { [weak cv] finished in
            if let cv {
                for (key, (v, _)) in self.leaving where cv._visible[key] == nil { cv._retire(v, key: key) }
            }
            completion(finished)
        }
        let body = { [self] in
            for (v, a) in moves { cv._apply(a, to: v) }
            for (_, (v, end)) in leaving {
                if let end { cv._apply(end, to: v) } else { v.alpha = 0 }
            }
        }
        if animated && UIView.areAnimationsEnabled {
            UIView.animate(withDuration: 0.3, delay: 0, options: [.allowUserInteraction], animations: body, completion: finish)
        } else {
            UIView.performWithoutAnimation(body)
            finish(true)
        }
    }
}
