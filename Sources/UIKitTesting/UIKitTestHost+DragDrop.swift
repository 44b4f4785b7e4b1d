//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKit

// Drag and drop as a user does it: a press held until the item lifts, moved, then lifted; files
// dropped from the desktop; the floating preview's place.
extension UIKitTestHost {
    /// A user's drag: one finger down at `start`, held `hold` seconds (default 0.6 s, past the
    /// 0.5 s lift of `UIDragInteraction`, table and collection drags), moved in `steps` even
    /// moves over `duration` seconds to `end`, and lifted there; then one frame runs. The drop
    /// and cancel animations still run: advance the clock to see them end.
    public func dragAndDrop(from start: CGPoint, to end: CGPoint, hold: TimeInterval = 0.6,
                            duration: TimeInterval = 0.3, steps: Int = 10) {
        guard valid("dragAndDrop(from:to:)", [start, end], duration: duration), hold.isFinite, hold >= 0 else { return }
        let f = touchDown(at: start)
        advance(by: hold)
        let n = max(1, steps)
        for i in 1...n {
            let k = CGFloat(i) / CGFloat(n)
            advance(by: duration / Double(n))
            move(f, to: CGPoint(x: start.x + (end.x - start.x) * k, y: start.y + (end.y - start.y) * k))
        }
        lift(f, at: end)
        headless.runFrame()
    }

    /// Files dropped from the desktop onto the window at `point` (window coordinates), as the
    /// SDL backend delivers an `SDL_DROPFILE` drop: a drop session of file-URL item providers for
    /// the `UIDropInteraction` under the point. Files that cannot be read are refused with a log
    /// line. Returns whether a drop interaction performed the drop; then one frame runs (the
    /// items' data arrives on the main queue: drain it, e.g. `runUntilIdleDrainingMainQueue()`).
    @discardableResult
    public func dropFiles(_ urls: [URL], at point: CGPoint) -> Bool {
        guard valid("dropFiles(_:at:)", [point]) else { return false }
        let taken = _UIDragDriver.shared.dropFiles(urls, at: point, in: window)
        headless.runFrame()
        return taken
    }

    /// The frame of the drag's floating preview in the window (as shown now, with the lift's
    /// scale), or nil when no drag preview is shown.
    public var dragPreviewFrame: CGRect? {
        guard let v = _UIDragDriver.shared.previewView, v.window === window else { return nil }
        return v.layer.presentation()?.frame ?? v.frame
    }
}
