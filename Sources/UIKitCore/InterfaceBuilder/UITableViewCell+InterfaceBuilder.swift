//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// Table and collection view cells from a document: the reuse identifier and style, a built-in
// style's own labels and image view (`textLabel="ID"` names the element that stands for the
// cell's `textLabel`, not an extra label), accessory, selection and indentation, and the keyed
// content view element (`<tableViewCellContentView key="contentView">`, a collection
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
        // The designed size, so that the subviews' autoresizing masks work from the design
        // when the cell takes its width in the table (a trailing switch stays trailing).
        contentView.frame = sub.rect("frame") ?? frame
        contentView._decodeInterfaceBuilderSubviews(sub)
    }
}

extension UITableViewCell {
    /// Called by `init?(coder:)` after the cell's own set-up: the built-in style's views, the
    /// cell's attributes, then the content view.
    func _decodeInterfaceBuilderTableCell(_ coder: NSCoder) {
        guard let coder = coder as? _UINibDecoder else { return }
        let content = coder.element.child(key: "contentView")
        func element(_ attribute: String) -> IBElement? {
            guard let id = coder.element.attribute(attribute) else { return nil }
            guard let found = content?.descendants.first(where: { $0.id == id }) else {
                coder.report("\(attribute)=\"\(id)\" names no view of the cell's content view; ignored")
                return nil
            }
            return found
        }
        for attribute in ["textLabel", "detailTextLabel", "imageView"] {
            guard let e = element(attribute) else { continue }
            let view: UIView? = attribute == "textLabel" ? textLabel : attribute == "detailTextLabel" ? detailTextLabel : imageView
            guard let view, (view is UILabel) == e.isNamed("label") else {
                coder.report("\(attribute) of a cell of style \(coder.element.attribute("style") ?? "custom") can't stand for <\(e.name)>; ignored")
                continue
            }
            coder.context.adopt(e, as: view)
            let sub = _UINibDecoder(element: e, context: coder.context)
            if let label = view as? UILabel { label._decodeInterfaceBuilderLabel(sub) }
            if let imageView = view as? UIImageView { imageView._decodeInterfaceBuilderImageView(sub) }
        }
        let accessories: [String: AccessoryType] = [
            "none": .none, "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
            "checkmark": .checkmark, "detailButton": .detailButton,
        ]
        if let a = coder.enumeration("accessoryType", accessories) { accessoryType = a }
        if let a = coder.enumeration("editingAccessoryType", accessories) { editingAccessoryType = a }
        let selections: [String: SelectionStyle] = ["none": .none, "blue": .blue, "gray": .gray, "default": .default]
        if let s = coder.enumeration("selectionStyle", selections) { selectionStyle = s }
        if let w = coder.cgFloat("indentationWidth") { indentationWidth = w }
        if let l = coder.int("indentationLevel") { indentationLevel = l }
        if let s = coder.bool("shouldIndentWhileEditing") { shouldIndentWhileEditing = s }
        if let s = coder.bool("showsReorderControl") { showsReorderControl = s }
        if let i = coder.insets("separatorInset") {
            separatorInset = UIEdgeInsets(top: i.top, left: i.left, bottom: i.bottom, right: i.right)
        }
        _decodeInterfaceBuilderContentView(coder, into: contentView)
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
