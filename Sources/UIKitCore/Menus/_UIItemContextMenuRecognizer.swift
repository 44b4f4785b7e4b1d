//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A list or grid that shows context menus on its items (tables' rows, collection views' items).
@MainActor protocol _UIItemContextMenuHost: UIView {
    /// The item under `point` (the host's coordinates) and the delegate's configuration for it,
    /// nil when there is none (or menus can't show now: editing, swiping, reordering).
    func _contextMenuTarget(at point: CGPoint) -> (IndexPath, UIContextMenuConfiguration)?
    /// The press began: cancel the item's highlight and show the menu.
    func _showContextMenu(_ configuration: UIContextMenuConfiguration, for indexPath: IndexPath)
}

/// Begins (after the usual half-second hold) only on an item whose delegate gives a
/// configuration, so a long press elsewhere stays an ordinary touch.
@MainActor final class _UIItemContextMenuRecognizer: UILongPressGestureRecognizer, UIGestureRecognizerDelegate {
    weak var host: (any _UIItemContextMenuHost)?
    /// The item and configuration asked for when the press began.
    var pending: (IndexPath, UIContextMenuConfiguration)?

    init(host: any _UIItemContextMenuHost) {
        self.host = host
        super.init()
        delegate = self
        addAction { [weak self] g in
            guard let self, g.state == .began, let (path, configuration) = self.pending else { return }
            self.pending = nil
            self.host?._showContextMenu(configuration, for: path)
        }
    }

    required init?(coder: NSCoder) { nil }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        pending = nil
        guard let host else { return false }
        pending = host._contextMenuTarget(at: location(in: host))
        return pending != nil
    }
}
