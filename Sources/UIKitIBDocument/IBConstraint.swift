//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Layout constraints: `<constraint firstItem="A" firstAttribute="leading" secondItem="B"
// secondAttribute="trailing" constant="10" multiplier="16:9" priority="750"/>`.

/// A layout constraint read from a `<constraint>` element of a `<constraints>` list.
///
/// The list is installed on the element that holds it (`owner`); a missing `firstItem` means
/// that element itself (`<constraint firstAttribute="height" constant="30"/>` is its own
/// height), which `resolvedFirstItem` applies. Attribute names are
/// `NSLayoutConstraint.Attribute` case names; the multiplier may be a ratio (`16:9`, `1/3`).
public struct IBConstraint: Equatable, Sendable, IBValueReadable {
    /// A constraint attribute, by its `NSLayoutConstraint.Attribute` case name.
    public enum Attribute: String, Equatable, Hashable, Sendable, CaseIterable {
        case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute
    }

    /// How the two sides relate.
    public enum Relation: String, Equatable, Hashable, Sendable {
        case lessThanOrEqual, equal, greaterThanOrEqual
    }

    /// The constraint's `id`.
    public var id: String?
    /// The id of the element whose `<constraints>` holds this constraint (the view it is installed on).
    public var owner: String?
    /// The `firstItem` as written (nil when it means the owner).
    public var firstItem: String?
    /// The first item's attribute.
    public var firstAttribute: Attribute
    /// The relation (`equal` when not written).
    public var relation: Relation
    /// The `secondItem`, or nil for a constant width or height.
    public var secondItem: String?
    /// The second item's attribute (`notAnAttribute` without a second item).
    public var secondAttribute: Attribute
    /// The multiplier (1 when not written; `16:9` reads as 16/9).
    public var multiplier: Double
    /// The constant (0 when not written).
    public var constant: Double
    /// The priority (1000, required, when not written).
    public var priority: Double
    /// The `identifier`, or nil.
    public var identifier: String?
    /// `placeholder="YES"`: a constraint IB removes at build time; a loader skips it.
    public var isPlaceholder: Bool
    /// `symbolic="YES"`: the constant is the system spacing.
    public var isSymbolic: Bool
    /// The line of the `<constraint>` element.
    public var line: Int

    /// The first item with a missing `firstItem` resolved to the owner.
    public var resolvedFirstItem: String? { firstItem ?? owner }

    private static let known: Set<String> = [
        "id", "firstItem", "firstAttribute", "secondItem", "secondAttribute", "relation", "multiplier",
        "constant", "priority", "identifier", "placeholder", "symbolic", "userLabel",
    ]

    /// Reads a `<constraint>`; nil with a diagnostic when `firstAttribute` is missing or unknown
    /// or a number is malformed.
    public init?(_ element: IBElement, diagnostics: inout [IBDiagnostic]) {
        IBRead.reportUnknownAttributes(element, known: IBConstraint.known, &diagnostics)
        func attribute(_ name: String, required: Bool) -> Attribute? {
            guard let text = element.attribute(name) else {
                if required { IBRead.report(element, "<constraint> has no \(name)", &diagnostics) }
                return nil
            }
            if text == "baseline" { return .lastBaseline }
            guard let value = Attribute(rawValue: text) else {
                IBRead.report(element, "unknown constraint attribute \(name)=\"\(text)\"", &diagnostics)
                return nil
            }
            return value
        }
        guard let first = attribute("firstAttribute", required: true) else { return nil }
        let second = attribute("secondAttribute", required: false)
        if element.hasAttribute("secondAttribute") && second == nil { return nil }
        var relation = Relation.equal
        if let text = element.attribute("relation") {
            guard let value = Relation(rawValue: text) else {
                IBRead.report(element, "unknown constraint relation \(text)", &diagnostics)
                return nil
            }
            relation = value
        }
        var multiplier = 1.0
        if let text = element.attribute("multiplier") {
            guard let value = IBConstraint.parseMultiplier(text) else {
                IBRead.report(element, "multiplier \"\(text)\" is not a number or a ratio such as 16:9", &diagnostics)
                return nil
            }
            multiplier = value
        }
        var bad = false
        let constant = IBRead.number(element, "constant", required: false, &diagnostics)
        if element.hasAttribute("constant") && constant == nil { bad = true }
        let priority = IBRead.number(element, "priority", required: false, &diagnostics)
        if element.hasAttribute("priority") && priority == nil { bad = true }
        if bad { return nil }
        id = element.id
        // The <constraints> list's parent is the view it is installed on.
        owner = element.parent.flatMap { $0.isNamed("constraints") ? $0.parent?.id : nil }
        firstItem = element.attribute("firstItem")
        firstAttribute = first
        self.relation = relation
        secondItem = element.attribute("secondItem")
        secondAttribute = second ?? .notAnAttribute
        self.multiplier = multiplier
        self.constant = constant ?? 0
        self.priority = priority ?? 1000
        identifier = element.attribute("identifier")
        isPlaceholder = IBRead.bool(element, "placeholder", &diagnostics) ?? false
        isSymbolic = IBRead.bool(element, "symbolic", &diagnostics) ?? false
        line = element.line
    }

    /// A multiplier as IB writes it: a number (`0.8`) or a ratio (`16:9`, `1/3`); nil for
    /// anything else, a zero denominator included.
    public static func parseMultiplier(_ text: String) -> Double? {
        for separator in [":", "/"] as [Character] where text.contains(separator) {
            let parts = text.split(separator: separator, omittingEmptySubsequences: false)
            guard parts.count == 2, let a = IBRead.parseNumber(String(parts[0])),
                  let b = IBRead.parseNumber(String(parts[1])), b != 0 else { return nil }
            return a / b
        }
        return IBRead.parseNumber(text)
    }
}

extension IBElement {
    /// The constraints of this element's `<constraints>` list, in order; constraints that
    /// cannot be read are skipped with a diagnostic.
    public func constraints(diagnostics: inout [IBDiagnostic]) -> [IBConstraint] {
        guard let list = child(named: "constraints") else { return [] }
        return list.children(named: "constraint").compactMap { IBConstraint($0, diagnostics: &diagnostics) }
    }
}
