//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// A document's constraints: each `<constraints>` list installed on the view that holds it, its
// items found by id (the holder when `firstItem` is absent, the safe area and margins guides
// by their `viewLayoutGuide` ids); placeholder constraints are skipped, as ibtool drops them.

/// Installs the constraints of a document's views.
@MainActor enum _UIIBConstraints {
    /// Installs the constraints listed in `element` (the element `view` was made from) on `view`.
    static func install(_ element: IBElement, on view: UIView, _ context: _UINibLoadingContext) {
        guard element.child(named: "constraints") != nil else { return }
        var d: [IBDiagnostic] = []
        let list = element.constraints(diagnostics: &d)
        context.report(d)
        for c in list where !c.isPlaceholder {
            let first: AnyObject? = c.firstItem.map { item(id: $0, context) } ?? view
            guard let first else {
                context.report("constraint \(c.id ?? "?"): firstItem \(c.firstItem ?? "?") is not an object of the document; skipped",
                               objectID: element.id, line: c.line)
                continue
            }
            var second: AnyObject?
            if let id = c.secondItem {
                second = item(id: id, context)
                if second == nil {
                    context.report("constraint \(c.id ?? "?"): secondItem \(id) is not an object of the document; skipped",
                                   objectID: element.id, line: c.line)
                    continue
                }
            }
            let constraint = NSLayoutConstraint(item: first, attribute: attribute(c.firstAttribute), relatedBy: relation(c.relation),
                                                toItem: second, attribute: attribute(c.secondAttribute),
                                                multiplier: CGFloat(c.multiplier), constant: CGFloat(c.constant))
            constraint.priority = UILayoutPriority(Float(c.priority))
            constraint.identifier = c.identifier
            if let id = c.id { context.register(constraint, id: id) }
            view.addConstraint(constraint)
        }
    }

    /// The object or layout guide with document id `id`.
    private static func item(id: String, _ context: _UINibLoadingContext) -> AnyObject? {
        if let object = context.object(id: id) { return object }
        guard let element = context.document.element(id: id), element.isNamed("viewLayoutGuide"),
              let owner = element.parent.flatMap({ $0.id }).flatMap({ context.object(id: $0) }) as? UIView else { return nil }
        let guide: UILayoutGuide
        switch element.key {
        case "safeArea"?: guide = owner.safeAreaLayoutGuide
        case "layoutMargins"?: guide = owner.layoutMarginsGuide
        case "readableContent"?: guide = owner.readableContentGuide
        default:
            guide = UILayoutGuide()
            owner.addLayoutGuide(guide)
        }
        context.register(guide, id: id)
        return guide
    }

    private static func relation(_ r: IBConstraint.Relation) -> NSLayoutConstraint.Relation {
        switch r {
        case .lessThanOrEqual: return .lessThanOrEqual
        case .equal: return .equal
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }

    private static func attribute(_ a: IBConstraint.Attribute) -> NSLayoutConstraint.Attribute {
        switch a {
        case .left: return .left
        case .right: return .right
        case .top: return .top
        case .bottom: return .bottom
        case .leading: return .leading
        case .trailing: return .trailing
        case .width: return .width
        case .height: return .height
        case .centerX: return .centerX
        case .centerY: return .centerY
        case .lastBaseline: return .lastBaseline
        case .firstBaseline: return .firstBaseline
        case .leftMargin: return .leftMargin
        case .rightMargin: return .rightMargin
        case .topMargin: return .topMargin
        case .bottomMargin: return .bottomMargin
        case .leadingMargin: return .leadingMargin
        case .trailingMargin: return .trailingMargin
        case .centerXWithinMargins: return .centerXWithinMargins
        case .centerYWithinMargins: return .centerYWithinMargins
        case .notAnAttribute: return .notAnAttribute
        }
    }
}
