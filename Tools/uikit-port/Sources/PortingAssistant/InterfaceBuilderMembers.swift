//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import SwiftSyntax

/// A property Interface Builder sets by key: an `@IBOutlet`, an outlet collection or an
/// `@IBInspectable` property, with the assignment `setValue(_:forKey:)` makes of it.
struct IBProperty: Sendable, Equatable {
    var name: String
    var isInspectable: Bool
    /// The declared type; nil when it is inferred from a literal that gives none.
    var type: String
    var isOptional: Bool
    /// The element type of an outlet collection (`[UIButton]!`: "UIButton").
    var element: String?
    /// Where it is declared (for notes), as a UTF-8 offset in its file.
    var offset: Int

    /// The name two readings of the same declaration share.
    var identity: String { name }

    /// The key Interface Builder names it by (the name without backticks).
    var key: String { name.replacingOccurrences(of: "`", with: "") }

    /// The `case` line of the generated `switch key`.
    var caseLine: String {
        let target = "self.\(name)"
        let assignment: String
        if let element {
            let array = "(value as? [Any])?.compactMap { $0 as? \(element) }"
            assignment = isOptional ? "\(target) = \(array)" : "if let value = \(array) { \(target) = value }"
        } else {
            let cast = isInspectable ? "_ibCast(value, to: \(type).self)" : "value as? \(type)"
            assignment = isOptional ? "\(target) = \(cast)" : "if let value = \(cast) { \(target) = value }"
        }
        return "case \"\(key)\": \(assignment)"
    }
}

/// An `@IBAction` method, with the Objective-C selector name Interface Builder's connection
/// gives and the call the generated handler makes.
struct IBActionMethod: Sendable, Equatable {
    /// `f`, `f:`, `f:forEvent:`, `didTapWithButton:`, or the `@objc(name)` given.
    var selector: String
    /// The handler closure's body, or nil when the method can't be called from one.
    var handler: String
    var offset: Int
    /// The method's Swift name, `save(_:with:)`: the same in two readings of its declaration.
    var identity: String

    /// The `case` line of the generated `switch action.name`.
    var caseLine: String { "case \"\(selector)\": return \(handler)" }
}

/// A member Interface Builder can't reach, and why.
struct IBSkip: Sendable {
    var offset: Int
    /// The member's name (see `IBProperty.identity`, `IBActionMethod.identity`).
    var identity: String
    var message: String
}

/// What one member block (a class body or an extension) declares for Interface Builder.
struct IBMembers: Sendable {
    var properties: [IBProperty] = []
    var actions: [IBActionMethod] = []
    /// Members not connected, with why.
    var skipped: [IBSkip] = []

    var isEmpty: Bool { properties.isEmpty && actions.isEmpty }

    /// The Interface Builder attributes of a declaration: "IBOutlet", "IBInspectable", "IBAction",
    /// "IBSegueAction".
    static func attributes(of attributes: AttributeListSyntax) -> [AttributeSyntax] {
        attributes.compactMap { $0.as(AttributeSyntax.self) }.filter {
            ["IBOutlet", "IBInspectable", "IBAction", "IBSegueAction"].contains($0.attributeName.trimmedDescription)
        }
    }

    /// Reads the members of `block`; `fromOtherFile`: private members can't be reached.
    init(_ block: MemberBlockItemListSyntax, fromOtherFile: Bool = false) {
        for item in block {
            if let variable = item.decl.as(VariableDeclSyntax.self) {
                add(variable, fromOtherFile: fromOtherFile)
            } else if let function = item.decl.as(FunctionDeclSyntax.self) {
                add(function, fromOtherFile: fromOtherFile)
            } else if let block = item.decl.as(IfConfigDeclSyntax.self), block.description.contains("@IB") {
                skipped.append(IBSkip(offset: block.start, identity: "#if", message: "Interface Builder members inside #if are not connected: move them out of the #if block, or write setValue(_:forKey:) / _actionHandler(for:) cases for them by hand"))
            }
        }
    }

    private static func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "private" || $0.name.text == "fileprivate" }
    }

    private mutating func add(_ variable: VariableDeclSyntax, fromOtherFile: Bool) {
        let found = IBMembers.attributes(of: variable.attributes).map { $0.attributeName.trimmedDescription }
        guard let kind = found.first(where: { $0 == "IBOutlet" || $0 == "IBInspectable" }) else { return }
        let inspectable = kind == "IBInspectable"
        let bindings = Array(variable.bindings)
        for (index, binding) in bindings.enumerated() {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let what = "@\(kind) \(name)"
            if variable.bindingSpecifier.text == "let" || variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) {
                skipped.append(IBSkip(offset: variable.start, identity: name, message: "\(what) is not a settable instance property: not connected")); continue
            }
            if fromOtherFile, IBMembers.isPrivate(variable.modifiers) {
                skipped.append(IBSkip(offset: variable.start, identity: name, message: "\(what) is private in another file: not connected; make it internal")); continue
            }
            if let accessors = binding.accessorBlock, !IBMembers.isSettable(accessors) {
                skipped.append(IBSkip(offset: variable.start, identity: name, message: "\(what) has no setter: not connected")); continue
            }
            // `var a, b: UILabel!`: a binding without a type takes the next one's.
            let annotated = bindings[index...].first(where: { $0.typeAnnotation != nil })?.typeAnnotation?.type
            guard let type = annotated.map({ IBType($0) }) ?? binding.initializer.flatMap({ IBType(literal: $0.value) }) else {
                skipped.append(IBSkip(offset: variable.start, identity: name, message: "\(what) has no declared type: not connected; write its type")); continue
            }
            properties.append(IBProperty(name: name, isInspectable: inspectable, type: type.wrapped,
                                         isOptional: type.isOptional, element: inspectable ? nil : type.element,
                                         offset: variable.start))
        }
    }

    private static func isSettable(_ accessors: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let list) = accessors.accessors else { return false } // a getter's body only
        return list.contains { ["set", "willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }

    private mutating func add(_ function: FunctionDeclSyntax, fromOtherFile: Bool) {
        let found = IBMembers.attributes(of: function.attributes).map { $0.attributeName.trimmedDescription }
        let name = function.name.text
        let identity = name + "(" + function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
        if found.contains("IBSegueAction") {
            skipped.append(IBSkip(offset: function.start, identity: identity, message: "@IBSegueAction \(name) is not connected: create the destination in prepare(for:sender:) instead"))
            return
        }
        guard found.contains("IBAction") else { return }
        let parameters = Array(function.signature.parameterClause.parameters)
        let objcName = function.attributes.compactMap { $0.as(AttributeSyntax.self) }
            .first { $0.attributeName.trimmedDescription == "objc" }?.arguments?.trimmedDescription
        let selector = objcName ?? SelectorReference(base: name, labels: parameters.map { $0.firstName.text })
            .objcName(ProjectContext())
        let what = "@IBAction \(name) (\"\(selector)\")"
        if fromOtherFile, IBMembers.isPrivate(function.modifiers) {
            skipped.append(IBSkip(offset: function.start, identity: identity, message: "\(what) is private in another file: not connected; make it internal")); return
        }
        if function.signature.effectSpecifiers != nil || function.genericParameterClause != nil {
            skipped.append(IBSkip(offset: function.start, identity: identity, message: "\(what) is async, throwing or generic: not connected; call it from a plain action method")); return
        }
        guard let handler = IBMembers.handler(name, parameters) else {
            skipped.append(IBSkip(offset: function.start, identity: identity, message: "\(what) takes parameters Interface Builder can't pass (a sender, then a UIEvent): not connected")); return
        }
        actions.append(IBActionMethod(selector: selector, handler: handler, offset: function.start, identity: identity))
    }

    /// `{ [unowned self] sender, event in … }` calling `name` with the sender cast to its
    /// parameter's type (no call when the cast fails: iOS would crash) and the event.
    static func handler(_ name: String, _ parameters: [FunctionParameterSyntax]) -> String? {
        guard parameters.count <= 2 else { return nil }
        func label(_ p: FunctionParameterSyntax) -> String { p.firstName.text == "_" ? "" : p.firstName.text + ": " }
        var arguments: [String] = []
        var condition: String?
        if let first = parameters.first {
            let type = IBType(first.type)
            switch (type.wrapped, type.isOptional) {
            case ("Any", true): arguments.append(label(first) + "sender")
            case ("AnyObject", true): arguments.append(label(first) + "sender.map { $0 as AnyObject }")
            case (let wrapped, true): arguments.append(label(first) + "sender as? \(wrapped)")
            case ("Any", false): condition = "if let sender"; arguments.append(label(first) + "sender")
            case ("AnyObject", false): condition = "if let sender"; arguments.append(label(first) + "sender as AnyObject")
            case (let wrapped, false): condition = "if let sender = sender as? \(wrapped)"; arguments.append(label(first) + "sender")
            }
        }
        if parameters.count == 2 {
            let second = parameters[1]
            let type = IBType(second.type)
            guard type.wrapped == "UIEvent" else { return nil }
            arguments.append(label(second) + (type.isOptional ? "event" : "event ?? UIEvent()"))
        }
        let call = "self.\(name)(\(arguments.joined(separator: ", ")))"
        let names = (parameters.isEmpty ? "_" : "sender") + ", " + (parameters.count == 2 ? "event" : "_")
        return "{ [unowned self] \(names) in \(condition.map { "\($0) { \(call) }" } ?? call) }"
    }
}

/// A declared type read apart: `UILabel!` is "UILabel", optional; `[UIButton]?` also has the
/// element "UIButton".
struct IBType {
    var wrapped: String
    var isOptional: Bool
    var element: String?

    init(_ type: TypeSyntax) {
        var inner = type
        isOptional = true
        if let optional = type.as(OptionalTypeSyntax.self) { inner = optional.wrappedType }
        else if let iuo = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { inner = iuo.wrappedType }
        else if let generic = type.as(IdentifierTypeSyntax.self), generic.name.text == "Optional",
                generic.genericArgumentClause?.arguments.count == 1, let argument = generic.genericArgumentClause?.arguments.first,
                case .type(let argumentType) = argument.argument {
            inner = argumentType
        } else { isOptional = false }
        wrapped = inner.trimmedDescription
        element = inner.as(ArrayTypeSyntax.self)?.element.trimmedDescription
    }

    /// The type of a literal initial value (`@IBInspectable var radius = 4.0`), if it is one.
    init?(literal: ExprSyntax) {
        isOptional = false
        if literal.is(IntegerLiteralExprSyntax.self) { wrapped = "Int" }
        else if literal.is(FloatLiteralExprSyntax.self) { wrapped = "Double" }
        else if literal.is(BooleanLiteralExprSyntax.self) { wrapped = "Bool" }
        else if literal.is(StringLiteralExprSyntax.self) { wrapped = "String" }
        else { return nil }
    }
}

extension SelectorReference {
    /// The selector of a method with this base name and these argument labels.
    init(base: String, labels: [String]) {
        self.type = nil
        self.base = base
        self.labels = labels
    }
}
