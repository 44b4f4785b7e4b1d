//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// A configuration-based button (iOS 15) from a document: `<buttonConfiguration
// key="configuration" style="plain|filled|gray|tinted" title="…" subtitle="…" image="…">` with
// keyed children (`<imageReference key="image">`, `<fontDescription key="titleFontDescription">`,
// `<color key="baseForegroundColor|baseBackgroundColor">`, `<directionalEdgeInsets
// key="contentInsets">`). It is set after the per-state titles, which it replaces, as on iOS.

extension UIButton {
    /// Called at the end of the button's decoding: its configuration, if the document has one.
    func _decodeInterfaceBuilderConfiguration(_ coder: _UINibDecoder) {
        guard let element = coder.element.child(named: "buttonConfiguration", key: "configuration") else { return }
        let sub = _UINibDecoder(element: element, context: coder.context)
        let styles: [String: Configuration] = ["plain": .plain(), "filled": .filled(), "gray": .gray(), "tinted": .tinted()]
        var c = sub.enumeration("style", styles) ?? .plain()
        let id = coder.objectID
        if let t = element.attribute("title") { c.title = coder.context.localized(t, objectID: id, property: "configuration.title") }
        if let t = element.attribute("subtitle") { c.subtitle = coder.context.localized(t, objectID: id, property: "configuration.subtitle") }
        if let a = sub.attributedString("attributedTitle") { c.attributedTitle = AttributedString(a.string) }
        if let i = sub.image("image") {
            c.image = i
        } else if let reference = element.child(named: "imageReference", key: "image"), let name = reference.attribute("image") {
            c.image = _UIIBValues.image(named: name, coder.context, objectID: id)
        }
        let placements: [String: NSDirectionalRectEdge] = ["leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom]
        if let p = sub.enumeration("imagePlacement", placements) { c.imagePlacement = p }
        if let p = sub.cgFloat("imagePadding") { c.imagePadding = p }
        if let p = sub.cgFloat("titlePadding") { c.titlePadding = p }
        let alignments: [String: Configuration.TitleAlignment] = ["automatic": .automatic, "leading": .leading, "center": .center, "trailing": .trailing]
        if let a = sub.enumeration("titleAlignment", alignments) { c.titleAlignment = a }
        let corners: [String: Configuration.CornerStyle] = [
            "dynamic": .dynamic, "fixed": .fixed, "small": .small, "medium": .medium, "large": .large, "capsule": .capsule,
        ]
        if let s = sub.enumeration("cornerStyle", corners) { c.cornerStyle = s }
        let sizes: [String: Configuration.Size] = ["mini": .mini, "small": .small, "medium": .medium, "large": .large]
        if let s = sub.enumeration("buttonSize", sizes) { c.buttonSize = s }
        if let a = sub.bool("showsActivityIndicator") { c.showsActivityIndicator = a }
        if let color = sub.color("baseForegroundColor") { c.baseForegroundColor = color }
        if let color = sub.color("baseBackgroundColor") { c.baseBackgroundColor = color }
        if let i = sub.insets("contentInsets") {
            c.contentInsets = NSDirectionalEdgeInsets(top: i.top, leading: i.left, bottom: i.bottom, trailing: i.right)
        }
        if let font = sub.font("titleFontDescription") {
            c.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
                var outgoing = incoming
                outgoing[AttributeScopes.UIKitAttributes.FontAttribute.self] = font
                return outgoing
            }
        }
        if let font = sub.font("subtitleFontDescription") {
            c.subtitleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
                var outgoing = incoming
                outgoing[AttributeScopes.UIKitAttributes.FontAttribute.self] = font
                return outgoing
            }
        }
        configuration = c
    }
}
