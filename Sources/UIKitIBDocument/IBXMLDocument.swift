//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// A parsed XML document: the bytes it was read from and the arena of elements over them.

/// A well-formed XML document parsed from UTF-8 bytes: an immutable tree of `IBElement`s.
///
/// Parsing is one pass with no recursion (any nesting depth is safe) and checks
/// well-formedness; a problem throws an `IBDocumentError` with its line and column. Elements,
/// attributes and text are kept as ranges of the input and decoded when read, so parsing a
/// 1 MB storyboard costs a few milliseconds. `IBDocument` reads a storyboard or xib on top of it.
public final class IBXMLDocument: Sendable {
    let bytes: [UInt8]
    let elements: [IBElementRecord]
    let attributes: [IBAttributeRecord]
    let texts: [IBTextRecord]
    let comments: [Range<Int32>]
    let names: [String]
    let nameIDs: [String: Int32]
    /// The ids of the names every element is asked for.
    let keyName: Int32
    let idName: Int32

    /// Parses UTF-8 `bytes` (a UTF-8 byte order mark is allowed).
    public init(bytes: [UInt8]) throws(IBDocumentError) {
        let parsed = try bytes.withUnsafeBufferPointer { (p) throws(IBDocumentError) -> IBXMLParseResult in
            try IBXMLParser.parse(p)
        }
        self.bytes = bytes
        self.elements = parsed.elements
        self.attributes = parsed.attributes
        self.texts = parsed.texts
        self.comments = parsed.comments
        self.names = parsed.names
        var ids: [String: Int32] = [:]
        ids.reserveCapacity(parsed.names.count)
        for (index, name) in parsed.names.enumerated() { ids[name] = Int32(index) }
        self.nameIDs = ids
        self.keyName = ids["key"] ?? -1
        self.idName = ids["id"] ?? -1
    }

    /// Parses UTF-8 `data`.
    public convenience init(data: Data) throws(IBDocumentError) {
        try self.init(bytes: [UInt8](data))
    }

    /// Parses the UTF-8 bytes at `buffer` (copied).
    public convenience init(buffer: UnsafeRawBufferPointer) throws(IBDocumentError) {
        try self.init(bytes: [UInt8](buffer))
    }

    /// Parses `string`.
    public convenience init(string: String) throws(IBDocumentError) {
        try self.init(bytes: Array(string.utf8))
    }

    /// The root element (`<document>` in an Interface Builder document).
    public var root: IBElement { IBElement(document: self, index: 0) }

    /// How many elements the document has.
    public var elementCount: Int { elements.count }

    /// Every element in document order (each element before its children).
    public var allElements: [IBElement] { (0..<elements.count).map { IBElement(document: self, index: $0) } }

    /// Every element named `name`, in document order.
    public func elements(named name: String) -> [IBElement] {
        guard let id = nameIDs[name] else { return [] }
        var found: [IBElement] = []
        for index in elements.indices where elements[index].name == id {
            found.append(IBElement(document: self, index: index))
        }
        return found
    }

    /// Every distinct element name in the document, each with the first element that has it.
    public var distinctElementNames: [(name: String, first: IBElement)] {
        var first = [Int32](repeating: -1, count: names.count)
        for index in elements.indices where first[Int(elements[index].name)] < 0 {
            first[Int(elements[index].name)] = Int32(index)
        }
        return first.enumerated().compactMap { id, index in
            index < 0 ? nil : (names[id], IBElement(document: self, index: Int(index)))
        }
    }

    func decode(_ start: Int32, _ end: Int32, _ mode: IBDecodeMode, needsDecoding: Bool) -> String {
        bytes.withUnsafeBufferPointer { p in
            if !needsDecoding {
                return String(decoding: UnsafeBufferPointer(rebasing: p[Int(start)..<Int(end)]), as: UTF8.self)
            }
            return IBXMLDecoder.decode(p, Int(start), Int(end), mode)
        }
    }

    /// The index of attribute `name` on element `index`, or -1.
    func attributeIndex(_ index: Int, _ name: Int32) -> Int {
        let record = elements[index]
        var k = Int(record.attributeStart)
        let end = k + Int(record.attributeCount)
        while k < end {
            if attributes[k].name == name { return k }
            k += 1
        }
        return -1
    }

    func attributeValue(_ k: Int) -> String {
        let a = attributes[k]
        return decode(a.valueStart, a.valueEnd, .attribute, needsDecoding: a.needsDecoding)
    }

    /// Whether attribute `k`'s value is `string` (compared in place when the raw value needs no decoding).
    func attributeEquals(_ k: Int, _ string: String) -> Bool {
        let a = attributes[k]
        if a.needsDecoding { return attributeValue(k) == string }
        let count = Int(a.valueEnd - a.valueStart)
        var string = string
        return string.withUTF8 { utf8 in
            guard utf8.count == count else { return false }
            let start = Int(a.valueStart)
            for i in 0..<count where bytes[start + i] != utf8[i] { return false }
            return true
        }
    }
}
