//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import UIKitPhysics

private func close(_ a: Double, _ b: Double, _ tol: Double = 1e-9) -> Bool { abs(a - b) <= tol }

@Suite struct RubberBandTests {
    @Test func limits() {
        let r = RubberBand(dimension: 960)
        #expect(r.coefficient == 0.55)
        #expect(r.offset(forOvershoot: 0) == 0)
        // Slope c at 0.
        #expect(close(r.offset(forOvershoot: 1e-6) / 1e-6, 0.55, 1e-6))
        // Tends to d, never reaches it.
        #expect(r.offset(forOvershoot: 1e9) < 960 && r.offset(forOvershoot: 1e9) > 959.99)
        #expect(r.offset(forOvershoot: .infinity) == 960)
        // The reference's check values.
        #expect(abs(r.offset(forOvershoot: 100) - 52.02) < 0.01)
        #expect(abs(r.offset(forOvershoot: 960) - 340.65) < 0.01)
        // Same as x·d·c/(d + c·x); odd.
        for x in [3.0, 40, 500, 4000] {
            #expect(close(r.offset(forOvershoot: x), x * 960 * 0.55 / (960 + 0.55 * x), 1e-9))
            #expect(r.offset(forOvershoot: -x) == -r.offset(forOvershoot: x))
            #expect(close(r.overshoot(forOffset: r.offset(forOvershoot: x)), x, 1e-6))
        }
        // Monotonic.
        let samples = stride(from: 0.0, to: 5000, by: 10).map { r.offset(forOvershoot: $0) }
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test func positionPastTheEdges() {
        let r = RubberBand(dimension: 400)
        #expect(r.position(120, in: 0...600) == 120)
        #expect(close(r.position(-100, in: 0...600), -r.offset(forOvershoot: 100)))
        #expect(close(r.position(700, in: 0...600), 600 + r.offset(forOvershoot: 100)))
        // Content smaller than the viewport: a single resting point.
        #expect(close(r.position(30, in: 0...0), r.offset(forOvershoot: 30)))
    }

    @Test func badInputIsSafe() {
        #expect(RubberBand(dimension: 0).offset(forOvershoot: 50) == 0)
        #expect(RubberBand(dimension: -10).offset(forOvershoot: 50) == 0)
        #expect(RubberBand(dimension: .nan).offset(forOvershoot: 50) == 0)
        #expect(RubberBand(dimension: 100).offset(forOvershoot: .nan) == 0)
        #expect(RubberBand(dimension: 100).overshoot(forOffset: 100) == .infinity)
        #expect(RubberBand(dimension: 100).position(.nan, in: 5...9) == 5)
    }
}

@Suite struct PagingTargetTests {
    let pages = PagingTarget(pageSize: 320, pageCount: 5)

    @Test func restsOnTheNearestPageWhenSlow() {
        #expect(pages.targetPage(position: 100, velocity: 0) == 0)
        #expect(pages.targetPage(position: 170, velocity: 0) == 1)
        #expect(pages.targetPosition(position: 700, velocity: 0) == 640)
        #expect(pages.page(at: 480) == 1.5)
    }

    @Test func aFlickMovesToTheNextPage() {
        // 40 pt into page 1 with 600 pt/s: projected ~300 pt further, past the half-way point.
        #expect(pages.targetPage(position: 360, velocity: 600) == 2)
        #expect(pages.targetPage(position: 600, velocity: -600) == 1)
        // Slow: stays.
        #expect(pages.targetPage(position: 360, velocity: 100) == 1)
        // The fast rate projects less.
        #expect(pages.targetPage(position: 360, velocity: 600, decelerationRate: 0.99) == 1)
    }

    @Test func atMostOnePage() {
        #expect(pages.targetPage(position: 330, velocity: 50_000) == 2)
        #expect(pages.targetPage(position: 640, velocity: -50_000) == 1)
        #expect(pages.targetPage(position: 640, velocity: 50_000, startPage: 1) == 2)
        #expect(pages.targetPage(position: 1200, velocity: 50_000) == 4)
        // Past the ends: the first and last pages.
        #expect(pages.targetPage(position: -200, velocity: -5000) == 0)
        #expect(pages.targetPage(position: 3000, velocity: 5000) == 4)
    }

    @Test func badInputIsSafe() {
        #expect(PagingTarget(pageSize: 0, pageCount: 3).targetPage(position: 500, velocity: 10) == 0)
        #expect(PagingTarget(pageSize: .nan, pageCount: 3).position(ofPage: 2) == 0)
        #expect(PagingTarget(pageSize: 100, pageCount: 0).targetPage(position: 500, velocity: 10) == 0)
        #expect(pages.targetPage(position: .nan, velocity: 10) == 0)
        #expect(pages.targetPage(position: 300, velocity: .nan) == 1)
        #expect(pages.targetPage(position: 1e300, velocity: 1e300) == 4)
        #expect(pages.position(ofPage: 99) == 1280 && pages.position(ofPage: -3) == 0)
    }
}
