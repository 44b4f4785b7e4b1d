//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
@testable import UIKitCore

@MainActor @Suite struct UIViewLayoutTests {
    @Test func newViewNeedsLayout() {
        let v = LoggingView()
        v.layoutIfNeeded()
        #expect(v.layoutCount == 1)
        v.layoutIfNeeded()
        #expect(v.layoutCount == 1)
    }

    @Test func setNeedsLayoutCoalesces() {
        let v = LoggingView()
        v.layoutIfNeeded()
        v.setNeedsLayout(); v.setNeedsLayout(); v.setNeedsLayout()
        v.layoutIfNeeded()
        #expect(v.layoutCount == 2)
    }

    @Test func layoutIfNeededLaysOutMarkedSubviews() {
        let p = LoggingView(), c = LoggingView()
        p.addSubview(c)
        p.layoutIfNeeded()
        #expect(p.layoutCount == 1)
        #expect(c.layoutCount == 1)
    }

    @Test func sizeChangeMarksLayout() {
        let v = LoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.layoutIfNeeded()
        v.frame.origin = CGPoint(x: 5, y: 5)
        v.layoutIfNeeded()
        #expect(v.layoutCount == 1)
        v.frame.size = CGSize(width: 20, height: 20)
        v.layoutIfNeeded()
        #expect(v.layoutCount == 2)
    }

    @Test func autoresizingFlexibleWidthAndMargins() {
        let p = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        a.autoresizingMask = [.flexibleWidth]
        let b = UIView(frame: CGRect(x: 10, y: 70, width: 20, height: 20))
        b.autoresizingMask = [.flexibleTopMargin, .flexibleLeftMargin]
        let c = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        p.addSubview(a); p.addSubview(b); p.addSubview(c)
        p.frame.size = CGSize(width: 200, height: 150)
        #expect(a.frame == CGRect(x: 10, y: 10, width: 180, height: 20))
        #expect(b.frame == CGRect(x: 110, y: 120, width: 20, height: 20))
        #expect(c.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        p.autoresizesSubviews = false
        p.frame.size = CGSize(width: 100, height: 100)
        #expect(a.frame.width == 180)
    }

    @Test func autoresizingProportional() {
        let p = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(frame: CGRect(x: 25, y: 0, width: 50, height: 10))
        a.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        p.addSubview(a)
        p.bounds.size = CGSize(width: 200, height: 100)
        #expect(a.frame == CGRect(x: 50, y: 0, width: 100, height: 10))
    }

    @Test func sizing() {
        let v = UIView(frame: CGRect(x: 3, y: 4, width: 30, height: 40))
        #expect(v.intrinsicContentSize == CGSize(width: -1, height: -1))
        #expect(UIView.noIntrinsicMetric == -1)
        #expect(v.sizeThatFits(CGSize(width: 1, height: 1)) == CGSize(width: 30, height: 40))
        v.sizeToFit()
        #expect(v.frame == CGRect(x: 3, y: 4, width: 30, height: 40))
    }

    @Test func layoutMarginsDefaultAndDirectional() {
        let v = UIView()
        #expect(v.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        v.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(v.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        v.semanticContentAttribute = .forceRightToLeft
        #expect(v.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
    }

    @Test func layoutMarginsDidChangeIsCalled() {
        final class V: UIView { var n = 0; override func layoutMarginsDidChange() { n += 1 } }
        let v = V()
        v.layoutMargins = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        #expect(v.n == 1)
    }

    @Test func safeAreaZeroOutsideWindowAndFromWindowInsets() {
        final class V: UIView { var n = 0; override func safeAreaInsetsDidChange() { n += 1 } }
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let v = V(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        #expect(v.safeAreaInsets == .zero)
        w.addSubview(v)
        w._setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(v.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        #expect(v.n == 1)
        #expect(w.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        v.removeFromSuperview()
        #expect(v.safeAreaInsets == .zero)
        #expect(v.n == 2)
    }

    @Test func additionalSafeAreaInsets() {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let vc = UIViewController()
        w.rootViewController = vc
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(vc.view.safeAreaInsets.top == 10)
    }

    @Test func effectiveLayoutDirection() {
        let p = UIView(), c = UIView()
        p.addSubview(c)
        #expect(c.effectiveUserInterfaceLayoutDirection == .leftToRight)
        p.semanticContentAttribute = .forceRightToLeft
        #expect(c.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        c.semanticContentAttribute = .forceLeftToRight
        #expect(c.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
    }
}

@MainActor @Suite struct UIViewMarginSafeAreaTests {
    @Test func marginsStayInsideTheSafeArea() {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        w._setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let v = UIView(frame: w.bounds)
        w.addSubview(v)
        #expect(v.layoutMargins == UIEdgeInsets(top: 47, left: 8, bottom: 34, right: 8))
        v.insetsLayoutMarginsFromSafeArea = false
        #expect(v.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let vc = UIViewController()
        w.rootViewController = vc
        #expect(vc.view.layoutMargins == UIEdgeInsets(top: 47, left: 16, bottom: 34, right: 16))
    }
}

@MainActor final class TraitView: UIView {
    var changes: [UITraitEnvironmentLayoutDirection] = []
    override func traitCollectionDidChange(_ previous: UITraitCollection?) { changes.append(previous?.layoutDirection ?? .unspecified) }
}

@MainActor @Suite struct UIViewTraitTests {
    @Test func layoutDirectionChangeReachesInheritingDescendants() {
        let p = TraitView(), inherits = TraitView(), forced = TraitView(), label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        p.addSubview(inherits); p.addSubview(forced); inherits.addSubview(label)
        forced.semanticContentAttribute = .forceLeftToRight
        #expect(forced.changes.isEmpty)  // still LTR
        label.text = "x"
        CATransaction.flush()
        let displays = label.layer._displayCount
        p.semanticContentAttribute = .forceRightToLeft
        #expect(p.changes == [.leftToRight])
        #expect(inherits.changes == [.leftToRight])
        #expect(forced.changes.isEmpty)
        #expect(inherits.traitCollection.layoutDirection == .rightToLeft)
        CATransaction.flush()
        #expect(label.layer._displayCount == displays + 1)
    }
}
