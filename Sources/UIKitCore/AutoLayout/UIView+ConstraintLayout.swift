//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// Auto Layout in the layout cycle (reference §8.7): the update-constraints phase (bottom-up, only
// the views that asked), then the layout pass, where each view first places the subviews whose
// rectangles the engine owns and then runs `layoutSubviews()`.

extension _UILayoutEngine {
    /// Calls `updateConstraints()` (a view controller's root view: `updateViewConstraints()`) on
    /// the queued views, deepest first; views queued meanwhile are handled in the same phase.
    func runUpdateConstraintsPhase() {
        var rounds = 0
        while !updateQueue.isEmpty && rounds < 10 {
            rounds += 1
            let batch = updateQueue
            updateQueue = []
            let ordered = batch.compactMap(\.view).map { v -> (Int, UIView) in
                var d = 0; var p = v.superview
                while let q = p { d += 1; p = q.superview }
                return (d, v)
            }.sorted { $0.0 > $1.0 }
            for (_, v) in ordered where v._flags.needsUpdateConstraints {
                v._flags.needsUpdateConstraints = false
                v._didCallSuperUpdateConstraints = false
                if let vc = v._viewController {
                    vc.updateViewConstraints()
                } else {
                    v.updateConstraints()
                }
                if !v._didCallSuperUpdateConstraints {
                    UIKitLog.error("*** Assertion failure: \(type(of: v)) did not call [super updateConstraints] (its updateConstraints() must call super.updateConstraints() as its last step)", category: "LayoutConstraints")
                }
            }
        }
        if !updateQueue.isEmpty {
            UIKitLog.warning("updateConstraints: views kept asking for another update (setNeedsUpdateConstraints inside updateConstraints?); stopped after 10 rounds", category: "LayoutConstraints")
            for case let v? in updateQueue.map(\.view) { v._flags.needsUpdateConstraints = false }
            updateQueue = []
        }
    }
}

extension UIView {
    /// Places the direct subviews whose rectangles the engine owns (at the start of this view's
    /// layout pass, where iOS's `layoutSubviews` does it), and a scroll view's content size when
    /// its content guide is constrained.
    func _applyEngineLayout() {
        let e = _UILayoutEngine.main
        e.drain()
        for s in subviews {
            guard let n = s._x?.layoutNode, !s.translatesAutoresizingMaskIntoConstraints else { continue }
            s._applyEngineRect(n.rect(in: e.solver), engine: e)
        }
        if let sv = self as? UIScrollView, let n = sv._existingContentGuideNode {
            let r = n.rect(in: e.solver)
            let size = CGSize(width: max(0, _UIPixel.round(r.width, scale: contentScaleFactor)), height: max(0, _UIPixel.round(r.height, scale: contentScaleFactor)))
            if sv.contentSize != size { sv.contentSize = size }
        }
    }

    /// Sets the view's frame from a solved alignment rectangle: edges on whole device pixels,
    /// through `bounds` and `center` so that a transform is kept.
    func _applyEngineRect(_ r: CGRect, engine e: _UILayoutEngine) {
        let scale = contentScaleFactor
        let minX = _UIPixel.round(r.minX, scale: scale), maxX = _UIPixel.round(r.maxX, scale: scale)
        let minY = _UIPixel.round(r.minY, scale: scale), maxY = _UIPixel.round(r.maxY, scale: scale)
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return }
        let f = frame(forAlignmentRect: CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
        let size = CGSize(width: max(0, f.width), height: max(0, f.height))
        let center = CGPoint(x: f.minX + size.width / 2, y: f.minY + size.height / 2)
        let oldWidth = bounds.width
        e.applying = ObjectIdentifier(self)
        if bounds.size != size { _setBoundsSize(size) }
        if self.center != center { self.center = center }
        e.applying = nil
        // A label that wraps at its layout width measures its height at the new width.
        if let l = self as? UILabel, l._wrapsAtLayoutWidth, l._engineWrapWidth != size.width || oldWidth != size.width {
            if l._engineWrapWidth != size.width {
                l._engineWrapWidth = size.width
                l.invalidateIntrinsicContentSize()
            }
        }
    }

    /// The view's frame changed in code (or by autoresizing): a translating view's autoresizing
    /// constraints follow it.
    @inline(__always) func _frameMayHaveChangedForEngine() {
        guard let n = _x?.layoutNode, !n.autoresizing.isEmpty else { return }
        _UILayoutEngine.main.frameDidChange(self)
    }

    /// Called when the view enters a window: classes that require constraint-based layout get
    /// their first `updateConstraints()`, a view controller's root view `updateViewConstraints()`.
    func _queueInitialConstraintUpdate() {
        if type(of: self).requiresConstraintBasedLayout || (_viewController != nil && _UILayoutEngine.mainIsLive) {
            setNeedsUpdateConstraints()
        }
    }
}

/// Rounding to device pixels, as the engine's frames are (iOS rounds them too).
enum _UIPixel {
    static func round(_ v: CGFloat, scale: CGFloat) -> CGFloat {
        let s = scale > 0 ? scale : 1
        return (v * s).rounded() / s
    }
    /// Up to the next whole device pixel (a fitted height never clips its content).
    static func ceil(_ v: CGFloat, scale: CGFloat) -> CGFloat {
        let s = scale > 0 ? scale : 1
        return ((v * s) - 0.001).rounded(.up) / s
    }
}
