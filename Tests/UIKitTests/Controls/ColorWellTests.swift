//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
@testable import UIKitCore
import UIKitTesting

/// UIColorWell: its look (ring and swatch, light and dark), the picker it presents (popover or
/// sheet), `.valueChanged` only from the user, keys, accessibility, bad colours, Interface Builder.
@MainActor @Suite(.serialized) struct ColorWellTests {
    typealias S = ColorPickerSupport

    /// A well at (40, 40) (44 × 44) in a controller's view of `size`, with an event recorder.
    func scene(size: CGSize = CGSize(width: 390, height: 844), _ configure: (UIColorWell) -> Void = { _ in })
        -> (UIKitTestHost, UIViewController, UIColorWell, ControlEventRecorder) {
        _UIColorPickerPalette.savedColors = []
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        let well = UIColorWell(frame: CGRect(x: 40, y: 40, width: 44, height: 44))
        configure(well)
        root.view.addSubview(well)
        let rec = ControlEventRecorder()
        rec.watch(well)
        let host = UIKitTestHost(viewController: root, size: size)
        return (host, root, well, rec)
    }

    @Test func defaultsSizeAndAccessibility() {
        let well = UIColorWell()
        #expect(well.selectedColor == nil && well.supportsAlpha && well.title == nil)
        #expect(well.supportsEyedropper && well.maximumLinearExposure == 1)
        #expect(well.intrinsicContentSize == CGSize(width: 28, height: 28) && well.bounds.size == CGSize(width: 28, height: 28))
        #expect(well.isAccessibilityElement && well.accessibilityLabel == "Color well")
        #expect(well.accessibilityTraits.contains(.button) && well.accessibilityValue == nil)
        well.selectedColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(well.accessibilityValue == "#FF8000")
        well.selectedColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)
        #expect(well.accessibilityValue == "#FF8000, 50% opacity")
    }

    @Test func aTapPresentsThePickerConfiguredLikeTheWell() throws {
        let (host, root, well, rec) = scene {
            $0.title = "Stroke"
            $0.supportsAlpha = false
            $0.selectedColor = .systemBlue
        }
        host.tap(well)
        host.runUntilIdle()
        let picker = try #require(root.presentedViewController as? UIColorPickerViewController)
        #expect(picker.title == "Stroke" && !picker.supportsAlpha)
        #expect(S.bytes(picker.selectedColor) == S.bytes(.systemBlue))
        #expect(host.view(withAccessibilityLabel: "Stroke") != nil)
        #expect(picker._pickerView!.opacitySlider.isHidden)
        // Compact width: a sheet, with the close button.
        #expect(host.view(withAccessibilityLabel: "Close") != nil)
        #expect(rec.count("valueChanged") == 0)
        S.writePNG(host, "well-sheet-light")
        host.invalidate()
    }

    @Test func inAWideWindowThePickerIsAPopoverOnTheWell() throws {
        let (host, root, well, _) = scene(size: CGSize(width: 1024, height: 768))
        host.tap(well)
        host.runUntilIdle()
        let picker = try #require(root.presentedViewController as? UIColorPickerViewController)
        let popover = try #require(picker.popoverPresentationController)
        #expect(popover.sourceView === well && popover.arrowDirection == .up)
        #expect(host.frame(of: picker.view).width == 340)
        #expect(host.frame(of: picker.view).minY > host.frame(of: well).maxY)
        #expect(host.view(withAccessibilityLabel: "Close") == nil)   // no close button in a popover
        S.writePNG(host, "well-popover-light")
        // Escape closes it.
        host.pressKey(.keyboardEscape)
        host.runUntilIdle()
        #expect(root.presentedViewController == nil)
        host.invalidate()
    }

    @Test func pickingInThePickerUpdatesTheWellAndSendsValueChangedOnce() throws {
        let (host, root, well, rec) = scene()
        let log = ColorPickerLog()
        host.tap(well)
        host.runUntilIdle()
        let picker = try #require(root.presentedViewController as? UIColorPickerViewController)
        picker.delegate = log   // an app may listen too
        host.tap(try #require(host.view(withAccessibilityLabel: "Orange")))
        #expect(S.bytes(well.selectedColor) == [255, 0x6A, 0, 255])
        #expect(S.bytes(picker.selectedColor) == [255, 0x6A, 0, 255])
        #expect(rec.count("valueChanged") == 1)
        #expect(log.picks.count == 1 && log.picks[0].continuously == false)
        // The close button: the picker goes, the well keeps the colour.
        host.tap(try #require(host.view(withAccessibilityLabel: "Close")))
        host.runUntilIdle()
        #expect(root.presentedViewController == nil && log.finished == [false])
        #expect(S.bytes(well.selectedColor) == [255, 0x6A, 0, 255] && rec.count("valueChanged") == 1)
        // A drag through the spectrum of a new picker: the well follows every step.
        host.tap(well)
        host.runUntilIdle()
        let second = try #require(root.presentedViewController as? UIColorPickerViewController)
        #expect(second !== picker && S.bytes(second.selectedColor) == [255, 0x6A, 0, 255])
        S.showPage(1, of: second, in: host)
        let f = host.frame(of: second._pickerView!.spectrum)
        host.drag(from: CGPoint(x: f.minX + 10, y: f.midY), to: CGPoint(x: f.midX, y: f.midY), duration: 0.3, steps: 5)
        #expect(rec.count("valueChanged") >= 4)
        #expect(S.bytes(well.selectedColor) == S.bytes(second.selectedColor))
        host.invalidate()
    }

    @Test func settingTheColourInCodeSendsNothing() {
        let (host, _, well, rec) = scene()
        well.selectedColor = .red
        well.selectedColor = nil
        well.title = "Fill"
        #expect(rec.events.isEmpty && well.selectedColor == nil)
        host.invalidate()
    }

    @Test func disabledWellsPresentNothing() {
        let (host, root, well, _) = scene { $0.isEnabled = false }
        host.tap(well)
        host.runUntilIdle()
        #expect(root.presentedViewController == nil)
        host.invalidate()
    }

    @Test func returnOnAFocusedWellOpensThePicker() {
        let (host, root, well, _) = scene()
        #expect(well.becomeFirstResponder())
        host.pressKey(.keyboardReturnOrEnter)
        host.runUntilIdle()
        #expect(root.presentedViewController is UIColorPickerViewController)
        host.pressKey(.keyboardEscape)
        host.runUntilIdle()
        #expect(root.presentedViewController == nil)
        host.invalidate()
    }

    /// The well's centre, a point of its ring at the top and one at the left (window points).
    func samplePoints(_ host: UIKitTestHost, _ well: UIColorWell) -> (center: CGPoint, top: CGPoint, left: CGPoint) {
        let f = host.frame(of: well)
        return (CGPoint(x: f.midX, y: f.midY), CGPoint(x: f.midX + 0.5, y: f.minY + 2), CGPoint(x: f.minX + 2, y: f.midY))
    }

    @Test func theWellDrawsTheRingAndTheColour() {
        let (host, _, well, _) = scene { $0.selectedColor = UIColor(red: 0, green: 0.5, blue: 1, alpha: 1) }
        let p = samplePoints(host, well)
        let png = host.render()
        #expect(ControlTestSupport.pixel(png, p.center, is: 0x0080FF, tol: 2))
        #expect(ControlTestSupport.pixel(png, p.top, is: 0xFF0000, tol: 40))       // the ring starts red at the top
        let left = ControlTestSupport.pixel(png, p.left)
        #expect(left.g > 200 && left.b < 80 && (60..<200).contains(left.r))        // a quarter turn on: yellow-green
        S.writePNG(host, "well-light")
        // Without a colour the centre is empty (the background shows).
        well.selectedColor = nil
        #expect(ControlTestSupport.pixel(host.render(), p.center, is: 0xFFFFFF, tol: 2))
        // Translucent colours show a checkerboard under them: two neighbouring squares differ.
        well.selectedColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.3)
        let img = host.render()
        let a = ControlTestSupport.pixel(img, CGPoint(x: p.center.x - 3, y: p.center.y - 3))
        let b = ControlTestSupport.pixel(img, CGPoint(x: p.center.x + 3, y: p.center.y - 3))
        #expect(a.r != b.r)
        host.invalidate()
    }

    @Test func darkModePixels() {
        let (host, _, well, _) = scene { $0.selectedColor = .label }
        let p = samplePoints(host, well)
        #expect(ControlTestSupport.pixel(host.render(), p.center, is: 0x000000, tol: 2))
        #expect(ControlTestSupport.pixel(host.render(), CGPoint(x: 200, y: 400), is: 0xFFFFFF, tol: 2))
        host.setUserInterfaceStyle(.dark)
        host.runUntilIdle()
        let dark = host.render()
        #expect(ControlTestSupport.pixel(dark, p.center, is: 0xFFFFFF, tol: 2))     // the dynamic colour resolves dark
        #expect(ControlTestSupport.pixel(dark, CGPoint(x: 200, y: 400), is: 0x000000, tol: 2))
        #expect(ControlTestSupport.pixel(dark, p.top, is: 0xFF0000, tol: 40))       // the ring does not change
        S.writePNG(host, "well-dark")
        host.tap(well)
        host.runUntilIdle()
        S.writePNG(host, "well-sheet-dark")
        host.invalidate()
    }

    @Test func aColourOutsideSRGBSurvives() {
        let (host, _, well, _) = scene()
        UIKitLog.clearRecentMessages()
        well.selectedColor = UIColor(red: 1.2, green: -0.1, blue: 0.5, alpha: 1)
        #expect(UIKitLog.didLog("UIColorWell.selectedColor") && UIKitLog.didLog("outside sRGB"))
        let p = samplePoints(host, well)
        #expect(ControlTestSupport.pixel(host.render(), p.center, is: 0xFF0080, tol: 2))
        UIKitLog.clearRecentMessages()
        well.selectedColor = UIColor(white: .nan, alpha: 1)
        #expect(UIKitLog.didLog("NaN"))
        #expect(ControlTestSupport.pixel(host.render(), p.center, is: 0x000000, tol: 2))
        host.invalidate()
    }

    static let xib = NibViewDecodingTests.xib(outlets: [], """
        <view contentMode="scaleToFill" id="Roo-cw-abc">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <colorWell contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" title="Stroke" supportsAlpha="NO" fixedFrame="YES" id="Cwl-01-abc">
                    <rect key="frame" x="20" y="20" width="44" height="44"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <color key="selectedColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </colorWell>
                <colorWell contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" enabled="NO" fixedFrame="YES" id="Cwl-02-abc">
                    <rect key="frame" x="80" y="20" width="28" height="28"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                </colorWell>
            </subviews>
        </view>
        """)

    @Test func decodesFromInterfaceBuilder() throws {
        let owner = NibViewDecodingTests.load(Self.xib)
        let root = try #require(owner.topLevelObjects.first as? UIView)
        let wells = root.subviews.compactMap { $0 as? UIColorWell }
        #expect(wells.count == 2)
        let stroke = try #require(wells.first)
        #expect(stroke.title == "Stroke" && !stroke.supportsAlpha)
        #expect(S.bytes(stroke.selectedColor) == [255, 128, 0, 255])
        #expect(stroke.frame == CGRect(x: 20, y: 20, width: 44, height: 44))
        let plain = wells[1]
        #expect(plain.title == nil && plain.supportsAlpha && plain.selectedColor == nil && !plain.isEnabled)
    }
}
