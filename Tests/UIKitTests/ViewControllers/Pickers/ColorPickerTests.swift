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

/// Logs a colour picker delegate's calls.
@MainActor final class ColorPickerLog: UIColorPickerViewControllerDelegate {
    var picks: [(color: UIColor, continuously: Bool)] = []
    var deprecatedCalls = 0
    /// One entry per `didFinish`: whether the picker was still presented then.
    var finished: [Bool] = []

    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        picks.append((color, continuously))
    }
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) { deprecatedCalls += 1 }
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
        finished.append(viewController.presentingViewController != nil)
    }
}

/// Helpers shared by the colour picker and colour well tests.
@MainActor enum ColorPickerSupport {
    /// A colour's 8-bit components (a dynamic colour resolved with the current traits).
    static func bytes(_ c: UIColor?) -> [Int] {
        guard let c = c?._current else { return [] }
        return [c._red, c._green, c._blue, c._alpha].map { Int(($0 * 255).rounded()) }
    }

    /// The grid colour of (`column`, `row`) as 8-bit components (opaque).
    static func gridBytes(_ column: Int, _ row: Int) -> [Int] {
        bytes(_UIColorPickerPalette.gridColor(column: column, row: row).color)
    }

    /// Taps segment `index` of the picker's Grid | Spectrum | Sliders control.
    static func showPage(_ index: Int, of picker: UIColorPickerViewController, in host: UIKitTestHost) {
        let f = host.frame(of: picker._pickerView!.modeControl)
        host.tap(at: CGPoint(x: f.minX + f.width * (CGFloat(index) + 0.5) / 3, y: f.midY))
        host.advance(by: 0.3)
    }

    /// Writes the host's pixels as `name`.png when `COLORPICKER_SNAPSHOT_DIR` names a folder.
    static func writePNG(_ host: UIKitTestHost, _ name: String) {
        guard let dir = ProcessInfo.processInfo.environment["COLORPICKER_SNAPSHOT_DIR"], !dir.isEmpty else { return }
        try? host.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent("\(name).png"))
    }
}

/// UIColorPickerViewController driven as a user would: the grid, the spectrum, the sliders and
/// hex field, opacity, saved colours, closing; the delegate's calls; bad colours.
@MainActor @Suite(.serialized) struct ColorPickerTests {
    typealias S = ColorPickerSupport

    /// Whether every pick in `picks` is continuous.
    func allContinuous(_ picks: ArraySlice<(color: UIColor, continuously: Bool)>) -> Bool {
        picks.allSatisfy { $0.continuously }
    }

    /// A picker hosted alone in a 340 × 560 window, with a delegate log.
    func scene(_ configure: (UIColorPickerViewController) -> Void = { _ in }) -> (UIKitTestHost, UIColorPickerViewController, ColorPickerLog) {
        _UIColorPickerPalette.savedColors = []
        let picker = UIColorPickerViewController()
        let log = ColorPickerLog()
        picker.delegate = log
        configure(picker)
        let host = UIKitTestHost(viewController: picker, size: CGSize(width: 340, height: 560))
        host.runUntilIdle()
        return (host, picker, log)
    }

    @Test func defaultsTitleAndWeakDelegate() {
        let picker = UIColorPickerViewController()
        #expect(S.bytes(picker.selectedColor) == [255, 255, 255, 255])
        #expect(picker.supportsAlpha && picker.supportsEyedropper && picker.maximumLinearExposure == 1)
        #expect(picker.title == nil)
        #expect(picker.preferredContentSize.width == 340 && picker.preferredContentSize.height > 400)
        picker.maximumLinearExposure = 0.5
        #expect(picker.maximumLinearExposure == 1)
        do {
            let log = ColorPickerLog()
            picker.delegate = log
            #expect(picker.delegate != nil)
        }
        #expect(picker.delegate == nil)

        let (host, shown, _) = scene()
        // The default title, the three pages' names, the opacity, no eyedropper.
        #expect(host.view(withAccessibilityLabel: "Colors") != nil)
        #expect(shown._pickerView?.modeControl.titleForSegment(at: 0) == "Grid")
        #expect(shown._pickerView?.modeControl.titleForSegment(at: 1) == "Spectrum")
        #expect(shown._pickerView?.modeControl.titleForSegment(at: 2) == "Sliders")
        #expect(host.view(withAccessibilityLabel: "OPACITY") != nil && host.view(withAccessibilityLabel: "100%") != nil)
        shown.title = "Stroke Color"
        #expect(host.view(withAccessibilityLabel: "Stroke Color") != nil && host.view(withAccessibilityLabel: "Colors") == nil)
        host.invalidate()
    }

    @Test func tappingAGridCellPicksItsColourOnce() throws {
        let (host, picker, log) = scene()
        let orange = try #require(host.view(withAccessibilityLabel: "Orange"))
        #expect(orange.accessibilityValue == "#FF6A00" && orange.accessibilityTraits.contains(.button))
        host.tap(orange)
        #expect(log.picks.count == 1 && log.picks.first?.continuously == false)
        #expect(S.bytes(log.picks.first?.color) == [255, 0x6A, 0, 255])
        #expect(log.deprecatedCalls == 1)
        #expect(S.bytes(picker.selectedColor) == [255, 0x6A, 0, 255])
        #expect(picker._pickerView?.grid.selectedCell == 5 * 12 + 6)
        // The hex field and the current swatch follow.
        #expect(picker._pickerView?.slidersPage.hexField.text == "FF6A00")
        let png = host.render()
        let swatch = host.frame(of: picker._pickerView!.swatchRow.currentSwatch)
        #expect(ControlTestSupport.pixel(png, CGPoint(x: swatch.midX, y: swatch.midY), is: 0xFF6A00, tol: 2))
        // The grey ramp's first cell is white, the last black; the hue columns go light to dark.
        #expect(S.gridBytes(0, 0) == [255, 255, 255, 255] && S.gridBytes(11, 0) == [0, 0, 0, 255])
        let blues = (1...9).map { S.gridBytes(1, $0).reduce(0, +) }
        #expect(blues == blues.sorted(by: >))
        S.writePNG(host, "picker-grid-light")
        host.invalidate()
    }

    @Test func draggingThroughTheGridPicksContinuouslyThenOnce() {
        let (host, picker, log) = scene()
        let grid = host.frame(of: picker._pickerView!.grid)
        let cell = grid.width / 12
        host.drag(from: CGPoint(x: grid.minX + cell * 0.5, y: grid.minY + cell * 3.5),
                  to: CGPoint(x: grid.minX + cell * 4.5, y: grid.minY + cell * 3.5), duration: 0.3, steps: 8)
        #expect(log.picks.count >= 4)
        #expect(allContinuous(log.picks.dropLast()) && log.picks.last?.continuously == false)
        #expect(S.bytes(picker.selectedColor) == S.gridBytes(4, 3))
        host.invalidate()
    }

    @Test func draggingInTheSpectrumIsContinuousThenFinal() {
        let (host, picker, log) = scene()
        S.showPage(1, of: picker, in: host)
        let spectrum = picker._pickerView!.spectrum
        #expect(!spectrum.isHidden && picker._pickerView!.grid.isHidden)
        let f = host.frame(of: spectrum)
        host.drag(from: CGPoint(x: f.minX + 2, y: f.midY), to: CGPoint(x: f.maxX - 40, y: f.maxY - 30), duration: 0.4, steps: 10)
        #expect(log.picks.count >= 5)
        #expect(allContinuous(log.picks.dropLast()))
        #expect(log.picks.last?.continuously == false)
        #expect(S.bytes(log.picks.last?.color) == S.bytes(picker.selectedColor))
        // Hue across: the drag started on red (the middle row is the pure hue) and ended darker.
        let first = _UIPickerRGBA(log.picks[0].color), last = _UIPickerRGBA(picker.selectedColor)
        #expect(first.r > 0.95 && first.g < 0.2 && first.b < 0.2)
        #expect(last.hsb.v < 0.7)
        // The loupe sits where the finger let go, filled with the colour.
        let loupe = host.frame(of: spectrum.loupe)
        #expect(abs(loupe.midX - (f.maxX - 40)) < 1.5 && abs(loupe.midY - (f.maxY - 30)) < 1.5)
        S.writePNG(host, "picker-spectrum-light")
        host.invalidate()
    }

    @Test func slidersChangeComponents() {
        let (host, picker, log) = scene()
        S.showPage(2, of: picker, in: host)
        let page = picker._pickerView!.slidersPage
        #expect(page.valueFields.map(\.text) == ["255", "255", "255"])
        // Drag the red slider's thumb (at the right end for white) to the left end.
        let red = host.frame(of: page.sliders[0])
        host.drag(from: CGPoint(x: red.maxX - 15, y: red.midY), to: CGPoint(x: red.minX - 20, y: red.midY), duration: 0.3, steps: 6)
        #expect(S.bytes(picker.selectedColor) == [0, 255, 255, 255])
        #expect(log.picks.last?.continuously == false && allContinuous(log.picks.dropLast()))
        #expect(page.valueFields[0].text == "0" && page.hexField.text == "00FFFF")
        // Half way along the blue slider.
        let blue = host.frame(of: page.sliders[2])
        host.tap(at: CGPoint(x: blue.midX, y: blue.midY))
        #expect(abs(S.bytes(picker.selectedColor)[2] - 128) <= 1 && S.bytes(picker.selectedColor)[1] == 255)
        S.writePNG(host, "picker-sliders-light")
        host.invalidate()
    }

    @Test func theComponentFieldsTakeTypedNumbers() throws {
        let (host, picker, log) = scene()
        S.showPage(2, of: picker, in: host)
        let page = picker._pickerView!.slidersPage
        let (red, green, blue) = (page.valueFields[0], page.valueFields[1], page.valueFields[2])
        #expect(host.view(withAccessibilityLabel: "Red Value") === red)
        // 128 typed into the red field and Return: the colour, the slider and the hex follow.
        host.tap(red)
        #expect(red.isEditing)
        host.type("128")
        host.pressKey(.keyboardReturnOrEnter)
        host.runUntilIdle()
        #expect(!red.isEditing && red.text == "128")
        #expect(S.bytes(picker.selectedColor) == [128, 255, 255, 255])
        #expect(log.picks.count == 1 && log.picks[0].continuously == false)
        #expect(abs(page.sliders[0].value - 128 / 255) < 0.001 && page.hexField.text == "80FFFF")
        // Leaving a field (a tap on the next) commits it too; -20 is clamped to 0.
        host.tap(blue)
        host.type("-20")
        host.tap(green)
        host.runUntilIdle()
        #expect(blue.text == "0" && S.bytes(picker.selectedColor) == [128, 255, 0, 255])
        #expect(log.picks.count == 2 && green.isEditing)
        // Letters put the old value back and pick nothing; so does an empty field.
        host.type("12a")
        host.pressKey(.keyboardReturnOrEnter)
        host.runUntilIdle()
        #expect(green.text == "255" && log.picks.count == 2)
        host.tap(green)
        host.pressKey(.keyboardReturnOrEnter)
        host.runUntilIdle()
        #expect(green.text == "255" && log.picks.count == 2)
        // Too large is clamped to 255; the same value as before picks nothing new.
        host.tap(red)
        host.type("99999999999999999999999")
        host.pressKey(.keyboardReturnOrEnter)
        host.runUntilIdle()
        #expect(red.text == "255" && S.bytes(picker.selectedColor) == [255, 255, 0, 255] && log.picks.count == 3)
        host.tap(red)
        host.type("255")
        host.pressKey(.keyboardReturnOrEnter)
        host.runUntilIdle()
        #expect(log.picks.count == 3)
        S.writePNG(host, "picker-slider-fields-light")
        host.invalidate()
    }

    @Test func theHexFieldTakesTypedColours() {
        let (host, picker, log) = scene()
        S.showPage(2, of: picker, in: host)
        let field = picker._pickerView!.slidersPage.hexField
        #expect(host.view(withAccessibilityLabel: "sRGB Hex Color #") != nil)
        host.tap(field)
        host.type("#FF8000")
        host.pressKey(.keyboardReturnOrEnter)
        host.runUntilIdle()
        #expect(S.bytes(picker.selectedColor) == [255, 0x80, 0, 255])
        #expect(log.picks.count == 1 && log.picks[0].continuously == false)
        #expect(field.text == "FF8000" && !field.isEditing)
        // Nonsense puts the current value back and picks nothing.
        host.tap(field)
        host.type("zz12")
        host.pressKey(.keyboardReturnOrEnter)
        host.runUntilIdle()
        #expect(field.text == "FF8000" && log.picks.count == 1)
        #expect(_UIPickerRGBA.parseHex("0f8", alpha: 1) == _UIPickerRGBA(r: 0, g: 1, b: 0x88 / 255.0, a: 1))
        host.invalidate()
    }

    @Test func opacitySliderAndSupportsAlphaFalse() throws {
        let (host, picker, log) = scene()
        let opacity = picker._pickerView!.opacitySlider
        let f = host.frame(of: opacity)
        host.tap(at: CGPoint(x: f.midX, y: f.midY))
        #expect(abs(S.bytes(picker.selectedColor)[3] - 128) <= 2)
        #expect(host.view(withAccessibilityLabel: "50%") != nil)
        // A grid pick keeps the opacity.
        host.tap(try #require(host.view(withAccessibilityLabel: "Blue")))
        #expect(abs(S.bytes(picker.selectedColor)[3] - 128) <= 2)
        host.invalidate()

        let (host2, opaque, _) = scene { $0.supportsAlpha = false; $0.selectedColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.5) }
        #expect(opaque._pickerView!.opacitySlider.isHidden)
        #expect(host2.view(withAccessibilityLabel: "OPACITY") == nil)
        #expect(opaque.preferredContentSize.height < picker.preferredContentSize.height)
        host2.tap(try #require(host2.view(withAccessibilityLabel: "Orange")))
        #expect(S.bytes(opaque.selectedColor)[3] == 255)
        S.writePNG(host2, "picker-no-alpha")
        host2.invalidate()
    }

    @Test func savedColoursAreAddedWithPlusAndPicked() throws {
        let (host, picker, log) = scene { $0.selectedColor = UIColor(red: 0, green: 0.5, blue: 0, alpha: 1) }
        host.tap(try #require(host.view(withAccessibilityLabel: "Add color")))
        #expect(_UIColorPickerPalette.savedColors.count == 1)
        let saved = try #require(host.view(withAccessibilityLabel: "Saved color 1"))
        #expect(saved.accessibilityValue == "#008000")
        host.tap(try #require(host.view(withAccessibilityLabel: "Yellow")))
        #expect(S.bytes(picker.selectedColor) != [0, 128, 0, 255])
        host.tap(saved)
        #expect(S.bytes(picker.selectedColor) == [0, 128, 0, 255])
        #expect(log.picks.last?.continuously == false)
        _UIColorPickerPalette.savedColors = []
        host.invalidate()
    }

    @Test func settingTheColourInCodeCallsNothing() {
        let (host, picker, log) = scene()
        picker.selectedColor = .systemRed
        picker.selectedColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        #expect(log.picks.isEmpty && log.deprecatedCalls == 0)
        #expect(picker._pickerView?.slidersPage.hexField.text == "336699")
        host.invalidate()
    }

    /// The picker presented from a controller in a phone-sized window (a sheet, with a close button).
    func presented() -> (UIKitTestHost, UIViewController, UIColorPickerViewController, ColorPickerLog) {
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        let host = UIKitTestHost(viewController: root, size: CGSize(width: 390, height: 844))
        let picker = UIColorPickerViewController()
        let log = ColorPickerLog()
        picker.delegate = log
        root.present(picker, animated: true)
        host.runUntilIdle()
        return (host, root, picker, log)
    }

    @Test func theCloseButtonDismissesThenTellsTheDelegate() throws {
        let (host, root, picker, log) = presented()
        #expect(root.presentedViewController === picker)
        let close = try #require(host.view(withAccessibilityLabel: "Close"))
        host.tap(close)
        #expect(log.finished.isEmpty)   // after the dismissal, not before
        host.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(log.finished == [false])
        host.invalidate()
    }

    @Test func escapeClosesThePicker() {
        let (host, root, _, log) = presented()
        host.pressKey(.keyboardEscape)
        host.runUntilIdle()
        #expect(root.presentedViewController == nil && log.finished == [false])
        host.invalidate()
    }

    @Test func darkModePixels() {
        let (host, picker, _) = scene()
        let png = host.render()
        #expect(ControlTestSupport.pixel(png, CGPoint(x: 6, y: 300), is: 0xFFFFFF, tol: 2))
        host.setUserInterfaceStyle(.dark)
        host.runUntilIdle()
        let dark = host.render()
        #expect(ControlTestSupport.pixel(dark, CGPoint(x: 6, y: 300), is: 0x000000, tol: 8))
        // The grid's colours are the same in both appearances.
        let cell = host.center(of: picker._pickerView!.grid.cells[5 * 12 + 6])
        #expect(ControlTestSupport.pixel(png, cell, is: 0xFF6A00, tol: 2) && ControlTestSupport.pixel(dark, cell, is: 0xFF6A00, tol: 2))
        S.writePNG(host, "picker-grid-dark")
        S.showPage(1, of: picker, in: host)
        S.writePNG(host, "picker-spectrum-dark")
        S.showPage(2, of: picker, in: host)
        S.writePNG(host, "picker-sliders-dark")
        host.invalidate()
    }

    @Test func coloursOutsideSRGBAreLoggedAndClamped() {
        let (host, picker, log) = scene()
        UIKitLog.clearRecentMessages()
        picker.selectedColor = UIColor(red: 1.2, green: -0.1, blue: 0.5, alpha: 1)
        #expect(UIKitLog.didLog("outside sRGB"))
        #expect(S.bytes(picker.selectedColor) == [255, 0, 128, 255])
        #expect(picker._pickerView?.slidersPage.hexField.text == "FF0080")
        UIKitLog.clearRecentMessages()
        picker.selectedColor = UIColor(red: .nan, green: 0.5, blue: 0.5, alpha: 1)
        #expect(UIKitLog.didLog("NaN"))
        #expect(S.bytes(picker.selectedColor) == [0, 128, 128, 255])
        UIKitLog.clearRecentMessages()
        picker.selectedColor = .systemTeal
        picker.selectedColor = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)
        #expect(!UIKitLog.didLog("outside sRGB"))
        // Still usable afterwards.
        host.tap(host.view(withAccessibilityLabel: "Green")!)
        #expect(log.picks.count == 1)
        host.invalidate()
    }
}
