//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The flow layout's geometry in a scroll-direction-free frame: items fill lines along the
/// "fill" axis (x when scrolling vertically) and lines stack along the "stack" axis (the scroll
/// axis). Sections with one constant item size are pure arithmetic (no per-item storage); others
/// keep per-line arrays. Every query is O(log n + answer).
struct _UIFlowLayoutGeometry {
    /// What one section needs, in logical terms (`width` = fill extent, `height` = stack extent).
    struct SectionSpec {
        var itemCount: Int
        /// The size shared by every item, or nil when `itemSize(_:)` must be asked per item.
        var uniformItemSize: CGSize?
        var fillStartInset: CGFloat = 0
        var fillEndInset: CGFloat = 0
        var stackStartInset: CGFloat = 0
        var stackEndInset: CGFloat = 0
        var lineSpacing: CGFloat = 10
        var interitemSpacing: CGFloat = 10
        var headerExtent: CGFloat = 0
        var footerExtent: CGFloat = 0
    }

    /// One laid-out section.
    struct Section {
        var start: CGFloat = 0
        var headerExtent: CGFloat = 0
        var itemsStart: CGFloat = 0
        var itemsEnd: CGFloat = 0
        var footerStart: CGFloat = 0
        var end: CGFloat = 0
        var itemCount = 0
        var fillStart: CGFloat = 0
        var available: CGFloat = 0
        var lineSpacing: CGFloat = 0
        var interitemSpacing: CGFloat = 0
        // Uniform sections: arithmetic.
        var uniformSize: CGSize?
        var perLine = 1
        var fullLineGap: CGFloat = 0
        // Other sections: one entry per line, one frame per item.
        var lineOrigins: [CGFloat] = []
        var lineExtents: [CGFloat] = []
        var lineFirstItems: [Int] = []
        var frames: [CGRect] = []

        var lineCount: Int {
            if uniformSize != nil { return itemCount == 0 ? 0 : (itemCount + perLine - 1) / perLine }
            return lineOrigins.count
        }
        func lineOrigin(_ k: Int) -> CGFloat {
            if let s = uniformSize { return itemsStart + CGFloat(k) * (s.height + lineSpacing) }
            return lineOrigins[k]
        }
        func lineExtent(_ k: Int) -> CGFloat { uniformSize?.height ?? lineExtents[k] }
        func firstItem(ofLine k: Int) -> Int { uniformSize != nil ? k * perLine : lineFirstItems[k] }
        func itemRange(ofLine k: Int) -> Range<Int> {
            let first = firstItem(ofLine: k)
            let next = k + 1 < lineCount ? firstItem(ofLine: k + 1) : itemCount
            return first..<next
        }
        func line(ofItem item: Int) -> Int {
            if uniformSize != nil { return item / perLine }
            var lo = 0, hi = lineFirstItems.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if lineFirstItems[mid] <= item { lo = mid } else { hi = mid - 1 }
            }
            return lo
        }

        /// The item's logical frame.
        func frame(ofItem item: Int) -> CGRect {
            guard let s = uniformSize else { return frames[item] }
            let k = item / perLine, j = item % perLine
            let y = lineOrigin(k)
            let isLast = k == lineCount - 1
            let x: CGFloat
            if isLast {
                x = fillStart + CGFloat(j) * (s.width + interitemSpacing)
            } else if perLine == 1 {
                x = fillStart + max(0, (available - s.width) / 2)
            } else {
                x = fillStart + CGFloat(j) * (s.width + fullLineGap)
            }
            return CGRect(x: x, y: y, width: s.width, height: s.height)
        }

        /// The first line whose far edge reaches `position` (lineCount when none).
        func firstLine(reaching position: CGFloat) -> Int {
            let n = lineCount
            if let s = uniformSize {
                let pitch = s.height + lineSpacing
                guard pitch > 0 else { return 0 }
                let k = ((position - itemsStart - s.height) / pitch).rounded(.up)
                guard k > 0 else { return 0 }   // (NaN too)
                return k >= CGFloat(n) ? n : Int(k)
            }
            var lo = 0, hi = n
            while lo < hi {
                let mid = (lo + hi) / 2
                if lineOrigins[mid] + lineExtents[mid] < position { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
    }

    private(set) var sections: [Section] = []
    /// The content's fill extent (the collection view's width minus its content insets, when vertical).
    private(set) var fillExtent: CGFloat = 0
    /// The content's stack extent (its height, when vertical).
    private(set) var stackExtent: CGFloat = 0
    /// True when an item wider than its line was met in the last `reload`.
    private(set) var sawOversizedItem = false

    /// Lays every section out. `itemSize(section, item)` is asked (once per item) only for sections
    /// without a uniform item size.
    mutating func reload(fillExtent: CGFloat, specs: [SectionSpec], itemSize: (Int, Int) -> CGSize) {
        self.fillExtent = fillExtent
        sawOversizedItem = false
        sections = []
        sections.reserveCapacity(specs.count)
        var y: CGFloat = 0
        for (index, spec) in specs.enumerated() {
            var s = Section()
            s.start = y
            s.headerExtent = spec.headerExtent
            s.itemCount = max(0, spec.itemCount)
            s.fillStart = spec.fillStartInset
            s.available = fillExtent - spec.fillStartInset - spec.fillEndInset
            s.lineSpacing = spec.lineSpacing
            s.interitemSpacing = spec.interitemSpacing
            y += spec.headerExtent
            y += spec.stackStartInset
            s.itemsStart = y
            if let size = spec.uniformItemSize {
                layOutUniform(&s, size: size)
            } else {
                layOutLines(&s) { itemSize(index, $0) }
            }
            y = s.itemsEnd + spec.stackEndInset
            s.footerStart = y
            y += spec.footerExtent
            s.end = y
            sections.append(s)
        }
        stackExtent = y
    }

    private static let epsilon: CGFloat = 0.0001

    private mutating func layOutUniform(_ s: inout Section, size: CGSize) {
        s.uniformSize = size
        let pitch = size.width + s.interitemSpacing
        if size.width > s.available + Self.epsilon {
            s.perLine = 1
            if s.itemCount > 0, s.available > 0 { sawOversizedItem = true }
        } else if pitch > 0 {
            let fit = Int(((s.available + s.interitemSpacing + Self.epsilon) / pitch).rounded(.down))
            s.perLine = max(1, min(fit, max(s.itemCount, 1)))
        } else {
            s.perLine = max(s.itemCount, 1)   // zero-width items with no spacing: one line
        }
        if s.perLine >= 2 {
            s.fullLineGap = (s.available - CGFloat(s.perLine) * size.width) / CGFloat(s.perLine - 1)
        }
        let lines = s.lineCount
        s.itemsEnd = lines == 0 ? s.itemsStart
            : s.itemsStart + CGFloat(lines) * size.height + CGFloat(lines - 1) * s.lineSpacing
    }

    private mutating func layOutLines(_ s: inout Section, itemSize: (Int) -> CGSize) {
        let n = s.itemCount
        var sizes = [CGSize]()
        sizes.reserveCapacity(n)
        for i in 0..<n { sizes.append(itemSize(i)) }
        s.frames = [CGRect](repeating: .zero, count: n)
        var y = s.itemsStart
        var i = 0
        while i < n {
            // Take as many items as fit with at least the minimum spacing between them.
            var used = sizes[i].width
            var extent = sizes[i].height
            if sizes[i].width > s.available + Self.epsilon, s.available > 0 { sawOversizedItem = true }
            var end = i + 1
            while end < n, used + s.interitemSpacing + sizes[end].width <= s.available + Self.epsilon {
                used += s.interitemSpacing + sizes[end].width
                extent = max(extent, sizes[end].height)
                end += 1
            }
            let count = end - i
            let isLast = end == n
            var x = s.fillStart
            var gap = s.interitemSpacing
            if !isLast {
                if count == 1 {
                    x += max(0, (s.available - sizes[i].width) / 2)
                } else {
                    let widths = used - CGFloat(count - 1) * s.interitemSpacing
                    gap = (s.available - widths) / CGFloat(count - 1)
                }
            }
            s.lineOrigins.append(y)
            s.lineExtents.append(extent)
            s.lineFirstItems.append(i)
            for j in i..<end {
                let size = sizes[j]
                s.frames[j] = CGRect(x: x, y: y + (extent - size.height) / 2, width: size.width, height: size.height)
                x += size.width + gap
            }
            y += extent
            i = end
            if i < n { y += s.lineSpacing }
        }
        s.itemsEnd = y
    }

    // MARK: Queries

    var numberOfSections: Int { sections.count }

    func isValid(section: Int, item: Int) -> Bool {
        section >= 0 && section < sections.count && item >= 0 && item < sections[section].itemCount
    }

    /// The item's logical frame, or nil outside the data.
    func itemFrame(section: Int, item: Int) -> CGRect? {
        guard isValid(section: section, item: item) else { return nil }
        return sections[section].frame(ofItem: item)
    }

    /// The section header's logical frame (zero extent when the section has none).
    func headerFrame(section s: Int) -> CGRect {
        CGRect(x: 0, y: sections[s].start, width: fillExtent, height: sections[s].headerExtent)
    }

    /// The section footer's logical frame (zero extent when the section has none).
    func footerFrame(section s: Int) -> CGRect {
        CGRect(x: 0, y: sections[s].footerStart, width: fillExtent, height: sections[s].end - sections[s].footerStart)
    }

    /// Where a pinned header sits when the visible area starts at `visibleStart`: at its place, or
    /// held at the top of the visible area until the end of its section's items pushes it away.
    func pinnedHeaderFrame(section s: Int, visibleStart: CGFloat) -> CGRect {
        var f = headerFrame(section: s)
        let limit = sections[s].footerStart - f.height
        f.origin.y = max(f.origin.y, min(visibleStart, limit))
        return f
    }

    /// Where a pinned footer sits when the visible area ends at `visibleEnd`.
    func pinnedFooterFrame(section s: Int, visibleEnd: CGFloat) -> CGRect {
        var f = footerFrame(section: s)
        let floor = sections[s].start + sections[s].headerExtent
        f.origin.y = min(f.origin.y, max(visibleEnd - f.height, floor))
        return f
    }

    /// The sections overlapping the logical stack range `start...end`.
    func sections(overlapping start: CGFloat, _ end: CGFloat) -> Range<Int> {
        var lo = 0, hi = sections.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sections[mid].end < start { lo = mid + 1 } else { hi = mid }
        }
        var last = lo
        while last < sections.count, sections[last].start <= end { last += 1 }
        return lo..<last
    }

    /// Calls `body(item, logicalFrame)` for each item of the section whose line overlaps the
    /// logical stack range `start...end`, in order.
    func forEachItem(section s: Int, stackFrom start: CGFloat, to end: CGFloat, _ body: (Int, CGRect) -> Void) {
        let sec = sections[s]
        var k = sec.firstLine(reaching: start)
        let n = sec.lineCount
        while k < n, sec.lineOrigin(k) <= end {
            for item in sec.itemRange(ofLine: k) { body(item, sec.frame(ofItem: item)) }
            k += 1
        }
    }
}
