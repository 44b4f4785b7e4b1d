//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Plain-array models of the two structures: every query answered by walking everything, to
// check the real ones against. Heights in the tests are multiples of 1/4, so every sum is exact
// in Double and answers can be compared with ==.
@testable import UIKitListGeometry

/// SplitMix64: a seeded deterministic generator.
struct SeededRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
    mutating func bool() -> Bool { next() & 1 == 0 }
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }
    /// Few distinct heights, so runs split and merge often; 0 included.
    mutating func height() -> Double { pick([0, 10, 10, 44, 44, 44, 2.5, 100]) }
}

struct NaiveItem: Equatable {
    var height: Double
    var isEstimated: Bool
}

/// The naive `RowHeightRuns`.
struct NaiveRuns {
    var items: [NaiveItem] = []

    var totalHeight: Double { items.reduce(0) { $0 + $1.height } }

    var runCount: Int {
        var runs = 0
        for i in items.indices where i == 0 || items[i] != items[i - 1] { runs += 1 }
        return runs
    }

    func offset(of index: Int) -> Double {
        items[..<index].reduce(0) { $0 + $1.height }
    }

    func index(containing y: Double) -> Int? {
        guard !items.isEmpty else { return nil }
        if y < 0 { return 0 }
        var o = 0.0
        for (i, item) in items.enumerated() {
            if o <= y, y < o + item.height { return i }
            o += item.height
        }
        return items.lastIndex { $0.height > 0 } ?? items.count - 1
    }
}

struct NaiveSection {
    var topPadding: Double
    var header: NaiveItem
    var footer: NaiveItem
    var rows: [NaiveItem]

    var height: Double {
        topPadding + header.height + rows.reduce(0) { $0 + $1.height } + footer.height
    }
}

/// The naive `ListGeometry`: positions by walking from the top.
struct NaiveList {
    var tableHeader = 0.0
    var tableFooter = 0.0
    var spacing = 0.0
    var sections: [NaiveSection] = []

    func sectionTop(_ s: Int) -> Double {
        var y = tableHeader
        for i in 0..<s { y += sections[i].height + (i < sections.count - 1 ? spacing : 0) }
        return y
    }

    var contentHeight: Double { sectionTop(sections.count) + tableFooter }

    /// Every element in order, as `visibleItems` reports them.
    var allItems: [ListGeometry.Item] {
        var out = [ListGeometry.Item(kind: .tableHeader, section: -1, row: -1, y: 0, height: tableHeader, isEstimated: false)]
        for (s, section) in sections.enumerated() {
            var y = sectionTop(s) + section.topPadding
            out.append(.init(kind: .header, section: s, row: -1, y: y, height: section.header.height,
                             isEstimated: section.header.isEstimated))
            y += section.header.height
            for (r, row) in section.rows.enumerated() {
                out.append(.init(kind: .row, section: s, row: r, y: y, height: row.height, isEstimated: row.isEstimated))
                y += row.height
            }
            out.append(.init(kind: .footer, section: s, row: -1, y: y, height: section.footer.height,
                             isEstimated: section.footer.isEstimated))
        }
        out.append(.init(kind: .tableFooter, section: -1, row: -1, y: sectionTop(sections.count),
                         height: tableFooter, isEstimated: false))
        return out
    }

    func visibleItems(from y0: Double, to y1: Double) -> [ListGeometry.Item] {
        guard y1 > y0 else { return [] }
        return allItems.filter {
            $0.y < y1 && $0.y + $0.height > y0
                && !([.tableHeader, .tableFooter].contains($0.kind) && $0.height == 0)
        }
    }

    func section(atY y: Double) -> Int? {
        for s in sections.indices {
            let top = sectionTop(s), next = sectionTop(s + 1)
            if top <= y, y < next { return s }
        }
        return nil
    }

    func row(atY y: Double) -> (section: Int, row: Int)? {
        for item in allItems where item.kind == .row && item.y <= y && y < item.y + item.height {
            return (item.section, item.row)
        }
        return nil
    }
}
