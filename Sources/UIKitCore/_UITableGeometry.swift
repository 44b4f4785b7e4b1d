import Foundation

/// The table's vertical geometry: table header, then per section top padding, header, rows and
/// footer, then table footer. (Interim array-backed version; replaced by UIKitListGeometry.)
struct _UITableGeometry {
    struct SectionSpec {
        var rowCount: Int
        var rowHeight: CGFloat
        var rowsEstimated: Bool
        var header: CGFloat
        var headerEstimated: Bool
        var footer: CGFloat
        var footerEstimated: Bool
        var topPadding: CGFloat
    }

    enum Kind: Equatable { case header, row, footer }

    struct Item: Equatable {
        var kind: Kind
        var section: Int
        var row: Int
        var y: CGFloat
        var height: CGFloat
    }

    private struct Section {
        var topPadding: CGFloat
        var header: CGFloat, headerEstimated: Bool
        var footer: CGFloat, footerEstimated: Bool
        var rows: [CGFloat]
        var estimated: [Bool]
        var height: CGFloat { topPadding + header + footer + rows.reduce(0, +) }
    }

    private var sections: [Section] = []
    var tableHeaderHeight: CGFloat = 0
    var tableFooterHeight: CGFloat = 0

    mutating func reload(_ specs: [SectionSpec]) {
        sections = specs.map {
            Section(topPadding: $0.topPadding, header: $0.header, headerEstimated: $0.headerEstimated,
                    footer: $0.footer, footerEstimated: $0.footerEstimated,
                    rows: Array(repeating: $0.rowHeight, count: $0.rowCount),
                    estimated: Array(repeating: $0.rowsEstimated, count: $0.rowCount))
        }
    }

    var numberOfSections: Int { sections.count }
    func numberOfRows(inSection s: Int) -> Int { s >= 0 && s < sections.count ? sections[s].rows.count : 0 }
    func isValid(_ s: Int, _ r: Int) -> Bool { s >= 0 && s < sections.count && r >= 0 && r < sections[s].rows.count }

    var contentHeight: CGFloat { tableHeaderHeight + sections.reduce(0) { $0 + $1.height } + tableFooterHeight }

    func sectionY(_ s: Int) -> CGFloat {
        var y = tableHeaderHeight
        for i in 0..<min(s, sections.count) { y += sections[i].height }
        return y
    }
    func sectionHeight(_ s: Int) -> CGFloat { s >= 0 && s < sections.count ? sections[s].height : 0 }
    func headerY(_ s: Int) -> CGFloat { sectionY(s) + sections[s].topPadding }
    func headerHeight(_ s: Int) -> CGFloat { sections[s].header }
    func footerHeight(_ s: Int) -> CGFloat { sections[s].footer }
    func footerY(_ s: Int) -> CGFloat { sectionY(s) + sections[s].height - sections[s].footer }
    func rowY(_ s: Int, _ r: Int) -> CGFloat {
        headerY(s) + sections[s].header + sections[s].rows[0..<r].reduce(0, +)
    }
    func rowHeight(_ s: Int, _ r: Int) -> CGFloat { sections[s].rows[r] }
    func isRowEstimated(_ s: Int, _ r: Int) -> Bool { sections[s].estimated[r] }
    func isHeaderEstimated(_ s: Int) -> Bool { sections[s].headerEstimated }
    func isFooterEstimated(_ s: Int) -> Bool { sections[s].footerEstimated }

    mutating func setRowHeight(_ h: CGFloat, estimated: Bool, _ s: Int, _ r: Int) {
        sections[s].rows[r] = h; sections[s].estimated[r] = estimated
    }
    mutating func setHeaderHeight(_ h: CGFloat, estimated: Bool, _ s: Int) {
        sections[s].header = h; sections[s].headerEstimated = estimated
    }
    mutating func setFooterHeight(_ h: CGFloat, estimated: Bool, _ s: Int) {
        sections[s].footer = h; sections[s].footerEstimated = estimated
    }

    /// The section whose span contains `y` (clamped to the first/last).
    func section(atY y: CGFloat) -> Int? {
        guard !sections.isEmpty else { return nil }
        var top = tableHeaderHeight
        for (i, s) in sections.enumerated() {
            if y < top + s.height { return i }
            top += s.height
        }
        return sections.count - 1
    }

    /// The row whose span contains `y`, nil in a header, footer or padding.
    func row(atY y: CGFloat) -> (section: Int, row: Int)? {
        for item in items(from: y, to: y) where item.kind == .row && y >= item.y && y < item.y + item.height {
            return (item.section, item.row)
        }
        return nil
    }

    /// Headers, rows and footers that overlap [y0, y1], in order (zero-height items skipped).
    func items(from y0: CGFloat, to y1: CGFloat) -> [Item] {
        var out: [Item] = []
        var y = tableHeaderHeight
        for (si, s) in sections.enumerated() {
            if y + s.height < y0 { y += s.height; continue }
            if y >= y1 && y1 > y0 { break }
            y += s.topPadding
            if s.header > 0, y + s.header > y0, y < y1 || (y <= y1 && y0 == y1) { out.append(Item(kind: .header, section: si, row: 0, y: y, height: s.header)) }
            y += s.header
            for (ri, h) in s.rows.enumerated() {
                if y > y1 || (y == y1 && y1 > y0) { break }
                if h > 0, y + h > y0 { out.append(Item(kind: .row, section: si, row: ri, y: y, height: h)) }
                y += h
            }
            y = sectionY(si) + s.height - s.footer
            if s.footer > 0, y + s.footer > y0, y < y1 || (y <= y1 && y0 == y1) { out.append(Item(kind: .footer, section: si, row: 0, y: y, height: s.footer)) }
            y += s.footer
        }
        return out
    }

    // MARK: Updates

    mutating func insertRows(_ count: Int, at r: Int, section s: Int, height: CGFloat, estimated: Bool) {
        sections[s].rows.insert(contentsOf: repeatElement(height, count: count), at: r)
        sections[s].estimated.insert(contentsOf: repeatElement(estimated, count: count), at: r)
    }
    mutating func deleteRow(_ r: Int, section s: Int) {
        sections[s].rows.remove(at: r); sections[s].estimated.remove(at: r)
    }
    mutating func insertSection(at s: Int, _ spec: SectionSpec) {
        var g = _UITableGeometry(); g.reload([spec])
        sections.insert(g.sections[0], at: s)
    }
    mutating func deleteSection(_ s: Int) { sections.remove(at: s) }
}
