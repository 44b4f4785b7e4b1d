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

/// A settings screen designed as a static table; it overrides the data source and delegate
/// methods and calls `super`, as apps do to hide a row or stretch one.
@MainActor final class SBSettingsController: UITableViewController {
    var nameLabel: UILabel?
    var wifiSwitch: UISwitch?
    var planCell: UITableViewCell?
    var hidesAbout = false
    var asked: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        let rows = super.tableView(tableView, numberOfRowsInSection: section)
        asked.append("rows(\(section))=\(rows)")
        return hidesAbout && section == 1 ? 0 : rows
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = super.tableView(tableView, cellForRowAt: indexPath)
        if indexPath == IndexPath(row: 1, section: 0) { cell.detailTextLabel?.text = "Pro (yearly)" }
        return cell
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        let height = super.tableView(tableView, heightForRowAt: indexPath)
        asked.append("height(\(indexPath.section),\(indexPath.row))=\(height)")
        return height
    }

    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "nameLabel": nameLabel = value as? UILabel
        case "wifiSwitch": wifiSwitch = value as? UISwitch
        case "planCell": planCell = value as? UITableViewCell
        default: super.setValue(value, forKey: key)
        }
    }
}

/// Static tables: the designed sections, titles and cells, outlets to them, `super`'s answers
/// in a subclass, and segues from static cells.
@MainActor @Suite(.serialized) struct StoryboardStaticTableTests {
    static let document = IBTestBundle.storyboard(initial: "Nav-00-eee", """
        \(StoryboardCellSegueTests.navigationScene("eee", root: "Set-00-eee"))
        <!--Settings-->
        <scene sceneID="Sc2-00-eee">
            <objects>
                <tableViewController title="Settings" id="Set-00-eee" customClass="SBSettingsController" customModule="UIKitTests" customModuleProvider="target" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="SeT-00-eee">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <color key="backgroundColor" systemColor="systemGroupedBackgroundColor"/>
                        <sections>
                            <tableViewSection headerTitle="Account" id="Se1-00-eee">
                                <cells>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="none" indentationWidth="10" id="Ce1-00-eee">
                                        <rect key="frame" x="0.0" y="55.5" width="393" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Ce1-00-eee" id="Cv1-00-eee">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" fixedFrame="YES" text="Wi-Fi" id="Lb1-00-eee">
                                                    <rect key="frame" x="20" y="11" width="200" height="21"/>
                                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                </label>
                                                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" fixedFrame="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="Sw1-00-eee">
                                                    <rect key="frame" x="324" y="6.5" width="51" height="31"/>
                                                    <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>
                                                </switch>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" textLabel="Lb2-00-eee" detailTextLabel="Lb3-00-eee" style="IBUITableViewCellStyleValue1" id="Ce2-00-eee">
                                        <rect key="frame" x="0.0" y="99.5" width="393" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Ce2-00-eee" id="Cv2-00-eee">
                                            <rect key="frame" x="0.0" y="0.0" width="362.5" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Plan" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Lb2-00-eee">
                                                    <rect key="frame" x="20" y="12" width="35" height="20.5"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Pro" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Lb3-00-eee">
                                                    <rect key="frame" x="320" y="12" width="34.5" height="20.5"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                        <connections>
                                            <segue destination="Det-00-ddd" kind="show" identifier="showPlan" id="Sg1-00-eee"/>
                                        </connections>
                                    </tableViewCell>
                                </cells>
                            </tableViewSection>
                            <tableViewSection headerTitle="About" footerTitle="Version 1.0" id="Se2-00-eee">
                                <cells>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" rowHeight="80" textLabel="Lb4-00-eee" style="IBUITableViewCellStyleDefault" id="Ce3-00-eee">
                                        <rect key="frame" x="0.0" y="199.5" width="393" height="80"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Ce3-00-eee" id="Cv3-00-eee">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="80"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Acknowledgements" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Lb4-00-eee">
                                                    <rect key="frame" x="20" y="0.0" width="353" height="80"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </cells>
                            </tableViewSection>
                        </sections>
                        <connections>
                            <outlet property="dataSource" destination="Set-00-eee" id="SeD-00-eee"/>
                            <outlet property="delegate" destination="Set-00-eee" id="SeE-00-eee"/>
                        </connections>
                    </tableView>
                    <navigationItem key="navigationItem" title="Settings" id="SeN-00-eee"/>
                    <connections>
                        <outlet property="nameLabel" destination="Lb1-00-eee" id="Ou1-00-eee"/>
                        <outlet property="wifiSwitch" destination="Sw1-00-eee" id="Ou2-00-eee"/>
                        <outlet property="planCell" destination="Ce2-00-eee" id="Ou3-00-eee"/>
                    </connections>
                </tableViewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Fr2-00-eee" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="100" y="0"/>
        </scene>
        \(StoryboardCellSegueTests.detailScene)
        """)

    private func launch(hidingAbout: Bool = false) throws -> (UIKitTestHost, UINavigationController, SBSettingsController) {
        let storyboard = UIStoryboard(name: "Settings", bundle: IBTestBundle.make(["Settings.storyboard": Self.document]))
        let nav = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let settings = try #require(nav.viewControllers.first as? SBSettingsController)
        settings.hidesAbout = hidingAbout
        let host = UIKitTestHost(viewController: nav)
        host.advanceFrames(2)
        return (host, nav, settings)
    }

    private func shownText(_ view: UITableViewHeaderFooterView?) -> String? {
        view?.textLabel?.text ?? (view?.contentConfiguration as? UIListContentConfiguration)?.text
    }

    @Test func theDesignedSectionsAndCellsShowWithTheirTitles() throws {
        let (host, _, settings) = try launch()
        defer { _ = host }
        let table = try #require(settings.tableView)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.numberOfRows(inSection: 1) == 1)
        let wifi = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let label = try #require(wifi.contentView.subviews.first as? UILabel)
        #expect(label.text == "Wi-Fi")
        #expect(label.window != nil)
        let toggle = try #require(wifi.contentView.subviews.last as? UISwitch)
        #expect(toggle.isOn)
        #expect(wifi.convert(toggle.frame, from: wifi.contentView).maxX > table.bounds.width - 40, "the trailing switch keeps to the trailing edge")
        let plan = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(plan.textLabel?.text == "Plan")
        #expect(plan.detailTextLabel?.text == "Pro (yearly)", "the subclass's cellForRowAt got the static cell from super")
        #expect(plan.accessoryType == .disclosureIndicator)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text == "Acknowledgements")
        #expect(shownText(table.headerView(forSection: 0)) == "Account")
        #expect(shownText(table.headerView(forSection: 1)) == "About")
        #expect(shownText(table.footerView(forSection: 1)) == "Version 1.0")
    }

    @Test func outletsReachTheStaticCellsAndTheirSubviews() throws {
        let (host, _, settings) = try launch()
        let table = try #require(settings.tableView)
        #expect(settings.nameLabel === table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.subviews.first)
        #expect(settings.planCell === table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let toggle = try #require(settings.wifiSwitch)
        host.tap(toggle)
        host.advance(by: 0.5)
        #expect(!toggle.isOn)
    }

    @Test func superGivesTheStaticRowCountsAndHeights() throws {
        let (host, _, settings) = try launch(hidingAbout: true)
        defer { _ = host }
        let table = try #require(settings.tableView)
        #expect(settings.asked.contains("rows(0)=2"))
        #expect(settings.asked.contains("rows(1)=1"))
        #expect(table.numberOfRows(inSection: 1) == 0, "the subclass hid the section's row")
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(settings.asked.contains("height(0,0)=44.0"))
        let (shownHost, _, shown) = try launch()
        defer { _ = shownHost }
        #expect(shown.tableView.rectForRow(at: IndexPath(row: 0, section: 1)).height == 80, "the cell's own row height")
    }

    @Test func aStaticCellsSeguePerformsWhenTheUserSelectsIt() throws {
        let (host, nav, settings) = try launch()
        host.tap(try #require(settings.planCell))
        host.advance(by: 1)
        let detail = try #require(nav.topViewController as? SBRowDetailController)
        #expect(nav.viewControllers.count == 2)
        #expect(detail.storyboard === settings.storyboard)
    }
}
