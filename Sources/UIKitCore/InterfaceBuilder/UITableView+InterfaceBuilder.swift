//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// UITableView from a document: the style (read before `super.init(coder:)`, it is a `let`), row
// and section heights (−1 is `automaticDimension`), separators, selection, header and footer
// views, the `<prototypes>` cells registered by reuse identifier, and a static table's
// `<sections>` (dataMode="static"), which a table view controller's data source answers from.

extension _UINibDecoder {
    /// The style a document's `style="plain|grouped|insetGrouped"` names (readable before `super.init(coder:)`).
    package static func _tableStyle(of coder: NSCoder) -> UITableView.Style {
        switch _attribute("style", of: coder) {
        case "grouped"?: return .grouped
        case "insetGrouped"?: return .insetGrouped
        default: return .plain
        }
    }
}

extension UITableView {
    /// Called by `init?(coder:)` after the table's own set-up.
    func _decodeInterfaceBuilderTableView(_ coder: NSCoder) {
        guard let coder = coder as? _UINibDecoder else { return }
        _decodeInterfaceBuilderScrollView(coder)
        func height(_ name: String) -> CGFloat? {
            coder.cgFloat(name).map { $0 == -1 ? UITableView.automaticDimension : $0 }
        }
        if let h = height("rowHeight") { rowHeight = h }
        if let h = height("estimatedRowHeight") { estimatedRowHeight = h }
        // IB writes its default section heights (28 on plain tables) on every table; a plain
        // table shows no header or footer band without a title or view on iOS, which a fixed
        // height here would give it, so plain tables keep automatic heights (titled headers
        // are then 28 pt as IB's default has them). ⚠ iOS's exact reading is unverified.
        if style != .plain {
            if let h = height("sectionHeaderHeight") { sectionHeaderHeight = h }
            if let h = height("sectionFooterHeight") { sectionFooterHeight = h }
        }
        if let h = height("estimatedSectionHeaderHeight") { estimatedSectionHeaderHeight = h }
        if let h = height("estimatedSectionFooterHeight") { estimatedSectionFooterHeight = h }
        let separators: [String: UITableViewCell.SeparatorStyle] = [
            "default": .singleLine, "singleLine": .singleLine, "none": .none, "singleLineEtched": .singleLineEtched,
        ]
        if let s = coder.enumeration("separatorStyle", separators) { separatorStyle = s }
        if let c = coder.color("separatorColor") { separatorColor = c }
        if let i = coder.insets("separatorInset") {
            separatorInset = UIEdgeInsets(top: i.top, left: i.left, bottom: i.bottom, right: i.right)
        }
        if let c = coder.color("sectionIndexColor") { sectionIndexColor = c }
        if let c = coder.color("sectionIndexBackgroundColor") { sectionIndexBackgroundColor = c }
        if let v = coder.bool("allowsSelection") { allowsSelection = v }
        if let v = coder.bool("allowsMultipleSelection") { allowsMultipleSelection = v }
        if let v = coder.bool("allowsSelectionDuringEditing") { allowsSelectionDuringEditing = v }
        if let v = coder.bool("allowsMultipleSelectionDuringEditing") { allowsMultipleSelectionDuringEditing = v }
        if let v = coder.bool("cellLayoutMarginsFollowReadableWidth") { cellLayoutMarginsFollowReadableWidth = v }
        if let v = coder.object(key: "tableHeaderView") as? UIView { tableHeaderView = v }
        if let v = coder.object(key: "tableFooterView") as? UIView { tableFooterView = v }
        for p in coder.prototypes(in: "prototypes", cellElement: "tableViewCell") {
            _register(p.nib, forCellReuseIdentifier: p.identifier)
        }
        if coder.element.attribute("dataMode") == "static" { _UIIBAttachments.set(coder.staticTable(), on: self) }
    }
}
