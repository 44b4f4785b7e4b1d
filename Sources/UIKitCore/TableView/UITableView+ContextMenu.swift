//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Context menus on rows: a long press on a row whose delegate returns a configuration
/// (`tableView(_:contextMenuConfigurationForRowAt:point:)`) shows the configuration's menu beside
/// the row over a dimmed window; choosing an action closes the menu, then runs it; a tap
/// elsewhere closes it. Without a configuration the press stays an ordinary touch (it selects).
extension UITableView: _UIItemContextMenuHost {
    func _contextMenuTarget(at p: CGPoint) -> (IndexPath, UIContextMenuConfiguration)? {
        guard let d = _tableDelegate, !isEditing, _reorderState == nil, _swipeState == nil,
              let path = indexPathForRow(at: p),
              let c = d.tableView(self, contextMenuConfigurationForRowAt: path, point: p) else { return nil }
        return (path, c)
    }

    func _showContextMenu(_ configuration: UIContextMenuConfiguration, for path: IndexPath) {
        _rowTouchesCancelled()
        _presentContextMenu(configuration, for: path)
    }

    func _presentContextMenu(_ configuration: UIContextMenuConfiguration, for path: IndexPath) {
        guard let window else { return }
        _UIContextMenuView.present(configuration, anchor: convert(rectForRow(at: path), to: window), in: window,
                                   snapshotOf: cellForRow(at: path),
                                   willDisplay: { _tableDelegate?.tableView(self, willDisplayContextMenu: configuration, animator: $0) },
                                   willCommit: { [weak self] commit in
                                       guard let self else { return }
                                       self._tableDelegate?.tableView(self, willPerformPreviewActionForMenuWith: configuration, animator: commit)
                                   },
                                   willEnd: { [weak self] end in
                                       guard let self else { return }
                                       self._tableDelegate?.tableView(self, willEndContextMenuInteraction: configuration, animator: end)
                                   })
    }
}
