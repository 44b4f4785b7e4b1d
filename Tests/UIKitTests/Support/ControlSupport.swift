//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKit
import UIKitTesting

/// A control recording its tracking callbacks and every event it dispatches (one string per
/// dispatch: the events' names joined by "+", in bit order).
@MainActor final class ControlProbe: UIControl {
    var calls: [String] = []
    var dispatches: [String] = []
    var beginResult = true
    var continueResult = true
    var highlightLog: [Bool] = []
    var sendsPrimary = false

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("begin"); return beginResult
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("continue"); return continueResult
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        calls.append("end(\(touch == nil ? "nil" : "touch"))")
    }
    override func cancelTracking(with event: UIEvent?) {
        calls.append("cancel(\(event == nil ? "nil" : "event"))")
    }
    override var isHighlighted: Bool {
        didSet { if oldValue != isHighlighted { highlightLog.append(isHighlighted) } }
    }
    override var _sendsPrimaryActionOnTouchUpInside: Bool { sendsPrimary }

    /// `dispatches` without plain "dragInside": `UIKitTestHost.tap` sends a zero-distance move
    /// before lifting the finger, which a control reports as a drag inside (as iOS would for a
    /// `touchesMoved`).
    var tapDispatches: [String] { dispatches.filter { $0 != "dragInside" } }

    override func _sendActions(for mask: UIControl.Event, with event: UIEvent?) {
        dispatches.append(ControlProbe.name(mask))
        super._sendActions(for: mask, with: event)
    }

    static let names: [(UIControl.Event, String)] = [
        (.touchDown, "down"), (.touchDownRepeat, "downRepeat"), (.touchDragInside, "dragInside"),
        (.touchDragOutside, "dragOutside"), (.touchDragEnter, "dragEnter"), (.touchDragExit, "dragExit"),
        (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
        (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primary"),
    ]

    static func name(_ mask: UIControl.Event) -> String {
        names.filter { mask.contains($0.0) }.map(\.1).joined(separator: "+")
    }
}

/// An object receiving actions through method references.
@MainActor final class ControlTargetObject {
    var log: [String] = []
    var senders: [Any] = []
    var events: [UIEvent?] = []
    func plain() { log.append("plain") }
    func plain2() { log.append("plain2") }
    func withSender(_ sender: ControlProbe) { log.append("withSender"); senders.append(sender) }
    func withControl(_ sender: UIControl) { log.append("withControl"); senders.append(sender) }
    func withEvent(_ sender: ControlProbe, forEvent event: UIEvent?) { log.append("withEvent"); senders.append(sender); events.append(event) }
    func withAny(_ sender: Any) { log.append("withAny"); senders.append(sender) }
    func withNonOptionalEvent(_ sender: UIControl, forEvent event: UIEvent) { log.append("nonOptional \(event.allTouches?.count ?? 0)") }
}

/// A responder handling selector actions by registration.
@MainActor final class ControlResponder: UIView {
    var log: [String] = []
    var senders: [Any?] = []
    var events: [UIEvent?] = []
    var focusable = false
    override var canBecomeFirstResponder: Bool { focusable }
    func handle(_ names: String...) {
        for n in names {
            registerAction(Selector(n)) { [unowned self] sender, event in
                log.append(n); senders.append(sender); events.append(event)
            }
        }
    }
}

/// A view logging the touches that reach it through the responder chain.
@MainActor final class ControlTouchSink: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

/// A host with a 400×400 root (a touch sink) and a 100×50 probe control at (100, 100).
@MainActor func makeControlHost() -> (UIKitTestHost, ControlTouchSink, ControlProbe) {
    let root = ControlTouchSink(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let control = ControlProbe(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
    root.addSubview(control)
    return (UIKitTestHost(view: root), root, control)
}

/// Identity of two objects given as `Any` (kept out of `#expect`: the compiler crashes lowering
/// `===` between an existential and a class inside the macro).
func ctlSame(_ a: Any?, _ b: Any?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return (a as AnyObject) === (b as AnyObject)
}
