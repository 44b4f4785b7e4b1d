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

/// Controllers whose views come from nibs, cells from nibs, and documents that can't be read.
@MainActor @Suite(.serialized) struct NibControllerAndCellTests {
    static let profile = IBTestBundle.xib("""
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="IBProfileViewController" customModule="UIKitTests" customModuleProvider="target">
            <connections>
                <outlet property="nameLabel" destination="Nam-01-abc" id="Out-11-abc"/>
                <outlet property="view" destination="Roo-01-abc" id="Out-12-abc"/>
            </connections>
        </placeholder>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="Roo-01-abc">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Ada" fixedFrame="YES" id="Nam-01-abc">
                    <rect key="frame" x="16" y="100" width="200" height="21"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                    <color key="textColor" systemColor="labelColor"/>
                </label>
            </subviews>
            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
        </view>
        """)

    static let cell = IBTestBundle.xib("""
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="NameCell" id="Cel-01-abc" customClass="IBNameCell" customModule="UIKitTests" customModuleProvider="target">
            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Cel-01-abc" id="Cnt-01-abc">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="Cla-01-abc">
                        <rect key="frame" x="16" y="11" width="288" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="Cla-01-abc" firstAttribute="leading" secondItem="Cnt-01-abc" secondAttribute="leading" constant="16" id="Ccn-01-abc"/>
                    <constraint firstItem="Cla-01-abc" firstAttribute="centerY" secondItem="Cnt-01-abc" secondAttribute="centerY" id="Ccn-02-abc"/>
                </constraints>
            </tableViewCellContentView>
            <connections>
                <outlet property="nameLabel" destination="Cla-01-abc" id="Out-21-abc"/>
            </connections>
        </tableViewCell>
        """)

    @Test func controllerLoadsItsViewFromItsNibBeforeViewDidLoad() throws {
        let bundle = IBTestBundle.make(["Profile.xib": Self.profile])
        let vc = IBProfileViewController(nibName: "Profile", bundle: bundle)
        #expect(vc.nibName == "Profile")
        #expect(vc.nibBundle === bundle)
        #expect(!vc.isViewLoaded)
        let host = UIKitTestHost(viewController: vc)
        host.advanceFrames(1)
        #expect(vc.didLoadWithOutlet == true)
        let label = try #require(vc.nameLabel)
        #expect(label.text == "Ada")
        #expect(label.superview === vc.view)
        #expect(label.frame.origin == CGPoint(x: 16, y: 100))
        #expect(label.font == UIFont.preferredFont(forTextStyle: .headline))
    }

    @Test func nilNibNameFindsTheNibNamedAfterTheClass() {
        let bundle = IBTestBundle.make(["IBProfileView.xib": Self.profile])
        let vc = IBProfileViewController(nibName: nil, bundle: bundle)
        vc.loadViewIfNeeded()
        #expect(vc.nameLabel?.text == "Ada")
    }

    @Test func aNibWithoutTheViewOutletLogsAndGivesAPlainView() {
        UIKitLog.clearRecentMessages()
        let doc = Self.profile.replacingOccurrences(of: "<outlet property=\"view\" destination=\"Roo-01-abc\" id=\"Out-12-abc\"/>", with: "")
        let bundle = IBTestBundle.make(["NoView.xib": doc])
        let vc = IBProfileViewController(nibName: "NoView", bundle: bundle)
        #expect(vc.view != nil)
        #expect(UIKitLog.didLog("loaded the \"NoView\" nib but the view outlet was not set."))
    }

    @Test func tableCellsComeFromARegisteredNib() throws {
        let bundle = IBTestBundle.make(["NameCell.xib": Self.cell])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.register(UINib(nibName: "NameCell", bundle: bundle), forCellReuseIdentifier: "NameCell")
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "NameCell") as? IBNameCell)
        #expect(cell.reuseIdentifier == "NameCell")
        let label = try #require(cell.nameLabel)
        #expect(label.superview === cell.contentView)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.layoutIfNeeded()
        #expect(label.frame.minX == 16)
        #expect(abs(label.frame.midY - 22) < 1)
    }

    @Test func malformedAndMissingDocumentsLogAndGiveNothing() {
        UIKitLog.clearRecentMessages()
        let bundle = IBTestBundle.make(["Broken.xib": "<?xml version=\"1.0\"?><document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects><view id=\"a\"></objects>"])
        #expect(UINib(nibName: "Broken", bundle: bundle).instantiate(withOwner: nil, options: nil).isEmpty)
        #expect(UIKitLog.didLog("with name 'Broken'"))
        #expect(UINib(nibName: "Missing", bundle: bundle).instantiate(withOwner: nil, options: nil).isEmpty)
        #expect(UIKitLog.didLog("Could not load NIB in bundle"))
        #expect(UINib(data: Data("not xml".utf8), bundle: nil).instantiate(withOwner: nil, options: nil).isEmpty)
    }

    @Test func unknownElementsAndFailingInitializersAreSkipped() {
        UIKitLog.clearRecentMessages()
        let doc = IBTestBundle.xib("""
            <view contentMode="scaleToFill" id="Top-01-abc">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <subviews>
                    <mapView contentMode="scaleToFill" id="Map-01-abc"/>
                    <view contentMode="scaleToFill" id="Fai-01-abc" customClass="IBFailingView" customModule="UIKitTests"/>
                    <view contentMode="scaleToFill" id="Swi-01-abc" customClass="IBCardOwner" customModule="UIKitTests"/>
                    <label text="Still here" id="Lab-09-abc"/>
                </subviews>
            </view>
            """)
        let objects = UINib(data: Data(doc.utf8), bundle: nil).instantiate(withOwner: nil, options: nil)
        let top = objects.first as? UIView
        #expect(top?.subviews.count == 2)
        #expect((top?.subviews.last as? UILabel)?.text == "Still here")
        #expect(UIKitLog.didLog("unknown element <mapView>"))
        #expect(UIKitLog.didLog("init?(coder:) of IBFailingView returned nil"))
        #expect(UIKitLog.didLog("is not a subclass of UIView"))
    }

    @Test func stackViewSubviewsAreArranged() throws {
        let doc = IBTestBundle.xib("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" alignment="center" spacing="8" id="Stk-01-abc">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <subviews>
                    <label text="One" id="One-01-abc"/>
                    <switch opaque="NO" contentMode="scaleToFill" on="YES" id="Sw1-01-abc"/>
                    <slider opaque="NO" contentMode="scaleToFill" value="25" minValue="0.0" maxValue="100" continuous="NO" id="Sld-01-abc"/>
                    <textField opaque="NO" contentMode="scaleToFill" text="typed" borderStyle="roundedRect" placeholder="Name" textAlignment="right" clearButtonMode="whileEditing" id="Tfd-01-abc">
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        <textInputTraits key="textInputTraits" keyboardType="emailAddress" returnKeyType="done" secureTextEntry="YES"/>
                    </textField>
                </subviews>
            </stackView>
            """)
        let objects = UINib(data: Data(doc.utf8), bundle: nil).instantiate(withOwner: nil, options: nil)
        let stack = try #require(objects.first as? UIStackView)
        #expect(stack.axis == .vertical && stack.distribution == .fillEqually && stack.alignment == .center && stack.spacing == 8)
        #expect(stack.arrangedSubviews.count == 4)
        #expect((stack.arrangedSubviews[1] as? UISwitch)?.isOn == true)
        let slider = try #require(stack.arrangedSubviews[2] as? UISlider)
        #expect(slider.maximumValue == 100 && slider.value == 25 && !slider.isContinuous)
        let field = try #require(stack.arrangedSubviews[3] as? UITextField)
        #expect(field.text == "typed" && field.placeholder == "Name" && field.borderStyle == .roundedRect)
        #expect(field.textAlignment == .right && field.clearButtonMode == .whileEditing && field.font?.pointSize == 14)
        #expect(field.keyboardType == .emailAddress && field.returnKeyType == .done && field.isSecureTextEntry)
    }

    @Test func aHundredViewXibInstantiatesQuickly() {
        var views = ""
        for i in 0..<100 {
            views += "<label opaque=\"NO\" contentMode=\"left\" text=\"Row \(i)\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"L\(i)-aa-bbb\"><rect key=\"frame\" x=\"0\" y=\"\(i * 20)\" width=\"100\" height=\"20\"/><fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/><color key=\"textColor\" systemColor=\"labelColor\"/></label>\n"
        }
        let doc = IBTestBundle.xib("<view contentMode=\"scaleToFill\" id=\"Roo-99-abc\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"100\" height=\"2000\"/><subviews>\(views)</subviews></view>")
        let nib = UINib(data: Data(doc.utf8), bundle: nil)
        let start = Date()
        let objects = nib.instantiate(withOwner: nil, options: nil)
        let elapsed = Date().timeIntervalSince(start)
        #expect((objects.first as? UIView)?.subviews.count == 100)
        #expect(elapsed < 0.5)
    }
}
