//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import SwiftSyntax

/// `@IBOutlet`, outlet collections, `@IBInspectable` and `@IBAction` connected without the
/// Objective-C runtime: each class gets an `override func setValue(_:forKey:)` that assigns its
/// outlets and inspectable properties by key, and an `override func _actionHandler(for:)` that
/// calls its action methods by selector name (UIResponder's hooks, which storyboards and nibs
/// use here). The attributes are removed (`@IBOutlet` and two-parameter `@IBAction`s don't
/// compile on Linux). Actions and inspectable properties in an extension of a class declared in
/// the run are connected in the class body.
enum InterfaceBuilderRewrites {
    static func edits(_ tree: SourceFileSyntax, _ text: String, _ context: ProjectContext) -> ([Edit], [(Int, String)]) {
        let finder = IBDeclarationFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        var edits: [Edit] = finder.attributes.map { Edit.removal(of: $0) }
        var notes: [(Int, String)] = []
        let classNames = Set(finder.classes.map(\.name))
        var claimed: Set<String> = []
        for (owner, qualified) in finder.classes {
            var members = IBMembers(owner.memberBlock.members)
            for ext in finder.extensions where ext.extendedType.trimmedDescription == qualified {
                members.merge(IBMembers(ext.memberBlock.members))
                claimed.insert(qualified)
            }
            for other in context.interfaceBuilderExtensions[qualified] ?? [] { members.merge(other) }
            let (edit, classNotes) = connect(owner, members, context)
            if let edit { edits.append(edit) }
            notes += classNotes
        }
        for ext in finder.extensions where !claimed.contains(ext.extendedType.trimmedDescription) {
            let type = ext.extendedType.trimmedDescription
            let members = IBMembers(ext.memberBlock.members)
            // A class of another file of the run: connected there (which reports what it can't).
            if !classNames.contains(type), context.superclasses[type] != nil { continue }
            for member in members.properties.map({ ($0.offset, "@IBInspectable \($0.name)") })
                + members.actions.map({ ($0.offset, "@IBAction \"\($0.selector)\"") }) {
                notes.append((member.0, "\(member.1) in an extension of \(type) is not connected: Interface Builder reaches members through overrides in a class body, and \(type) is not declared in this run; move it into your subclass"))
            }
            notes += members.skipped.map { ($0.offset, $0.message) }
        }
        return (edits, notes)
    }

    /// The overrides for `owner`'s members, inserted before its closing brace; or the notes
    /// saying why there are none.
    static func connect(_ owner: ClassDeclSyntax, _ members: IBMembers, _ context: ProjectContext) -> (Edit?, [(Int, String)]) {
        let name = owner.name.text
        var notes = members.skipped.map { skip in
            (owner.range.contains(AbsolutePosition(utf8Offset: skip.offset)) ? skip.offset : owner.name.start, skip.message)
        }
        guard !members.isEmpty else { return (nil, notes) }
        let at = owner.name.start
        if owner.genericParameterClause != nil {
            notes.append((at, "\(name) is generic: its Interface Builder outlets and actions are not connected (Interface Builder can't instantiate a generic class by name)"))
            return (nil, notes)
        }
        if let root = responderRoot(owner, context) {
            notes.append((at, "\(name) is not a UIResponder (it descends from \(root)): its Interface Builder outlets and actions are not connected; setValue(_:forKey:) and _actionHandler(for:) are UIResponder's"))
            return (nil, notes)
        }
        let declared = owner.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.map {
            $0.name.text + "(" + $0.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
        }
        var generated: [String] = []
        var summary: [String] = []
        var connected: [String] = []
        let access = owner.modifiers.contains { $0.name.text == "open" } ? "open "
            : owner.modifiers.contains { $0.name.text == "public" } ? "public " : ""
        if !members.properties.isEmpty {
            let keys = members.properties.map(\.name).joined(separator: ", ")
            if declared.contains("setValue(_:forKey:)") {
                notes.append((at, "\(name) already overrides setValue(_:forKey:): add cases for \(keys) there (storyboards and nibs set them by key)"))
            } else {
                generated.append(IBCode.setValue(members.properties, access: access))
                if declared.contains("value(forKey:)") {
                    notes.append((at, "\(name) already overrides value(forKey:): add cases for \(keys) there (key paths through them read them by key)"))
                } else {
                    generated.append(IBCode.value(members.properties, access: access))
                }
                let outlets = members.properties.filter { !$0.isInspectable }.map(\.name)
                let inspectables = members.properties.filter(\.isInspectable).map(\.name)
                summary += [outlets.isEmpty ? nil : "@IBOutlet " + outlets.joined(separator: ", "),
                            inspectables.isEmpty ? nil : "@IBInspectable " + inspectables.joined(separator: ", ")].compactMap { $0 }
                connected.append("sets \(keys) through the generated setValue(_:forKey:)" + (declared.contains("value(forKey:)") ? "" : " (and reads them through value(forKey:))"))
            }
        }
        if !members.actions.isEmpty {
            let selectors = members.actions.map { "\"\($0.selector)\"" }.joined(separator: ", ")
            if declared.contains("_actionHandler(for:)") {
                notes.append((at, "\(name) already overrides _actionHandler(for:): add cases for \(selectors) there (storyboards and nibs send them by selector name)"))
            } else {
                generated.append(IBCode.actionHandler(members.actions, access: access))
                summary.append("@IBAction \(selectors)")
                connected.append("sends \(selectors) through the generated _actionHandler(for:)")
            }
        }
        guard !generated.isEmpty else { return (nil, notes) }
        let classIndent = owner.indentation
        let first = owner.memberBlock.members.first
        var indent = classIndent + "    "
        if let first, first.firstToken(viewMode: .sourceAccurate)?.hasNewlineInLeadingTrivia == true { indent = first.indentation }
        let unit = indent.hasPrefix(classIndent) && indent.count > classIndent.count ? String(indent.dropFirst(classIndent.count)) : "    "
        var text = (first == nil ? "\n" : "\n\n") + generated.joined(separator: "\n\n")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : indent + $0.replacingOccurrences(of: "\t", with: unit) }.joined(separator: "\n")
        let rightBrace = owner.memberBlock.rightBrace
        var start = rightBrace.position.utf8Offset
        if !rightBrace.hasNewlineInLeadingTrivia {
            // `class A: UIView { var x = 1 }`: the brace goes on a line of its own, without the spaces before it.
            text += "\n" + classIndent
            start = rightBrace.previousToken(viewMode: .sourceAccurate)?.end ?? start
        }
        let edit = Edit(start: start, end: rightBrace.position.utf8Offset, text: text,
                        summary: (summary.joined(separator: "; "), "\(name) overrides " + [
                            members.properties.isEmpty || declared.contains("setValue(_:forKey:)") ? nil
                                : declared.contains("value(forKey:)") ? "setValue(_:forKey:)" : "setValue(_:forKey:), value(forKey:)",
                            members.actions.isEmpty || declared.contains("_actionHandler(for:)") ? nil : "_actionHandler(for:)",
                        ].compactMap { $0 }.joined(separator: " and ")),
                        notes: ["a storyboard or nib loading \(name) " + connected.joined(separator: " and ")],
                        reportedAt: at)
        return (edit, notes)
    }

    /// The root class `owner` descends from when that is not a UIResponder (NSObject, none, or
    /// one of UIKit's plain objects), else nil. Classes of other modules count as responders.
    static func responderRoot(_ owner: ClassDeclSyntax, _ context: ProjectContext) -> String? {
        guard var name = owner.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription else { return "no class" }
        var seen: Set<String> = [owner.name.text]
        while let parent = context.superclasses[name], seen.insert(name).inserted { name = parent }
        let plain = ["NSObject", "UIGestureRecognizer", "UIBarItem", "UIBarButtonItem", "UITabBarItem", "UINavigationItem",
                     "UIStoryboardSegue", "UIPresentationController", "NSLayoutConstraint", "UICollectionViewLayout",
                     "UICollectionViewFlowLayout", "UIViewPropertyAnimator", "UIFont", "UIColor", "UIImage", "UIBezierPath"]
        if plain.contains(name) || name.hasSuffix("GestureRecognizer") || name.hasSuffix("Codable") || name.hasSuffix("Protocol") { return name }
        return nil
    }
}

/// The class declarations (with their qualified names), extensions and Interface Builder
/// attributes of a file.
final class IBDeclarationFinder: SyntaxVisitor {
    var classes: [(decl: ClassDeclSyntax, name: String)] = []
    var extensions: [ExtensionDeclSyntax] = []
    var attributes: [AttributeSyntax] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let outer = node.enclosingTypeName.map { $0 + "." } ?? ""
        classes.append((node, outer + node.name.text))
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        extensions.append(node)
        return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if ["IBOutlet", "IBInspectable", "IBAction"].contains(node.attributeName.trimmedDescription) { attributes.append(node) }
        return .skipChildren
    }
}

extension IBMembers {
    /// Adds `other`'s members that this one does not hold (the same declaration read twice: from
    /// the file, and from the run's context).
    mutating func merge(_ other: IBMembers) {
        let known = Set(properties.map(\.identity) + actions.map(\.identity) + skipped.map(\.identity))
        properties += other.properties.filter { !known.contains($0.identity) }
        actions += other.actions.filter { !known.contains($0.identity) }
        skipped += other.skipped.filter { !known.contains($0.identity) }
    }
}
