//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UINavigationController's bar hiding: hidesBarsOnTap, hidesBarsOnSwipe and
// hidesBarsWhenKeyboardAppears, through a tap and a pan recognizer on the controller's view.

/// The recognizers and state behind the `hidesBars…` properties of a navigation controller.
@MainActor final class _UINavigationBarHiding: NSObject, UIGestureRecognizerDelegate {
    weak var controller: UINavigationController?
    let tap = UITapGestureRecognizer()
    let swipe = UIPanGestureRecognizer()
    /// The toolbar was hidden by bar hiding (so showing the bars shows it again).
    var hidToolbar = false
    /// The current swipe already hid or showed the bars.
    var swipeActed = false
    /// The keyboard observer while `hidesBarsWhenKeyboardAppears` is true.
    var keyboardObserver: _UINotificationObservation?

    /// How far a vertical swipe goes before it hides or shows the bars.
    static let swipeDistance: CGFloat = 20

    override init() {
        super.init()
        for g in [tap, swipe] as [UIGestureRecognizer] {
            g.delegate = self
            g.isEnabled = false
            g.cancelsTouchesInView = false
            g.delaysTouchesEnded = false
        }
        tap.addAction { [weak self] g in if g.state == .ended { self?.tapped() } }
        swipe.addAction { [weak self] g in self?.swiped(g as! UIPanGestureRecognizer) }
    }

    /// Adds the recognizers to the controller's view.
    func install(on view: UIView) {
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(swipe)
    }

    func tapped() {
        guard let c = controller else { return }
        setBarsHidden(!c._barHidden, swipe: false)
    }

    func swiped(_ g: UIPanGestureRecognizer) {
        switch g.state {
        case .began: swipeActed = false
        case .changed:
            guard !swipeActed, let c = controller, let v = c.viewIfLoaded else { return }
            let t = g.translation(in: v)
            guard abs(t.y) >= Self.swipeDistance, abs(t.y) > abs(t.x) else { return }
            swipeActed = true
            setBarsHidden(t.y < 0, swipe: true)
        default: break
        }
    }

    /// Hides or shows the navigation bar and the toolbar, animated. A swipe leaves a toolbar
    /// without items (as on iOS); showing brings back only a toolbar that hiding took away.
    func setBarsHidden(_ hidden: Bool, swipe: Bool) {
        guard let c = controller else { return }
        if hidden {
            let toolbarHasItems = !(c.topViewController?.toolbarItems ?? []).isEmpty
            if !c._toolbarHidden && (!swipe || toolbarHasItems) {
                hidToolbar = true
                c.setToolbarHidden(true, animated: true)
            }
            c.setNavigationBarHidden(true, animated: true)
        } else {
            c.setNavigationBarHidden(false, animated: true)
            if hidToolbar {
                hidToolbar = false
                c.setToolbarHidden(false, animated: true)
            }
        }
    }

    /// `hidesBarsWhenVerticallyCompact`: the bars hide when the vertical size class becomes
    /// compact (a window less than 500 pt tall) and come back when it is regular again.
    func traitsChanged(previous: UITraitCollection) {
        guard let c = controller, c.hidesBarsWhenVerticallyCompact else { return }
        let now = c.traitCollection.verticalSizeClass
        guard now != previous.verticalSizeClass else { return }
        if now == .compact {
            setBarsHidden(true, swipe: false)
        } else if previous.verticalSizeClass == .compact {
            setBarsHidden(false, swipe: false)
        }
    }

    func keyboardWillShow() {
        guard let c = controller, c.hidesBarsWhenKeyboardAppears, c.viewIfLoaded?.window != nil else { return }
        setBarsHidden(true, swipe: false)
    }

    /// Starts or stops watching for the keyboard.
    func observeKeyboard(_ on: Bool) {
        guard on != (keyboardObserver != nil) else { return }
        keyboardObserver = on ? _UINotificationObservation(UIResponder.keyboardWillShowNotification) { [weak self] in
            self?.keyboardWillShow()
        } : nil
    }

    // MARK: UIGestureRecognizerDelegate

    /// Only touches in the content: not on the bars, not on controls (whose own taps win).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let c = controller, let v = c.viewIfLoaded else { return false }
        if gestureRecognizer === tap, touch.view is UIControl { return false }
        let p = touch.location(in: v)
        for bar in [c._barHidden ? nil : c._bar, c._toolbarHidden ? nil : c._toolbarStorage] as [UIView?] {
            if let b = bar, b.superview != nil, b.frame.contains(p) { return false }
        }
        return true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}

/// A block observer of a notification on the default centre, on the main actor, removed when
/// this goes away.
final class _UINotificationObservation: @unchecked Sendable {
    private let token: NSObjectProtocol

    init(_ name: Notification.Name, _ body: @escaping @MainActor () -> Void) {
        token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { body() }
        }
    }

    deinit { NotificationCenter.default.removeObserver(token) }
}
