//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The fatal error of reading a document: why it could not be read and where.

/// Why an Interface Builder document (or a `.strings` file) could not be read, and where:
/// the 1-based line and column (in bytes of UTF-8, or characters for `.strings` files) of the
/// problem. Reading stops at the first fatal problem; non-fatal ones are `IBDiagnostic`s.
public struct IBDocumentError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of problem stopped the reading.
    public enum Kind: String, Equatable, Sendable {
        /// The bytes are not valid UTF-8 (or the text encoding could not be determined).
        case invalidEncoding
        /// The input ends inside a tag, a comment, an attribute value or an open element.
        case unexpectedEnd
        /// A closing tag does not match the element it would close.
        case mismatchedTag
        /// An element is never closed.
        case unclosedTag
        /// An `&…;` reference is not one of the five named entities or a valid character reference.
        case badEntity
        /// An element carries the same attribute twice.
        case duplicateAttribute
        /// The text is not well-formed XML (or a well-formed `.strings` file) at this point.
        case syntax
        /// The XML is well-formed but is not an Interface Builder document.
        case notAnInterfaceBuilderDocument
    }

    /// What kind of problem stopped the reading.
    public var kind: Kind
    /// A sentence saying what is wrong, for a developer reading a log.
    public var message: String
    /// The 1-based line of the problem.
    public var line: Int
    /// The 1-based column of the problem on its line.
    public var column: Int

    /// An error of `kind` at `line` and `column`.
    public init(_ kind: Kind, _ message: String, line: Int, column: Int) {
        self.kind = kind
        self.message = message
        self.line = line
        self.column = column
    }

    /// "line L, column C: message".
    public var description: String { "line \(line), column \(column): \(message)" }
}
