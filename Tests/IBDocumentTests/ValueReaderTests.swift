//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
import UIKitIBDocument

/// The root element of a one-element document.
func element(_ xml: String) throws -> IBElement {
    try IBXMLDocument(string: xml).root
}

/// Reads `T` from `xml`, returning the value and the diagnostics.
func read<T: IBValueReadable>(_ type: T.Type, _ xml: String) throws -> (T?, [IBDiagnostic]) {
    var diagnostics: [IBDiagnostic] = []
    let value = T(try element(xml), diagnostics: &diagnostics)
    return (value, diagnostics)
}

@Suite struct GeometryReaderTests {
    @Test func rectsSizesAndPoints() throws {
        let document = try IBDocument(string: TestDocuments.storyboard)
        let label = try #require(document.element(id: "Lbl-aa-001"))
        var diagnostics: [IBDiagnostic] = []
        let frame = label.value(IBRect.self, key: "frame", diagnostics: &diagnostics)
        #expect(frame == IBRect(x: 16, y: 119, width: 361, height: 20.333333333333332))
        #expect(frame?.origin == IBPoint(x: 16, y: 119))
        #expect(frame?.size == IBSize(width: 361, height: 20.333333333333332))
        #expect(try read(IBSize.self, #"<size key="itemSize" width="50" height="60.5"/>"#).0 == IBSize(width: 50, height: 60.5))
        #expect(try read(IBPoint.self, #"<point x="-3" y="4e2"/>"#).0 == IBPoint(x: -3, y: 400))
        #expect(diagnostics.isEmpty)
    }

    @Test func aMissingOrMalformedCoordinateIsADiagnosticNotAValue() throws {
        let (missing, d1) = try read(IBRect.self, #"<rect key="frame" x="0" y="0" width="10"/>"#)
        #expect(missing == nil)
        #expect(d1.map(\.message) == ["<rect> has no height"])
        let (bad, d2) = try read(IBRect.self, #"<rect key="frame" x="0" y="zero" width="10" height="nan"/>"#)
        #expect(bad == nil)
        #expect(d2.count == 2)
        let (extra, d3) = try read(IBPoint.self, #"<point key="p" x="1" y="2" z="3"/>"#)
        #expect(extra == IBPoint(x: 1, y: 2))
        #expect(d3.map(\.message) == ["unknown attribute z on <point>: ignored"])
    }

    @Test func edgeInsetsInAllThreeSpellings() throws {
        #expect(try read(IBEdgeInsets.self, #"<edgeInsets key="layoutMargins" top="8" left="16" bottom="4" right="20"/>"#).0
                == IBEdgeInsets(top: 8, left: 16, bottom: 4, right: 20))
        // minX = left, minY = top, maxX = right, maxY = bottom; DBL_MIN reads as a double.
        #expect(try read(IBEdgeInsets.self, #"<inset key="contentEdgeInsets" minX="1" minY="2" maxX="2.2250738585072014e-308" maxY="4"/>"#).0
                == IBEdgeInsets(top: 2, left: 1, bottom: 4, right: 2.2250738585072014e-308))
        #expect(try read(IBEdgeInsets.self, #"<directionalEdgeInsets key="d" top="1" leading="2" bottom="3" trailing="4"/>"#).0
                == IBEdgeInsets(top: 1, left: 2, bottom: 3, right: 4, isDirectional: true))
        let (wrong, diagnostics) = try read(IBEdgeInsets.self, #"<rect x="0" y="0" width="1" height="1"/>"#)
        #expect(wrong == nil && diagnostics.count == 1)
    }

    @Test func autoresizingMasksUseUIViewsBits() throws {
        #expect(try read(IBAutoresizingMask.self, #"<autoresizingMask key="autoresizingMask"/>"#).0 == [])
        let all = try read(IBAutoresizingMask.self, """
        <autoresizingMask key="autoresizingMask" flexibleMinX="YES" widthSizable="YES" flexibleMaxX="YES" flexibleMinY="YES" heightSizable="YES" flexibleMaxY="YES"/>
        """).0
        #expect(all?.rawValue == 63)
        #expect(try read(IBAutoresizingMask.self, #"<autoresizingMask widthSizable="YES" flexibleMaxY="YES"/>"#).0?.rawValue == 2 | 32)
        #expect(try read(IBAutoresizingMask.self, #"<autoresizingMask flexibleMinX="YES" flexibleMinY="YES"/>"#).0 == [.flexibleLeftMargin, .flexibleTopMargin])
        let (odd, diagnostics) = try read(IBAutoresizingMask.self, #"<autoresizingMask widthSizable="maybe" depthSizable="YES"/>"#)
        #expect(odd == [])
        #expect(diagnostics.count == 2)
    }

    @Test func booleansNumbersAndStrings() throws {
        let label = try element(#"<label hidden="YES" opaque="NO" enabled="yes" alpha="0.5" tag="7" lines="x"><string key="text">Two&#10;lines</string></label>"#)
        var diagnostics: [IBDiagnostic] = []
        #expect(label.bool("hidden", diagnostics: &diagnostics) == true)
        #expect(label.bool("opaque", diagnostics: &diagnostics) == false)
        #expect(label.bool("absent", diagnostics: &diagnostics) == nil)
        #expect(diagnostics.isEmpty)
        #expect(label.bool("enabled", diagnostics: &diagnostics) == nil)
        #expect(diagnostics.count == 1, "only YES and NO are booleans")
        #expect(label.double("alpha", diagnostics: &diagnostics) == 0.5)
        #expect(label.int("tag", diagnostics: &diagnostics) == 7)
        #expect(label.int("lines", diagnostics: &diagnostics) == nil)
        #expect(diagnostics.count == 2)
        #expect(label.string("text") == "Two\nlines")
        #expect(label.string("title") == nil)
    }

    @Test func nilValuesKeepTheClassDefault() throws {
        let document = try IBDocument(string: TestDocuments.storyboard)
        let label = try #require(document.element(id: "Lbl-aa-001"))
        #expect(label.isNil(key: "highlightedColor"))
        #expect(!label.isNil(key: "textColor"))
    }
}

@Suite struct ColorAndFontReaderTests {
    @Test func everyColourForm() throws {
        let cases: [(String, IBColor)] = [
            (#"<color red="1" green="0.5" blue="0" alpha="0.25" colorSpace="custom" customColorSpace="sRGB"/>"#,
             .rgb(red: 1, green: 0.5, blue: 0, alpha: 0.25, colorSpace: .sRGB)),
            (#"<color red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>"#,
             .rgb(red: 1, green: 0, blue: 0, alpha: 1, colorSpace: .displayP3)),
            (#"<color white="0.33" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#,
             .white(0.33, alpha: 1, colorSpace: .genericGamma22Gray)),
            (#"<color white="0.0" alpha="0.5" colorSpace="calibratedWhite"/>"#, .white(0, alpha: 0.5, colorSpace: .calibratedWhite)),
            (#"<color red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="calibratedRGB"/>"#,
             .rgb(red: 0.1, green: 0.2, blue: 0.3, alpha: 1, colorSpace: .calibratedRGB)),
            (#"<color red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="deviceRGB"/>"#,
             .rgb(red: 0.1, green: 0.2, blue: 0.3, alpha: 1, colorSpace: .deviceRGB)),
            (#"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#, .system("systemBackgroundColor")),
            (#"<color key="textColor" systemColor="darkTextColor" cocoaTouchSystemColor="darkTextColor"/>"#, .system("darkTextColor")),
            (#"<color key="backgroundColor" cocoaTouchSystemColor="whiteColor"/>"#, .system("whiteColor")),
            (#"<color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>"#, .system("labelColor")),
            (#"<color key="tintColor" name="AccentColor"/>"#, .named("AccentColor")),
            (#"<color red="1" green="1" blue="1"/>"#, .rgb(red: 1, green: 1, blue: 1, alpha: 1, colorSpace: .sRGB)),
        ]
        for (xml, expected) in cases {
            let (color, diagnostics) = try read(IBColor.self, xml)
            #expect(color == expected, "\(xml)")
            #expect(diagnostics.isEmpty, "\(xml): \(diagnostics)")
        }
    }

    @Test func unknownColourFormsAreDiagnosed() throws {
        let (empty, d1) = try read(IBColor.self, #"<color key="textColor"/>"#)
        #expect(empty == nil && d1.first?.message.contains("no components") == true)
        let (odd, d2) = try read(IBColor.self, #"<color red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="adobeRGB1998"/>"#)
        #expect(odd == .rgb(red: 1, green: 0, blue: 0, alpha: 1, colorSpace: .other("adobeRGB1998")))
        #expect(d2.count == 1)
        let (partial, d3) = try read(IBColor.self, #"<color red="1" blue="0" colorSpace="calibratedRGB"/>"#)
        #expect(partial == nil && d3.map(\.message) == ["<color> has no green"])
    }

    @Test func colorsOfTheSampleViews() throws {
        let document = try IBDocument(string: TestDocuments.storyboard)
        var diagnostics: [IBDiagnostic] = []
        let button = try #require(document.element(id: "Btn-aa-001"))
        #expect(button.value(IBColor.self, key: "backgroundColor", diagnostics: &diagnostics)
                == .rgb(red: 0.20000000298023224, green: 0.40000000596046448, blue: 0.80000001192092896, alpha: 1, colorSpace: .sRGB))
        let detail = try #require(document.element(id: "Vew-aa-002"))
        #expect(detail.value(IBColor.self, key: "backgroundColor", diagnostics: &diagnostics) == .white(0.95, alpha: 1, colorSpace: .calibratedWhite))
        #expect(diagnostics.isEmpty)
    }

    @Test func everyFontForm() throws {
        let cases: [(String, IBFont)] = [
            (#"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#, .system(pointSize: 17, weight: .regular)),
            (#"<fontDescription type="system" weight="semibold" pointSize="15"/>"#, .system(pointSize: 15, weight: .semibold)),
            (#"<fontDescription type="boldSystem" pointSize="20"/>"#, .system(pointSize: 20, weight: .bold)),
            (#"<fontDescription type="italicSystem" pointSize="12"/>"#, .italicSystem(pointSize: 12)),
            (#"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#, .textStyle("UICTFontTextStyleBody", pointSize: nil)),
            (#"<fontDescription style="UICTFontTextStyleTitle0" pointSize="28"/>"#, .textStyle("UICTFontTextStyleTitle0", pointSize: 28)),
            (#"<fontDescription name="Menlo-Regular" family="Menlo" pointSize="14"/>"#, .custom(name: "Menlo-Regular", family: "Menlo", pointSize: 14)),
            (#"<font key="NSFont" metaFont="system" size="14"/>"#, .system(pointSize: 14, weight: .regular)),
            (#"<font key="NSFont" size="12" name="Helvetica"/>"#, .custom(name: "Helvetica", family: nil, pointSize: 12)),
        ]
        for (xml, expected) in cases {
            let (font, diagnostics) = try read(IBFont.self, xml)
            #expect(font == expected, "\(xml)")
            #expect(diagnostics.isEmpty, "\(xml): \(diagnostics)")
        }
        #expect(IBFont.system(pointSize: 9, weight: .black).pointSize == 9)
    }

    @Test func unknownFontFormsAreDiagnosed() throws {
        let (noType, d1) = try read(IBFont.self, #"<fontDescription key="fontDescription" pointSize="17"/>"#)
        #expect(noType == nil && d1.count == 1)
        let (fancy, d2) = try read(IBFont.self, #"<fontDescription type="roundedSystem" pointSize="17"/>"#)
        #expect(fancy == nil && d2.map(\.message) == ["unknown font type roundedSystem"])
        let (weight, d3) = try read(IBFont.self, #"<fontDescription type="system" weight="extraBold" pointSize="17"/>"#)
        #expect(weight == .system(pointSize: 17, weight: .regular) && d3.count == 1)
        let (sizeless, d4) = try read(IBFont.self, #"<fontDescription type="system"/>"#)
        #expect(sizeless == nil && d4.map(\.message) == ["<fontDescription> has no pointSize"])
    }
}

@Suite struct PropertyLookupTests {
    @Test func aPropertyIsAnAttributeAKeyedChildOrAList() throws {
        let document = try IBDocument(string: TestDocuments.storyboard)
        let view = try #require(document.element(id: "Vew-aa-001"))
        #expect(view.property("contentMode") == .attribute("scaleToFill"))
        #expect(view.property("frame")?.element?.name == "rect")
        #expect(view.property("subviews")?.element?.children.map(\.name) == ["label", "button"])
        #expect(view.property("constraints")?.element?.children.count == 7)
        #expect(view.property("alpha") == nil)
        let label = try #require(document.element(id: "Lbl-aa-001"))
        #expect(label.property("highlightedColor")?.element?.isNamed("nil") == true)
        #expect(label.property("text")?.attributeValue == "Pick & choose <fruit>")
        #expect(label.property("text")?.element == nil)
        let navigation = try IBDocument(string: storyboard("""
            <scene sceneID="s"><objects><navigationController id="n" sceneMemberID="viewController">
                <toolbarItems/><nil name="viewControllers"/>
            </navigationController></objects></scene>
        """)).element(id: "n")
        #expect(navigation?.isNil(key: "viewControllers") == true)
        #expect(navigation?.property("viewControllers")?.element?.isNamed("nil") == true)
        #expect(navigation?.property("toolbarItems")?.element?.hasChildren == false)
    }
}
