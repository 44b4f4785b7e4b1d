//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
@testable import UIKitCore

@MainActor private final class CountingLayoutView: UIView {
    var layouts = 0
    var onLayout: ((CountingLayoutView) -> Void)?
    override func layoutSubviews() { layouts += 1; onLayout?(self) }
}

/// Differences from iOS found by running another UIKit reimplementation's iOS-verified tests.
@MainActor @Suite struct UIViewSubviewChangeTests {
    private func ids(_ layers: [CALayer]?) -> [ObjectIdentifier] { (layers ?? []).map(ObjectIdentifier.init) }

    @Test func resizingASubviewLaysOutItsSuperviewButMovingItDoesNot() {
        let parent = CountingLayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.addSubview(child)
        parent.layoutIfNeeded()
        #expect(parent.layouts == 1)
        child.frame.origin = CGPoint(x: 10, y: 10)
        child.center = CGPoint(x: 60, y: 60)
        parent.layoutIfNeeded()
        #expect(parent.layouts == 1)
        child.frame.size = CGSize(width: 70, height: 50)
        parent.layoutIfNeeded()
        #expect(parent.layouts == 2)
        child.bounds.size = CGSize(width: 70, height: 90)
        parent.layoutIfNeeded()
        #expect(parent.layouts == 3)
        // Scrolling the child (its bounds origin) is not a resize.
        child.bounds.origin = CGPoint(x: 0, y: 20)
        parent.layoutIfNeeded()
        #expect(parent.layouts == 3)
    }

    @Test func sizingSubviewsInLayoutSubviewsDoesNotRepeatThePass() {
        let parent = CountingLayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView()
        parent.addSubview(child)
        parent.onLayout = { p in child.frame = CGRect(x: 0, y: 0, width: p.bounds.width / 2, height: p.bounds.height) }
        parent.layoutIfNeeded()
        #expect(parent.layouts == 1)
        #expect(child.frame.size == CGSize(width: 100, height: 100))
        #expect(!parent.layer.needsLayout())
        parent.frame.size = CGSize(width: 300, height: 100)
        parent.layoutIfNeeded()
        #expect(parent.layouts == 2)
        #expect(child.frame.width == 150)
    }

    @Test func insertAboveAndBelowPlaceTheLayerNextToTheSiblingsLayer() {
        let p = UIView(), a = UIView(), b = UIView(), c = UIView(), d = UIView()
        p.addSubview(a); p.addSubview(b)
        let x = CALayer()
        p.layer.insertSublayer(x, above: a.layer)   // [a, x, b]
        p.insertSubview(c, aboveSubview: a)
        #expect(p.subviews == [a, c, b])
        #expect(ids(p.layer.sublayers) == ids([a.layer, c.layer, x, b.layer]))
        p.insertSubview(d, belowSubview: b)
        #expect(p.subviews == [a, c, d, b])
        #expect(ids(p.layer.sublayers) == ids([a.layer, c.layer, x, d.layer, b.layer]))
        // Reordering an existing subview places its layer the same way.
        p.insertSubview(b, aboveSubview: a)
        #expect(p.subviews == [a, b, c, d])
        #expect(ids(p.layer.sublayers) == ids([a.layer, b.layer, c.layer, x, d.layer]))
        p.insertSubview(a, belowSubview: d)
        #expect(p.subviews == [b, c, a, d])
        #expect(ids(p.layer.sublayers) == ids([b.layer, c.layer, x, a.layer, d.layer]))
    }

    @Test func reorderingKeepsTheSubviewLayersInSubviewOrder() {
        let p = UIView(), a = UIView(), b = UIView(), c = UIView()
        p.addSubview(a); p.addSubview(b); p.addSubview(c)
        let x = CALayer(), y = CALayer()
        p.layer.insertSublayer(x, above: a.layer)   // [a, x, b, c]
        p.layer.addSublayer(y)                       // [a, x, b, c, y]
        p.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(p.subviews == [c, b, a])
        #expect(ids(p.layer.sublayers) == ids([c.layer, x, b.layer, a.layer, y]))
        p.bringSubviewToFront(b)
        #expect(p.subviews == [c, a, b])
        #expect(ids(p.layer.sublayers) == ids([c.layer, x, a.layer, y, b.layer]))
        p.sendSubviewToBack(a)
        #expect(p.subviews == [a, c, b])
        #expect(ids(p.layer.sublayers) == ids([a.layer, c.layer, x, y, b.layer]))
        // The subviews' layers are in subview order among all sublayers.
        let viewLayers = (p.layer.sublayers ?? []).filter { l in p.subviews.contains { $0.layer === l } }
        #expect(ids(viewLayers) == ids(p.subviews.map(\.layer)))
    }
}
