//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import SwiftSyntax

/// `@objc`, `@objc(name)`, `@objcMembers` and `dynamic` removed; `@objc optional` requirements
/// made plain with default implementations; `@NSManaged` layer properties backed by
/// `value(forKey:)`/`setValue(_:forKey:)`.
enum DeclarationRewrites {
    static func edits(_ tree: SourceFileSyntax, _ text: String, _ context: ProjectContext) -> ([Edit], [(Int, String)]) {
        let visitor = DeclarationVisitor(context: context, text: text)
        visitor.walk(tree)
        return (visitor.edits, visitor.notes)
    }
}

final class DeclarationVisitor: SyntaxVisitor {
    let context: ProjectContext
    let text: String
    var edits: [Edit] = []
    var notes: [(Int, String)] = []

    init(context: ProjectContext, text: String) {
        self.context = context
        self.text = text
        super.init(viewMode: .sourceAccurate)
    }

    private func removal(of node: some SyntaxProtocol, notes: [String] = []) -> Edit {
        Edit.removal(of: node, notes: notes)
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        guard name == "objc" || name == "objcMembers" else { return .visitChildren }
        var notes: [String] = []
        if name == "objc", let arguments = node.arguments, !(node.parent?.parent?.is(ProtocolDeclSyntax.self) ?? false),
           node.parent?.parent?.is(ClassDeclSyntax.self) == true {
            notes.append("Objective-C name \(arguments.trimmedDescription) dropped (archives that name the class by it won't find it)")
        }
        edits.append(removal(of: node, notes: notes))
        return .visitChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        switch node.name.text {
        case "dynamic":
            let names = node.parent?.parent?.as(VariableDeclSyntax.self)?.bindings.compactMap {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            } ?? []
            if let observed = names.first(where: { isObserved($0) }) {
                notes.append((node.start, "`dynamic` kept on \(observed): it is observed with key-value observing, which Linux Foundation does not have; observe it with didSet or a closure instead"))
            } else {
                edits.append(removal(of: node))
            }
        case "optional" where isInProtocol(node):
            edits.append(removal(of: node))
        default:
            break
        }
        return .visitChildren
    }

    private func isInProtocol(_ node: some SyntaxProtocol) -> Bool {
        node.parent?.parent?.parent?.parent?.parent?.parent?.is(ProtocolDeclSyntax.self) == true
    }

    private func isObserved(_ name: String) -> Bool {
        guard text.contains("observe(") || text.contains("addObserver(") else { return false }
        return text.contains("\\.\(name)") || text.contains(".\(name),") || text.contains("\"\(name)\"")
            || text.range(of: "\\\\[A-Za-z_.]*\\.\(name)\\b", options: .regularExpression) != nil
    }

    /// An app or scene delegate class (`UIApplicationDelegate`, `UISceneDelegate`,
    /// `UIWindowSceneDelegate`: they require `init()` here so that `@main` and the scene manifest
    /// can create them) becomes `final` unless it declares `init()` or the run subclasses it.
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let delegateProtocols: Set<String> = ["UIApplicationDelegate", "UISceneDelegate", "UIWindowSceneDelegate"]
        guard let proto = node.inheritanceClause?.inheritedTypes.map({ $0.type.trimmedDescription }).first(where: { delegateProtocols.contains($0) }),
              !node.modifiers.contains(where: { $0.name.text == "final" }) else { return .visitChildren }
        let declaresInit = node.memberBlock.members.contains {
            $0.decl.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters.isEmpty == true
        }
        guard !declaresInit else { return .visitChildren }
        if context.superclasses.values.contains(node.name.text) {
            notes.append((node.classKeyword.start, "\(node.name.text) is subclassed: add `required override init() { super.init() }` (\(proto) requires init() so that UIKit can create the delegate)"))
        } else {
            edits.append(Edit(start: node.classKeyword.start, end: node.classKeyword.start, text: "final ",
                              summary: ("class \(node.name.text)", "final class \(node.name.text)"),
                              notes: ["\(proto) requires init() here (UIKit creates the delegate without the Objective-C runtime): a final class inherits it"]))
        }
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let isObjC = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }
        if isObjC, node.inheritanceClause == nil {
            edits.append(Edit(start: node.name.end, end: node.name.end, text: ": AnyObject",
                              summary: ("protocol \(node.name.text)", "protocol \(node.name.text): AnyObject")))
        }
        var defaults: [String] = []
        var described: [String] = []
        var notesForExtension: [String] = []
        let isPublic = node.modifiers.contains { $0.name.text == "public" || $0.name.text == "open" }
        let access = isPublic ? "public " : ""
        for item in node.memberBlock.members {
            if let function = item.decl.as(FunctionDeclSyntax.self), function.modifiers.contains(where: { $0.name.text == "optional" }) {
                let signature = "func \(function.name.text)\(function.genericParameterClause?.trimmedDescription ?? "")\(function.signature.trimmedDescription)"
                    + (function.genericWhereClause.map { " " + $0.trimmedDescription } ?? "")
                let returnType = function.signature.returnClause?.type
                guard let body = defaultBody(returnType, name: function.name.text) else {
                    notes.append((function.start, "\(function.name.text) returns \(returnType?.trimmedDescription ?? "?"), for which there is no obvious default: it is now a requirement every conformer must implement"))
                    continue
                }
                defaults.append("\(access)\(signature) \(body.text)")
                described.append(function.name.text + "(" + function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")")
                if let note = body.note { notesForExtension.append(note) }
            } else if let variable = item.decl.as(VariableDeclSyntax.self), variable.modifiers.contains(where: { $0.name.text == "optional" }),
                      let binding = variable.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let type = binding.typeAnnotation?.type {
                guard let body = defaultBody(type, name: name) else {
                    notes.append((variable.start, "\(name) is a \(type.trimmedDescription), for which there is no obvious default: it is now a requirement every conformer must implement"))
                    continue
                }
                let settable = binding.accessorBlock?.trimmedDescription.contains("set") ?? false
                let value = body.text.dropFirst(2).dropLast(2)
                defaults.append("\(access)var \(name): \(type.trimmedDescription) " + (settable ? "{ get { \(value) } set {} }" : body.text))
                described.append(name)
                if let note = body.note { notesForExtension.append(note) }
            }
        }
        if !defaults.isEmpty {
            let indent = node.indentation
            let extensionText = "\n\n\(indent)extension \(node.name.text) {\n" + defaults.map { "\(indent)    \($0)\n" }.joined() + "\(indent)}"
            edits.append(Edit(start: node.end, end: node.end, text: extensionText,
                              summary: ("@objc optional requirements of \(node.name.text)",
                                        "requirements with default implementations in extension \(node.name.text): \(described.joined(separator: ", "))"),
                              notes: notesForExtension))
        }
        return .visitChildren
    }

    /// The body of a default implementation for a requirement returning `type`.
    private func defaultBody(_ type: TypeSyntax?, name: String) -> (text: String, note: String?)? {
        guard let type else { return ("{}", nil) }
        let spelled = type.trimmedDescription
        if spelled == "Void" || spelled == "()" { return ("{}", nil) }
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) || spelled.hasPrefix("Optional<") {
            return ("{ nil }", nil)
        }
        let note = "the default \(name) returns %@; on iOS an unimplemented optional method gave nil to the caller's optional chain"
        if let value = context.callSiteDefaults[name] {
            return ("{ \(value) }", note.replacingOccurrences(of: "%@", with: "\(value) (the caller's ?? default)"))
        }
        let value: String?
        switch spelled {
        case "Bool": value = "false"
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
             "CGFloat", "Double", "Float", "TimeInterval", "CFTimeInterval": value = "0"
        case "String": value = "\"\""
        case "CGSize", "CGPoint", "CGRect", "UIEdgeInsets", "NSDirectionalEdgeInsets", "CGVector", "UIOffset": value = ".zero"
        default:
            if type.is(ArrayTypeSyntax.self) { value = "[]" }
            else if type.is(DictionaryTypeSyntax.self) { value = "[:]" }
            else { value = nil }
        }
        guard let value else { return nil }
        return ("{ \(value) }", note.replacingOccurrences(of: "%@", with: value))
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let managed = node.attributes.first(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "NSManaged" })
        else { return .visitChildren }
        guard let owner = node.enclosingClass, context.isLayerClass(owner.name.text) || (owner.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription.hasSuffix("Layer") ?? false) else {
            notes.append((managed.start, "@NSManaged outside a CALayer subclass (Core Data?) not rewritten: Linux has no managed properties"))
            return .skipChildren
        }
        guard node.bindings.count == 1, let binding = node.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = binding.typeAnnotation?.type else {
            notes.append((managed.start, "@NSManaged with several or untyped bindings not rewritten: give each property its own line and type"))
            return .skipChildren
        }
        let kept = node.attributes.compactMap { $0.as(AttributeSyntax.self) }.filter {
            !["NSManaged", "objc"].contains($0.attributeName.trimmedDescription)
        }.map { $0.trimmedDescription + " " }.joined()
        let modifiers = node.modifiers.filter { $0.name.text != "dynamic" }.map { $0.trimmedDescription + " " }.joined()
        let spelled = type.trimmedDescription
        var getter: String
        var noteText: [String] = []
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType.trimmedDescription
                ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)!.wrappedType.trimmedDescription
            getter = "value(forKey: \"\(name)\") as? \(wrapped)"
        } else if let zero = defaultBody(type, name: name)?.text, zero != "{}", !zero.contains("nil") {
            getter = "value(forKey: \"\(name)\") as? \(spelled) ?? \(zero.dropFirst(2).dropLast(2))"
        } else {
            getter = "value(forKey: \"\(name)\") as! \(spelled)"
            noteText.append("\(name): no default for \(spelled), so the getter force-casts; set the property before reading it")
        }
        let replacement = "\(kept)\(modifiers)var \(name): \(spelled) { get { \(getter) } set { setValue(newValue, forKey: \"\(name)\") } }"
        edits.append(Edit(start: node.start, end: node.end, text: replacement, notes: noteText))
        return .skipChildren
    }
}
