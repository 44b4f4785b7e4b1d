//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore

/// `setTranslation(_:in:)` rebases the translation only: the velocity is the finger's and stays
/// readable right after it (the common "incremental delta" handler reads it in `.ended`).
@MainActor @Suite struct PanTranslationVelocityTests {
    @Test func setTranslationKeepsTheFingersVelocity() {
        let h = RecHarness(); defer { h.finish() }
        let pan = h.add(UIPanGestureRecognizer(), "pan")
        var before: [CGPoint] = [], after: [CGPoint] = [], translationsAfterSet: [CGPoint] = []
        var ended = CGPoint.zero
        pan.addAction { g in
            let p = g as! UIPanGestureRecognizer
            if p.state == .ended { ended = p.velocity(in: h.view); return }
            before.append(p.velocity(in: h.view))
            p.setTranslation(.zero, in: h.view)
            after.append(p.velocity(in: h.view))
            translationsAfterSet.append(p.translation(in: h.view))
        }
        // 300 pt to the right in 0.5 s: 600 pt/s.
        h.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 350, y: 100), at: 0, duration: 0.5)
        #expect(h.log.last == "pan:ended")
        #expect(!after.isEmpty && before == after, "reading the velocity right after setTranslation gives the same value")
        #expect(translationsAfterSet.allSatisfy { $0 == .zero })
        #expect(recClose(after.last ?? .zero, CGPoint(x: 600, y: 0), 1e-3))
        #expect(recClose(ended, CGPoint(x: 600, y: 0), 1e-3), "the fling velocity survives a setTranslation on every change")
    }

    @Test func setTranslationToANonZeroValueStillTracksTheFinger() {
        let h = RecHarness(); defer { h.finish() }
        let pan = h.add(UIPanGestureRecognizer(), "pan")
        var translations: [CGPoint] = []
        pan.addAction { g in
            let p = g as! UIPanGestureRecognizer
            if p.state == .began { p.setTranslation(CGPoint(x: 100, y: 0), in: h.view) }
            translations.append(p.translation(in: h.view))
        }
        h.drag(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 60, y: 0), at: 0, duration: 0.1)
        #expect(translations.first == CGPoint(x: 100, y: 0))
        // Began at 10 pt (the hysteresis), rebased to 100 there: 50 more points give 150.
        #expect(recClose(translations.last ?? .zero, CGPoint(x: 150, y: 0)))
    }
}
