//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// A non-fatal problem found while reading a document: reading goes on without the value.

/// A non-fatal problem in a document: a duplicate id, a value in a form this module does not
/// know, a connection to a missing object. The document (or value) is still read; the part the
/// diagnostic names is skipped or read as the closest known form. The UIKit loader logs these.
public struct IBDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// A sentence saying what is wrong.
    public var message: String
    /// The `id` of the object the problem is in (the element's own, or its nearest ancestor's), if any.
    public var objectID: String?
    /// The 1-based line of the element the problem is in (0 when it has no place in the document).
    public var line: Int

    /// A diagnostic about the object `objectID` at `line`.
    public init(_ message: String, objectID: String? = nil, line: Int) {
        self.message = message
        self.objectID = objectID
        self.line = line
    }

    /// "line L (object ID): message".
    public var description: String {
        if let objectID { return "line \(line) (object \(objectID)): \(message)" }
        return "line \(line): \(message)"
    }
}
