//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The geometry of a compositional layout: frames of every item, boundary item and decoration,
/// computed in one O(n) pass, with binary-searchable group origins for rect queries.
struct _CompositionalGeometry {
    /// A header, footer, badge or decoration frame.
    struct Element {
        var kind: String
        var frame: CGRect
        var zIndex: Int
        var item: Int = 0
        var pin: Bool = false
        var boundaryIndex: Int = 0
    }
    /// One section's frames.
    struct Section {
        /// The whole section: boundary items, insets and content.
        var frame: CGRect = .zero
        /// The content area (inside the insets).
        var contentFrame: CGRect = .zero
        var orthogonal = false
        /// Item frames, by item index.
        var items: [CGRect] = []
        var itemZIndex = 0
        /// Top-level groups: their extents (union of group and item frames) and first items.
        var groups: [CGRect] = []
        var groupFirstItem: [Int] = []
        /// The largest end of the groups so far along the axis they run on (a non-decreasing search key,
        /// even when an item overflows its group).
        var groupReach: [CGFloat] = []
        var boundary: [Element] = []
        var badges: [Element] = []
        var decorations: [Element] = []
        /// Whether some item has a self-sizing dimension.
        var selfSizing = false
        /// Per item when `selfSizing`: 1 for a self-sizing width, 2 for a self-sizing height.
        var sizing: [UInt8] = []
    }
    var sections: [Section] = []
    var global: [Element] = []
    var contentSize: CGSize = .zero
}

/// Computes a compositional layout's geometry for a container size.
@MainActor struct _CompositionalSolver {
    /// True when the layout scrolls vertically.
    var vertical = true
    /// The collection view's size less its adjusted content insets.
    var container: CGSize
    var interSectionSpacing: CGFloat = 0
    var globalBoundaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Sizes reported by self-sizing views, by index path.
    var measured: [IndexPath: CGSize] = [:]
    var environment: NSCollectionLayoutEnvironment

    private var section = 0
    private var out = _CompositionalGeometry.Section()
    private var leafDefs: [NSCollectionLayoutItem] = []

    init(container: CGSize, environment: NSCollectionLayoutEnvironment) {
        self.container = container; self.environment = environment
    }

    private static func log(_ message: String) { UIKitLog.warning(message, category: "UICollectionViewCompositionalLayout") }

    // Main-axis helpers (the scroll direction).
    private func main(_ s: CGSize) -> CGFloat { vertical ? s.height : s.width }
    private func cross(_ s: CGSize) -> CGFloat { vertical ? s.width : s.height }
    private func point(main m: CGFloat, cross c: CGFloat) -> CGPoint { vertical ? CGPoint(x: c, y: m) : CGPoint(x: m, y: c) }
    private func size(main m: CGFloat, cross c: CGFloat) -> CGSize { vertical ? CGSize(width: c, height: m) : CGSize(width: m, height: c) }
    private func minMain(_ r: CGRect) -> CGFloat { vertical ? r.minY : r.minX }
    private func maxMain(_ r: CGRect) -> CGFloat { vertical ? r.maxY : r.maxX }

    /// Lays out all sections. `sections[i]` nil lays section i out empty.
    mutating func solve(sections defs: [NSCollectionLayoutSection?], itemCounts: [Int]) -> _CompositionalGeometry {
        var geo = _CompositionalGeometry()
        var pos: CGFloat = 0
        // Layout-wide headers.
        var globalHeaders: [(Int, NSCollectionLayoutBoundarySupplementaryItem)] = []
        var globalFooters: [(Int, NSCollectionLayoutBoundarySupplementaryItem)] = []
        for (i, b) in globalBoundaryItems.enumerated() {
            if Self.leadingAlignment(b.alignment, vertical: vertical) { globalHeaders.append((i, b)) } else { globalFooters.append((i, b)) }
        }
        for (i, b) in globalHeaders {
            let e = boundaryElement(b, index: i, at: pos, span: CGRect(origin: .zero, size: container), leading: true)
            geo.global.append(e)
            if b.extendsBoundary { pos += main(e.frame.size) }
        }
        for s in 0..<itemCounts.count {
            if s > 0 { pos += interSectionSpacing }
            let count = max(0, itemCounts[s])
            guard let def = s < defs.count ? defs[s] : nil else {
                var empty = _CompositionalGeometry.Section()
                empty.frame = CGRect(origin: point(main: pos, cross: 0), size: size(main: 0, cross: cross(container)))
                empty.contentFrame = empty.frame
                empty.items = Array(repeating: .zero, count: count)
                geo.sections.append(empty)
                continue
            }
            section = s
            let laid = layoutSection(def, count: count, at: pos)
            pos = maxMain(laid.frame)
            geo.sections.append(laid)
        }
        for (i, b) in globalFooters {
            let e = boundaryElement(b, index: i, at: pos, span: CGRect(origin: .zero, size: container), leading: false)
            geo.global.append(e)
            if b.extendsBoundary { pos += main(e.frame.size) }
        }
        geo.contentSize = size(main: pos, cross: cross(container))
        return geo
    }

    /// Headers sit before the content along the scroll direction (top for vertical scrolling).
    static func leadingAlignment(_ a: NSRectAlignment, vertical: Bool) -> Bool {
        switch a {
        case .top, .topLeading, .topTrailing: return vertical
        case .leading: return !vertical
        case .bottomLeading: return !vertical
        default: return false
        }
    }

    /// A boundary item's frame, its main-axis edge at `at`, spanning `span` across.
    private func boundaryElement(_ b: NSCollectionLayoutBoundarySupplementaryItem, index: Int, at: CGFloat, span: CGRect, leading: Bool) -> _CompositionalGeometry.Element {
        let sz = sanitize(b.layoutSize.resolve(in: span.size))
        let m = leading ? at : at
        var c: CGFloat = vertical ? span.minX : span.minY
        let crossSpan = cross(span.size), crossLen = cross(sz)
        switch b.alignment {
        case .topTrailing, .bottomTrailing: c += vertical ? crossSpan - crossLen : 0
        case .trailing: c += vertical ? crossSpan - crossLen : 0
        case .top, .bottom: c += vertical ? 0 : 0
        default: break
        }
        if !vertical {
            switch b.alignment {
            case .bottomLeading, .bottomTrailing, .bottom: c = span.minY + crossSpan - crossLen
            default: break
            }
        }
        var frame = CGRect(origin: point(main: m, cross: c), size: sz)
        frame.origin.x += b.offset.x; frame.origin.y += b.offset.y
        return .init(kind: b.elementKind, frame: frame, zIndex: b.pinToVisibleBounds ? max(b.zIndex, 2) : b.zIndex, pin: b.pinToVisibleBounds, boundaryIndex: index)
    }

    private func sanitize(_ s: CGSize) -> CGSize {
        CGSize(width: s.width.isFinite ? max(0, s.width) : 0, height: s.height.isFinite ? max(0, s.height) : 0)
    }

    private mutating func layoutSection(_ def: NSCollectionLayoutSection, count: Int, at start: CGFloat) -> _CompositionalGeometry.Section {
        out = _CompositionalGeometry.Section()
        leafDefs = []
        out.items.reserveCapacity(count)
        out.orthogonal = def.orthogonalScrollingBehavior != .none
        let insets = def.contentInsets
        let insetLead = vertical ? insets.top : insets.leading, insetTrail = vertical ? insets.bottom : insets.trailing
        let crossLead = vertical ? insets.leading : insets.top, crossTrail = vertical ? insets.trailing : insets.bottom
        let crossSize = cross(container)
        let follows = def._followsInsets
        let boundarySpan = follows
            ? CGRect(origin: point(main: 0, cross: crossLead), size: size(main: main(container), cross: max(0, crossSize - crossLead - crossTrail)))
            : CGRect(origin: .zero, size: container)
        var pos = start
        var headers: [(Int, NSCollectionLayoutBoundarySupplementaryItem)] = [], footers = headers
        for (i, b) in def.boundarySupplementaryItems.enumerated() {
            if Self.leadingAlignment(b.alignment, vertical: vertical) { headers.append((i, b)) } else { footers.append((i, b)) }
        }
        for (i, b) in headers {
            let e = boundaryElement(b, index: i, at: pos, span: boundarySpan, leading: true)
            out.boundary.append(e)
            if b.extendsBoundary { pos += main(e.frame.size) }
        }
        let contentStart = pos
        pos += insetLead
        let contentCross = max(0, crossSize - crossLead - crossTrail)
        let groupContainer = size(main: max(0, main(container) - insetLead - insetTrail), cross: contentCross)
        var next = 0
        var orthoPos = crossLead    // orthogonal sections: groups run across
        var lineExtent: CGFloat = 0
        var guardCount = 0
        while next < count {
            let before = next
            let origin = out.orthogonal ? point(main: pos, cross: orthoPos) : point(main: pos, cross: crossLead)
            let g = layoutGroup(def.group, origin: origin, container: groupContainer, next: &next, count: count)
            if next == before {
                // A group that lays out no item (no subitems): the rest of the section stays empty.
                Self.log("NSCollectionLayoutGroup \(def.group) lays out no items; section \(section) lays out \(count - next) item(s) empty")
                while out.items.count < count { out.items.append(.zero); leafDefs.append(def.group) }
                break
            }
            out.groupFirstItem.append(before)
            var extent = g
            for i in before..<next where !out.items[i].isEmpty || out.items[i].origin != .zero { extent = extent.union(out.items[i]) }
            out.groups.append(extent)
            let alongY = out.orthogonal ? !vertical : vertical
            out.groupReach.append(max(out.groupReach.last ?? -.infinity, alongY ? extent.maxY : extent.maxX))
            if out.orthogonal {
                orthoPos += (vertical ? g.width : g.height) + def.interGroupSpacing
                lineExtent = max(lineExtent, main(g.size))
            } else {
                pos += main(g.size) + def.interGroupSpacing
            }
            guardCount += 1
        }
        if out.orthogonal { pos += lineExtent } else if guardCount > 0 { pos -= def.interGroupSpacing }
        pos += insetTrail
        out.contentFrame = CGRect(origin: point(main: contentStart + insetLead, cross: crossLead),
                                  size: size(main: max(0, pos - insetTrail - contentStart - insetLead), cross: contentCross))
        for (i, b) in footers {
            let e = boundaryElement(b, index: i, at: pos, span: boundarySpan, leading: false)
            out.boundary.append(e)
            if b.extendsBoundary { pos += main(e.frame.size) }
        }
        out.frame = CGRect(origin: point(main: start, cross: 0), size: size(main: pos - start, cross: crossSize))
        finishItems(def)
        return out
    }

    /// Applies item content insets, badges, decorations and z-indexes once positions are final.
    private mutating func finishItems(_ def: NSCollectionLayoutSection) {
        for d in def.decorationItems {
            var f = out.frame
            let ins = d.contentInsets
            f = CGRect(x: f.minX + ins.leading, y: f.minY + ins.top, width: max(0, f.width - ins.leading - ins.trailing), height: max(0, f.height - ins.top - ins.bottom))
            out.decorations.append(.init(kind: d.elementKind, frame: f, zIndex: d.zIndex))
        }
        if !def.decorationItems.isEmpty { out.itemZIndex = 1 }
        for i in 0..<out.items.count {
            let item = leafDefs[i]
            if item is NSCollectionLayoutGroup { continue }
            let w = item.layoutSize.widthDimension.selfSizing, h = item.layoutSize.heightDimension.selfSizing
            if w || h {
                if out.sizing.isEmpty { out.sizing = Array(repeating: 0, count: out.items.count) }
                out.selfSizing = true
                out.sizing[i] = (w ? 1 : 0) | (h ? 2 : 0)
            }
            let ins = item.contentInsets
            if ins != .zero {
                var f = out.items[i]
                if !w { f.origin.x += ins.leading; f.size.width = max(0, f.width - ins.leading - ins.trailing) }
                if !h { f.origin.y += ins.top; f.size.height = max(0, f.height - ins.top - ins.bottom) }
                out.items[i] = f
            }
            for b in item.supplementaryItems {
                out.badges.append(.init(kind: b.elementKind, frame: b.frame(in: out.items[i]), zIndex: b.zIndex, item: i))
            }
        }
    }

    /// The size of a leaf item: its dimensions in the container, self-sizing axes replaced by measured sizes.
    private func leafSize(_ item: NSCollectionLayoutItem, in container: CGSize, index: Int) -> CGSize {
        var s = item.layoutSize.resolve(in: container)
        let wd = item.layoutSize.widthDimension, hd = item.layoutSize.heightDimension
        if wd.selfSizing || hd.selfSizing, let m = measured[IndexPath(item: index, section: section)] {
            if wd.selfSizing { s.width = m.width }
            if hd.selfSizing { s.height = m.height }
        }
        return sanitize(s)
    }

    /// Lays out one group at `origin` and returns its frame; appends its items' frames.
    private mutating func layoutGroup(_ g: NSCollectionLayoutGroup, origin: CGPoint, container: CGSize, next: inout Int, count: Int) -> CGRect {
        var gsize = sanitize(g.layoutSize.resolve(in: container))
        let ins = g.contentInsets
        let inner = CGSize(width: max(0, gsize.width - ins.leading - ins.trailing), height: max(0, gsize.height - ins.top - ins.bottom))
        let innerOrigin = CGPoint(x: origin.x + ins.leading, y: origin.y + ins.top)
        if g.axis == .custom {
            let provided = g.itemProvider?(environment) ?? []
            if provided.isEmpty { return CGRect(origin: origin, size: gsize) }
            for c in provided where next < count {
                let f = c.frame.offsetBy(dx: origin.x, dy: origin.y)
                out.items.append(f.standardized); leafDefs.append(g); next += 1
            }
            return CGRect(origin: origin, size: gsize)
        }
        guard !g.subitems.isEmpty else { return CGRect(origin: origin, size: gsize) }
        let horizontal = g.axis == .horizontal
        func mainOf(_ s: CGSize) -> CGFloat { horizontal ? s.width : s.height }
        func crossOf(_ s: CGSize) -> CGFloat { horizontal ? s.height : s.width }
        let groupMain = mainOf(inner)
        let spacing = g.interItemSpacing?.spacing ?? 0
        let flexible = g.interItemSpacing?.isFlexibleSpacing ?? false
        var cursor: CGFloat = 0
        var placed = 0
        var slots: [(range: Range<Int>, uniform: Bool)] = []
        var crossExtent: CGFloat = 0
        var limit: Int? = nil
        var resize: CGFloat? = nil
        switch g.count {
        case .fitting: break
        case .repeating(let n): limit = n
        case .resizing(let n):
            limit = n
            let sub = g.subitems[0]
            let lead = Self.edge(sub.edgeSpacing, leading: true, horizontal: horizontal)
            let trail = Self.edge(sub.edgeSpacing, leading: false, horizontal: horizontal)
            resize = max(0, (groupMain - spacing * CGFloat(n - 1)) / CGFloat(n) - lead - trail)
        }
        var i = 0
        while next < count {
            if let limit, placed >= limit { break }
            let sub = g.subitems[i % g.subitems.count]
            let lead = Self.edge(sub.edgeSpacing, leading: true, horizontal: horizontal)
            let trail = Self.edge(sub.edgeSpacing, leading: false, horizontal: horizontal)
            let crossLead = Self.edge(sub.edgeSpacing, leading: true, horizontal: !horizontal)
            let crossTrail = Self.edge(sub.edgeSpacing, leading: false, horizontal: !horizontal)
            let subGroup = sub as? NSCollectionLayoutGroup
            var s = subGroup.map { sanitize($0.layoutSize.resolve(in: inner)) } ?? leafSize(sub, in: inner, index: next)
            if let resize { if horizontal { s.width = resize } else { s.height = resize } }
            let gap = placed > 0 ? spacing : 0
            let needed = gap + lead + mainOf(s) + trail
            if limit == nil && placed > 0 && cursor + needed > groupMain + 0.001 { break }
            let m = cursor + gap + lead
            let at = horizontal ? CGPoint(x: innerOrigin.x + m, y: innerOrigin.y + crossLead) : CGPoint(x: innerOrigin.x + crossLead, y: innerOrigin.y + m)
            let first = out.items.count
            var used = s
            if let subGroup {
                let before = next
                var sg = subGroup
                if resize != nil, let copy = subGroup.copy() as? NSCollectionLayoutGroup { sg = copy }
                let f = layoutGroup(sg, origin: at, container: resize == nil ? inner : s, next: &next, count: count)
                used = f.size
                if next == before { break }   // a nested group with no items
            } else {
                out.items.append(CGRect(origin: at, size: s)); leafDefs.append(sub); next += 1
            }
            slots.append((first..<out.items.count, sub.layoutSize.heightDimension.isUniformAcrossSiblings || sub.layoutSize.widthDimension.isUniformAcrossSiblings))
            cursor += gap + lead + mainOf(used) + trail
            crossExtent = max(crossExtent, crossLead + crossOf(used) + crossTrail)
            placed += 1; i += 1
            if limit == nil && needed <= 0 && placed >= 1 && subGroup == nil && g.subitems.count == 1 {
                // Zero-length items would fit forever: one per group.
                Self.log("NSCollectionLayoutGroup: items of zero length along the group; one item per group")
                break
            }
        }
        // Flexible spacing shares the room left between the gaps.
        if flexible && placed > 1 && cursor < groupMain {
            let extra = (groupMain - cursor) / CGFloat(placed - 1)
            for (k, slot) in slots.enumerated() where k > 0 {
                for j in slot.range {
                    if horizontal { out.items[j].origin.x += extra * CGFloat(k) } else { out.items[j].origin.y += extra * CGFloat(k) }
                }
            }
        }
        // Uniform siblings take the largest size across the group.
        let uniform = slots.filter { $0.uniform && $0.range.count == 1 }
        if uniform.count > 1 {
            let largest = uniform.map { crossOf(out.items[$0.range.lowerBound].size) }.max() ?? 0
            for slot in uniform {
                if horizontal { out.items[slot.range.lowerBound].size.height = largest } else { out.items[slot.range.lowerBound].size.width = largest }
            }
            crossExtent = max(crossExtent, largest)
        }
        // Estimated group dimensions follow their content.
        if horizontal {
            if g.layoutSize.heightDimension.selfSizing { gsize.height = crossExtent + ins.top + ins.bottom }
            if g.layoutSize.widthDimension.selfSizing { gsize.width = cursor + ins.leading + ins.trailing }
        } else {
            if g.layoutSize.widthDimension.selfSizing { gsize.width = crossExtent + ins.leading + ins.trailing }
            if g.layoutSize.heightDimension.selfSizing { gsize.height = cursor + ins.top + ins.bottom }
        }
        return CGRect(origin: origin, size: gsize)
    }

    /// The spacing of one edge (leading/top when `leading`) along an axis.
    private static func edge(_ e: NSCollectionLayoutEdgeSpacing?, leading: Bool, horizontal: Bool) -> CGFloat {
        guard let e else { return 0 }
        let s = horizontal ? (leading ? e.leading : e.trailing) : (leading ? e.top : e.bottom)
        return s?.spacing ?? 0
    }
}

extension _CompositionalGeometry {
    /// The first index in `0..<count` whose value is not below `bound`, for a non-decreasing `key`.
    static func lowerBound(_ count: Int, _ bound: CGFloat, _ key: (Int) -> CGFloat) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if key(mid) < bound { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Sections whose frames meet `rect` along the main axis.
    func sections(in rect: CGRect, vertical: Bool) -> Range<Int> {
        let lo = Self.lowerBound(sections.count, vertical ? rect.minY : rect.minX) { vertical ? sections[$0].frame.maxY : sections[$0].frame.maxX }
        var hi = lo
        while hi < sections.count, (vertical ? sections[hi].frame.minY : sections[hi].frame.minX) <= (vertical ? rect.maxY : rect.maxX) { hi += 1 }
        return lo..<hi
    }

    /// Items of a section whose frames meet `rect` (binary search over its groups).
    func items(in rect: CGRect, section s: Int, vertical: Bool) -> [Int] {
        let sec = sections[s]
        guard !sec.groups.isEmpty else { return [] }
        // Orthogonal sections run across: search along the other axis.
        let alongY = sec.orthogonal ? !vertical : vertical
        let minBound = alongY ? rect.minY : rect.minX, maxBound = alongY ? rect.maxY : rect.maxX
        var g = Self.lowerBound(sec.groups.count, minBound) { sec.groupReach[$0] }
        var result: [Int] = []
        while g < sec.groups.count, (alongY ? sec.groups[g].minY : sec.groups[g].minX) <= maxBound {
            let end = g + 1 < sec.groups.count ? sec.groupFirstItem[g + 1] : sec.items.count
            for i in sec.groupFirstItem[g]..<end where sec.items[i].intersects(rect) { result.append(i) }
            g += 1
        }
        return result
    }
}
