//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// UIAlertController and UIAlertAction: API, the rules of reference §12.3 (one cancel action,
/// placement, emphasis, colours, disabled actions) and picking actions by tap and key, with the
/// alert hosted as a window's root controller (not presented).
@MainActor @Suite(.serialized) struct AlertControllerTests {
    /// Hosts `alert` as the root controller of a 390×844 window.
    static func host(_ alert: UIAlertController, size: CGSize = CGSize(width: 390, height: 844)) -> UIKitTestHost {
        let host = UIKitTestHost(viewController: alert, size: size)
        host.window._setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        host.window.layoutIfNeeded()
        host.advanceFrames(1)
        return host
    }

    static func alert(_ actions: [(String, UIAlertAction.Style)], style: UIAlertController.Style = .alert,
                      log: ((String) -> Void)? = nil) -> UIAlertController {
        let a = UIAlertController(title: "Title", message: "A message.", preferredStyle: style)
        for (t, s) in actions { a.addAction(UIAlertAction(title: t, style: s) { log?($0.title ?? "") }) }
        return a
    }

    /// The row showing the action titled `title`, found as a user (or VoiceOver) would.
    static func row(_ host: UIKitTestHost, _ title: String) -> UIView? { host.view(withAccessibilityLabel: title) }

    // MARK: API

    @Test func rawValuesAndInitialState() {
        #expect(UIAlertController.Style.actionSheet.rawValue == 0)
        #expect(UIAlertController.Style.alert.rawValue == 1)
        #expect(UIAlertAction.Style.default.rawValue == 0)
        #expect(UIAlertAction.Style.cancel.rawValue == 1)
        #expect(UIAlertAction.Style.destructive.rawValue == 2)

        let a = UIAlertController(title: "T", message: "M", preferredStyle: .alert)
        #expect(a.title == "T")
        #expect(a.message == "M")
        #expect(a.preferredStyle == .alert)
        #expect(a.actions.isEmpty)
        #expect(a.preferredAction == nil)
        #expect(a.modalPresentationStyle == .overFullScreen)
        #expect(a.transitioningDelegate != nil)
        #expect(UIAlertController().preferredStyle == .actionSheet)

        let action = UIAlertAction(title: "OK", style: .destructive)
        #expect(action.title == "OK")
        #expect(action.style == .destructive)
        #expect(action.isEnabled)
    }

    @Test func actionsKeepInsertionOrder() {
        let a = Self.alert([("Cancel", .cancel), ("One", .default), ("Two", .destructive)])
        #expect(a.actions.map(\.title) == ["Cancel", "One", "Two"])
    }

    @Test func secondCancelActionIsRefusedWithIOSMessage() {
        let a = Self.alert([("Cancel", .cancel), ("OK", .default)])
        a.addAction(UIAlertAction(title: "Second cancel", style: .cancel))
        #expect(UIKitLog.didLog("UIAlertController can only have one action with a style of UIAlertActionStyleCancel"))
        #expect(a.actions.map(\.title) == ["Cancel", "OK"])
    }

    @Test func addingTheSameActionTwiceIsIgnored() {
        let a = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        let ok = UIAlertAction(title: "Twice-added", style: .default)
        a.addAction(ok)
        a.addAction(ok)
        #expect(a.actions.count == 1)
        #expect(UIKitLog.didLog("\"Twice-added\" was already added"))
    }

    @Test func preferredActionMustBeOneOfTheActions() {
        let a = Self.alert([("OK", .default)])
        a.preferredAction = UIAlertAction(title: "Stranger", style: .default)
        #expect(a.preferredAction == nil)
        #expect(UIKitLog.didLog("\"Stranger\" is not one of the alert's actions"))
        a.preferredAction = a.actions[0]
        #expect(a.preferredAction === a.actions[0])
        a.preferredAction = nil
        #expect(a.preferredAction == nil)
    }

    // MARK: Placement

    @Test func twoShortActionsSitSideBySideWithCancelLeading() throws {
        let host = Self.host(Self.alert([("OK", .default), ("Cancel", .cancel)]))
        let ok = try #require(Self.row(host, "OK")), cancel = try #require(Self.row(host, "Cancel"))
        let fo = host.frame(of: ok), fc = host.frame(of: cancel)
        #expect(fc.minY == fo.minY)
        #expect(fc.maxX <= fo.minX + 1)
        #expect(fc.width == 135 && fo.width == 135)
        #expect(fc.height == 44)
        // The card is 270 wide and centred in the safe area.
        #expect(abs(fc.minX - (390 - 270) / 2) < 0.5)
        let card = host.frame(of: try #require(ok.superview))
        #expect(card.width == 270)
        #expect(abs(card.midY - (47 + (844 - 47 - 34) / 2)) < 0.5)
    }

    @Test func rightToLeftPutsTheCancelActionOnTheRight() throws {
        let a = Self.alert([("OK", .default), ("Cancel", .cancel)])
        a.view.semanticContentAttribute = .forceRightToLeft
        let host = Self.host(a)
        let ok = host.frame(of: try #require(Self.row(host, "OK")))
        let cancel = host.frame(of: try #require(Self.row(host, "Cancel")))
        #expect(cancel.minX >= ok.maxX - 1)
        #expect(cancel.minY == ok.minY)
    }

    @Test func twoLongActionsStackWithCancelLast() throws {
        let host = Self.host(Self.alert([("Cancel", .cancel), ("Remove everything from this device", .default)]))
        let other = try #require(Self.row(host, "Remove everything from this device"))
        let cancel = try #require(Self.row(host, "Cancel"))
        let fo = host.frame(of: other), fc = host.frame(of: cancel)
        #expect(fo.width == 270 && fc.width == 270)
        #expect(fc.minY == fo.maxY)
    }

    @Test func threeActionsStackInInsertionOrderWithCancelLast() throws {
        let host = Self.host(Self.alert([("Cancel", .cancel), ("First", .default), ("Second", .destructive)]))
        let ys = try ["First", "Second", "Cancel"].map { host.frame(of: try #require(Self.row(host, $0))).minY }
        #expect(ys[0] < ys[1] && ys[1] < ys[2])
        #expect(ys[1] - ys[0] == 44 && ys[2] - ys[1] == 44)
    }

    @Test func oneActionTakesTheFullWidth() throws {
        let host = Self.host(Self.alert([("OK", .default)]))
        #expect(host.frame(of: try #require(Self.row(host, "OK"))).width == 270)
    }

    @Test func actionSheetPutsCancelInASeparateBlockAtTheBottom() throws {
        let host = Self.host(Self.alert([("Cancel", .cancel), ("Share", .default), ("Delete", .destructive)], style: .actionSheet))
        let share = try #require(Self.row(host, "Share")), delete = try #require(Self.row(host, "Delete"))
        let cancel = try #require(Self.row(host, "Cancel"))
        #expect(cancel.superview !== share.superview)
        #expect(delete.superview === share.superview)
        let fs = host.frame(of: share), fd = host.frame(of: delete), fc = host.frame(of: cancel)
        #expect(fs.minY < fd.minY)
        #expect(fc.minY >= fd.maxY + 8 - 0.01)
        // Full width less 8-pt margins, just above the bottom safe area.
        #expect(fc.width == 390 - 16 && fs.width == 390 - 16)
        #expect(fc.minX == 8)
        #expect(abs(fc.maxY - (844 - 34)) < 0.5)
        #expect(fc.height == 57)
    }

    @Test func tooManyActionsScrollInsideTheCard() throws {
        var picked: [String] = []
        let titles = (1...30).map { "Choice \($0)" }
        let a = Self.alert(titles.map { ($0, .default) } + [("Cancel", .cancel)]) { picked.append($0) }
        let host = Self.host(a)
        let first = try #require(Self.row(host, "Choice 1"))
        let card = host.frame(of: try #require(first.superview?.superview))
        // The card stays inside the safe area with 20-pt margins.
        #expect(card.minY >= 47 + 20 - 0.5 && card.maxY <= 844 - 34 - 20 + 0.5)
        #expect(Self.row(host, "Cancel") == nil)  // scrolled out of sight: not found
        let cancels = host.views(where: { $0.accessibilityLabel == "Cancel" || ($0 as? UILabel)?.text == "Cancel" })
        let last = try #require(cancels.first)
        #expect(host.frame(of: last).minY > card.maxY)
        // Drag the actions up until Cancel shows, then tap it.
        for _ in 0..<6 where host.frame(of: last).maxY > card.maxY {
            host.drag(from: CGPoint(x: card.midX, y: card.maxY - 30), to: CGPoint(x: card.midX, y: card.minY + 30), duration: 0.5)
            host.runUntilIdle()
        }
        #expect(host.frame(of: last).maxY <= card.maxY + 0.5)
        #expect(Self.row(host, "Cancel") != nil)
        #expect(picked.isEmpty)  // dragging picked nothing
        host.tap(last)
        #expect(picked == ["Cancel"])
    }

    @Test func aLongActionSheetScrollsAboveItsCancelBlock() throws {
        let a = Self.alert((1...30).map { ("Option \($0)", .default) } + [("Cancel", .cancel)], style: .actionSheet)
        let host = Self.host(a)
        let card = host.frame(of: try #require(Self.row(host, "Option 1")?.superview?.superview))
        let cancel = host.frame(of: try #require(Self.row(host, "Cancel")))
        #expect(card.minY >= 47 + 20 - 0.5)
        #expect(abs(cancel.minY - card.maxY - 8) < 0.5)
        #expect(abs(cancel.maxY - (844 - 34)) < 0.5)
    }

    @Test func actionsAddedAfterTheAlertIsShownAppear() throws {
        let a = Self.alert([("OK", .default)])
        let host = Self.host(a)
        a.addAction(UIAlertAction(title: "Later", style: .default))
        host.advanceFrames(1)
        let later = try #require(Self.row(host, "Later"))
        #expect(host.frame(of: later).width == 135)
        a.title = "Changed title"
        host.advanceFrames(1)
        #expect(host.view(withAccessibilityLabel: "Changed title") != nil)
    }

    // MARK: Emphasis and colours

    @Test func cancelIsBoldWithoutAPreferredActionAndThePreferredOneIsBoldWithIt() throws {
        let a = Self.alert([("OK", .default), ("Cancel", .cancel)])
        let host = Self.host(a)
        let bold = UIFont.systemFont(ofSize: 17, weight: .semibold).fontName
        func font(_ t: String) throws -> String { try #require(Self.row(host, t) as? _UIAlertActionView).label.font.fontName }
        #expect(try font("Cancel") == bold)
        #expect(try font("OK") != bold)
        a.preferredAction = a.actions[0]
        host.advanceFrames(1)
        #expect(try font("OK") == bold)
        #expect(try font("Cancel") != bold)
    }

    /// Counts pixels of `view`'s frame whose colour satisfies `test` (RGBA bytes).
    static func count(_ host: UIKitTestHost, in view: UIView, _ test: (Int, Int, Int) -> Bool) -> Int {
        let image = host.render()
        let px = image.rgbaPixels()
        let f = host.frame(of: view)
        var n = 0
        for y in Int(f.minY)..<Int(f.maxY) {
            for x in Int(f.minX)..<Int(f.maxX) {
                let i = (y * image.width + x) * 4
                if test(Int(px[i]), Int(px[i + 1]), Int(px[i + 2])) { n += 1 }
            }
        }
        return n
    }

    static func isRed(_ r: Int, _ g: Int, _ b: Int) -> Bool { r > 200 && g < 140 && b < 140 }
    static func isBlue(_ r: Int, _ g: Int, _ b: Int) -> Bool { b > 200 && r < 120 }

    @Test func destructiveActionsAreRedAndOthersTinted() throws {
        let host = Self.host(Self.alert([("Keep", .default), ("Erase", .destructive)]))
        let erase = try #require(Self.row(host, "Erase")), keep = try #require(Self.row(host, "Keep"))
        #expect(Self.count(host, in: erase, Self.isRed) > 20)
        #expect(Self.count(host, in: erase, Self.isBlue) == 0)
        #expect(Self.count(host, in: keep, Self.isBlue) > 20)
        #expect(Self.count(host, in: keep, Self.isRed) == 0)
    }

    @Test func disabledActionsAreGreyAndIgnoreTaps() throws {
        var picked: [String] = []
        let a = Self.alert([("Send", .default), ("Cancel", .cancel)]) { picked.append($0) }
        a.actions[0].isEnabled = false
        let host = Self.host(a)
        let send = try #require(Self.row(host, "Send"))
        #expect(send.accessibilityTraits.contains(.notEnabled))
        #expect(Self.count(host, in: send, Self.isBlue) == 0)
        host.tap(send)
        #expect(picked.isEmpty)
        a.actions[0].isEnabled = true
        host.advanceFrames(1)
        #expect(!send.accessibilityTraits.contains(.notEnabled))
        #expect(Self.count(host, in: send, Self.isBlue) > 20)
        host.tap(send)
        #expect(picked == ["Send"])
    }

    // MARK: Picking actions

    @Test func tappingAnActionRunsItsHandlerWithTheAction() throws {
        var got: UIAlertAction?
        let a = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default) { got = $0 }
        a.addAction(ok)
        a.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let host = Self.host(a)
        let row = try #require(Self.row(host, "OK"))
        #expect(row.accessibilityTraits.contains(.button))
        host.tap(row)
        #expect(got === ok)
        got = nil   // (the handler's box holds the action, which holds the handler: a cycle the test made)
    }

    @Test func everyActionOfASheetIsTappable() throws {
        var picked: [String] = []
        let titles = ["Cancel", "Copy", "Move", "Delete"]
        let a = Self.alert([("Cancel", .cancel), ("Copy", .default), ("Move", .default), ("Delete", .destructive)], style: .actionSheet) { picked.append($0) }
        let host = Self.host(a)
        for t in titles { host.tap(try #require(Self.row(host, t))) }
        #expect(picked == titles)
    }

    @Test func highlightWhileTouched() throws {
        let host = Self.host(Self.alert([("OK", .default), ("Cancel", .cancel)]))
        let row = try #require(Self.row(host, "OK") as? _UIAlertActionView)
        let f = host.touchDown(at: host.center(of: row))
        host.advanceFrames(1)
        #expect(row.isHighlighted)
        host.lift(f, at: host.center(of: row))
        #expect(!row.isHighlighted)
    }

    @Test func returnPicksThePreferredActionAndEscapeTheCancelAction() {
        var picked: [String] = []
        let a = Self.alert([("Save", .default), ("Cancel", .cancel), ("Other", .default)]) { picked.append($0) }
        let host = Self.host(a)
        #expect(a.isFirstResponder)
        host.pressKey(.keyboardReturnOrEnter)
        #expect(picked.isEmpty)  // no preferred action
        a.preferredAction = a.actions[0]
        host.pressKey(.keyboardReturnOrEnter)
        #expect(picked == ["Save"])
        host.pressKey(.keyboardEscape)
        #expect(picked == ["Save", "Cancel"])
        a.actions[0].isEnabled = false
        host.pressKey(.keyboardReturnOrEnter)
        #expect(picked == ["Save", "Cancel"])
    }

    @Test func escapeWithoutCancelActionDoesNothing() {
        var picked: [String] = []
        let host = Self.host(Self.alert([("A", .default), ("B", .default)]) { picked.append($0) })
        host.pressKey(.keyboardEscape)
        #expect(picked.isEmpty)
    }

    @Test func titleAndMessageAreShown() throws {
        let host = Self.host(Self.alert([("OK", .default)]))
        let title = try #require(host.view(withAccessibilityLabel: "Title") as? UILabel)
        let message = try #require(host.view(withAccessibilityLabel: "A message.") as? UILabel)
        #expect(host.frame(of: title).maxY <= host.frame(of: message).minY)
        #expect(host.frame(of: message).maxY < host.frame(of: try #require(Self.row(host, "OK"))).minY)
        #expect(title.font.fontName == UIFont.systemFont(ofSize: 17, weight: .semibold).fontName)
        #expect(message.font.pointSize == 13)
    }

    @Test func backgroundIsDimmed() {
        let root = UIViewController()
        root.view.backgroundColor = .white
        let host = UIKitTestHost(viewController: root, size: CGSize(width: 200, height: 200))
        let a = Self.alert([("OK", .default)])
        host.window.addSubview(a.view)
        a.view.frame = host.window.bounds
        let px = host.render().rgbaPixels()
        // White under black at the dimming alpha.
        let expected = Int((255 * (1 - _UIAlertMetrics.dimmingAlpha)).rounded())
        #expect(abs(Int(px[0]) - expected) <= 2)
        a.view.removeFromSuperview()
    }
}
