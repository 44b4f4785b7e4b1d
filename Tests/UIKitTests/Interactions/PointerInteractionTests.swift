//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
import UIKitTesting

/// A pointer delegate with two regions (left and right halves) and a style per region.
@MainActor final class HalvesPointerDelegate: NSObject, UIPointerInteractionDelegate {
    var left: UIPointerStyle? = UIPointerStyle(shape: .verticalBeam(length: 20))
    var right: UIPointerStyle? = .hidden()
    var log: [String] = []
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        let r = defaultRegion.rect
        let leftHalf = CGRect(x: r.minX, y: r.minY, width: r.width / 2, height: r.height)
        return request.location.x < r.midX ? UIPointerRegion(rect: leftHalf, identifier: "left")
            : UIPointerRegion(rect: CGRect(x: r.midX, y: r.minY, width: r.width / 2, height: r.height), identifier: "right")
    }
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        region.identifier == AnyHashable("left") ? left : right
    }
    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                            animator: UIPointerInteractionAnimating) {
        log.append("enter " + (region.identifier?.base as? String ?? ""))
    }
    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                            animator: UIPointerInteractionAnimating) {
        log.append("exit " + (region.identifier?.base as? String ?? ""))
    }
}

/// Records the moves an interaction is told about.
@MainActor final class RecordingInteraction: NSObject, UIInteraction {
    private(set) weak var view: UIView?
    var log: [String] = []
    func willMove(to view: UIView?) { log.append("will \(view?.tag ?? -1)") }
    func didMove(to view: UIView?) { self.view = view; log.append("did \(view?.tag ?? -1)") }
}

@MainActor @Suite struct PointerInteractionTests {
    @Test func interactionsAreAddedMovedAndRemoved() {
        let a = UIView(), b = UIView()
        a.tag = 1; b.tag = 2
        let i = RecordingInteraction()
        #expect(a.interactions.isEmpty)
        a.addInteraction(i)
        a.addInteraction(i)   // already there: nothing
        #expect(a.interactions.count == 1 && i.view === a)
        b.addInteraction(i)   // moves
        #expect(a.interactions.isEmpty && b.interactions.first === i && i.view === b)
        b.removeInteraction(i)
        a.removeInteraction(i)   // not there: ignored
        #expect(b.interactions.isEmpty && i.view == nil)
        #expect(i.log == ["will 1", "did 1", "will -1", "did -1", "will 2", "did 2", "will -1", "did -1"])
        let j = RecordingInteraction()
        a.interactions = [i, j]
        #expect(a.interactions.count == 2 && j.view === a)
        a.interactions = [j]
        #expect(i.view == nil && a.interactions.first === j)
    }

    @Test func buttonWithPointerInteractionShowsTheHand() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 50, width: 120, height: 44)
        button.setTitle("Go", for: .normal)
        root.addSubview(button)
        let host = UIKitTestHost(view: root)
        defer { host.invalidate() }
        #expect(button.isPointerInteractionEnabled == false)
        host.hover(button)
        #expect(host.currentCursor == .arrow)
        button.isPointerInteractionEnabled = true
        #expect(button.interactions.contains { $0 is UIPointerInteraction })
        host.hover(button)
        #expect(host.currentCursor == .pointingHand)
        host.hover(at: CGPoint(x: 250, y: 250))
        #expect(host.currentCursor == .arrow)
        button.isEnabled = false
        host.hover(button)
        #expect(host.currentCursor == .arrow)
        button.isEnabled = true
        button.pointerStyleProvider = { _, _, _ in .hidden() }
        host.hover(at: CGPoint(x: 60, y: 60))
        #expect(host.currentCursor == .hidden)
        host.pointerExit()
        #expect(host.currentCursor == .arrow)
        button.isPointerInteractionEnabled = false
        host.hover(button)
        #expect(host.currentCursor == .arrow && button.interactions.isEmpty)
    }

    @Test func delegateRegionsAndStylesSetTheCursor() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.addSubview(card)
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))   // no interaction: the card's applies
        card.addSubview(inner)
        let delegate = HalvesPointerDelegate()
        let pointer = UIPointerInteraction(delegate: delegate)
        card.addInteraction(pointer)
        let host = UIKitTestHost(view: root)
        defer { host.invalidate() }
        host.hover(at: CGPoint(x: 20, y: 20))
        #expect(host.currentCursor == .iBeam)
        host.hover(at: CGPoint(x: 30, y: 30))   // same region: no new callbacks
        host.hover(at: CGPoint(x: 150, y: 50))
        #expect(host.currentCursor == .hidden)
        host.hover(at: CGPoint(x: 150, y: 250))
        #expect(host.currentCursor == .arrow)
        #expect(delegate.log == ["enter left", "exit left", "enter right", "exit right"])
        // A style that changes shows after invalidate().
        host.hover(at: CGPoint(x: 20, y: 20))
        delegate.left = UIPointerStyle(effect: .lift(UITargetedPreview(view: card)))
        #expect(host.currentCursor == .iBeam)
        pointer.invalidate()
        #expect(host.currentCursor == .pointingHand)
        delegate.left = nil   // nil: the system pointer
        pointer.invalidate()
        #expect(host.currentCursor == .arrow)
        // Disabled or removed: no effect, and the delegate hears the pointer leave.
        delegate.left = .system()
        pointer.isEnabled = false
        host.hover(at: CGPoint(x: 25, y: 25))
        #expect(host.currentCursor == .arrow)
        delegate.left = UIPointerStyle(shape: .horizontalBeam(length: 10))
        pointer.isEnabled = true
        #expect(host.currentCursor == .iBeam)
        delegate.log = []
        card.removeInteraction(pointer)
        #expect(delegate.log == ["exit left"])
        host.hover(at: CGPoint(x: 21, y: 20))
        #expect(host.currentCursor == .arrow)
    }

    @Test func withoutADelegateTheViewGetsTheAutomaticEffect() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        root.addSubview(card)
        card.addInteraction(UIPointerInteraction(delegate: nil))
        let host = UIKitTestHost(view: root)
        defer { host.invalidate() }
        host.hover(card)
        #expect(host.currentCursor == .pointingHand)
        card.isHidden = true
        host.hover(at: CGPoint(x: 120, y: 120))
        #expect(host.currentCursor == .arrow)
    }

    @Test func pointerValueTypesKeepWhatTheyAreGiven() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let preview = UITargetedPreview(view: v, parameters: UIPreviewParameters(), target: UIPreviewTarget(container: v, center: .zero))
        #expect(preview.size == CGSize(width: 40, height: 20))
        #expect(UIPointerEffect.hover(preview).preview === preview)
        if case .hover(_, let tint, let shadow, let scaled) = UIPointerEffect.hover(preview) {
            #expect(tint == .overlay && !shadow && scaled)
        }
        if case .roundedRect(_, let radius) = UIPointerShape.roundedRect(.zero) {
            #expect(radius == UIPointerShape.defaultCornerRadius)
        }
        #expect(UIPointerEffect.TintMode.underlay.rawValue == 2)
        let region = UIPointerRegion(rect: CGRect(x: 1, y: 2, width: 3, height: 4), identifier: 7)
        #expect(region.rect.width == 3 && region.identifier == AnyHashable(7) && region.latchingAxes == [])
    }
}
