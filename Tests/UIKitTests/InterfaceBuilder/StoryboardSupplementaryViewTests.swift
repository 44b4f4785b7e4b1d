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

/// A section header designed in a storyboard or a xib, with an outlet to its title label.
@MainActor final class SBSectionHeader: UICollectionReusableView {
    var titleLabel: UILabel?

    override func setValue(_ value: Any?, forKey key: String) {
        if key == "titleLabel" { titleLabel = value as? UILabel } else { super.setValue(value, forKey: key) }
    }
}

/// A photo grid whose sections have designed headers and footers.
@MainActor final class SBAlbumController: UICollectionViewController {
    var headerNib: UINib?

    override func viewDidLoad() {
        super.viewDidLoad()
        if let headerNib {
            collectionView.register(headerNib, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "XibHeader")
        }
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        if kind == UICollectionView.elementKindSectionFooter {
            let footer = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Footer", for: indexPath)
            (footer.subviews.first as? UILabel)?.text = "2 photos"
            return footer
        }
        let identifier = headerNib == nil ? "Header" : "XibHeader"
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        (header as? SBSectionHeader)?.titleLabel?.text = "Album \(indexPath.section + 1)"
        return header
    }
}

/// Collection views' section headers and footers from a storyboard's flow layout, and
/// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` with a xib.
@MainActor @Suite(.serialized) struct StoryboardSupplementaryViewTests {
    static let document = IBTestBundle.storyboard(initial: "Alb-00-fff", """
        <!--Album-->
        <scene sceneID="Sc1-00-fff">
            <objects>
                <collectionViewController id="Alb-00-fff" customClass="SBAlbumController" customModule="UIKitTests" customModuleProvider="target" sceneMemberID="viewController">
                    <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="AlV-00-fff">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="AlF-00-fff">
                            <size key="itemSize" width="100" height="100"/>
                            <size key="headerReferenceSize" width="50" height="50"/>
                            <size key="footerReferenceSize" width="50" height="30"/>
                            <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                        </collectionViewFlowLayout>
                        <cells>
                            <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Photo" id="Pho-00-fff">
                                <rect key="frame" x="0.0" y="50" width="100" height="100"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="PhC-00-fff">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </view>
                            </collectionViewCell>
                        </cells>
                        <collectionReusableView key="sectionHeaderView" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="center" reuseIdentifier="Header" id="Hdr-00-fff" customClass="SBSectionHeader" customModule="UIKitTests" customModuleProvider="target">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="50"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" fixedFrame="YES" text="Album" id="HdL-00-fff">
                                    <rect key="frame" x="16" y="14" width="300" height="21"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                                    <nil key="textColor"/>
                                </label>
                            </subviews>
                            <connections>
                                <outlet property="titleLabel" destination="HdL-00-fff" id="HdO-00-fff"/>
                            </connections>
                        </collectionReusableView>
                        <collectionReusableView key="sectionFooterView" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="center" reuseIdentifier="Footer" id="Ftr-00-fff">
                            <rect key="frame" x="0.0" y="260" width="393" height="30"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" fixedFrame="YES" text="Footer" id="FtL-00-fff">
                                    <rect key="frame" x="16" y="5" width="300" height="21"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="13"/>
                                    <nil key="textColor"/>
                                </label>
                            </subviews>
                        </collectionReusableView>
                        <connections>
                            <outlet property="dataSource" destination="Alb-00-fff" id="AlD-00-fff"/>
                            <outlet property="delegate" destination="Alb-00-fff" id="AlE-00-fff"/>
                        </connections>
                    </collectionView>
                </collectionViewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Fr1-00-fff" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="0" y="0"/>
        </scene>
        """)

    static let headerXib = IBTestBundle.xib("""
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <collectionReusableView opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="XibHeader" id="U6b-Vx-4bR" customClass="SBSectionHeader" customModule="UIKitTests" customModuleProvider="target">
            <rect key="frame" x="0.0" y="0.0" width="393" height="50"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" fixedFrame="YES" text="From xib" id="XhL-00-fff">
                    <rect key="frame" x="16" y="14" width="300" height="21"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <nil key="textColor"/>
                </label>
            </subviews>
            <connections>
                <outlet property="titleLabel" destination="XhL-00-fff" id="XhO-00-fff"/>
            </connections>
            <point key="canvasLocation" x="0" y="0"/>
        </collectionReusableView>
        """)

    private func headers(_ collection: UICollectionView, kind: String) -> [UICollectionReusableView] {
        (0..<2).compactMap { collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: $0)) }
    }

    @Test func theStoryboardsHeaderAndFooterAreDequeuedWithTheirSubviewsAndOutlets() throws {
        let bundle = IBTestBundle.make(["Album.storyboard": Self.document])
        let album = try #require(UIStoryboard(name: "Album", bundle: bundle).instantiateInitialViewController() as? SBAlbumController)
        let host = UIKitTestHost(viewController: album)
        host.advanceFrames(2)
        let shown = headers(album.collectionView, kind: UICollectionView.elementKindSectionHeader)
        #expect(shown.count == 2)
        let first = try #require(shown.first as? SBSectionHeader)
        #expect(first.titleLabel?.text == "Album 1")
        #expect(first.titleLabel?.superview === first)
        #expect(first.titleLabel?.window != nil)
        #expect(first.reuseIdentifier == "Header")
        #expect(first.frame.height == 50)
        #expect((shown.last as? SBSectionHeader)?.titleLabel?.text == "Album 2")
        #expect(shown.first !== shown.last, "each header is a fresh copy of the design")
        let footer = try #require(headers(album.collectionView, kind: UICollectionView.elementKindSectionFooter).first)
        #expect((footer.subviews.first as? UILabel)?.text == "2 photos")
    }

    @Test func aXibRegisteredForAHeaderKindIsInstantiatedForEachHeader() throws {
        let bundle = IBTestBundle.make(["Album.storyboard": Self.document, "AlbumHeader.xib": Self.headerXib])
        let album = try #require(UIStoryboard(name: "Album", bundle: bundle).instantiateInitialViewController() as? SBAlbumController)
        album.headerNib = UINib(nibName: "AlbumHeader", bundle: bundle)
        let host = UIKitTestHost(viewController: album)
        host.advanceFrames(2)
        let shown = headers(album.collectionView, kind: UICollectionView.elementKindSectionHeader)
        #expect(shown.count == 2)
        let header = try #require(shown.first as? SBSectionHeader)
        #expect(header.reuseIdentifier == "XibHeader")
        #expect(header.titleLabel?.text == "Album 1")
        #expect(header.titleLabel?.window != nil)
    }

    @Test func aNibWhoseObjectIsNotAReusableViewLogsIOSsMessage() throws {
        UIKitLog.clearRecentMessages()
        let bundle = IBTestBundle.make(["Album.storyboard": Self.document, "Wrong.xib": IBTestBundle.xib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="Wr0-00-fff">
                <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
            </view>
            """)])
        let album = try #require(UIStoryboard(name: "Album", bundle: bundle).instantiateInitialViewController() as? SBAlbumController)
        album.headerNib = UINib(nibName: "Wrong", bundle: bundle)
        let host = UIKitTestHost(viewController: album)
        host.advanceFrames(2)
        #expect(UIKitLog.didLog("nib must contain exactly one top level object which must be a UICollectionReusableView instance"))
    }
}
