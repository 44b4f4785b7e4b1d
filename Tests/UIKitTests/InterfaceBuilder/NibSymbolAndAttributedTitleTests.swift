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

/// Symbol configurations on image views and button states, and attributed per-state titles.
@MainActor @Suite(.serialized) struct NibSymbolAndAttributedTitleTests {
    static let document = IBTestBundle.xib("""
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="Roo-00-iii">
            <rect key="frame" x="0.0" y="0.0" width="393" height="300"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" fixedFrame="YES" image="star.fill" catalog="system" id="Img-00-iii">
                    <rect key="frame" x="20" y="20" width="60" height="60"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="40" scale="large" weight="light"/>
                </imageView>
                <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="Buy-00-iii">
                    <rect key="frame" x="20" y="120" width="200" height="44"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <state key="normal" image="cart" catalog="system">
                        <attributedString key="attributedTitle">
                            <fragment content="Buy ">
                                <attributes>
                                    <font key="NSFont" metaFont="system" size="17"/>
                                </attributes>
                            </fragment>
                            <fragment content="now">
                                <attributes>
                                    <color key="NSColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <font key="NSFont" metaFont="systemBold" size="17"/>
                                </attributes>
                            </fragment>
                        </attributedString>
                        <preferredSymbolConfiguration key="preferredSymbolConfiguration" scale="small" weight="bold"/>
                    </state>
                    <state key="highlighted" title="Buying"/>
                </button>
            </subviews>
        </view>
        """, resources: """
        <image name="star.fill" catalog="system" width="128" height="116"/>
        <image name="cart" catalog="system" width="128" height="102"/>
        """)

    private func load() throws -> (UIImageView, UIButton, UIView) {
        let bundle = IBTestBundle.make(["Shop.xib": Self.document])
        let root = try #require(UINib(nibName: "Shop", bundle: bundle).instantiate(withOwner: nil, options: nil).first as? UIView)
        let image = try #require(root.subviews.first as? UIImageView)
        let button = try #require(root.subviews.last as? UIButton)
        return (image, button, root)
    }

    @Test func anImageViewTakesItsPreferredSymbolConfiguration() throws {
        let (image, _, _) = try load()
        let c = try #require(image.preferredSymbolConfiguration)
        #expect(c.scale == .large)
        #expect(c.weight == .light)
        #expect(c.pointSize == 40)
    }

    @Test func aButtonStateGivesItsAttributedTitleAndSymbolConfiguration() throws {
        let (_, button, root) = try load()
        let host = UIKitTestHost(view: root)
        host.advanceFrames(1)
        let title = try #require(button.attributedTitle(for: .normal))
        #expect(title.string == "Buy now")
        #expect((title.attribute(.foregroundColor, at: 4, effectiveRange: nil) as? UIColor) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(button.titleLabel?.text == "Buy now", "the attributed title is what the button shows")
        #expect(button.title(for: .highlighted) == "Buying")
        let c = try #require(button.preferredSymbolConfigurationForImage(in: .normal))
        #expect(c.scale == .small)
        #expect(c.weight == .bold)
    }
}
