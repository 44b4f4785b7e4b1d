//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// Auto Layout as an app uses it: anchors, activation, the layout pass, priorities, intrinsic
/// sizes, diagnostics. Frames are read after the host has run a frame (the layout pass).
@MainActor @Suite struct AutoLayoutTests {
    /// A 400×300 root view hosted in a window, and a subview with translatesAutoresizingMask… off.
    func hosted() -> (UIKitTestHost, UIView, UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let host = UIKitTestHost(view: root)
        return (host, root, child)
    }

    @Test func rawValuesAndDefaultsAreApples() {
        #expect(NSLayoutConstraint.Attribute.left.rawValue == 1 && NSLayoutConstraint.Attribute.trailing.rawValue == 6)
        #expect(NSLayoutConstraint.Attribute.lastBaseline.rawValue == 11 && NSLayoutConstraint.Attribute.baseline == .lastBaseline)
        #expect(NSLayoutConstraint.Attribute.centerYWithinMargins.rawValue == 20 && NSLayoutConstraint.Attribute.notAnAttribute.rawValue == 0)
        #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1 && NSLayoutConstraint.Relation.greaterThanOrEqual.rawValue == 1)
        #expect(NSLayoutConstraint.FormatOptions.alignAllTop.rawValue == 1 << 3)
        #expect(UILayoutPriority.required.rawValue == 1000 && UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250 && UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect((UILayoutPriority.required - 1).rawValue == 999 && UILayoutPriority.defaultLow < .defaultHigh)
        #expect(UIView.layoutFittingExpandedSize == CGSize(width: 10_000, height: 10_000))
        let v = UIView()
        #expect(v.translatesAutoresizingMaskIntoConstraints)
        let c = v.widthAnchor.constraint(equalToConstant: 10)
        #expect(!c.isActive && c.priority == .required && c.multiplier == 1 && c.constant == 10)
        #expect(c.firstItem === v && c.secondItem == nil && c.firstAttribute == .width && c.secondAttribute == .notAnAttribute)
        #expect(v.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(v.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(UISwitch().contentHuggingPriority(for: .horizontal).rawValue == 750)
    }

    @Test func anchorsPinASubviewAndTheLayoutPassPlacesIt() {
        let (host, root, child) = hosted()
        defer { host.invalidate() }
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            child.heightAnchor.constraint(equalToConstant: 44),
        ])
        #expect(root.constraints.count == 3, "installed on the common ancestor")
        #expect(child.constraints.count == 1, "a constant size is installed on the view itself")
        host.advanceFrames(1)
        #expect(child.frame == CGRect(x: 20, y: 10, width: 360, height: 44))
        // A resize of the superview moves the edges that follow it.
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 10, width: 260, height: 44))
    }

    @Test func changingAConstantMovesTheViewAtTheNextLayout() {
        let (host, root, child) = hosted()
        defer { host.invalidate() }
        let left = child.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        NSLayoutConstraint.activate([left, child.topAnchor.constraint(equalTo: root.topAnchor),
                                     child.widthAnchor.constraint(equalToConstant: 50), child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 2)])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 0, width: 50, height: 100))
        left.constant = 70
        #expect(child.frame.minX == 10, "frames change at layout, not when the constant does")
        host.advanceFrames(1)
        #expect(child.frame == CGRect(x: 70, y: 0, width: 50, height: 100))
    }

    @Test func deactivatingRemovesAndIsActiveFollows() {
        let (host, root, child) = hosted()
        defer { host.invalidate() }
        let a = child.widthAnchor.constraint(equalToConstant: 100)
        let b = child.widthAnchor.constraint(equalToConstant: 200)
        b.priority = .defaultHigh
        NSLayoutConstraint.activate([a, b, child.leftAnchor.constraint(equalTo: root.leftAnchor),
                                     child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(child.frame.width == 100 && a.isActive)
        a.isActive = false
        #expect(!a.isActive && !child.constraints.contains(a))
        root.layoutIfNeeded()
        #expect(child.frame.width == 200, "the optional constraint takes over")
    }

    @Test func intrinsicSizeHuggingAndCompressionResistance() {
        let (host, root, _) = hosted()
        defer { host.invalidate() }
        let a = UILabel(), b = UILabel()
        a.text = "A fairly long label"; b.text = "Another long label here"
        for l in [a, b] { l.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(l) }
        let container = UILayoutGuide()
        root.addLayoutGuide(container)
        let width = container.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor), width,
            container.topAnchor.constraint(equalTo: root.topAnchor), container.heightAnchor.constraint(equalToConstant: 40),
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor), a.trailingAnchor.constraint(equalTo: b.leadingAnchor),
            b.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            a.centerYAnchor.constraint(equalTo: container.centerYAnchor), b.centerYAnchor.constraint(equalTo: container.centerYAnchor),
        ])
        // Too narrow: the label with the lower compression resistance gives way.
        a.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        root.layoutIfNeeded()
        let ia = a.intrinsicContentSize, ib = b.intrinsicContentSize
        #expect(a.frame.width == ia.width, "a keeps its text")
        #expect(b.frame.width == 200 - ia.width, "b is compressed")
        #expect(a.frame.height == ia.height && container.layoutFrame == CGRect(x: 0, y: 0, width: 200, height: 40))
        // Too wide: the label with the lower hugging priority grows.
        width.constant = 400
        b.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(b.frame.width == ib.width, "b hugs its text")
        #expect(a.frame.width == 400 - ib.width, "a stretches")
    }

    @Test func higherPrioritiesWinOverAnyNumberOfLowerOnes() {
        let (host, root, child) = hosted()
        defer { host.invalidate() }
        NSLayoutConstraint.activate([child.leftAnchor.constraint(equalTo: root.leftAnchor),
                                     child.topAnchor.constraint(equalTo: root.topAnchor),
                                     child.heightAnchor.constraint(equalToConstant: 10)])
        var low: [NSLayoutConstraint] = []
        for _ in 0..<5 {
            let c = child.widthAnchor.constraint(equalToConstant: 100)
            c.priority = UILayoutPriority(250)
            low.append(c)
        }
        let high = child.widthAnchor.constraint(equalToConstant: 300)
        high.priority = UILayoutPriority(251)
        NSLayoutConstraint.activate(low + [high])
        root.layoutIfNeeded()
        #expect(child.frame.width == 300)
    }

    @Test func unsatisfiableConstraintsAreLoggedAndTheNewestIsBrokenThenRestored() {
        let (host, root, child) = hosted()
        defer { host.invalidate() }
        NSLayoutConstraint.activate([child.leftAnchor.constraint(equalTo: root.leftAnchor),
                                     child.topAnchor.constraint(equalTo: root.topAnchor),
                                     child.heightAnchor.constraint(equalToConstant: 10)])
        let a = child.widthAnchor.constraint(equalToConstant: 100)
        let b = child.widthAnchor.constraint(equalToConstant: 150)
        a.isActive = true
        let before = _UILayoutEngine.unsatisfiableCount
        b.isActive = true
        #expect(_UILayoutEngine.unsatisfiableCount == before + 1)
        #expect(b.isActive, "a broken constraint stays active")
        root.layoutIfNeeded()
        #expect(child.frame.width == 100)
        a.isActive = false
        root.layoutIfNeeded()
        #expect(child.frame.width == 150, "once the conflict is gone, the broken constraint applies")
    }

    @Test func constraintsWithoutACommonAncestorAreRefused() {
        let a = UIView(), b = UIView()
        let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        c.isActive = true
        #expect(!c.isActive && a.constraints.isEmpty && b.constraints.isEmpty)
    }

    @Test func invalidConstraintsAreRefusedWhenMade() {
        let a = UIView(), b = UIView()
        a.addSubview(b)
        let mixed = NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .left, multiplier: 1, constant: 0)
        mixed.isActive = true
        #expect(!mixed.isActive)
        let locationToConstant = NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 5)
        locationToConstant.isActive = true
        #expect(!locationToConstant.isActive)
        let nan = b.widthAnchor.constraint(equalToConstant: .nan)
        nan.isActive = true
        #expect(!nan.isActive)
        let ok = b.widthAnchor.constraint(equalToConstant: 5)
        ok.isActive = true
        ok.constant = .infinity
        #expect(ok.constant == 5)
        ok.priority = .defaultHigh
        #expect(ok.priority == .required, "required → optional on an active constraint is refused")
        ok.isActive = false
    }

    @Test func leadingAndTrailingFollowRightToLeft() {
        let (host, root, child) = hosted()
        defer { host.invalidate() }
        root.semanticContentAttribute = .forceRightToLeft
        child.semanticContentAttribute = .forceRightToLeft
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(child.frame.maxX == 390, "leading is the right edge, and + 10 moves it left")
        let left = UIView()
        left.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(left)
        NSLayoutConstraint.activate([left.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
                                     left.widthAnchor.constraint(equalToConstant: 5), left.topAnchor.constraint(equalTo: root.topAnchor),
                                     left.heightAnchor.constraint(equalToConstant: 5)])
        root.layoutIfNeeded()
        #expect(left.frame.minX == 10, "left never flips")
    }

    @Test func changingTheLayoutDirectionFlipsLeadingConstraints() {
        let (host, root, child) = hosted()
        defer { host.invalidate() }
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        host.advanceFrames(1)
        #expect(child.frame.minX == 10)
        root.semanticContentAttribute = .forceRightToLeft
        host.advanceFrames(1)
        #expect(child.frame.maxX == 390, "the child inherits right-to-left: leading is now the right edge")
        root.semanticContentAttribute = .unspecified
        host.advanceFrames(1)
        #expect(child.frame.minX == 10)
    }

    @Test func anOffsetBetweenLeadingAndTrailingFollowsRightToLeft() {
        let (host, root, a) = hosted()
        defer { host.invalidate() }
        root.semanticContentAttribute = .forceRightToLeft
        let b = UIView()
        b.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 50),
            b.widthAnchor.constraint(equalToConstant: 30),
            a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
            b.topAnchor.constraint(equalTo: root.topAnchor), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(a.frame.minX == 350 && b.frame == CGRect(x: 310, y: 0, width: 30, height: 10), "\(a.frame) \(b.frame)")
    }

    @Test func marginsAndSafeAreaGuides() {
        let (host, root, child) = hosted()
        defer { host.invalidate() }
        root.layoutMargins = UIEdgeInsets(top: 5, left: 30, bottom: 5, right: 40)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            child.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -100),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 30, y: 0, width: 330, height: 200))
        root.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        root.layoutIfNeeded()
        #expect(child.frame.minX == 10 && child.frame.width == 380, "the guide follows the margins")
        let m = UIView()
        m.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(m)
        NSLayoutConstraint(item: m, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin, multiplier: 1, constant: 0).isActive = true
        NSLayoutConstraint.activate([m.topAnchor.constraint(equalTo: root.topAnchor), m.widthAnchor.constraint(equalToConstant: 1), m.heightAnchor.constraint(equalToConstant: 1)])
        root.layoutIfNeeded()
        #expect(m.frame.minX == 10, "margin attributes measure the margins guide")
    }

    @Test func aViewTranslatingItsFrameTakesPartWithItsFrame() {
        let (host, root, child) = hosted()
        defer { host.invalidate() }
        let fixed = UIView(frame: CGRect(x: 50, y: 60, width: 70, height: 80))
        root.addSubview(fixed)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 8),
            child.topAnchor.constraint(equalTo: fixed.topAnchor),
            child.widthAnchor.constraint(equalTo: fixed.widthAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 128, y: 60, width: 70, height: 10))
        fixed.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        host.advanceFrames(1)
        #expect(child.frame == CGRect(x: 28, y: 0, width: 20, height: 10), "its autoresizing constraints follow its frame")
        #expect(fixed.frame == CGRect(x: 0, y: 0, width: 20, height: 20), "and the engine never moves it")
    }

    @Test func removingAViewRemovesTheConstraintsThatReachOutOfItsSubtree() {
        let (host, root, child) = hosted()
        defer { host.invalidate() }
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        child.addSubview(inner)
        let outer = child.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let insideSubtree = inner.widthAnchor.constraint(equalTo: child.widthAnchor)
        NSLayoutConstraint.activate([outer, insideSubtree])
        #expect(root.constraints.contains(outer) && child.constraints.contains(insideSubtree))
        child.removeFromSuperview()
        #expect(!outer.isActive && root.constraints.isEmpty)
        #expect(insideSubtree.isActive && child.constraints.contains(insideSubtree), "constraints inside the subtree stay")
    }

    @Test func constraintAnimationsMoveThePresentationAndJumpTheModel() {
        let (host, root, child) = hosted()
        defer { host.invalidate() }
        let left = child.leftAnchor.constraint(equalTo: root.leftAnchor)
        NSLayoutConstraint.activate([left, child.topAnchor.constraint(equalTo: root.topAnchor),
                                     child.widthAnchor.constraint(equalToConstant: 40), child.heightAnchor.constraint(equalToConstant: 40)])
        root.layoutIfNeeded()
        left.constant = 200
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { root.layoutIfNeeded() }
        #expect(child.frame.minX == 200, "the model is at the end at once")
        host.advance(by: 0.5)
        let p = child.layer.presentation()?.frame ?? .zero
        #expect(abs(p.minX - 100) < 3, "half way: \(p)")
        host.advance(by: 1)
        #expect(child.layer.presentation()?.frame.minX ?? 0 == 200)
    }

    @Test func updateConstraintsRunsBottomUpBeforeLayout() {
        final class Logging: UIView {
            static var log: [String] = []
            let name: String
            init(_ name: String) { self.name = name; super.init(frame: .zero) }
            required init?(coder: NSCoder) { fatalError() }
            override func updateConstraints() { Logging.log.append("update \(name)"); super.updateConstraints() }
            override func layoutSubviews() { Logging.log.append("layout \(name)"); super.layoutSubviews() }
        }
        let outer = Logging("outer"), inner = Logging("inner")
        outer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        outer.addSubview(inner)
        let host = UIKitTestHost(view: outer)
        defer { host.invalidate() }
        Logging.log = []
        outer.setNeedsUpdateConstraints()
        inner.setNeedsUpdateConstraints()
        #expect(outer.needsUpdateConstraints())
        host.advanceFrames(1)
        #expect(Array(Logging.log.prefix(2)) == ["update inner", "update outer"], "\(Logging.log)")
        #expect(Logging.log.contains("layout outer") && !outer.needsUpdateConstraints())
    }

    @Test func systemLayoutSizeFittingWrapsAMultiLineLabel() {
        let cell = UIView()
        let label = UILabel()
        label.numberOfLines = 0
        label.text = String(repeating: "Words that wrap across several lines. ", count: 6)
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 11),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -11),
        ])
        let size = cell.systemLayoutSizeFitting(CGSize(width: 320, height: UIView.layoutFittingCompressedSize.height),
                                                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        let expected = label.sizeThatFits(CGSize(width: 288, height: CGFloat.greatestFiniteMagnitude)).height + 22
        #expect(size.width == 320)
        #expect(abs(size.height - expected) < 0.5, "\(size.height) vs \(expected)")
        #expect(size.height > 60, "several lines")
        #expect(cell.bounds.size == .zero, "fitting does not resize the view")
        let single = UILabel()
        single.text = "Hi"
        #expect(single.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == single.intrinsicContentSize)
    }

    @Test func aMultiLineLabelInAWindowWrapsAtItsLayoutWidth() {
        let (host, root, _) = hosted()
        defer { host.invalidate() }
        let label = UILabel()
        label.numberOfLines = 0
        label.text = String(repeating: "Wrapping text in a window. ", count: 8)
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                                     label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                                     label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)])
        host.advanceFrames(1)
        let expected = label.sizeThatFits(CGSize(width: 360, height: CGFloat.greatestFiniteMagnitude)).height
        #expect(label.frame.width == 360)
        #expect(abs(label.frame.height - expected) < 0.5 && expected > 40, "\(label.frame) vs \(expected)")
    }

    @Test func baselinesOfDifferentFontsLineUp() {
        let (host, root, _) = hosted()
        defer { host.invalidate() }
        let big = UILabel(), small = UILabel()
        big.font = .systemFont(ofSize: 34); small.font = .systemFont(ofSize: 12)
        big.text = "Big"; small.text = "small"
        for l in [big, small] { l.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(l) }
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor), big.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            small.leadingAnchor.constraint(equalToSystemSpacingAfter: big.trailingAnchor, multiplier: 1),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        let bigBaseline = big.frame.minY + big._layout(width: nil, lines: 1)!.firstBaseline
        let smallBaseline = small.frame.minY + small._layout(width: nil, lines: 1)!.firstBaseline
        #expect(abs(bigBaseline - smallBaseline) <= 0.5, "\(bigBaseline) vs \(smallBaseline)")
        #expect(small.frame.minX == big.frame.maxX + 8, "system spacing between siblings is 8 pt")
    }

    @Test func scrollViewContentGuideSetsTheContentSize() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let host = UIKitTestHost(view: scroll)
        defer { host.invalidate() }
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 2000),
        ])
        host.advanceFrames(1)
        #expect(scroll.contentSize == CGSize(width: 320, height: 2000))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 2000))
        // The classic form: constraints to the scroll view's own edges define the content too.
        let legacy = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scroll.addSubview(legacy)
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        legacy.addSubview(inner)
        NSLayoutConstraint.activate([inner.leadingAnchor.constraint(equalTo: legacy.leadingAnchor), inner.trailingAnchor.constraint(equalTo: legacy.trailingAnchor),
                                     inner.topAnchor.constraint(equalTo: legacy.topAnchor), inner.bottomAnchor.constraint(equalTo: legacy.bottomAnchor),
                                     inner.widthAnchor.constraint(equalToConstant: 500), inner.heightAnchor.constraint(equalToConstant: 600)])
        host.advanceFrames(1)
        #expect(legacy.contentSize == CGSize(width: 500, height: 600))
        // Scrolling moves nothing the engine owns.
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        host.advanceFrames(1)
        #expect(content.frame.minY == 0)
    }

    @Test func viewsAndGuidesWithConstraintsAreFreed() {
        weak var weakChild: UIView?
        weak var weakGuide: UILayoutGuide?
        weak var weakConstraint: NSLayoutConstraint?
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        do {
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
            let guide = UILayoutGuide()
            root.addLayoutGuide(guide)
            let c = child.leadingAnchor.constraint(equalTo: guide.leadingAnchor)
            NSLayoutConstraint.activate([c, guide.widthAnchor.constraint(equalToConstant: 10), child.widthAnchor.constraint(equalTo: root.widthAnchor)])
            root.layoutIfNeeded()
            weakChild = child; weakGuide = guide; weakConstraint = c
            child.removeFromSuperview()
            root.removeLayoutGuide(guide)
        }
        #expect(weakChild == nil && weakGuide == nil && weakConstraint == nil)
        #expect(root.constraints.isEmpty)
    }

    @Test func descriptionsReadLikeIOSLogs() {
        let a = UIView(), b = UIView()
        a.addSubview(b)
        let c = b.leadingAnchor.constraint(equalTo: a.leadingAnchor, constant: 20)
        c.identifier = "pin"
        #expect(c.description.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(c.description.contains("'pin' UIView:0x") && c.description.contains(".leading == UIView:0x") && c.description.hasSuffix(".leading + 20>"))
        c.isActive = true
        #expect(c.description.hasSuffix("   (active)>"))
        let w = b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5)
        #expect(w.description.contains(".width == 0.5*UIView:0x"))
        c.isActive = false
    }

    @Test func aControllersViewPinnedToTheSafeAreaSitsBelowTheNavigationBar() {
        final class Page: UIViewController {
            let box = UIView()
            var updates = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                box.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(box)
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 10),
                    box.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    box.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    box.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                ])
            }
            override func updateViewConstraints() { updates += 1; super.updateViewConstraints() }
        }
        let page = Page()
        let nav = UINavigationController(rootViewController: page)
        let host = UIKitTestHost(viewController: nav)
        defer { host.invalidate() }
        host.advance(by: 0.1)
        let safe = page.view.safeAreaInsets
        #expect(safe.top > 40, "the bar is in the safe area: \(safe)")
        #expect(page.box.frame.minY == safe.top + 10)
        #expect(page.box.frame.maxY == page.view.bounds.height - safe.bottom)
        #expect(page.box.frame.minX == page.view.layoutMargins.left && page.box.frame.minX >= 16, "a root view's margins are at least the system minimum")
        #expect(page.updates >= 1, "updateViewConstraints runs before the first layout")
        // Hiding the bar moves the box up, through the safe area guide.
        nav.setNavigationBarHidden(true, animated: false)
        host.advance(by: 0.1)
        #expect(page.box.frame.minY == page.view.safeAreaInsets.top + 10 && page.view.safeAreaInsets.top < safe.top)
    }

    @Test func controlsReportIntrinsicSizesAndLabelsAndButtonsShareABaseline() {
        let (host, root, _) = hosted()
        defer { host.invalidate() }
        let toggle = UISwitch(), label = UILabel(), button = UIButton(type: .system)
        label.text = "Notifications"
        button.setTitle("Edit", for: .normal)
        for v in [toggle, label, button] as [UIView] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            toggle.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            toggle.centerYAnchor.constraint(equalTo: label.centerYAnchor),
            button.leadingAnchor.constraint(equalToSystemSpacingAfter: label.trailingAnchor, multiplier: 1),
            button.lastBaselineAnchor.constraint(equalTo: label.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        #expect(toggle.frame.maxX == 392 && abs(toggle.frame.midY - label.frame.midY) <= 0.5)
        #expect(button.frame.size == button.intrinsicContentSize)
        let labelBaseline = label.frame.minY + label._layout(width: nil, lines: 1)!.lastBaseline
        let title = button.titleLabel!
        let buttonBaseline = button.frame.midY - title.intrinsicContentSize.height / 2 + title._layout(width: nil, lines: 1)!.lastBaseline
        #expect(abs(labelBaseline - buttonBaseline) <= 0.5, "\(labelBaseline) vs \(buttonBaseline)")
        #expect(!label.hasAmbiguousLayout && !toggle.hasAmbiguousLayout)
        let loose = UIView()
        loose.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(loose)
        loose.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        #expect(loose.hasAmbiguousLayout, "no vertical position or size")
        #expect(loose.constraintsAffectingLayout(for: .horizontal).count == 1 && loose.constraintsAffectingLayout(for: .vertical).isEmpty)
    }

    @Test func fittingACompressedContainerOfConstrainedViews() {
        let card = UIView()
        let title = UILabel(), badge = UIView()
        title.text = "Title"
        for v in [title, badge] { v.translatesAutoresizingMaskIntoConstraints = false; card.addSubview(v) }
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            title.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
            badge.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 6),
            badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
            badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
            badge.centerYAnchor.constraint(equalTo: title.centerYAnchor),
        ])
        let t = title.intrinsicContentSize
        let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(abs(size.width - (12 + t.width + 6 + 20 + 12)) < 0.01 && abs(size.height - (t.height + 16)) < 0.01, "\(size)")
        let wide = card.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(wide.width == 300 && abs(wide.height - size.height) < 0.01)
    }

    @Test func aViewWaitingForUpdateConstraintsIsNotKeptAlive() {
        weak var gone: UIView?
        do {
            let v = UIView()
            v.setNeedsUpdateConstraints()
            v.widthAnchor.constraint(equalToConstant: 10).isActive = true
            v.invalidateIntrinsicContentSize()
            gone = v
        }
        #expect(gone == nil, "the engine's queues hold views weakly")
        UIView().layoutIfNeeded()   // the queues skip the freed view
    }
}
