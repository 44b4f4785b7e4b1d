//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UIImageView's frame animation: `animationImages` shown one after the other on the media clock.
//
// `startAnimating()` shows `animationImages` one after the other, each for
// `animationDuration / count` seconds (1/30 s when the duration is 0), for
// `animationRepeatCount` cycles (0: until stopped). Time is the media clock: a repeating
// `_ClockTimers` timer wakes the view once per frame and the frame shown is computed from the
// time elapsed since the start, so a late or skipped tick never shifts the animation, and tests
// drive it with `UIKitTestHost.advance(by:)`.

/// One running frame animation (allocated only while animating).
@MainActor final class _UIImageViewFrameAnimation {
    unowned(unsafe) let view: UIImageView
    let start: CFTimeInterval
    let frameDuration: TimeInterval
    let repeatCount: Int
    var token: _ClockTimers.Token?
    var shownIndex = -1

    init(view: UIImageView, frameDuration: TimeInterval, repeatCount: Int) {
        self.view = view
        self.start = CACurrentMediaTime()
        self.frameDuration = frameDuration
        self.repeatCount = repeatCount
    }

    /// The frames in use now (the highlighted ones while highlighted, when set).
    var frames: [UIImage] {
        if view.isHighlighted, let h = view.highlightedAnimationImages, !h.isEmpty { return h }
        return view.animationImages ?? []
    }

    /// Shows the frame due at the current time; false once the last cycle is over.
    @discardableResult
    func showCurrentFrame() -> Bool {
        let frames = self.frames
        guard !frames.isEmpty else { return false }
        let elapsed = max(0, CACurrentMediaTime() - start)
        // (A small tolerance: a tick scheduled for a frame boundary shows that frame.)
        let step = Int(((elapsed + 1e-9) / frameDuration).rounded(.down))
        if repeatCount > 0 && step >= repeatCount * frames.count { return false }
        let index = step % frames.count
        if index != shownIndex || view.layer.contents == nil {
            shownIndex = index
            UIImageView._show(frames[index], in: view.layer, tint: view.tintColor)
        }
        return true
    }
}

extension UIImageView {
    func _startFrameAnimation() {
        guard _frameAnimation == nil else { return }
        let frames = (isHighlighted && !(highlightedAnimationImages ?? []).isEmpty) ? highlightedAnimationImages! : (animationImages ?? [])
        guard !frames.isEmpty else { return }
        var duration = animationDuration
        if !(duration.isFinite && duration > 0) {
            if duration != 0 { UIKitLog.warning("UIImageView.animationDuration \(duration) is invalid; using 1/30 s per image", category: "UIImageView") }
            duration = Double(frames.count) / 30
        }
        let a = _UIImageViewFrameAnimation(view: self, frameDuration: duration / Double(frames.count),
                                           repeatCount: max(0, animationRepeatCount))
        _frameAnimation = a
        a.showCurrentFrame()
        // The timer holds the view weakly: a view released while animating stops its timer.
        a.token = _ClockTimers.shared.schedule(after: a.frameDuration, repeating: a.frameDuration) { [weak self] in
            guard let self else { a.token?.cancel(); return }
            guard let running = self._frameAnimation, running === a else { return }
            if !running.showCurrentFrame() { self._stopFrameAnimation() }
        }
    }

    func _stopFrameAnimation() {
        guard let a = _frameAnimation else { return }
        a.token?.cancel()
        _frameAnimation = nil
        _updateContents()
    }

    /// The frames changed: a running animation restarts with them (or stops without any).
    func _animationFramesChanged(highlighted: Bool) {
        guard _frameAnimation != nil else { return }
        _stopFrameAnimation()
        _startFrameAnimation()
    }
}
