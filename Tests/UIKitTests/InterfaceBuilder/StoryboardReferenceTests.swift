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

/// Storyboard references as segue and relationship destinations, page view controllers'
/// initializer values and split view controllers' column relationships.
@MainActor @Suite(.serialized) struct StoryboardReferenceTests {
    static let main = IBTestBundle.storyboard(initial: "Tab-00-ggg", """
        <!--Tab Bar Controller-->
        <scene sceneID="Sc1-00-ggg">
            <objects>
                <tabBarController id="Tab-00-ggg" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="TaB-00-ggg">
                        <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </tabBar>
                    <connections>
                        <segue destination="Hom-00-ggg" kind="relationship" relationship="viewControllers" id="Re1-00-ggg"/>
                        <segue destination="Ref-01-ggg" kind="relationship" relationship="viewControllers" id="Re2-00-ggg"/>
                    </connections>
                </tabBarController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Fr1-00-ggg" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="0" y="0"/>
        </scene>
        <!--Home-->
        <scene sceneID="Sc2-00-ggg">
            <objects>
                <viewController title="Home" id="Hom-00-ggg" customClass="SBHomeViewController" customModule="UIKitTests" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="HoV-00-ggg">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="Go0-00-ggg">
                                <rect key="frame" x="100" y="250" width="193" height="44"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <state key="normal" title="Sign In"/>
                                <connections>
                                    <segue destination="Ref-02-ggg" kind="presentation" identifier="signIn" modalPresentationStyle="fullScreen" animates="NO" id="Sg1-00-ggg"/>
                                </connections>
                            </button>
                            <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="Go1-00-ggg">
                                <rect key="frame" x="100" y="320" width="193" height="44"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <state key="normal" title="Switch Account"/>
                                <connections>
                                    <segue reference="Sg1-00-ggg"/>
                                </connections>
                            </button>
                        </subviews>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    </view>
                    <tabBarItem key="tabBarItem" title="Home" id="HoT-00-ggg"/>
                    <connections>
                        <outlet property="goButton" destination="Go0-00-ggg" id="Ou1-00-ggg"/>
                        <segue destination="Ref-03-ggg" kind="presentation" identifier="missing" animates="NO" id="Sg2-00-ggg"/>
                        <segue destination="Ref-04-ggg" kind="presentation" identifier="local" animates="NO" id="Sg3-00-ggg"/>
                    </connections>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Fr2-00-ggg" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="500" y="0"/>
        </scene>
        <!--Account-->
        <scene sceneID="Sc3-00-ggg">
            <objects>
                <viewControllerPlaceholder storyboardName="Account" id="Ref-01-ggg" sceneMemberID="viewController"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Fr3-00-ggg" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="500" y="400"/>
        </scene>
        <!--SignIn-->
        <scene sceneID="Sc4-00-ggg">
            <objects>
                <viewControllerPlaceholder storyboardName="Account" referencedIdentifier="SignIn" id="Ref-02-ggg" sceneMemberID="viewController"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Fr4-00-ggg" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="900" y="0"/>
        </scene>
        <!--Gone-->
        <scene sceneID="Sc5-00-ggg">
            <objects>
                <viewControllerPlaceholder storyboardName="Gone" id="Ref-03-ggg" sceneMemberID="viewController"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Fr5-00-ggg" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="900" y="400"/>
        </scene>
        <!--Local-->
        <scene sceneID="Sc6-00-ggg">
            <objects>
                <viewControllerPlaceholder referencedIdentifier="Pages" id="Ref-04-ggg" sceneMemberID="viewController"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Fr6-00-ggg" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="900" y="800"/>
        </scene>
        <!--Pages-->
        <scene sceneID="Sc7-00-ggg">
            <objects>
                <pageViewController storyboardIdentifier="Pages" autoresizesArchivedViewToFullSize="NO" transitionStyle="scroll" navigationOrientation="vertical" spineLocation="none" id="Pag-00-ggg" sceneMemberID="viewController"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Fr7-00-ggg" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="0" y="1200"/>
        </scene>
        <!--Curl-->
        <scene sceneID="Sc8-00-ggg">
            <objects>
                <pageViewController storyboardIdentifier="Curl" autoresizesArchivedViewToFullSize="NO" transitionStyle="pageCurl" navigationOrientation="horizontal" spineLocation="max" id="Cur-00-ggg" sceneMemberID="viewController"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Fr8-00-ggg" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="400" y="1200"/>
        </scene>
        <!--Columns-->
        <scene sceneID="Sc9-00-ggg">
            <objects>
                <splitViewController storyboardIdentifier="Columns" allowDoubleColumnStyle="YES" style="tripleColumn" id="Spl-00-ggg" sceneMemberID="viewController">
                    <connections>
                        <segue destination="Co1-00-ggg" kind="relationship" relationship="masterViewController" id="Rl1-00-ggg"/>
                        <segue destination="Co2-00-ggg" kind="relationship" relationship="supplementaryViewController" id="Rl2-00-ggg"/>
                        <segue destination="Co3-00-ggg" kind="relationship" relationship="detailViewController" id="Rl3-00-ggg"/>
                        <segue destination="Co4-00-ggg" kind="relationship" relationship="compactViewController" id="Rl4-00-ggg"/>
                    </connections>
                </splitViewController>
                <viewController title="Sidebar" id="Co1-00-ggg" sceneMemberID="viewController"/>
                <viewController title="Mailboxes" id="Co2-00-ggg" sceneMemberID="viewController"/>
                <viewController title="Message" id="Co3-00-ggg" sceneMemberID="viewController"/>
                <viewController title="Compact" id="Co4-00-ggg" sceneMemberID="viewController"/>
            </objects>
            <point key="canvasLocation" x="800" y="1200"/>
        </scene>
        """)

    static let account = IBTestBundle.storyboard(initial: "Acc-00-hhh", """
        <!--Account-->
        <scene sceneID="Sc1-00-hhh">
            <objects>
                <viewController title="Account" id="Acc-00-hhh" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="AcV-00-hhh">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    </view>
                    <tabBarItem key="tabBarItem" title="Account" id="AcT-00-hhh"/>
                </viewController>
            </objects>
            <point key="canvasLocation" x="0" y="0"/>
        </scene>
        <!--Sign In-->
        <scene sceneID="Sc2-00-hhh">
            <objects>
                <viewController storyboardIdentifier="SignIn" title="Sign In" id="Sig-00-hhh" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="SiV-00-hhh">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" fixedFrame="YES" text="Welcome back" id="SiL-00-hhh">
                                <rect key="frame" x="20" y="200" width="300" height="21"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                            </label>
                        </subviews>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    </view>
                </viewController>
            </objects>
            <point key="canvasLocation" x="400" y="0"/>
        </scene>
        """)

    private func launch() throws -> (UIKitTestHost, UITabBarController, SBHomeViewController, UIStoryboard) {
        let bundle = IBTestBundle.make(["Main.storyboard": Self.main, "Account.storyboard": Self.account])
        let storyboard = UIStoryboard(name: "Main", bundle: bundle)
        let tabs = try #require(storyboard.instantiateInitialViewController() as? UITabBarController)
        let home = try #require(tabs.viewControllers?.first as? SBHomeViewController)
        let host = UIKitTestHost(viewController: tabs)
        host.advanceFrames(2)
        return (host, tabs, home, storyboard)
    }

    @Test func aRelationshipToAReferenceMakesTheOtherStoryboardsInitialController() throws {
        let (host, tabs, _, storyboard) = try launch()
        #expect(tabs.viewControllers?.map(\.title) == ["Home", "Account"])
        let account = try #require(tabs.viewControllers?.last)
        #expect(account.storyboard !== storyboard)
        #expect(account.storyboard != nil)
        #expect(tabs.tabBar.items?.map(\.title) == ["Home", "Account"])
        tabs.selectedIndex = 1
        host.advanceFrames(2)
        #expect(account.view.window != nil)
    }

    @Test func aSegueToAReferenceShowsTheIdentifiedControllerOfTheOtherStoryboard() throws {
        let (host, _, home, storyboard) = try launch()
        host.tap(try #require(home.goButton))
        host.advance(by: 1)
        let signIn = try #require(home.presentedViewController)
        #expect(signIn.title == "Sign In")
        #expect(signIn.storyboard !== storyboard)
        #expect((signIn.view.subviews.first as? UILabel)?.text == "Welcome back")
        #expect(signIn.view.window != nil)
        #expect(home.log.contains("prepare(signIn,UIViewController,viewLoaded:false,source:true)"))
    }

    @Test func aSegueReferenceTriggersTheSegueItNames() throws {
        let (host, _, home, _) = try launch()
        let again = try #require(home.view.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Switch Account" })
        host.tap(again)
        host.advance(by: 1)
        #expect(home.presentedViewController?.title == "Sign In")
        #expect(home.log.contains("prepare(signIn,UIViewController,viewLoaded:false,source:true)"))
    }

    @Test func aReferenceToAMissingStoryboardLogsIOSsMessageAndDoesNothing() throws {
        let (host, _, home, _) = try launch()
        UIKitLog.clearRecentMessages()
        home.performSegue(withIdentifier: "missing", sender: nil)
        host.advance(by: 1)
        #expect(home.presentedViewController == nil)
        #expect(UIKitLog.didLog("Could not find a storyboard named 'Gone' in bundle"))
        #expect(!home.log.contains { $0.hasPrefix("prepare(missing") })
    }

    @Test func aReferenceWithoutAStoryboardNamePointsIntoTheSameStoryboard() throws {
        let (host, _, home, storyboard) = try launch()
        home.performSegue(withIdentifier: "local", sender: nil)
        host.advance(by: 1)
        let pages = try #require(home.presentedViewController as? UIPageViewController)
        #expect(pages.storyboard === storyboard)
        #expect(pages.transitionStyle == .scroll)
    }

    @Test func referencesThatLeadBackToThemselvesAreRefusedNotFollowed() throws {
        UIKitLog.clearRecentMessages()
        func loop(_ name: String, to other: String) -> String {
            IBTestBundle.storyboard(initial: "Ref-00-\(name)", """
                <scene sceneID="Sc1-00-\(name)">
                    <objects>
                        <viewControllerPlaceholder storyboardName="\(other)" id="Ref-00-\(name)" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                """)
        }
        let bundle = IBTestBundle.make(["Ping.storyboard": loop("Ping", to: "Pong"), "Pong.storyboard": loop("Pong", to: "Ping")])
        #expect(UIStoryboard(name: "Ping", bundle: bundle).instantiateInitialViewController() == nil)
        #expect(UIKitLog.didLog("storyboard references lead back to themselves"))
    }

    @Test func aPageViewControllerSceneGivesItsInitializerValues() throws {
        let bundle = IBTestBundle.make(["Main.storyboard": Self.main, "Account.storyboard": Self.account])
        let storyboard = UIStoryboard(name: "Main", bundle: bundle)
        let pages = try #require(storyboard.instantiateViewController(withIdentifier: "Pages") as? UIPageViewController)
        #expect(pages.transitionStyle == .scroll)
        #expect(pages.navigationOrientation == .vertical)
        #expect(pages.spineLocation == .none)
        let curl = try #require(storyboard.instantiateViewController(withIdentifier: "Curl") as? UIPageViewController)
        #expect(curl.transitionStyle == .pageCurl)
        #expect(curl.navigationOrientation == .horizontal)
        #expect(curl.spineLocation == .max)
        #expect(curl.gestureRecognizers.count > 0, "a page curl controller has its page-turning recognizers")
        #expect(pages.gestureRecognizers.isEmpty)
    }

    @Test func autoresizesArchivedViewToFullSizeIsKnownAndNotLoggedAsIgnored() throws {
        // Xcode writes autoresizesArchivedViewToFullSize="NO" on page view controller scenes;
        // an attribute the loader doesn't know (sparkleLevel) is still reported.
        let pagesScene = """
            <scene sceneID="Sc1-00-kkk">
                <objects>
                    <pageViewController storyboardIdentifier="Pages" autoresizesArchivedViewToFullSize="NO" sparkleLevel="3" transitionStyle="scroll" navigationOrientation="horizontal" spineLocation="none" id="Pag-00-kkk" sceneMemberID="viewController"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Fr1-00-kkk" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="0" y="0"/>
            </scene>
            """
        let bundle = IBTestBundle.make(["Photos.storyboard": IBTestBundle.storyboard(initial: "Pag-00-kkk", pagesScene)])
        UIKitLog.clearRecentMessages()
        let pages = try #require(UIStoryboard(name: "Photos", bundle: bundle).instantiateInitialViewController() as? UIPageViewController)
        pages.loadViewIfNeeded()
        #expect(pages.transitionStyle == .scroll)
        #expect(UIKitLog.didLog("attribute sparkleLevel is ignored by this loader"))
        #expect(!UIKitLog.didLog("autoresizesArchivedViewToFullSize"))
    }

    @Test func aTripleColumnSplitViewGetsEachColumnFromItsRelationship() throws {
        let bundle = IBTestBundle.make(["Main.storyboard": Self.main, "Account.storyboard": Self.account])
        let storyboard = UIStoryboard(name: "Main", bundle: bundle)
        let split = try #require(storyboard.instantiateViewController(withIdentifier: "Columns") as? UISplitViewController)
        #expect(split.style == .tripleColumn)
        #expect(split.viewController(for: .primary)?.title == "Sidebar")
        #expect(split.viewController(for: .supplementary)?.title == "Mailboxes")
        #expect(split.viewController(for: .secondary)?.title == "Message")
        #expect(split.viewController(for: .compact)?.title == "Compact")
    }
}
