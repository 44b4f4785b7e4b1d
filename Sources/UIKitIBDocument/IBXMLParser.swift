//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The XML parser: one pass over UTF-8 bytes into the arena, with an explicit stack of open
// elements (never recursion, so any depth is safe). It checks well-formedness as it goes (tag
// matching, attribute syntax, duplicate attributes, entity references) and stops at the first
// problem with its line and column. Tag and attribute names are interned while they are
// scanned (a hash over the bytes, compared in place), so a name costs no allocation after its
// first occurrence. The XML declaration, DOCTYPE and processing instructions are skipped.

/// The parser's output: everything `IBXMLDocument` keeps.
struct IBXMLParseResult {
    var elements: [IBElementRecord] = []
    var attributes: [IBAttributeRecord] = []
    var texts: [IBTextRecord] = []
    var comments: [Range<Int32>] = []
    var names: [String] = []
}

/// A one-pass, non-recursive XML parser over validated UTF-8.
struct IBXMLParser {
    private let p: UnsafeBufferPointer<UInt8>
    private let n: Int
    private var result = IBXMLParseResult()
    /// Interned names: where each was first seen, and its hash.
    private var nameStarts: [Int32] = []
    private var nameLengths: [Int32] = []
    private var nameHashes: [UInt32] = []
    /// Open-addressing table of name ids + 1 (0 = empty).
    private var table = [Int32](repeating: 0, count: 1024)
    /// Lines counted so far (lazily, as element starts move forward).
    private var lineCountedTo = 0
    private var line: Int32 = 1

    private init(_ p: UnsafeBufferPointer<UInt8>) {
        self.p = p
        self.n = p.count
    }

    /// Parses `bytes` (UTF-8, with or without a byte order mark).
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(IBDocumentError) -> IBXMLParseResult {
        guard bytes.count < Int(Int32.max) else {
            throw IBDocumentError(.syntax, "the document is larger than 2 GB", line: 1, column: 1)
        }
        if let bad = IBUTF8Validator.firstInvalidOffset(bytes) {
            let (line, column) = IBXMLParser.lineAndColumn(bytes, bad.offset)
            throw IBDocumentError(.invalidEncoding, bad.message, line: line, column: column)
        }
        var parser = IBXMLParser(bytes)
        try parser.run()
        return parser.result
    }

    /// The 1-based line and column (in characters) of byte `offset`.
    static func lineAndColumn(_ p: UnsafeBufferPointer<UInt8>, _ offset: Int) -> (Int, Int) {
        var line = 1, column = 1
        var i = 0
        let end = min(offset, p.count)
        while i < end {
            let b = p[i]
            if b == 0x0A { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return (line, column)
    }

    private func error(_ kind: IBDocumentError.Kind, _ message: String, at offset: Int) -> IBDocumentError {
        let (line, column) = IBXMLParser.lineAndColumn(p, offset)
        return IBDocumentError(kind, message, line: line, column: column)
    }

    private mutating func lineAt(_ offset: Int) -> Int32 {
        var i = lineCountedTo
        var count: Int32 = 0
        while i < offset {
            if p[i] == 0x0A { count += 1 }
            i += 1
        }
        lineCountedTo = offset
        line += count
        return line
    }

    private func snippet(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: p[start..<min(end, start + 60)]), as: UTF8.self)
    }

    // MARK: Names

    private static let nameClass: [UInt8] = {
        // 0: not in a name, 1: may continue a name, 2: may start (and continue) a name.
        var table = [UInt8](repeating: 0, count: 256)
        for b in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(b)] = 2 }
        for b in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(b)] = 2 }
        table[Int(UInt8(ascii: "_"))] = 2
        table[Int(UInt8(ascii: ":"))] = 2
        for b in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(b)] = 1 }
        table[Int(UInt8(ascii: "-"))] = 1
        table[Int(UInt8(ascii: "."))] = 1
        for b in 0x80...0xFF { table[b] = 2 }
        return table
    }()

    @inline(__always) private static func isSpace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D
    }

    /// Scans a name at `i` and interns it; returns its id and moves `i` past it.
    private mutating func scanName(_ i: inout Int, what: String) throws(IBDocumentError) -> Int32 {
        let start = i
        guard i < n else { throw error(.unexpectedEnd, "the document ends where \(what) was expected", at: i) }
        guard IBXMLParser.nameClass[Int(p[i])] == 2 else {
            throw error(.syntax, "expected \(what), found '\(snippet(i, i + 1))'", at: i)
        }
        var hash: UInt32 = 2_166_136_261
        while i < n {
            let b = p[i]
            if IBXMLParser.nameClass[Int(b)] == 0 { break }
            hash = (hash ^ UInt32(b)) &* 16_777_619
            i += 1
        }
        return intern(start, i - start, hash)
    }

    private mutating func intern(_ start: Int, _ length: Int, _ hash: UInt32) -> Int32 {
        var mask = table.count - 1
        var slot = Int(hash) & mask
        while true {
            let entry = table[slot]
            if entry == 0 { break }
            let id = Int(entry - 1)
            if nameHashes[id] == hash && Int(nameLengths[id]) == length {
                let other = Int(nameStarts[id])
                var equal = true
                for k in 0..<length where p[start + k] != p[other + k] { equal = false; break }
                if equal { return Int32(id) }
            }
            slot = (slot + 1) & mask
        }
        let id = Int32(nameStarts.count)
        nameStarts.append(Int32(start))
        nameLengths.append(Int32(length))
        nameHashes.append(hash)
        result.names.append(String(decoding: UnsafeBufferPointer(rebasing: p[start..<start + length]), as: UTF8.self))
        table[slot] = id + 1
        if nameStarts.count * 2 > table.count {
            table = [Int32](repeating: 0, count: table.count * 2)
            mask = table.count - 1
            for (k, h) in nameHashes.enumerated() {
                var s = Int(h) & mask
                while table[s] != 0 { s = (s + 1) & mask }
                table[s] = Int32(k + 1)
            }
        }
        return id
    }

    // MARK: Entities

    /// Checks the reference at `i` (an `&`) and returns the offset after its `;`.
    private func checkEntity(_ i: Int, end: Int) throws(IBDocumentError) -> Int {
        var j = i + 1
        while j < end && j - i <= 12 && p[j] != UInt8(ascii: ";") { j += 1 }
        guard j < end && p[j] == UInt8(ascii: ";") else {
            throw error(.badEntity, "'&' must start an entity reference such as &amp; (found '\(snippet(i, min(j, end)))')", at: i)
        }
        guard IBXMLDecoder.entityScalar(p, i + 1, j) != nil else {
            throw error(.badEntity, "unknown or invalid entity reference '\(snippet(i, j + 1))'", at: i)
        }
        return j + 1
    }

    // MARK: The main loop

    private mutating func run() throws(IBDocumentError) {
        var i = 0
        if n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF { i = 3 }
        var stack: [Int32] = []
        var pendingComment: Int32 = -1
        var sawRoot = false
        while i < n {
            // Character data up to the next '<'.
            let textStart = i
            var needsDecoding = false
            var onlySpace = true
            while i < n {
                let b = p[i]
                if b == UInt8(ascii: "<") { break }
                if b == UInt8(ascii: "&") {
                    i = try checkEntity(i, end: n)
                    needsDecoding = true
                    onlySpace = false
                    continue
                }
                if b == 0x0D { needsDecoding = true } else if !IBXMLParser.isSpace(b) { onlySpace = false }
                i += 1
            }
            if i > textStart {
                if let top = stack.last {
                    // Whitespace between tags is layout, not content: it is kept only as the
                    // whole content of an element without children (`<string> </string>`).
                    let keep = !onlySpace || (i < n - 1 && p[i + 1] == UInt8(ascii: "/")
                                              && result.elements[Int(top)].firstChild < 0)
                    if keep { addText(to: top, textStart, i, isCDATA: false, needsDecoding: needsDecoding) }
                } else if !onlySpace {
                    throw error(.syntax, "text outside the root element: '\(snippet(textStart, i))'", at: textStart)
                }
            }
            if i >= n { break }
            // A tag.
            guard i + 1 < n else { throw error(.unexpectedEnd, "the document ends inside a tag", at: i) }
            let next = p[i + 1]
            if next == UInt8(ascii: "?") {
                i = try skip(past: "?>", from: i + 2, what: "processing instruction", start: i)
            } else if next == UInt8(ascii: "!") {
                if matches("<!--", at: i) {
                    let bodyStart = i + 4
                    let end = try find("-->", from: bodyStart, what: "comment", start: i)
                    result.comments.append(Int32(bodyStart)..<Int32(end))
                    pendingComment = Int32(result.comments.count - 1)
                    i = end + 3
                } else if matches("<![CDATA[", at: i) {
                    let bodyStart = i + 9
                    let end = try find("]]>", from: bodyStart, what: "CDATA section", start: i)
                    guard let top = stack.last else {
                        throw error(.syntax, "a CDATA section outside the root element", at: i)
                    }
                    addText(to: top, bodyStart, end, isCDATA: true, needsDecoding: true)
                    i = end + 3
                } else if matches("<!DOCTYPE", at: i) {
                    i = try skipDoctype(i)
                } else {
                    throw error(.syntax, "'<!' must start a comment, a CDATA section or a DOCTYPE", at: i)
                }
            } else if next == UInt8(ascii: "/") {
                let tagStart = i
                i += 2
                let name = try scanName(&i, what: "a closing tag's name")
                while i < n && IBXMLParser.isSpace(p[i]) { i += 1 }
                guard i < n else { throw error(.unexpectedEnd, "the document ends inside a closing tag", at: tagStart) }
                guard p[i] == UInt8(ascii: ">") else {
                    throw error(.syntax, "expected '>' to end the closing tag </\(result.names[Int(name)])>", at: i)
                }
                i += 1
                guard let top = stack.last else {
                    throw error(.mismatchedTag, "closing tag </\(result.names[Int(name)])> has no open element to close", at: tagStart)
                }
                let open = result.elements[Int(top)]
                guard open.name == name else {
                    throw error(.mismatchedTag, "closing tag </\(result.names[Int(name)])> does not match <\(result.names[Int(open.name)])> opened on line \(open.line)", at: tagStart)
                }
                result.elements[Int(top)].subtreeEnd = Int32(result.elements.count)
                stack.removeLast()
                pendingComment = -1
            } else {
                let tagStart = i
                if stack.isEmpty && sawRoot {
                    throw error(.syntax, "a second root element after the document's root element", at: i)
                }
                i += 1
                let name = try scanName(&i, what: "an element name after '<'")
                let index = Int32(result.elements.count)
                let parent = stack.last ?? -1
                var record = IBElementRecord(name: name, parent: parent,
                                             attributeStart: Int32(result.attributes.count), line: lineAt(tagStart))
                record.comment = pendingComment
                pendingComment = -1
                let selfClosing = try scanAttributes(&i, into: &record, tagStart: tagStart)
                if selfClosing { record.subtreeEnd = index + 1 }
                result.elements.append(record)
                if parent >= 0 {
                    let last = result.elements[Int(parent)].lastChild
                    if last >= 0 { result.elements[Int(last)].nextSibling = index } else { result.elements[Int(parent)].firstChild = index }
                    result.elements[Int(parent)].lastChild = index
                }
                sawRoot = true
                if !selfClosing { stack.append(index) }
            }
        }
        if let top = stack.last {
            let open = result.elements[Int(top)]
            throw error(.unclosedTag, "the document ends before <\(result.names[Int(open.name)])> opened on line \(open.line) is closed", at: n)
        }
        if !sawRoot { throw error(.syntax, "the document has no root element", at: n) }
    }

    /// Scans attributes up to `>` or `/>`; returns whether the tag closes itself.
    private mutating func scanAttributes(_ i: inout Int, into record: inout IBElementRecord, tagStart: Int) throws(IBDocumentError) -> Bool {
        while true {
            let before = i
            while i < n && IBXMLParser.isSpace(p[i]) { i += 1 }
            guard i < n else { throw error(.unexpectedEnd, "the document ends inside the tag <\(result.names[Int(record.name)])>", at: tagStart) }
            let b = p[i]
            if b == UInt8(ascii: ">") { i += 1; return false }
            if b == UInt8(ascii: "/") {
                guard i + 1 < n else { throw error(.unexpectedEnd, "the document ends inside the tag <\(result.names[Int(record.name)])>", at: tagStart) }
                guard p[i + 1] == UInt8(ascii: ">") else { throw error(.syntax, "expected '>' after '/' in a tag", at: i + 1) }
                i += 2
                return true
            }
            guard IBXMLParser.nameClass[Int(b)] == 2 else {
                throw error(.syntax, "unexpected '\(snippet(i, i + 1))' in the tag <\(result.names[Int(record.name)])>", at: i)
            }
            guard i > before else {
                throw error(.syntax, "attributes must be separated by whitespace in <\(result.names[Int(record.name)])>", at: i)
            }
            let nameStart = i
            let name = try scanName(&i, what: "an attribute name")
            while i < n && IBXMLParser.isSpace(p[i]) { i += 1 }
            guard i < n else { throw error(.unexpectedEnd, "the document ends inside an attribute", at: nameStart) }
            guard p[i] == UInt8(ascii: "=") else {
                throw error(.syntax, "expected '=' after the attribute name '\(result.names[Int(name)])'", at: i)
            }
            i += 1
            while i < n && IBXMLParser.isSpace(p[i]) { i += 1 }
            guard i < n else { throw error(.unexpectedEnd, "the document ends inside an attribute", at: nameStart) }
            let quote = p[i]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                throw error(.syntax, "the value of '\(result.names[Int(name)])' must be in quotes", at: i)
            }
            i += 1
            let valueStart = i
            var needsDecoding = false
            while true {
                guard i < n else {
                    throw error(.unexpectedEnd, "the document ends inside the value of '\(result.names[Int(name)])'", at: valueStart - 1)
                }
                let c = p[i]
                if c == quote { break }
                if c == UInt8(ascii: "&") { i = try checkEntity(i, end: n); needsDecoding = true; continue }
                if c == UInt8(ascii: "<") {
                    throw error(.syntax, "'<' is not allowed in the value of '\(result.names[Int(name)])' (write &lt;)", at: i)
                }
                if c < 0x20 { needsDecoding = true }
                i += 1
            }
            let start = Int(record.attributeStart)
            for k in start..<result.attributes.count where result.attributes[k].name == name {
                throw error(.duplicateAttribute, "attribute '\(result.names[Int(name)])' appears twice in <\(result.names[Int(record.name)])>", at: nameStart)
            }
            result.attributes.append(IBAttributeRecord(name: name, valueStart: Int32(valueStart), valueEnd: Int32(i), needsDecoding: needsDecoding))
            record.attributeCount += 1
            i += 1
        }
    }

    private mutating func addText(to element: Int32, _ start: Int, _ end: Int, isCDATA: Bool, needsDecoding: Bool) {
        let index = Int32(result.texts.count)
        result.texts.append(IBTextRecord(start: Int32(start), end: Int32(end), isCDATA: isCDATA, needsDecoding: needsDecoding))
        let last = result.elements[Int(element)].lastText
        if last >= 0 { result.texts[Int(last)].next = index } else { result.elements[Int(element)].firstText = index }
        result.elements[Int(element)].lastText = index
    }

    // MARK: Skipping

    private func matches(_ word: StaticString, at i: Int) -> Bool {
        let count = word.utf8CodeUnitCount
        guard i + count <= n else { return false }
        let w = word.utf8Start
        for k in 0..<count where p[i + k] != w[k] { return false }
        return true
    }

    /// The offset of the next `terminator` from `from`, or an unexpected-end error.
    private func find(_ terminator: StaticString, from: Int, what: String, start: Int) throws(IBDocumentError) -> Int {
        let first = terminator.utf8Start[0]
        var i = from
        while i < n {
            if p[i] == first && matches(terminator, at: i) { return i }
            i += 1
        }
        throw error(.unexpectedEnd, "the document ends inside a \(what) (no closing '\(terminator)')", at: start)
    }

    private func skip(past terminator: StaticString, from: Int, what: String, start: Int) throws(IBDocumentError) -> Int {
        try find(terminator, from: from, what: what, start: start) + terminator.utf8CodeUnitCount
    }

    /// Skips `<!DOCTYPE …>`, including an internal subset in brackets.
    private func skipDoctype(_ start: Int) throws(IBDocumentError) -> Int {
        var i = start + 9
        var depth = 0
        var quote: UInt8 = 0
        while i < n {
            let b = p[i]
            if quote != 0 {
                if b == quote { quote = 0 }
            } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                quote = b
            } else if b == UInt8(ascii: "[") {
                depth += 1
            } else if b == UInt8(ascii: "]") {
                depth -= 1
            } else if b == UInt8(ascii: ">") && depth <= 0 {
                return i + 1
            }
            i += 1
        }
        throw error(.unexpectedEnd, "the document ends inside the DOCTYPE", at: start)
    }
}
