//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
@testable import UIKitCore

@Suite struct UIFontTests {
    @Test func systemFonts() {
        let f = UIFont.systemFont(ofSize: 17)
        #expect(f.pointSize == 17)
        #expect(f.lineHeight > 17 && f.lineHeight < 25)
        #expect(f.ascender > 0 && f.descender < 0)
        #expect(f.capHeight > f.xHeight && f.xHeight > 0)
        #expect(UIFont.boldSystemFont(ofSize: 12).fontName.contains("Bold"))
        #expect(UIFont.systemFont(ofSize: 10, weight: .semibold)._textFont.weight == 0.3)
        #expect(UIFont.italicSystemFont(ofSize: 10)._textFont.italic)
        #expect(UIFont.monospacedSystemFont(ofSize: 10, weight: .regular)._textFont.monospaced)
        #expect(f.withSize(30).pointSize == 30)
        #expect(f == UIFont.systemFont(ofSize: 17))
    }

    @Test func textStyles() {
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .title1).pointSize == 28)
        #expect(UIFont.preferredFont(forTextStyle: .title2).pointSize == 22)
        #expect(UIFont.preferredFont(forTextStyle: .title3).pointSize == 20)
        #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .headline)._textFont.weight == UIFont.Weight.semibold.rawValue)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .callout).pointSize == 16)
        #expect(UIFont.preferredFont(forTextStyle: .subheadline).pointSize == 15)
        #expect(UIFont.preferredFont(forTextStyle: .footnote).pointSize == 13)
        #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        #expect(UIFont.labelFontSize == 17 && UIFont.buttonFontSize == 18 && UIFont.systemFontSize == 14 && UIFont.smallSystemFontSize == 12)
        #expect(UIFont.Weight.black.rawValue == 0.62)
    }

    @Test func namedFonts() {
        // A name that isn't installed gets the closest installed face (iOS code force-unwraps
        // named fonts); only a malformed name is nil.
        let missing = UIFont(name: "NoSuchFamilyXYZ", size: 12)
        #expect(missing?.fontName == "NoSuchFamilyXYZ" && UIFont.familyNames.contains(missing?.familyName ?? ""))
        #expect(UIFont(name: "", size: 12) == nil)
        if let fam = UIFont.familyNames.first {
            let f = UIFont(name: fam, size: 12)
            #expect(f != nil)
            #expect(f?.pointSize == 12)
        }
    }

    @Test func badSizeIsDiagnosed() {
        UIKitLog.clearRecentMessages()
        let f = UIFont.systemFont(ofSize: .nan)
        #expect(f.pointSize.isFinite)
        #expect(UIKitLog.didLog("UIFont"))
    }
}
