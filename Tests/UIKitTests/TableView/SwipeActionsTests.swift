//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKit
import UIKitTesting

/// Swipe actions' model (UIContextualAction, UISwipeActionsConfiguration) and the strip of
/// buttons a table view reveals behind a swiped row, as a user sees and taps it.
@MainActor @Suite(.serialized) struct SwipeActionsTests {
    /// A 320×44 "row" hosting a strip of `actions` on `edge`, resting at its edge (0 wide).
    func hosted(_ actions: [UIContextualAction], edge: _UISwipeActionsView.Edge = .trailing,
                fullSwipe: Bool = true, rtl: Bool = false) -> (UIKitTestHost, _UISwipeActionsView) {
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        if rtl { row.semanticContentAttribute = .forceRightToLeft }
        let config = UISwipeActionsConfiguration(actions: actions)
        config.performsFirstActionWithFullSwipe = fullSwipe
        let strip = _UISwipeActionsView(configuration: config, edge: edge, containerWidth: 320)
        let onRight = (edge == .trailing) != rtl
        strip.frame = CGRect(x: onRight ? 320 : 0, y: 0, width: 0, height: 44)
        row.addSubview(strip)
        let host = UIKitTestHost(view: row)
        host.advanceFrames(1)
        return (host, strip)
    }

    func twoActions(_ log: Box<[String]>? = nil) -> [UIContextualAction] {
        [UIContextualAction(style: .destructive, title: "Delete") { a, _, done in log?.value.append(a.title!); done(true) },
         UIContextualAction(style: .normal, title: "Move to Archive") { a, _, done in log?.value.append(a.title!); done(false) }]
    }

    final class Box<T> { var value: T; init(_ v: T) { value = v } }

    // MARK: Model

    @Test func defaultsAndRawValuesAreApples() {
        #expect(UIContextualAction.Style.normal.rawValue == 0 && UIContextualAction.Style.destructive.rawValue == 1)
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
        #expect(delete.style == .destructive && delete.title == "Delete" && delete.image == nil)
        #expect(delete.backgroundColor == .systemRed && flag.backgroundColor == .systemGray)
        flag.backgroundColor = .systemBlue
        #expect(flag.backgroundColor == .systemBlue)
        flag.backgroundColor = nil
        #expect(flag.backgroundColor == .systemGray, "nil restores the style's colour")
        let config = UISwipeActionsConfiguration(actions: [delete, flag])
        #expect(config.actions == [delete, flag] && config.performsFirstActionWithFullSwipe)
        #expect(UISwipeActionsConfiguration(actions: []).actions.isEmpty)
        let handler: UIContextualAction.Handler = delete.handler
        var result: Bool?
        handler(delete, UIView()) { result = $0 }
        #expect(result == true)
    }

    // MARK: Layout

    @Test func buttonsRestAtTheirPreferredWidthsFirstNearestTheEdge() {
        let (host, strip) = hosted(twoActions())
        defer { withExtendedLifetime(host) {} }
        let measure = UILabel()
        measure.font = UIFont.systemFont(ofSize: 15)
        measure.text = "Move to Archive"
        let archiveWidth = max(74, ceil(measure.sizeThatFits(CGSize(width: 1000, height: 1000)).width) + 30)
        #expect(strip.buttons[1].preferredWidth == archiveWidth && archiveWidth > 74)
        #expect(strip.buttons[0].preferredWidth >= 74)
        let pref = strip.preferredWidth
        #expect(pref == strip.buttons[0].preferredWidth + archiveWidth)
        strip.layout(forRevealedWidth: pref)
        #expect(strip.frame == CGRect(x: 320 - pref, y: 0, width: pref, height: 44), "the strip keeps its outer edge")
        let (delete, archive) = (strip.buttons[0], strip.buttons[1])
        #expect(delete.frame.maxX == pref && delete.frame.width == delete.preferredWidth, "Delete, first, is rightmost")
        #expect(archive.frame.maxX == delete.frame.minX && archive.frame.minX == 0)
        #expect(!strip.isFullSwipeArmed)
        // Title in white 15 pt on the action's colour; the label is what a user reads.
        #expect(delete.titleLabel.textColor == .white && delete.titleLabel.font.pointSize == 15)
        #expect(delete.backgroundColor == .systemRed && archive.backgroundColor == .systemGray)
        #expect(delete.accessibilityLabel == "Delete" && archive.accessibilityLabel == "Move to Archive")
    }

    @Test func leadingActionsStartAtTheLeftAndRightToLeftMirrors() {
        let (host1, leading) = hosted(twoActions(), edge: .leading)
        leading.layout(forRevealedWidth: leading.preferredWidth)
        #expect(leading.frame.minX == 0 && leading.buttons[0].frame.minX == 0)
        #expect(leading.buttons[1].frame.minX == leading.buttons[0].frame.maxX)

        let (host2, rtl) = hosted(twoActions(), edge: .trailing, rtl: true)
        rtl.layout(forRevealedWidth: rtl.preferredWidth)
        #expect(rtl.frame.minX == 0, "trailing is the left edge in right-to-left")
        #expect(rtl.buttons[0].frame.minX == 0)
        withExtendedLifetime((host1, host2)) {}
    }

    @Test func aPartialRevealScalesEveryButton() {
        let (host, strip) = hosted(twoActions())
        defer { withExtendedLifetime(host) {} }
        let pref = strip.preferredWidth
        strip.layout(forRevealedWidth: pref / 2)
        #expect(strip.frame.width == pref / 2 && strip.frame.maxX == 320)
        for b in strip.buttons { #expect(abs(b.frame.width - b.preferredWidth / 2) < 0.001) }
        #expect(strip.action(at: CGPoint(x: pref / 2 - 1, y: 20))?.title == "Delete")
        #expect(strip.action(at: CGPoint(x: 1, y: 20))?.title == "Move to Archive")
        #expect(strip.action(at: CGPoint(x: pref, y: 20)) == nil, "outside the strip")
        strip.layout(forRevealedWidth: 0)
        #expect(strip.frame == CGRect(x: 320, y: 0, width: 0, height: 44))
        #expect(strip.action(at: .zero) == nil)
    }

    @Test func aFullSwipeArmsTheFirstActionPastTheThreshold() {
        let (host, strip) = hosted(twoActions())
        let pref = strip.preferredWidth
        let threshold = max(0.6 * 320, pref + 40)
        #expect(strip.fullSwipeThreshold == threshold)
        strip.layout(forRevealedWidth: threshold - 1)
        #expect(!strip.isFullSwipeArmed)
        strip.layout(forRevealedWidth: threshold + 1)
        #expect(strip.isFullSwipeArmed)
        host.advanceFrames(1)
        let delete = strip.buttons[0]
        #expect(delete.frame == strip.bounds, "the first action covers the strip")
        #expect(strip.buttons[1].isHidden)
        #expect(strip.action(at: CGPoint(x: 2, y: 2))?.title == "Delete")
        #expect(delete.titleLabel.frame.minX == 15, "its title moves to the inner side")
        strip.layout(forRevealedWidth: pref)
        #expect(!strip.isFullSwipeArmed && !strip.buttons[1].isHidden)

        let (host2, noFull) = hosted(twoActions(), fullSwipe: false)
        defer { withExtendedLifetime(host2) {} }
        noFull.layout(forRevealedWidth: 320)
        #expect(!noFull.isFullSwipeArmed && noFull.fullSwipeThreshold == .infinity)
    }

    @Test func theStripDrawsTheActionsColours() {
        let (host, strip) = hosted(twoActions())
        strip.layout(forRevealedWidth: strip.preferredWidth)
        let image = host.render()
        let red = buttonPixel(image, 317, 3)
        #expect(red.r > 240 && red.g < 80 && red.b < 70, "Delete is red at the row's edge: \(red)")
        let grey = buttonPixel(image, Int(320 - strip.preferredWidth) + 3, 3)
        #expect(abs(grey.r - 0x8E) < 4 && abs(grey.b - 0x93) < 4, "the normal action is grey: \(grey)")
    }

    // MARK: Performing

    @Test func tappingAButtonRunsItsHandlerWithTheButton() {
        let log = Box<[String]>([])
        var source: UIView?
        let actions = twoActions(log)
        let (host, strip) = hosted(actions)
        strip.layout(forRevealedWidth: strip.preferredWidth)
        host.advanceFrames(1)
        host.tap(host.view(withAccessibilityLabel: "Move to Archive")!)
        #expect(log.value == ["Move to Archive"])

        // A table view takes over: it gets the action and the button to perform it its way.
        strip.actionTriggered = { action, view in
            source = view
            strip.perform(action, sourceView: view) { done in log.value.append("done \(done)") }
        }
        host.tap(host.view(withAccessibilityLabel: "Delete")!)
        #expect(log.value == ["Move to Archive", "Delete", "done true"])
        #expect(source === strip.buttons[0])
    }

    @Test func anImageActionSizesToItsImage() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 90, height: 20)).image { _ in }
        let star = UIContextualAction(style: .normal, title: "Star") { _, _, done in done(true) }
        star.image = image
        let (host, strip) = hosted([star])
        defer { withExtendedLifetime(host) {} }
        #expect(strip.preferredWidth == 120, "90 pt image + 2 × 15 pt padding")
        strip.layout(forRevealedWidth: 120)
        #expect(strip.buttons[0].imageView.frame == CGRect(x: 15, y: 12, width: 90, height: 20))
        #expect(strip.buttons[0].accessibilityLabel == "Star")
    }
}
