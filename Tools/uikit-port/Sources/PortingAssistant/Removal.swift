//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import SwiftSyntax

// Removing a node (an attribute, a modifier) so that the code around it keeps its layout.

extension Edit {
    /// Removes a node and the spaces after it; the whole line when the node stood on a line of
    /// its own.
    static func removal(of node: some SyntaxProtocol, notes: [String] = []) -> Edit {
        let trailing = node.trailingTrivia.sourceLength.utf8Length
        guard let next = node.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate),
              next.hasNewlineInLeadingTrivia, let indent = indentLength(before: node)
        else { return Edit(start: node.start, end: node.end + trailing, text: "", notes: notes) }
        var length = 0
        for piece in next.leadingTrivia {
            if piece.isNewline { length += 1; break }
            length += piece.sourceLength.utf8Length
        }
        return Edit(start: node.start - indent, end: node.end + trailing + length, text: "", notes: notes)
    }

    /// The indentation before `node` when it is the first thing on its line, else nil.
    static func indentLength(before node: some SyntaxProtocol) -> Int? {
        guard let token = node.firstToken(viewMode: .sourceAccurate) else { return nil }
        let pieces = Array(token.leadingTrivia)
        guard let lastNewline = pieces.lastIndex(where: { $0.isNewline }) ?? (token.previousToken(viewMode: .sourceAccurate) == nil ? -1 : nil)
        else { return nil }
        var length = 0
        for piece in pieces[(lastNewline + 1)...] {
            switch piece {
            case .spaces, .tabs: length += piece.sourceLength.utf8Length
            default: return nil
            }
        }
        return length
    }
}
