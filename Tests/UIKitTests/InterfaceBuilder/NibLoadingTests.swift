//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKit
import UIKitTesting

/// Xibs loaded and used as a user would: a card view with a label, a button wired to File's
/// Owner, constraints, runtime attributes and a custom class.
@MainActor @Suite(.serialized) struct NibLoadingTests {
    static let card = IBTestBundle.xib("""
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="IBCardOwner" customModule="UIKitTests" customModuleProvider="target">
            <connections>
                <outlet property="rootView" destination="i5M-Pr-FkT" id="sfx-zR-JGt"/>
                <outlet property="titleLabel" destination="Lbl-01-abc" id="Out-01-abc"/>
                <outlet property="missingOutlet" destination="Lbl-01-abc" id="Out-02-abc"/>
                <outletCollection property="buttons" destination="Btn-01-abc" collectionClass="NSMutableArray" id="Out-03-abc"/>
                <outletCollection property="buttons" destination="Btn-02-abc" collectionClass="NSMutableArray" id="Out-04-abc"/>
            </connections>
        </placeholder>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="i5M-Pr-FkT" customClass="IBCardView" customModule="UIKitTests" customModuleProvider="target">
            <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Hello" textAlignment="center" lineBreakMode="tailTruncation" numberOfLines="2" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Lbl-01-abc" customClass="IBBadgeLabel" customModule="UIKitTests" customModuleProvider="target">
                    <rect key="frame" x="20" y="20" width="260" height="24"/>
                    <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                    <color key="textColor" systemColor="systemRedColor"/>
                    <nil key="highlightedColor"/>
                </label>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Btn-01-abc">
                    <rect key="frame" x="100" y="100" width="100" height="40"/>
                    <color key="backgroundColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="100" id="Wid-01-abc"/>
                        <constraint firstAttribute="height" constant="40" id="Hei-01-abc"/>
                    </constraints>
                    <state key="normal" title="Tap">
                        <color key="titleColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </state>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                            <real key="value" value="8"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth">
                            <integer key="value" value="2"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="color" keyPath="layer.borderColor">
                            <color key="value" red="0.0" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                    </userDefinedRuntimeAttributes>
                    <connections>
                        <action selector="tappedNoArguments" destination="-1" eventType="touchUpInside" id="Act-01-abc"/>
                        <action selector="tapped:" destination="-1" eventType="touchUpInside" id="Act-02-abc"/>
                        <action selector="tapped:forEvent:" destination="-1" eventType="touchUpInside" id="Act-03-abc"/>
                    </connections>
                </button>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Btn-02-abc">
                    <rect key="frame" x="10" y="150" width="60" height="30"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                    <state key="normal" title="Other"/>
                </button>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Unk-01-abc" customClass="NoSuchCardClass" customModule="UIKitTests" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="190" width="10" height="10"/>
                </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="Saf-01-abc"/>
            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            <constraints>
                <constraint firstItem="Lbl-01-abc" firstAttribute="leading" secondItem="Saf-01-abc" secondAttribute="leading" constant="20" id="Con-01-abc"/>
                <constraint firstItem="Saf-01-abc" firstAttribute="trailing" secondItem="Lbl-01-abc" secondAttribute="trailing" constant="20" id="Con-02-abc"/>
                <constraint firstItem="Lbl-01-abc" firstAttribute="top" secondItem="i5M-Pr-FkT" secondAttribute="top" constant="20" id="Con-03-abc"/>
                <constraint firstItem="Btn-01-abc" firstAttribute="centerX" secondItem="i5M-Pr-FkT" secondAttribute="centerX" id="Con-04-abc"/>
                <constraint firstItem="Btn-01-abc" firstAttribute="top" secondItem="Lbl-01-abc" secondAttribute="bottom" constant="30" identifier="buttonBelowLabel" id="Con-05-abc"/>
                <constraint firstItem="Btn-01-abc" firstAttribute="leading" secondItem="i5M-Pr-FkT" secondAttribute="leading" constant="500" placeholder="YES" id="Con-06-abc"/>
            </constraints>
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="caption" value="Hi"/>
            </userDefinedRuntimeAttributes>
            <connections>
                <outlet property="badge" destination="Lbl-01-abc" id="Out-05-abc"/>
            </connections>
            <point key="canvasLocation" x="132" y="-2"/>
        </view>
        """, resources: """
        <systemColor name="systemBackgroundColor">
            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </systemColor>
        <systemColor name="systemRedColor">
            <color red="1" green="0.23137254901960785" blue="0.18823529411764706" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </systemColor>
        """)

    func load(_ owner: IBCardOwner) -> [Any] {
        let bundle = IBTestBundle.make(["Card.xib": Self.card])
        return UINib(nibName: "Card", bundle: bundle).instantiate(withOwner: owner, options: nil)
    }

    @Test func topLevelObjectsOutletsAndCustomClasses() throws {
        IBAwakeLog.entries = []
        let owner = IBCardOwner()
        let objects = load(owner)
        #expect(objects.count == 1)
        let card = try #require(objects.first as? IBCardView)
        #expect(card.madeByCoder)
        #expect(owner.rootView === card)
        #expect(owner.titleLabel is IBBadgeLabel)
        #expect(owner.buttons.map { $0.currentTitle ?? "" } == ["Tap", "Other"])
        #expect(card.badge === owner.titleLabel)
        #expect(card.caption == "Hi")
        #expect(card.subviews.count == 4)
        #expect(type(of: card.subviews[3]) == UIView.self)
        #expect(IBAwakeLog.entries == ["badge(Hello)", "card(badge:true,caption:Hi)"])
    }

    @Test func attributesAreDecoded() throws {
        let owner = IBCardOwner()
        _ = load(owner)
        let label = try #require(owner.titleLabel)
        #expect(label.text == "Hello")
        #expect(label.font.pointSize == 20)
        #expect(label.textAlignment == .center)
        #expect(label.numberOfLines == 2)
        #expect(label.textColor == .systemRed)
        #expect(!label.isUserInteractionEnabled)
        #expect(label.contentMode == .left)
        #expect(!label.translatesAutoresizingMaskIntoConstraints)
        #expect(label.contentHuggingPriority(for: .horizontal).rawValue == 251)
        let button = owner.buttons[0]
        #expect(button.buttonType == .system)
        #expect(button.titleColor(for: .normal) == UIColor(white: 1, alpha: 1))
        #expect(button.layer.cornerRadius == 8)
        #expect(button.layer.borderWidth == 2)
        #expect(button.layer.masksToBounds)
        #expect(button.layer.borderColor != nil)
        let fixed = owner.buttons[1]
        #expect(fixed.translatesAutoresizingMaskIntoConstraints)
        #expect(fixed.autoresizingMask == [.flexibleRightMargin, .flexibleTopMargin])
        #expect(fixed.frame == CGRect(x: 10, y: 150, width: 60, height: 30))
        #expect(owner.rootView?.backgroundColor == .systemBackground)
    }

    @Test func constraintsLayTheViewsOutAsInTheDocument() throws {
        let owner = IBCardOwner()
        _ = load(owner)
        let card = try #require(owner.rootView)
        let host = UIKitTestHost(view: card, size: CGSize(width: 300, height: 200))
        host.advanceFrames(1)
        let label = try #require(owner.titleLabel)
        #expect(label.frame.minX == 20 && label.frame.width == 260 && label.frame.minY == 20)
        let button = owner.buttons[0]
        #expect(button.frame.size == CGSize(width: 100, height: 40))
        #expect(button.frame.midX == 150)
        #expect(button.frame.minY == label.frame.maxY + 30)
        #expect(card.constraints.contains { $0.identifier == "buttonBelowLabel" })
        #expect(!card.constraints.contains { $0.constant == 500 })
    }

    @Test func tappingTheButtonRunsTheOwnersActionsInAllThreeSignatures() throws {
        let owner = IBCardOwner()
        _ = load(owner)
        let card = try #require(owner.rootView)
        let host = UIKitTestHost(view: card, size: CGSize(width: 300, height: 200))
        host.advanceFrames(1)
        host.tap(owner.buttons[0])
        #expect(owner.log == ["()", "(sender:Tap)", "(sender,event:true)"])
    }

    @Test func colorsAndTextReachTheScreen() throws {
        let owner = IBCardOwner()
        _ = load(owner)
        let card = try #require(owner.rootView)
        let host = UIKitTestHost(view: card, size: CGSize(width: 300, height: 200))
        host.advanceFrames(1)
        let image = host.render()
        let button = owner.buttons[0]
        // The button's blue background inside its green border.
        let inside = ControlTestSupport.pixel(image, CGPoint(x: button.frame.minX + 10, y: button.frame.midY))
        #expect(inside.b > 200 && inside.r < 60)
        // Some red text pixels in the label.
        let label = try #require(owner.titleLabel)
        var redPixels = 0
        for x in stride(from: Int(label.frame.minX), to: Int(label.frame.maxX), by: 1) {
            let p = ControlTestSupport.pixel(image, CGPoint(x: CGFloat(x), y: label.frame.midY))
            if p.r > 200 && p.g < 120 && p.b < 120 { redPixels += 1 }
        }
        #expect(redPixels > 3)
    }

    @Test func unknownClassAndMissingOutletLogAndLoadingGoesOn() {
        UIKitLog.clearRecentMessages()
        let owner = IBCardOwner()
        let objects = load(owner)
        #expect(objects.count == 1)
        #expect(UIKitLog.didLog("Unknown class UIKitTests.NoSuchCardClass in Interface Builder file."))
        #expect(UIKitLog.didLog("setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key missingOutlet."))
        #expect(owner.titleLabel != nil)
    }

    @Test func eachInstantiationMakesAFreshGraph() {
        let bundle = IBTestBundle.make(["Card.xib": Self.card])
        let nib = UINib(nibName: "Card", bundle: bundle)
        let a = IBCardOwner(), b = IBCardOwner()
        _ = nib.instantiate(withOwner: a, options: nil)
        _ = nib.instantiate(withOwner: b, options: nil)
        #expect(a.rootView != nil && b.rootView != nil && a.rootView !== b.rootView)
    }

    @Test func bundleLoadNibNamed() {
        let bundle = IBTestBundle.make(["Base.lproj/Card.xib": Self.card])
        let owner = IBCardOwner()
        let objects = bundle.loadNibNamed("Card", owner: owner, options: nil)
        #expect(objects?.count == 1)
        #expect(owner.rootView != nil)
        #expect(bundle.loadNibNamed("Nope", owner: owner, options: nil) == nil)
    }

    @Test func stringsFileLocalisesTexts() {
        _UINibDocumentStore.preferredLanguages = ["fr-FR"]
        defer { _UINibDocumentStore.preferredLanguages = nil }
        let bundle = IBTestBundle.make([
            "Base.lproj/Card.xib": Self.card,
            "fr.lproj/Card.strings": "/* Class = \"UILabel\"; text = \"Hello\"; ObjectID = \"Lbl-01-abc\"; */\n\"Lbl-01-abc.text\" = \"Bonjour\";\n\"Btn-01-abc.normalTitle\" = \"Appuyer\";\n",
        ])
        let owner = IBCardOwner()
        _ = UINib(nibName: "Card", bundle: bundle).instantiate(withOwner: owner, options: nil)
        #expect(owner.titleLabel?.text == "Bonjour")
        #expect(owner.buttons.first?.currentTitle == "Appuyer")
    }
}
