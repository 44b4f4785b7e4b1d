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
        let anchor = convert(rectForRow(at: path), to: window)
        // The preview: the configuration's view controller at its preferred size, else the
        // row itself, lifted above the dimming.
        let previewController = configuration._previewProvider?()
        var preview: UIView?
        if let vc = previewController {
            let wanted = vc.preferredContentSize
            let size = CGSize(width: wanted.width > 0 ? min(wanted.width, window.bounds.width - 16) : min(window.bounds.width - 32, 400),
                              height: wanted.height > 0 ? min(wanted.height, window.bounds.height * 0.6) : min(window.bounds.height * 0.5, 400))
            vc.view.frame = CGRect(x: (window.bounds.width - size.width) / 2, y: anchor.minY, width: size.width, height: size.height)
            vc.view.layoutIfNeeded()
            preview = vc.view
        } else if let cell = cellForRow(at: path), let snapshot = cell.snapshotView(afterScreenUpdates: false) {
            snapshot.frame = anchor
            preview = snapshot
        }
        let appear = _UIContextMenuAnimator(previewViewController: previewController)
        _UIContextMenuView.present(configuration._actionProvider?([]), anchor: anchor, in: window, preview: preview,
                                   previewTapped: { [weak self] in
                                       guard let self else { return }
                                       let commit = _UIContextMenuAnimator(previewViewController: previewController)
                                       self._tableDelegate?.tableView(self, willPerformPreviewActionForMenuWith: configuration, animator: commit)
                                       self._endContextMenu(configuration, previewController)
                                       commit.run()
                                   },
                                   willShow: { _tableDelegate?.tableView(self, willDisplayContextMenu: configuration, animator: appear) },
                                   closed: { [weak self] in self?._endContextMenu(configuration, previewController) })
        appear.run()
    }

    private func _endContextMenu(_ configuration: UIContextMenuConfiguration, _ previewController: UIViewController?) {
        let end = _UIContextMenuAnimator(previewViewController: previewController)
        _tableDelegate?.tableView(self, willEndContextMenuInteraction: configuration, animator: end)
        end.run()
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
