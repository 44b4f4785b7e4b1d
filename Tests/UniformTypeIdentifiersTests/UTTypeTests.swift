//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UniformTypeIdentifiers

/// `UTType` as on Apple's systems: identifiers, tags both ways, conformance, dynamic types.
@Suite struct UTTypeTests {
    @Test func constantsHaveApplesIdentifiersAndTags() {
        #expect(UTType.png.identifier == "public.png")
        #expect(UTType.jpeg.identifier == "public.jpeg")
        #expect(UTType.pdf.identifier == "com.adobe.pdf")
        #expect(UTType.plainText.identifier == "public.plain-text")
        #expect(UTType.folder.identifier == "public.folder")
        #expect(UTType.movie.identifier == "public.movie")
        #expect(UTType.png.preferredFilenameExtension == "png")
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg")
        #expect(UTType.jpeg.preferredMIMEType == "image/jpeg")
        #expect(UTType.pdf.preferredMIMEType == "application/pdf")
        #expect(UTType.image.preferredFilenameExtension == nil)
        #expect(UTType.json.tags[.mimeType] == ["application/json"])
        #expect("\(UTType.png)" == "public.png")
    }

    @Test func tagsLeadToTheirTypes() {
        #expect(UTType(filenameExtension: "jpg") == .jpeg)
        #expect(UTType(filenameExtension: "PNG") == .png)
        #expect(UTType(filenameExtension: "txt") == .plainText)
        #expect(UTType(mimeType: "application/pdf") == .pdf)
        #expect(UTType(mimeType: "image/png") == .png)
        #expect(UTType(filenameExtension: "") == nil)
        #expect(UTType("public.png") == .png)
        #expect(UTType("com.example.nothing") == nil)
        // An extension no type of the asked kind has: a dynamic type.
        #expect(UTType(filenameExtension: "png", conformingTo: .text)?.isDynamic == true)
    }

    @Test func conformanceFollowsTheHierarchy() {
        #expect(UTType.png.conforms(to: .image))
        #expect(UTType.png.conforms(to: .data))
        #expect(UTType.png.conforms(to: .item))
        #expect(UTType.png.conforms(to: .content))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType.json.conforms(to: .text))
        #expect(UTType.folder.conforms(to: .directory))
        #expect(!UTType.folder.conforms(to: .data))
        #expect(UTType.mpeg4Movie.conforms(to: .movie))
        #expect(UTType.mp3.conforms(to: .audio) && !UTType.mp3.conforms(to: .movie))
        #expect(UTType.image.isSupertype(of: .png) && UTType.png.isSubtype(of: .image))
        #expect(!UTType.png.isSubtype(of: .png))
        #expect(UTType.png.supertypes.contains(.data))
    }

    @Test func unknownTagsGiveDynamicTypesThatKeepTheirTag() throws {
        let t = try #require(UTType(filenameExtension: "xyzzy"))
        #expect(t.isDynamic && !t.isDeclared)
        #expect(t.preferredFilenameExtension == "xyzzy")
        #expect(t.conforms(to: .data))
        #expect(UTType(t.identifier) == t)
        let m = try #require(UTType(mimeType: "application/x-thing"))
        #expect(m.preferredMIMEType == "application/x-thing" && m.preferredFilenameExtension == nil)
    }

    @Test func exportedTypesJoinTheRegistry() throws {
        let mine = UTType(exportedAs: "org.example.sketch", conformingTo: .json)
        #expect(mine.conforms(to: .text))
        #expect(UTType("org.example.sketch") == mine)
        let data = try JSONEncoder().encode([UTType.png])
        #expect(String(decoding: data, as: UTF8.self) == "[\"public.png\"]")
        #expect(try JSONDecoder().decode([UTType].self, from: data) == [.png])
    }
}
