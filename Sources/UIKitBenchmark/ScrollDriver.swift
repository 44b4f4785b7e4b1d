//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKit

/// Drives the benchmark's `UIScrollView` as a finger would, with injected touches: the scroll
/// frames drag the list (each frame moves the finger `step` points up), the fling frames time
/// the content gliding after a flick.
///
/// The untimed steps (putting a finger down, moving it past the pan's 10-pt slop, lifting it,
/// flicking) happen between frames, so a timed frame is what a user sees each frame while the
/// finger moves or the content glides: touch delivery, the pan's action, the offset change,
/// layout and the frame.
@MainActor final class ScrollDriver {
    let scroll: UIScrollView
    let window: UIWindow
    private var finger: CGPoint?
    private var touchID = 100
    /// Where a drag starts and how high the finger may go before it lifts and starts again.
    private let bottom: CGFloat, top: CGFloat = 40

    init(scroll: UIScrollView, window: UIWindow) {
        self.scroll = scroll
        self.window = window
        bottom = window.bounds.height - 20
    }

    private var maxOffset: CGFloat { scroll.contentSize.height - scroll.bounds.height }

    private func send(_ phase: UITouch.Phase, _ p: CGPoint) {
        RawInput.send([RawInput.Touch(id: touchID, phase: phase, location: p)], in: window)
    }

    /// Untimed: a finger down near the bottom (catching any glide), moved past the slop so the
    /// drag has begun.
    func beginDrag() {
        touchID += 1
        var p = CGPoint(x: window.bounds.midX, y: bottom)
        send(.began, p)
        p.y -= 12
        send(.moved, p)
        finger = p
    }

    /// Untimed: lifts the finger (the list flicks on; the next touch-down catches it).
    func endDrag() {
        guard let p = finger else { return }
        send(.ended, p)
        finger = nil
    }

    /// One scroll frame's input: the finger moves `step` points up (the content `step` down).
    /// Untimed work first: a new drag when the finger reached the top, back to the start at the
    /// end of the list.
    func prepareDragStep(_ step: CGFloat) {
        if let p = finger, p.y - step < top { endDrag() }
        if scroll.contentOffset.y + step > maxOffset {
            endDrag()
            scroll.setContentOffset(.zero, animated: false)
        }
        if finger == nil { beginDrag() }
    }

    /// The timed part: the move.
    func dragStep(_ step: CGFloat) {
        guard var p = finger else { return }
        p.y -= step
        send(.moved, p)
        finger = p
    }

    /// Untimed: a flick up (three moves `dy` apart, `interval` µs apart, then a lift in motion),
    /// leaving the content gliding. The default, 20 pt per 8 ms (2,500 pt/s), starts the glide at
    /// the drag frames' speed (40 pt a frame), so a glide frame is compared with a drag frame
    /// moving as far; later glide frames move less. Back to the top first when the glide could
    /// reach the end.
    func flick(dy: CGFloat = 20, interval: useconds_t = 8_000) {
        endDrag()
        if scroll.contentOffset.y > maxOffset - 6000 { scroll.setContentOffset(.zero, animated: false) }
        touchID += 1
        var p = CGPoint(x: window.bounds.midX, y: bottom - 100)
        send(.began, p)
        for _ in 0..<3 {
            usleep(interval)
            p.y -= dy
            send(.moved, p)
        }
        send(.ended, p)
    }
}
