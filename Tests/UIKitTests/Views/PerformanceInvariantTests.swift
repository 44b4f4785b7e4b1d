//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
@testable import UIKitCore
@testable import QuartzCore
import UIKitTesting

/// Behaviour that the start-up optimisations (safe areas computed only when some window or view
/// controller can make them non-zero, implicit-action fast path for view layers, rarely used
/// state in side storage) must keep.
@MainActor @Suite(.serialized) struct PerformanceInvariantTests {
    final class V: UIView { var n = 0; override func safeAreaInsetsDidChange() { n += 1 } }

    @Test func safeAreaFollowsMovesBetweenWindowsAndInsetChanges() {
        let w1 = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let w2 = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        w1.addSubview(container)
        let v = V(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        container.addSubview(v)
        #expect(v.safeAreaInsets == .zero)
        w1._setSafeAreaInsets(UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0))
        #expect(v.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(v.n == 1)
        #expect(v.layoutMargins.top == 20)
        // Into a window without insets, then back under another superview of the first.
        w2.addSubview(v)
        #expect(v.safeAreaInsets == .zero)
        #expect(v.n == 2)
        #expect(v.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let lower = UIView(frame: CGRect(x: 0, y: 550, width: 300, height: 50))
        w1.addSubview(lower)
        lower.addSubview(v)
        #expect(v.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 80, right: 0))  // 550...650 vs 570
        #expect(v.n == 3)
        // The window's insets go back to zero: so do the views' (also where `v` reaches past the
        // window's bottom edge: an edge without inset does not limit the safe area).
        w1._setSafeAreaInsets(.zero)
        #expect(v.safeAreaInsets == .zero)
        #expect(v.n == 4)
        // A view controller's additional insets, set and cleared.
        let vc = UIViewController()
        w2.rootViewController = vc
        let inner = V(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        vc.view.addSubview(inner)
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 12, left: 0, bottom: 0, right: 0)
        #expect(inner.safeAreaInsets.top == 12)
        vc.additionalSafeAreaInsets = .zero
        #expect(inner.safeAreaInsets == .zero)
        #expect(inner.n == 2)
    }

    /// A long list under a navigation bar: rows below the controller's view are covered by
    /// nothing (no bottom bar), so their safe area is zero, as on iOS; entering and leaving the
    /// window changes the safe area of the rows the bar covers only, and the rows' subviews (wholly
    /// inside rows with no insets) are not recomputed one by one.
    @Test func aLongListUnderABarChangesOnlyTheCoveredRowsSafeAreas() {
        let list = UIViewController()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scroll.contentInsetAdjustmentBehavior = .never
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 40 * 200))
        scroll.addSubview(content)
        scroll.contentSize = content.bounds.size
        var rows: [V] = [], labels: [V] = []
        for i in 0..<200 {
            let row = V(frame: CGRect(x: 0, y: CGFloat(i) * 40, width: 300, height: 40))
            let label = V(frame: CGRect(x: 16, y: 8, width: 200, height: 24))
            row.addSubview(label)
            content.addSubview(row)
            rows.append(row); labels.append(label)
        }
        list.view.addSubview(scroll)
        let nav = UINavigationController(rootViewController: list)
        let host = UIKitTestHost(viewController: nav, size: CGSize(width: 300, height: 600))
        defer { host.invalidate() }
        host.advance(by: 0.1)
        let barBottom = nav.navigationBar.frame.maxY
        #expect(barBottom > 0)
        #expect(rows[0].safeAreaInsets.top == min(40, barBottom))   // (at most the row's height)
        #expect(rows[100].safeAreaInsets == .zero)   // 4,000 points down: nothing covers it
        #expect(rows[199].safeAreaInsets == .zero)
        #expect(labels[100].safeAreaInsets == .zero)
        let covered = rows.filter { $0.safeAreaInsets != .zero }.count
        #expect(covered == Int((barBottom / 40).rounded(.up)))
        // Push a screen over the list and pop back: the list leaves and re-enters the window.
        let before = rows.map(\.n), labelsBefore = labels.map(\.n)
        nav.pushViewController(UIViewController(), animated: false)
        host.advance(by: 0.1)
        nav.popViewController(animated: false)
        host.advance(by: 0.1)
        #expect(rows[0].safeAreaInsets.top == min(40, barBottom))   // (at most the row's height)
        let changed = zip(rows.map(\.n), before).filter { $0 != $1 }.count
        #expect(changed == covered)   // only the covered rows went to zero and back
        #expect(zip(labels.map(\.n), labelsBefore).allSatisfy { $0.0 - $0.1 <= 2 })
    }

    /// Labels in the rows of a long list are drawn when they first come on screen, not all in
    /// the first frame; the ones drawn show their text where they are.
    @Test func farRowsAreDrawnWhenScrolledIntoView() {
        let list = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        list.clipsToBounds = true
        list.backgroundColor = .white
        var labels: [UILabel] = []
        for i in 0..<200 {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 20, width: 200, height: 20))
            let label = UILabel(frame: CGRect(x: 4, y: 0, width: 150, height: 20))
            label.text = "Row \(i) ██████"
            row.addSubview(label)
            list.addSubview(row)
            labels.append(label)
        }
        let h = UIKitTestHost(view: list, size: CGSize(width: 200, height: 100)); defer { h.invalidate() }
        #expect(labels[0..<5].allSatisfy { $0.layer._displayCount == 1 })
        #expect(labels[10...].allSatisfy { $0.layer._displayCount == 0 })
        // Scroll to rows 150...154: drawn once each, now; nothing else far away is.
        list.bounds.origin.y = 150 * 20
        h.advanceFrames(1)
        #expect(labels[150..<155].allSatisfy { $0.layer._displayCount == 1 })
        #expect(labels[20..<140].allSatisfy { $0.layer._displayCount == 0 })
        let image = h.render()
        var dark = 0
        for y in 0..<100 { for x in 0..<150 where (image.pixel(x: x, y: y)?.r ?? 255) < 100 { dark += 1 } }
        #expect(dark > 500)   // the five labels' text (the block characters are solid ink)
    }

    @Test func manyFreshViewsAreLaidOutParentsFirst() {
        final class L: UIView {
            nonisolated(unsafe) static var order: [Int] = []
            var id = 0
            override func layoutSubviews() { L.order.append(id) }
        }
        L.order = []
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let root = L(); root.id = 0
        w.addSubview(root)
        var parent = root
        var all: [L] = [root]
        for i in 1...5 { let c = L(); c.id = i; parent.addSubview(c); parent = c; all.append(c) }
        w.isHidden = false
        let depths = L.order.filter { $0 <= 5 }
        #expect(depths == [0, 1, 2, 3, 4, 5])
        // Marked deepest first: still parents first.
        L.order = []
        for v in all.reversed() { v.setNeedsLayout() }
        root.layoutIfNeeded()
        #expect(L.order == [0, 1, 2, 3, 4, 5])
        w.isHidden = true
    }

    @Test func viewLayerActionsOnlyInsideAnimationBlocks() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        CATransaction.flush()
        v.alpha = 0.5
        #expect(v.layer.animation(forKey: "opacity") == nil)
        UIView.animate(withDuration: 0.3) { v.alpha = 0.2 }
        #expect(v.layer.animationKeys()?.isEmpty == false)
        v.layer.removeAllAnimations()
        // A layer that is not a view's still gets its default action once committed.
        let l = CALayer()
        CATransaction.flush()
        l.opacity = 0.3
        #expect(l.animationKeys()?.isEmpty == false)
        l.removeAllAnimations()
    }

    @Test func layerSideStorageDefaultsAndCopies() {
        let l = CALayer()
        #expect(l._x == nil)
        #expect(CATransform3DIsIdentity(l.transform))
        #expect(l.shadowOffset == CGSize(width: 0, height: -3))
        #expect(l.shadowRadius == 3)
        #expect(l.shadowColor == CGColor.black)
        #expect(l.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(l.allowsGroupOpacity)
        #expect(l.minificationFilter == .linear)
        l.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        l.position = CGPoint(x: 5, y: 5)
        #expect(l._x == nil)  // geometry alone keeps the layer small
        l.shadowOpacity = 0.5
        l.name = "n"
        l.zPosition = 2
        let copy = CALayer(layer: l)
        #expect(copy.shadowOpacity == 0.5)
        #expect(copy.name == "n")
        #expect(copy.zPosition == 2)
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(v._x == nil)
        #expect(v.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(v.transform == CGAffineTransform(scaleX: 2, y: 2))
        v.accessibilityLabel = "x"
        #expect(v.accessibilityLabel == "x")
    }
}
