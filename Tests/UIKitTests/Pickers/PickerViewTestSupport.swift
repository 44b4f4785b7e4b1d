//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The picker tests' data source and delegate (months and numbers, counting what it is asked),
// and a hosted picker with the band's geometry.

import Foundation
@testable import UIKitCore
import UIKit
import UIKitTesting

/// A data source and delegate: component 0 the months, the others "Row N"; records selections
/// and counts title requests.
@MainActor final class PickerModel: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    static let months = ["January", "February", "March", "April", "May", "June", "July",
                         "August", "September", "October", "November", "December"]
    var counts: [Int]
    var components: Int?
    var selections: [(row: Int, component: Int)] = []
    var titleRequests = 0
    var requestedRows = Set<Int>()

    init(counts: [Int] = [12]) { self.counts = counts }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { components ?? counts.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component < counts.count ? counts[component] : 0
    }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        titleRequests += 1
        requestedRows.insert(row)
        if component == 0 && counts[0] == 12 { return Self.months[row] }
        return "Row \(row)"
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append((row, component))
    }
}

/// A picker of `model` at (0, 40), 320×216, in a 320×300 host.
@MainActor struct HostedPicker {
    let picker: UIPickerView
    let host: UIKitTestHost
    /// The data source and delegate (held: the picker holds them weakly).
    let model: PickerModel
    /// The band's centre in window coordinates.
    var band: CGPoint { CGPoint(x: 160, y: 40 + 108) }

    init(_ model: PickerModel, width: CGFloat = 320, height: CGFloat = 216) {
        self.model = model
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height + 84))
        root.backgroundColor = .systemBackground
        picker = UIPickerView(frame: CGRect(x: 0, y: 40, width: width, height: height))
        picker.dataSource = model
        picker.delegate = model
        root.addSubview(picker)
        host = UIKitTestHost(view: root)
    }

    /// The title label shown in the band, if any.
    func bandTitle(component: Int = 0) -> String? {
        host.window.layoutIfNeeded()
        let wheel = picker._wheels[component]
        let p = wheel.convert(band, from: nil)
        return wheel.visible.values.first { !$0.isHidden && $0.frame.contains(CGPoint(x: $0.frame.midX, y: p.y)) }?.label?.text
    }

    /// Whether every wheel rests exactly on a row.
    var aligned: Bool { picker._wheels.allSatisfy { $0.isAligned && !$0.isDecelerating && $0.turn == nil } }
}

/// Luminance (0…255) of the pixel at (x, y) of `image`.
func pickerLuminance(_ image: CGImage, _ x: Int, _ y: Int) -> Double {
    guard let p = image.pixel(x: x, y: y) else { return 0 }
    return 0.299 * Double(p.r) + 0.587 * Double(p.g) + 0.114 * Double(p.b)
}

/// Over the pixels of `rect` (1x scale): how much ink differs from `background` luminance
/// (summed), and the luminance farthest from it.
func pickerInk(_ image: CGImage, _ rect: CGRect, background: Double) -> (ink: Double, extreme: Double) {
    var ink = 0.0, extreme = background
    for y in Int(rect.minY)..<Int(rect.maxY) {
        for x in Int(rect.minX)..<Int(rect.maxX) {
            let l = pickerLuminance(image, x, y)
            ink += abs(l - background)
            if abs(l - background) > abs(extreme - background) { extreme = l }
        }
    }
    return (ink, extreme)
}
