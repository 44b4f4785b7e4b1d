//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
import UIKitTesting

/// A delegate offering a menu on the top half of its view only, logging what it is told.
@MainActor final class PhotoMenuDelegate: NSObject, UIContextMenuInteractionDelegate {
    var log: [String] = []
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        log.append("config \(Int(location.x)),\(Int(location.y))")
        guard location.y < 50 else { return nil }
        return UIContextMenuConfiguration(actionProvider: { [unowned self] _ in
            UIMenu(children: [UIAction(title: "Share Photo") { _ in self.log.append("share") }])
        })
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) { log.append("willDisplay") }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) { log.append("willEnd") }
}

@MainActor @Suite struct ContextMenuInteractionTests {
    @Test func aLongPressShowsTheDelegatesMenuWhereItGivesOne() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let photo = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        photo.backgroundColor = .systemTeal
        root.addSubview(photo)
        var taps = 0
        let tap = UITapGestureRecognizer()
        tap.addAction { _ in taps += 1 }
        photo.addGestureRecognizer(tap)
        let delegate = PhotoMenuDelegate()
        let interaction = UIContextMenuInteraction(delegate: delegate)
        photo.addInteraction(interaction)
        #expect(interaction.view === photo && photo.interactions.first === interaction)
        let host = UIKitTestHost(view: root)
        defer { host.invalidate() }
        host.longPress(at: CGPoint(x: 60, y: 120), duration: 0.8)
        host.advanceFrames(2)
        #expect(delegate.log == ["config 40,20", "willDisplay"])
        #expect(interaction.menuAppearance == .rich)
        #expect(interaction.location(in: photo) == CGPoint(x: 40, y: 20))
        let share = try #require(host.view(withAccessibilityLabel: "Share Photo"))
        host.tap(share)
        host.advanceFrames(1)
        #expect(delegate.log == ["config 40,20", "willDisplay", "willEnd", "share"])
        #expect(host.view(withAccessibilityLabel: "Share Photo") == nil && interaction.menuAppearance == .unknown)
        // Where the delegate gives no configuration the press stays an ordinary touch.
        delegate.log = []
        host.longPress(at: CGPoint(x: 60, y: 180), duration: 0.8)
        host.advanceFrames(1)
        #expect(delegate.log == ["config 40,80"])
        #expect(host.view(withAccessibilityLabel: "Share Photo") == nil)
        // dismissMenu() closes it; a removed interaction no longer opens one.
        host.longPress(at: CGPoint(x: 60, y: 120), duration: 0.8)
        host.advanceFrames(2)
        #expect(host.view(withAccessibilityLabel: "Share Photo") != nil)
        interaction.dismissMenu()
        host.advanceFrames(1)
        #expect(host.view(withAccessibilityLabel: "Share Photo") == nil && delegate.log.last == "willEnd")
        photo.removeInteraction(interaction)
        delegate.log = []
        host.longPress(at: CGPoint(x: 60, y: 120), duration: 0.8)
        host.advanceFrames(1)
        #expect(delegate.log.isEmpty && photo.gestureRecognizers?.count == 1)
        _ = taps
    }
}
