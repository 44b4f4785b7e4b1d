//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// An element of a parsed document: a light handle (the document and an index) with its name,
// attributes, children, text and source line.

/// An element of an `IBXMLDocument`: `<rect key="frame" x="0" y="0" width="393" height="852"/>`.
///
/// A handle (the document and the element's index), so it is cheap to copy and compare; all
/// values are read from the document when asked for. Attributes keep document order; children
/// are in document order too (`<subviews>` lists subviews back to front).
public struct IBElement: Hashable, Sendable, CustomStringConvertible {
    /// The document the element belongs to.
    public let document: IBXMLDocument
    /// The element's position in document order (0 is the root).
    public let index: Int

    /// The element at `index` of `document`.
    init(document: IBXMLDocument, index: Int) {
        self.document = document
        self.index = index
    }

    /// Whether both handles name the same element of the same document.
    public static func == (lhs: IBElement, rhs: IBElement) -> Bool {
        lhs.document === rhs.document && lhs.index == rhs.index
    }

    /// Hashes the document's identity and the index.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(document))
        hasher.combine(index)
    }

    private var record: IBElementRecord { document.elements[index] }

    /// The tag name, such as `view`, `label` or `constraint`.
    public var name: String { document.names[Int(record.name)] }

    /// Whether the tag name is `name` (without building a string).
    public func isNamed(_ name: String) -> Bool {
        guard let id = document.nameIDs[name] else { return false }
        return record.name == id
    }

    /// The 1-based line of the element's start tag.
    public var line: Int { Int(record.line) }

    /// `<name key="…" id="…">` at line L.
    public var description: String {
        var text = "<\(name)"
        if let key { text += " key=\"\(key)\"" }
        if let id { text += " id=\"\(id)\"" }
        return text + "> at line \(line)"
    }

    // MARK: Attributes

    /// The attributes in document order.
    public var attributes: [IBAttribute] {
        let r = record
        let start = Int(r.attributeStart)
        return (start..<start + Int(r.attributeCount)).map {
            IBAttribute(name: document.names[Int(document.attributes[$0].name)], value: document.attributeValue($0))
        }
    }

    /// The names of the attributes in document order.
    public var attributeNames: [String] {
        let r = record
        let start = Int(r.attributeStart)
        return (start..<start + Int(r.attributeCount)).map { document.names[Int(document.attributes[$0].name)] }
    }

    /// The value of attribute `name`, or nil when the element does not have it.
    public func attribute(_ name: String) -> String? {
        guard let id = document.nameIDs[name] else { return nil }
        let k = document.attributeIndex(index, id)
        return k < 0 ? nil : document.attributeValue(k)
    }

    /// The value of attribute `name` (`element["text"]`), or nil.
    public subscript(_ name: String) -> String? { attribute(name) }

    /// Whether the element has attribute `name`.
    public func hasAttribute(_ name: String) -> Bool {
        guard let id = document.nameIDs[name] else { return false }
        return document.attributeIndex(index, id) >= 0
    }

    /// The `key` attribute: the property the element's value is for (`<rect key="frame">`).
    public var key: String? {
        guard document.keyName >= 0 else { return nil }
        let k = document.attributeIndex(index, document.keyName)
        return k < 0 ? nil : document.attributeValue(k)
    }

    /// The `id` attribute: the object's id within the document (`BYZ-38-t0r`).
    public var id: String? {
        guard document.idName >= 0 else { return nil }
        let k = document.attributeIndex(index, document.idName)
        return k < 0 ? nil : document.attributeValue(k)
    }

    // MARK: Tree

    /// The parent element, or nil for the root.
    public var parent: IBElement? {
        let p = record.parent
        return p < 0 ? nil : IBElement(document: document, index: Int(p))
    }

    /// The child elements in document order.
    public var children: [IBElement] {
        var result: [IBElement] = []
        var c = record.firstChild
        while c >= 0 {
            result.append(IBElement(document: document, index: Int(c)))
            c = document.elements[Int(c)].nextSibling
        }
        return result
    }

    /// Whether the element has child elements.
    public var hasChildren: Bool { record.firstChild >= 0 }

    /// The first child named `name`, or nil.
    public func child(named name: String) -> IBElement? {
        guard let id = document.nameIDs[name] else { return nil }
        var c = record.firstChild
        while c >= 0 {
            if document.elements[Int(c)].name == id { return IBElement(document: document, index: Int(c)) }
            c = document.elements[Int(c)].nextSibling
        }
        return nil
    }

    /// The children named `name`, in document order.
    public func children(named name: String) -> [IBElement] {
        guard let id = document.nameIDs[name] else { return [] }
        var result: [IBElement] = []
        var c = record.firstChild
        while c >= 0 {
            if document.elements[Int(c)].name == id { result.append(IBElement(document: document, index: Int(c))) }
            c = document.elements[Int(c)].nextSibling
        }
        return result
    }

    /// The first child whose `key` attribute is `key` (`<color key="backgroundColor">`), or nil.
    public func child(key: String) -> IBElement? {
        guard document.keyName >= 0 else { return nil }
        var c = record.firstChild
        while c >= 0 {
            let k = document.attributeIndex(Int(c), document.keyName)
            if k >= 0 && document.attributeEquals(k, key) { return IBElement(document: document, index: Int(c)) }
            c = document.elements[Int(c)].nextSibling
        }
        return nil
    }

    /// The first child named `name` whose `key` is `key` (`<color key="textColor">`), or nil.
    public func child(named name: String, key: String) -> IBElement? {
        children(named: name).first { $0.key == key }
    }

    /// Every descendant (children, their children…) in document order, without recursion.
    public var descendants: [IBElement] {
        let end = Int(record.subtreeEnd)
        guard end > index + 1 else { return [] }
        return (index + 1..<end).map { IBElement(document: document, index: $0) }
    }

    /// The descendants named `name`, in document order.
    public func descendants(named name: String) -> [IBElement] {
        guard let id = document.nameIDs[name] else { return [] }
        let end = Int(record.subtreeEnd)
        guard end > index + 1 else { return [] }
        var result: [IBElement] = []
        for k in index + 1..<end where document.elements[k].name == id {
            result.append(IBElement(document: document, index: k))
        }
        return result
    }

    /// Whether `other` is this element or one of its descendants.
    public func contains(_ other: IBElement) -> Bool {
        other.document === document && other.index >= index && other.index < Int(record.subtreeEnd)
    }

    /// The nearest element, from this one up through its ancestors, that has an `id`; its id.
    /// Diagnostics name it as the object a problem is in.
    public var objectID: String? {
        var current: IBElement? = self
        while let element = current {
            if let id = element.id { return id }
            current = element.parent
        }
        return nil
    }

    // MARK: Text

    /// The character data directly inside the element, decoded (CDATA sections included).
    /// Whitespace between child elements is not text; an element without children keeps its
    /// whitespace (`<string key="text">  </string>` is two spaces).
    public var text: String {
        var t = record.firstText
        guard t >= 0 else { return "" }
        var result = ""
        while t >= 0 {
            let run = document.texts[Int(t)]
            result += document.decode(run.start, run.end, run.isCDATA ? .literal : .text, needsDecoding: run.needsDecoding)
            t = run.next
        }
        return result
    }

    /// The text of the XML comment right before the element's start tag, trimmed
    /// (storyboards write a scene's title as `<!--Title-->` before its `<scene>`), or nil.
    public var precedingComment: String? {
        let c = record.comment
        guard c >= 0 else { return nil }
        let range = document.comments[Int(c)]
        return document.decode(range.lowerBound, range.upperBound, .literal, needsDecoding: true)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
