// The view hierarchy: inserting, reordering and removing subviews, and keeping the layer tree in step.

extension UIView {

    /// The window's identity, or nil: for comparing windows without retaining one (a window
    /// that events or the key-window slot have referenced weakly retains on a slow path).
    nonisolated var _windowID: ObjectIdentifier? {
        let top = UIView._walkUp(from: Unmanaged.passUnretained(self)) { _ in false }
        return top._withUnsafeGuaranteedRef { $0 is UIWindow ? ObjectIdentifier($0) : nil }
    }

    /// Puts the subviews' layers in the order of `subviews`, keeping other sublayers (added to the
    /// layer directly) where they are relative to the view layers' slots.
    func _syncSublayerOrder() {
        let viewLayers = subviews.map { $0.layer }
        let all = layer.sublayers ?? []
        var slots: [Int] = []
        let set = Set(viewLayers.map { ObjectIdentifier($0) })
        for (i, l) in all.enumerated() where set.contains(ObjectIdentifier(l)) { slots.append(i) }
        guard slots.count == viewLayers.count else {
            for l in viewLayers { l.removeFromSuperlayer(); layer.addSublayer(l) }
            return
        }
        var same = true
        for (k, i) in slots.enumerated() where all[i] !== viewLayers[k] { same = false; break }
        if same { return }
        for (k, i) in slots.enumerated() {
            let l = viewLayers[k]
            l.removeFromSuperlayer()
            layer.insertSublayer(l, at: UInt32(min(i, layer.sublayers?.count ?? 0)))
        }
    }

    /// Where in `layer.sublayers` the layer of the subview at `index` (of `subviews`) goes.
    func _sublayerIndex(forSubviewAt index: Int) -> Int {
        let sublayers = layer.sublayers ?? []
        if index < subviews.count - 1 {
            let nextLayer = subviews[index + 1].layer
            if let i = sublayers.firstIndex(where: { $0 === nextLayer }) { return i }
        }
        if index > 0 {
            let prevLayer = subviews[index - 1].layer
            if let i = sublayers.firstIndex(where: { $0 === prevLayer }) { return i + 1 }
        }
        return sublayers.count
    }

    /// Views of a subtree in pre-order (iterative).
    static func _subtree(_ root: UIView) -> [UIView] {
        if root.subviews.isEmpty { return [root] }
        var out: [UIView] = []
        out.reserveCapacity(8)
        out.append(root)
        // Pre-order, iteratively (deep trees must not exhaust the stack).
        var stack: [(view: UIView, next: Int)] = [(root, 0)]
        while let (v, i) = stack.last {
            if i < v.subviews.count {
                stack[stack.count - 1].next = i + 1
                let c = v.subviews[i]
                out.append(c)
                if !c.subviews.isEmpty { stack.append((c, 0)) }
            } else {
                stack.removeLast()
            }
        }
        return out
    }

    func _insert(_ view: UIView, at requestedIndex: Int?) {
        guard view !== self else {
            return UIKitLog.error("Can't add a view as a subview of itself", category: "UIView")
        }
        guard !isDescendant(of: view) else {
            return UIKitLog.error("Can't add \(type(of: view)) as a subview: it is an ancestor of the receiver (a cycle)", category: "UIView")
        }
        if view.superview === self {
            // Reordering only.
            guard let cur = subviews.firstIndex(where: { $0 === view }) else { return }
            subviews.remove(at: cur)
            let idx = min(max(requestedIndex ?? subviews.count, 0), subviews.count)
            subviews.insert(view, at: idx)
            _syncSublayerOrder()
            return
        }
        let oldSuperview = view.superview
        // The windows are only looked up (and retained) when the view changes windows.
        let changesWindow = view._windowID != _windowID
        let oldWindow = changesWindow ? view.window : nil
        let newWindow = changesWindow ? self.window : nil
        let oldTint = view._tintSnapshot()
        let subtree = changesWindow ? UIView._subtree(view) : []

        oldSuperview?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        for v in subtree { v.willMove(toWindow: newWindow) }
        if oldWindow != nil, newWindow == nil { view._viewControllerWillLeaveWindow(subtree) }

        if let old = oldSuperview {
            old.subviews.removeAll { $0 === view }
        }
        view.layer.removeFromSuperlayer()
        let idx = min(max(requestedIndex ?? subviews.count, 0), subviews.count)
        if subviews.isEmpty { subviews.reserveCapacity(4) }   // (as CALayer._insert)
        if idx == subviews.count { subviews.append(view) } else { subviews.insert(view, at: idx) }
        view._superview = self
        if idx == subviews.count - 1 {
            layer.addSublayer(view.layer)  // on top, as addSubview does on iOS
        } else {
            layer.insertSublayer(view.layer, at: UInt32(_sublayerIndex(forSubviewAt: idx)))
        }

        for v in subtree {
            v._updateContentsScale(for: newWindow)
            if newWindow != nil { v._applyAppearance() }
            v.didMoveToWindow()
        }
        view.didMoveToSuperview()
        didAddSubview(view)
        oldSuperview?.setNeedsLayout()
        setNeedsLayout()
        view.setNeedsLayout()
        view._notifyTintIfChanged(from: oldTint)
        if !subtree.isEmpty { view._windowDidChange(subtree) }
    }

    /// Called after a subtree entered or left a window: safe areas and margins may change.
    func _windowDidChange(_ subtree: [UIView]) {
        for v in subtree { v._updateSafeAreaIfNeeded() }
        _EventDispatcher._viewsChangedWindow()
    }

    func _insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard siblingSubview !== view else { return }
        if siblingSubview.superview === self, let i = subviews.firstIndex(where: { $0 === siblingSubview }) {
            var idx = i + 1
            if view.superview === self, let j = subviews.firstIndex(where: { $0 === view }), j < i { idx -= 1 }
            _insert(view, at: idx)
        } else {
            _insert(view, at: nil)
        }
    }

    func _insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard siblingSubview !== view else { return }
        if siblingSubview.superview === self, let i = subviews.firstIndex(where: { $0 === siblingSubview }) {
            var idx = i
            if view.superview === self, let j = subviews.firstIndex(where: { $0 === view }), j < i { idx -= 1 }
            _insert(view, at: idx)
        } else {
            _insert(view, at: nil)
        }
    }

    func _exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else {
            return UIKitLog.error("exchangeSubview(at:withSubviewAt:): index out of range (\(index1), \(index2); \(subviews.count) subviews)", category: "UIView")
        }
        guard index1 != index2 else { return }
        subviews.swapAt(index1, index2)
        _syncSublayerOrder()
    }

    func _bringSubviewToFront(_ view: UIView) {
        guard view.superview === self, let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: i)
        subviews.append(view)
        _syncSublayerOrder()
    }

    func _sendSubviewToBack(_ view: UIView) {
        guard view.superview === self, let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: i)
        subviews.insert(view, at: 0)
        _syncSublayerOrder()
    }

    func _removeFromSuperview() {
        guard let sup = superview else { return }
        let oldWindow = window
        let oldTint = _tintSnapshot()
        let subtree = oldWindow != nil ? UIView._subtree(self) : []
        sup.willRemoveSubview(self)
        willMove(toSuperview: nil)
        for v in subtree { v.willMove(toWindow: nil) }
        sup.subviews.removeAll { $0 === self }
        _superview = nil
        layer.removeFromSuperlayer()
        for v in subtree { v.didMoveToWindow() }
        didMoveToSuperview()
        sup.setNeedsLayout()
        _notifyTintIfChanged(from: oldTint)
        if !subtree.isEmpty { _windowDidChange(subtree) }
    }

    func _debugDescription(_ addr: String) -> String {
        let f = frame
        var s = "<\(type(of: self)): \(addr); frame = (\(f.minX) \(f.minY); \(f.width) \(f.height))"
        let t = _transform
        if !t.isIdentity { s += "; transform = [\(t.a), \(t.b), \(t.c), \(t.d), \(t.tx), \(t.ty)]" }
        if isHidden { s += "; hidden = YES" }
        if alpha != 1 { s += "; alpha = \(alpha)" }
        if tag != 0 { s += "; tag = \(tag)" }
        return s + ">"
    }

    func _viewWithTag(_ tag: Int) -> UIView? {
        var queue: [UIView] = [self]
        var i = 0
        while i < queue.count {
            let v = queue[i]; i += 1
            if v.tag == tag { return v }
            queue.append(contentsOf: v.subviews)
        }
        return nil
    }
}
