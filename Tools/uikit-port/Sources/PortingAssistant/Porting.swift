//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import SwiftParser
import SwiftSyntax

/// One rewrite made in a file, as the report prints it.
public struct Change: Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var before: String
    public var after: String
    public var description: String { "\(file):\(line): \(before) → \(after)" }
}

/// Something the assistant left for a person: a construct it could not rewrite, or a rewrite
/// that needs a look.
public struct Note: Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String
    public var description: String { "\(file):\(line): note: \(message)" }
}

/// What porting one file gave.
public struct FileResult: Sendable {
    public var file: String
    /// The rewritten text (the original when `parsed` is false).
    public var text: String
    public var changes: [Change]
    public var notes: [Note]
    /// False when the file has syntax errors: it is left untouched.
    public var parsed: Bool
}

/// Facts gathered from every file of a run before any is rewritten: a protocol's optional
/// requirements are called from other files, a layer class's superclass may be declared elsewhere.
public struct ProjectContext: Sendable {
    /// Base names of `@objc optional` requirements.
    public var optionalRequirements: Set<String> = []
    /// The defaults callers give an optional requirement's result (`delegate?.m?(x) ?? true`).
    public var callSiteDefaults: [String: String] = [:]
    /// Each declared method's base name → its parameters' argument labels, per overload.
    public var methods: [String: [[String]]] = [:]
    /// Class name → superclass name (the first inherited type).
    public var superclasses: [String: String] = [:]
    /// `extension Selector { static let name = #selector(…) }`: name → the selector.
    var selectorConstants: [String: SelectorReference] = [:]
    /// Base names of methods that `removeTarget(_:action:…)` names (`.name` for a constant).
    var removedActions: Set<String> = []
    /// Extended type → the Interface Builder members its extensions declare (connected in the
    /// class body, which may be in another file).
    var interfaceBuilderExtensions: [String: [IBMembers]] = [:]

    public init() {}

    /// Gathers the facts from the given sources.
    public init(sources: [String]) {
        for source in sources { add(Parser.parse(source: source)) }
    }

    mutating func add(_ tree: SourceFileSyntax) {
        let collector = ContextCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        optionalRequirements.formUnion(collector.context.optionalRequirements)
        callSiteDefaults.merge(collector.context.callSiteDefaults) { a, _ in a }
        methods.merge(collector.context.methods) { $0 + $1 }
        superclasses.merge(collector.context.superclasses) { a, _ in a }
        selectorConstants.merge(collector.context.selectorConstants) { a, _ in a }
        removedActions.formUnion(collector.context.removedActions)
        interfaceBuilderExtensions.merge(collector.context.interfaceBuilderExtensions) { $0 + $1 }
    }

    /// The selector a constant names: `.buttonTapped` or `Selector.buttonTapped`.
    func selectorConstant(_ expression: ExprSyntax) -> SelectorReference? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil else { return nil }
        if let base = member.base, base.trimmedDescription != "Selector" { return nil }
        return selectorConstants[member.declName.baseName.text]
    }

    /// Whether some `removeTarget` of the run names this selector's method.
    func isRemoved(_ selector: SelectorReference) -> Bool {
        removedActions.contains(selector.base)
            || selectorConstants.contains { removedActions.contains("." + $0.key) && $0.value.base == selector.base }
    }

    /// Whether `className` descends from a class whose name ends in "Layer" (CALayer and its kin).
    func isLayerClass(_ className: String) -> Bool {
        var name = className
        var seen: Set<String> = []
        while let parent = superclasses[name], seen.insert(name).inserted {
            if parent.hasSuffix("Layer") { return true }
            name = parent
        }
        return false
    }
}

/// A text edit on a file's UTF-8 bytes, with what the report says of it.
struct Edit {
    var start: Int
    var end: Int
    var text: String
    /// Overrides the report's before → after (e.g. for moved declarations).
    var summary: (before: String, after: String)?
    var notes: [String] = []
    /// Where the report places it, when not at `start` (a moved member: its old place).
    var reportedAt: Int? = nil
}

/// Rewrites iOS-only constructs into the forms this UIKit accepts.
public enum Porter {
    /// Ports one file's text. `context` should cover every file of the run.
    public static func port(source: String, file: String, context: ProjectContext) -> FileResult {
        let first = Parser.parse(source: source)
        guard !first.hasError else {
            return FileResult(file: file, text: source, changes: [], notes: [
                Note(file: file, line: firstErrorLine(first, file: file),
                     message: "the file has syntax errors; left untouched"),
            ], parsed: false)
        }
        var text = source
        var changes: [Change] = []
        var notes: [Note] = []
        let phases: [(SourceFileSyntax, String, ProjectContext) -> ([Edit], [(Int, String)])] = [
            ExpressionRewrites.edits, InterfaceBuilderRewrites.edits, DeclarationRewrites.edits, ExtensionOverrides.edits,
        ]
        for phase in phases {
            for round in 0..<6 {
                let tree = Parser.parse(source: text)
                let converter = SourceLocationConverter(fileName: file, tree: tree)
                let (edits, looseNotes) = phase(tree, text, context)
                if round == 0 {
                    for (offset, message) in looseNotes {
                        notes.append(Note(file: file, line: line(offset, converter), message: message))
                    }
                }
                let kept = nonOverlapping(edits)
                if kept.isEmpty { break }
                var bytes = Array(text.utf8)
                for edit in kept {
                    let line = line(edit.reportedAt ?? edit.start, converter)
                    let before = edit.summary?.before ?? oneLine(String(decoding: bytes[edit.start..<edit.end], as: UTF8.self))
                    let after = edit.summary?.after ?? oneLine(edit.text)
                    changes.append(Change(file: file, line: line, before: before, after: after))
                    for message in edit.notes { notes.append(Note(file: file, line: line, message: message)) }
                }
                for edit in kept.reversed() {
                    bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.text.utf8))
                }
                text = String(decoding: bytes, as: UTF8.self)
            }
        }
        changes.sort { $0.line < $1.line }
        notes.sort { $0.line < $1.line }
        return FileResult(file: file, text: text, changes: changes, notes: notes, parsed: true)
    }

    static func nonOverlapping(_ edits: [Edit]) -> [Edit] {
        let sorted = edits.sorted { ($0.start, -($0.end - $0.start)) < ($1.start, -($1.end - $1.start)) }
        var kept: [Edit] = []
        for edit in sorted {
            if let last = kept.last, edit.start < last.end { continue }
            kept.append(edit)
        }
        return kept
    }

    static func line(_ offset: Int, _ converter: SourceLocationConverter) -> Int {
        converter.location(for: AbsolutePosition(utf8Offset: offset)).line
    }

    static func firstErrorLine(_ tree: SourceFileSyntax, file: String) -> Int {
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        for token in tree.tokens(viewMode: .all) where token.presence == .missing || token.hasError {
            return converter.location(for: token.positionAfterSkippingLeadingTrivia).line
        }
        for node in tree.tokens(viewMode: .sourceAccurate) {
            if let parent = node.parent, parent.is(UnexpectedNodesSyntax.self) {
                return converter.location(for: node.positionAfterSkippingLeadingTrivia).line
            }
        }
        return 1
    }

    /// A snippet on one line for the report: whitespace runs collapsed, long text shortened.
    static func oneLine(_ text: String) -> String {
        let collapsed = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
        if collapsed.isEmpty { return "(removed)" }
        return collapsed.count > 140 ? String(collapsed.prefix(137)) + "…" : collapsed
    }
}
