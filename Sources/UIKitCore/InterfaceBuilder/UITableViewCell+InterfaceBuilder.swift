//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// Table and collection view cells from a document: the reuse identifier and style, and the
// keyed content view element (`<tableViewCellContentView key="contentView">`, a collection
// cell's `<view key="contentView">`) decoded onto the cell's own content view: its attributes,
// subviews, constraints and connections.

extension _UINibDecoder {
    /// Attribute `name` of the element `coder` decodes, or nil for any other coder (readable
    /// before `super.init(coder:)`).
    package static func _attribute(_ name: String, of coder: NSCoder) -> String? {
        (coder as? _UINibDecoder)?.element.attribute(name)
    }

    /// The built-in table cell style a document's `style="IBUITableViewCellStyle…"` names.
    package static func _tableCellStyle(of coder: NSCoder) -> UITableViewCell.CellStyle {
        switch _attribute("style", of: coder) {
        case "IBUITableViewCellStyleValue1"?: return .value1
        case "IBUITableViewCellStyleValue2"?: return .value2
        case "IBUITableViewCellStyleSubtitle"?: return .subtitle
        default: return .default
        }
    }
}

extension UIView {
    /// Decodes the keyed content view element onto `contentView` (an existing view).
    func _decodeInterfaceBuilderContentView(_ coder: NSCoder, into contentView: UIView) {
        guard let coder = coder as? _UINibDecoder, let element = coder.element.child(key: "contentView") else { return }
        let sub = _UINibDecoder(element: element, context: coder.context)
        coder.context.adopt(element, as: contentView)
        let frame = contentView.frame
        contentView._decodeInterfaceBuilderAttributes(sub)
        contentView.frame = frame
        contentView._decodeInterfaceBuilderSubviews(sub)
    }
}

extension UICollectionViewCell {
    /// Called by `init?(coder:)` after the content view is set up.
    func _decodeInterfaceBuilderCell(_ coder: NSCoder) {
        guard let coder = coder as? _UINibDecoder else { return }
        if let r = coder.element.attribute("reuseIdentifier") { reuseIdentifier = r }
        _decodeInterfaceBuilderContentView(coder, into: contentView)
    }
}
