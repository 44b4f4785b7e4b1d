//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// One button revealed by swiping a table row (or list cell): a title or image on a coloured
/// background, and the handler that runs when the user taps it or full-swipes to it.
///
/// The handler **must** call its completion: `true` when the action was performed (a
/// destructive action then animates the row away, so the model must already have deleted it),
/// `false` to put the row back. A handler that never calls it leaves the row open; that can't be
/// detected, so nothing is logged.
@preconcurrency @MainActor open class UIContextualAction: NSObject {
    /// How the action looks (Apple's raw values).
    public enum Style: Int, Sendable {
        /// A grey button.
        case normal = 0
        /// A red button, for actions that delete or destroy.
        case destructive = 1
    }

    /// Runs the action: the action, the view the user touched (the button), and a completion
    /// to call with whether the action was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// Creates an action; `handler` runs when the user picks it.
    public convenience init(style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler) {
        self.init(_style: style, title: title, handler: handler)
    }

    init(_style style: Style, title: String?, handler: @escaping Handler) {
        _style = style
        _handler = handler
        self.title = title
        super.init()
    }

    /// The style given at creation; it decides the default background colour.
    open var style: UIContextualAction.Style { _style }
    private let _style: Style

    /// The block run when the action is picked.
    open var handler: UIContextualAction.Handler { _handler }
    private let _handler: Handler

    /// The button's title (drawn in white).
    open var title: String?

    /// An image drawn instead of the title (when set, the title is not drawn).
    open var image: UIImage?

    /// The button's colour. Defaults to system red for destructive actions and system grey for
    /// normal ones; setting nil restores the default.
    open var backgroundColor: UIColor! {
        get { _backgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { _backgroundColor = newValue }
    }
    private var _backgroundColor: UIColor?
}
