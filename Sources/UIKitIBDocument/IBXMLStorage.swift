//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The parsed tree's arena: flat arrays of element, attribute, text and comment records that
// point into the document's bytes, so parsing allocates a handful of arrays, not a String per
// attribute. Values are decoded (entities, line ends) only when asked for.

/// One element in the arena. Elements are stored in document order (pre-order), so an
/// element's descendants are the records `index + 1 ..< subtreeEnd`.
struct IBElementRecord: Sendable {
    /// The interned tag name.
    var name: Int32
    /// The parent's index, or -1 for the root element.
    var parent: Int32
    /// The first and last child, or -1.
    var firstChild: Int32 = -1
    var lastChild: Int32 = -1
    /// The next sibling, or -1.
    var nextSibling: Int32 = -1
    /// One past the last descendant (set when the element closes).
    var subtreeEnd: Int32 = -1
    /// The element's attributes: `attributeStart ..< attributeStart + attributeCount`.
    var attributeStart: Int32
    var attributeCount: Int32 = 0
    /// The first of the element's text runs (linked by `IBTextRecord.next`), or -1.
    var firstText: Int32 = -1
    var lastText: Int32 = -1
    /// The comment that came right before the element's start tag, or -1.
    var comment: Int32 = -1
    /// The 1-based line of the start tag.
    var line: Int32
}

/// One attribute: an interned name and the byte range of its raw value.
struct IBAttributeRecord: Sendable {
    var name: Int32
    var valueStart: Int32
    var valueEnd: Int32
    /// The raw value holds an entity or a line break, so it must be decoded, not just copied.
    var needsDecoding: Bool
}

/// One run of character data inside an element (a run between tags, or a CDATA section).
struct IBTextRecord: Sendable {
    var start: Int32
    var end: Int32
    var isCDATA: Bool
    var needsDecoding: Bool
    var next: Int32 = -1
}

/// What decoding a raw range does.
enum IBDecodeMode {
    /// An attribute value: entities replaced; tabs and line breaks become spaces (XML's
    /// attribute-value normalization).
    case attribute
    /// Character data: entities replaced; CR LF and lone CR become LF.
    case text
    /// CDATA or a comment: only CR LF and lone CR become LF.
    case literal
}

/// Decoding of raw byte ranges (validated by the parser, so it cannot fail).
enum IBXMLDecoder {
    /// The string a raw range stands for.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ mode: IBDecodeMode) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(end - start)
        var i = start
        while i < end {
            let b = bytes[i]
            if b == UInt8(ascii: "&"), mode != .literal {
                var j = i + 1
                while j < end && bytes[j] != UInt8(ascii: ";") { j += 1 }
                if let scalar = entityScalar(bytes, i + 1, j) {
                    appendUTF8(scalar, to: &out)
                    i = j + 1
                    continue
                }
                out.append(b)
            } else if b == 0x0D {
                out.append(mode == .attribute ? 0x20 : 0x0A)
                if i + 1 < end && bytes[i + 1] == 0x0A { i += 1 }
            } else if mode == .attribute && (b == 0x0A || b == 0x09) {
                out.append(0x20)
            } else {
                out.append(b)
            }
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The scalar an entity body (between `&` and `;`) stands for, or nil when it is not valid.
    static func entityScalar(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Unicode.Scalar? {
        let count = end - start
        guard count > 0, end <= bytes.count else { return nil }
        if bytes[start] == UInt8(ascii: "#") {
            var value: UInt32 = 0
            var i = start + 1
            var radix: UInt32 = 10
            if i < end && bytes[i] == UInt8(ascii: "x") { radix = 16; i += 1 }
            guard i < end, end - i <= 8 else { return nil }
            while i < end {
                guard let digit = hexValue(bytes[i]), digit < radix else { return nil }
                value = value * radix + digit
                i += 1
            }
            guard value != 0, let scalar = Unicode.Scalar(value) else { return nil }
            // XML's Char production: tab, LF, CR and everything from U+0020 but U+FFFE/U+FFFF.
            if value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D { return nil }
            if value == 0xFFFE || value == 0xFFFF { return nil }
            return scalar
        }
        func matches(_ word: StaticString) -> Bool {
            guard word.utf8CodeUnitCount == count else { return false }
            let p = word.utf8Start
            for k in 0..<count where bytes[start + k] != p[k] { return false }
            return true
        }
        if matches("lt") { return "<" }
        if matches("gt") { return ">" }
        if matches("amp") { return "&" }
        if matches("quot") { return "\"" }
        if matches("apos") { return "'" }
        return nil
    }

    static func hexValue(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(b - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    static func appendUTF8(_ scalar: Unicode.Scalar, to out: inout [UInt8]) {
        let v = scalar.value
        if v < 0x80 {
            out.append(UInt8(v))
        } else if v < 0x800 {
            out.append(UInt8(0xC0 | (v >> 6))); out.append(UInt8(0x80 | (v & 0x3F)))
        } else if v < 0x10000 {
            out.append(UInt8(0xE0 | (v >> 12))); out.append(UInt8(0x80 | ((v >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (v & 0x3F)))
        } else {
            out.append(UInt8(0xF0 | (v >> 18))); out.append(UInt8(0x80 | ((v >> 12) & 0x3F)))
            out.append(UInt8(0x80 | ((v >> 6) & 0x3F))); out.append(UInt8(0x80 | (v & 0x3F)))
        }
    }
}
