//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Prefix sums over a list of non-negative counts, each query and point update in O(log n).

/// A Fenwick (binary indexed) tree over non-negative integers: prefix sums, point updates and
/// "which element holds the k-th unit" in O(log n); building from a list is O(n).
struct FenwickTree: Sendable {
    // 1-based: tree[i] holds the sum of values (i - lowbit(i), i].
    private var tree: [Int]

    /// A tree over `values`, built in O(n).
    init(_ values: [Int] = []) {
        tree = [0] + values
        let n = values.count
        var i = 1
        while i <= n {
            let parent = i + (i & -i)
            if parent <= n { tree[parent] += tree[i] }
            i += 1
        }
    }

    /// The number of values.
    var count: Int { tree.count - 1 }

    /// The sum of the first `n` values (n is clamped to 0...count).
    func prefixSum(_ n: Int) -> Int {
        var i = min(max(n, 0), count)
        var sum = 0
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    /// Adds `delta` to the value at `index` (0-based).
    mutating func add(_ delta: Int, at index: Int) {
        guard delta != 0 else { return }
        var i = index + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// The first index whose prefix sum (itself included) exceeds `target`, with the sum of the
    /// values before it; `count` and the total when no prefix does. Values must be non-negative.
    func firstIndex(exceeding target: Int) -> (index: Int, before: Int) {
        var position = 0
        var remaining = target
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= count && tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return (position, target - remaining)
    }
}
