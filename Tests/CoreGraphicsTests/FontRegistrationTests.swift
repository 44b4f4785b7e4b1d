//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
@testable import CoreGraphics

/// A copy of DejaVu Serif (fonts-dejavu-core, which CI installs) renamed to a family no system
/// has, so finding it proves the registration worked. The name table's strings are replaced
/// by same-length ones (Mac Roman and UTF-16BE records); FreeType doesn't check table sums.
func renamedDejaVuSerif(family: String, postScript: String) throws -> Data {
    let source = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: source)))
    func replace(_ old: String, _ new: String) {
        precondition(old.count == new.count)
        for (o, n) in [(Array(old.utf8), Array(new.utf8)),
                       (old.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xff)] }, new.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xff)] })] {
            var i = 0
            while i + o.count <= bytes.count {
                if bytes[i] == o[0] && Array(bytes[i..<(i + o.count)]) == o { bytes.replaceSubrange(i..<(i + o.count), with: n); i += o.count }
                else { i += 1 }
            }
        }
    }
    replace("DejaVuSerif", postScript)
    replace("DejaVu Serif", family)
    return Data(bytes)
}

@Suite(.serialized) struct FontRegistrationTests {
    @Test func fontFromURLIsFoundByFamilyPostScriptAndFullName() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fontreg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        // The file stays: fontconfig reads it whenever the registered face is loaded.
        let url = dir.appendingPathComponent("PixelsSerif.ttf")
        try renamedDejaVuSerif(family: "Pixels Serif", postScript: "PixelsSerif").write(to: url)
        #expect(TextFont(fontName: "PixelsSerif", size: 12) == nil)
        #expect(!TextFont.familyNames().contains("Pixels Serif"))

        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error))
        #expect(error == nil)
        #expect(TextFont.familyNames().contains("Pixels Serif"))
        let byPostScript = try #require(TextFont(fontName: "PixelsSerif", size: 12))
        #expect(byPostScript.resolvedFamilyName == "Pixels Serif")
        #expect(TextFont(fontName: "Pixels Serif", size: 12)?.resolvedFamilyName == "Pixels Serif")
        // Registering the same file again fails with Apple's "already registered" code.
        #expect(!CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error))
        #expect(error?.takeRetainedValue().code == 105)
        // A missing file.
        #expect(!CTFontManagerRegisterFontsForURL(dir.appendingPathComponent("none.ttf") as CFURL, .process, nil))
    }

    @Test func graphicsFontFromDataIsRegistered() throws {
        let data = try renamedDejaVuSerif(family: "Pixels Sxrif", postScript: "PixelsSxrif")
        let font = try #require(CGFont(CGDataProvider(data: data)!))
        #expect(font.postScriptName == "PixelsSxrif")
        #expect(font.fullName == "Pixels Sxrif")
        #expect(TextFont(fontName: "PixelsSxrif", size: 12) == nil)
        #expect(CTFontManagerRegisterGraphicsFont(font, nil))
        #expect(TextFont(fontName: "PixelsSxrif", size: 12)?.resolvedFamilyName == "Pixels Sxrif")
        // Text laid out in it is as wide as in the original DejaVu Serif (same glyphs).
        let renamed = TextLayout.make(text: "Hello", attributes: TextAttributes(font: TextFont(family: "Pixels Sxrif", size: 20)), width: nil)
        let original = TextLayout.make(text: "Hello", attributes: TextAttributes(font: TextFont(family: "DejaVu Serif", size: 20)), width: nil)
        #expect(renamed.size == original.size)
        // Bad data: nil and a warning.
        #expect(CGFont(CGDataProvider(data: Data([1, 2, 3, 4]))!) == nil)
        #expect(UIKitLog.didLog("CGFont"))
    }
}
