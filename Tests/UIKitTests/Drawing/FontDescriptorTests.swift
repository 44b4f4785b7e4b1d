//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
@testable import UIKitCore
import UIKitTesting

/// UIFontDescriptor: Apple's keys and raw values, fonts from descriptors and back, traits,
/// designs and the preferred descriptors of text styles.
@MainActor @Suite(.serialized) struct FontDescriptorTests {
    /// The width of `text` drawn in `font`.
    func width(_ text: String, _ font: UIFont) -> CGFloat {
        NSAttributedString(string: text, attributes: [.font: font]).size().width
    }

    @Test func keysAndRawValues() {
        typealias T = UIFontDescriptor.SymbolicTraits
        #expect(T.traitItalic.rawValue == 1 && T.traitBold.rawValue == 2)
        #expect(T.traitExpanded.rawValue == 1 << 5 && T.traitCondensed.rawValue == 1 << 6)
        #expect(T.traitMonoSpace.rawValue == 1 << 10 && T.traitTightLeading.rawValue == 1 << 15)
        #expect(T.classSansSerif.rawValue == 8 << 28 && T.classMask.rawValue == 0xF000_0000)
        #expect(UIFontDescriptor.AttributeName.family.rawValue == "NSFontFamilyAttribute")
        #expect(UIFontDescriptor.AttributeName.size.rawValue == "NSFontSizeAttribute")
        #expect(UIFontDescriptor.AttributeName.traits.rawValue == "NSCTFontTraitsAttribute")
        #expect(UIFontDescriptor.AttributeName.textStyle.rawValue == "NSCTFontUIUsageAttribute")
        #expect(UIFontDescriptor.TraitKey.weight.rawValue == "NSCTFontWeightTrait")
        #expect(UIFontDescriptor.SystemDesign.rounded.rawValue == "NSCTFontUIFontDesignRounded")
    }

    @Test func aFontsDescriptorMakesTheSameFont() {
        for font in [UIFont.systemFont(ofSize: 15), .boldSystemFont(ofSize: 20), .italicSystemFont(ofSize: 11),
                     UIFont.monospacedSystemFont(ofSize: 13, weight: .regular), UIFont(name: "Avenir-Heavy", size: 18)!] {
            let d = font.fontDescriptor
            #expect(d.pointSize == font.pointSize)
            #expect(d.postscriptName == font.fontName)
            #expect(UIFont(descriptor: d, size: 0) == font)
            #expect(UIFont(descriptor: d, size: 30).pointSize == 30)
        }
        #expect(UIFont(name: "Avenir-Heavy", size: 18)!.fontDescriptor.fontAttributes[.name] as? String == "Avenir-Heavy")
    }

    @Test func symbolicTraitsChooseTheFace() {
        let regular = UIFont.systemFont(ofSize: 17)
        #expect(!regular.fontDescriptor.symbolicTraits.contains(.traitBold))
        let boldDescriptor = regular.fontDescriptor.withSymbolicTraits(.traitBold)!
        #expect(boldDescriptor.symbolicTraits == .traitBold)
        let bold = UIFont(descriptor: boldDescriptor, size: 0)
        #expect(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(bold.pointSize == 17)
        #expect(width("Hello world", bold) > width("Hello world", regular))
        let boldItalic = UIFont(descriptor: regular.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic])!, size: 0)
        #expect(boldItalic.fontDescriptor.symbolicTraits.isSuperset(of: [.traitBold, .traitItalic]))
        // withSymbolicTraits sets the traits, it does not add them.
        let plainAgain = UIFont(descriptor: UIFont.boldSystemFont(ofSize: 17).fontDescriptor.withSymbolicTraits([])!, size: 0)
        #expect(plainAgain == regular)
        // Traits given as attributes.
        let d = UIFontDescriptor(fontAttributes: [.size: 14, .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.bold]])
        #expect(UIFont(descriptor: d, size: 0) == UIFont.boldSystemFont(ofSize: 14))
    }

    @Test func sizesFamiliesFacesAndDesigns() {
        let d = UIFontDescriptor(name: "Avenir-Heavy", size: 21)
        #expect(d.pointSize == 21 && d.postscriptName == "Avenir-Heavy")
        #expect(UIFont(descriptor: d, size: 0).fontName == "Avenir-Heavy")
        #expect(UIFont(descriptor: d.withSize(9), size: 0).pointSize == 9)
        #expect(UIFont(descriptor: UIFontDescriptor(), size: 0).pointSize == 12, "no size: 12 pt")
        let family = UIFont.systemFont(ofSize: 12).familyName
        let bold = UIFont(descriptor: UIFontDescriptor(fontAttributes: [.family: family, .face: "Bold", .size: 16]), size: 0)
        #expect(bold.fontDescriptor.symbolicTraits.contains(.traitBold) && bold.familyName == family)
        let mono = UIFont(descriptor: UIFont.systemFont(ofSize: 14).fontDescriptor.withDesign(.monospaced)!, size: 0)
        #expect(mono.fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        #expect(width("iiii", mono) == width("MMMM", mono), "fixed-width glyphs")
        let serif = UIFont(descriptor: UIFont.systemFont(ofSize: 14).fontDescriptor.withDesign(.serif)!, size: 0)
        #expect(serif.familyName != family)
        #expect(UIFont.systemFont(ofSize: 14).fontDescriptor.withDesign(UIFontDescriptor.SystemDesign("nonsense")) == nil)
        let added = d.addingAttributes([.family: family])
        #expect(added.fontAttributes[.family] as? String == family && added.pointSize == 21)
    }

    @Test func preferredDescriptorsUseTheDefaultContentSize() {
        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        #expect(body.pointSize == 17)
        #expect(body.fontAttributes[.textStyle] as? String == "UICTFontTextStyleBody")
        #expect(UIFont(descriptor: body, size: 0) == UIFont.preferredFont(forTextStyle: .body))
        #expect(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .caption2).pointSize == 11)
        let headline = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline)
        #expect(headline.pointSize == 17)
        #expect(UIFont(descriptor: headline, size: 0) == UIFont.systemFont(ofSize: 17, weight: .semibold))
    }
}
