//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The actions revealed by swiping one edge of a table row or list cell: what a table view delegate's
/// `leading/trailingSwipeActionsConfigurationForRowAt` returns. An empty list means the row
/// shows no actions on that edge.
@preconcurrency @MainActor open class UISwipeActionsConfiguration: NSObject {
    /// Creates a configuration; the first action sits nearest the edge the swipe starts from.
    public convenience init(actions: [UIContextualAction]) {
        self.init(_actions: actions)
    }

    init(_actions actions: [UIContextualAction]) {
        _actions = actions
        super.init()
    }

    /// The actions, the first nearest the edge.
    open var actions: [UIContextualAction] { _actions }
    private let _actions: [UIContextualAction]

    /// Whether swiping far enough performs the first action without a tap (default true).
    open var performsFirstActionWithFullSwipe: Bool = true
}

extension UISwipeActionsConfiguration {
    /// A row's leading and trailing configurations as its left and right sides in `view`'s
    /// layout direction; a configuration without actions counts as none.
    static func _sides(leading: UISwipeActionsConfiguration?, trailing: UISwipeActionsConfiguration?,
                       in view: UIView) -> (left: UISwipeActionsConfiguration?, right: UISwipeActionsConfiguration?) {
        func nonEmpty(_ c: UISwipeActionsConfiguration?) -> UISwipeActionsConfiguration? {
            guard let c, !c.actions.isEmpty else { return nil }
            return c
        }
        let ltr = view.effectiveUserInterfaceLayoutDirection == .leftToRight
        return ltr ? (nonEmpty(leading), nonEmpty(trailing)) : (nonEmpty(trailing), nonEmpty(leading))
    }
}
