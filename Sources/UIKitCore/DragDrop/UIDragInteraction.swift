//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Makes a view a drag source: a long press lifts what the delegate gives
/// (`itemsForBeginning`), its preview follows the finger above everything, and lifting the
/// finger drops it on the `UIDropInteraction` under it (or returns it when none takes it).
///
/// The press lasts `_UIDragLiftRecognizer.liftDelay` (0.5 s ⚠) before the lift; the mouse is a
/// finger here, so a mouse drag lifts after the same press.
@preconcurrency @MainActor open class UIDragInteraction: NSObject, UIInteraction {
    /// The object asked for items and told of the drag (weak).
    open private(set) weak var delegate: (any UIDragInteractionDelegate)?
    /// The view the interaction is attached to.
    open private(set) weak var view: UIView?
    /// Whether a press lifts items (default `isEnabledByDefault`).
    open var isEnabled: Bool = UIDragInteraction.isEnabledByDefault
    /// Whether other gestures may recognize while the lift runs (default false).
    open var allowsSimultaneousRecognitionDuringLift: Bool = false
    /// Whether drag interactions start enabled: true here, as on iPad (a desktop is not a phone).
    open class var isEnabledByDefault: Bool { true }

    lazy var _recognizer = _UIDragLiftRecognizer(interaction: self)

    /// An interaction asking `delegate` for items.
    public init(delegate: any UIDragInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// Called before the interaction moves to `view` (nil: removed).
    open func willMove(to view: UIView?) { self.view?.removeGestureRecognizer(_recognizer) }

    /// Called after the interaction moved to `view` (nil: removed).
    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(_recognizer)
    }
}

/// The press that lifts a drag interaction's items: a long press that begins only when the
/// interaction is enabled and its delegate gives items, then carries the drag.
@MainActor final class _UIDragLiftRecognizer: UILongPressGestureRecognizer, UIGestureRecognizerDelegate {
    /// Seconds of press before the lift (⚠ iOS's delay is not documented; 0.5 s is the long
    /// press's default).
    static let liftDelay: TimeInterval = 0.5
    unowned let interaction: UIDragInteraction
    private var pending: _UIDragDropSession?

    init(interaction: UIDragInteraction) {
        self.interaction = interaction
        super.init()
        minimumPressDuration = Self.liftDelay
        delegate = self
        addAction { [unowned self] g in
            let driver = _UIDragDriver.shared
            let p = g.location(in: nil)
            switch g.state {
            case .began:
                guard let s = pending else { return }
                pending = nil
                driver.lift(s, from: interaction, at: p)
            case .changed: driver.move(to: p, from: interaction)
            case .ended: driver.drop(at: p, from: interaction)
            case .cancelled, .failed: driver.cancel(from: interaction)
            default: break
            }
        }
    }

    required init?(coder: NSCoder) { nil }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        pending = nil
        guard interaction.isEnabled, _UIDragDriver.shared.session == nil, let view = interaction.view,
              let window = view.window, let d = interaction.delegate else { return false }
        let s = _UIDragDropSession(items: [], window: window, location: location(in: nil), isLocal: true)
        let items = d.dragInteraction(interaction, itemsForBeginning: s)
        guard !items.isEmpty else { return false }
        s.items = items
        pending = s
        return true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        interaction.allowsSimultaneousRecognitionDuringLift
    }
}
