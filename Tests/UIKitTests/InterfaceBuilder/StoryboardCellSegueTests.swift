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

/// A list of rows from a prototype cell whose segues show a row's detail (selection) and its
/// info (the detail button); it logs the delegate and segue calls in the order UIKit made them.
@MainActor final class SBRowListController: UITableViewController {
    var log: [String] = []
    var veto = false

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect(\(indexPath.row))")
        return indexPath
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect(\(indexPath.row))")
    }

    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        log.append("accessory(\(indexPath.row))")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        log.append("should(\(identifier))")
        return !veto
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let cell = sender as? UITableViewCell
        let row = cell.flatMap { tableView.indexPath(for: $0) }?.row
        log.append("prepare(\(segue.identifier ?? "nil"),row:\(row.map(String.init) ?? "nil"),selected:\(tableView.indexPathForSelectedRow?.row.description ?? "nil"))")
        (segue.destination as? SBRowDetailController)?.value = cell?.textLabel?.text
    }
}

/// The destination: shows the value it was given in its label.
@MainActor final class SBRowDetailController: UIViewController {
    var value: String?
    var valueLabel: UILabel?

    override func viewDidLoad() {
        super.viewDidLoad()
        valueLabel?.text = value
    }

    override func setValue(_ value: Any?, forKey key: String) {
        if key == "valueLabel" { valueLabel = value as? UILabel } else { super.setValue(value, forKey: key) }
    }
}

/// A grid of tiles from a prototype collection cell whose segue shows the tile's detail.
@MainActor final class SBTileGridController: UICollectionViewController {
    var log: [String] = []

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect(\(indexPath.item))")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
        (cell.contentView.subviews.first as? UILabel)?.text = "Tile \(indexPath.item)"
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let cell = sender as? UICollectionViewCell
        let text = (cell?.contentView.subviews.first as? UILabel)?.text
        log.append("prepare(\(segue.identifier ?? "nil"),\(text ?? "nil"))")
        (segue.destination as? SBRowDetailController)?.value = text
    }
}

/// Segues from table and collection cells: selection and the detail button.
@MainActor @Suite(.serialized) struct StoryboardCellSegueTests {
    /// The initial navigation controller scene (`Nav-00-<suffix>`) whose root is `root`.
    static func navigationScene(_ suffix: String, root: String) -> String {
        """
        <!--Navigation Controller-->
        <scene sceneID="Sc1-00-\(suffix)">
            <objects>
                <navigationController id="Nav-00-\(suffix)" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="NaB-00-\(suffix)">
                        <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="Rel-00-\(suffix)"/>
                    </connections>
                </navigationController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Fr1-00-\(suffix)" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="-700" y="0"/>
        </scene>
        """
    }

    static let detailScene = """
        <scene sceneID="Sc9-00-ddd">
            <objects>
                <viewController storyboardIdentifier="RowDetail" id="Det-00-ddd" customClass="SBRowDetailController" customModule="UIKitTests" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="DeV-00-ddd">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" fixedFrame="YES" text="-" id="DeL-00-ddd">
                                <rect key="frame" x="20" y="200" width="300" height="21"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                            </label>
                        </subviews>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    </view>
                    <connections>
                        <outlet property="valueLabel" destination="DeL-00-ddd" id="DeO-00-ddd"/>
                    </connections>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Fr9-00-ddd" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="900" y="0"/>
        </scene>
        """

    static let document = IBTestBundle.storyboard(initial: "Nav-00-ddd", """
        \(navigationScene("ddd", root: "Lst-00-ddd"))
        <!--Rows-->
        <scene sceneID="Sc2-00-ddd">
            <objects>
                <tableViewController title="Rows" id="Lst-00-ddd" customClass="SBRowListController" customModule="UIKitTests" customModuleProvider="target" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="LsT-00-ddd">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        <prototypes>
                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="detailDisclosureButton" indentationWidth="10" reuseIdentifier="Row" textLabel="RoL-00-ddd" style="IBUITableViewCellStyleDefault" id="Row-00-ddd">
                                <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Row-00-ddd" id="RoC-00-ddd">
                                    <rect key="frame" x="0.0" y="0.0" width="339" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="RoL-00-ddd">
                                            <rect key="frame" x="20" y="0.0" width="311" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            <nil key="textColor"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                    </subviews>
                                </tableViewCellContentView>
                                <connections>
                                    <segue destination="Det-00-ddd" kind="show" identifier="showRow" id="Sg1-00-ddd"/>
                                    <segue destination="Det-00-ddd" kind="presentation" identifier="showInfo" trigger="accessoryAction" modalPresentationStyle="fullScreen" animates="NO" id="Sg2-00-ddd"/>
                                </connections>
                            </tableViewCell>
                        </prototypes>
                        <connections>
                            <outlet property="dataSource" destination="Lst-00-ddd" id="LsD-00-ddd"/>
                            <outlet property="delegate" destination="Lst-00-ddd" id="LsE-00-ddd"/>
                        </connections>
                    </tableView>
                    <navigationItem key="navigationItem" title="Rows" id="LsN-00-ddd"/>
                </tableViewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Fr2-00-ddd" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="100" y="0"/>
        </scene>
        <!--Tiles-->
        <scene sceneID="Sc3-00-ddd">
            <objects>
                <collectionViewController storyboardIdentifier="Tiles" id="Gri-00-ddd" customClass="SBTileGridController" customModule="UIKitTests" customModuleProvider="target" sceneMemberID="viewController">
                    <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="GrV-00-ddd">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="GrF-00-ddd">
                            <size key="itemSize" width="150" height="100"/>
                            <size key="headerReferenceSize" width="0.0" height="0.0"/>
                            <size key="footerReferenceSize" width="0.0" height="0.0"/>
                            <inset key="sectionInset" minX="20" minY="20" maxX="20" maxY="20"/>
                        </collectionViewFlowLayout>
                        <cells>
                            <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Tile" id="Til-00-ddd">
                                <rect key="frame" x="20" y="20" width="150" height="100"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="TiC-00-ddd">
                                    <rect key="frame" x="0.0" y="0.0" width="150" height="100"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" fixedFrame="YES" text="Tile" id="TiL-00-ddd">
                                            <rect key="frame" x="10" y="40" width="130" height="21"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            <nil key="textColor"/>
                                        </label>
                                    </subviews>
                                </view>
                                <connections>
                                    <segue destination="Det-00-ddd" kind="presentation" identifier="showTile" modalPresentationStyle="fullScreen" animates="NO" id="Sg3-00-ddd"/>
                                </connections>
                            </collectionViewCell>
                        </cells>
                        <connections>
                            <outlet property="dataSource" destination="Gri-00-ddd" id="GrD-00-ddd"/>
                            <outlet property="delegate" destination="Gri-00-ddd" id="GrE-00-ddd"/>
                        </connections>
                    </collectionView>
                </collectionViewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Fr3-00-ddd" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="100" y="900"/>
        </scene>
        \(detailScene)
        """)

    private func launch() throws -> (UIKitTestHost, UINavigationController, SBRowListController) {
        let storyboard = UIStoryboard(name: "Cells", bundle: IBTestBundle.make(["Cells.storyboard": Self.document]))
        let nav = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let list = try #require(nav.viewControllers.first as? SBRowListController)
        let host = UIKitTestHost(viewController: nav)
        host.advanceFrames(2)
        return (host, nav, list)
    }

    @Test func selectingAPrototypeCellPerformsItsSegueWithTheCellAsSender() throws {
        let (host, nav, list) = try launch()
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.textLabel?.text == "Row 1")
        host.tap(cell)
        host.advance(by: 1)
        // iOS's order: willSelect, the segue (should, prepare with the row already selected), didSelect.
        #expect(list.log == ["willSelect(1)", "should(showRow)", "prepare(showRow,row:1,selected:1)", "didSelect(1)"])
        let detail = try #require(nav.topViewController as? SBRowDetailController)
        #expect(nav.viewControllers.count == 2)
        #expect(detail.valueLabel?.text == "Row 1")
        #expect(detail.valueLabel?.window != nil)
    }

    @Test func shouldPerformSegueCanKeepTheUserOnTheList() throws {
        let (host, nav, list) = try launch()
        list.veto = true
        host.tap(try #require(list.tableView.cellForRow(at: IndexPath(row: 2, section: 0))))
        host.advance(by: 1)
        #expect(list.log == ["willSelect(2)", "should(showRow)", "didSelect(2)"])
        #expect(nav.viewControllers.count == 1)
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test func theDetailButtonPerformsTheAccessoryActionSegue() throws {
        let (host, nav, list) = try launch()
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let accessory = try #require(cell.subviews.first { $0 is _UITableViewCellAccessoryView } as? _UITableViewCellAccessoryView)
        host.tap(try #require(accessory.detailButton))
        host.advance(by: 1)
        #expect(list.log == ["accessory(0)", "should(showInfo)", "prepare(showInfo,row:0,selected:nil)"])
        let info = try #require(nav.presentedViewController as? SBRowDetailController)
        #expect(info.valueLabel?.text == "Row 0")
        #expect(nav.viewControllers.count == 1, "the accessory segue presents; selection's show segue did not run")
    }

    @Test func selectingACollectionCellPerformsItsSegue() throws {
        let storyboard = UIStoryboard(name: "Cells", bundle: IBTestBundle.make(["Cells.storyboard": Self.document]))
        let grid = try #require(storyboard.instantiateViewController(withIdentifier: "Tiles") as? SBTileGridController)
        let host = UIKitTestHost(viewController: grid)
        host.advanceFrames(2)
        let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect((cell.contentView.subviews.first as? UILabel)?.text == "Tile 2")
        host.tap(cell)
        host.advance(by: 1)
        #expect(grid.log == ["prepare(showTile,Tile 2)", "didSelect(2)"])
        let detail = try #require(grid.presentedViewController as? SBRowDetailController)
        #expect(detail.valueLabel?.text == "Tile 2")
    }
}
