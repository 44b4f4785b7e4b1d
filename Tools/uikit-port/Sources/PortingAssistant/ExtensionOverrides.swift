//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import SwiftSyntax

/// `override` members in an extension (an error on Linux: "… cannot be overridden from
/// extension") moved into the class body when the class is declared in the same file. Members
/// inside `#if` blocks (in the extension, or around it) move under the same conditions.
enum ExtensionOverrides {
    /// One clause of an `#if` block that encloses a member: the block and the clause's index.
    struct Clause {
        var block: IfConfigDeclSyntax
        var index: Int
        static func same(_ a: [Clause], _ b: [Clause]) -> Bool {
            a.count == b.count && zip(a, b).allSatisfy { $0.block.id == $1.block.id && $0.index == $1.index }
        }
    }

    /// An override found in an extension, with the `#if` clauses around it (outermost first).
    struct Found {
        var member: MemberBlockItemSyntax
        var path: [Clause]
    }

    static func edits(_ tree: SourceFileSyntax, _ text: String, _ context: ProjectContext) -> ([Edit], [(Int, String)]) {
        var classes: [String: ClassDeclSyntax] = [:]
        var extensions: [(ExtensionDeclSyntax, [Clause])] = []
        func scan(_ items: CodeBlockItemListSyntax, _ path: [Clause]) {
            for item in items {
                if let c = item.item.as(ClassDeclSyntax.self) { classes[c.name.text] = classes[c.name.text] ?? c }
                if let e = item.item.as(ExtensionDeclSyntax.self) { extensions.append((e, path)) }
                if let block = item.item.as(IfConfigDeclSyntax.self) {
                    for (index, clause) in block.clauses.enumerated() {
                        if case .statements(let inner)? = clause.elements { scan(inner, path + [Clause(block: block, index: index)]) }
                    }
                }
            }
        }
        scan(tree.statements, [])

        var edits: [Edit] = []
        var notes: [(Int, String)] = []
        for (ext, outer) in extensions {
            var overrides: [Found] = []
            func collect(_ members: MemberBlockItemListSyntax, _ path: [Clause]) {
                for member in members {
                    if isOverride(member) { overrides.append(Found(member: member, path: path)) }
                    if let block = member.decl.as(IfConfigDeclSyntax.self) {
                        for (index, clause) in block.clauses.enumerated() {
                            if case .decls(let inner)? = clause.elements { collect(inner, path + [Clause(block: block, index: index)]) }
                        }
                    }
                }
            }
            collect(ext.memberBlock.members, outer)
            guard !overrides.isEmpty else { continue }
            let typeName = ext.extendedType.trimmedDescription
            let names = overrides.map { name(of: $0.member.decl) }.joined(separator: ", ")
            guard let owner = classes[typeName] else {
                for found in overrides {
                    notes.append((found.member.start, "override \(name(of: found.member.decl)) in an extension of \(typeName): move it into \(typeName)'s class body (Swift on Linux cannot override in extensions)"))
                }
                continue
            }
            // Insert before the class's closing brace, each member with its own leading trivia,
            // runs of members under the same `#if` clauses wrapped in them. A blank line after
            // the class's last member (none in an empty body), and the closing brace on a line
            // of its own.
            var groups: [[Found]] = []
            for found in overrides {
                if let last = groups.last?.last, Clause.same(last.path, found.path) { groups[groups.count - 1].append(found) }
                else { groups.append([found]) }
            }
            var inserted = groups.map { group in
                let body = group.map { $0.member.description }.joined()
                return wrap(body, in: group[0].path, indent: group[0].member.indentation)
            }.joined()
            inserted = String(inserted.drop(while: { (c: Character) in c == "\n" }))
            inserted = (owner.memberBlock.members.isEmpty ? "\n" : "\n\n") + inserted
            let rightBrace = owner.memberBlock.rightBrace
            if !rightBrace.hasNewlineInLeadingTrivia { inserted += "\n" + owner.indentation }
            edits.append(Edit(start: rightBrace.position.utf8Offset, end: rightBrace.position.utf8Offset, text: inserted,
                              summary: ("\(names) in extension \(typeName)", "moved into class \(typeName)"),
                              reportedAt: overrides[0].member.start))
            let moved = Set(overrides.map { $0.member.id })
            let emptied = allMoved(ext.memberBlock.members, moved) && ext.inheritanceClause == nil
                && ext.genericWhereClause == nil && ext.attributes.isEmpty && ext.modifiers.isEmpty
                && !ext.memberBlock.rightBrace.leadingTrivia.contains(where: { $0.isComment })
            if emptied {
                // The whole extension goes, with the blank lines before it unless they hold comments.
                // A comment before it (a MARK) stays, for the code that follows. An `#if` block
                // holding nothing else goes with it.
                if let block = outer.last?.block, outer.count >= 1,
                   block.clauses.allSatisfy({ clause in
                       guard case .statements(let items)? = clause.elements else { return clause.elements == nil }
                       return items.allSatisfy { $0.item.id == ext.id }
                   }), !block.leadingTrivia.contains(where: { $0.isComment }) {
                    edits.append(Edit(start: block.position.utf8Offset, end: block.end, text: "",
                                      summary: ("extension \(typeName) { \(names) }", "(removed: it is empty)")))
                    continue
                }
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
                edits += removals(in: ext.memberBlock.members, moved, typeName)
            }
        }
        return (edits, notes)
    }

    /// Removes the moved members of `members`, and `#if` blocks left holding nothing.
    static func removals(in members: MemberBlockItemListSyntax, _ moved: Set<SyntaxIdentifier>, _ typeName: String) -> [Edit] {
        var edits: [Edit] = []
        let list = Array(members)
        for (index, member) in list.enumerated() {
            let whole = moved.contains(member.id)
            if !whole, let block = member.decl.as(IfConfigDeclSyntax.self) {
                let inner = block.clauses.compactMap { clause -> MemberBlockItemListSyntax? in
                    if case .decls(let d)? = clause.elements { return d }
                    return nil
                }
                let emptied = inner.allSatisfy { allMoved($0, moved) } && inner.contains { $0.contains { moved.contains($0.id) } }
                    && !block.description.contains("//") && !block.description.contains("/*")
                if !emptied {
                    for d in inner { edits += removals(in: d, moved, typeName) }
                    continue
                }
            } else if !whole {
                continue
            }
            var end = member.endPosition.utf8Offset
            // The first member gone: the next one's blank line would open the block.
            if index == 0, list.count > 1, case .newlines(let n)? = list[1].leadingTrivia.first, n >= 2 {
                end += 1
            }
            let what = whole ? name(of: member.decl) : "#if … #endif"
            edits.append(Edit(start: member.position.utf8Offset, end: end, text: "",
                              summary: ("\(what) in extension \(typeName)", whole ? "(moved)" : "(removed: its members moved)")))
        }
        return edits
    }

    /// Whether every member is moved, or an `#if` block of moved members only.
    static func allMoved(_ members: MemberBlockItemListSyntax, _ moved: Set<SyntaxIdentifier>) -> Bool {
        members.allSatisfy { member in
            if moved.contains(member.id) { return true }
            guard let block = member.decl.as(IfConfigDeclSyntax.self) else { return false }
            return block.clauses.allSatisfy { clause in
                guard let elements = clause.elements else { return true }
                guard case .decls(let inner) = elements else { return false }
                return allMoved(inner, moved)
            }
        }
    }

    /// `text` (members, each with its leading newline) inside the `#if` clauses of `path`:
    /// the clauses before each one kept empty, so that the same condition selects the members.
    static func wrap(_ text: String, in path: [Clause], indent: String) -> String {
        guard let clause = path.last else { return text }
        var lines = ""
        for (index, c) in clause.block.clauses.enumerated() where index <= clause.index {
            let keyword = c.poundKeyword.text
            let condition = c.condition.map { " " + $0.trimmedDescription } ?? ""
            lines += "\n" + indent + (index == 0 ? "#if" : keyword) + condition
        }
        return wrap(lines + text + "\n" + indent + "#endif", in: Array(path.dropLast()), indent: indent)
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
