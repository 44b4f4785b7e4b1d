//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// A part of a document this project's loader does not act on: an object element it does not
/// make (skipped with what it holds), or an attribute or keyed child of an object element it
/// does not read. Found by ``IBLoaderVocabulary/ignoredParts(of:)``; `uikit-port check` reports
/// them as notes and the loader logs them once per document.
public struct IBIgnoredPart: Sendable, Equatable {
    /// What is ignored, as a reader would name it: `<label> attribute sparkleLevel`,
    /// `<view>'s <color key="glowColor">`, or `<datePicker> (object Dp1-aa-bbb) is not made…`.
    public let description: String
    /// The line of its first place in the document.
    public let line: Int
    /// The object id of its first place.
    public let objectID: String
    /// How many more places in the document say the same.
    public let more: Int
    /// True for an object element the loader does not make; false for an attribute or keyed child.
    public let isElement: Bool

    /// A part found at `line` in object `objectID`, with `more` further places.
    public init(description: String, line: Int, objectID: String, more: Int, isElement: Bool) {
        self.description = description
        self.line = line
        self.objectID = objectID
        self.more = more
        self.isElement = isElement
    }
}

extension IBLoaderVocabulary {
    /// Whether the loader skips `element` with everything it holds: an object element (it has an
    /// id) that the loader does not make.
    public static func skips(_ element: IBElement) -> Bool {
        element.id != nil && element.parent != nil && !objectElements.contains(element.name)
            && !nonObjectElements.contains(element.name)
    }

    /// Every part of `document` the loader does not act on, in document order: each skipped
    /// object element, and each kind of ignored attribute or keyed child once (its first place,
    /// with a count of the others). Attributes Interface Builder writes for itself
    /// (``designTimeKeys``) are not listed.
    public static func ignoredParts(of document: IBDocument) -> [IBIgnoredPart] {
        var parts: [IBIgnoredPart] = []
        var ignored: [String: (index: Int, line: Int, id: String, more: Int)] = [:]
        func known(_ key: String) -> Bool { readKeys.contains(key) || designTimeKeys.contains(key) }
        func note(_ what: String, _ line: Int, _ id: String) {
            if let first = ignored[what] { ignored[what] = (first.index, first.line, first.id, first.more + 1) }
            else { ignored[what] = (ignored.count, line, id, 0) }
        }
        var stack = [document.xml.root]
        while let element = stack.popLast() {
            if skips(element) {
                parts.append(IBIgnoredPart(description: "<\(element.name)> (object \(element.id ?? "?")) is not made by this project's loader: it is skipped with what it holds",
                                           line: element.line, objectID: element.id ?? "?", more: 0, isElement: true))
                continue
            }
            if objectElements.contains(element.name) {
                let id = element.id ?? "?"
                for name in element.attributeNames where !known(name) { note("<\(element.name)> attribute \(name)", element.line, id) }
                for child in element.children {
                    guard let key = child.attribute("key"), !known(key) else { continue }
                    note("<\(element.name)>'s <\(child.name) key=\"\(key)\">", child.line, id)
                }
            }
            stack += element.children.reversed()
        }
        for (what, place) in ignored.sorted(by: { $0.value.index < $1.value.index }) {
            parts.append(IBIgnoredPart(description: what, line: place.line, objectID: place.id, more: place.more, isElement: false))
        }
        return parts.sorted { $0.line < $1.line }
    }
}
