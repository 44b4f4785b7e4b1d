//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
import UIKitIBDocument

@Suite struct StringsFileTests {
    static let sample = #"""
    /* Class = "UILabel"; text = "Pick & choose"; ObjectID = "Lbl-aa-001"; */
    "Lbl-aa-001.text" = "Choisissez";

    // A line comment, then an entry with escapes.
    "Btn-aa-001.normalTitle" = "Détails \"ici\"\nTab\there \\ \U00E9\u00e8 \UD83C\UDF4E \101";
    unquoted_key = "v";
    "selfKeyed";
    "Lbl-aa-001.text" = "Choisissez un fruit";
    """#

    @Test func entriesCommentsAndEscapes() throws {
        let file = try IBStringsFile(string: Self.sample)
        #expect(file.keys == ["Lbl-aa-001.text", "Btn-aa-001.normalTitle", "unquoted_key", "selfKeyed"])
        #expect(file.value(objectID: "Lbl-aa-001", property: "text") == "Choisissez un fruit", "a later duplicate wins")
        #expect(file["Btn-aa-001.normalTitle"] == "Détails \"ici\"\nTab\there \\ éè 🍎 A")
        #expect(file["unquoted_key"] == "v")
        #expect(file["selfKeyed"] == "selfKeyed")
        #expect(file["missing"] == nil)
    }

    @Test func utf16WithEitherByteOrderAndUTF8WithABOM() throws {
        let text = "\"k\" = \"välue\";\n"
        let le = Data([0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        let be = Data([0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        let bom8 = Data([0xEF, 0xBB, 0xBF] + Array(text.utf8))
        for data in [le, be, bom8, Data(text.utf8)] {
            #expect(try IBStringsFile(data: data)["k"] == "välue")
        }
        let ascii16 = Data("\"a\" = \"b\";".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(try IBStringsFile(data: ascii16)["a"] == "b", "UTF-16 without a byte order mark")
    }

    @Test func syntaxErrorsCarryTheirLine() throws {
        let cases: [(String, Int)] = [
            ("\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";", 3),
            ("\"a\" = \"b\";\n\n\"c\" = \"never closed;", 3),
            ("/* open comment\n\"a\" = \"b\";", 1),
            ("\"a\" = ;", 1),
            ("\"a\" = \"b\"", 1),
            ("\"a\"\n=\n\"b\" junk;", 3),
            ("\"a\" = \"\\UD800\";", 1),
            ("= \"b\";", 1),
        ]
        for (text, line) in cases {
            do {
                _ = try IBStringsFile(string: text)
                Issue.record("expected an error for \(text)")
            } catch {
                #expect(error.line == line, "\(text): \(error)")
                #expect(!error.message.isEmpty)
            }
        }
    }

    @Test func invalidBytesAreAnEncodingError() throws {
        do {
            _ = try IBStringsFile(data: Data(Array("\"a\" = \"b\";\n\"c\" = \"".utf8) + [0xFF, 0x41, 0x22, 0x3B]))
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .invalidEncoding)
            #expect(error.line == 2)
        }
        #expect(throws: IBDocumentError.self) { try IBStringsFile(data: Data([0xFF, 0xFE, 0x41])) }
    }

    @Test func anEmptyFileHasNoEntries() throws {
        #expect(try IBStringsFile(string: "").entries.isEmpty)
        #expect(try IBStringsFile(string: "/* only */ // comments\n").keys.isEmpty)
    }
}
