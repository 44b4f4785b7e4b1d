//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Shows an edit menu (Cut, Copy, Paste, Select, Select All, Delete, and the app's actions) for a
/// view: `presentEditMenu(with:)` collects the standard actions the responder chain from the view
/// can perform now (`canPerformAction(_:withSender:)`), lets the delegate change the menu, and
/// shows it at the configuration's point. Text fields and text views show theirs on a long press.
@preconcurrency @MainActor open class UIEditMenuInteraction: NSObject, UIInteraction {
    /// The object asked for the menu (weak).
    open private(set) weak var delegate: UIEditMenuInteractionDelegate?
    /// The view the interaction is attached to.
    open private(set) weak var view: UIView?
    private weak var _menu: UIView?
    private var _configuration: UIEditMenuConfiguration?

    /// An interaction asking `delegate`.
    public init(delegate: UIEditMenuInteractionDelegate?) {
        self.delegate = delegate
        super.init()
    }

    /// Called before the interaction is added to (or removed from) a view.
    open func willMove(to view: UIView?) {
        if view == nil { dismissMenu() }
    }

    /// Called after the interaction was added to (or removed from) a view.
    open func didMove(to view: UIView?) { self.view = view }

    /// Shows the edit menu for `configuration` (closing one already shown).
    open func presentEditMenu(with configuration: UIEditMenuConfiguration) {
        dismissMenu()
        guard let view, let window = view.window else { return }
        let suggested = _suggestedActions()
        let menu: UIMenu?
        if let delegate {
            menu = delegate.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested)
        } else {
            menu = UIMenu(children: suggested)
        }
        guard let menu, !menu.children.isEmpty else { return }
        let target = delegate?.editMenuInteraction(self, targetRectFor: configuration)
            ?? CGRect(x: configuration.sourcePoint.x - 1, y: configuration.sourcePoint.y - 1, width: 2, height: 2)
        let animator = _UIEditMenuAnimator()
        delegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: animator)
        _configuration = configuration
        let shown = _UIContextMenuView.present(menu, anchor: view.convert(target, to: window), in: window,
                                               closed: { [weak self] in self?._menuClosed() })
        if shown { _menu = window.subviews.last }
        animator.finish()
    }

    /// Closes the menu, if it shows.
    open func dismissMenu() {
        guard let m = _menu, m.superview != nil else { return }
        m.removeFromSuperview()
        _menuClosed()
    }

    /// Asks the delegate for the menu again and shows it in place.
    open func reloadVisibleMenu() {
        guard _menu?.superview != nil, let c = _configuration else { return }
        presentEditMenu(with: c)
    }

    /// Moves the visible menu to the delegate's current target rectangle.
    open func updateVisibleMenuPosition(animated: Bool) { reloadVisibleMenu() }

    /// The menu's source point in `view`'s coordinates (zero when none shows).
    open func location(in view: UIView) -> CGPoint {
        guard let c = _configuration, let own = self.view else { return .zero }
        return own.convert(c.sourcePoint, to: view)
    }

    private func _menuClosed() {
        guard let c = _configuration else { return }
        _configuration = nil
        _menu = nil
        let animator = _UIEditMenuAnimator()
        delegate?.editMenuInteraction(self, willDismissMenuFor: c, animator: animator)
        animator.finish()
    }

    /// The standard actions the responder chain from the view can perform now, each sent to the
    /// responder that says it can.
    func _suggestedActions() -> [UIMenuElement] {
        guard let view else { return [] }
        var out: [UIMenuElement] = []
        for action in _UIStandardEditAction.allCases {
            guard let responder = view.target(forAction: action.selector, withSender: self) as? UIResponder else { continue }
            out.append(UIAction(title: action.title) { [weak responder] _ in
                guard let responder else { return }
                action.send(to: responder, sender: nil)
            })
        }
        return out
    }
}
