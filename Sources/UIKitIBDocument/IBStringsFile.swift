//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// `.strings` localisation files: `"BYZ-38-t0r.title" = "Home";` entries, with comments and
// escapes, in UTF-8 or UTF-16 (with a byte order mark), as Xcode writes them beside a
// localised storyboard (`fr.lproj/Main.strings`).

/// A parsed `.strings` file: keys and their values.
///
/// ```
/// /* Class = "UILabel"; text = "Hello"; ObjectID = "abc-12-def"; */
/// "abc-12-def.text" = "Bonjour";
/// // A line comment.
/// "greeting" = "Line one\nLine two \"quoted\" \U00E9";
/// ```
///
/// Keys and values are quoted strings (or unquoted words of letters, digits and `_.-$:/`);
/// escapes are `\n \t \r \" \' \\`, `\Uxxxx`/`\uxxxx` (surrogate pairs joined) and octal
/// `\ooo`. `"key";` alone maps the key to itself. A later duplicate key replaces the earlier
/// value. A syntax error throws with its line and column.
public struct IBStringsFile: Equatable, Sendable {
    /// The entries by key.
    public var entries: [String: String]
    /// The keys in file order (a repeated key at its first place).
    public var keys: [String]

    /// Parses a file's bytes: UTF-8 or UTF-16 with a byte order mark, or UTF-8 without.
    public init(data: Data) throws(IBDocumentError) {
        try self.init(string: IBStringsFile.decodeText([UInt8](data)))
    }

    /// Parses text.
    public init(string: String) throws(IBDocumentError) {
        var parser = Parser(Array(string.unicodeScalars))
        try parser.parse()
        entries = parser.entries
        keys = parser.keys
    }

    /// The value for `key`, or nil.
    public subscript(_ key: String) -> String? { entries[key] }

    /// The localised value of an Interface Builder object's property: the entry
    /// `"objectID.property"` (`"abc-12-def.text"`, `"xyz-34-uvw.normalTitle"`), or nil.
    public func value(objectID: String, property: String) -> String? {
        entries["\(objectID).\(property)"]
    }

    private static func decodeText(_ bytes: [UInt8]) throws(IBDocumentError) -> String {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return try utf8(Array(bytes.dropFirst(3)))
        }
        if bytes.starts(with: [0xFF, 0xFE]) { return try utf16(bytes, from: 2, littleEndian: true) }
        if bytes.starts(with: [0xFE, 0xFF]) { return try utf16(bytes, from: 2, littleEndian: false) }
        // UTF-16 without a byte order mark: ASCII text has a zero in every other byte.
        if bytes.count >= 2 && bytes.count % 2 == 0 && !bytes.contains(where: { $0 >= 0x80 }) {
            if bytes[1] == 0 && bytes[0] != 0 { return try utf16(bytes, from: 0, littleEndian: true) }
            if bytes[0] == 0 && bytes[1] != 0 { return try utf16(bytes, from: 0, littleEndian: false) }
        }
        return try utf8(bytes)
    }

    private static func utf8(_ bytes: [UInt8]) throws(IBDocumentError) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var valid = 0
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let s): valid += s.utf8.count
            case .emptyInput, .error: break loop
            }
        }
        let prefix = String(decoding: bytes[..<valid], as: UTF8.self)
        let lines = prefix.split(separator: "\n", omittingEmptySubsequences: false)
        throw IBDocumentError(.invalidEncoding, "the .strings file is neither valid UTF-8 nor UTF-16 with a byte order mark",
                              line: lines.count, column: (lines.last?.count ?? 0) + 1)
    }

    private static func utf16(_ bytes: [UInt8], from start: Int, littleEndian: Bool) throws(IBDocumentError) -> String {
        guard (bytes.count - start) % 2 == 0 else {
            throw IBDocumentError(.invalidEncoding, "the UTF-16 .strings file has an odd number of bytes", line: 1, column: 1)
        }
        var units: [UInt16] = []
        units.reserveCapacity((bytes.count - start) / 2)
        var i = start
        while i + 1 < bytes.count {
            let a = UInt16(bytes[i]), b = UInt16(bytes[i + 1])
            units.append(littleEndian ? a | b << 8 : a << 8 | b)
            i += 2
        }
        guard let text = String(validating: units, as: UTF16.self) else {
            throw IBDocumentError(.invalidEncoding, "the .strings file has an unpaired UTF-16 surrogate", line: 1, column: 1)
        }
        return text
    }

    /// A recursive-descent-free scanner over the file's scalars.
    private struct Parser {
        let s: [Unicode.Scalar]
        var i = 0
        var line = 1
        var lineStart = 0
        var entries: [String: String] = [:]
        var keys: [String] = []

        init(_ s: [Unicode.Scalar]) { self.s = s }

        func error(_ message: String, at offset: Int? = nil) -> IBDocumentError {
            let at = offset ?? i
            // Recount the line for an earlier offset (a string's opening quote).
            var l = 1, start = 0
            for k in 0..<min(at, s.count) where s[k] == "\n" { l += 1; start = k + 1 }
            return IBDocumentError(.syntax, message, line: l, column: at - start + 1)
        }

        mutating func advance() {
            if s[i] == "\n" { line += 1; lineStart = i + 1 }
            i += 1
        }

        mutating func skipSpaceAndComments() throws(IBDocumentError) {
            while i < s.count {
                let c = s[i]
                if c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{FEFF}" {
                    advance()
                } else if c == "/" && i + 1 < s.count && s[i + 1] == "*" {
                    let start = i
                    i += 2
                    while i < s.count && !(s[i] == "*" && i + 1 < s.count && s[i + 1] == "/") { advance() }
                    guard i < s.count else { throw error("a /* comment is never closed", at: start) }
                    i += 2
                } else if c == "/" && i + 1 < s.count && s[i + 1] == "/" {
                    while i < s.count && s[i] != "\n" { i += 1 }
                } else {
                    return
                }
            }
        }

        static func isWordScalar(_ c: Unicode.Scalar) -> Bool {
            (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || (c >= "0" && c <= "9")
                || c == "_" || c == "." || c == "-" || c == "$" || c == ":" || c == "/"
        }

        mutating func token(_ what: String) throws(IBDocumentError) -> String {
            guard i < s.count else { throw error("the file ends where \(what) was expected") }
            if s[i] == "\"" { return try quoted() }
            guard Parser.isWordScalar(s[i]) else { throw error("expected \(what), found '\(s[i])'") }
            var word = String.UnicodeScalarView()
            while i < s.count && Parser.isWordScalar(s[i]) { word.append(s[i]); i += 1 }
            return String(word)
        }

        mutating func quoted() throws(IBDocumentError) -> String {
            let start = i
            i += 1
            var out = String.UnicodeScalarView()
            var pendingHigh: UInt32?
            while true {
                guard i < s.count else { throw error("a quoted string is never closed", at: start) }
                let c = s[i]
                if c == "\"" { i += 1; break }
                if c != "\\" {
                    advance()
                    out.append(c)
                    continue
                }
                i += 1
                guard i < s.count else { throw error("a quoted string is never closed", at: start) }
                let e = s[i]
                i += 1
                switch e {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "a": out.append("\u{07}")
                case "b": out.append("\u{08}")
                case "f": out.append("\u{0C}")
                case "v": out.append("\u{0B}")
                case "U", "u":
                    var value: UInt32 = 0
                    var digits = 0
                    while digits < 4 && i < s.count, let d = IBXMLDecoder.hexValue(UInt8(truncatingIfNeeded: s[i].value)), s[i].isASCII {
                        value = value * 16 + d; i += 1; digits += 1
                    }
                    guard digits > 0 else { throw error("\\\(e) must be followed by hexadecimal digits", at: i - 2) }
                    if (0xD800...0xDBFF).contains(value) { pendingHigh = value; continue }
                    if (0xDC00...0xDFFF).contains(value) {
                        guard let high = pendingHigh else { throw error("unpaired surrogate \\U\(String(value, radix: 16))", at: i - digits - 2) }
                        value = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(value) else { throw error("invalid character \\U\(String(value, radix: 16))", at: i - digits - 2) }
                    out.append(scalar)
                case "0"..."7":
                    var value = e.value - 0x30
                    var digits = 1
                    while digits < 3 && i < s.count && s[i] >= "0" && s[i] <= "7" { value = value * 8 + s[i].value - 0x30; i += 1; digits += 1 }
                    out.append(Unicode.Scalar(value) ?? "?")
                case "\n":
                    line += 1; lineStart = i
                    out.append("\n")
                default:
                    out.append(e)
                }
                pendingHigh = nil
            }
            guard pendingHigh == nil else { throw error("unpaired surrogate in a quoted string", at: start) }
            return String(out)
        }

        mutating func parse() throws(IBDocumentError) {
            while true {
                try skipSpaceAndComments()
                guard i < s.count else { return }
                let key = try token("a key")
                try skipSpaceAndComments()
                var value = key
                if i < s.count && s[i] == "=" {
                    i += 1
                    try skipSpaceAndComments()
                    value = try token("a value after '='")
                    try skipSpaceAndComments()
                }
                guard i < s.count else { throw error("the file ends before the ';' after \"\(key)\"") }
                guard s[i] == ";" else { throw error("expected ';' after the entry \"\(key)\", found '\(s[i])'") }
                i += 1
                if entries.updateValue(value, forKey: key) == nil { keys.append(key) }
            }
        }
    }
}
