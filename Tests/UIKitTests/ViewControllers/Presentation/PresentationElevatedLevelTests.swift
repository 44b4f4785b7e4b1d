//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// Sheets and popovers are elevated content (`userInterfaceLevel == .elevated`), so in dark mode
/// their system backgrounds are the elevated greys; a full-screen presentation stays at the base
/// level (black).
@MainActor @Suite struct PresentationElevatedLevelTests {
    /// A host in dark mode (through the window's override: the desktop's style stays as it is
    /// for the suites running beside this one).
    func darkHost(_ root: UIViewController, size: CGSize = CGSize(width: 1024, height: 768)) -> UIKitTestHost {
        let host = UIKitTestHost(viewController: root, size: size)
        host.window.overrideUserInterfaceStyle = .dark
        host.advanceFrames(1)
        return host
    }

    /// The pixel at `p` (window points) as [r, g, b].
    func rgb(_ host: UIKitTestHost, _ p: CGPoint) -> [Int] {
        guard let px = host.render().pixel(x: Int(p.x), y: Int(p.y)) else { return [] }
        return [Int(px.r), Int(px.g), Int(px.b)]
    }

    func near(_ a: [Int], _ b: [Int], _ tolerance: Int = 2) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func aFormSheetIsElevatedAndDrawsTheElevatedGroupedBackgrounds() {
        let a = UIViewController()
        let host = darkHost(a)
        defer { host.invalidate() }
        let m = UIViewController()
        m.modalPresentationStyle = .formSheet
        m.view.backgroundColor = .systemGroupedBackground
        let card = UIView(frame: CGRect(x: 20, y: 80, width: 200, height: 60))
        card.backgroundColor = .secondarySystemGroupedBackground
        m.view.addSubview(card)
        a.present(m, animated: false)
        host.advanceFrames(2)
        #expect(m.traitCollection.userInterfaceLevel == .elevated)
        #expect(card.traitCollection.userInterfaceLevel == .elevated, "the sheet's subtree is elevated")
        #expect(a.traitCollection.userInterfaceLevel != .elevated, "the presenter stays at the base level")
        let sheet = host.frame(of: m.view)
        #expect(near(rgb(host, CGPoint(x: sheet.minX + 10, y: sheet.maxY - 10)), [0x1C, 0x1C, 0x1E]), "elevated dark systemGroupedBackground (±2)")
        let c = host.frame(of: card)
        #expect(near(rgb(host, CGPoint(x: c.midX, y: c.midY)), [0x2C, 0x2C, 0x2E]), "elevated dark secondarySystemGroupedBackground (±2)")
    }

    @Test func anAlertIsElevatedAsTheSystemElevatesAlerts() {
        let a = UIViewController()
        let host = darkHost(a)
        defer { host.invalidate() }
        let alert = UIAlertController(title: "Delete?", message: "It can't be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        a.present(alert, animated: false)
        host.advanceFrames(2)
        #expect(alert.traitCollection.userInterfaceLevel == .elevated)
        let label = host.view(withAccessibilityLabel: "Delete?")
        #expect(label?.traitCollection.userInterfaceLevel == .elevated, "the alert's subtree is elevated")
        #expect(a.traitCollection.userInterfaceLevel != .elevated)
    }

    @Test func aFullScreenPresentationStaysAtTheBaseLevelAndBlack() {
        let a = UIViewController()
        let host = darkHost(a)
        defer { host.invalidate() }
        let m = UIViewController()
        m.modalPresentationStyle = .fullScreen
        m.view.backgroundColor = .systemGroupedBackground
        a.present(m, animated: false)
        host.advanceFrames(2)
        #expect(m.traitCollection.userInterfaceLevel != .elevated)
        #expect(near(rgb(host, CGPoint(x: 500, y: 400)), [0, 0, 0]))
    }

    @Test func aPageSheetInACompactWindowIsElevated() {
        let a = UIViewController()
        let host = darkHost(a, size: CGSize(width: 390, height: 844))
        defer { host.invalidate() }
        let m = UIViewController()
        m.view.backgroundColor = .systemBackground
        a.present(m, animated: true)
        host.advance(by: 0.6)
        #expect(m.traitCollection.userInterfaceLevel == .elevated)
        let f = host.frame(of: m.view)
        #expect(near(rgb(host, CGPoint(x: f.midX, y: f.midY)), [0x1C, 0x1C, 0x1E]), "elevated dark systemBackground (±2)")
    }

    @Test func aPopoverIsElevated() {
        let a = UIViewController()
        let host = darkHost(a)
        defer { host.invalidate() }
        let source = UIView(frame: CGRect(x: 400, y: 100, width: 100, height: 40))
        a.view.addSubview(source)
        let m = UIViewController()
        m.modalPresentationStyle = .popover
        m.preferredContentSize = CGSize(width: 300, height: 200)
        m.view.backgroundColor = .secondarySystemBackground
        m.popoverPresentationController?.sourceView = source
        a.present(m, animated: false)
        host.advanceFrames(2)
        #expect(m.traitCollection.userInterfaceLevel == .elevated)
        let f = host.frame(of: m.view)
        #expect(near(rgb(host, CGPoint(x: f.midX, y: f.midY)), [0x2C, 0x2C, 0x2E]), "elevated dark secondarySystemBackground (±2)")
    }

    @Test func thePresentedControllerAndViewAreToldTheLevelChanged() {
        let a = UIViewController()
        let host = darkHost(a)
        defer { host.invalidate() }
        let m = UIViewController()
        m.modalPresentationStyle = .pageSheet
        m.loadViewIfNeeded()
        var levels: [UIUserInterfaceLevel] = []
        m.registerForTraitChanges([UITraitUserInterfaceLevel.self]) { (vc: UIViewController, previous: UITraitCollection) in
            levels.append(vc.traitCollection.userInterfaceLevel)
            #expect(previous.userInterfaceLevel != .elevated)
        }
        var viewCalls = 0
        m.view.registerForTraitChanges([UITraitUserInterfaceLevel.self]) { (_: UIView, _: UITraitCollection) in viewCalls += 1 }
        a.present(m, animated: false)
        host.advanceFrames(2)
        #expect(levels == [.elevated])
        #expect(viewCalls == 1)
    }
}
