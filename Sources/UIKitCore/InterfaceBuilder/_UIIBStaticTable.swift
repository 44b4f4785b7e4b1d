//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// Static tables (`<tableView dataMode="static">` in a table view controller scene): the
// `<sections>` of `<tableViewSection headerTitle= footerTitle=>` with their `<cells>`, each cell
// decoded once with the table, in the scene's view unit, so outlets to the cells and their
// subviews connect. UITableViewController's data source and delegate methods answer from it,
// so a subclass that overrides them and calls `super` gets the static answers, as on iOS.

/// A static table's sections, titles and designed cells.
@MainActor final class _UIIBStaticTable {
    /// One `<tableViewSection>`.
    struct Section {
        var header: String?
        var footer: String?
        var cells: [UITableViewCell]
        /// Each cell's designed `rowHeight` (nil: the table's).
        var heights: [CGFloat?]
    }

    var sections: [Section] = []

    /// Whether any cell has a height of its own (then every row's height is answered).
    var hasCustomHeights: Bool { sections.contains { $0.heights.contains { $0 != nil } } }

    func section(_ s: Int) -> Section? { sections.indices.contains(s) ? sections[s] : nil }

    func cell(at path: IndexPath) -> UITableViewCell? {
        guard let s = section(path.section), s.cells.indices.contains(path.row) else { return nil }
        return s.cells[path.row]
    }

    func height(at path: IndexPath) -> CGFloat? {
        guard let s = section(path.section), s.heights.indices.contains(path.row) else { return nil }
        return s.heights[path.row]
    }
}

extension _UINibDecoder {
    /// The static content of the table element (`<sections>`), each cell made in this load.
    @MainActor func staticTable() -> _UIIBStaticTable {
        let table = _UIIBStaticTable()
        let sections = element.child(named: "sections")?.children ?? []
        if sections.isEmpty { report("a static table (dataMode=\"static\") without <sections> shows no rows") }
        for section in sections {
            guard section.isNamed("tableViewSection") else {
                context.report("<\(section.name)> in a static table's <sections> is not a tableViewSection; skipped", objectID: section.id, line: section.line)
                continue
            }
            func title(_ name: String) -> String? {
                guard let t = section.attribute(name) else { return nil }
                return context.localized(t, objectID: section.id, property: name)
            }
            var cells: [UITableViewCell] = []
            var heights: [CGFloat?] = []
            for cellElement in section.child(named: "cells")?.children ?? [] {
                guard cellElement.isNamed("tableViewCell") else {
                    context.report("<\(cellElement.name)> in a static section's <cells> is not a tableViewCell; skipped", objectID: cellElement.id, line: cellElement.line)
                    continue
                }
                guard let cell = context.object(for: cellElement) as? UITableViewCell else { continue }
                cells.append(cell)
                var d: [IBDiagnostic] = []
                let h = cellElement.double("rowHeight", diagnostics: &d).map { $0 == -1 ? UITableView.automaticDimension : CGFloat($0) }
                context.report(d)
                heights.append(h)
            }
            table.sections.append(.init(header: title("headerTitle"), footer: title("footerTitle"), cells: cells, heights: heights))
        }
        return table
    }
}

extension UITableView {
    /// The static content a storyboard gave the table (`dataMode="static"`), if any.
    var _staticContent: _UIIBStaticTable? { _UIIBAttachments.value(on: self) }
}
