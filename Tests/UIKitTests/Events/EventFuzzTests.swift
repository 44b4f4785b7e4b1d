//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
@testable import UIKitCore

/// SplitMix64: a small, seeded, deterministic generator.
struct FuzzRNG: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
}

/// Which responder each live touch began on; violations found on the way.
@MainActor final class FuzzLedger {
    var began: [ObjectIdentifier: ObjectIdentifier] = [:]   // touch → view
    var violations: [String] = []
    var beganCount = 0
    var endedCount = 0
    var cancelledCount = 0
    var tracing = false
    func note(_ s: String) { if violations.count < 20 { violations.append(s) } }
}

/// A view that handles its touches (no super calls) and checks them against the ledger.
@MainActor final class FuzzView: UIView {
    let ledger: FuzzLedger
    let name: String
    init(_ name: String, frame: CGRect, ledger: FuzzLedger) {
        self.name = name; self.ledger = ledger
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { nil }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if ledger.tracing { print("  \(name).touchesBegan \(touches.count)") }
        for t in touches {
            let k = ObjectIdentifier(t)
            if ledger.began[k] != nil { ledger.note("\(name): touch began twice") }
            ledger.began[k] = ObjectIdentifier(self)
            ledger.beganCount += 1
            if t.view !== self { ledger.note("\(name): began touch whose view is \(String(describing: t.view))") }
        }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        for t in touches where ledger.began[ObjectIdentifier(t)] != ObjectIdentifier(self) {
            ledger.note("\(name): moved touch that did not begin here")
        }
    }
    private func finish(_ touches: Set<UITouch>, _ what: String) {
        if ledger.tracing { print("  \(name).\(what) \(touches.count)") }
        for t in touches {
            let k = ObjectIdentifier(t)
            if ledger.began[k] != ObjectIdentifier(self) { ledger.note("\(name): \(what) touch that did not begin here") }
            ledger.began[k] = nil
        }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ledger.endedCount += touches.count; finish(touches, "ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { ledger.cancelledCount += touches.count; finish(touches, "cancelled") }
}

/// 100,000 random, well-formed touch sequences (1–3 fingers: taps, drags, holds past the long
/// press delay, cancels, views removed mid-touch) through a window of mixed views and
/// recognizers, checking after each sequence that every touch that began on a view ended or
/// was cancelled there, that no touch is left down, that no recognizer is left began/changed,
/// and that removed views are released.
@MainActor @Suite(.serialized) struct EventFuzzTests {
    static let sequences = 100_000

    @MainActor final class Scene {
        let window: UIWindow
        var recognizers: [UIGestureRecognizer] = []
        var views: [FuzzView] = []
        var actions = 0
        init(ledger: FuzzLedger) {
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            window.isHidden = false
        }
    }

    /// Builds the scene's views under a fresh root (the old root is removed).
    func populate(_ s: Scene, ledger: FuzzLedger) {
        for v in s.window.subviews { v.removeFromSuperview() }
        s.views.removeAll(); s.recognizers.removeAll()
        let root = FuzzView("root", frame: s.window.bounds, ledger: ledger)
        root.isMultipleTouchEnabled = true
        s.window.addSubview(root)
        s.views.append(root)
        func add(_ name: String, _ r: CGRect, to parent: UIView, _ setup: (FuzzView) -> Void) {
            let v = FuzzView(name, frame: r, ledger: ledger)
            setup(v)
            parent.addSubview(v)
            s.views.append(v)
        }
        func recognize<G: UIGestureRecognizer>(_ g: G, on v: UIView) -> G {
            g.addAction { [unowned s] _ in s.actions += 1 }
            v.addGestureRecognizer(g)
            s.recognizers.append(g)
            return g
        }
        add("taps", CGRect(x: 0, y: 0, width: 200, height: 200), to: root) { v in
            let single = recognize(UITapGestureRecognizer(), on: v)
            let double = recognize(UITapGestureRecognizer(), on: v)
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
        }
        add("pan", CGRect(x: 200, y: 0, width: 200, height: 200), to: root) { v in
            _ = recognize(UIPanGestureRecognizer(), on: v)
            v.isMultipleTouchEnabled = true
        }
        add("panChild", CGRect(x: 40, y: 40, width: 80, height: 80), to: s.views.last!) { v in
            _ = recognize(UITapGestureRecognizer(), on: v)
        }
        add("long", CGRect(x: 0, y: 200, width: 200, height: 200), to: root) { v in
            let lp = recognize(UILongPressGestureRecognizer(), on: v)
            lp.cancelsTouchesInView = false
        }
        add("pinch", CGRect(x: 200, y: 200, width: 200, height: 100), to: root) { v in
            v.isMultipleTouchEnabled = true
            _ = recognize(UIPinchGestureRecognizer(), on: v)
            _ = recognize(UIRotationGestureRecognizer(), on: v)
        }
        add("exclusive", CGRect(x: 200, y: 300, width: 100, height: 100), to: root) { v in
            v.isExclusiveTouch = true
        }
        add("multi", CGRect(x: 300, y: 300, width: 100, height: 100), to: root) { v in
            v.isMultipleTouchEnabled = true
        }
    }

    @Test func randomTouchSequencesKeepInvariants() {
        let started = Date()
        let savedMode = CAMediaClock.shared.mode
        let savedNow = CAMediaClock.shared.now
        CAMediaClock.shared._useManualTimeOutsideHosts(startingAt: 10_000)
        RawInput.resetLeftovers()
        _ClockTimers.shared.removeAll()
        defer {
            RawInput.resetLeftovers()
            _ClockTimers.shared.removeAll()
            // Put the clock back where it was (tests that don't set a start time inherit it).
            if savedMode == .real { CAMediaClock.shared._useRealTimeOutsideHosts() } else { CAMediaClock.shared._useManualTimeOutsideHosts(startingAt: savedNow) }
        }
        let ledger = FuzzLedger()
        let scene = Scene(ledger: ledger)
        populate(scene, ledger: ledger)
        defer { scene.window.isHidden = true }
        var rng = FuzzRNG(seed: 0x5EED_2026)
        let d = RawInput.self
        var removedViews: [() -> UIView?] = []
        var fingers: [Int: CGPoint] = [:]
        var nextID = 1
        var removals = 0, cancels = 0, maxFingers = 0, events = 0

        let traceSeq = ProcessInfo.processInfo.environment["FUZZ_TRACE"].flatMap { Int($0) }
        var currentSeq = 0
        func trace(_ s: @autoclosure () -> String) { if currentSeq == traceSeq { print("FUZZ \(currentSeq): \(s())") } }
        func time(_ dt: TimeInterval) {
            trace("time +\(dt)")
            CAMediaClock.shared.set(CAMediaClock.shared.now + dt)
            _ClockTimers.shared.fireDue()
        }
        func randomPoint() -> CGPoint {
            CGPoint(x: CGFloat(Double.random(in: 0..<400, using: &rng)), y: CGFloat(Double.random(in: 0..<400, using: &rng)))
        }
        func send(_ inputs: [(Int, UITouch.Phase, CGPoint)]) {
            trace("send \(inputs.map { "\($0.0) \($0.1) (\(Int($0.2.x)),\(Int($0.2.y)))" })")
            events += 1
            let ts = CACurrentMediaTime()
            d.send(inputs.map { RawInput.Touch(id: $0.0, phase: $0.1, location: $0.2, timestamp: ts) }, in: scene.window)
        }

        for seq in 0..<Self.sequences {
            currentSeq = seq
            if seq % 10_000 == 0, ProcessInfo.processInfo.environment["FUZZ_PROFILE"] != nil {
                print("FUZZ at \(seq): \(String(format: "%.1f", Date().timeIntervalSince(started))) s, timers \(_ClockTimers.shared.count)")
            }
            ledger.tracing = seq == traceSeq
            let ops = Int.random(in: 2...8, using: &rng)
            for _ in 0..<ops {
                let r = Int.random(in: 0..<100, using: &rng)
                switch r {
                case 0..<25 where fingers.count < 3:
                    // One or two fingers down together.
                    let n = fingers.count < 2 && Bool.random(using: &rng) ? 2 : 1
                    var batch: [(Int, UITouch.Phase, CGPoint)] = []
                    for _ in 0..<n {
                        let p = randomPoint()
                        fingers[nextID] = p
                        batch.append((nextID, .began, p))
                        nextID += 1
                    }
                    send(batch)
                    maxFingers = max(maxFingers, fingers.count)
                case 0..<60 where !fingers.isEmpty:
                    // Moves: small (tap slop) or large (drag), for some or all fingers.
                    let big = Bool.random(using: &rng)
                    var batch: [(Int, UITouch.Phase, CGPoint)] = []
                    for (id, p) in fingers.sorted(by: { $0.key < $1.key }) where Bool.random(using: &rng) || batch.isEmpty {
                        let k: CGFloat = big ? 60 : 4
                        let q = CGPoint(x: min(399, max(0, p.x + CGFloat(Double.random(in: -1...1, using: &rng)) * k)),
                                        y: min(399, max(0, p.y + CGFloat(Double.random(in: -1...1, using: &rng)) * k)))
                        fingers[id] = q
                        batch.append((id, .moved, q))
                    }
                    time(1.0 / 60)
                    send(batch)
                case 0..<80 where !fingers.isEmpty:
                    let id = fingers.keys.sorted()[Int.random(in: 0..<fingers.count, using: &rng)]
                    let p = fingers.removeValue(forKey: id)!
                    send([(id, .ended, p)])
                case 0..<90:
                    time([0.02, 0.1, 0.3, 0.6][Int.random(in: 0..<4, using: &rng)])
                case 0..<94 where !fingers.isEmpty:
                    // The system cancels one finger or all of them.
                    cancels += 1
                    if Bool.random(using: &rng) {
                        trace("cancelAllTouches")
                        d.cancelAllTouches()
                        fingers.removeAll()
                    } else {
                        let id = fingers.keys.sorted()[0]
                        send([(id, .cancelled, fingers.removeValue(forKey: id)!)])
                    }
                case 94..<97 where !fingers.isEmpty && scene.views.count > 2:
                    // A view (maybe the one under a finger, with its subtree) leaves mid-touch.
                    removals += 1
                    let v = scene.views[Int.random(in: 1..<scene.views.count, using: &rng)]
                    trace("remove \(v.name)")
                    v.removeFromSuperview()
                    scene.views.removeAll { $0 === v || !$0.isDescendant(of: scene.window) }
                    removedViews.append { [weak v] in v }
                default:
                    break
                }
            }
            // Lift what is down, let timers settle.
            if !fingers.isEmpty {
                time(1.0 / 60)
                send(fingers.sorted(by: { $0.key < $1.key }).map { ($0.key, .ended, $0.value) })
                fingers.removeAll()
            }
            time(0.7)

            // Invariants.
            if !ledger.began.isEmpty { ledger.note("seq \(seq): \(ledger.began.count) touches never ended at their view") ; ledger.began.removeAll() }
            if d.activeTouchCount != 0 { ledger.note("seq \(seq): \(d.activeTouchCount) touches still down") }
            for g in scene.recognizers where g.view?.window != nil && (g.state == .began || g.state == .changed) {
                ledger.note("seq \(seq): \(type(of: g)) left in \(g.state)")
            }
            if !ledger.violations.isEmpty { break }
            if !removedViews.isEmpty {
                // Views removed mid-touch must not be kept alive by touches or recognizers.
                populate(scene, ledger: ledger)
                for (i, ref) in removedViews.enumerated() where ref() != nil {
                    ledger.note("seq \(seq): removed view \(i) is still alive")
                }
                removedViews.removeAll()
            }
            if !ledger.violations.isEmpty { break }
        }
        let elapsed = Date().timeIntervalSince(started)
        print("EventFuzz: \(Self.sequences) sequences, \(events) touch events, \(ledger.beganCount) touches began, \(ledger.endedCount) ended, \(ledger.cancelledCount) cancelled, \(removals) views removed mid-touch, \(cancels) cancels, \(scene.actions) recognizer actions, max \(maxFingers) fingers, \(String(format: "%.1f", elapsed)) s")
        #expect(ledger.violations.isEmpty, "\(ledger.violations)")
        #expect(ledger.beganCount == ledger.endedCount + ledger.cancelledCount)
        #expect(scene.actions > 1000)
    }
}
