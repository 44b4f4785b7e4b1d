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

/// The smaller views from xibs (page control, progress view, activity indicator, stepper, scroll
/// view, search bar, visual effect view, toolbar), custom objects, and the runtime attribute
/// failure message.
@MainActor @Suite(.serialized) struct NibControlsDecodingTests {
    static let controls = NibViewDecodingTests.xib(outlets: [
        ("pageControl", "Pgc-01-abc"), ("progress", "Prg-01-abc"), ("spinner", "Spn-01-abc"), ("stepper", "Stp-01-abc"),
        ("scroll", "Scr-01-abc"), ("search", "Sea-01-abc"), ("effect", "Eff-01-abc"), ("toolbar", "Tlb-01-abc"),
    ], """
        <view contentMode="scaleToFill" id="Roo-02-abc">
            <rect key="frame" x="0.0" y="0.0" width="320" height="600"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="5" currentPage="3" fixedFrame="YES" id="Pgc-01-abc">
                    <rect key="frame" x="10" y="10" width="200" height="26"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <color key="pageIndicatorTintColor" systemColor="systemGrayColor"/>
                    <color key="currentPageIndicatorTintColor" systemColor="systemRedColor"/>
                </pageControl>
                <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progressViewStyle="bar" progress="0.25" fixedFrame="YES" id="Prg-01-abc">
                    <rect key="frame" x="10" y="50" width="200" height="4"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <color key="progressTintColor" systemColor="systemGreenColor"/>
                </progressView>
                <activityIndicatorView opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" animating="YES" style="whiteLarge" fixedFrame="YES" id="Spn-01-abc">
                    <rect key="frame" x="10" y="60" width="37" height="37"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <color key="color" systemColor="systemPinkColor"/>
                </activityIndicatorView>
                <stepper opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="150" minimumValue="100" maximumValue="300" stepValue="25" fixedFrame="YES" id="Stp-01-abc">
                    <rect key="frame" x="10" y="100" width="94" height="32"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                </stepper>
                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" pagingEnabled="YES" showsHorizontalScrollIndicator="NO" keyboardDismissMode="onDrag" minimumZoomScale="0.5" maximumZoomScale="3" fixedFrame="YES" id="Scr-01-abc">
                    <rect key="frame" x="10" y="140" width="300" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <inset key="contentInset" minX="4" minY="8" maxX="4" maxY="8"/>
                </scrollView>
                <searchBar contentMode="redraw" searchBarStyle="minimal" placeholder="Search names" prompt="People" showsCancelButton="YES" fixedFrame="YES" id="Sea-01-abc">
                    <rect key="frame" x="0.0" y="250" width="320" height="90"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                    <textInputTraits key="textInputTraits" autocorrectionType="no" returnKeyType="done"/>
                    <scopeButtonTitles>
                        <string>All</string>
                        <string>Friends</string>
                    </scopeButtonTitles>
                </searchBar>
                <visualEffectView opaque="NO" contentMode="scaleToFill" fixedFrame="YES" id="Eff-01-abc">
                    <rect key="frame" x="10" y="350" width="100" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="Efc-01-abc">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Blurred" fixedFrame="YES" id="Efl-01-abc">
                                <rect key="frame" x="8" y="8" width="80" height="21"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                            </label>
                        </subviews>
                    </view>
                    <blurEffect style="systemMaterialDark"/>
                </visualEffectView>
                <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" fixedFrame="YES" id="Tlb-01-abc">
                    <rect key="frame" x="0.0" y="556" width="320" height="44"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                    <items>
                        <barButtonItem title="Share" id="Tbi-01-abc"/>
                        <barButtonItem style="plain" systemItem="flexibleSpace" id="Tbi-02-abc"/>
                        <barButtonItem systemItem="trash" id="Tbi-03-abc"/>
                    </items>
                </toolbar>
            </subviews>
        </view>
        """)

    @Test func controlsBarsAndEffectViewsCarryTheirDocumentValues() throws {
        let owner = NibViewDecodingTests.load(Self.controls)
        let page = try #require(owner.outlets["pageControl"] as? UIPageControl)
        #expect(page.numberOfPages == 5 && page.currentPage == 3)
        #expect(page.currentPageIndicatorTintColor == .systemRed && page.pageIndicatorTintColor == .systemGray)
        let progress = try #require(owner.outlets["progress"] as? UIProgressView)
        #expect(progress.progressViewStyle == .bar && progress.progress == 0.25 && progress.progressTintColor == .systemGreen)
        let spinner = try #require(owner.outlets["spinner"] as? UIActivityIndicatorView)
        #expect(spinner.style == .whiteLarge && spinner.isAnimating && spinner.color == .systemPink)
        #expect(!spinner.hidesWhenStopped)
        let stepper = try #require(owner.outlets["stepper"] as? UIStepper)
        #expect(stepper.minimumValue == 100 && stepper.maximumValue == 300 && stepper.value == 150 && stepper.stepValue == 25)
        let scroll = try #require(owner.outlets["scroll"] as? UIScrollView)
        #expect(scroll.isPagingEnabled && !scroll.showsHorizontalScrollIndicator && scroll.keyboardDismissMode == .onDrag)
        #expect(scroll.minimumZoomScale == 0.5 && scroll.maximumZoomScale == 3)
        #expect(scroll.contentInset == UIEdgeInsets(top: 8, left: 4, bottom: 8, right: 4))
        let search = try #require(owner.outlets["search"] as? UISearchBar)
        #expect(search.searchBarStyle == .minimal && search.placeholder == "Search names" && search.prompt == "People")
        #expect(search.showsCancelButton && search.scopeButtonTitles == ["All", "Friends"])
        #expect(search.searchTextField.autocorrectionType == .no && search.searchTextField.returnKeyType == .done)
        let effect = try #require(owner.outlets["effect"] as? UIVisualEffectView)
        #expect((effect.effect as? UIBlurEffect)?._style == .systemMaterialDark)
        #expect(effect.contentView.subviews.contains { ($0 as? UILabel)?.text == "Blurred" })
        let toolbar = try #require(owner.outlets["toolbar"] as? UIToolbar)
        #expect(toolbar.items?.count == 3)
        #expect(toolbar.items?.first?.title == "Share")
        let root = try #require(toolbar.superview)
        let host = UIKitTestHost(view: root, size: CGSize(width: 320, height: 600))
        host.advanceFrames(2)
        #expect(spinner.isAnimating)
        #expect(effect.contentView.frame.size == CGSize(width: 100, height: 100))
    }

    static let customObject = NibViewDecodingTests.xib(outlets: [("helper", "Cob-01-abc"), ("table", "Tbl-02-abc")], """
        <customObject id="Cob-01-abc" customClass="IBListDataSource" customModule="UIKitTests" customModuleProvider="target"/>
        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="plain" separatorStyle="default" rowHeight="44" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="Tbl-02-abc">
            <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <prototypes>
                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Plain" textLabel="Ptl-01-abc" style="IBUITableViewCellStyleDefault" id="Pro-03-abc">
                    <rect key="frame" x="0.0" y="50" width="320" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Pro-03-abc" id="Pcv-03-abc">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Ptl-01-abc">
                                <rect key="frame" x="16" y="0.0" width="288" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
            </prototypes>
            <connections>
                <outlet property="dataSource" destination="Cob-01-abc" id="Tds-02-abc"/>
            </connections>
        </tableView>
        """)

    @Test func customObjectIsMadeAndServesAsTheTablesDataSource() throws {
        IBListDataSource.made = 0
        let owner = NibViewDecodingTests.load(Self.customObject)
        #expect(IBListDataSource.made == 1)
        let helper = try #require(owner.outlets["helper"] as? IBListDataSource)
        let table = try #require(owner.outlets["table"] as? UITableView)
        #expect(table.dataSource === helper)
        let host = UIKitTestHost(view: table, size: CGSize(width: 320, height: 300))
        host.advanceFrames(2)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Item 1")
        // IB's plain-table section heights (28) leave no empty band above the first row.
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY == 0)
        #expect(table.visibleCells.count == 2)
    }

    static let switchCells = NibViewDecodingTests.xib(outlets: [("table", "Tbl-03-abc")], """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="50" id="Tbl-03-abc">
            <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <prototypes>
                <tableViewCell contentMode="scaleToFill" selectionStyle="none" reuseIdentifier="NameCell" id="Pro-04-abc" customClass="IBNameCell" customModule="UIKitTests" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="Pro-04-abc" id="Pcv-04-abc">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
                        <subviews>
                            <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" fixedFrame="YES" id="Psw-04-abc">
                                <rect key="frame" x="250" y="10" width="51" height="31"/>
                                <connections>
                                    <action selector="cellSwitchChanged:" destination="-1" eventType="valueChanged" id="Psa-04-abc"/>
                                </connections>
                            </switch>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
            </prototypes>
            <connections>
                <outlet property="dataSource" destination="-1" id="Tds-04-abc"/>
            </connections>
        </tableView>
        """)

    @Test func aPrototypeCellsActionReachesFilesOwner() throws {
        let owner = NibViewDecodingTests.load(Self.switchCells)
        let table = try #require(owner.outlets["table"] as? UITableView)
        let host = UIKitTestHost(view: table, size: CGSize(width: 320, height: 300))
        host.advanceFrames(2)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let toggle = try #require(cell.contentView.subviews.compactMap { $0 as? UISwitch }.first)
        host.tap(toggle)
        host.advanceFrames(10)
        #expect(toggle.isOn)
        #expect(owner.log == ["switch:true"])
    }

    @Test func aRuntimeAttributeNoPropertyTakesLogsIOSsMessage() throws {
        UIKitLog.clearRecentMessages()
        let xib = NibViewDecodingTests.xib(outlets: [], """
            <view contentMode="scaleToFill" id="Bdg-01-abc" customClass="IBBadgeView" customModule="UIKitTests" customModuleProvider="target">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="string" keyPath="badgeText" value="New"/>
                    <userDefinedRuntimeAttribute type="string" keyPath="caption" value="Hello"/>
                </userDefinedRuntimeAttributes>
            </view>
            """)
        let bundle = IBTestBundle.make(["Badge.xib": xib])
        let objects = UINib(nibName: "Badge", bundle: bundle).instantiate(withOwner: IBViewsOwner(), options: nil)
        let view = try #require(objects.first as? IBBadgeView)
        #expect(view.badgeText == "New")
        #expect(UIKitLog.didLog("Badge.xib (object Bdg-01-abc)"))
        #expect(UIKitLog.didLog("Failed to set (caption) user defined inspected property on (<IBBadgeView: 0x"))
        #expect(UIKitLog.didLog("setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key caption."))
    }
}
