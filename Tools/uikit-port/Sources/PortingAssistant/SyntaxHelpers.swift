//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import SwiftSyntax

extension SyntaxProtocol {
    var start: Int { positionAfterSkippingLeadingTrivia.utf8Offset }
    var end: Int { endPositionBeforeTrailingTrivia.utf8Offset }

    /// The name of the class, struct, enum or extended type around this node (`Outer.Inner` for
    /// nested types), or nil at file scope.
    var enclosingTypeName: String? {
        var names: [String] = []
        var node = parent
        while let current = node {
            if let c = current.as(ClassDeclSyntax.self) { names.insert(c.name.text, at: 0) }
            else if let s = current.as(StructDeclSyntax.self) { names.insert(s.name.text, at: 0) }
            else if let e = current.as(EnumDeclSyntax.self) { names.insert(e.name.text, at: 0) }
            else if let e = current.as(ExtensionDeclSyntax.self) {
                names.insert(e.extendedType.trimmedDescription, at: 0)
                break
            }
            node = current.parent
        }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }

    /// Whether this is the value of a static constant in `extension Selector`.
    var isSelectorConstant: Bool {
        guard let binding = parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
              variable.modifiers.contains(where: { $0.name.text == "static" }) else { return false }
        return variable.enclosingTypeName == "Selector"
    }

    /// The nearest class declaration around this node.
    var enclosingClass: ClassDeclSyntax? {
        var node = parent
        while let current = node {
            if let c = current.as(ClassDeclSyntax.self) { return c }
            if current.is(StructDeclSyntax.self) || current.is(EnumDeclSyntax.self) || current.is(ExtensionDeclSyntax.self) { return nil }
            node = current.parent
        }
        return nil
    }

    /// Whether this node sits in an `if`/`guard`/`while` condition, where a trailing closure
    /// would not parse.
    var isInCondition: Bool {
        var node = parent
        while let current = node {
            if current.is(ConditionElementSyntax.self) { return true }
            if current.is(CodeBlockItemSyntax.self) || current.is(MemberBlockItemSyntax.self) { return false }
            node = current.parent
        }
        return false
    }

    /// The indentation (spaces and tabs) of the line this node starts on.
    var indentation: String {
        var token = firstToken(viewMode: .sourceAccurate)
        while let t = token {
            let pieces = Array(t.leadingTrivia)
            let previous = t.previousToken(viewMode: .sourceAccurate)
            if let lastNewline = pieces.lastIndex(where: { $0.isNewline }) ?? (previous == nil ? -1 : nil) {
                var result = ""
                for piece in pieces[(lastNewline + 1)...] {
                    switch piece {
                    case .spaces(let n): result += String(repeating: " ", count: n)
                    case .tabs(let n): result += String(repeating: "\t", count: n)
                    default: return result
                    }
                }
                return result
            }
            token = previous
        }
        return ""
    }
}

extension TokenSyntax {
    var hasNewlineInLeadingTrivia: Bool { leadingTrivia.contains(where: { $0.isNewline }) }
}

extension TriviaPiece {
    var isNewline: Bool {
        switch self {
        case .newlines, .carriageReturnLineFeeds, .carriageReturns: return true
        default: return false
        }
    }
    var isComment: Bool {
        switch self {
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: return true
        default: return false
        }
    }
}

/// A `#selector(…)` read apart: `#selector(Type.method(_:with:))` is type "Type", base
/// "method", labels ["_", "with"].
struct SelectorReference: Sendable {
    var type: String?
    var base: String
    /// nil when the selector names the method without its argument labels.
    var labels: [String]?

    init?(_ macro: MacroExpansionExprSyntax) {
        guard macro.macroName.text == "selector", let argument = macro.arguments.first,
              macro.arguments.count == 1, argument.label == nil else { return nil }
        var expression = ExprSyntax(argument.expression)
        while let paren = expression.as(TupleExprSyntax.self), paren.elements.count == 1,
              let inner = paren.elements.first?.expression {
            expression = inner
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            type = nil
            base = reference.baseName.text
            labels = reference.argumentNames.map { $0.arguments.map { $0.name.text } }
        } else if let member = expression.as(MemberAccessExprSyntax.self), let receiver = member.base {
            let receiverText = receiver.trimmedDescription
            type = receiverText == "self" || receiverText == "Self" ? nil : receiverText
            base = member.declName.baseName.text
            labels = member.declName.argumentNames.map { $0.arguments.map { $0.name.text } }
        } else {
            return nil
        }
        if base.hasPrefix("`") { base = String(base.dropFirst().dropLast()) }
    }

    /// The unapplied method reference: `ViewController.changed(_:)`.
    func methodReference(in enclosing: String) -> String {
        "\(type ?? enclosing).\(base)" + (labels.map { $0.isEmpty ? "" : "(" + $0.map { "\($0):" }.joined() + ")" } ?? "")
    }

    /// The labels of the method this selector names, from the selector or the file's declarations.
    func resolvedLabels(_ context: ProjectContext) -> [String]? {
        if let labels { return labels }
        let overloads = context.methods[base] ?? []
        return overloads.count == 1 ? overloads[0] : nil
    }

    /// The Objective-C selector string (`save:with:`), as a nil-targeted action names it. Swift
    /// joins a first argument label to the base name with "With" (`didTap(button:)` is
    /// `didTapWithButton:`) unless the label starts with a preposition or the base name ends
    /// with one (`move(to:)` is `moveTo:`, `search(for:)` `searchFor:`).
    func objcName(_ context: ProjectContext) -> String {
        guard let labels = resolvedLabels(context), !labels.isEmpty else { return base }
        var name = base
        for (index, label) in labels.enumerated() {
            if index == 0 {
                let lastWord = base.lastIndex(where: \.isUppercase).map { String(base[$0...]) } ?? base
                let firstWord = label.prefix(while: { !$0.isUppercase })
                let with = SelectorReference.prepositions.contains(lastWord.lowercased())
                    || SelectorReference.prepositions.contains(String(firstWord)) ? "" : "With"
                name += label == "_" ? ":" : with + label.prefix(1).uppercased() + label.dropFirst() + ":"
            } else {
                name += label == "_" ? ":" : label + ":"
            }
        }
        return name
    }
}

extension SelectorReference {
    /// The English prepositions Swift's Objective-C naming treats as such.
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for",
        "from", "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding",
        "since", "to", "until", "using", "via", "when", "with", "within",
    ]
}

/// Gathers a run's facts (see `ProjectContext`).
final class ContextCollector: SyntaxVisitor {
    var context = ProjectContext()

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
        context.methods[node.name.text, default: []].append(labels)
        if node.modifiers.contains(where: { $0.name.text == "optional" }), node.parent?.parent?.parent?.parent?.is(ProtocolDeclSyntax.self) == true {
            context.optionalRequirements.insert(node.name.text)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `removeTarget(t, action: #selector(m), …)` or `action: .constant`: m's registrations get a name.
        guard node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "removeTarget"
            || node.calledExpression.trimmedDescription == "removeTarget",
              let action = node.arguments.first(where: { $0.label?.text == "action" })?.expression else { return .visitChildren }
        if let macro = action.as(MacroExpansionExprSyntax.self), let selector = SelectorReference(macro) {
            context.removedActions.insert(selector.base)
        } else if let member = action.as(MemberAccessExprSyntax.self) {
            context.removedActions.insert("." + member.declName.baseName.text)
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.modifiers.contains(where: { $0.name.text == "static" }), node.enclosingTypeName == "Selector" {
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                   let macro = binding.initializer?.value.as(MacroExpansionExprSyntax.self),
                   let selector = SelectorReference(macro) {
                    context.selectorConstants[name] = selector
                }
            }
        }
        if node.modifiers.contains(where: { $0.name.text == "optional" }) {
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    context.optionalRequirements.insert(name)
                }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.inheritanceClause?.inheritedTypes.first {
            context.superclasses[node.name.text] = first.type.trimmedDescription
        }
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.memberBlock.description.contains("@IB") {
            let members = IBMembers(node.memberBlock.members, fromOtherFile: true)
            context.interfaceBuilderExtensions[node.extendedType.trimmedDescription, default: []].append(members)
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // `delegate?.m?(x) ?? value`: remember `value` as m's default.
        let elements = Array(node.elements)
        for index in elements.indices.dropLast(2) {
            guard let op = elements[index + 1].as(BinaryOperatorExprSyntax.self), op.operator.text == "??" else { continue }
            let value = elements[index + 2].trimmedDescription
            if let call = elements[index].as(FunctionCallExprSyntax.self),
               let chained = call.calledExpression.as(OptionalChainingExprSyntax.self),
               let member = chained.expression.as(MemberAccessExprSyntax.self) {
                context.callSiteDefaults[member.declName.baseName.text] = value
            } else if let member = elements[index].as(MemberAccessExprSyntax.self), member.base?.is(OptionalChainingExprSyntax.self) == true {
                // `delegate?.maximumRating ?? 5` for an optional property requirement.
                context.callSiteDefaults[member.declName.baseName.text] = value
            }
        }
        return .visitChildren
    }
}
