//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKit

/// Scripted input for headless screenshots: touches with explicit timestamps on the manual
/// clock, one 60 Hz frame between samples (what a finger on a phone, or the mouse, would send),
/// and the finders a script needs.
@MainActor public struct DemoTouches {
    /// The host whose clock the touches advance.
    public let host: HeadlessHost
    /// The window the touches go to.
    public let window: UIWindow

    /// Touches for `window` in `host`.
    public init(host: HeadlessHost, window: UIWindow) {
        self.host = host
        self.window = window
    }

    /// The first view under the window with `accessibilityIdentifier` `id` (depth first).
    public func find(_ id: String) -> UIView? {
        var stack: [UIView] = UIApplication.shared.windows.filter { !$0.isHidden }
        if !stack.contains(window) { stack.append(window) }
        while let v = stack.popLast() {
            if v.accessibilityIdentifier == id { return v }
            stack.append(contentsOf: v.subviews)
        }
        return nil
    }

    /// The centre of `v` in window coordinates.
    public func center(_ v: UIView) -> CGPoint { v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: window) }

    /// A point in `v` at fractions of its bounds, in window coordinates.
    public func point(_ v: UIView, _ fx: CGFloat, _ fy: CGFloat = 0.5) -> CGPoint {
        v.convert(CGPoint(x: v.bounds.minX + v.bounds.width * fx, y: v.bounds.minY + v.bounds.height * fy), to: window)
    }

    /// Fingers go down at `paths[i][0]`, move through the points one frame apart, lift at the end.
    public func play(_ paths: [[CGPoint]]) {
        let n = paths.map(\.count).max() ?? 0
        guard n > 0 else { return }
        for step in 0..<n {
            let phase: UITouch.Phase = step == 0 ? .began : .moved
            let ts = CACurrentMediaTime()
            RawInput.send(paths.enumerated().map { RawInput.Touch(id: $0.offset + 1, phase: phase, location: $0.element[min(step, $0.element.count - 1)], timestamp: ts) }, in: window)
            host.advance(by: 1.0 / 60)
        }
        let ts = CACurrentMediaTime()
        RawInput.send(paths.enumerated().map { RawInput.Touch(id: $0.offset + 1, phase: .ended, location: $0.element.last!, timestamp: ts) }, in: window)
        host.advance(by: 0.1)
    }

    /// A straight line from `a` to `b` in `frames` frames.
    public static func line(_ a: CGPoint, _ b: CGPoint, frames: Int) -> [CGPoint] {
        (0...max(1, frames)).map { i in
            let t = CGFloat(i) / CGFloat(max(1, frames))
            return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
    }

    /// A tap (down, one frame, up) at `p`, then a pause long enough not to make a double tap.
    public func tap(_ p: CGPoint) {
        play([[p, p]])
        host.advance(by: 0.4)
    }

    /// Two quick taps at `p`.
    public func doubleTap(_ p: CGPoint) {
        play([[p, p]])
        host.advance(by: 0.05)
        play([[p, p]])
        host.advance(by: 0.5)
    }

    /// Two fingers spread (or close) around `c` from `from` to `to` points apart, in `frames` frames.
    public func pinch(at c: CGPoint, from: CGFloat, to: CGFloat, frames: Int = 20) {
        let a = Self.line(CGPoint(x: c.x - from / 2, y: c.y), CGPoint(x: c.x - to / 2, y: c.y), frames: frames)
        let b = Self.line(CGPoint(x: c.x + from / 2, y: c.y), CGPoint(x: c.x + to / 2, y: c.y), frames: frames)
        play([a, b])
        host.advance(by: 0.6)
    }

    /// Drags a slider's thumb to `fraction` of its track, in 30 frames.
    public func slide(_ s: UISlider, to fraction: CGFloat) {
        let track = s.trackRect(forBounds: s.bounds)
        let thumb = s.thumbRect(forBounds: s.bounds, trackRect: track, value: s.value)
        let a = s.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: window)
        let b = s.convert(CGPoint(x: track.minX + track.width * fraction, y: thumb.midY), to: window)
        play([Self.line(a, b, frames: 30)])
    }
}
