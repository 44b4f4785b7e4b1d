//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import SwiftSyntax

/// `override` members in an extension (an error on Linux: "… cannot be overridden from
/// extension") moved into the class body when the class is declared in the same file.
enum ExtensionOverrides {
    static func edits(_ tree: SourceFileSyntax, _ text: String, _ context: ProjectContext) -> ([Edit], [(Int, String)]) {
        var classes: [String: ClassDeclSyntax] = [:]
        for item in tree.statements {
            if let c = item.item.as(ClassDeclSyntax.self) { classes[c.name.text] = c }
        }
        var edits: [Edit] = []
        var notes: [(Int, String)] = []
        for item in tree.statements {
            guard let ext = item.item.as(ExtensionDeclSyntax.self) else { continue }
            let overrides = ext.memberBlock.members.filter(isOverride)
            guard !overrides.isEmpty else { continue }
            let typeName = ext.extendedType.trimmedDescription
            let names = overrides.map { name(of: $0.decl) }.joined(separator: ", ")
            guard let owner = classes[typeName] else {
                for member in overrides {
                    notes.append((member.start, "override \(name(of: member.decl)) in an extension of \(typeName): move it into \(typeName)'s class body (Swift on Linux cannot override in extensions)"))
                }
                continue
            }
            // Insert before the class's closing brace, each member with its own leading trivia.
            // A blank line after the class's last member (none in an empty body), and the closing
            // brace on a line of its own.
            var inserted = String(overrides.map { $0.description }.joined().drop(while: { (c: Character) in c == "\n" }))
            inserted = (owner.memberBlock.members.isEmpty ? "\n" : "\n\n") + inserted
            let rightBrace = owner.memberBlock.rightBrace
            if !rightBrace.hasNewlineInLeadingTrivia { inserted += "\n" + owner.indentation }
            edits.append(Edit(start: rightBrace.position.utf8Offset, end: rightBrace.position.utf8Offset, text: inserted,
                              summary: ("\(names) in extension \(typeName)", "moved into class \(typeName)")))
            let emptied = overrides.count == ext.memberBlock.members.count && ext.inheritanceClause == nil
                && ext.genericWhereClause == nil && ext.attributes.isEmpty && ext.modifiers.isEmpty
                && !ext.memberBlock.rightBrace.leadingTrivia.contains(where: { $0.isComment })
            if emptied {
                // The whole extension goes, with the blank lines before it unless they hold comments.
                // A comment before it (a MARK) stays, for the code that follows.
                var start = ext.position.utf8Offset, end = ext.end
                if ext.leadingTrivia.contains(where: { $0.isComment }) {
                    start = ext.start
                    end = ext.endPosition.utf8Offset
                    for piece in ext.memberBlock.rightBrace.nextToken(viewMode: .sourceAccurate)?.leadingTrivia ?? [] {
                        guard piece.isNewline else { break }
                        end += piece.sourceLength.utf8Length
                    }
                }
                edits.append(Edit(start: start, end: end, text: "",
                                  summary: ("extension \(typeName) { \(names) }", "(removed: it is empty)")))
            } else {
                let members = Array(ext.memberBlock.members)
                for (index, member) in members.enumerated() where isOverride(member) {
                    var end = member.endPosition.utf8Offset
                    // The first member gone: the next one's blank line would open the block.
                    if index == 0, members.count > 1, case .newlines(let n)? = members[1].leadingTrivia.first, n >= 2 {
                        end += 1
                    }
                    edits.append(Edit(start: member.position.utf8Offset, end: end, text: "",
                                      summary: ("\(name(of: member.decl)) in extension \(typeName)", "(moved)")))
                }
            }
        }
        return (edits, notes)
    }

    static func isOverride(_ member: MemberBlockItemSyntax) -> Bool {
        member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.text == "override" } ?? false
    }

    static func name(of decl: DeclSyntax) -> String {
        if let f = decl.as(FunctionDeclSyntax.self) {
            return f.name.text + "(" + f.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
        }
        if let v = decl.as(VariableDeclSyntax.self) {
            return v.bindings.map { $0.pattern.trimmedDescription }.joined(separator: ", ")
        }
        return decl.trimmedDescription.prefix(40) + ""
    }
}
