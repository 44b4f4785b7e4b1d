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

/// A table view controller subclass from a storyboard.
@MainActor final class SBListViewController: UITableViewController {}

/// Controllers' own attributes and the built-in container and table controllers from scenes.
@MainActor @Suite(.serialized) struct StoryboardControllerTests {
    static let document = IBTestBundle.storyboard(initial: nil, """
        <!--List-->
        <scene sceneID="Sc1-00-bbb">
            <objects>
                <tableViewController storyboardIdentifier="List" restorationIdentifier="ListRestore" id="Lst-00-bbb" customClass="SBListViewController" customModule="UIKitTests" customModuleProvider="target" clearsSelectionOnViewWillAppear="NO" modalTransitionStyle="flipHorizontal" definesPresentationContext="YES" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="LsT-00-bbb">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </tableView>
                    <extendedEdge key="edgesForExtendedLayout" top="YES"/>
                    <toolbarItems>
                        <barButtonItem title="Edit" id="LsB-00-bbb"/>
                        <barButtonItem title="Share" id="LsB-01-bbb"/>
                    </toolbarItems>
                    <navigationItem key="navigationItem" title="List" id="LsN-00-bbb">
                        <barButtonItem key="backBarButtonItem" title="All" id="LsB-02-bbb"/>
                    </navigationItem>
                    <value key="contentSizeForViewInPopover" type="size" width="320" height="480"/>
                </tableViewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Fr1-00-bbb" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="0" y="0"/>
        </scene>
        <!--Split-->
        <scene sceneID="Sc2-00-bbb">
            <objects>
                <splitViewController storyboardIdentifier="Split" id="Spl-00-bbb" sceneMemberID="viewController">
                    <connections>
                        <segue destination="Pri-00-bbb" kind="relationship" relationship="masterViewController" id="Rl1-00-bbb"/>
                        <segue destination="Sec-00-bbb" kind="relationship" relationship="detailViewController" id="Rl2-00-bbb"/>
                    </connections>
                </splitViewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Fr2-00-bbb" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="0" y="900"/>
        </scene>
        <scene sceneID="Sc3-00-bbb">
            <objects>
                <viewController title="Primary" id="Pri-00-bbb" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="PrV-00-bbb">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Fr3-00-bbb" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="500" y="900"/>
        </scene>
        <scene sceneID="Sc4-00-bbb">
            <objects>
                <viewController title="Secondary" id="Sec-00-bbb" customClass="SBMissingController" customModule="UIKitTests" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="SeV-00-bbb">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Fr4-00-bbb" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="1000" y="900"/>
        </scene>
        """)

    @Test func aTableViewControllerSceneGivesItsAttributesAndTable() throws {
        let storyboard = UIStoryboard(name: "Controllers", bundle: IBTestBundle.make(["Controllers.storyboard": Self.document]))
        let list = try #require(storyboard.instantiateViewController(withIdentifier: "List") as? SBListViewController)
        #expect(!list.clearsSelectionOnViewWillAppear)
        #expect(list.restorationIdentifier == "ListRestore")
        #expect(list.modalTransitionStyle == .flipHorizontal)
        #expect(list.definesPresentationContext)
        #expect(list.edgesForExtendedLayout == .top)
        #expect(list.toolbarItems?.map(\.title) == ["Edit", "Share"])
        #expect(list.navigationItem.title == "List")
        #expect(list.navigationItem.backBarButtonItem?.title == "All")
        #expect(list.preferredContentSize == CGSize(width: 320, height: 480))
        #expect(!list.isViewLoaded)
        let table = try #require(list.tableView)
        #expect(table === list.view)
        #expect(table.dataSource === list)
        #expect(table.delegate === list)
    }

    @Test func aSplitViewControllerGetsItsColumnsAndAnUnknownClassFallsBack() throws {
        UIKitLog.clearRecentMessages()
        let storyboard = UIStoryboard(name: "Controllers", bundle: IBTestBundle.make(["Controllers.storyboard": Self.document]))
        let split = try #require(storyboard.instantiateViewController(withIdentifier: "Split") as? UISplitViewController)
        #expect(split.viewControllers.map(\.title) == ["Primary", "Secondary"])
        #expect(type(of: split.viewControllers[1]) == UIViewController.self)
        #expect(UIKitLog.didLog("Unknown class UIKitTests.SBMissingController in Interface Builder file.") || UIKitLog.didLog("Unknown class SBMissingController in Interface Builder file."))
    }

    @Test func relationshipAndEmbedCyclesAreRefusedNotFollowed() throws {
        UIKitLog.clearRecentMessages()
        let doc = IBTestBundle.storyboard(initial: "Loo-00-ccc", """
            <scene sceneID="Sc1-00-ccc">
                <objects>
                    <navigationController storyboardIdentifier="Loop" id="Loo-00-ccc" sceneMemberID="viewController">
                        <connections>
                            <segue destination="Loo-00-ccc" kind="relationship" relationship="rootViewController" id="Rl1-00-ccc"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="Sc2-00-ccc">
                <objects>
                    <viewController storyboardIdentifier="Nest" id="Nes-00-ccc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="NeV-00-ccc">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <containerView opaque="NO" contentMode="scaleToFill" fixedFrame="YES" id="NeC-00-ccc">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                    <connections>
                                        <segue destination="Nes-00-ccc" kind="embed" id="Emb-00-ccc"/>
                                    </connections>
                                </containerView>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
            """)
        let storyboard = UIStoryboard(name: "Loops", bundle: IBTestBundle.make(["Loops.storyboard": doc]))
        let nav = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        #expect(nav.viewControllers.isEmpty)
        #expect(UIKitLog.didLog("a relationship cycle"))
        let nest = storyboard.instantiateViewController(withIdentifier: "Nest")
        nest.loadViewIfNeeded()
        #expect(nest.children.isEmpty)
        #expect(UIKitLog.didLog("an embed cycle"))
    }
}
