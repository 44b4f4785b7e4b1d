//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// UIPickerView's data and selection: selectRow without delegate calls, sizes, views and their
// reuse, reloads, a million rows, bad input, accessibility and Interface Builder.

import Testing
import Foundation
@testable import UIKitCore
import UIKit
import UIKitTesting

@MainActor @Suite struct PickerViewTests {
    @Test func startsOnRowZeroAndSelectRowSendsNoDelegateCall() {
        let model = PickerModel(counts: [12, 5])
        let p = HostedPicker(model)
        #expect(p.picker.numberOfComponents == 2)
        #expect(p.picker.numberOfRows(inComponent: 0) == 12 && p.picker.numberOfRows(inComponent: 1) == 5)
        #expect(p.picker.selectedRow(inComponent: 0) == 0 && p.picker.selectedRow(inComponent: 1) == 0)
        p.picker.selectRow(4, inComponent: 0, animated: false)
        #expect(p.picker.selectedRow(inComponent: 0) == 4)
        #expect(p.bandTitle() == "May")
        p.picker.selectRow(9, inComponent: 0, animated: true)
        #expect(p.picker.selectedRow(inComponent: 0) == 9)
        p.host.advanceFrames(3)
        #expect(p.picker._wheels[0].turn != nil, "an animated selection turns the wheel over frames")
        p.host.runUntilIdle()
        #expect(p.bandTitle() == "October" && p.aligned)
        #expect(model.selections.isEmpty)
    }

    @Test func selectRowBeforeTheFirstLayoutIsKept() {
        let model = PickerModel()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 40, width: 320, height: 216))
        picker.dataSource = model
        picker.delegate = model
        picker.selectRow(3, inComponent: 0, animated: false)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        root.addSubview(picker)
        let host = UIKitTestHost(view: root)
        #expect(picker.selectedRow(inComponent: 0) == 3)
        #expect(host.view(withAccessibilityLabel: "April") != nil)
    }

    @Test func rowSizeIsTheDelegatesWidthAndHeightElseSharesAnd32() {
        final class Sized: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
            func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { component == 0 ? 100 : 60 }
            func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 44 }
        }
        let sized = Sized()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = sized
        picker.delegate = sized
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 100, height: 44))
        #expect(picker.rowSize(forComponent: 1) == CGSize(width: 60, height: 44))
        let model = PickerModel(counts: [3, 3])
        picker.dataSource = model
        picker.delegate = model
        let size = picker.rowSize(forComponent: 0)
        #expect(size.height == 32)
        #expect(size.width > 140 && size.width < 160 && picker.rowSize(forComponent: 1).width == size.width)
        #expect(picker.intrinsicContentSize.height == 216)
    }

    @Test func delegateViewsAreCentredReusedAndOnlyVisibleOnesReturned() {
        final class Views: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
            var made = 0, reused = 0
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 500 }
            func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "title \(row)" }
            func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
                let label: UILabel
                if let v = view as? UILabel { label = v; reused += 1 } else {
                    label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30)); made += 1
                }
                label.text = "View \(row)"
                return label
            }
        }
        let views = Views()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 40, width: 320, height: 216))
        picker.dataSource = views
        picker.delegate = views
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        root.addSubview(picker)
        let host = UIKitTestHost(view: root)
        // Views win over titles.
        #expect(host.view(withAccessibilityLabel: "View 0") != nil && host.view(withAccessibilityLabel: "title 0") == nil)
        let v0 = try? #require(picker.view(forRow: 0, forComponent: 0))
        #expect(v0 != nil)
        if let v0 {
            let f = host.frame(of: v0)
            #expect(abs(f.midX - 160) < 1 && abs(f.midY - 148) < 1, "centred in the band's row: \(f)")
        }
        #expect(picker.view(forRow: 100, forComponent: 0) == nil)
        let firstMade = views.made
        for _ in 0..<4 {
            host.fling(from: CGPoint(x: 160, y: 200), velocity: CGPoint(x: 0, y: -1200))
            host.runUntilIdle()
        }
        #expect(picker.selectedRow(inComponent: 0) > 20)
        #expect(views.reused > 20, "views that left the screen come back through reusing:")
        #expect(views.made <= firstMade + 6, "made \(views.made) views (first \(firstMade))")
        #expect(picker.view(forRow: picker.selectedRow(inComponent: 0), forComponent: 0) != nil)
        // Without the view method there are no views to return.
        let model = PickerModel()
        picker.dataSource = model
        picker.delegate = model
        host.window.layoutIfNeeded()
        #expect(picker.view(forRow: 0, forComponent: 0) == nil)
    }

    @Test func attributedTitlesWinOverPlainOnes() {
        final class Styled: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
            func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "plain" }
            func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
                NSAttributedString(string: "Red \(row)", attributes: [.foregroundColor: UIColor.systemRed])
            }
        }
        let styled = Styled()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 40, width: 320, height: 216))
        picker.dataSource = styled
        picker.delegate = styled
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        root.backgroundColor = .white
        root.addSubview(picker)
        let host = UIKitTestHost(view: root)
        #expect(host.view(withAccessibilityLabel: "Red 0") != nil && host.view(withAccessibilityLabel: "plain") == nil)
        let img = host.render()
        var red = 0
        for y in 136..<160 { for x in 100..<220 { if let p = img.pixel(x: x, y: y), p.r > 180, p.g < 120, p.b < 120 { red += 1 } } }
        #expect(red > 20, "the band's title is drawn in the attributed colour (\(red) red pixels)")
    }

    @Test func reloadComponentAsksAgainAndClampsTheSelection() {
        let model = PickerModel(counts: [12, 40])
        let p = HostedPicker(model)
        p.picker.selectRow(30, inComponent: 1, animated: false)
        model.counts[1] = 10
        // Without a reload the picker keeps what it was told (a consistent state).
        p.host.window.layoutIfNeeded()
        #expect(p.picker.numberOfRows(inComponent: 1) == 40)
        p.picker.reloadComponent(1)
        #expect(p.picker.numberOfRows(inComponent: 1) == 10)
        #expect(p.picker.selectedRow(inComponent: 1) == 9)
        #expect(p.bandTitle(component: 1) == "Row 9")
        model.counts = [12, 0]
        p.picker.reloadAllComponents()
        #expect(p.picker.selectedRow(inComponent: 1) == -1)
        #expect(p.picker.selectedRow(inComponent: 0) == 0)
    }

    @Test func aMillionRowsCostWhatAFewDo() {
        let model = PickerModel(counts: [1_000_000, 1_000_000])
        let start = Date()
        let p = HostedPicker(model)
        p.picker.selectRow(999_999, inComponent: 0, animated: false)
        p.picker.selectRow(500_000, inComponent: 1, animated: true)
        p.host.runUntilIdle()
        p.host.fling(from: CGPoint(x: 80, y: p.band.y), velocity: CGPoint(x: 0, y: 2000))
        p.host.runUntilIdle()
        let elapsed = Date().timeIntervalSince(start)
        #expect(p.bandTitle(component: 1) == "Row 500000")
        #expect(p.picker.selectedRow(inComponent: 0) < 999_999 && p.aligned)
        #expect(model.titleRequests < 400, "asked \(model.titleRequests) titles")
        #expect(elapsed < 5, "took \(elapsed) s")
    }

    @Test func badInputIsLoggedAndSurvived() {
        let model = PickerModel(counts: [12])
        let p = HostedPicker(model)
        p.picker.selectRow(3, inComponent: 0, animated: false)
        p.picker.selectRow(12, inComponent: 0, animated: false)
        p.picker.selectRow(-1, inComponent: 0, animated: true)
        #expect(UIKitLog.didLog("row 12 is out of range"))
        #expect(p.picker.selectedRow(inComponent: 0) == 3)
        p.picker.selectRow(0, inComponent: 4, animated: false)
        #expect(UIKitLog.didLog("selectRow(_:inComponent:animated:): component 4 is out of range"))
        #expect(p.picker.selectedRow(inComponent: -2) == -1)
        #expect(p.picker.rowSize(forComponent: 7) == .zero)
        p.picker.reloadComponent(3)
        #expect(p.picker.numberOfRows(inComponent: 9) == 0)
        #expect(p.picker.view(forRow: 0, forComponent: 5) == nil)
        #expect(UIKitLog.didLog("reloadComponent(_:): component 3 is out of range"))
        // Negative row counts show no rows; zero components an empty picker.
        model.counts = [-5]
        p.picker.reloadAllComponents()
        #expect(UIKitLog.didLog("gave -5 rows for component 0"))
        #expect(p.picker.numberOfRows(inComponent: 0) == 0 && p.picker.selectedRow(inComponent: 0) == -1)
        model.components = 0
        p.picker.reloadAllComponents()
        p.host.runUntilIdle()
        #expect(p.picker.numberOfComponents == 0 && p.picker._wheels.isEmpty)
        #expect(UIKitLog.didLog("gave 0 components"))
        model.components = -3
        p.picker.reloadAllComponents()
        #expect(p.picker.numberOfComponents == 0)
        // Back to normal.
        model.components = nil
        model.counts = [12]
        p.picker.reloadAllComponents()
        p.host.runUntilIdle()
        // (The selection went with the components; the wheel starts again on row 0.)
        #expect(p.picker.selectedRow(inComponent: 0) == 0 && p.bandTitle() == "January")
        // No data source at all.
        let empty = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        #expect(empty.numberOfComponents == 0 && empty.selectedRow(inComponent: 0) == -1)
    }

    @Test func eachComponentIsAnAdjustableElementThatStepsAsTheUser() {
        let model = PickerModel(counts: [12, 30])
        let p = HostedPicker(model)
        p.picker.selectRow(2, inComponent: 0, animated: false)
        let months = p.picker._wheels[0]
        #expect(months.isAccessibilityElement && months.accessibilityTraits.contains(.adjustable))
        #expect(months.accessibilityValue == "March" && months.accessibilityHint == "3 of 12")
        months.accessibilityIncrement()
        p.host.runUntilIdle()
        #expect(p.picker.selectedRow(inComponent: 0) == 3 && months.accessibilityValue == "April")
        #expect(model.selections.last?.row == 3 && model.selections.last?.component == 0)
        #expect(p.bandTitle() == "April" && p.aligned)
        months.accessibilityDecrement()
        months.accessibilityDecrement()
        p.host.runUntilIdle()
        #expect(months.accessibilityValue == "February" && months.accessibilityHint == "2 of 12")
        #expect(model.selections.map(\.row) == [3, 2, 1])
        #expect(p.picker._wheels[1].accessibilityValue == "Row 0")
    }
}
