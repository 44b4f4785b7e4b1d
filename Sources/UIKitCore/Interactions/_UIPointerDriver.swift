//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Drives pointer interactions from hover input: finds the interaction and region under the
/// pointer, tells delegates the pointer entered or left regions, and sets the cursor.
///
/// Called after each hover event (`_EventDispatcher.sendHover`). The interaction is the first
/// enabled `UIPointerInteraction` (the last added first) on the hit-test view or its ancestors
/// whose delegate names a region containing the pointer.
@MainActor package final class _UIPointerDriver {
    package static let shared = _UIPointerDriver()

    /// Shows the cursor on the desktop (set by a platform backend; nil headless).
    package weak var presenter: UICursorPresenting?
    /// The cursor the pointer styles ask for now.
    package private(set) var cursor: _UIPointerCursor = .arrow {
        didSet { if cursor != oldValue { presenter?.showCursor(cursor) } }
    }

    private struct Active {
        weak var interaction: UIPointerInteraction?
        let region: UIPointerRegion
    }
    private var active: Active?
    private weak var lastWindow: UIWindow?
    private var lastLocation: CGPoint?
    /// The active interaction was invalidated: its style is asked for again.
    private var stale = false

    /// Pointer interactions attached to views (`UIView.addInteraction`/`removeInteraction`; one
    /// whose view is freed with it attached stays counted). With none, a hover does not hit-test:
    /// apps without pointer interactions pay nothing per mouse motion.
    var attachedInteractions = 0

    /// The pointer is at `location` in `window` (nil: it left the window).
    func hover(at location: CGPoint?, in window: UIWindow, modifiers: UIKeyModifierFlags = []) {
        lastWindow = window
        lastLocation = location
        guard let location, !window.isHidden, attachedInteractions > 0, let hit = window.hitTest(location, with: nil) else {
            return update(to: nil)
        }
        var v: UIView? = hit
        while let cur = v {
            for case let i as UIPointerInteraction in cur.interactions.reversed() where i.isEnabled {
                let p = cur.convert(location, from: window)
                guard let region = i._region(at: p, modifiers: modifiers), region.rect.contains(p) else { continue }
                if let a = active, a.interaction === i, a.region._isSame(as: region) {
                    // The same region: only an invalidated interaction is asked for its style again.
                    if stale { stale = false; cursor = i._style(for: a.region)?._cursor ?? .arrow }
                    return
                }
                return update(to: Active(interaction: i, region: region))
            }
            v = cur.superview
        }
        update(to: nil)
    }

    private func update(to new: Active?) {
        stale = false
        if let old = active, let i = old.interaction {
            active = nil
            let animator = _UIPointerAnimator()
            i.delegate?.pointerInteraction(i, willExit: old.region, animator: animator)
            animator.run()
        }
        active = new
        guard let new, let i = new.interaction else { cursor = .arrow; return }
        let animator = _UIPointerAnimator()
        i.delegate?.pointerInteraction(i, willEnter: new.region, animator: animator)
        cursor = i._style(for: new.region)?._cursor ?? .arrow
        animator.run()
    }

    /// `interaction` is being removed from its view: the pointer leaves its region.
    func interactionLeft(_ interaction: UIPointerInteraction) {
        guard let a = active, a.interaction === interaction else { return }
        update(to: nil)
    }

    /// Asks again for the region and style under the pointer (`UIPointerInteraction.invalidate()`).
    func invalidate(_ interaction: UIPointerInteraction) {
        guard let w = lastWindow else { return }
        if let a = active, a.interaction === interaction { stale = true }
        hover(at: lastLocation, in: w)
    }

    /// Forgets the pointer (test hosts share one process).
    package func reset() {
        active = nil
        stale = false
        lastWindow = nil
        lastLocation = nil
        cursor = .arrow
    }
}

/// The animator delegates receive as the pointer enters or leaves a region: its animations run
/// over 0.15 s (⚠ by eye), then its completions.
@MainActor final class _UIPointerAnimator: NSObject, UIPointerInteractionAnimating {
    private var animations: [() -> Void] = []
    private var completions: [(Bool) -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping (Bool) -> Void) { completions.append(completion) }

    /// Runs what was added (once).
    func run() {
        let a = animations, c = completions
        animations = []; completions = []
        if a.isEmpty { return c.forEach { $0(true) } }
        UIView.animate(withDuration: 0.15, animations: { a.forEach { $0() } }, completion: { done in c.forEach { $0(done) } })
    }
}
