//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// UIPickerView's pixels: the band, the titles on the cylinder (the selected one full, far ones
// squeezed and faded), light and dark mode. PNGs go to a fresh temporary folder.

import Testing
import Foundation
@testable import UIKitCore
import UIKit
import UIKitTesting

@MainActor @Suite struct PickerViewDrawingTests {
    /// Where the screenshots go (printed, to be looked at).
    static let folder: URL = {
        let u = FileManager.default.temporaryDirectory.appendingPathComponent("picker-shots-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: u, withIntermediateDirectories: true)
        return u
    }()

    func save(_ host: UIKitTestHost, _ name: String) {
        let url = Self.folder.appendingPathComponent(name + ".png")
        try? host.pngData().write(to: url)
        print("picker screenshot: \(url.path)")
    }

    /// The band's row against a row three below it: the selected title has more ink and
    /// stronger contrast (tolerance: ink at least 1.5×; contrast 40 luminance levels stronger).
    func checkTitles(_ host: UIKitTestHost, background: Double) {
        let img = host.render()
        let selected = pickerInk(img, CGRect(x: 20, y: 134, width: 280, height: 28), background: background)
        let far = pickerInk(img, CGRect(x: 20, y: 222, width: 280, height: 24), background: background)
        #expect(selected.ink > 1.5 * far.ink, "selected ink \(selected.ink), far \(far.ink)")
        #expect(abs(selected.extreme - background) > abs(far.extreme - background) + 40,
                "selected contrast \(selected.extreme), far \(far.extreme) on \(background)")
        #expect(far.ink > 0, "the far row is still drawn")
    }

    @Test func titlesAreDrawnFullInTheBandAndFadedOnTheCylinderLight() {
        let p = HostedPicker(PickerModel(counts: [12, 31, 100]))
        p.picker.selectRow(4, inComponent: 0, animated: false)
        p.picker.selectRow(14, inComponent: 1, animated: false)
        p.picker.selectRow(26, inComponent: 2, animated: false)
        p.host.runUntilIdle()
        save(p.host, "picker-light")
        let img = p.host.render()
        let bg = pickerLuminance(img, 160, 20)
        #expect(bg > 240)
        // The band: light grey, between the background and the text, at its ends (no title there).
        let band = pickerLuminance(img, 12, 148)
        #expect(band < bg - 8 && band > 200, "band \(band) on \(bg)")
        checkTitles(p.host, background: bg)
    }

    @Test func titlesFollowDarkMode() {
        let p = HostedPicker(PickerModel(counts: [12, 31, 100]))
        p.host.window.overrideUserInterfaceStyle = .dark
        p.picker.selectRow(4, inComponent: 0, animated: false)
        p.host.runUntilIdle()
        save(p.host, "picker-dark")
        let img = p.host.render()
        let bg = pickerLuminance(img, 160, 20)
        #expect(bg < 20)
        let band = pickerLuminance(img, 12, 148)
        #expect(band > bg + 8 && band < 80, "band \(band) on \(bg)")
        let selected = pickerInk(img, CGRect(x: 20, y: 134, width: 280, height: 28), background: bg)
        #expect(selected.extreme > 200, "titles are light in dark mode (\(selected.extreme))")
        checkTitles(p.host, background: bg)
    }

    @Test func midTurnRowsAreLaidOnTheCylinder() {
        let p = HostedPicker(PickerModel(counts: [60]))
        p.picker.selectRow(30, inComponent: 0, animated: false)
        let finger = p.host.touchDown(at: p.band)
        p.host.move(finger, to: CGPoint(x: p.band.x, y: p.band.y - 12))
        p.host.move(finger, to: CGPoint(x: p.band.x, y: p.band.y - 27))
        p.host.advanceFrames(1)
        save(p.host, "picker-mid-drag")
        let wheel = p.picker._wheels[0]
        let cells = wheel.visible.values.filter { !$0.isHidden }.sorted { $0.row < $1.row }
        #expect(cells.count >= 7 && cells.count <= 11)
        // Rows nearer the edges are squeezed more and fainter.
        let byDistance = cells.sorted { abs($0.center.y - wheel.contentOffset.y - 108) < abs($1.center.y - wheel.contentOffset.y - 108) }
        if let near = byDistance.first, let far = byDistance.last {
            #expect(near.transform.d > far.transform.d && near.alpha > far.alpha)
        }
        // Moving: squeezed titles are sampled quickly; at rest smoothly again.
        #expect(cells.allSatisfy { $0.label?.layer.minificationFilter == .nearest })
        p.host.lift(finger, at: CGPoint(x: p.band.x, y: p.band.y - 27))
        p.host.runUntilIdle()
        #expect(p.aligned)
        #expect(wheel.visible.values.allSatisfy { $0.label?.layer.minificationFilter == .linear })
        save(p.host, "picker-after-drag")
    }
}
