//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import UICatalog

/// UICatalog's Interface Builder page, opened as `--page interfacebuilder` opens it: the form
/// from `InterfaceBuilder.storyboard` (in the target's SwiftPM resource bundle) used as a user
/// would, its show segue to the summary and the unwind back.
@MainActor @Suite(.serialized) struct InterfaceBuilderPageTests {
    func open() -> UIKitTestHost {
        CatalogAppDelegate.initialPage = .interfaceBuilder
        defer { CatalogAppDelegate.initialPage = nil }
        let host = UIKitTestHost(appDelegate: CatalogAppDelegate(), infoDictionary: nil, size: CGSize(width: 600, height: 900))
        host.advance(by: 0.3)
        return host
    }

    func find<T: UIView>(_ host: UIKitTestHost, _ id: String, as: T.Type = T.self) throws -> T {
        try #require(host.view(withAccessibilityIdentifier: id) as? T, "no \(T.self) \(id) on screen")
    }

    @Test func theFormsControlsComeFromTheStoryboardAndAnswerTouches() throws {
        let host = open()
        defer { host.invalidate() }
        let form = try #require((host.window.rootViewController as? CatalogSplitViewController)?.shownController as? IBFormViewController)
        let nav = try #require(form.navigationController)
        #expect(nav.navigationBar.topItem?.title == "Interface Builder")
        let status = try find(host, "ib.status", as: UILabel.self)
        #expect(status.text == "Nothing changed yet")

        // The document's values: the slider's range, value and tints, the switch, the segment.
        let slider = try find(host, "ib.volume", as: UISlider.self)
        #expect(slider.value == 40 && slider.maximumValue == 100 && !slider.isContinuous)
        #expect(slider.minimumTrackTintColor == .systemGreen)
        let segments = try find(host, "ib.size", as: UISegmentedControl.self)
        #expect(segments.selectedSegmentIndex == 1 && segments.numberOfSegments == 3)

        let toggle = try find(host, "ib.notifications", as: UISwitch.self)
        #expect(toggle.isOn && toggle.onTintColor == .systemOrange)
        host.tap(toggle)
        host.advance(by: 0.4)
        #expect(!toggle.isOn)
        #expect(status.text == "Notifications off")
        #expect(form.notificationsLabel.text == "Off")

        let stepper = try find(host, "ib.copies", as: UIStepper.self)
        let f = host.frame(of: stepper)
        host.tap(at: CGPoint(x: f.maxX - f.width / 4, y: f.midY))   // its + half
        host.advance(by: 0.3)
        #expect(form.copiesLabel.text == "2 copies")

        let s = host.frame(of: segments)
        host.tap(at: CGPoint(x: s.minX + s.width * 5 / 6, y: s.midY))   // "Large"
        host.advance(by: 0.3)
        #expect(segments.selectedSegmentIndex == 2)
        #expect(status.text == "Size: Large")

        // Not continuous: the value is sent once, when the finger lifts.
        let track = host.frame(of: slider)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.value)
        let from = slider.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: host.window)
        host.drag(from: from, to: CGPoint(x: track.maxX - 1, y: from.y), duration: 0.3)
        host.advance(by: 0.3)
        #expect(slider.value > 90)
        #expect(status.text == "Volume \(Int(slider.value.rounded())) of 100")

        // Per-state titles: the favourite button's selected title; Send disabled until an item is added.
        let favourite = try find(host, "ib.toggle", as: UIButton.self)
        #expect(favourite.contentHorizontalAlignment == .leading)
        host.tap(favourite)
        host.advance(by: 0.3)
        #expect(favourite.isSelected)
        #expect(favourite.currentTitle == "Favourite ★")
        let send = try find(host, "ib.disabled", as: UIButton.self)
        #expect(!send.isEnabled && send.currentTitle == "Send (add first)")
        host.tap(send)
        host.advance(by: 0.3)
        #expect(status.text == "A favourite")
        host.tap(try find(host, "ib.add", as: UIButton.self))
        host.advance(by: 0.3)
        #expect(send.isEnabled && send.currentTitle == "Send")
        host.tap(send)
        host.advance(by: 0.3)
        #expect(status.text == "Sent 1 item")

        // The text field: typed text reaches the editingChanged action.
        host.tap(try find(host, "ib.name", as: UITextField.self))
        host.type("Ada")
        host.advance(by: 0.3)
        #expect(status.text == "Name: Ada")

        // The view from BadgeView.xib: its own outlets and action, File's Owner being the view.
        let star = try find(host, "badge.star", as: UIButton.self)
        #expect(star.isDescendant(of: form.badgeView))
        host.tap(star)
        host.advance(by: 0.3)
        #expect(try find(host, "badge.count", as: UILabel.self).text == "1 star given")
    }

    @Test func showSummaryPushesTheSummaryAndDoneUnwindsBack() throws {
        let host = open()
        defer { host.invalidate() }
        let form = try #require((host.window.rootViewController as? CatalogSplitViewController)?.shownController as? IBFormViewController)
        let nav = try #require(form.navigationController)
        host.tap(try find(host, "ib.notifications", as: UISwitch.self))
        host.advance(by: 0.4)
        let show = try find(host, "ib.showSummary", as: UIButton.self)
        #expect(show.configuration?.title == "Show Summary")
        host.tap(show)
        host.advance(by: 0.8)
        #expect(nav.topViewController is IBSummaryViewController)
        #expect(nav.navigationBar.topItem?.title == "Summary")
        let summary = try find(host, "ib.summary", as: UILabel.self)
        #expect(summary.text == "no name: medium, 1 copy, volume 40, notifications off, 0 stars")
        #expect(host.view(withAccessibilityIdentifier: "ib.status") == nil)   // the form is off screen

        host.tap(try find(host, "ib.done", as: UIButton.self))
        host.advance(by: 0.8)
        #expect(nav.topViewController === form)
        #expect(try find(host, "ib.status", as: UILabel.self).text == "Back from the summary")
        #expect(host.view(withAccessibilityIdentifier: "ib.summary") == nil)
    }
}
