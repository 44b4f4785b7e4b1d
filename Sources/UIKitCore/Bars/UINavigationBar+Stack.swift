//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UINavigationBar's item stack (set, push, pop, with the delegate's questions) and push/pop transition.
//
// The item stack (set, push, pop with the delegate's questions and notifications) and the
// push/pop transition, driven frame by frame by a navigation controller or, for a standalone
// bar, by a UIView animation of the same states.
extension UINavigationBar {
    /// How long a standalone bar's animated push or pop takes.
    static let _transitionDuration: TimeInterval = 0.35
    /// How far (a fraction of the bar's width) a title slides during a push or pop.
    static let _titleSlide: CGFloat = 0.35

    func _setItems(_ items: [UINavigationItem]?, animated: Bool) {
        let new = items ?? []
        var seen = Set<ObjectIdentifier>()
        for i in new where !seen.insert(ObjectIdentifier(i)).inserted {
            return UIKitLog.error("setItems(_:animated:): the same UINavigationItem appears more than once; ignored", category: "UINavigationBar")
        }
        for i in new where i._bar != nil && i._bar !== self {
            UIKitLog.warning("setItems(_:animated:): a UINavigationItem shown by another navigation bar moves to this one", category: "UINavigationBar")
        }
        let old = _items ?? []
        guard animated, window != nil, let newTop = new.last, let oldTop = old.last, newTop !== oldTop else {
            _finishTransitionNow()
            _replaceItems(items)
            _rebuild()
            return
        }
        let pop = old.contains { $0 === newTop }
        _animateTransition(to: new, pop: pop, completion: nil)
    }

    func _pushItem(_ item: UINavigationItem, animated: Bool) {
        if _managingController != nil {
            return UIKitLog.error("Cannot call pushNavigationItem:animated: directly on a UINavigationBar managed by a controller.", category: "UINavigationBar")
        }
        if (_items ?? []).contains(where: { $0 === item }) {
            return UIKitLog.error("pushItem(_:animated:): the item is already in the bar's stack; ignored", category: "UINavigationBar")
        }
        if item._bar != nil && item._bar !== self {
            return UIKitLog.error("pushItem(_:animated:): the item is in another navigation bar; ignored", category: "UINavigationBar")
        }
        _finishTransitionNow()
        if let d = _delegate, !d.navigationBar(self, shouldPush: item) { return }
        _changeStack(to: (_items ?? []) + [item], pop: false, animated: animated && !(_items ?? []).isEmpty) { bar in
            bar._delegate?.navigationBar(bar, didPush: item)
        }
    }

    func _popItem(animated: Bool) -> UINavigationItem? {
        if _managingController != nil {
            UIKitLog.error("Cannot call popNavigationItemAnimated: directly on a UINavigationBar managed by a controller.", category: "UINavigationBar")
            return nil
        }
        _finishTransitionNow()
        guard let items = _items, let top = items.last else { return nil }
        guard items.count > 1 else {
            UIKitLog.warning("popItem(animated:): the bar shows only one item; nothing to pop", category: "UINavigationBar")
            return nil
        }
        if let d = _delegate, !d.navigationBar(self, shouldPop: top) { return nil }
        _changeStack(to: Array(items.dropLast()), pop: true, animated: animated) { bar in
            bar._delegate?.navigationBar(bar, didPop: top)
        }
        return top
    }

    /// Shows `items` (animated when in a window), then runs `done` (after the animation).
    func _changeStack(to items: [UINavigationItem], pop: Bool, animated: Bool, done: @escaping (UINavigationBar) -> Void) {
        if animated, window != nil {
            _animateTransition(to: items, pop: pop) { [weak self] in if let self { done(self) } }
        } else {
            _replaceItems(items)
            _rebuild()
            done(self)
        }
    }

    /// The back button was tapped: the top item's `backAction` runs if it has one; else the
    /// managing controller pops; else the bar pops (asking its delegate).
    func _backButtonTapped() {
        if let a = topItem?.backAction { return a._perform(sender: self) }
        if let c = _managingController { return c._backButtonTapped() }
        _ = popItem(animated: true)
    }

    /// Sets the stack and the items' back pointers (no view work).
    func _replaceItems(_ items: [UINavigationItem]?) {
        for i in _items ?? [] where i._bar === self { i._bar = nil }
        _items = items
        for i in items ?? [] { i._bar = self }
    }

    // MARK: Transitions

    /// Starts showing `items` with a push (`pop == false`) or pop transition that the caller
    /// drives with `_setTransitionProgress` (the bar shows progress 0 now).
    package func _beginTransition(to items: [UINavigationItem], pop: Bool) {
        _finishTransitionNow()
        let old = _items
        _replaceItems(items)
        guard let top = items.last else {
            _rebuild()
            return
        }
        let to = _makeContent(for: top)
        _transitionSerial += 1
        _transition = _Transition(from: _content, to: to, pop: pop, oldItems: old, serial: _transitionSerial)
        _content?.isUserInteractionEnabled = false   // (the outgoing buttons can't be tapped)
        addSubview(to)
        to.frame = bounds
        to.layoutIfNeeded()
        _setTransitionProgress(0)
        _updateBackground()
    }

    /// Places the bar's contents at `progress` (0…1) of the transition begun last: the old
    /// content fades out while its title slides towards the back button (a push) or off to the
    /// trailing side (a pop); the new content fades in, its title sliding in from the other side.
    package func _setTransitionProgress(_ progress: CGFloat) {
        guard let t = _transition else { return }
        let p = min(1, max(0, progress.isFinite ? progress : 0))
        _transition?.progress = p
        let slide = bounds.width * UINavigationBar._titleSlide
        let dir: CGFloat = (t.pop ? 1 : -1) * (effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1)
        if let from = t.from {
            from.alpha = 1 - p
            from.titleElement?.transform = CGAffineTransform(translationX: dir * slide * p, y: 0)
        }
        t.to.alpha = p
        t.to.titleElement?.transform = CGAffineTransform(translationX: -dir * slide * (1 - p), y: 0)
    }

    /// Ends the transition: with `completed`, the new items stay; otherwise the old ones return.
    package func _endTransition(completed: Bool) {
        guard let t = _transition else { return }
        _transition = nil
        if completed {
            t.from?.removeFromSuperview()
            _content = t.to
        } else {
            t.to.removeFromSuperview()
            _replaceItems(t.oldItems)
            _content = t.from
        }
        for c in [t.from, t.to] {
            c?.isUserInteractionEnabled = true
            c?.alpha = 1
            c?.titleElement?.transform = .identity
        }
        if _rebuildAfterTransition || (completed && _content == nil) || (!completed && _content?.item !== topItem) {
            _rebuildAfterTransition = false
            _rebuild()
        } else {
            _updateBackground()
            setNeedsLayout()
        }
    }

    /// An item changed during a transition: the incoming content is made again (its title or
    /// buttons set while the controller appears); other changes wait for the end.
    func _itemDidChangeDuringTransition(_ item: UINavigationItem) {
        guard let t = _transition else { return }
        let items = _items ?? []
        guard let top = items.last, item === top || (items.count > 1 && item === items[items.count - 2]) else {
            _rebuildAfterTransition = true
            return
        }
        let to = _makeContent(for: top)
        insertSubview(to, aboveSubview: t.to)
        t.to.removeFromSuperview()
        _transition?.to = to
        to.frame = bounds
        to.layoutIfNeeded()
        _setTransitionProgress(t.progress)
    }

    /// Completes a transition in progress at once (a new change arrived).
    func _finishTransitionNow() {
        if _transition != nil { _endTransition(completed: true) }
    }

    /// A standalone bar's animated change: the driven transition's end states, animated.
    func _animateTransition(to items: [UINavigationItem], pop: Bool, completion: (() -> Void)?) {
        _beginTransition(to: items, pop: pop)
        let serial = _transitionSerial
        UIView.animate(withDuration: UINavigationBar._transitionDuration, delay: 0, options: [.curveEaseInOut], animations: {
            self._setTransitionProgress(1)
        }, completion: { [weak self] _ in
            guard let self else { return }
            if self._transition?.serial == serial { self._endTransition(completed: true) }
            completion?()
        })
    }
}
