//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// `UIFont(name:size:)` for iOS fonts that are not installed: the closest installed face by
/// family class, weight and width, never nil for a plausible name, one warning per name.
@MainActor @Suite struct FontFallbackTests {
    func width(_ text: String, _ font: UIFont) -> CGFloat {
        (text as NSString).size(withAttributes: [.font: font]).width
    }

    @Test func iosFontNamesGiveAFontNamedAsAsked() {
        let names = ["Avenir", "Avenir-Heavy", "Avenir-Book", "Avenir Next", "AvenirNext-DemiBold", "AvenirNext-Regular",
                     "AvenirNextCondensed-Bold", "Helvetica Neue", "HelveticaNeue", "HelveticaNeue-Bold", "HelveticaNeue-Light",
                     "HelveticaNeue-Medium", "Helvetica", "Helvetica-Bold", "SF Pro Text", "SFProText-Semibold",
                     "SFProDisplay-Bold", "SF Pro Rounded", "SFProRounded-Heavy", "SF Mono", "SFMono-Regular", "Menlo",
                     "Menlo-Bold", "Courier New", "CourierNewPSMT", "Courier", "Georgia", "Georgia-Italic", "Georgia-Bold",
                     "Times New Roman", "TimesNewRomanPSMT", "TimesNewRomanPS-BoldMT", "Arial", "ArialMT", "Arial-BoldMT",
                     "Gill Sans", "GillSans-SemiBold", "Futura", "Futura-Medium", "Futura-CondensedExtraBold", "Optima-Regular",
                     "Palatino-Roman", "Baskerville", "Didot", "Chalkboard SE", "MarkerFelt-Wide", "Noteworthy-Bold",
                     "Verdana", "Trebuchet MS", "AmericanTypewriter", "Copperplate", "Zapfino", "Company Brand Sans-Bold"]
        for n in names {
            let f = UIFont(name: n, size: 17)
            #expect(f != nil, "UIFont(name: \"\(n)\") is nil; iOS code force-unwraps it")
            #expect(f?.pointSize == 17)
            #expect(f?.fontName == n, "fontName answers the name asked for")
            if let fam = f?.familyName { #expect(UIFont.familyNames.contains(fam), "familyName \(fam) is the installed face's") }
            #expect(f?.lineHeight ?? 0 > 17)
        }
    }

    @Test func weightFollowsTheStyleInTheName() {
        let heavy = UIFont(name: "Avenir-Heavy", size: 17)!, book = UIFont(name: "Avenir-Book", size: 17)!
        let light = UIFont(name: "HelveticaNeue-Light", size: 17)!, bold = UIFont(name: "HelveticaNeue-Bold", size: 17)!
        #expect(width("Hello World", heavy) > width("Hello World", book), "the heavy face draws wider strokes")
        #expect(width("Hello World", bold) > width("Hello World", light))
        #expect(heavy._textFont.weight > 0.4 && book._textFont.weight == 0)
        #expect(UIFont(name: "AvenirNext-DemiBold", size: 17)!._textFont.weight == UIFont.Weight.semibold.rawValue)
        #expect(UIFont(name: "SFProText-Semibold", size: 17)!._textFont.weight == UIFont.Weight.semibold.rawValue)
        #expect(UIFont(name: "HelveticaNeue-UltraLight", size: 17)!._textFont.weight == UIFont.Weight.ultraLight.rawValue)
        #expect(UIFont(name: "Georgia-BoldItalic", size: 17)!._textFont.italic)
        #expect(UIFont(name: "Arial Rounded MT Bold", size: 17)!._textFont.weight == UIFont.Weight.bold.rawValue)
        let timesBold = UIFont(name: "Times New Roman Bold", size: 17)!, avenirDemi = UIFont(name: "Avenir Next Demi Bold", size: 17)!
        #expect(timesBold._textFont.weight == UIFont.Weight.bold.rawValue && timesBold.familyName == UIFont(name: "Times New Roman", size: 17)!.familyName)
        #expect(avenirDemi._textFont.weight == UIFont.Weight.semibold.rawValue)
    }

    @Test func familyClassPicksSansSerifOrMonospace() {
        let menlo = UIFont(name: "Menlo-Regular", size: 17)!, courier = UIFont(name: "CourierNewPSMT", size: 17)!
        let sfMono = UIFont(name: "SFMono-Regular", size: 17)!
        for mono in [menlo, courier, sfMono] {
            #expect(abs(width("iiiiii", mono) - width("WWWWWW", mono)) < 0.5, "\(mono.familyName) is monospaced")
        }
        let avenir = UIFont(name: "Avenir-Medium", size: 17)!
        #expect(width("iiiiii", avenir) < width("WWWWWW", avenir) * 0.6, "Avenir falls back to a proportional sans")
        let georgia = UIFont(name: "Georgia", size: 17)!, times = UIFont(name: "Times New Roman", size: 17)!
        let sans = UIFont.systemFont(ofSize: 17)
        #expect(georgia.familyName != sans.familyName && times.familyName != sans.familyName, "serif names get a serif face")
        #expect(avenir.familyName == sans.familyName || avenir.familyName.localizedCaseInsensitiveContains("sans"))
    }

    @Test func condensedNamesAreNarrower() {
        let condensed = UIFont(name: "AvenirNextCondensed-DemiBold", size: 17)!
        let normal = UIFont(name: "AvenirNext-DemiBold", size: 17)!
        #expect(width("Condensed headline", condensed) < width("Condensed headline", normal) * 0.95)
    }

    @Test func oneWarningPerNameAndNoneForInstalledFonts() {
        UIKitLog.clearRecentMessages()
        _ = UIFont(name: "Futura-MediumItalic", size: 12)
        _ = UIFont(name: "Futura-MediumItalic", size: 20)
        _ = UIFont(name: "Futura-MediumItalic", size: 20)?.withSize(30)
        #expect(UIKitLog.recentMessages.filter { $0.contains("Futura-MediumItalic") }.count == 1)
        UIKitLog.clearRecentMessages()
        let dejavu = UIFont(name: "DejaVuSans-Bold", size: 17)
        let serif = UIFont(name: "DejaVu Serif", size: 17)
        #expect(dejavu?.familyName == "DejaVu Sans" && serif?.familyName == "DejaVu Serif")
        #expect(UIKitLog.recentMessages.isEmpty, "installed fonts load without a warning")
    }

    @Test func garbageNamesAreNilAsOnIOS() {
        UIKitLog.clearRecentMessages()
        #expect(UIFont(name: "", size: 17) == nil)
        #expect(UIFont(name: "   ", size: 17) == nil)
        #expect(UIFont(name: "Bad\u{0}Name", size: 17) == nil)
        #expect(UIKitLog.didLog("UIFont(name:"))
    }

    @Test func sizeEqualityAndRoundTripKeepTheRequestedName() {
        let f = UIFont(name: "Avenir-Heavy", size: 17)!
        let big = f.withSize(30)
        #expect(big.fontName == "Avenir-Heavy" && big.pointSize == 30)
        #expect(UIFont(name: f.fontName, size: 17) == f, "a font made again from its fontName is equal")
        #expect(f != UIFont(name: "Avenir-Book", size: 17)!)
        #expect(f.description.contains("Avenir-Heavy"))
    }

    @Test func labelDrawsWithAFallbackFont() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        root.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        label.font = UIFont(name: "HelveticaNeue-Bold", size: 30)!
        label.text = "Hello"
        label.textColor = .black
        root.addSubview(label)
        let host = UIKitTestHost(view: root); defer { host.invalidate() }
        host.advanceFrames(1)
        let img = host.render()
        var dark = 0
        for y in stride(from: 0, to: img.height, by: 1) {
            for x in stride(from: 0, to: img.width, by: 1) where (img.pixel(x: x, y: y)?.r ?? 255) < 80 { dark += 1 }
        }
        #expect(dark > 200, "the label's text is drawn (\(dark) dark pixels)")
        #expect(label.intrinsicContentSize.width > 60)
    }
}
