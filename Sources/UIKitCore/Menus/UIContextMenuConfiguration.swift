//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// `UIContextMenuConfiguration` (what a context menu shows) and its action and preview providers.

/// Makes a context menu's actions; receives the system's suggested elements (none here).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
/// Makes the view controller previewed above a context menu.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows: its actions (and a preview), made when the menu appears.
@preconcurrency @MainActor open class UIContextMenuConfiguration: NSObject {
    /// The order of the menu's elements (iOS 16).
    public enum ElementOrder: Int, Sendable {
        case automatic = 0
        case priority = 1
        case fixed = 2
    }

    /// Identifies the configuration to the delegate (default: a unique string).
    public let identifier: NSCopying
    /// The order in which the menu's elements are shown (default `.automatic`). On Linux: the menu
    /// always shows its elements in the order given.
    open var preferredMenuElementOrder: ElementOrder = .automatic
    final let _previewProvider: UIContextMenuContentPreviewProvider?
    final let _actionProvider: UIContextMenuActionProvider?

    /// A configuration whose preview and actions are made by `previewProvider` and `actionProvider`
    /// when the menu appears (nil `identifier`: a unique string; nil `previewProvider`: the pressed
    /// view itself is previewed).
    public init(identifier: NSCopying? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        _previewProvider = previewProvider
        _actionProvider = actionProvider
        super.init()
    }
}

/// The animator the delegate receives as a context menu appears, ends or is committed: its
/// animations run over a quarter second, then its completions (where iOS runs its own
/// appearance, dismissal and commit animations).
@MainActor final class _UIContextMenuAnimator: UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    /// ⚠ `.pop`, as iOS appears to default; this port draws neither style.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    init(previewViewController: UIViewController?) { self.previewViewController = previewViewController }

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    /// Runs what was added (once).
    func run() {
        let a = animations, c = completions
        animations = []; completions = []
        if a.isEmpty {
            c.forEach { $0() }
            return
        }
        UIView.animate(withDuration: 0.25, animations: { a.forEach { $0() } }, completion: { _ in c.forEach { $0() } })
    }
}
