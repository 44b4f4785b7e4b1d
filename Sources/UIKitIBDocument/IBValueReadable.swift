//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The protocol every typed value reader conforms to, and the helpers they share.

/// A value read from one element (`<rect key="frame" …/>`, `<color …/>`, `<constraint …/>`).
///
/// A reader returns nil, with a diagnostic, when the element is not in a form it knows (a
/// missing or malformed attribute, an unknown colour space); it reports attributes it does not
/// know but still reads the value. Readers never throw and never trap.
public protocol IBValueReadable: Sendable {
    /// Reads the value from `element`, appending any problem to `diagnostics`.
    init?(_ element: IBElement, diagnostics: inout [IBDiagnostic])
}

/// Shared pieces of the readers.
enum IBRead {
    /// The number in attribute `name`; a diagnostic when it is missing (and `required`) or not a number.
    static func number(_ element: IBElement, _ name: String, required: Bool = true,
                       _ diagnostics: inout [IBDiagnostic]) -> Double? {
        guard let text = element.attribute(name) else {
            if required { report(element, "<\(element.name)> has no \(name)", &diagnostics) }
            return nil
        }
        guard let value = parseNumber(text) else {
            report(element, "\(name)=\"\(text)\" on <\(element.name)> is not a number", &diagnostics)
            return nil
        }
        return value
    }

    /// A decimal number as IB writes them (`17`, `0.5`, `-1`, `2.2250738585072014e-308`); nil
    /// for anything else, including `nan` and `inf`.
    static func parseNumber(_ text: String) -> Double? {
        guard let first = text.utf8.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
                || first == UInt8(ascii: ".") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
              let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// "YES" or "NO" in attribute `name`; nil when it is missing; a diagnostic for anything else.
    static func bool(_ element: IBElement, _ name: String, _ diagnostics: inout [IBDiagnostic]) -> Bool? {
        guard let text = element.attribute(name) else { return nil }
        switch text {
        case "YES": return true
        case "NO": return false
        default:
            report(element, "\(name)=\"\(text)\" on <\(element.name)> is not YES or NO", &diagnostics)
            return nil
        }
    }

    /// Reports each attribute of `element` not in `known` (and not `key`).
    static func reportUnknownAttributes(_ element: IBElement, known: Set<String>, _ diagnostics: inout [IBDiagnostic]) {
        for name in element.attributeNames where name != "key" && !known.contains(name) {
            report(element, "unknown attribute \(name) on <\(element.name)>: ignored", &diagnostics)
        }
    }

    static func report(_ element: IBElement, _ message: String, _ diagnostics: inout [IBDiagnostic]) {
        diagnostics.append(IBDiagnostic(message, objectID: element.objectID, line: element.line))
    }
}
