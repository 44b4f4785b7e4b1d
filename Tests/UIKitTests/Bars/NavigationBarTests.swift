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

/// Records a standalone bar's delegate calls ("shouldPush A", "didPop B"…) and answers them.
@MainActor final class BarDelegateLog: UINavigationBarDelegate {
    var log: [String] = []
    var allowPush = true
    var allowPop = true
    var position: UIBarPosition = .top

    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool {
        log.append("shouldPush \(item.title ?? "-")")
        return allowPush
    }
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {
        log.append("didPush \(item.title ?? "-")")
    }
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        log.append("shouldPop \(item.title ?? "-")")
        return allowPop
    }
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
        log.append("didPop \(item.title ?? "-")")
    }
    func position(for bar: any UIBarPositioning) -> UIBarPosition { position }
}

/// A target for bar button item actions.
@MainActor final class BarActionTarget {
    var calls: [String] = []
    var senders: [AnyObject] = []
    func add() { calls.append("add") }
    func sort(_ sender: UIBarButtonItem) { calls.append("sort"); senders.append(sender) }
    func any(_ sender: Any) { calls.append("any") }
}

@MainActor enum BarTestSupport {
    /// A white root view of `size` holding `bar` at `y` (full width, its own fitting height).
    static func host(_ bar: UIView, y: CGFloat = 0, size: CGSize = CGSize(width: 390, height: 200), scale: CGFloat = 1) -> UIKitTestHost {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = .white
        bar.frame = CGRect(x: 0, y: y, width: size.width, height: bar.sizeThatFits(CGSize(width: size.width, height: 0)).height)
        root.addSubview(bar)
        return UIKitTestHost(view: root, scale: scale)
    }

    /// Items titled A, B, C….
    static func items(_ titles: String...) -> [UINavigationItem] { titles.map { UINavigationItem(title: $0) } }

    /// The bar's content for its top item.
    static func content(_ bar: UINavigationBar) -> _UINavigationBarContentView? { bar._content }

    /// The colour of the pixel at `p` (window points) of the host's window.
    static func pixel(_ host: UIKitTestHost, _ p: CGPoint) -> (r: Int, g: Int, b: Int, a: Int) {
        guard let px = host.render().pixel(x: Int(p.x * host.headless.scale), y: Int(p.y * host.headless.scale)) else { return (0, 0, 0, 0) }
        return (Int(px.r), Int(px.g), Int(px.b), Int(px.a))
    }
}

/// A standalone UINavigationBar hosted in a plain view: its stack and delegate, heights, title
/// and back-button layout, item changes (transitions and look: NavigationBarTransitionTests).
@MainActor @Suite(.serialized) struct NavigationBarTests {
    typealias S = BarTestSupport

    // MARK: Stack and delegate

    @Test func pushAndPopAskAndTellTheDelegateInOrder() {
        let bar = UINavigationBar()
        let d = BarDelegateLog()
        bar.delegate = d
        let host = S.host(bar)
        let a = UINavigationItem(title: "A"), b = UINavigationItem(title: "B")
        bar.pushItem(a, animated: false)
        bar.pushItem(b, animated: false)
        #expect(d.log == ["shouldPush A", "didPush A", "shouldPush B", "didPush B"])
        #expect(bar.topItem === b && bar.backItem === a && bar.items?.count == 2)
        d.log = []
        d.allowPush = false
        bar.pushItem(UINavigationItem(title: "C"), animated: false)
        #expect(d.log == ["shouldPush C"])
        #expect(bar.topItem === b)
        d.log = []
        #expect(bar.popItem(animated: false) === b)
        #expect(d.log == ["shouldPop B", "didPop B"])
        #expect(bar.topItem === a && bar.backItem == nil)
        _ = host
    }

    @Test func theBackButtonPopsAfterAskingAndTellsAfterTheAnimation() {
        let bar = UINavigationBar()
        let d = BarDelegateLog()
        bar.delegate = d
        let host = S.host(bar)
        bar.setItems(S.items("Albums", "Beach"), animated: false)
        let back = host.view(withAccessibilityLabel: "Albums")
        #expect(back is _UIBarButtonView)
        host.tap(back!)
        #expect(d.log == ["shouldPop Beach"])
        #expect(bar.topItem?.title == "Albums")
        host.advance(by: 0.5)
        #expect(d.log == ["shouldPop Beach", "didPop Beach"])
        #expect(host.view(withAccessibilityLabel: "Beach") == nil)
        // Refused: the item stays.
        bar.pushItem(UINavigationItem(title: "Sand"), animated: false)
        d.allowPop = false
        d.log = []
        host.tap(host.view(withAccessibilityLabel: "Albums")!)
        #expect(d.log == ["shouldPop Sand"])
        #expect(bar.topItem?.title == "Sand")
        // backAction replaces the pop.
        var backActions = 0
        bar.topItem?.backAction = UIAction { _ in backActions += 1 }
        d.log = []
        host.tap(host.view(withAccessibilityLabel: "Albums")!)
        #expect(backActions == 1 && d.log.isEmpty && bar.topItem?.title == "Sand")
    }

    @Test func badStackInputIsLoggedAndIgnored() {
        let bar = UINavigationBar()
        let host = S.host(bar)
        let a = UINavigationItem(title: "A")
        bar.pushItem(a, animated: false)
        UIKitLog.clearRecentMessages()
        bar.pushItem(a, animated: true)
        #expect(UIKitLog.didLog("already in the bar's stack"))
        #expect(bar.items?.count == 1)
        #expect(bar.popItem(animated: false) == nil)
        #expect(UIKitLog.didLog("only one item"))
        #expect(bar.topItem === a)
        bar.setItems([a, a], animated: false)
        #expect(UIKitLog.didLog("more than once"))
        #expect(bar.items?.count == 1)
        let other = UINavigationBar()
        other.pushItem(a, animated: false)
        #expect(UIKitLog.didLog("in another navigation bar"))
        #expect(other.items == nil)
        bar.setItems(nil, animated: true)
        #expect(bar.topItem == nil && bar.popItem(animated: false) == nil)
        #expect(bar._content == nil)
        bar.setItems([], animated: false)
        #expect(bar._contentHeight == 44)
        _ = host
    }

    // MARK: Heights

    @Test func heightsFollowPromptAndLargeTitles() {
        let bar = UINavigationBar()
        #expect(bar.sizeThatFits(CGSize(width: 390, height: 0)) == CGSize(width: 390, height: 44))
        let a = UINavigationItem(title: "Settings")
        bar.items = [a]
        #expect(bar._contentHeight == 44)
        a.prompt = "Choose a network"
        #expect(bar._contentHeight == 74)
        a.prompt = nil
        bar.prefersLargeTitles = true
        #expect(bar._contentHeight == 96)
        // automatic inherits from below; the bottom item is large; never stays small.
        let b = UINavigationItem(title: "Wi-Fi")
        bar.pushItem(b, animated: false)
        #expect(bar._contentHeight == 96)
        a.largeTitleDisplayMode = .never
        #expect(bar._contentHeight == 44)
        b.largeTitleDisplayMode = .always
        #expect(bar._contentHeight == 96)
        b.largeTitleDisplayMode = .inline
        #expect(bar._contentHeight == 44)
        bar.prefersLargeTitles = false
        b.largeTitleDisplayMode = .always
        #expect(bar._contentHeight == 44)
    }

    @Test func largeTitleIsALeadingLabelBelowTheButtonRow() {
        let bar = UINavigationBar()
        bar.prefersLargeTitles = true
        bar.items = S.items("Photos")
        let host = S.host(bar)
        #expect(bar.frame.height == 96)
        let large = host.view(withAccessibilityLabel: "Photos") as? UILabel
        let f = host.frame(of: large!)
        #expect(large?.font.pointSize == 34)
        #expect(f.minX == 16 && f.minY >= 44 && f.maxY <= 96)
        #expect(S.content(bar)?.titleLabel?.isHidden == true)
        // Made shorter (content scrolling up), the large title rides up and fades; at 44 pt the
        // inline title shows.
        #expect(bar._collapsedContentHeight == 44)
        bar.frame.size.height = 70
        host.window.layoutIfNeeded()
        let mid = host.frame(of: large!)
        #expect(abs(mid.minY - (f.minY - 26)) < 0.5 && large!.alpha > 0.4 && large!.alpha < 0.6)
        #expect(S.content(bar)?.titleLabel?.isHidden == true)
        bar.frame.size.height = 44
        host.window.layoutIfNeeded()
        #expect(large!.alpha == 0 && S.content(bar)?.titleLabel?.isHidden == false)
        #expect(abs(host.frame(of: S.content(bar)!.titleLabel!).midY - 22) < 2)
        #expect(S.content(bar)?.titleElement === S.content(bar)?.titleLabel)
    }

    // MARK: Title

    @Test func titleIsCentredAndTruncatedBetweenTheButtons() {
        let bar = UINavigationBar()
        let item = UINavigationItem(title: "Inbox")
        item.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose)
        bar.items = [item]
        let host = S.host(bar)
        let title = S.content(bar)!.titleLabel!
        var f = host.frame(of: title)
        #expect(abs(f.midX - 195) < 1)
        #expect(title.font.pointSize == 17)
        #expect(title.accessibilityTraits.contains(.header))
        // A long title stays between the buttons and is truncated.
        item.title = String(repeating: "Very long mailbox name ", count: 4)
        let t2 = S.content(bar)!.titleLabel!
        f = host.frame(of: t2)
        let compose = host.frame(of: host.view(withAccessibilityLabel: "Compose")!)
        #expect(f.maxX <= compose.minX)
        #expect(f.minX >= 8)
        #expect(f.width < t2.intrinsicContentSize.width)
        #expect(t2.lineBreakMode == .byTruncatingTail)
    }

    @Test func titleViewReplacesTheTitle() {
        let bar = UINavigationBar()
        let item = UINavigationItem(title: "Hidden")
        let seg = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        seg.accessibilityIdentifier = "seg"
        item.titleView = seg
        bar.items = [item]
        let host = S.host(bar)
        #expect(host.view(withAccessibilityIdentifier: "seg") === seg)
        #expect(host.frame(of: seg) == CGRect(x: 135, y: 7, width: 120, height: 30))
        #expect(host.view(withAccessibilityLabel: "Hidden") == nil)
    }

    @Test func promptSitsAboveTheRow() {
        let bar = UINavigationBar()
        let item = UINavigationItem(title: "Join")
        item.prompt = "Pick a network"
        bar.items = [item]
        let host = S.host(bar)
        #expect(bar.frame.height == 74)
        let p = host.frame(of: host.view(withAccessibilityLabel: "Pick a network")!)
        let t = host.frame(of: host.view(withAccessibilityLabel: "Join")!)
        #expect(p.maxY <= 30 && t.minY >= 30 && t.midY > 45)
    }

    // MARK: Back button

    @Test func backButtonTitleFollowsReference63() {
        let bar = UINavigationBar()
        let host = S.host(bar)
        let a = UINavigationItem(title: "Albums"), b = UINavigationItem(title: "Beach")
        bar.items = [a, b]
        func back() -> _UIBarButtonView? { S.content(bar)?.backButton }
        #expect(back()?.backTitle == "Albums" && back()?.accessibilityLabel == "Albums")
        a.backButtonTitle = "Library"
        #expect(back()?.backTitle == "Library")
        a.backButtonDisplayMode = .generic
        #expect(back()?.backTitle == "Back")
        a.backButtonDisplayMode = .minimal
        #expect(back()?.backTitle == nil && back()?.accessibilityLabel == "Back")
        #expect(host.view(withAccessibilityLabel: "Back") === back())
        a.backButtonDisplayMode = .default
        a.backButtonTitle = nil
        a.backBarButtonItem = UIBarButtonItem(title: "Up", style: .plain)
        #expect(back()?.backTitle == "Up")
        a.backBarButtonItem = nil
        // No room for the previous title: "Back", then the chevron alone.
        a.title = "A very long album title that cannot fit"
        b.title = "Beach photos"
        host.window.layoutIfNeeded()
        #expect(back()?.backTitle == "Back")
        b.title = "An extremely long title for the beach photos of that summer"
        host.window.layoutIfNeeded()
        #expect(back()?.backTitle == nil)
        a.title = nil
        b.title = "Beach"
        host.window.layoutIfNeeded()
        #expect(back()?.backTitle == "Back")
        // Chevron drawn at the leading edge; title after it.
        let f = host.frame(of: back()!)
        #expect(f.minX == 0 && f.height == 44)
    }

    @Test func leftItemsReplaceOrSupplementTheBackButton() {
        let bar = UINavigationBar()
        let host = S.host(bar)
        let a = UINavigationItem(title: "A"), b = UINavigationItem(title: "B")
        bar.items = [a, b]
        #expect(S.content(bar)?.backButton != nil)
        b.hidesBackButton = true
        #expect(S.content(bar)?.backButton == nil)
        b.hidesBackButton = false
        b.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel)
        #expect(S.content(bar)?.backButton == nil)
        #expect(host.view(withAccessibilityLabel: "Cancel") != nil)
        b.leftItemsSupplementBackButton = true
        let back = S.content(bar)?.backButton
        #expect(back != nil)
        let cancel = host.frame(of: host.view(withAccessibilityLabel: "Cancel")!)
        #expect(cancel.minX >= host.frame(of: back!).maxX)
        // A single item has no back button.
        bar.items = [UINavigationItem(title: "Root")]
        #expect(S.content(bar)?.backButton == nil)
    }

    @Test func firstRightItemIsRightMost() {
        let bar = UINavigationBar()
        let item = UINavigationItem(title: "T")
        item.rightBarButtonItems = [UIBarButtonItem(barButtonSystemItem: .add), UIBarButtonItem(barButtonSystemItem: .edit),
                                    UIBarButtonItem.fixedSpace(20), UIBarButtonItem(title: "Sort", style: .plain)]
        item.leftBarButtonItems = [UIBarButtonItem(title: "L1", style: .plain), UIBarButtonItem(title: "L2", style: .plain)]
        bar.items = [item]
        let host = S.host(bar)
        let add = host.frame(of: host.view(withAccessibilityLabel: "Add")!)
        let edit = host.frame(of: host.view(withAccessibilityLabel: "Edit")!)
        let sort = host.frame(of: host.view(withAccessibilityLabel: "Sort")!)
        #expect(abs(add.maxX - (390 - 8)) < 0.01)
        #expect(abs(edit.maxX - add.minX) < 0.01)
        #expect(abs(sort.maxX - (edit.minX - 20)) < 0.01)
        let l1 = host.frame(of: host.view(withAccessibilityLabel: "L1")!)
        let l2 = host.frame(of: host.view(withAccessibilityLabel: "L2")!)
        #expect(l1.minX == 8 && l2.minX == l1.maxX)
        #expect(add.height == 44 && add.minY == 0)
    }

    @Test func rightToLeftBarsAreMirrored() {
        let bar = UINavigationBar()
        bar.semanticContentAttribute = .forceRightToLeft
        let b = UINavigationItem(title: "B")
        b.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add)
        bar.items = [UINavigationItem(title: "Albums"), b]
        let host = S.host(bar)
        let back = host.frame(of: host.view(withAccessibilityLabel: "Albums")!)
        let add = host.frame(of: host.view(withAccessibilityLabel: "Add")!)
        #expect(back.maxX == 390 && abs(add.minX - 8) < 0.01)
        let chevron = S.content(bar)!.backButton!.imageView!
        #expect(chevron.transform.a == -1)
        #expect(abs(host.frame(of: chevron).maxX - (390 - 8)) < 0.01)
        let label = host.frame(of: S.content(bar)!.backButton!.label!)
        #expect(label.maxX <= host.frame(of: chevron).minX)
    }

    // MARK: Changes

    @Test func itemChangesUpdateTheBar() {
        let bar = UINavigationBar()
        let host = S.host(bar)
        let a = UINavigationItem(title: "A"), b = UINavigationItem(title: "B")
        bar.items = [a, b]
        b.title = "Renamed"
        #expect(host.view(withAccessibilityLabel: "Renamed") != nil)
        a.title = "Home"
        #expect(S.content(bar)?.backButton?.backTitle == "Home")
        let save = UIBarButtonItem(title: "Save", style: .plain)
        b.rightBarButtonItem = save
        #expect(host.view(withAccessibilityLabel: "Save") != nil)
        save.title = "Saved"
        #expect(host.view(withAccessibilityLabel: "Saved") != nil)
        save.isEnabled = false
        #expect((host.view(withAccessibilityLabel: "Saved") as? UIControl)?.isEnabled == false)
        save.style = .done
        #expect((host.view(withAccessibilityLabel: "Saved") as? _UIBarButtonView)?.label?.font == UIBarButtonItem._doneFont)
        // An item below the back item is not shown: no rebuild needed, nothing breaks.
        bar.items = [UINavigationItem(title: "Z"), a, b]
        bar.items![0].title = "Zed"
        #expect(S.content(bar)?.backButton?.backTitle == "Home")
    }
}
