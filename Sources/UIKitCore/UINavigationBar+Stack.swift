import Foundation

// UINavigationBar: the item stack (set, push, pop with the delegate's questions and
// notifications) and the push/pop transition, driven frame by frame by a navigation controller
// or, for a standalone bar, by a UIView animation of the same states.
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
            return UIKitLog.error("setItems(_:animated:): a UINavigationItem can be in one navigation bar only; ignored", category: "UINavigationBar")
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
        let new = (_items ?? []) + [item]
        if animated, window != nil, !(_items ?? []).isEmpty {
            _animateTransition(to: new, pop: false) { [weak self] in
                guard let self else { return }
                self._delegate?.navigationBar(self, didPush: item)
            }
        } else {
            _replaceItems(new)
            _rebuild()
            _delegate?.navigationBar(self, didPush: item)
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
        let new = Array(items.dropLast())
        if animated, window != nil {
            _animateTransition(to: new, pop: true) { [weak self] in
                guard let self else { return }
                self._delegate?.navigationBar(self, didPop: top)
            }
        } else {
            _replaceItems(new)
            _rebuild()
            _delegate?.navigationBar(self, didPop: top)
        }
        return top
    }

    /// The back button was tapped: the managing controller pops; else the top item's
    /// `backAction` runs; else the bar pops (asking its delegate).
    func _backButtonTapped() {
        if let c = _managingController { return c._backButtonTapped() }
        if let a = topItem?.backAction { return a._perform(sender: self) }
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
        let slide = bounds.width * UINavigationBar._titleSlide
        let dir: CGFloat = t.pop ? 1 : -1
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
