//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

/// Documents written for these tests in the form Xcode 15–16 saves (no real project's file).
enum TestDocuments {
    /// A storyboard: a navigation controller (initial) whose root is a list controller with a
    /// label, a button with states that shows a detail scene, constraints, runtime attributes;
    /// the detail scene unwinds to the list through its exit.
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Nav-aa-001">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23506"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="System colors in document resources" minToolsVersion="11.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
            <!--Navigation Controller-->
            <scene sceneID="Scn-aa-001">
                <objects>
                    <navigationController id="Nav-aa-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="Bar-aa-001">
                            <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="Lst-aa-001" kind="relationship" relationship="rootViewController" id="Rel-aa-001"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-aa-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="-620" y="4"/>
            </scene>
            <!--Fruit List-->
            <scene sceneID="Scn-aa-002">
                <objects>
                    <viewController storyboardIdentifier="FruitList" title="Fruits" id="Lst-aa-001" customClass="FruitListViewController" customModule="Orchard" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Vew-aa-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Pick &amp; choose &lt;fruit&gt;" textAlignment="center" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Lbl-aa-001">
                                    <rect key="frame" x="16" y="119" width="361" height="20.333333333333332"/>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                                    <color key="textColor" systemColor="labelColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Btn-aa-001">
                                    <rect key="frame" x="146.66666666666666" y="155" width="100" height="34.333333333333343"/>
                                    <color key="backgroundColor" red="0.20000000298023224" green="0.40000000596046448" blue="0.80000001192092896" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/>
                                    <inset key="imageEdgeInsets" minX="0.0" minY="0.0" maxX="2.2250738585072014e-308" maxY="0.0"/>
                                    <state key="normal" title="Details" image="leaf" catalog="system">
                                        <color key="titleColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                    </state>
                                    <state key="highlighted" title="Opening…"/>
                                    <state key="disabled">
                                        <color key="titleColor" systemColor="secondaryLabelColor"/>
                                    </state>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                            <integer key="value" value="12"/>
                                        </userDefinedRuntimeAttribute>
                                        <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                                        <userDefinedRuntimeAttribute type="color" keyPath="borderColor">
                                            <color key="value" name="Brand"/>
                                        </userDefinedRuntimeAttribute>
                                        <userDefinedRuntimeAttribute type="string" keyPath="accessibilityHint">
                                            <string key="value">Opens the fruit's page</string>
                                        </userDefinedRuntimeAttribute>
                                    </userDefinedRuntimeAttributes>
                                    <connections>
                                        <action selector="detailsTapped:" destination="Lst-aa-001" eventType="touchUpInside" id="Act-aa-001"/>
                                        <segue destination="Det-aa-001" kind="show" identifier="showDetail" id="Seg-aa-001"/>
                                    </connections>
                                </button>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Saf-aa-001"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="Lbl-aa-001" firstAttribute="leading" secondItem="Saf-aa-001" secondAttribute="leading" constant="16" id="Con-aa-001"/>
                                <constraint firstItem="Saf-aa-001" firstAttribute="trailing" secondItem="Lbl-aa-001" secondAttribute="trailing" constant="16" id="Con-aa-002"/>
                                <constraint firstItem="Lbl-aa-001" firstAttribute="top" secondItem="Saf-aa-001" secondAttribute="top" constant="16" id="Con-aa-003"/>
                                <constraint firstItem="Btn-aa-001" firstAttribute="top" secondItem="Lbl-aa-001" secondAttribute="bottom" constant="16" symbolic="YES" id="Con-aa-004"/>
                                <constraint firstItem="Btn-aa-001" firstAttribute="centerX" secondItem="Vew-aa-001" secondAttribute="centerX" id="Con-aa-005"/>
                                <constraint firstItem="Btn-aa-001" firstAttribute="width" secondItem="Btn-aa-001" secondAttribute="height" multiplier="16:9" id="Con-aa-006"/>
                                <constraint firstItem="Btn-aa-001" firstAttribute="bottom" relation="lessThanOrEqual" secondItem="Saf-aa-001" secondAttribute="bottom" priority="750" identifier="buttonBottom" id="Con-aa-007"/>
                            </constraints>
                        </view>
                        <navigationItem key="navigationItem" title="Fruits" id="Nvi-aa-001"/>
                        <connections>
                            <outlet property="titleLabel" destination="Lbl-aa-001" id="Out-aa-001"/>
                            <outlet property="detailsButton" destination="Btn-aa-001" id="Out-aa-002"/>
                            <outletCollection property="allViews" destination="Lbl-aa-001" collectionClass="NSMutableArray" id="Out-aa-003"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-aa-002" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="180" y="4"/>
            </scene>
            <!--Fruit Detail-->
            <scene sceneID="Scn-aa-003">
                <objects>
                    <viewController storyboardIdentifier="FruitDetail" id="Det-aa-001" customClass="FruitDetailViewController" customModule="Orchard" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Vew-aa-002">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Btn-aa-002">
                                    <rect key="frame" x="20" y="100" width="80" height="30"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <state key="normal" title="Done"/>
                                    <connections>
                                        <segue destination="Ext-aa-001" kind="unwind" unwindAction="unwindToList:" id="Unw-aa-001"/>
                                    </connections>
                                </button>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Saf-aa-002"/>
                            <color key="backgroundColor" white="0.94999999999999996" alpha="1" colorSpace="calibratedWhite"/>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-aa-003" sceneMemberID="firstResponder"/>
                    <exit id="Ext-aa-001" userLabel="Exit" sceneMemberID="exit"/>
                </objects>
                <point key="canvasLocation" x="980" y="4"/>
            </scene>
        </scenes>
        <resources>
            <image name="leaf" catalog="system" width="128" height="107"/>
            <namedColor name="Brand">
                <color red="0.13" green="0.55" blue="0.13" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </namedColor>
            <systemColor name="labelColor">
                <color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
            <systemColor name="secondaryLabelColor">
                <color red="0.23529411764705882" green="0.23529411764705882" blue="0.2627450980392157" alpha="0.59999999999999998" colorSpace="custom" customColorSpace="sRGB"/>
            </systemColor>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
        </resources>
    </document>
    """

    /// A xib: File's Owner (a controller class) with a `view` outlet, First Responder, and a
    /// custom card view with a label and a switch, plus a second top-level gesture recognizer.
    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardViewController" customModule="Orchard" customModuleProvider="target">
                <connections>
                    <outlet property="view" destination="Crd-bb-001" id="Out-bb-001"/>
                    <outlet property="nameLabel" destination="Lbl-bb-001" id="Out-bb-002"/>
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="Crd-bb-001" customClass="CardView" customModule="Orchard" customModuleProvider="target">
                <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Name" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Lbl-bb-001">
                        <rect key="frame" x="16" y="16" width="200" height="21"/>
                        <fontDescription key="fontDescription" name="Menlo-Regular" family="Menlo" pointSize="14"/>
                        <color key="textColor" red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="calibratedRGB"/>
                        <nil key="highlightedColor"/>
                    </label>
                    <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Swt-bb-001">
                        <rect key="frame" x="255" y="16" width="51" height="31"/>
                        <connections>
                            <action selector="toggled:" destination="-1" eventType="valueChanged" id="Act-bb-001"/>
                        </connections>
                    </switch>
                </subviews>
                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                <constraints>
                    <constraint firstAttribute="height" constant="120" id="Con-bb-001"/>
                    <constraint firstItem="Lbl-bb-001" firstAttribute="leading" secondItem="Crd-bb-001" secondAttribute="leadingMargin" id="Con-bb-002"/>
                </constraints>
                <edgeInsets key="layoutMargins" top="8" left="16" bottom="8" right="16"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="rect" keyPath="hitArea">
                        <rect key="value" x="1" y="2" width="3" height="4"/>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="nil" keyPath="badge"/>
                </userDefinedRuntimeAttributes>
                <point key="canvasLocation" x="140" y="-20"/>
            </view>
            <tapGestureRecognizer id="Tap-bb-001">
                <connections>
                    <action selector="cardTapped:" destination="-1" id="Act-bb-002"/>
                </connections>
            </tapGestureRecognizer>
        </objects>
        <resources>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
        </resources>
    </document>
    """

    /// A storyboard of about `bytes` bytes: scenes of controllers whose views hold labels,
    /// buttons and constraints, as a large app's storyboard does.
    static func largeStoryboard(bytes target: Int) -> String {
        var text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="c0">
            <scenes>

        """
        var scene = 0
        while text.utf8.count < target {
            var s = """
                    <!--Scene \(scene)-->
                    <scene sceneID="s\(scene)">
                        <objects>
                            <viewController storyboardIdentifier="Scene\(scene)" id="c\(scene)" customClass="SceneViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v\(scene)">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>

            """
            for k in 0..<12 {
                s += """
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Row \(k) &amp; more" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="l\(scene)-\(k)">
                                                <rect key="frame" x="16" y="\(100 + k * 40)" width="361" height="20.333333333333332"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <color key="textColor" red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                                <nil key="highlightedColor"/>
                                            </label>

                """
            }
            s += """
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="g\(scene)"/>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    <constraints>

            """
            for k in 0..<12 {
                s += """
                                        <constraint firstItem="l\(scene)-\(k)" firstAttribute="leading" secondItem="g\(scene)" secondAttribute="leading" constant="16" id="k\(scene)-\(k)"/>

                """
            }
            s += """
                                    </constraints>
                                </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="f\(scene)" sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="\(scene * 800)" y="0.0"/>
                    </scene>

            """
            text += s
            scene += 1
        }
        text += """
            </scenes>
        </document>

        """
        return text
    }
}
