//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// UIPickerView's input as a user gives it: drags and flings that snap to a row, taps on rows
// above and below the band, the mouse wheel and the arrow keys.

import Testing
import Foundation
@testable import UIKitCore
import UIKit
import UIKitTesting

@MainActor @Suite struct PickerViewInputTests {
    @Test func dragFollowsTheFingerThenSnapsToARowAndTellsTheDelegate() {
        let model = PickerModel()
        let p = HostedPicker(model)
        #expect(p.bandTitle() == "January")
        let wheel = p.picker._wheels[0]
        let finger = p.host.touchDown(at: p.band)
        var y = p.band.y
        for _ in 0..<8 { y -= 10; p.host.move(finger, to: CGPoint(x: p.band.x, y: y)); p.host.advanceFrames(1) }
        // Mid-drag the content moved with the finger (past the slop) and nothing was selected yet.
        #expect(wheel.contentOffset.y - wheel.offset(for: 0) > 60)
        #expect(model.selections.isEmpty)
        p.host.advance(by: 0.3)   // the finger rests: no fling
        p.host.lift(finger, at: CGPoint(x: p.band.x, y: y))
        p.host.runUntilIdle()
        #expect(p.aligned)
        let row = p.picker.selectedRow(inComponent: 0)
        #expect(row == 2)
        #expect(model.selections.last?.row == row && model.selections.last?.component == 0)
        #expect(p.bandTitle() == "March")
    }

    @Test func flingDeceleratesAndLandsExactlyOnARow() {
        let model = PickerModel(counts: [1000])
        let p = HostedPicker(model)
        p.host.fling(from: p.band, velocity: CGPoint(x: 0, y: -1500))
        p.host.advanceFrames(5)
        #expect(p.picker._wheels[0].isDecelerating)
        p.host.runUntilIdle()
        #expect(p.aligned)
        let row = p.picker.selectedRow(inComponent: 0)
        #expect(row > 10)
        #expect(model.selections.count >= 1 && model.selections.last?.row == row)
        #expect(p.bandTitle() == "Row \(row)")
    }

    @Test func flingPastTheEndRubberBandsBackToTheLastRow() {
        let model = PickerModel()
        let p = HostedPicker(model)
        p.host.fling(from: p.band, velocity: CGPoint(x: 0, y: -3000))
        let wheel = p.picker._wheels[0]
        var overshoot: CGFloat = 0
        for _ in 0..<120 {
            p.host.advanceFrames(1)
            overshoot = max(overshoot, wheel.contentOffset.y - wheel.offset(for: 11))
        }
        p.host.runUntilIdle()
        #expect(overshoot > 2, "the wheel went past the last row before coming back")
        #expect(p.picker.selectedRow(inComponent: 0) == 11 && p.aligned)
        #expect(model.selections.last?.row == 11)
    }

    @Test func tapOnARowAboveOrBelowTheBandTurnsItToTheBand() {
        let model = PickerModel()
        let p = HostedPicker(model)
        p.picker.selectRow(5, inComponent: 0, animated: false)
        // The visible rows are findable by title; the row two below the band is "August".
        let august = try? #require(p.host.view(withAccessibilityLabel: "August"))
        #expect(august != nil)
        p.host.tap(at: CGPoint(x: p.band.x, y: p.band.y + 62))
        p.host.runUntilIdle()
        #expect(p.picker.selectedRow(inComponent: 0) == 7)
        #expect(model.selections.map(\.row) == [7])
        #expect(p.bandTitle() == "August" && p.aligned)
        p.host.tap(at: CGPoint(x: p.band.x, y: p.band.y - 32))
        p.host.runUntilIdle()
        #expect(p.picker.selectedRow(inComponent: 0) == 6)
        #expect(model.selections.map(\.row) == [7, 6])
        // A tap on the band itself changes nothing.
        p.host.tap(at: p.band)
        p.host.runUntilIdle()
        #expect(model.selections.count == 2)
    }

    @Test func rowsOutsideThePickerAreNotFound() {
        let p = HostedPicker(PickerModel())
        #expect(p.host.view(withAccessibilityLabel: "January") != nil)
        #expect(p.host.view(withAccessibilityLabel: "March") != nil)
        #expect(p.host.view(withAccessibilityLabel: "September") == nil)
        #expect(p.host.view(withAccessibilityLabel: "December") == nil)
    }

    @Test func mouseWheelTurnsTheWheelUnderThePointerARowANotch() {
        let model = PickerModel(counts: [12, 30])
        let p = HostedPicker(model)
        let right = CGPoint(x: 240, y: p.band.y)
        p.host.scrollWheel(at: right, delta: CGPoint(x: 0, y: 40))
        p.host.scrollWheel(at: right, delta: CGPoint(x: 0, y: 40))
        p.host.runUntilIdle()
        #expect(p.picker.selectedRow(inComponent: 1) == 2 && p.picker.selectedRow(inComponent: 0) == 0)
        #expect(model.selections.last?.row == 2 && model.selections.last?.component == 1)
        #expect(p.bandTitle(component: 1) == "Row 2" && p.aligned)
        p.host.scrollWheel(at: right, delta: CGPoint(x: 0, y: -40))
        p.host.runUntilIdle()
        #expect(p.picker.selectedRow(inComponent: 1) == 1)
    }

    @Test func arrowKeysMoveTheClickedWheelARow() {
        let model = PickerModel(counts: [12, 30])
        let p = HostedPicker(model)
        p.host.tap(at: CGPoint(x: 80, y: p.band.y))   // focuses the months (a tap on the band: no change)
        p.host.runUntilIdle()
        #expect(model.selections.isEmpty)
        p.host.pressKey(.keyboardDownArrow)
        p.host.pressKey(.keyboardDownArrow)
        p.host.runUntilIdle()
        #expect(p.picker.selectedRow(inComponent: 0) == 2)
        #expect(model.selections.map(\.row) == [1, 2])
        #expect(p.bandTitle() == "March" && p.aligned)
        p.host.pressKey(.keyboardRightArrow)
        p.host.pressKey(.keyboardEnd)
        p.host.runUntilIdle()
        #expect(p.picker.selectedRow(inComponent: 1) == 29)
        p.host.pressKey(.keyboardUpArrow)
        p.host.runUntilIdle()
        #expect(p.picker.selectedRow(inComponent: 1) == 28)
        #expect(model.selections.last?.row == 28 && model.selections.last?.component == 1)
    }

    @Test func theWheelUnderTheRestingPointerTakesTheKeysWithoutAClick() {
        // A picker in a scroll view taller than its window, nothing first responder.
        let model = PickerModel(counts: [12, 30])
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        scroll.contentSize = CGSize(width: 320, height: 1200)
        scroll.backgroundColor = .systemBackground
        let picker = UIPickerView(frame: CGRect(x: 0, y: 40, width: 320, height: 216))
        picker.dataSource = model
        picker.delegate = model
        scroll.addSubview(picker)
        let host = UIKitTestHost(view: scroll)
        defer { host.invalidate() }
        host.runUntilIdle()
        // The pointer rests on the right wheel: the arrows turn it, not the scroll view.
        host.hover(at: CGPoint(x: 240, y: 148))
        host.pressKey(.keyboardDownArrow)
        host.pressKey(.keyboardDownArrow)
        host.runUntilIdle()
        #expect(picker.selectedRow(inComponent: 1) == 2 && picker.selectedRow(inComponent: 0) == 0)
        #expect(model.selections.last?.row == 2 && model.selections.last?.component == 1)
        #expect(scroll.contentOffset.y == 0)
        // Over the left wheel: Page Down five rows, End to the last; no click made anything
        // first responder.
        host.hover(at: CGPoint(x: 80, y: 148))
        host.pressKey(.keyboardPageDown)
        host.runUntilIdle()
        #expect(picker.selectedRow(inComponent: 0) == 5)
        host.pressKey(.keyboardEnd)
        host.runUntilIdle()
        #expect(picker.selectedRow(inComponent: 0) == 11 && model.selections.last?.component == 0)
        #expect(!picker._wheels.contains { $0.isFirstResponder })
        #expect(scroll.contentOffset.y == 0)
        // At the last row the arrow goes on to the enclosing scroll view, as the mouse wheel does.
        host.pressKey(.keyboardDownArrow)
        host.runUntilIdle()
        #expect(picker.selectedRow(inComponent: 0) == 11)
        #expect(scroll.contentOffset.y > 0)
        // With the pointer gone from the window, the keys leave the wheels alone.
        let count = model.selections.count
        host.pointerExit()
        host.pressKey(.keyboardUpArrow)
        host.runUntilIdle()
        #expect(model.selections.count == count)
    }

    /// A view that holds the first responder for its key commands, as a controller does.
    final class KeyHolder: UIView {
        override var canBecomeFirstResponder: Bool { true }
    }

    @Test func aClickedWheelTakesTheKeysFromAKeyHolderButNotFromATextField() throws {
        let model = PickerModel(counts: [12])
        let p = HostedPicker(model)
        let root = try #require(p.picker.superview)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        root.addSubview(field)
        let holder = KeyHolder(frame: CGRect(x: 220, y: 0, width: 30, height: 30))
        root.addSubview(holder)
        // While a text field is editing, a click on the wheel leaves it the keys.
        field.becomeFirstResponder()
        p.host.tap(at: p.band)
        p.host.runUntilIdle()
        #expect(field.isFirstResponder)
        p.host.pressKey(.keyboardDownArrow)
        p.host.runUntilIdle()
        #expect(p.picker.selectedRow(inComponent: 0) == 0)
        // A view holding them for its own commands gives them to the clicked wheel.
        holder.becomeFirstResponder()
        p.host.tap(at: p.band)
        p.host.runUntilIdle()
        #expect(p.picker._wheels[0].isFirstResponder)
        p.host.pressKey(.keyboardDownArrow)
        p.host.runUntilIdle()
        #expect(p.picker.selectedRow(inComponent: 0) == 1 && model.selections.last?.row == 1)
    }
}
