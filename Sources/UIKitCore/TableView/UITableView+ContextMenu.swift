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
extension UITableView {
    func _handleContextMenuPress(_ g: _UITableViewContextMenuRecognizer) {
        guard g.state == .began, let (path, configuration) = g.pending else { return }
        g.pending = nil
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

/// Begins (after the usual half-second hold) only on a row whose delegate gives a configuration,
/// so a long press elsewhere stays an ordinary touch.
@MainActor final class _UITableViewContextMenuRecognizer: UILongPressGestureRecognizer, UIGestureRecognizerDelegate {
    weak var table: UITableView?
    /// The row and configuration asked for when the press began.
    var pending: (IndexPath, UIContextMenuConfiguration)?

    init(table: UITableView) {
        self.table = table
        super.init()
        delegate = self
        addTarget(table, action: UITableView._handleContextMenuPress)
    }

    required init?(coder: NSCoder) { nil }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        pending = nil
        guard let table, let d = table._tableDelegate, !table.isEditing, table._reorderState == nil, table._swipeState == nil else { return false }
        let p = location(in: table)
        guard let path = table.indexPathForRow(at: p),
              let c = d.tableView(table, contextMenuConfigurationForRowAt: path, point: p) else { return false }
        pending = (path, c)
        return true
    }
}
