//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Gives a view a context menu: a long press (half a second, as a table row's) asks the delegate
/// for a configuration at the pressed location and shows its preview and menu over a dimmed
/// window; choosing an action closes the menu, then runs it; a tap outside closes it.
///
/// ```swift
/// photo.addInteraction(UIContextMenuInteraction(delegate: self))
/// ```
@preconcurrency @MainActor open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// How the menu looks (Apple's raw values).
    public enum Appearance: Int, Sendable {
        /// No menu is shown.
        case unknown = 0
        /// A menu with a preview (iOS's long-press menu).
        case rich = 1
        /// A compact menu (iOS's pointer menu).
        case compact = 2
    }

    /// The object asked for configurations (weak).
    open private(set) weak var delegate: UIContextMenuInteractionDelegate?
    /// The view the interaction is attached to.
    open private(set) weak var view: UIView?
    /// How the menu shown now looks: `.rich` while one is shown, else `.unknown`.
    open var menuAppearance: Appearance { _menu?.superview != nil ? .rich : .unknown }

    private lazy var recognizer = _UIContextMenuPressRecognizer(interaction: self)
    /// Where the press that opened the menu was, in the window.
    private var pressLocation: CGPoint?
    /// The menu shown now.
    private weak var _menu: _UIContextMenuView?

    /// An interaction asking `delegate` for configurations.
    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// Called before the interaction moves to `view` (nil: removed).
    open func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(recognizer)
    }

    /// Called after the interaction moved to `view` (nil: removed).
    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(recognizer)
    }

    /// The location of the press that opened the menu in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        guard let p = pressLocation else { return .zero }
        guard let view, let window = view.window else { return p }
        return view.convert(p, from: window)
    }

    /// Closes the menu shown now, if any (the delegate hears `willEndFor`).
    open func dismissMenu() { _menu?._dismiss() }

    /// The configuration for a press at `point` (window coordinates), asked of the delegate.
    func _configuration(at point: CGPoint) -> UIContextMenuConfiguration? {
        guard let view, let window = view.window, let delegate else { return nil }
        pressLocation = point
        return delegate.contextMenuInteraction(self, configurationForMenuAtLocation: view.convert(point, from: window))
    }

    /// Shows `configuration` for the view.
    func _present(_ configuration: UIContextMenuConfiguration) {
        guard let view, let window = view.window else { return }
        _UIContextMenuView.present(configuration, anchor: view.convert(view.bounds, to: window), in: window, snapshotOf: view,
                                   willDisplay: { [weak self] animator in
                                       guard let self else { return }
                                       self.delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
                                   },
                                   willCommit: { [weak self] animator in
                                       guard let self else { return }
                                       self.delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: configuration,
                                                                             animator: animator)
                                   },
                                   willEnd: { [weak self] animator in
                                       guard let self else { return }
                                       self.delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
                                   })
        _menu = window.subviews.last as? _UIContextMenuView
    }
}

/// The long press that opens a context menu interaction's menu: it begins only where the
/// delegate gives a configuration, so a long press elsewhere stays an ordinary touch.
@MainActor final class _UIContextMenuPressRecognizer: UILongPressGestureRecognizer, UIGestureRecognizerDelegate {
    unowned let interaction: UIContextMenuInteraction
    private var pending: UIContextMenuConfiguration?

    init(interaction: UIContextMenuInteraction) {
        self.interaction = interaction
        super.init()
        delegate = self
        addAction { [unowned self] g in
            guard g.state == .began, let c = pending else { return }
            pending = nil
            interaction._present(c)
        }
    }

    required init?(coder: NSCoder) { nil }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        pending = interaction._configuration(at: location(in: nil))
        return pending != nil
    }
}
