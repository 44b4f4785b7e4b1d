//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import UIKit

/// Shared log for event tests.
@MainActor final class EvLog {
    var entries: [String] = []
    func add(_ s: String) { entries.append(s) }
}

/// A view that logs its touches (never calls super: it handles them).
@MainActor class EvView: UIView {
    var tagName = ""
    var log: EvLog?
    var began: [Set<UITouch>] = []
    var moved: [Set<UITouch>] = []
    var ended: [Set<UITouch>] = []
    var cancelled: [Set<UITouch>] = []
    var events: [UIEvent] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        began.append(touches); if let event { events.append(event) }; log?.add("\(tagName).touchesBegan")
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        moved.append(touches); if let event { events.append(event) }; log?.add("\(tagName).touchesMoved")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        ended.append(touches); if let event { events.append(event) }; log?.add("\(tagName).touchesEnded")
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        cancelled.append(touches); if let event { events.append(event) }; log?.add("\(tagName).touchesCancelled")
    }
}

/// A configurable test recognizer.
@MainActor final class EvRecognizer: UIGestureRecognizer {
    enum Mode { case recognizeOnEnd, beginOnMove, failOnMove, beginOnBegan, idle }
    var mode: Mode = .recognizeOnEnd
    var tagName = ""
    var log: EvLog?
    var resets = 0
    var states: [UIGestureRecognizer.State] = []
    var canPreventOthers = true

    convenience init(_ tag: String, _ mode: Mode, log: EvLog?) {
        self.init(target: nil, action: nil)
        tagName = tag; self.mode = mode; self.log = log
        addAction { [unowned self] g in self.states.append(g.state); self.log?.add("\(self.tagName).action(\(g.state))") }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        log?.add("\(tagName).began")
        if mode == .beginOnBegan { state = .began }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        log?.add("\(tagName).moved")
        switch mode {
        case .beginOnMove, .beginOnBegan: state = state == .possible ? .began : .changed
        case .failOnMove: state = .failed
        default: break
        }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        log?.add("\(tagName).ended")
        switch mode {
        case .recognizeOnEnd: state = .ended
        case .beginOnMove, .beginOnBegan: state = (state == .began || state == .changed) ? .ended : .failed
        case .failOnMove: state = .failed
        case .idle: break
        }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        log?.add("\(tagName).cancelled")
        state = (state == .began || state == .changed) ? .cancelled : .failed
    }
    override func reset() { resets += 1; log?.add("\(tagName).reset") }
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { canPreventOthers }
}

/// A delegate with configurable answers.
@MainActor final class EvDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var receive = true
    var requireFailureOf: UIGestureRecognizer?
    func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool { simultaneous }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receive }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRequireFailureOf o: UIGestureRecognizer) -> Bool { o === requireFailureOf }
}

/// A visible 320×480 window with a root view that logs, and a clean event system.
@MainActor func evWindow() -> (UIWindow, EvView) {
    RawInput.resetLeftovers()
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let root = EvView(frame: w.bounds)
    root.tagName = "root"
    w.addSubview(root)
    w.isHidden = false
    return (w, root)
}

@MainActor func evClose(_ w: UIWindow) {
    w.isHidden = true
    RawInput.resetLeftovers()
}

@MainActor var evTime: TimeInterval = 5000

/// Sends one touch input (timestamps advance 10 ms per call unless given).
@MainActor func evTouch(_ w: UIWindow, _ phase: UITouch.Phase, _ x: CGFloat, _ y: CGFloat, id: Int = 0, at t: TimeInterval? = nil) {
    evTime = t ?? (evTime + 0.01)
    RawInput.send([RawInput.Touch(id: id, phase: phase, location: CGPoint(x: x, y: y), timestamp: evTime)], in: w)
}

/// A tap (began + ended) at a point.
@MainActor func evTap(_ w: UIWindow, _ x: CGFloat, _ y: CGFloat, id: Int = 0) {
    evTouch(w, .began, x, y, id: id)
    evTouch(w, .ended, x, y, id: id)
}
