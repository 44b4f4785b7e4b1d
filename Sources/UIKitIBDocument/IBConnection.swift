//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// One entry of a `<connections>` list: an outlet, an action or a segue.

/// An entry of an object's `<connections>`: an outlet (or outlet collection), an action or a segue.
public enum IBConnection: Equatable, Sendable, IBValueReadable {
    /// `<outlet>` or `<outletCollection>`.
    case outlet(IBOutletConnection)
    /// `<action>`.
    case action(IBActionConnection)
    /// `<segue>`.
    case segue(IBSegueConnection)

    /// Reads an `<outlet>`, `<outletCollection>`, `<action>` or `<segue>`; nil with a diagnostic
    /// for another element or a missing required attribute.
    public init?(_ element: IBElement, diagnostics: inout [IBDiagnostic]) {
        let source = element.parent.flatMap { $0.isNamed("connections") ? $0.parent : nil }
        func required(_ name: String) -> String? {
            if let value = element.attribute(name) { return value }
            IBRead.report(element, "<\(element.name)> has no \(name)", &diagnostics)
            return nil
        }
        switch element.name {
        case "outlet", "outletCollection":
            IBRead.reportUnknownAttributes(element, known: ["property", "destination", "id", "collectionClass", "appends"], &diagnostics)
            let property = required("property"), destination = required("destination")
            guard let property, let destination else { return nil }
            self = .outlet(IBOutletConnection(property: property, destination: destination, id: element.id, source: source,
                                              isCollection: element.isNamed("outletCollection"),
                                              collectionClass: element.attribute("collectionClass"), line: element.line))
        case "action":
            IBRead.reportUnknownAttributes(element, known: ["selector", "destination", "eventType", "id"], &diagnostics)
            let selector = required("selector"), destination = required("destination")
            guard let selector, let destination else { return nil }
            let eventType = element.attribute("eventType")
            if let eventType, !IBActionConnection.knownEventTypes.contains(eventType) {
                IBRead.report(element, "unknown action eventType \(eventType)", &diagnostics)
            }
            self = .action(IBActionConnection(selector: selector, destination: destination, eventType: eventType,
                                              id: element.id, source: source, line: element.line))
        case "segue":
            self.init(segue: element, source: source, &diagnostics)
        default:
            IBRead.report(element, "<\(element.name)> is not a connection", &diagnostics)
            return nil
        }
    }

    private static let segueAttributes: Set<String> = [
        "destination", "kind", "identifier", "relationship", "unwindAction", "customClass", "customModule",
        "customModuleProvider", "modalPresentationStyle", "modalTransitionStyle", "animates", "popoverAnchorView",
        "popoverAnchorBarButtonItem", "destinationCreationSelector", "reference", "id", "trigger",
        "inheritsFrom", "action", "splitViewControllerTargetIndex",
    ]

    private init?(segue element: IBElement, source: IBElement?, _ diagnostics: inout [IBDiagnostic]) {
        IBRead.reportUnknownAttributes(element, known: IBConnection.segueAttributes, &diagnostics)
        let reference = element.attribute("reference")
        var kind: IBSegueConnection.Kind?
        if let name = element.attribute("kind") {
            kind = IBSegueConnection.Kind(name)
            if case .other = kind {
                IBRead.report(element, "unknown segue kind \(name)", &diagnostics)
            }
        } else if reference == nil {
            IBRead.report(element, "<segue> has no kind", &diagnostics)
            return nil
        }
        let destination = element.attribute("destination")
        if destination == nil && reference == nil {
            IBRead.report(element, "<segue> has no destination", &diagnostics)
            return nil
        }
        var segue = IBSegueConnection(destination: destination, kind: kind, id: element.id, source: source, line: element.line)
        segue.identifier = element.attribute("identifier")
        segue.relationship = element.attribute("relationship")
        segue.unwindAction = element.attribute("unwindAction")
        segue.customClass = element.attribute("customClass")
        segue.customModule = element.attribute("customModule")
        segue.modalPresentationStyle = element.attribute("modalPresentationStyle")
        segue.modalTransitionStyle = element.attribute("modalTransitionStyle")
        segue.animates = IBRead.bool(element, "animates", &diagnostics) ?? true
        segue.popoverAnchorView = element.attribute("popoverAnchorView")
        segue.destinationCreationSelector = element.attribute("destinationCreationSelector")
        segue.reference = reference
        if kind == .relationship && segue.relationship == nil {
            IBRead.report(element, "relationship segue without a relationship attribute", &diagnostics)
        }
        if kind == .unwind && segue.unwindAction == nil {
            IBRead.report(element, "unwind segue without an unwindAction", &diagnostics)
        }
        self = .segue(segue)
    }
}

extension IBElement {
    /// The entries of this element's `<connections>`, in order; entries that cannot be read
    /// are skipped with a diagnostic.
    public func connections(diagnostics: inout [IBDiagnostic]) -> [IBConnection] {
        guard let list = child(named: "connections") else { return [] }
        return list.children.compactMap { IBConnection($0, diagnostics: &diagnostics) }
    }
}
