//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The view hierarchy: inserting, reordering and removing subviews, and keeping the layer tree in step.

extension UIView {

    /// The window's identity, or nil: for comparing windows without retaining one (a window
    /// that events or the key-window slot have referenced weakly retains on a slow path).
    nonisolated var _windowID: ObjectIdentifier? {
        let top = UIView._walkUp(from: Unmanaged.passUnretained(self)) { _ in false }
        return top._withUnsafeGuaranteedRef { $0 is UIWindow ? ObjectIdentifier($0) : nil }
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

    /// Where a subview's layer goes among the layer's sublayers, which may include layers added
    /// to it directly: the subviews' layers always stay in the order of `subviews`.
    enum _SublayerPlacement {
        /// Between the layers of the subviews around it (the end: on top of every sublayer).
        case byIndex
        /// Directly above (below) this sibling's layer, whatever other sublayers follow it.
        case above(CALayer), below(CALayer)
        /// At the very bottom of the sublayers.
        case bottom
    }

    /// Puts the layer of the subview at `idx` (already in `subviews`) into the layer tree.
    func _placeSublayer(of view: UIView, at idx: Int, _ placement: _SublayerPlacement) {
        switch placement {
        case .above(let sibling) where sibling.superlayer === layer: layer.insertSublayer(view.layer, above: sibling)
        case .below(let sibling) where sibling.superlayer === layer: layer.insertSublayer(view.layer, below: sibling)
        case .bottom: layer.insertSublayer(view.layer, at: 0)
        default:
            if idx == subviews.count - 1 {
                layer.addSublayer(view.layer)  // on top, as addSubview does on iOS
            } else {
                layer.insertSublayer(view.layer, at: UInt32(_sublayerIndex(forSubviewAt: idx)))
            }
        }
    }

    func _insert(_ view: UIView, at requestedIndex: Int?, layer placement: _SublayerPlacement = .byIndex) {
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
            view.layer.removeFromSuperlayer()
            _placeSublayer(of: view, at: idx, placement)
            return
        }
        let oldSuperview = view.superview
        // The windows are only looked up (and retained) when the view changes windows.
        let changesWindow = view._windowID != _windowID
        let oldWindow = changesWindow ? view.window : nil
        let newWindow = changesWindow ? self.window : nil
        let oldTint = view._tintSnapshot()
        let subtree = changesWindow ? UIView._subtree(view) : []
        // The traits may change with the new place (another window, a style override above).
        let traitsBefore = changesWindow || UIView._styleOverrides > 0 ? view._traitValues : nil

        oldSuperview?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        for v in subtree { v.willMove(toWindow: newWindow) }
        let moved = !subtree.isEmpty && (oldWindow == nil || newWindow == nil) ? UIViewController._startWindowChange(subtree, entering: newWindow != nil, into: self) : []

        if let old = oldSuperview {
            if _UILayoutEngine.mainIsLive { _UILayoutEngine.main.viewWillLeaveSuperview(view) }
            old.subviews.removeAll { $0 === view }
        }
        view.layer.removeFromSuperlayer()
        let idx = min(max(requestedIndex ?? subviews.count, 0), subviews.count)
        if subviews.isEmpty { subviews.reserveCapacity(4) }   // (as CALayer._insert)
        if idx == subviews.count { subviews.append(view) } else { subviews.insert(view, at: idx) }
        view._superview = self
        _placeSublayer(of: view, at: idx, placement)

        for v in subtree {
            v._updateContentsScale(for: newWindow)
            if newWindow != nil { v._applyAppearance(); v._queueInitialConstraintUpdate() }
            v.didMoveToWindow()
        }
        view.didMoveToSuperview()
        didAddSubview(view)
        oldSuperview?.setNeedsLayout()
        setNeedsLayout()
        view.setNeedsLayout()
        view._notifyTintIfChanged(from: oldTint)
        if let traitsBefore { UIView._propagateTraits(view, old: traitsBefore, new: view._traitValues) }
        if !subtree.isEmpty { view._windowDidChange(subtree) }
        if !moved.isEmpty { UIViewController._finishWindowChange(moved, entering: newWindow != nil) }
    }

    /// Called after a subtree entered or left a window: safe areas and margins may change.
    /// Parents come first (pre-order), so a view wholly inside a superview that has no safe-area
    /// insets (and that is not a controller's root view, which may add its own) keeps zero insets
    /// without being looked at, and the other plain views share their superview's transform to
    /// the window and safe rect, computed once per superview: a list of thousands of rows
    /// entering the window costs one step per row, not a walk to the window per view.
    func _windowDidChange(_ subtree: [UIView]) {
        let window = self.window
        var shared: [ObjectIdentifier: (toWindow: CGAffineTransform, safe: CGRect)] = [:]
        for v in subtree {
            guard v !== self, let sup = v.superview else { v._updateSafeAreaIfNeeded(); continue }
            let plain = v._viewController == nil
            if plain, v._lastSafeAreaInsets == .zero, sup._lastSafeAreaInsets == .zero, sup.bounds.contains(v.frame) { continue }
            guard plain, let window, UIView._safeAreaSources != 0 else { v._updateSafeAreaIfNeeded(); continue }
            let key = ObjectIdentifier(sup)
            let s: (toWindow: CGAffineTransform, safe: CGRect)
            if let known = shared[key] { s = known } else { s = (sup._transform(to: window), sup._safeRect(in: window)); shared[key] = s }
            let me = v.bounds.applying(v._transformToSuperview().concatenating(s.toWindow))
            v._updateSafeArea(to: UIView._insets(of: me, within: s.safe))
        }
        _EventDispatcher._viewsChangedWindow()
    }

    func _insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard siblingSubview !== view else { return }
        if siblingSubview.superview === self, let i = subviews.firstIndex(where: { $0 === siblingSubview }) {
            var idx = i + 1
            if view.superview === self, let j = subviews.firstIndex(where: { $0 === view }), j < i { idx -= 1 }
            _insert(view, at: idx, layer: .above(siblingSubview.layer))
        } else {
            _insert(view, at: nil)
        }
    }

    func _insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard siblingSubview !== view else { return }
        if siblingSubview.superview === self, let i = subviews.firstIndex(where: { $0 === siblingSubview }) {
            var idx = i
            if view.superview === self, let j = subviews.firstIndex(where: { $0 === view }), j < i { idx -= 1 }
            _insert(view, at: idx, layer: .below(siblingSubview.layer))
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
        // The two layers trade places; other sublayers stay where they are.
        let l1 = subviews[index1].layer, l2 = subviews[index2].layer
        let sublayers = layer.sublayers ?? []
        guard let i1 = sublayers.firstIndex(where: { $0 === l1 }), let i2 = sublayers.firstIndex(where: { $0 === l2 }) else { return }
        let (first, second) = i1 < i2 ? (l2, l1) : (l1, l2)   // `first` (now at the higher index) moves down
        let (lo, hi) = (min(i1, i2), max(i1, i2))
        layer.insertSublayer(first, at: UInt32(lo))    // [.., first, second, ..]
        layer.insertSublayer(second, at: UInt32(hi))
    }

    func _bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        if subviews.last === view && layer.sublayers?.last === view.layer { return }
        _insert(view, at: nil)
    }

    func _sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        if subviews.first === view && layer.sublayers?.first === view.layer { return }
        _insert(view, at: 0, layer: .bottom)
    }

    func _removeFromSuperview() {
        guard let sup = superview else { return }
        let oldWindow = window
        let oldTint = _tintSnapshot()
        let subtree = oldWindow != nil ? UIView._subtree(self) : []
        sup.willRemoveSubview(self)
        willMove(toSuperview: nil)
        for v in subtree { v.willMove(toWindow: nil) }
        let moved = UIViewController._startWindowChange(subtree, entering: false)
        if _UILayoutEngine.mainIsLive { _UILayoutEngine.main.viewWillLeaveSuperview(self) }
        sup.subviews.removeAll { $0 === self }
        _superview = nil
        layer.removeFromSuperlayer()
        for v in subtree { v.didMoveToWindow() }
        didMoveToSuperview()
        sup.setNeedsLayout()
        _notifyTintIfChanged(from: oldTint)
        if !subtree.isEmpty { _windowDidChange(subtree) }
        if !moved.isEmpty { UIViewController._finishWindowChange(moved, entering: false) }
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

// The bodies of UIView's open hierarchy members (overridable members stay in the class: Swift on Linux cannot
// override members declared in extensions).
extension UIView {
    /// `isDescendant(of:)`.
    final func _isDescendantBase(of view: UIView) -> Bool {
        var v: UIView? = self
        while let c = v {
            if c === view { return true }
            v = c.superview
        }
        return false
    }

    /// The setter of `gestureRecognizers`.
    final func _setGestureRecognizers(_ newValue: [UIGestureRecognizer]?) {
        for g in _gestureRecognizers { _removeGestureRecognizer(g) }
        for g in newValue ?? [] { _addGestureRecognizer(g) }
    }

    /// The first of `view` and its ancestors for which `stop` is true, or the root when none is;
    /// nothing on the way is retained (nonisolated, so the walk's closure carries no actor check;
    /// `stop` may read only nonisolated state).
    @inline(__always) nonisolated static func _walkUp(from view: Unmanaged<UIView>, until stop: (UIView) -> Bool) -> Unmanaged<UIView> {
        var v = view
        while let s = v._withUnsafeGuaranteedRef({ stop($0) ? nil : $0._superviewRef }) { v = s }
        return v
    }
}
