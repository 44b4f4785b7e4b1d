//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import PortingAssistant
import Testing

/// Storyboards and xibs, written as Xcode 16 writes them, checked against Swift sources
/// (`uikit-port check`).
@Suite struct DocumentCheckTests {
    /// The app's Swift side: a profile screen with outlets and an action, a list screen.
    static let swift = """
    import UIKit

    class ProfileViewController: UIViewController {
        @IBOutlet weak var nameLabel: UILabel!
        @IBOutlet weak var nameField: UITextField!
        @IBAction func save(_ sender: UIButton) {}
    }

    class ListViewController: UITableViewController {
        var items = ["One", "Two"]
    }

    @IBDesignable class BadgeView: UIView {
        @IBOutlet var contentView: UIView!
        @IBOutlet weak var countLabel: UILabel!
        @IBInspectable var cornerRadius: CGFloat = 4
    }
    """

    /// A storyboard as Xcode 16 writes it: a navigation controller, a table view controller
    /// with a prototype cell, and a form in a stack view with an outlet, a text field and a
    /// configuration button sending an action.
    static func storyboard(profileClass: String = "ProfileViewController", outlet: String = "nameLabel",
                           selector: String = "save:", extraLabelAttributes: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Nav-aa-001">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23506"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="System colors in document resources" minToolsVersion="11.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
                <!--Navigation Controller-->
                <scene sceneID="Nav-sc-001">
                    <objects>
                        <navigationController automaticallyAdjustsScrollViewInsets="NO" id="Nav-aa-001" sceneMemberID="viewController">
                            <toolbarItems/>
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="Nav-br-001">
                                <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <nil name="viewControllers"/>
                            <connections>
                                <segue destination="Lst-vc-001" kind="relationship" relationship="rootViewController" id="Nav-sg-001"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Nav-fr-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="-660" y="4"/>
                </scene>
                <!--Items-->
                <scene sceneID="Lst-sc-001">
                    <objects>
                        <tableViewController id="Lst-vc-001" customClass="ListViewController" customModule="MyApp" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="-1" estimatedSectionHeaderHeight="-1" sectionFooterHeight="-1" estimatedSectionFooterHeight="-1" id="Lst-tv-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Item" textLabel="Cel-lb-001" style="IBUITableViewCellStyleDefault" id="Cel-00-001">
                                        <rect key="frame" x="0.0" y="50" width="393" height="43.666667938232422"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Cel-00-001" id="Cel-cv-001">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="43.666667938232422"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Cel-lb-001">
                                                    <rect key="frame" x="20" y="0.0" width="353" height="43.666667938232422"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="0.0"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                                <connections>
                                    <outlet property="dataSource" destination="Lst-vc-001" id="Lst-ds-001"/>
                                    <outlet property="delegate" destination="Lst-vc-001" id="Lst-dl-001"/>
                                </connections>
                            </tableView>
                            <navigationItem key="navigationItem" title="Items" id="Lst-ni-001"/>
                            <connections>
                                <segue destination="Prf-vc-001" kind="show" identifier="showProfile" id="Lst-sg-001"/>
                            </connections>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Lst-fr-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="130" y="4"/>
                </scene>
                <!--Profile-->
                <scene sceneID="Prf-sc-001">
                    <objects>
                        <viewController storyboardIdentifier="Profile" title="Profile" id="Prf-vc-001" customClass="\(profileClass)" customModule="MyApp" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Prf-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="Prf-st-001">
                                        <rect key="frame" x="16" y="119" width="361" height="112.66666666666669"/>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Name" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" \(extraLabelAttributes)translatesAutoresizingMaskIntoConstraints="NO" id="Prf-lb-001">
                                                <rect key="frame" x="0.0" y="0.0" width="361" height="20.333333333333332"/>
                                                <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                                                <nil key="textColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                            <textField opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="248" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Your name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="Prf-tf-001">
                                                <rect key="frame" x="0.0" y="32.333333333333343" width="361" height="34"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                                <textInputTraits key="textInputTraits" autocapitalizationType="words" textContentType="name"/>
                                            </textField>
                                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Prf-bt-001">
                                                <rect key="frame" x="0.0" y="78.333333333333343" width="361" height="34.333333333333343"/>
                                                <state key="normal" title="Button"/>
                                                <buttonConfiguration key="configuration" style="filled" title="Save"/>
                                                <connections>
                                                    <action selector="\(selector)" destination="Prf-vc-001" eventType="touchUpInside" id="Prf-ac-001"/>
                                                    <action selector="resignFirstResponder" destination="Prf-fr-001" eventType="touchDown" id="Prf-ac-002"/>
                                                </connections>
                                            </button>
                                        </subviews>
                                    </stackView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Prf-sa-001"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <constraints>
                                    <constraint firstItem="Prf-st-001" firstAttribute="top" secondItem="Prf-sa-001" secondAttribute="top" constant="16" id="Prf-c1-001"/>
                                    <constraint firstItem="Prf-st-001" firstAttribute="leading" secondItem="Prf-sa-001" secondAttribute="leading" constant="16" id="Prf-c2-001"/>
                                    <constraint firstItem="Prf-sa-001" firstAttribute="trailing" secondItem="Prf-st-001" secondAttribute="trailing" constant="16" id="Prf-c3-001"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" title="Profile" id="Prf-ni-001"/>
                            <connections>
                                <outlet property="\(outlet)" destination="Prf-lb-001" id="Prf-ou-001"/>
                                <outlet property="nameField" destination="Prf-tf-001" id="Prf-ou-002"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Prf-fr-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="920" y="4"/>
                </scene>
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>
        """
    }

    /// A view's xib as Xcode 16 writes it: File's Owner is the view class that loads it.
    static func xib(keyPath: String = "cornerRadius", ownerOutlet: String = "countLabel") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23506"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="System colors in document resources" minToolsVersion="11.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="BadgeView" customModule="MyApp" customModuleProvider="target">
                    <connections>
                        <outlet property="contentView" destination="iN0-l3-epB" id="Bdg-ou-001"/>
                        <outlet property="\(ownerOutlet)" destination="Bdg-lb-001" id="Bdg-ou-002"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="iN0-l3-epB" customClass="BadgeView" customModule="MyApp" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="120" height="44"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="0" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Bdg-lb-001">
                            <rect key="frame" x="0.0" y="0.0" width="120" height="44"/>
                            <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                            <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="vUN-kp-3ea"/>
                    <color key="backgroundColor" systemColor="systemRedColor"/>
                    <constraints>
                        <constraint firstItem="Bdg-lb-001" firstAttribute="centerX" secondItem="iN0-l3-epB" secondAttribute="centerX" id="Bdg-c1-001"/>
                        <constraint firstItem="Bdg-lb-001" firstAttribute="centerY" secondItem="iN0-l3-epB" secondAttribute="centerY" id="Bdg-c2-001"/>
                    </constraints>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="\(keyPath)">
                            <real key="value" value="8"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                    </userDefinedRuntimeAttributes>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    <point key="canvasLocation" x="139" y="20"/>
                </view>
            </objects>
            <resources>
                <systemColor name="systemRedColor">
                    <color red="1" green="0.23137254901960785" blue="0.18823529411764706" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
            </resources>
        </document>
        """
    }

    static func check(_ document: String, file: String = "Main.storyboard", swift: String = swift) -> [String] {
        DocumentCheck.check(file: file, text: document, sources: [swift]).map(\.description)
    }

    @Test func aNormalStoryboardAndXibHaveNothingToSay() {
        #expect(Self.check(Self.storyboard()) == [])
        #expect(Self.check(Self.xib(), file: "BadgeView.xib") == [])
    }

    @Test func unknownCustomClassIsAWarningWithItsLineAndID() {
        let findings = Self.check(Self.storyboard(profileClass: "ProfileViewControler"))
        #expect(findings.contains("Main.storyboard:74: warning: Unknown class MyApp.ProfileViewControler in Interface Builder file (object Prf-vc-001): no class ProfileViewControler in the project's Swift sources or in UIKit: the loader makes a plain <viewController> instead"))
        // The class's connections can't be checked: no more warnings than that one.
        #expect(findings.filter { $0.contains("warning:") }.count == 1)
        // A class of another module (a framework's) is not in the run: not reported.
        let framework = Self.storyboard(profileClass: "ProfileCard").replacingOccurrences(of: "customClass=\"ProfileCard\" customModule=\"MyApp\" customModuleProvider=\"target\"", with: "customClass=\"ProfileCard\" customModule=\"ProfileKit\"")
        #expect(Self.check(framework) == [])
    }

    @Test func outletWithoutPropertyWarnsInIOSWords() {
        let findings = Self.check(Self.storyboard(outlet: "titleLabel"))
        #expect(findings == ["Main.storyboard:115: warning: [<ProfileViewController> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key titleLabel. (outlet Prf-ou-001 of object Prf-vc-001 to Prf-lb-001) Declare @IBOutlet var titleLabel in ProfileViewController, or remove the connection in Interface Builder"])
        // A property without @IBOutlet is not set by key: the warning says to mark it.
        let plain = Self.check(Self.storyboard(outlet: "items").replacingOccurrences(of: "Prf-vc-001\" customClass=\"ProfileViewController", with: "Prf-vc-001\" customClass=\"ListViewController"))
        #expect(plain.contains { $0.contains("not key value coding-compliant for the key items.") && $0.hasSuffix("items is declared without @IBOutlet: mark it @IBOutlet so that uikit-port connects it") })
    }

    @Test func actionWithoutIBActionWarnsAndFirstResponderActionsDoNot() {
        let findings = Self.check(Self.storyboard(selector: "submit:"))
        #expect(findings == ["Main.storyboard:98: warning: action submit: (Prf-ac-001) of object Prf-bt-001 targets ProfileViewController (object Prf-vc-001), which has no @IBAction for \"submit:\": iOS raises \"unrecognized selector sent to instance\"; here the action does nothing"])
    }

    @Test func runtimeAttributesAndOwnerOutletsAreCheckedThroughTheClass() {
        let findings = Self.check(Self.xib(keyPath: "borderWidth", ownerOutlet: "titleLabel"), file: "BadgeView.xib")
        #expect(findings.count == 2)
        #expect(findings.contains { $0.hasPrefix("BadgeView.xib:14: warning: [<BadgeView> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key titleLabel.") })
        #expect(findings.contains("BadgeView.xib:36: warning: Failed to set (borderWidth) user defined inspected property on (BadgeView) (object iN0-l3-epB): this class is not key value coding-compliant for the key borderWidth. Declare @IBInspectable var borderWidth in BadgeView, or remove the connection in Interface Builder"))
    }

    @Test func connectionsToMissingObjectsAreWarnings() {
        let findings = Self.check(Self.storyboard().replacingOccurrences(of: "destination=\"Prf-tf-001\"", with: "destination=\"Gone-00-001\""))
        #expect(findings == ["Main.storyboard:116: warning: <outlet> points to Gone-00-001, which is not an object in the document (object Prf-vc-001)"])
    }

    @Test func aMalformedDocumentIsOneWarningAtItsError() {
        let broken = Self.storyboard().replacingOccurrences(of: "<toolbarItems/>", with: "<toolbarItems>")
        let findings = Self.check(broken)
        #expect(findings.count == 1)
        #expect(findings.first?.hasPrefix("Main.storyboard:") == true && findings.first?.contains("warning: not readable as a storyboard or xib") == true)
        #expect(!(findings.first ?? "").hasPrefix("Main.storyboard:1:"))   // the line of the error, not of the file
    }

    @Test func portedSourcesCountTheirOverridesCases() {
        let ported = """
        class ProfileViewController: UIViewController {
            weak var nameLabel: UILabel!
            weak var nameField: UITextField!
            func save(_ sender: UIButton) {}

            override func setValue(_ value: Any?, forKey key: String) {
                switch key {
                case "nameLabel": self.nameLabel = value as? UILabel
                case "nameField": self.nameField = value as? UITextField
                default: super.setValue(value, forKey: key)
                }
            }

            override func _actionHandler(for action: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
                switch action.name {
                case "save:": return { [unowned self] sender, _ in if let sender = sender as? UIButton { self.save(sender) } }
                default: return super._actionHandler(for: action)
                }
            }
        }
        class ListViewController: UITableViewController {}
        """
        #expect(Self.check(Self.storyboard(), swift: ported) == [])
        #expect(Self.check(Self.storyboard(selector: "cancel:"), swift: ported).count == 1)
    }

    @Test func whatTheLoaderIgnoresIsANoteOncePerAttributeWithTheFirstID() {
        let document = Self.storyboard(extraLabelAttributes: "adjustsLetterSpacingToFitWidth=\"YES\" ")
            .replacingOccurrences(of: "<toolbarItems/>", with: """
            <toolbarItems/>
            <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" mapType="standard" id="Map-00-001"><rect key="frame" x="0" y="0" width="320" height="216"/></mapView>
            """)
            .replacingOccurrences(of: "adjustsFontSizeToFit=\"NO\" id=\"Cel-lb-001\"", with: "adjustsFontSizeToFit=\"NO\" adjustsLetterSpacingToFitWidth=\"YES\" id=\"Cel-lb-001\"")
        let findings = Self.check(document)
        #expect(findings.contains("Main.storyboard:17: note: <mapView> (object Map-00-001) is not made by this project's loader: it is skipped with what it holds"))
        #expect(findings.contains("Main.storyboard:47: note: <label> attribute adjustsLetterSpacingToFitWidth is ignored by this project's loader (object Cel-lb-001, and 1 more)"))
        #expect(findings.count == 2)
        #expect(!findings.contains { $0.contains("warning:") })
    }

    @Test func staticTableSectionsAreLoadedAndNotReported() {
        let document = Self.storyboard().replacingOccurrences(of: "dataMode=\"prototypes\"", with: "dataMode=\"static\"")
            .replacingOccurrences(of: "<prototypes>", with: "<sections>\n<tableViewSection headerTitle=\"Account\" id=\"Sec-00-001\">\n<cells>")
            .replacingOccurrences(of: "</prototypes>", with: "</cells>\n</tableViewSection>\n</sections>")
        let findings = Self.check(document)
        #expect(findings == [])
    }

    @Test func checkCommandReadsTheFolderAndWritesNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-port-check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        try Self.swift.write(to: folder.appendingPathComponent("Views.swift"), atomically: true, encoding: .utf8)
        try Self.storyboard(outlet: "titleLabel").write(to: folder.appendingPathComponent("Base.lproj/Main.storyboard"), atomically: true, encoding: .utf8)
        try Self.xib().write(to: folder.appendingPathComponent("BadgeView.xib"), atomically: true, encoding: .utf8)
        let check = PortingRun(paths: [folder.path], checkOnly: true)
        let lines = check.report.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("\(folder.path)/Base.lproj/Main.storyboard:115: warning: [<ProfileViewController> setValue:forUndefinedKey:]") == true)
        #expect(lines.last == "uikit-port check: 2 Interface Builder documents against 1 Swift file: 1 warning, 0 notes")
        #expect(try String(contentsOf: folder.appendingPathComponent("Views.swift"), encoding: .utf8) == Self.swift)
        // A porting run checks the documents too, and says so in its summary line.
        let port = PortingRun(paths: [folder.path], dryRun: true)
        #expect(port.report.hasSuffix("; 2 Interface Builder documents checked: 1 warning, 0 notes"))
    }
}
