//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Context menus on items: a long press on an item whose delegate returns a configuration
/// (`collectionView(_:contextMenuConfigurationForItemsAt:point:)`, else the iOS 13
/// `…ForItemAt…` form) shows the configuration's menu beside the item over a dimmed window;
/// without one the press stays an ordinary touch.
extension UICollectionView: _UIItemContextMenuHost {
    func _contextMenuTarget(at p: CGPoint) -> (IndexPath, UIContextMenuConfiguration)? {
        guard let d = _collectionDelegate, _movement == nil, let path = indexPathForItem(at: p) else { return nil }
        guard let c = d.collectionView(self, contextMenuConfigurationForItemsAt: [path], point: p)
                ?? d.collectionView(self, contextMenuConfigurationForItemAt: path, point: p) else { return nil }
        return (path, c)
    }

    func _showContextMenu(_ configuration: UIContextMenuConfiguration, for path: IndexPath) {
        _itemTouchesCancelled()
        guard let window, let a = layoutAttributesForItem(at: path) else { return }
        _UIContextMenuView.present(configuration, anchor: convert(a.frame, to: window), in: window,
                                   snapshotOf: cellForItem(at: path),
                                   willDisplay: { [weak self] animator in
                                       guard let self else { return }
                                       self._collectionDelegate?.collectionView(self, willDisplayContextMenu: configuration, animator: animator)
                                   },
                                   willCommit: { [weak self] commit in
                                       guard let self else { return }
                                       self._collectionDelegate?.collectionView(self, willPerformPreviewActionForMenuWith: configuration, animator: commit)
                                   },
                                   willEnd: { [weak self] end in
                                       guard let self else { return }
                                       self._collectionDelegate?.collectionView(self, willEndContextMenuInteraction: configuration, animator: end)
                                   })
    }
}
