//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
@testable import UIKitListGeometry

/// `RowHeightRuns` against a plain array, over many short random sequences of updates that split
/// and merge runs.
@Suite struct RowHeightRunsTests {
    @Test(arguments: 0..<200) func matchesNaiveModel(seed: Int) {
        var rng = SeededRandom(seed: UInt64(seed) &* 7919 &+ 1)
        var runs = RowHeightRuns(seed: UInt64(seed))
        var model = NaiveRuns()
        for _ in 0..<40 {
            let n = model.items.count
            switch rng.int(0...9) {
            case 0, 1:
                let count = rng.int(0...6), at = rng.int(-1...n + 1)
                let item = NaiveItem(height: rng.height(), isEstimated: rng.bool())
                let ok = runs.insert(count: count, height: item.height, isEstimated: item.isEstimated, at: at)
                #expect(ok == (at >= 0 && at <= n))
                if ok { model.items.insert(contentsOf: Array(repeating: item, count: count), at: at) }
            case 2:
                let lo = rng.int(-1...n), hi = rng.int(lo...n + 1)
                let ok = runs.remove(lo..<hi)
                #expect(ok == (lo >= 0 && hi <= n))
                if ok { model.items.removeSubrange(lo..<hi) }
            case 3, 4, 5:
                let at = rng.int(-1...n)
                let item = NaiveItem(height: rng.height(), isEstimated: rng.bool())
                let ok = runs.setHeight(item.height, isEstimated: item.isEstimated, at: at)
                #expect(ok == (at >= 0 && at < n))
                if ok { model.items[at] = item }
            case 6:
                guard n > 0 else { continue }
                let lo = rng.int(0...n - 1), hi = rng.int(lo...n)
                let item = NaiveItem(height: rng.height(), isEstimated: rng.bool())
                let ok = runs.setHeight(item.height, isEstimated: item.isEstimated, in: lo..<hi)
                #expect(ok)
                for i in lo..<hi { model.items[i] = item }
            default:
                guard n > 0 else { continue }
                let lo = rng.int(0...n - 1), hi = rng.int(lo...n)
                let to = rng.int(0...n - (hi - lo) + 1)
                let ok = runs.move(lo..<hi, to: to)
                #expect(ok == (to <= n - (hi - lo)))
                if ok {
                    let moved = Array(model.items[lo..<hi])
                    model.items.removeSubrange(lo..<hi)
                    model.items.insert(contentsOf: moved, at: to)
                }
            }
            expectSame(runs, model)
        }
    }

    /// Every query, against the model.
    func expectSame(_ runs: RowHeightRuns, _ model: NaiveRuns, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(runs.checkInvariants() == nil, sourceLocation: sourceLocation)
        let items = model.items
        #expect(runs.count == items.count, sourceLocation: sourceLocation)
        // No two neighbouring runs are equal, so the count of runs is exactly the model's.
        #expect(runs.runCount == model.runCount, sourceLocation: sourceLocation)
        #expect(runs.totalHeight == model.totalHeight, sourceLocation: sourceLocation)
        #expect(runs.estimatedCount == items.filter(\.isEstimated).count, sourceLocation: sourceLocation)
        #expect(runs.measuredHeightSum == items.filter { !$0.isEstimated }.reduce(0) { $0 + $1.height },
                sourceLocation: sourceLocation)
        var probes: [Double] = [-5, -0.25, 0, model.totalHeight, model.totalHeight + 1]
        for i in 0...items.count {
            #expect(runs.offset(of: i) == model.offset(of: i), sourceLocation: sourceLocation)
            probes += [model.offset(of: i), model.offset(of: i) + 0.25, model.offset(of: i) - 0.25]
        }
        for i in items.indices {
            #expect(runs.height(at: i) == items[i].height, sourceLocation: sourceLocation)
            #expect(runs.isEstimated(at: i) == items[i].isEstimated, sourceLocation: sourceLocation)
        }
        #expect(runs.height(at: -1) == nil && runs.height(at: items.count) == nil, sourceLocation: sourceLocation)
        #expect(runs.offset(of: -1) == nil && runs.offset(of: items.count + 1) == nil, sourceLocation: sourceLocation)
        for y in probes {
            #expect(runs.index(containing: y) == model.index(containing: y), "y = \(y)", sourceLocation: sourceLocation)
        }
        for start in [0, items.count / 2, items.count - 1] where start >= 0 {
            let walked = Array(runs.items(from: start))
            let expected = items.indices.dropFirst(start).map {
                RowHeightRuns.Item(index: $0, offset: model.offset(of: $0), height: items[$0].height,
                                   isEstimated: items[$0].isEstimated)
            }
            #expect(walked == expected, sourceLocation: sourceLocation)
        }
        #expect(Array(runs.items(from: items.count)).isEmpty, sourceLocation: sourceLocation)
    }

    @Test func oneHeightIsOneRunWhateverTheCount() {
        let small = RowHeightRuns(count: 2_000, height: 44, isEstimated: true)
        let large = RowHeightRuns(count: 1_000_000, height: 44, isEstimated: true)
        #expect(large.runCount == 1)
        #expect(large.nodeCapacity == small.nodeCapacity)
        #expect(large.totalHeight == 44_000_000)
        #expect(large.estimatedCount == 1_000_000)
        #expect(large.index(containing: 44 * 500_000 + 1) == 500_000)
        #expect(large.offset(of: 999_999) == 44.0 * 999_999)
    }

    @Test func settingAnItemBackMergesItsRunAgain() {
        var runs = RowHeightRuns(count: 100, height: 44, isEstimated: true)
        runs.setHeight(60, isEstimated: false, at: 50)
        #expect(runs.runCount == 3)
        #expect(runs.offset(of: 51) == 50.0 * 44 + 60)
        runs.setHeight(44, isEstimated: true, at: 50)
        #expect(runs.runCount == 1)
        // Same height, different flag: a different run.
        runs.setHeight(44, isEstimated: false, at: 0)
        #expect(runs.runCount == 2)
        #expect(runs.measuredHeightSum == 44 && runs.estimatedCount == 99)
    }

    @Test func zeroHeightItemsContainNoPositiveY() {
        var runs = RowHeightRuns()
        runs.append(contentsOf: [(count: 3, height: 0, isEstimated: false), (count: 2, height: 10, isEstimated: false),
                                 (count: 2, height: 0, isEstimated: false), (count: 1, height: 5, isEstimated: false),
                                 (count: 4, height: 0, isEstimated: false)])
        #expect(runs.index(containing: 0) == 3)          // items 0...2 are empty
        #expect(runs.index(containing: 19.5) == 4)
        #expect(runs.index(containing: 20) == 7)         // past the empty items 5 and 6
        #expect(runs.index(containing: 25) == 7)         // at the end: the last item with a height
        #expect(runs.index(containing: 1_000) == 7)
        #expect(runs.index(containing: -3) == 0)         // before the start: the first item
        let empties = RowHeightRuns(count: 5, height: 0, isEstimated: true)
        #expect(empties.index(containing: 3) == 4)
        #expect(empties.index(containing: -1) == 0)
        #expect(RowHeightRuns().index(containing: 0) == nil)
    }

    @Test func badHeightsCountAsZero() {
        var runs = RowHeightRuns(count: 3, height: 10, isEstimated: false)
        runs.setHeight(-5, isEstimated: false, at: 0)
        runs.setHeight(.nan, isEstimated: false, at: 1)
        runs.setHeight(.infinity, isEstimated: false, at: 2)
        #expect(runs.totalHeight == 0)
        #expect(runs.runCount == 1)
        let inserted = runs.insert(count: -1, height: 10, isEstimated: false, at: 0)
        #expect(!inserted)
        #expect(runs.count == 3)
    }
}
