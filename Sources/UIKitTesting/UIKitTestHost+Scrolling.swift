//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKit

// Scrolling input a desktop user makes: trackpad two-finger scrolls and modified wheel clicks.
extension UIKitTestHost {
    /// A trackpad two-finger scroll at `point` (the pointer does not move): the fingers move by
    /// `translation` points over `duration` seconds, in even 60 Hz steps, as `.scroll` events
    /// `.began`, `.moved`…, `.ended`. The content follows the fingers, as under a finger drag:
    /// a translation of (0, −300) (fingers moving up) scrolls the content 300 points down
    /// (`contentOffset.y` grows). The fingers lift as they move (a quick scroll flings).
    public func trackpadScroll(at point: CGPoint, translation: CGPoint, duration: TimeInterval = 0.3) {
        guard point.x.isFinite, point.y.isFinite, translation.x.isFinite, translation.y.isFinite,
              duration.isFinite, duration >= 0 else {
            return UIKitLog.warning("UIKitTestHost.trackpadScroll: invalid point \(point), translation \(translation) or duration \(duration) ignored",
                                    category: "UIKitTesting")
        }
        let n = max(1, Int((duration * 60).rounded()))
        let step = CGPoint(x: -translation.x / CGFloat(n), y: -translation.y / CGFloat(n))
        RawInput.sendScroll(delta: .zero, at: point, in: window, phase: .began, timestamp: hostNow)
        for _ in 0..<n {
            advance(by: duration / Double(n))
            RawInput.sendScroll(delta: step, at: point, in: window, phase: .moved, timestamp: hostNow)
        }
        RawInput.sendScroll(delta: .zero, at: point, in: window, phase: .ended, timestamp: hostNow)
        headless.runFrame()
    }

    /// One wheel click of `delta` points at `point` with `modifiers` held (their keys go down
    /// before the click and up after it, as from a keyboard), then one frame. Shift turns a
    /// vertical wheel horizontal.
    public func scrollWheel(at point: CGPoint, delta: CGPoint, modifiers: UIKeyModifierFlags) {
        var keys: [UIKey] = []
        let codes: [(UIKeyModifierFlags, UIKeyboardHIDUsage)] = [
            (.shift, .keyboardLeftShift), (.control, .keyboardLeftControl),
            (.alternate, .keyboardLeftAlt), (.command, .keyboardLeftGUI),
        ]
        var held: UIKeyModifierFlags = []
        for (flag, code) in codes where modifiers.contains(flag) {
            held.insert(flag)
            let k = UIKey(keyCode: code, characters: "", charactersIgnoringModifiers: "", modifierFlags: held)
            RawInput.sendKey(k, phase: .began, timestamp: hostNow, in: window)
            keys.append(k)
        }
        scrollWheel(at: point, delta: delta)
        for k in keys.reversed() { RawInput.sendKey(k, phase: .ended, timestamp: hostNow, in: window) }
    }
}
