//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// `uikit-port check`: storyboards and xibs against the project's Swift classes and this
// project's loader. Warnings for what fails when the document is loaded (unknown custom classes,
// outlets, actions and runtime attributes the class doesn't take, in iOS's wording), notes for
// what the loader ignores (elements it does not make, attributes it does not read), each with
// the document's line and object id.

/// A finding of the document check, printed like a compiler's diagnostic.
public struct DocumentFinding: Equatable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable { case warning, note }
    public var file: String
    public var line: Int
    public var severity: Severity
    public var message: String
    public var description: String { "\(file):\(line): \(severity.rawValue): \(message)" }
}

/// Checks storyboards and xibs.
public enum DocumentCheck {
    /// The findings for the document at `path` (its text `text`) against the classes of `sources`.
    public static func check(file path: String, text: String, sources: [String]) -> [DocumentFinding] {
        check(file: path, text: text, classes: IBProjectClasses(sources: sources))
    }

    static func check(file path: String, text: String, classes: IBProjectClasses) -> [DocumentFinding] {
        let document: IBDocument
        do { document = try IBDocument(string: text) } catch {
            return [DocumentFinding(file: path, line: error.line, severity: .warning,
                                    message: "not readable as a storyboard or xib (column \(error.column)): \(error.message); the loader loads nothing from it")]
        }
        var checker = Checker(file: path, document: document, classes: classes)
        // What the reader itself found (connections to missing objects, unknown elements).
        for diagnostic in document.diagnostics {
            let unknown = diagnostic.message.hasPrefix("unknown element")
            checker.findings.append(DocumentFinding(file: path, line: diagnostic.line, severity: unknown ? .note : .warning,
                                                    message: diagnostic.message + (diagnostic.objectID.map { " (object \($0))" } ?? "")))
        }
        checker.run()
        return checker.findings.sorted { ($0.line, $0.severity == .note ? 1 : 0) < ($1.line, $1.severity == .note ? 1 : 0) }
    }

    /// The `.storyboard` and `.xib` files under `paths` (directories searched, hidden and
    /// `.build` folders skipped), in a stable order.
    public static func documents(in paths: [String]) -> [String] {
        var found: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue {
                if isDocument(path) { found.append(path) }
                continue
            }
            var inside: [String] = []
            for relative in manager.enumerator(atPath: path)?.compactMap({ $0 as? String }) ?? []
            where isDocument(relative) && !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                inside.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
            }
            found += inside.sorted()
        }
        return found
    }

    static func isDocument(_ path: String) -> Bool { path.hasSuffix(".storyboard") || path.hasSuffix(".xib") }
}

/// One document's check.
private struct Checker {
    let file: String
    let document: IBDocument
    let classes: IBProjectClasses
    var findings: [DocumentFinding] = []

    init(file: String, document: IBDocument, classes: IBProjectClasses) {
        self.file = file
        self.document = document
        self.classes = classes
    }

    mutating func warn(_ line: Int, _ message: String) {
        findings.append(DocumentFinding(file: file, line: line, severity: .warning, message: message))
    }

    mutating func run() {
        var stack = [document.xml.root]
        while let element = stack.popLast() {
            if element.hasAttribute("customClass") { checkClass(element) }
            if element.isNamed("connections") { checkConnections(element) }
            if element.isNamed("userDefinedRuntimeAttributes") { checkRuntimeAttributes(element) }
            if IBLoaderVocabulary.skips(element) { continue }
            stack += element.children.reversed()
        }
        for part in IBLoaderVocabulary.ignoredParts(of: document) {
            let more = part.more == 0 ? "" : part.more == 1 ? ", and 1 more" : ", and \(part.more) more"
            let message = part.isElement ? part.description : "\(part.description) is ignored by this project's loader (object \(part.objectID)\(more))"
            findings.append(DocumentFinding(file: file, line: part.line, severity: .note, message: message))
        }
    }

    /// The project class of `element`'s object (its custom class when the project declares it).
    func projectClass(_ element: IBElement) -> String? {
        guard let name = element.attribute("customClass"), classes.classes[name] != nil else { return nil }
        return name
    }

    mutating func checkClass(_ element: IBElement) {
        guard let name = element.attribute("customClass"), !name.isEmpty else { return }
        if classes.classes[name] != nil || IBLoaderVocabulary.uikitClassNames.contains(name) { return }
        // A class of another module (a framework or package: `customModule` without
        // `customModuleProvider="target"`) is not among the run's sources: taken at its word.
        if element.attribute("customModule")?.isEmpty == false, element.attribute("customModuleProvider") != "target" { return }
        let shown = element.customClassName ?? name
        let base = element.isNamed("placeholder") ? "" : ": the loader makes a plain <\(element.name)> instead"
        warn(element.line, "Unknown class \(shown) in Interface Builder file (object \(element.id ?? "?")): no class \(name) in the project's Swift sources or in UIKit\(base)")
    }

    mutating func checkConnections(_ list: IBElement) {
        guard let source = list.parent else { return }
        for connection in list.children {
            let property = connection.attribute("property") ?? ""
            let id = connection.id ?? "?"
            if connection.isNamed("outlet") || connection.isNamed("outletCollection"), !property.isEmpty,
               let owner = projectClass(source), classes.takes(key: property, from: owner) == false {
                warn(connection.line, "[<\(owner)> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(property). (outlet \(id) of object \(source.id ?? "?") to \(connection.attribute("destination") ?? "?"))" + hint(property, owner, "@IBOutlet"))
            } else if connection.isNamed("action"), let selector = connection.attribute("selector"),
                      let destination = connection.attribute("destination"), let target = document.element(id: destination),
                      let owner = projectClass(target), classes.answers(selector: selector, from: owner) == false {
                warn(connection.line, "action \(selector) (\(id)) of object \(source.id ?? "?") targets \(owner) (object \(destination)), which has no @IBAction for \"\(selector)\": iOS raises \"unrecognized selector sent to instance\"; here the action does nothing")
            }
        }
    }

    mutating func checkRuntimeAttributes(_ list: IBElement) {
        guard let object = list.parent, let owner = projectClass(object) else { return }
        for attribute in list.children(named: "userDefinedRuntimeAttribute") {
            guard let keyPath = attribute.attribute("keyPath"), let first = keyPath.split(separator: ".").first.map(String.init),
                  classes.takes(key: first, from: owner) == false else { continue }
            warn(attribute.line, "Failed to set (\(keyPath)) user defined inspected property on (\(owner)) (object \(object.id ?? "?")): this class is not key value coding-compliant for the key \(first)." + hint(first, owner, "@IBInspectable"))
        }
    }

    /// What to do about a key `owner` does not take.
    func hint(_ key: String, _ owner: String, _ attribute: String) -> String {
        classes.hasPlainProperty(key, from: owner)
            ? " \(key) is declared without \(attribute): mark it \(attribute) so that uikit-port connects it"
            : " Declare \(attribute) var \(key) in \(owner), or remove the connection in Interface Builder"
    }
}
