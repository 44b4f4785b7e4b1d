//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import SwiftParser
import SwiftSyntax
import UIKitIBDocument

// What storyboards and xibs can reach in the project's Swift classes, for `uikit-port check`:
// each class's superclass, the keys it takes (@IBOutlet, @IBInspectable, or the cases of a
// setValue(_:forKey:) override already written) and the selectors it answers (@IBAction, or the
// cases of an _actionHandler(for:) override). Ported and unported sources read the same.

/// One class of the project, as Interface Builder sees it.
struct IBClassFacts: Sendable {
    var superclass: String?
    /// Keys storyboards and nibs can set: `@IBOutlet`, `@IBInspectable`, `setValue` cases.
    var keys: Set<String> = []
    /// Settable instance properties without `@IBOutlet` or `@IBInspectable` (not set by key).
    var plainProperties: Set<String> = []
    /// Action selectors: `@IBAction` methods' and `_actionHandler(for:)` cases.
    var selectors: Set<String> = []
    /// Overrides that take keys the assistant can't list (`setValue(_:forUndefinedKey:)`, or a
    /// `setValue(_:forKey:)` without literal cases): any key may be taken.
    var takesAnyKey = false
    /// The same for `_actionHandler(for:)`.
    var answersAnySelector = false
}

/// The project's classes by name (and by `@objc(Name)`), read from its Swift sources.
struct IBProjectClasses: Sendable {
    var classes: [String: IBClassFacts] = [:]

    init(sources: [String]) {
        let collector = IBClassCollector(viewMode: .sourceAccurate)
        for source in sources { collector.walk(Parser.parse(source: source)) }
        for (name, members) in collector.extensions {
            collector.classes[name]?.merge(members)
        }
        classes = collector.classes
    }

    /// Whether `key` reaches something settable from class `name`: `true` found (in the project
    /// or in UIKit's keys), `false` not (with the class that should declare it), nil when the
    /// class hierarchy leaves what the assistant can see.
    func takes(key: String, from name: String) -> Bool? {
        walk(from: name, project: { $0.keys.contains(key) ? true : $0.takesAnyKey ? nil : false },
             uikit: { IBProjectClasses.uikitKeys(of: $0).contains(key) })
    }

    /// Whether class `name` answers `selector` (see `takes(key:from:)`).
    func answers(selector: String, from name: String) -> Bool? {
        walk(from: name, project: { $0.selectors.contains(selector) ? true : $0.answersAnySelector ? nil : false },
             uikit: { _ in false })
    }

    /// Whether `key` is a plain settable property somewhere in `name`'s project classes.
    func hasPlainProperty(_ key: String, from name: String) -> Bool {
        var current: String? = name
        var seen: Set<String> = []
        while let c = current, seen.insert(c).inserted, let facts = classes[c] {
            if facts.plainProperties.contains(key) { return true }
            current = facts.superclass
        }
        return false
    }

    private func walk(from name: String, project: (IBClassFacts) -> Bool?, uikit: (String) -> Bool) -> Bool? {
        var current: String? = name
        var seen: Set<String> = []
        while let c = current, seen.insert(c).inserted {
            if let facts = classes[c] {
                switch project(facts) {
                case true?: return true
                case nil: return nil
                case false?: current = facts.superclass.map(IBProjectClasses.unqualified)
                }
            } else if IBLoaderVocabulary.uikitClassNames.contains(c) {
                return uikit(c) ? true : false
            } else if c == "NSObject" {
                return false
            } else {
                return nil // another module's class: its keys are unknown
            }
        }
        return false
    }

    /// `UIKit.UIView` → `UIView`.
    static func unqualified(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    /// The keys UIKit's class `name` takes by name (its family's: controllers, labels, views).
    static func uikitKeys(of name: String) -> Set<String> {
        let table = IBLoaderVocabulary.keyValueCodingKeys
        if name == "UIResponder" || name == "UIApplication" { return table["UIResponder"] ?? [] }
        if name.hasSuffix("Controller") { return table["UIViewController"] ?? [] }
        if name == "UILabel" { return (table["UILabel"] ?? []).union(table["UIView"] ?? []) }
        return table["UIView"] ?? []
    }
}

extension IBClassFacts {
    mutating func merge(_ other: IBClassFacts) {
        keys.formUnion(other.keys)
        plainProperties.formUnion(other.plainProperties)
        selectors.formUnion(other.selectors)
        takesAnyKey = takesAnyKey || other.takesAnyKey
        answersAnySelector = answersAnySelector || other.answersAnySelector
    }
}

/// Reads classes and extensions into facts.
final class IBClassCollector: SyntaxVisitor {
    var classes: [String: IBClassFacts] = [:]
    var extensions: [(String, IBClassFacts)] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        var facts = IBClassCollector.facts(node.memberBlock.members)
        facts.superclass = node.inheritanceClause?.inheritedTypes.first.map { IBProjectClasses.unqualified($0.type.trimmedDescription) }
        classes[node.name.text, default: IBClassFacts()].merge(facts)
        classes[node.name.text]?.superclass = facts.superclass
        // `@objc(Name) class …`: Interface Builder names it by its Objective-C name.
        if let objc = node.attributes.compactMap({ $0.as(AttributeSyntax.self) })
            .first(where: { $0.attributeName.trimmedDescription == "objc" })?.arguments?.trimmedDescription, !objc.isEmpty {
            classes[objc] = classes[node.name.text]
        }
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        extensions.append((IBProjectClasses.unqualified(node.extendedType.trimmedDescription), IBClassCollector.facts(node.memberBlock.members)))
        return .visitChildren
    }

    static func facts(_ members: MemberBlockItemListSyntax) -> IBClassFacts {
        var facts = IBClassFacts()
        for item in members {
            if let variable = item.decl.as(VariableDeclSyntax.self) {
                guard variable.bindingSpecifier.text == "var",
                      !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) else { continue }
                let attributes = IBMembers.attributes(of: variable.attributes).map { $0.attributeName.trimmedDescription }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if attributes.contains("IBOutlet") || attributes.contains("IBInspectable") {
                        facts.keys.insert(name)
                    } else {
                        facts.plainProperties.insert(name)
                    }
                }
            } else if let function = item.decl.as(FunctionDeclSyntax.self) {
                let labels = function.signature.parameterClause.parameters.map { $0.firstName.text }
                let name = function.name.text
                if name == "setValue", labels == ["_", "forKey"] {
                    let cases = caseLiterals(function)
                    if cases.isEmpty { facts.takesAnyKey = true } else { facts.keys.formUnion(cases) }
                } else if name == "setValue", labels == ["_", "forUndefinedKey"] {
                    facts.takesAnyKey = true
                } else if name == "_actionHandler" {
                    let cases = caseLiterals(function)
                    if cases.isEmpty { facts.answersAnySelector = true } else { facts.selectors.formUnion(cases) }
                } else if IBMembers.attributes(of: function.attributes).contains(where: { $0.attributeName.trimmedDescription == "IBAction" }) {
                    let objcName = function.attributes.compactMap { $0.as(AttributeSyntax.self) }
                        .first { $0.attributeName.trimmedDescription == "objc" }?.arguments?.trimmedDescription
                    facts.selectors.insert(objcName ?? SelectorReference(base: name, labels: labels).objcName(ProjectContext()))
                }
            }
        }
        return facts
    }

    /// The string literals of a method's `case "…":` labels.
    static func caseLiterals(_ function: FunctionDeclSyntax) -> Set<String> {
        final class Finder: SyntaxVisitor {
            var found: Set<String> = []
            override func visit(_ node: SwitchCaseItemSyntax) -> SyntaxVisitorContinueKind {
                if let literal = node.pattern.as(ExpressionPatternSyntax.self)?.expression.as(StringLiteralExprSyntax.self),
                   literal.segments.count == 1, let segment = literal.segments.first?.as(StringSegmentSyntax.self) {
                    found.insert(segment.content.text)
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        if let body = function.body { finder.walk(body) }
        return finder.found
    }
}
