//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
@testable import UIKitCore
import UIKit

extension IBTestBundle {
    /// A storyboard document around `scenes` (the `<scenes>` content), as Xcode 15 writes it.
    static func storyboard(initial: String?, _ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"\(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="System colors in document resources" minToolsVersion="11.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
        \(scenes)
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>
        """
    }
}

/// The storyboard's home screen: outlets into its view, segues, an unwind action, and a log
/// of what UIKit called in which order.
@MainActor final class SBHomeViewController: UIViewController {
    var goButton: UIButton?
    var titleLabel: UILabel?
    var log: [String] = []
    var veto = false
    var unwoundFrom: UIViewController?

    override func awakeFromNib() {
        super.awakeFromNib()
        log.append("awake(viewLoaded:\(isViewLoaded),titleLabel:\(titleLabel != nil))")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad(titleLabel:\(titleLabel != nil),children:\(children.count))")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        log.append("should(\(identifier))")
        return !veto
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.append("prepare(\(segue.identifier ?? "nil"),\(type(of: segue.destination)),viewLoaded:\(segue.destination.isViewLoaded),source:\(segue.source === self))")
        if let detail = segue.destination as? SBDetailViewController { detail.value = "from home" }
    }

    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "goButton": goButton = value as? UIButton
        case "titleLabel": titleLabel = value as? UILabel
        default: super.setValue(value, forKey: key)
        }
    }

    override func _actionHandler(for action: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
        switch action.name {
        case "unwindToHome:": return { [unowned self] sender, _ in
            let segue = sender as! UIStoryboardSegue
            self.log.append("unwind(\(segue.identifier ?? "nil"),destination:\(segue.destination === self))")
            self.unwoundFrom = segue.source
        }
        default: return super._actionHandler(for: action)
        }
    }
}

/// The detail screen: a custom initializer for the creator forms, and an outlet to its button.
@MainActor final class SBDetailViewController: UIViewController {
    var value: String?
    var doneButton: UIButton?
    var log: [String] = []

    init?(coder: NSCoder, value: String) {
        self.value = value
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    init(value: String) {
        self.value = value
        super.init(nibName: nil, bundle: nil)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        log.append("awake(viewLoaded:\(isViewLoaded),doneButton:\(doneButton != nil))")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad(doneButton:\(doneButton != nil))")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.append("prepare(\(segue.identifier ?? "nil"))")
    }

    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "doneButton": doneButton = value as? UIButton
        default: super.setValue(value, forKey: key)
        }
    }
}

/// The controller embedded in the home screen's container view.
@MainActor final class SBChildViewController: UIViewController {}

/// A custom segue that presents without animation and records that it ran.
@MainActor final class SBFadeSegue: UIStoryboardSegue {
    static var performed: [String] = []

    override func perform() {
        SBFadeSegue.performed.append(identifier ?? "nil")
        source.present(destination, animated: false)
    }
}

/// The test storyboard: a navigation controller (initial) whose root is the home screen; the
/// home screen's show, presentation, custom, bar-item and manual segues to the detail, an
/// embed segue, and a tab bar controller with two tabs.
@MainActor enum SBMain {
    static let document = IBTestBundle.storyboard(initial: "Nav-00-aaa", """
        <!--Navigation Controller-->
        <scene sceneID="Sc1-00-aaa">
            <objects>
                <navigationController id="Nav-00-aaa" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="Bar-00-aaa">
                        <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="Hom-00-aaa" kind="relationship" relationship="rootViewController" id="Rel-00-aaa"/>
                    </connections>
                </navigationController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Fr1-00-aaa" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="-700" y="4"/>
        </scene>
        <!--Home-->
        <scene sceneID="Sc2-00-aaa">
            <objects>
                <viewController storyboardIdentifier="Home" title="Home" id="Hom-00-aaa" customClass="SBHomeViewController" customModule="UIKitTests" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="HmV-00-aaa">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" fixedFrame="YES" text="Welcome" id="HmL-00-aaa">
                                <rect key="frame" x="20" y="150" width="200" height="21"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                            </label>
                            <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="Go0-00-aaa">
                                <rect key="frame" x="100" y="250" width="193" height="44"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <state key="normal" title="Show Detail"/>
                                <connections>
                                    <segue destination="Det-00-aaa" kind="show" identifier="showDetail" id="Seg-01-aaa"/>
                                </connections>
                            </button>
                            <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="Mod-00-aaa">
                                <rect key="frame" x="100" y="320" width="193" height="44"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <state key="normal" title="Present"/>
                                <connections>
                                    <segue destination="Det-00-aaa" kind="presentation" identifier="presentDetail" modalPresentationStyle="fullScreen" modalTransitionStyle="crossDissolve" animates="NO" id="Seg-02-aaa"/>
                                </connections>
                            </button>
                            <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="Cus-00-aaa">
                                <rect key="frame" x="100" y="390" width="193" height="44"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <state key="normal" title="Fade"/>
                                <connections>
                                    <segue destination="Det-00-aaa" kind="custom" identifier="fade" customClass="SBFadeSegue" customModule="UIKitTests" id="Seg-03-aaa"/>
                                </connections>
                            </button>
                            <containerView opaque="NO" contentMode="scaleToFill" fixedFrame="YES" id="Box-00-aaa">
                                <rect key="frame" x="0.0" y="500" width="393" height="200"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                <connections>
                                    <segue destination="Chi-00-aaa" kind="embed" identifier="embedChild" id="Seg-04-aaa"/>
                                </connections>
                            </containerView>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="HmS-00-aaa"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    </view>
                    <navigationItem key="navigationItem" title="Home" prompt="Pick one" id="HmN-00-aaa">
                        <barButtonItem key="rightBarButtonItem" title="Info" id="HmB-00-aaa">
                            <connections>
                                <segue destination="Det-00-aaa" kind="presentation" identifier="info" animates="NO" id="Seg-05-aaa"/>
                            </connections>
                        </barButtonItem>
                    </navigationItem>
                    <connections>
                        <outlet property="goButton" destination="Go0-00-aaa" id="Out-01-aaa"/>
                        <outlet property="titleLabel" destination="HmL-00-aaa" id="Out-02-aaa"/>
                        <segue destination="Det-00-aaa" kind="show" identifier="manualDetail" id="Seg-06-aaa"/>
                        <segue destination="Det-00-aaa" kind="custom" identifier="bareCustom" id="Seg-08-aaa"/>
                    </connections>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Fr2-00-aaa" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="132" y="4"/>
        </scene>
        <!--Detail-->
        <scene sceneID="Sc3-00-aaa">
            <objects>
                <viewController storyboardIdentifier="Detail" id="Det-00-aaa" customClass="SBDetailViewController" customModule="UIKitTests" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="DtV-00-aaa">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="Don-00-aaa">
                                <rect key="frame" x="100" y="300" width="193" height="44"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <state key="normal" title="Done"/>
                                <connections>
                                    <segue destination="Ext-00-aaa" kind="unwind" identifier="backHome" unwindAction="unwindToHome:" id="Seg-07-aaa"/>
                                </connections>
                            </button>
                        </subviews>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    </view>
                    <connections>
                        <outlet property="doneButton" destination="Don-00-aaa" id="Out-03-aaa"/>
                    </connections>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Fr3-00-aaa" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                <exit id="Ext-00-aaa" userLabel="Exit" sceneMemberID="exit"/>
            </objects>
            <point key="canvasLocation" x="900" y="4"/>
        </scene>
        <!--Child-->
        <scene sceneID="Sc4-00-aaa">
            <objects>
                <viewController id="Chi-00-aaa" customClass="SBChildViewController" customModule="UIKitTests" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="ChV-00-aaa">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Fr4-00-aaa" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="132" y="900"/>
        </scene>
        <!--Tab Bar Controller-->
        <scene sceneID="Sc5-00-aaa">
            <objects>
                <tabBarController storyboardIdentifier="Tabs" id="Tab-00-aaa" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="TbB-00-aaa">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="49"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </tabBar>
                    <connections>
                        <segue destination="Tb1-00-aaa" kind="relationship" relationship="viewControllers" id="Rl1-00-aaa"/>
                        <segue destination="Tb2-00-aaa" kind="relationship" relationship="viewControllers" id="Rl2-00-aaa"/>
                    </connections>
                </tabBarController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Fr5-00-aaa" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="-700" y="900"/>
        </scene>
        <!--First-->
        <scene sceneID="Sc6-00-aaa">
            <objects>
                <viewController title="First" id="Tb1-00-aaa" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="T1V-00-aaa">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                    <tabBarItem key="tabBarItem" title="First" id="T1I-00-aaa"/>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Fr6-00-aaa" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="132" y="1700"/>
        </scene>
        <!--Second-->
        <scene sceneID="Sc7-00-aaa">
            <objects>
                <viewController id="Tb2-00-aaa" sceneMemberID="viewController" hidesBottomBarWhenPushed="YES" modalPresentationStyle="formSheet">
                    <view key="view" contentMode="scaleToFill" id="T2V-00-aaa">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                    <tabBarItem key="tabBarItem" title="Second" id="T2I-00-aaa"/>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Fr7-00-aaa" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="900" y="1700"/>
        </scene>
        """)

    /// A bundle holding `Main.storyboard`.
    static func bundle() -> Bundle { IBTestBundle.make(["Main.storyboard": document]) }
}
