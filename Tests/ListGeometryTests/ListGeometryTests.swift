//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
@testable import UIKitListGeometry

/// `ListGeometry` against a plain model of sections and rows, over many short random sequences of
/// reloads, height changes, and row and section inserts, deletes and moves.
@Suite struct ListGeometryPropertyTests {
    @Test(arguments: 0..<200) func matchesNaiveModel(seed: Int) {
        var rng = SeededRandom(seed: UInt64(seed) &* 104_729 &+ 3)
        var geometry = ListGeometry()
        var model = NaiveList()
        for step in 0..<30 {
            apply(randomStep: step, &geometry, &model, &rng)
            expectSame(geometry, model, &rng)
        }
    }

    func randomSpec(_ rng: inout SeededRandom) -> ListGeometry.SectionSpec {
        .init(rowCount: rng.int(0...5), rowHeight: rng.height(), rowHeightIsEstimated: rng.bool(),
              headerHeight: rng.pick([0, 0, 28, 17.5]), headerIsEstimated: rng.bool(),
              footerHeight: rng.pick([0, 0, 20, 12.25]), footerIsEstimated: rng.bool(),
              topPadding: rng.pick([0, 0, 22]))
    }

    func naive(_ spec: ListGeometry.SectionSpec) -> NaiveSection {
        NaiveSection(topPadding: spec.topPadding,
                     header: NaiveItem(height: spec.headerHeight, isEstimated: spec.headerIsEstimated),
                     footer: NaiveItem(height: spec.footerHeight, isEstimated: spec.footerIsEstimated),
                     rows: Array(repeating: NaiveItem(height: spec.rowHeight, isEstimated: spec.rowHeightIsEstimated),
                                 count: spec.rowCount))
    }

    /// A random section index, sometimes one out of range.
    func sectionIndex(_ rng: inout SeededRandom, _ model: NaiveList, extra: Int = 0) -> Int {
        rng.int(-1...model.sections.count + extra)
    }

    func apply(randomStep step: Int, _ g: inout ListGeometry, _ m: inout NaiveList, _ rng: inout SeededRandom) {
        let op = step == 0 ? 0 : rng.int(0...15)
        switch op {
        case 0:
            let specs = (0..<rng.int(0...4)).map { _ in randomSpec(&rng) }
            g.reload(sections: specs)
            m.sections = specs.map(naive)
        case 1, 2, 3:
            let s = sectionIndex(&rng, m)
            let count = m.sections.indices.contains(s) ? m.sections[s].rows.count : 0
            let r = rng.int(-1...count)
            let item = NaiveItem(height: rng.height(), isEstimated: rng.bool())
            let ok = g.setRowHeight(item.height, isEstimated: item.isEstimated, section: s, row: r)
            #expect(ok == (m.sections.indices.contains(s) && r >= 0 && r < count))
            if ok { m.sections[s].rows[r] = item }
        case 4:
            let s = sectionIndex(&rng, m)
            let h = rng.pick([0, 30, 17.5]), est = rng.bool()
            let ok = g.setHeaderHeight(h, isEstimated: est, section: s)
            #expect(ok == m.sections.indices.contains(s))
            if ok { m.sections[s].header = NaiveItem(height: h, isEstimated: est) }
        case 5:
            let s = sectionIndex(&rng, m)
            let h = rng.pick([0, 30, 17.5]), est = rng.bool()
            let ok = g.setFooterHeight(h, isEstimated: est, section: s)
            #expect(ok == m.sections.indices.contains(s))
            if ok { m.sections[s].footer = NaiveItem(height: h, isEstimated: est) }
        case 6:
            switch rng.int(0...3) {
            case 0:
                let h = rng.pick([0, 100, 44.5]); g.setTableHeaderHeight(h); m.tableHeader = h
            case 1:
                let h = rng.pick([0, 100, 44.5]); g.setTableFooterHeight(h); m.tableFooter = h
            case 2:
                let h: Double = rng.pick([0, 35, 8]); g.setInterSectionSpacing(h); m.spacing = h
            default:
                let s = sectionIndex(&rng, m), p = rng.pick([0, 22, 5.5])
                let ok = g.setTopPadding(p, section: s)
                #expect(ok == m.sections.indices.contains(s))
                if ok { m.sections[s].topPadding = p }
            }
        case 7, 8:
            let s = sectionIndex(&rng, m)
            let count = m.sections.indices.contains(s) ? m.sections[s].rows.count : 0
            let at = rng.int(-1...count + 1), n = rng.int(0...4)
            let item = NaiveItem(height: rng.height(), isEstimated: rng.bool())
            let ok = g.insertRows(count: n, at: at, section: s, height: item.height, isEstimated: item.isEstimated)
            #expect(ok == (m.sections.indices.contains(s) && at >= 0 && at <= count))
            if ok { m.sections[s].rows.insert(contentsOf: Array(repeating: item, count: n), at: at) }
        case 9:
            let s = sectionIndex(&rng, m)
            let count = m.sections.indices.contains(s) ? m.sections[s].rows.count : 0
            let lo = rng.int(-1...count), hi = rng.int(lo...count + 1)
            let ok = g.deleteRows(section: s, range: lo..<hi)
            #expect(ok == (m.sections.indices.contains(s) && lo >= 0 && hi <= count))
            if ok { m.sections[s].rows.removeSubrange(lo..<hi) }
        case 10, 11:
            let fs = sectionIndex(&rng, m), ts = sectionIndex(&rng, m)
            let fromCount = m.sections.indices.contains(fs) ? m.sections[fs].rows.count : 0
            let toCount = m.sections.indices.contains(ts) ? m.sections[ts].rows.count : 0
            let fr = rng.int(-1...fromCount), tr = rng.int(-1...toCount + 1)
            let ok = g.moveRow(from: (fs, fr), to: (ts, tr))
            let valid = m.sections.indices.contains(fs) && m.sections.indices.contains(ts)
                && fr >= 0 && fr < fromCount && tr >= 0 && tr <= toCount - (fs == ts ? 1 : 0)
            #expect(ok == valid)
            if ok {
                let row = m.sections[fs].rows.remove(at: fr)
                m.sections[ts].rows.insert(row, at: tr)
            }
        case 12, 13:
            let s = sectionIndex(&rng, m, extra: 1)
            let spec = randomSpec(&rng)
            let ok = g.insertSection(at: s, spec: spec)
            #expect(ok == (s >= 0 && s <= m.sections.count))
            if ok { m.sections.insert(naive(spec), at: s) }
        case 14:
            let s = sectionIndex(&rng, m)
            let ok = g.deleteSection(at: s)
            #expect(ok == m.sections.indices.contains(s))
            if ok { m.sections.remove(at: s) }
        default:
            let from = sectionIndex(&rng, m), to = sectionIndex(&rng, m)
            let ok = g.moveSection(from: from, to: to)
            #expect(ok == (m.sections.indices.contains(from) && m.sections.indices.contains(to)))
            if ok { m.sections.insert(m.sections.remove(at: from), at: to) }
        }
    }

    func expectSame(_ g: ListGeometry, _ m: NaiveList, _ rng: inout SeededRandom,
                    sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(g.checkInvariants() == nil, sourceLocation: sourceLocation)
        #expect(g.numberOfSections == m.sections.count, sourceLocation: sourceLocation)
        #expect(g.contentHeight == m.contentHeight, sourceLocation: sourceLocation)
        // Every element's place.
        let all = m.allItems
        for item in all {
            switch item.kind {
            case .header:
                let f = g.headerY(section: item.section)
                #expect(f?.y == item.y && f?.height == item.height, sourceLocation: sourceLocation)
                #expect(g.isHeaderHeightEstimated(section: item.section) == item.isEstimated, sourceLocation: sourceLocation)
            case .footer:
                let f = g.footerY(section: item.section)
                #expect(f?.y == item.y && f?.height == item.height, sourceLocation: sourceLocation)
                #expect(g.isFooterHeightEstimated(section: item.section) == item.isEstimated, sourceLocation: sourceLocation)
            case .row:
                let f = g.rowFrameY(section: item.section, row: item.row)
                #expect(f?.y == item.y && f?.height == item.height, sourceLocation: sourceLocation)
                #expect(g.isRowHeightEstimated(section: item.section, row: item.row) == item.isEstimated,
                        sourceLocation: sourceLocation)
            case .tableHeader, .tableFooter:
                break
            }
        }
        for (s, section) in m.sections.enumerated() {
            #expect(g.numberOfRows(inSection: s) == section.rows.count, sourceLocation: sourceLocation)
            let span = g.sectionY(section: s)
            #expect(span?.y == m.sectionTop(s) && span?.height == section.height, sourceLocation: sourceLocation)
            #expect(g.rowFrameY(section: s, row: section.rows.count) == nil, sourceLocation: sourceLocation)
        }
        let n = m.sections.count
        #expect(g.numberOfRows(inSection: n) == 0 && g.numberOfRows(inSection: -1) == 0, sourceLocation: sourceLocation)
        #expect(g.sectionY(section: n) == nil && g.headerY(section: -1) == nil && g.footerY(section: n) == nil,
                sourceLocation: sourceLocation)
        // Hit testing at every boundary and just either side of it.
        var probes: [Double] = [-10, -0.25, 0, m.contentHeight, m.contentHeight + 50]
        for item in all { probes += [item.y, item.y - 0.25, item.y + 0.25, item.y + item.height] }
        for y in probes {
            #expect(g.section(atY: y) == m.section(atY: y), "y = \(y)", sourceLocation: sourceLocation)
            let expected = m.row(atY: y), found = g.row(atY: y)
            #expect(found?.section == expected?.section && found?.row == expected?.row, "y = \(y)",
                    sourceLocation: sourceLocation)
        }
        // Visible items over random windows, and the whole list.
        var windows: [(Double, Double)] = [(-100, m.contentHeight + 100), (0, 0), (5, 3)]
        for _ in 0..<6 {
            let a = rng.pick(probes), b = rng.pick(probes)
            windows.append((min(a, b), max(a, b)))
        }
        for (y0, y1) in windows {
            #expect(g.visibleItems(from: y0, to: y1) == m.visibleItems(from: y0, to: y1), "\(y0)..<\(y1)",
                    sourceLocation: sourceLocation)
        }
    }
}
