//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
@testable import UIKitCore

@MainActor final class LoggingView: UIView {
    var log: [String] = []
    var name = ""
    var shared: SharedLog?
    func rec(_ s: String) { log.append(s); shared?.entries.append("\(name).\(s)") }
    override func willMove(toSuperview newSuperview: UIView?) { rec("willMoveToSuperview(\(newSuperview == nil ? "nil" : "v"))") }
    override func didMoveToSuperview() { rec("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { rec("willMoveToWindow(\(newWindow == nil ? "nil" : "w"))") }
    override func didMoveToWindow() { rec("didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { rec("didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { rec("willRemoveSubview") }
    var layoutCount = 0
    override func layoutSubviews() { layoutCount += 1; super.layoutSubviews() }
    var tintChanges = 0
    override func tintColorDidChange() { tintChanges += 1 }
}

@MainActor final class SharedLog { var entries: [String] = [] }

@MainActor @Suite struct UIViewHierarchyTests {
    @Test func addSubviewAppendsOnTopAndMovesFromOldSuperview() {
        let a = UIView(), b = UIView(), c = UIView()
        a.addSubview(c)
        b.addSubview(UIView())
        b.addSubview(c)
        #expect(a.subviews.isEmpty)
        #expect(b.subviews.last === c)
        #expect(c.superview === b)
        #expect(b.layer.sublayers?.last === c.layer)
        #expect(a.layer.sublayers?.contains { $0 === c.layer } != true)
    }

    /// Back pointers are not weak references (for speed and memory), so a parent that goes away
    /// must clear them: a child kept elsewhere has no superview, a layer kept after its view has no
    /// delegate, and a presentation copy keeps its superlayer valid.
    @Test func backPointersAreClearedWhenTheOwnerGoesAway() {
        let child = UIView()
        var keptLayer: CALayer?
        var sublayer: CALayer?
        var presented: CALayer?
        var presentation: CALayer?
        do {
            let parent = UIView()
            parent.addSubview(child)
            #expect(child.superview === parent)
            keptLayer = parent.layer
            #expect(parent.layer.delegate === parent)
            let host = CALayer()
            let s = CALayer()
            host.addSublayer(s)
            sublayer = s
            let host2 = CALayer()
            let p = CALayer()
            host2.addSublayer(p)
            presented = p
            presentation = p.presentation()
        }
        CATransaction.flush()   // the pending layout pass holds the layers until then
        #expect(child.superview == nil)
        #expect(keptLayer?.delegate == nil)
        #expect(sublayer?.superlayer == nil)
        // The copy keeps its superlayer alive, so the model layer still has one too.
        #expect(presentation?.superlayer != nil)
        #expect(presented?.superlayer === presentation?.superlayer)
        // A user-set delegate stays a weak reference.
        let l = CALayer()
        do {
            let owner = UIView()
            l.delegate = owner
            #expect(l.delegate === owner)
        }
        #expect(l.delegate == nil)
    }

    @Test func insertAtIndexClamps() {
        let p = UIView(), x = UIView(), y = UIView(), z = UIView()
        p.addSubview(x); p.addSubview(y)
        p.insertSubview(z, at: 999)
        #expect(p.subviews.map { ObjectIdentifier($0) } == [x, y, z].map { ObjectIdentifier($0) })
        let w = UIView()
        p.insertSubview(w, at: -5)
        #expect(p.subviews.first === w)
        #expect(p.layer.sublayers?.first === w.layer)
    }

    @Test func insertAboveAndBelow() {
        let p = UIView(), a = UIView(), b = UIView(), c = UIView(), d = UIView()
        p.addSubview(a); p.addSubview(b)
        p.insertSubview(c, belowSubview: b)
        #expect(p.subviews.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
        p.insertSubview(d, aboveSubview: a)
        #expect(p.subviews.map { ObjectIdentifier($0) } == [a, d, c, b].map { ObjectIdentifier($0) })
        #expect(p.layer.sublayers!.map { ObjectIdentifier($0) } == [a, d, c, b].map { ObjectIdentifier($0.layer) })
    }

    @Test func insertRelativeToNonSubviewAppendsOnTop() {
        let p = UIView(), a = UIView(), stranger = UIView(), n = UIView(), m = UIView()
        p.addSubview(a)
        p.insertSubview(n, belowSubview: stranger)
        #expect(p.subviews.last === n)
        p.insertSubview(m, aboveSubview: stranger)
        #expect(p.subviews.last === m)
    }

    @Test func exchangeBringSend() {
        let p = UIView(), a = UIView(), b = UIView(), c = UIView()
        p.addSubview(a); p.addSubview(b); p.addSubview(c)
        p.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(p.subviews.map { ObjectIdentifier($0) } == [c, b, a].map { ObjectIdentifier($0) })
        #expect(p.layer.sublayers!.map { ObjectIdentifier($0) } == [c, b, a].map { ObjectIdentifier($0.layer) })
        p.bringSubviewToFront(c)
        #expect(p.subviews.last === c)
        p.sendSubviewToBack(a)
        #expect(p.subviews.first === a)
        #expect(p.layer.sublayers!.first === a.layer)
        UIKitLog.clearRecentMessages()
        p.exchangeSubview(at: 0, withSubviewAt: 7)
        #expect(UIKitLog.didLog("exchangeSubview"))
    }

    @Test func removeFromSuperview() {
        let p = UIView(), a = UIView()
        p.addSubview(a)
        a.removeFromSuperview()
        #expect(a.superview == nil)
        #expect(p.subviews.isEmpty)
        #expect(a.layer.superlayer == nil)
    }

    @Test func cyclesAreRejected() {
        let a = UIView(), b = UIView(), c = UIView()
        a.addSubview(b); b.addSubview(c)
        UIKitLog.clearRecentMessages()
        a.addSubview(a)
        #expect(UIKitLog.didLog("itself"))
        UIKitLog.clearRecentMessages()
        c.addSubview(a)
        #expect(UIKitLog.didLog("[UIView]"))
        #expect(a.superview == nil)
        #expect(c.subviews.isEmpty)
        #expect(b.isDescendant(of: a))
        #expect(!a.isDescendant(of: b))
        #expect(a.isDescendant(of: a))
    }

    @Test func callbackOrderOnAddAndRemoveInWindow() {
        let shared = SharedLog()
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = LoggingView(); parent.name = "parent"; parent.shared = shared
        w.addSubview(parent)
        let child = LoggingView(); child.name = "child"; child.shared = shared
        shared.entries = []
        parent.addSubview(child)
        #expect(shared.entries == ["child.willMoveToSuperview(v)", "child.willMoveToWindow(w)", "child.didMoveToWindow",
                                   "child.didMoveToSuperview", "parent.didAddSubview"])
        shared.entries = []
        child.removeFromSuperview()
        #expect(shared.entries == ["parent.willRemoveSubview", "child.willMoveToSuperview(nil)", "child.willMoveToWindow(nil)",
                                   "child.didMoveToWindow", "child.didMoveToSuperview"])
    }

    @Test func windowPropagatesToSubtree() {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = LoggingView()
        a.addSubview(b)
        #expect(b.window == nil)
        b.log = []
        w.addSubview(a)
        #expect(b.window === w)
        #expect(b.log == ["willMoveToWindow(w)", "didMoveToWindow"])
        #expect(w.window === w)
    }

    @Test func superviewDoesNotRetainCycle() {
        weak var weakChild: UIView?
        weak var weakParent: UIView?
        do {
            let p = UIView(), c = UIView()
            p.addSubview(c)
            weakChild = c; weakParent = p
        }
        #expect(weakParent == nil)
        #expect(weakChild == nil)
    }

    @Test func viewWithTag() {
        let p = UIView(), a = UIView(), b = UIView()
        p.addSubview(a); a.addSubview(b)
        b.tag = 7
        #expect(p.viewWithTag(7) === b)
        #expect(p.viewWithTag(0) === p)
        #expect(p.viewWithTag(8) == nil)
    }

    @Test func storedInteractionDefaults() {
        let v = UIView()
        #expect(v.isUserInteractionEnabled)
        #expect(!v.isMultipleTouchEnabled)
        #expect(!v.isExclusiveTouch)
        v.accessibilityIdentifier = "id"
        #expect(v.accessibilityIdentifier == "id")
    }
}

@MainActor @Suite struct UIViewWideTreeTests {
    @Test func tenThousandSiblings() {
        let clock = ContinuousClock()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let elapsed = clock.measure {
            for i in 0..<10_000 {
                root.addSubview(UIView(frame: CGRect(x: i % 100 * 10, y: i / 100 * 10, width: 10, height: 10)))
            }
            root.layoutIfNeeded()
            _ = root.hitTest(CGPoint(x: 5, y: 5), with: nil)
        }
        #expect(root.subviews.count == 10_000)
        #expect(root.layer.sublayers?.count == 10_000)
        #expect(root.hitTest(CGPoint(x: 995, y: 995), with: nil) === root.subviews.last)
        #expect(elapsed < .seconds(20))
    }
}
