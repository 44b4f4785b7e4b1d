//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A pan that starts near an edge of the screen (on Linux: of the touch's window, which is the
/// screen of a headless or SDL window).
///
/// The first finger must go down within `_edgeRegion` (20 pt ⚠) of one of `edges`, and the pan
/// must move away from that edge, into the screen: when the movement reaches the pan hysteresis
/// (10 pt), its component away from the edge must be at least as large as its component along
/// the edge, otherwise the recognizer fails. `edges` are absolute (`.left` is the left edge in
/// right-to-left layouts too). With `edges` empty it never begins.
@preconcurrency @MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the gesture may start from (default none).
    open var edges: UIRectEdge = []

    /// Distance (points) from an edge within which the first finger must go down.
    static let _edgeRegion: CGFloat = 20

    /// The edges the current gesture started near.
    private var startEdges: UIRectEdge = []

    override func _acceptsFirstTouch(_ touch: UITouch) -> Bool {
        guard let window = touch._window else { return false }
        let b = window.bounds
        let p = touch._locationInWindow
        let r = Self._edgeRegion
        var near: UIRectEdge = []
        if edges.contains(.left), p.x - b.minX <= r { near.insert(.left) }
        if edges.contains(.right), b.maxX - p.x <= r { near.insert(.right) }
        if edges.contains(.top), p.y - b.minY <= r { near.insert(.top) }
        if edges.contains(.bottom), b.maxY - p.y <= r { near.insert(.bottom) }
        startEdges = near
        return !near.isEmpty
    }

    override func _mayBegin(windowTranslation t: CGPoint) -> Bool {
        // Away from the edge, more than along it.
        if startEdges.contains(.left), t.x > 0, t.x >= abs(t.y) { return true }
        if startEdges.contains(.right), t.x < 0, -t.x >= abs(t.y) { return true }
        if startEdges.contains(.top), t.y > 0, t.y >= abs(t.x) { return true }
        if startEdges.contains(.bottom), t.y < 0, -t.y >= abs(t.x) { return true }
        return false
    }

    open override func reset() {
        super.reset()
        startEdges = []
    }
}
