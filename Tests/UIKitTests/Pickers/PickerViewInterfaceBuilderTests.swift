//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// A `<pickerView>` from a xib, its dataSource and delegate outlets connected to the owner.

import Testing
import Foundation
@testable import UIKitCore
import UIKit
import UIKitTesting

@MainActor @Suite struct PickerViewInterfaceBuilderTests {
    /// The xib's owner: the picker's data source and delegate, holding its outlet.
    final class Owner: UIResponder, UIPickerViewDataSource, UIPickerViewDelegate {
        var picker: UIPickerView?
        var topLevelObjects: [Any] = []
        var selected: [Int] = []
        override func setValue(_ value: Any?, forKey key: String) {
            if key == "picker" { picker = value as? UIPickerView } else { super.setValue(value, forKey: key) }
        }
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            ["Small", "Medium", "Large"][row]
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { selected.append(row) }
    }

    static let document = IBTestBundle.xib("""
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
            <connections>
                <outlet property="picker" destination="Pck-01-abc" id="Out-01-own"/>
            </connections>
        </placeholder>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="Roo-01-pck">
            <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <pickerView contentMode="scaleToFill" fixedFrame="YES" id="Pck-01-abc">
                    <rect key="frame" x="0.0" y="40" width="320" height="216"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                    <accessibility key="accessibilityConfiguration" identifier="sizePicker"/>
                    <connections>
                        <outlet property="dataSource" destination="-1" id="Dsr-01-pck"/>
                        <outlet property="delegate" destination="-1" id="Dlg-01-pck"/>
                    </connections>
                </pickerView>
            </subviews>
            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
        </view>
        """)

    @Test func pickerViewDecodesWithItsOutletsConnected() throws {
        let owner = Owner()
        let bundle = IBTestBundle.make(["Picker.xib": Self.document])
        owner.topLevelObjects = UINib(nibName: "Picker", bundle: bundle).instantiate(withOwner: owner, options: nil)
        let picker = try #require(owner.picker)
        #expect(picker.frame == CGRect(x: 0, y: 40, width: 320, height: 216))
        #expect(picker.accessibilityIdentifier == "sizePicker")
        #expect(picker.dataSource === owner && picker.delegate === owner)
        let root = try #require(owner.topLevelObjects.first as? UIView)
        let host = UIKitTestHost(view: root)
        #expect(picker.numberOfRows(inComponent: 0) == 3)
        #expect(host.view(withAccessibilityLabel: "Small") != nil)
        host.tap(at: CGPoint(x: 160, y: 148 + 32))
        host.runUntilIdle()
        #expect(picker.selectedRow(inComponent: 0) == 1 && owner.selected == [1])
    }
}
