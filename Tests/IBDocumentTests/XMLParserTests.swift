//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
import UIKitIBDocument

/// Parses `text`, expecting an error; returns it.
func parseError(_ text: String) -> IBDocumentError? {
    parseError(Array(text.utf8))
}

/// Parses `bytes`, expecting an error; returns it.
func parseError(_ bytes: [UInt8]) -> IBDocumentError? {
    do {
        _ = try IBXMLDocument(bytes: bytes)
        return nil
    } catch {
        return error
    }
}

@Suite struct XMLParserTests {
    @Test func elementsAttributesAndTextInDocumentOrder() throws {
        let xml = try IBXMLDocument(string: """
        <?xml version="1.0" encoding="UTF-8"?>
        <root a="1" b='two'>
            <child key="frame" id="x-1"/>
            <child key="bounds">text</child>
            <other/>
        </root>
        """)
        let root = xml.root
        #expect(root.name == "root")
        #expect(root.attributes == [IBAttribute(name: "a", value: "1"), IBAttribute(name: "b", value: "two")])
        #expect(root["b"] == "two")
        #expect(root.attribute("missing") == nil)
        #expect(root.children.map(\.name) == ["child", "child", "other"])
        #expect(root.child(key: "bounds")?.text == "text")
        #expect(root.child(key: "frame")?.id == "x-1")
        #expect(root.children(named: "child").count == 2)
        #expect(root.child(named: "other")?.line == 5)
        #expect(root.child(named: "other")?.parent == root)
        #expect(root.text == "", "whitespace between child elements is not text")
        #expect(xml.elementCount == 4)
    }

    @Test func entitiesAreDecodedInAttributesAndText() throws {
        let xml = try IBXMLDocument(string: #"<a t="&lt;b&gt; &amp; &quot;c&quot; &apos;d&apos; &#65;&#x42;&#x1F34E;">x &lt; y &#233;</a>"#)
        #expect(xml.root["t"] == "<b> & \"c\" 'd' AB🍎")
        #expect(xml.root.text == "x < y é")
    }

    @Test func lineBreaksInAttributesBecomeSpacesAndEncodedOnesStay() throws {
        let xml = try IBXMLDocument(string: "<a t=\"one\ntwo\" u=\"one&#10;two\">l1\r\nl2</a>")
        #expect(xml.root["t"] == "one two")
        #expect(xml.root["u"] == "one\ntwo")
        #expect(xml.root.text == "l1\nl2")
    }

    @Test func cdataCommentsDoctypeAndProcessingInstructions() throws {
        let xml = try IBXMLDocument(string: """
        <?xml version="1.0"?>
        <!DOCTYPE doc [ <!ENTITY x "y"> ]>
        <?custom instruction?>
        <doc>
            <!--Home Scene-->
            <scene id="s1"/>
            <scene id="s2"/>
            <string key="text"><![CDATA[a <b> & c]]> tail</string>
            <!-- trailing -->
        </doc>
        """)
        let scenes = xml.root.children(named: "scene")
        #expect(scenes[0].precedingComment == "Home Scene")
        #expect(scenes[1].precedingComment == nil)
        #expect(xml.root.child(named: "string")?.text == "a <b> & c tail")
    }

    @Test func whitespaceOnlyTextIsKeptInAnElementWithoutChildren() throws {
        let xml = try IBXMLDocument(string: "<a><string key=\"text\">  </string><b/> </a>")
        #expect(xml.root.child(named: "string")?.text == "  ")
        #expect(xml.root.text == "")
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let xml = try IBXMLDocument(bytes: [0xEF, 0xBB, 0xBF] + Array("<a/>".utf8))
        #expect(xml.root.name == "a")
    }

    @Test func descendantsAndContainment() throws {
        let xml = try IBXMLDocument(string: "<a><b><c/><c/></b><c/></a>")
        #expect(xml.root.descendants.map(\.name) == ["b", "c", "c", "c"])
        let b = try #require(xml.root.child(named: "b"))
        #expect(b.descendants(named: "c").count == 2)
        #expect(xml.root.descendants(named: "c").count == 3)
        #expect(b.contains(b.children[1]))
        #expect(!b.contains(xml.root.children[1]))
        #expect(xml.elements(named: "c").count == 3)
    }

    @Test func mismatchedTagReportsBothNamesAndWhere() throws {
        let error = try #require(parseError("<a>\n  <b>\n  </c>\n</a>"))
        #expect(error.kind == .mismatchedTag)
        #expect(error.line == 3 && error.column == 3)
        #expect(error.message.contains("</c>") && error.message.contains("<b>") && error.message.contains("line 2"))
    }

    @Test func unclosedAndTruncatedDocuments() throws {
        let unclosed = try #require(parseError("<a>\n<b>\n"))
        #expect(unclosed.kind == .unclosedTag)
        #expect(unclosed.message.contains("<b>"))
        for truncated in ["<a><b x=\"1", "<a><b x=", "<a><b", "<a><!-- c", "<a><![CDATA[x", "<", "<a></a"] {
            let error = try #require(parseError(truncated), "\(truncated)")
            #expect(error.kind == .unexpectedEnd, "\(truncated): \(error)")
        }
    }

    @Test func badEntitiesAreErrors() throws {
        for text in ["<a t=\"&nbsp;\"/>", "<a>&#0;</a>", "<a>& b</a>", "<a t=\"&#xD800;\"/>", "<a>&#x110000;</a>", "<a>&amp</a>"] {
            let error = try #require(parseError(text), "\(text)")
            #expect(error.kind == .badEntity, "\(text): \(error)")
        }
    }

    @Test func invalidUTF8AndControlCharactersAreErrorsWithTheirPosition() throws {
        let error = try #require(parseError(Array("<a>\n  ".utf8) + [0xC3, 0x28] + Array("</a>".utf8)))
        #expect(error.kind == .invalidEncoding)
        #expect(error.line == 2 && error.column == 3)
        #expect(parseError(Array("<a>".utf8) + [0xED, 0xA0, 0x80] + Array("</a>".utf8))?.kind == .invalidEncoding)
        #expect(parseError(Array("<a>".utf8) + [0xC0, 0x80] + Array("</a>".utf8))?.kind == .invalidEncoding)
        #expect(parseError(Array("<a>".utf8) + [0x00] + Array("</a>".utf8))?.kind == .invalidEncoding)
        #expect(parseError(Array("<a>".utf8) + [0xE2, 0x82])?.kind == .invalidEncoding)
    }

    @Test func duplicateAttributesAreErrors() throws {
        let error = try #require(parseError("<a id=\"1\" key=\"k\" id=\"2\"/>"))
        #expect(error.kind == .duplicateAttribute)
        #expect(error.message.contains("'id'"))
        #expect(error.column == 19)
    }

    @Test func otherSyntaxErrors() throws {
        let cases = ["", "   ", "text", "<a/><b/>", "<a/>tail", "<a x=1/>", "<a x/>", "<a x=\"1\"y=\"2\"/>",
                     "<a x=\"<\"/>", "<1a/>", "</a>", "<a></a></b>", "<a><!x></a>", "<a>< b/></a>"]
        for text in cases {
            let error = try #require(parseError(text), "\(text)")
            #expect(error.line >= 1 && error.column >= 1 && !error.message.isEmpty)
        }
        #expect(parseError("</a>")?.kind == .mismatchedTag)
        #expect(parseError("<a/><b/>")?.message.contains("second root") == true)
        #expect(parseError("<a x=\"1\"y=\"2\"/>")?.message.contains("separated by whitespace") == true)
        #expect(parseError("<ax=\"1\"/>")?.message == "unexpected '=' in the tag <ax>")
        #expect(parseError("<a>\n  <b c=\"1\" c=\"2\"/></a>")?.line == 2)
    }

    @Test func deepNestingDoesNotOverflowTheStack() throws {
        let depth = 100_000
        var bytes: [UInt8] = []
        bytes.reserveCapacity(depth * 8)
        for _ in 0..<depth { bytes += Array("<v>".utf8) }
        for _ in 0..<depth { bytes += Array("</v>".utf8) }
        let xml = try IBXMLDocument(bytes: bytes)
        #expect(xml.elementCount == depth)
        #expect(xml.root.descendants.count == depth - 1)
        // And unclosed at that depth is a clean error.
        let error = try #require(parseError(Array(bytes.prefix(depth * 3 + 4))))
        #expect(error.kind == .unclosedTag)
    }

    @Test func errorsDescribeThemselvesWithLineAndColumn() throws {
        let error = try #require(parseError("<a>\n<b></a>"))
        #expect(error.description.hasPrefix("line 2, column 4: "))
    }
}
