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

/// Views real documents use, decoded from xibs written here and shown through the test host:
/// segmented controls, tables with prototype and built-in style cells, flow layouts, text
/// views, configuration buttons, attributed labels and custom objects.
@MainActor @Suite(.serialized) struct NibViewDecodingTests {
    static let owner = """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="IBViewsOwner" customModule="UIKitTests" customModuleProvider="target">
            <connections>
        OUTLETS
            </connections>
        </placeholder>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        """

    /// A xib with File's Owner (an `IBViewsOwner`) whose outlets are `outlets` (property → id).
    static func xib(outlets: [(String, String)], _ objects: String) -> String {
        let lines = outlets.enumerated().map { i, o in
            "            <outlet property=\"\(o.0)\" destination=\"\(o.1)\" id=\"Out-\(i)-own\"/>"
        }.joined(separator: "\n")
        return IBTestBundle.xib(owner.replacingOccurrences(of: "OUTLETS", with: lines) + objects)
    }

    /// Instantiates `xib` with a fresh owner.
    static func load(_ xib: String, owner: IBViewsOwner = IBViewsOwner()) -> IBViewsOwner {
        let bundle = IBTestBundle.make(["Views.xib": xib])
        owner.topLevelObjects = UINib(nibName: "Views", bundle: bundle).instantiate(withOwner: owner, options: nil)
        return owner
    }

    // MARK: Segmented control

    static let segments = xib(outlets: [("segments", "Seg-01-abc")], """
        <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="1" translatesAutoresizingMaskIntoConstraints="NO" id="Seg-01-abc">
            <rect key="frame" x="20" y="20" width="240" height="32"/>
            <segments>
                <segment title="Day"/>
                <segment title="Week"/>
                <segment title="Month"/>
            </segments>
            <color key="selectedSegmentTintColor" systemColor="systemRedColor"/>
            <connections>
                <action selector="segmentChanged:" destination="-1" eventType="valueChanged" id="Act-01-abc"/>
            </connections>
        </segmentedControl>
        """)

    @Test func segmentedControlShowsItsSegmentsAndSelectsByTap() throws {
        let owner = Self.load(Self.segments)
        let control = try #require(owner.outlets["segments"] as? UISegmentedControl)
        #expect(control.numberOfSegments == 3)
        #expect((0..<3).map { control.titleForSegment(at: $0) } == ["Day", "Week", "Month"])
        #expect(control.selectedSegmentIndex == 1)
        #expect(control.selectedSegmentTintColor == .systemRed)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.addSubview(control)
        let host = UIKitTestHost(view: root, size: CGSize(width: 300, height: 100))
        host.advanceFrames(1)
        host.tap(at: root.convert(CGPoint(x: control.bounds.width * 5 / 6, y: control.bounds.midY), from: control))
        host.advanceFrames(1)
        #expect(control.selectedSegmentIndex == 2)
        #expect(owner.log == ["segment:2"])
    }

    // MARK: Table view

    static let table = xib(outlets: [("table", "Tbl-01-abc")], """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="insetGrouped" separatorStyle="none" rowHeight="60" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="Tbl-01-abc">
            <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <prototypes>
                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="none" accessoryType="disclosureIndicator" indentationWidth="10" reuseIdentifier="NameCell" id="Pro-01-abc" customClass="IBNameCell" customModule="UIKitTests" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="50" width="320" height="60"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Pro-01-abc" id="Pcv-01-abc">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="60"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="Pla-01-abc">
                                <rect key="frame" x="20" y="20" width="200" height="21"/>
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="19"/>
                                <color key="textColor" systemColor="systemBlueColor"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Pla-01-abc" firstAttribute="leading" secondItem="Pcv-01-abc" secondAttribute="leading" constant="20" id="Pcn-01-abc"/>
                            <constraint firstItem="Pla-01-abc" firstAttribute="centerY" secondItem="Pcv-01-abc" secondAttribute="centerY" id="Pcn-02-abc"/>
                        </constraints>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="nameLabel" destination="Pla-01-abc" id="Pou-01-abc"/>
                    </connections>
                </tableViewCell>
                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="SubtitleCell" textLabel="Sti-01-abc" detailTextLabel="Sde-01-abc" style="IBUITableViewCellStyleSubtitle" id="Pro-02-abc">
                    <rect key="frame" x="0.0" y="110" width="320" height="60"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Pro-02-abc" id="Scv-01-abc">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="60"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Sti-01-abc">
                                <rect key="frame" x="20" y="10" width="33" height="20"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <fontDescription key="fontDescription" type="system" pointSize="21"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Subtitle" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Sde-01-abc">
                                <rect key="frame" x="20" y="32" width="44" height="14"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                <color key="textColor" systemColor="systemGreenColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
            </prototypes>
            <connections>
                <outlet property="dataSource" destination="-1" id="Tds-01-abc"/>
            </connections>
        </tableView>
        """)

    @Test func tableViewDequeuesFreshCopiesOfItsPrototypeCells() throws {
        let owner = IBViewsOwner()
        _ = Self.load(Self.table, owner: owner)
        let table = try #require(owner.outlets["table"] as? UITableView)
        #expect(table.style == .insetGrouped)
        #expect(table.rowHeight == 60)
        #expect(table.estimatedRowHeight == UITableView.automaticDimension)
        #expect(table.separatorStyle == .none)
        #expect(table.dataSource === owner)
        let host = UIKitTestHost(view: table, size: CGSize(width: 320, height: 400))
        host.advanceFrames(2)
        let cells = (0..<3).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) as? IBNameCell }
        #expect(cells.count == 3)
        #expect(cells.map { $0.nameLabel?.text } == ["Ada", "Grace", "Linus"])
        #expect(Set(cells.map { ObjectIdentifier($0) }).count == 3)
        #expect(Set(cells.compactMap { $0.nameLabel.map(ObjectIdentifier.init) }).count == 3)
        for cell in cells {
            #expect(cell.reuseIdentifier == "NameCell")
            #expect(cell.accessoryType == .disclosureIndicator)
            #expect(cell.selectionStyle == .none)
            #expect(cell.frame.height == 60)
            let label = try #require(cell.nameLabel)
            #expect(label.superview === cell.contentView)
            #expect(label.textColor == .systemBlue)
            #expect(label.font == .boldSystemFont(ofSize: 19))
            #expect(label.frame.minX == 20 && abs(label.frame.midY - cell.contentView.bounds.midY) < 1)
        }
    }

    @Test func builtInSubtitleCellUsesItsOwnLabels() throws {
        let owner = IBViewsOwner()
        owner.tableIdentifiers = ["SubtitleCell"]
        _ = Self.load(Self.table, owner: owner)
        let table = try #require(owner.outlets["table"] as? UITableView)
        let host = UIKitTestHost(view: table, size: CGSize(width: 320, height: 400))
        host.advanceFrames(2)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.reuseIdentifier == "SubtitleCell")
        #expect(cell.textLabel?.text == "Grace")
        #expect(cell.detailTextLabel?.text == "row 1")
        #expect(cell.textLabel?.font == .systemFont(ofSize: 21))
        #expect(cell.detailTextLabel?.textColor == .systemGreen)
        // The document's two labels are the cell's own, not extra views.
        let labels = cell.contentView.subviews.compactMap { $0 as? UILabel }
        #expect(labels.count == 2)
        #expect(labels.contains { $0 === cell.textLabel } && labels.contains { $0 === cell.detailTextLabel })
        let text = try #require(cell.textLabel), detail = try #require(cell.detailTextLabel)
        #expect(!text.isHidden && text.frame.width > 0 && detail.frame.minY >= text.frame.maxY - 1)
    }

    // MARK: Collection view

    static let collection = xib(outlets: [("collection", "Col-01-abc")], """
        <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="Col-01-abc">
            <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="12" minimumInteritemSpacing="8" id="Flo-01-abc">
                <size key="itemSize" width="80" height="60"/>
                <size key="headerReferenceSize" width="0.0" height="0.0"/>
                <size key="footerReferenceSize" width="0.0" height="0.0"/>
                <inset key="sectionInset" minX="16" minY="10" maxX="16" maxY="0.0"/>
            </collectionViewFlowLayout>
            <cells>
                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Tile" id="Til-01-abc">
                    <rect key="frame" x="16" y="10" width="80" height="60"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="Tcv-01-abc">
                        <rect key="frame" x="0.0" y="0.0" width="80" height="60"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <color key="backgroundColor" systemColor="systemOrangeColor"/>
                    </collectionViewCellContentView>
                </collectionViewCell>
            </cells>
            <connections>
                <outlet property="dataSource" destination="-1" id="Cds-01-abc"/>
            </connections>
        </collectionView>
        """)

    @Test func flowLayoutPlacesPrototypeCellsAtTheDocumentsItemSize() throws {
        let owner = IBViewsOwner()
        _ = Self.load(Self.collection, owner: owner)
        let collection = try #require(owner.outlets["collection"] as? UICollectionView)
        let layout = try #require(collection.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.itemSize == CGSize(width: 80, height: 60))
        #expect(layout.minimumLineSpacing == 12 && layout.minimumInteritemSpacing == 8)
        #expect(layout.sectionInset == UIEdgeInsets(top: 10, left: 16, bottom: 0, right: 16))
        let host = UIKitTestHost(view: collection, size: CGSize(width: 320, height: 300))
        host.advanceFrames(2)
        let cells = (0..<3).compactMap { collection.cellForItem(at: IndexPath(item: $0, section: 0)) }
        #expect(cells.count == 3)
        #expect(cells.allSatisfy { $0.frame.size == CGSize(width: 80, height: 60) && $0.reuseIdentifier == "Tile" })
        #expect(cells.first?.frame.origin == CGPoint(x: 16, y: 10))
        #expect(cells.allSatisfy { $0.contentView.backgroundColor == .systemOrange })
        #expect(Set(cells.map { ObjectIdentifier($0) }).count == 3)
    }

    // MARK: Text, buttons, attributed strings

    static let texts = xib(outlets: [("textView", "Txv-01-abc"), ("configurationButton", "Cfg-01-abc"), ("attributedLabel", "Atl-01-abc")], """
        <view contentMode="scaleToFill" id="Roo-01-abc">
            <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" editable="NO" scrollEnabled="NO" textAlignment="center" fixedFrame="YES" id="Txv-01-abc">
                    <rect key="frame" x="10" y="10" width="300" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <string key="text">First line
        Second line</string>
                    <color key="textColor" systemColor="systemPurpleColor"/>
                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                    <textInputTraits key="textInputTraits" autocapitalizationType="words" keyboardType="emailAddress"/>
                    <dataDetectorType key="dataDetectorTypes" link="YES"/>
                </textView>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" fixedFrame="YES" id="Cfg-01-abc">
                    <rect key="frame" x="10" y="130" width="200" height="44"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="filled" title="Continue" cornerStyle="capsule">
                        <fontDescription key="titleFontDescription" type="boldSystem" pointSize="18"/>
                        <color key="baseBackgroundColor" systemColor="systemGreenColor"/>
                    </buttonConfiguration>
                    <connections>
                        <action selector="configurationTapped" destination="-1" eventType="touchUpInside" id="Cfa-01-abc"/>
                    </connections>
                </button>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" fixedFrame="YES" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Atl-01-abc">
                    <rect key="frame" x="10" y="200" width="300" height="30"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <attributedString key="attributedText">
                        <fragment content="Warning ">
                            <attributes>
                                <color key="NSColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <font key="NSFont" metaFont="system" size="24"/>
                                <paragraphStyle key="NSParagraphStyle" alignment="natural" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>
                            </attributes>
                        </fragment>
                        <fragment content="text">
                            <attributes>
                                <color key="NSColor" systemColor="labelColor"/>
                                <font key="NSFont" metaFont="system" size="24"/>
                            </attributes>
                        </fragment>
                    </attributedString>
                    <nil key="highlightedColor"/>
                </label>
            </subviews>
        </view>
        """)

    @Test func textViewShowsTheDocumentsText() throws {
        let owner = Self.load(Self.texts)
        let textView = try #require(owner.outlets["textView"] as? UITextView)
        #expect(textView.text == "First line\nSecond line")
        #expect(!textView.isEditable && textView.isSelectable && !textView.isScrollEnabled)
        #expect(textView.textAlignment == .center)
        #expect(textView.textColor == .systemPurple)
        #expect(textView.font == .systemFont(ofSize: 15))
        #expect(textView.autocapitalizationType == .words && textView.keyboardType == .emailAddress)
        #expect(textView.dataDetectorTypes == .link)
        #expect(textView.frame == CGRect(x: 10, y: 10, width: 300, height: 100))
    }

    @Test func configurationButtonShowsItsConfigurationsTitleAndRunsItsAction() throws {
        let owner = Self.load(Self.texts)
        let button = try #require(owner.outlets["configurationButton"] as? UIButton)
        let configuration = try #require(button.configuration)
        #expect(configuration.title == "Continue")
        #expect(configuration.baseBackgroundColor == .systemGreen)
        #expect(configuration.cornerStyle == .capsule)
        let root = try #require(button.superview)
        let host = UIKitTestHost(view: root, size: CGSize(width: 320, height: 400))
        host.advanceFrames(1)
        #expect(button.titleLabel?.text == "Continue")
        host.tap(button)
        #expect(owner.log == ["configuration"])
    }

    @Test func attributedLabelKeepsItsFragmentsColoursAndFonts() throws {
        let owner = Self.load(Self.texts)
        let label = try #require(owner.outlets["attributedLabel"] as? UILabel)
        let text = try #require(label.attributedText)
        #expect(text.string == "Warning text")
        let red = text.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
        #expect(red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(text.attribute(.foregroundColor, at: 8, effectiveRange: nil) as? UIColor == .label)
        #expect(text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 24))
        let root = try #require(label.superview)
        let host = UIKitTestHost(view: root, size: CGSize(width: 320, height: 400))
        host.advanceFrames(1)
        let image = host.render()
        var redPixels = 0
        for x in stride(from: Int(label.frame.minX), to: Int(label.frame.minX + 80), by: 1) {
            let p = ControlTestSupport.pixel(image, CGPoint(x: CGFloat(x), y: label.frame.midY))
            if p.r > 200 && p.g < 120 && p.b < 120 { redPixels += 1 }
        }
        #expect(redPixels > 3)
    }
}
