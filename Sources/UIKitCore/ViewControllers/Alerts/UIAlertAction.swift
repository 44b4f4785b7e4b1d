//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// One button of a `UIAlertController`: its title, its style (which decides its colour, weight
/// and place) and the handler that runs when the user picks it.
@preconcurrency @MainActor open class UIAlertAction: NSObject {
    /// How an action looks and where it goes (Apple's raw values).
    public enum Style: Int, Sendable {
        /// Tint-coloured, in insertion order.
        case `default` = 0
        /// Bold unless another action is preferred; at most one per alert, placed leading (two
        /// side by side), last (stacked) or in its own block (action sheet).
        case cancel = 1
        /// Red: for actions that destroy data.
        case destructive = 2
    }

    /// Creates an action; `handler` runs after the user picks it (see `UIAlertController`).
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init()
        _title = title
        _style = style
        _handler = handler
    }

    public override init() { super.init() }

    /// The action's button title (set by the initialiser; read-only).
    open var title: String? { _title }
    /// The action's style (set by the initialiser; read-only).
    open var style: UIAlertAction.Style { _style }

    /// A disabled action is drawn greyed out and ignores taps and keys.
    open var isEnabled: Bool = true {
        didSet { if oldValue != isEnabled { _owner?._actionDidChangeEnabled(self) } }
    }

    var _title: String?
    var _style: UIAlertAction.Style = .default
    var _handler: ((UIAlertAction) -> Void)?
    /// The alert this action was added to (told when `isEnabled` changes).
    weak var _owner: UIAlertController?
}
