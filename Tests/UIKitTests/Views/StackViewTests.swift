//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// A view with a settable intrinsic content size (what a label or image view reports).
@MainActor final class StackBox: UIView {
    var size: CGSize { didSet { invalidateIntrinsicContentSize() } }
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

/// UIStackView as an app sees it: frames after the layout pass of a hosted window.
@MainActor @Suite struct StackViewTests {
    /// A 400×300 root, hosted, with `stack` pinned at (0, 0) to `size` (nil: only leading/top).
    func hosted(_ stack: UIStackView, size: CGSize? = CGSize(width: 300, height: 100)) -> (UIKitTestHost, UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        var cs = [stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor)]
        if let size {
            cs += [stack.widthAnchor.constraint(equalToConstant: size.width), stack.heightAnchor.constraint(equalToConstant: size.height)]
        }
        NSLayoutConstraint.activate(cs)
        let host = UIKitTestHost(view: root)
        host.advanceFrames(1)
        return (host, root)
    }

    func widths(_ views: [UIView]) -> [CGFloat] { views.map(\.frame.width) }
    func minXs(_ views: [UIView]) -> [CGFloat] { views.map(\.frame.minX) }

    // MARK: API

    @Test func defaultsRawValuesAndConstantsAreApples() {
        let s = UIStackView(frame: .zero)
        #expect(s.axis == .horizontal && s.distribution == .fill && s.alignment == .fill && s.spacing == 0)
        #expect(!s.isBaselineRelativeArrangement && !s.isLayoutMarginsRelativeArrangement && s.arrangedSubviews.isEmpty)
        #expect(s.translatesAutoresizingMaskIntoConstraints, "a stack view made in code translates its frame")
        #expect(s.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect([UIStackView.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering].map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect([UIStackView.Alignment.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline].map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
        #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
        #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
        let coded = UIStackView(coder: NSCoder())
        #expect(coded.axis == .horizontal && coded.arrangedSubviews.isEmpty)
    }

    @Test func membershipFollowsIOS() {
        let a = StackBox(10, 10), b = StackBox(10, 10), c = StackBox(10, 10)
        let s = UIStackView(arrangedSubviews: [a, b])
        #expect(s.arrangedSubviews == [a, b] && s.subviews == [a, b])
        #expect(!a.translatesAutoresizingMaskIntoConstraints && !b.translatesAutoresizingMaskIntoConstraints)
        // An existing subview keeps its z-order; the stack index is separate.
        s.addSubview(c)
        s.insertArrangedSubview(c, at: 0)
        #expect(s.arrangedSubviews == [c, a, b] && s.subviews == [a, b, c])
        // Inserting an arranged view moves it.
        s.insertArrangedSubview(c, at: 2)
        #expect(s.arrangedSubviews == [a, b, c])
        s.addArrangedSubview(a)
        #expect(s.arrangedSubviews == [b, c, a])
        // removeArrangedSubview leaves it on screen as a plain subview.
        s.removeArrangedSubview(b)
        #expect(s.arrangedSubviews == [c, a] && s.subviews.contains(b))
        // removeFromSuperview takes it out of the arrangement too.
        a.removeFromSuperview()
        #expect(s.arrangedSubviews == [c] && !s.subviews.contains(a))
        // Moving an arranged view to another superview does the same.
        let other = UIView()
        other.addSubview(c)
        #expect(s.arrangedSubviews.isEmpty && s.constraints.isEmpty)
    }

    @Test func generatedConstraintsAreNamedInstalledOnTheStackAndEditedInPlace() {
        let a = StackBox(40, 20), b = StackBox(60, 20)
        let s = UIStackView(arrangedSubviews: [a, b])
        s.spacing = 10
        // Generated constraints are made in the update-constraints phase, as on iOS.
        #expect(s.constraints.isEmpty && s.needsUpdateConstraints())
        s.updateConstraintsIfNeeded()
        let ids = Set(s.constraints.compactMap(\.identifier))
        #expect(ids.isSuperset(of: ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment"]), "\(ids)")
        #expect(a.constraints.isEmpty && b.constraints.isEmpty, "every generated constraint is installed on the stack view")
        let spacingConstraint = s.constraints.first { $0.identifier == "UISV-spacing" }
        let before = s.constraints.map(ObjectIdentifier.init)
        s.spacing = 25
        s.updateConstraintsIfNeeded()
        #expect(spacingConstraint?.constant == 25 && spacingConstraint?.isActive == true)
        #expect(s.constraints.map(ObjectIdentifier.init) == before, "a new spacing edits constants; nothing is re-made")
        s.distribution = .fillEqually
        s.updateConstraintsIfNeeded()
        #expect(s.constraints.contains { $0.identifier == "UISV-fill-equally" })
        #expect(spacingConstraint?.isActive == true, "unchanged constraints survive a distribution change")
        s.alignment = .center
        s.updateConstraintsIfNeeded()
        #expect(!s.constraints.contains { $0.identifier == "UISV-alignment" && $0.firstAttribute == .top })
        #expect(s.constraints.contains { $0.identifier == "UISV-spanning-boundary" })
    }

    // MARK: Distributions

    @Test func fillStretchesTheLowestHuggingViewAndOnTiesTheLaterOne() {
        let a = StackBox(50, 20), b = StackBox(80, 20)
        let s = UIStackView(arrangedSubviews: [a, b])
        s.spacing = 10
        let (host, _) = hosted(s)
        defer { host.invalidate() }
        #expect(widths([a, b]) == [50, 240], "equal hugging: the later view stretches")
        #expect(minXs([a, b]) == [0, 60])
        b.setContentHuggingPriority(UILayoutPriority(260), for: .horizontal)
        host.advanceFrames(1)
        #expect(widths([a, b]) == [210, 80], "the view that hugs less stretches")
    }

    @Test func fillShrinksTheLowestCompressionResistanceAndOnTiesTheLaterOne() {
        let a = StackBox(200, 20), b = StackBox(200, 20), c = StackBox(50, 20)
        let s = UIStackView(arrangedSubviews: [a, b, c])
        let (host, _) = hosted(s)
        defer { host.invalidate() }
        #expect(widths([a, b, c]) == [200, 100, 0], "the later views give way first: \(widths([a, b, c]))")
        a.setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        host.advanceFrames(1)
        #expect(widths([a, b, c]) == [50, 200, 50])
    }

    @Test func fillEquallyGivesEveryViewTheSameLength() {
        let views = [StackBox(30, 20), StackBox(50, 20), StackBox(70, 20)]
        let s = UIStackView(arrangedSubviews: views)
        s.distribution = .fillEqually
        s.spacing = 10
        let (host, _) = hosted(s, size: CGSize(width: 320, height: 40))
        defer { host.invalidate() }
        #expect(widths(views) == [100, 100, 100] && minXs(views) == [0, 110, 220])
        // Overflow is shared equally too.
        s.spacing = 20
        host.advanceFrames(1)
        #expect(abs(views[0].frame.width - 93.33) < 1 && views[0].frame.width == views[2].frame.width)
        // Unconstrained along the axis: every view takes the largest intrinsic length.
        let free = UIStackView(arrangedSubviews: [StackBox(30, 20), StackBox(70, 20)])
        free.distribution = .fillEqually
        #expect(free.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 140, height: 20))
    }

    @Test func fillProportionallySharesByIntrinsicLength() {
        let a = StackBox(50, 20), b = StackBox(150, 20)
        let s = UIStackView(arrangedSubviews: [a, b])
        s.distribution = .fillProportionally
        s.spacing = 20
        let (host, _) = hosted(s, size: CGSize(width: 420, height: 40))
        defer { host.invalidate() }
        #expect(widths([a, b]) == [100, 300] && b.frame.minX == 120, "underflow: \(widths([a, b]))")
        // Overflow is shared in the same proportion.
        let width = s.constraints.first { $0.identifier == nil && $0.firstAttribute == .width }
        width?.isActive = false
        s.widthAnchor.constraint(equalToConstant: 120).isActive = true
        host.advanceFrames(1)
        #expect(widths([a, b]) == [25, 75], "overflow: \(widths([a, b]))")
        // A view's intrinsic size changing re-proportions at the next layout.
        a.size = CGSize(width: 150, height: 20)
        host.advanceFrames(1)
        #expect(widths([a, b]) == [50, 50], "after the change: \(widths([a, b]))")
    }

    @Test func equalSpacingSplitsTheRestBetweenTheGaps() {
        let views = [StackBox(40, 20), StackBox(60, 20), StackBox(20, 20)]
        let s = UIStackView(arrangedSubviews: views)
        s.distribution = .equalSpacing
        s.spacing = 5
        let (host, _) = hosted(s)
        defer { host.invalidate() }
        #expect(widths(views) == [40, 60, 20], "views keep their intrinsic lengths")
        #expect(minXs(views) == [0, 130, 280], "gaps of (300 − 120) / 2: \(minXs(views))")
        // Overflow: gaps stay at the minimum and the later view is squeezed.
        views[0].size = CGSize(width: 220, height: 20)
        host.advanceFrames(1)
        #expect(widths(views) == [220, 60, 10] && minXs(views) == [0, 225, 290], "\(widths(views)) \(minXs(views))")
        // Unconstrained: the gaps are the minimum.
        let free = UIStackView(arrangedSubviews: [StackBox(10, 10), StackBox(10, 10), StackBox(10, 10)])
        free.distribution = .equalSpacing
        free.spacing = 8
        #expect(free.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).width == 46)
    }

    @Test func equalCenteringSpacesCentresEqually() {
        let views = [StackBox(20, 20), StackBox(60, 20), StackBox(20, 20)]
        let s = UIStackView(arrangedSubviews: views)
        s.distribution = .equalCentering
        let (host, _) = hosted(s)
        defer { host.invalidate() }
        #expect(views.map(\.frame.midX) == [10, 150, 290], "\(views.map(\.frame.midX))")
        #expect(widths(views) == [20, 60, 20])
        // Spacing is the minimum edge gap: a wide middle view pushes the centres apart evenly.
        let uneven = [StackBox(100, 20), StackBox(20, 20), StackBox(20, 20)]
        let t = UIStackView(arrangedSubviews: uneven)
        t.distribution = .equalCentering
        t.spacing = 10
        let size = t.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        // c0 = 50, c1 ≥ 50 + 50 + 10 + 10 = 120 → d = 70, c2 = 190, width = 200.
        #expect(size.width == 200, "\(size)")
    }

    // MARK: Alignment

    @Test func alignmentsPlaceViewsAcrossTheAxis() {
        let a = StackBox(20, 20), b = StackBox(20, 40)
        let s = UIStackView(arrangedSubviews: [a, b])
        let (host, _) = hosted(s)
        defer { host.invalidate() }
        #expect(a.frame.height == 100 && b.frame.height == 100 && a.frame.minY == 0, "fill")
        let cases: [(UIStackView.Alignment, [CGFloat])] = [(.top, [0, 0]), (.center, [40, 30]), (.bottom, [80, 60]),
                                                           (.firstBaseline, [20, 0]), (.lastBaseline, [20, 0])]
        for (alignment, ys) in cases {
            s.alignment = alignment
            host.advanceFrames(1)
            #expect([a.frame.minY, b.frame.minY] == ys && a.frame.height == 20 && b.frame.height == 40,
                    "\(alignment): \([a.frame, b.frame])")
        }
        // A vertical stack aligns leading and trailing edges.
        s.axis = .vertical
        s.alignment = .trailing
        host.advanceFrames(1)
        #expect(a.frame == CGRect(x: 280, y: 0, width: 20, height: 20) && b.frame.maxX == 300 && b.frame.minY == 20)
    }

    @Test func nonFillAlignmentsHugTheLargestViewWhenUnconstrained() {
        let a = StackBox(20, 20), b = StackBox(30, 45)
        let s = UIStackView(arrangedSubviews: [a, b])
        s.alignment = .center
        s.spacing = 4
        #expect(s.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 54, height: 45))
        #expect(s.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 54, height: 45))
        // A plain view with no intrinsic size is 0 thick rather than ambiguous.
        let plain = UIView()
        s.addArrangedSubview(plain)
        let (host, _) = hosted(s, size: nil)
        defer { host.invalidate() }
        #expect(s.frame.size == CGSize(width: 58, height: 45) && plain.frame.height == 0, "\(s.frame) \(plain.frame)")
    }

    @Test func labelsAlignOnTheirFirstBaselines() {
        let small = UILabel(), big = UILabel()
        small.text = "small"; small.font = .systemFont(ofSize: 12)
        big.text = "Big"; big.font = .systemFont(ofSize: 30)
        let s = UIStackView(arrangedSubviews: [small, big])
        s.alignment = .firstBaseline
        let (host, _) = hosted(s, size: nil)
        defer { host.invalidate() }
        func baseline(_ l: UILabel) -> CGFloat { l.frame.midY + l._labelBaselineOffsets.first }
        #expect(abs(baseline(small) - baseline(big)) <= 1, "\(baseline(small)) vs \(baseline(big))")
        #expect(small.frame.minY > big.frame.minY && big.frame.minY == 0)
        #expect(s.frame.height == big.frame.height, "the stack hugs the row: \(s.frame)")
    }

    // MARK: Hidden views

    @Test func hiddenViewsCollapseAndTheirSpacingGoesAutomatically() {
        let views = [StackBox(40, 20), StackBox(50, 20), StackBox(60, 20)]
        let s = UIStackView(arrangedSubviews: views)
        s.spacing = 10
        s.alignment = .top
        let (host, _) = hosted(s, size: nil)
        defer { host.invalidate() }
        #expect(s.frame.width == 170)
        views[1].isHidden = true
        s.updateConstraintsIfNeeded()
        #expect(s.constraints.contains { $0.identifier == "UISV-hiding" && $0.firstItem === views[1] && $0.constant == 0 })
        host.advanceFrames(1)
        #expect(views[1].frame.width == 0 && views[2].frame.minX == 50 && s.frame.width == 110, "\(views.map(\.frame)) \(s.frame)")
        // The first and last views hidden: no spacing at either end.
        views[0].isHidden = true
        host.advanceFrames(1)
        #expect(views[2].frame.minX == 0 && s.frame.width == 60)
        views[0].isHidden = false; views[1].isHidden = false
        host.advanceFrames(1)
        #expect(minXs(views) == [0, 50, 110] && s.frame.width == 170)
        #expect(!s.constraints.contains { $0.identifier == "UISV-hiding" })
        // A hidden view does not hold a fill stack open across the axis.
        let tall = StackBox(10, 90)
        s.alignment = .fill
        s.addArrangedSubview(tall)
        host.advanceFrames(1)
        #expect(s.frame.height == 90)
        tall.isHidden = true
        host.advanceFrames(1)
        #expect(s.frame.height == 20, "\(s.frame)")
    }

    @Test func hidingInsideAnAnimationBlockAnimatesTheCollapse() {
        let views = [StackBox(100, 20), StackBox(100, 20), StackBox(100, 20)]
        let s = UIStackView(arrangedSubviews: views)
        s.distribution = .fillEqually
        let (host, _) = hosted(s)
        defer { host.invalidate() }
        #expect(views[2].frame.minX == 200)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { views[1].isHidden = true }
        #expect(views[2].frame == CGRect(x: 150, y: 0, width: 150, height: 100), "the model is at the end at once: \(views[2].frame)")
        host.advance(by: 0.5)
        let mid = views[2].layer.presentation()?.frame ?? .zero
        #expect(abs(mid.minX - 175) < 4 && abs(mid.width - 125) < 4, "half way: \(mid)")
        host.advance(by: 1)
        #expect(views[2].layer.presentation()?.frame.minX == 150)
        // Outside a block the change waits for the layout pass.
        views[1].isHidden = false
        #expect(views[2].frame.minX == 150)
        host.advanceFrames(1)
        #expect(views[2].frame.minX == 200)
    }

    // MARK: Sizing, spacing, margins, direction

    @Test func theStackSizesToItsContentWhenOnlyPlaced() {
        let s = UIStackView(arrangedSubviews: [StackBox(40, 20), StackBox(60, 30)])
        s.axis = .vertical
        s.spacing = 6
        #expect(s.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 60, height: 56))
        let (host, _) = hosted(s, size: nil)
        defer { host.invalidate() }
        #expect(s.frame == CGRect(x: 0, y: 0, width: 60, height: 56))
        #expect(s.arrangedSubviews[0].frame == CGRect(x: 0, y: 0, width: 60, height: 20), "fill alignment stretches the narrower view")
    }

    @Test func customSpacingSystemSpacingAndDefault() {
        let a = StackBox(10, 10), b = StackBox(10, 10), c = StackBox(10, 10)
        let s = UIStackView(arrangedSubviews: [a, b, c])
        s.spacing = 4
        #expect(s.customSpacing(after: a) == UIStackView.spacingUseDefault)
        s.setCustomSpacing(20, after: a)
        #expect(s.customSpacing(after: a) == 20)
        let (host, _) = hosted(s, size: nil)
        defer { host.invalidate() }
        #expect(minXs([a, b, c]) == [0, 30, 44])
        s.setCustomSpacing(UIStackView.spacingUseSystem, after: b)
        host.advanceFrames(1)
        #expect(c.frame.minX == 48, "system spacing between siblings is 8")
        // Hiding the view a custom spacing follows keeps the custom gap before the next one.
        b.isHidden = true
        host.advanceFrames(1)
        #expect(c.frame.minX == 30)
        b.isHidden = false
        // The value moves with the view and is forgotten when it leaves.
        s.insertArrangedSubview(a, at: 2)
        host.advanceFrames(1)
        #expect(minXs([b, c, a]) == [0, 18, 32])
        s.removeArrangedSubview(a)
        #expect(s.customSpacing(after: a) == UIStackView.spacingUseDefault)
        s.setCustomSpacing(50, after: a)
        #expect(s.customSpacing(after: a) == UIStackView.spacingUseDefault, "ignored for a view that isn't arranged")
        // spacingUseDefault as the spacing itself means 0.
        s.spacing = UIStackView.spacingUseDefault
        host.advanceFrames(1)
        #expect(c.frame.minX == 18, "b's system spacing stays; \(minXs([b, c]))")
        s.setCustomSpacing(UIStackView.spacingUseDefault, after: b)
        host.advanceFrames(1)
        #expect(c.frame.minX == 10)
    }

    @Test func layoutMarginsRelativeArrangementInsetsTheViews() {
        let a = StackBox(40, 20)
        let s = UIStackView(arrangedSubviews: [a])
        s.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        s.isLayoutMarginsRelativeArrangement = true
        let (host, _) = hosted(s, size: nil)
        defer { host.invalidate() }
        #expect(a.frame == CGRect(x: 10, y: 5, width: 40, height: 20))
        #expect(s.frame.size == CGSize(width: 70, height: 40))
        s.isLayoutMarginsRelativeArrangement = false
        host.advanceFrames(1)
        #expect(a.frame.origin == .zero && s.frame.size == CGSize(width: 40, height: 20))
    }

    @Test func rightToLeftStacksRunFromTheRight() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        root.semanticContentAttribute = .forceRightToLeft
        let a = StackBox(40, 20), b = StackBox(60, 20)
        let s = UIStackView()
        s.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(s)
        s.addArrangedSubview(a); s.addArrangedSubview(b)
        s.spacing = 10
        NSLayoutConstraint.activate([s.leadingAnchor.constraint(equalTo: root.leadingAnchor), s.topAnchor.constraint(equalTo: root.topAnchor)])
        let host = UIKitTestHost(view: root)
        defer { host.invalidate() }
        host.advanceFrames(1)
        #expect(s.frame == CGRect(x: 290, y: 0, width: 110, height: 20))
        #expect(a.frame.minX == 70 && b.frame.minX == 0, "leading (first) view on the right: \(a.frame) \(b.frame)")
    }

    @Test func rightToLeftDistributionsMeasureGapsFromTheLeadingSide() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        root.semanticContentAttribute = .forceRightToLeft
        let views = [StackBox(40, 20), StackBox(60, 20), StackBox(20, 20)]
        let s = UIStackView()
        s.frame = CGRect(x: 0, y: 0, width: 300, height: 20)
        root.addSubview(s)
        for v in views { s.addArrangedSubview(v) }
        s.distribution = .equalSpacing
        let host = UIKitTestHost(view: root)
        defer { host.invalidate() }
        host.advanceFrames(1)
        #expect(views.map(\.frame.maxX) == [300, 170, 20], "mirrored equal gaps of 90: \(views.map(\.frame))")
        s.distribution = .equalCentering
        host.advanceFrames(1)
        #expect(views.map(\.frame.midX) == [280, 145, 10], "centres 135 apart: \(views.map(\.frame))")
    }

    @Test func layoutPassesAndSmallChangesDoNotChurnConstraints() {
        let views = (0..<10).map { _ in StackBox(20, 20) }
        let s = UIStackView(arrangedSubviews: views)
        s.spacing = 2
        let (host, _) = hosted(s)
        defer { host.invalidate() }
        let initial = Set(s.constraints.map(ObjectIdentifier.init))
        s.setNeedsLayout()
        host.advanceFrames(3)
        #expect(Set(s.constraints.map(ObjectIdentifier.init)) == initial, "layout re-makes nothing")
        views[5].isHidden = true
        let afterHide = Set(s.constraints.map(ObjectIdentifier.init))
        #expect(initial.subtracting(afterHide).count <= 4 && afterHide.subtracting(initial).count <= 2,
                "hiding one view replaces only its own constraints: −\(initial.subtracting(afterHide).count) +\(afterHide.subtracting(initial).count)")
        // An intrinsic-size change edits the arrangement-order constant in place.
        host.advanceFrames(1)
        let beforeResize = Set(s.constraints.map(ObjectIdentifier.init))
        views[0].size = CGSize(width: 30, height: 20)
        host.advanceFrames(1)
        #expect(Set(s.constraints.map(ObjectIdentifier.init)) == beforeResize)
        #expect(views[0].frame.width == 30)
    }

    @Test func nestedStacksSizeFromTheirContent() {
        let row1 = UIStackView(arrangedSubviews: [StackBox(30, 10), StackBox(40, 20)])
        let row2 = UIStackView(arrangedSubviews: [StackBox(100, 15)])
        row1.spacing = 5
        let column = UIStackView(arrangedSubviews: [row1, row2])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 8
        let (host, _) = hosted(column, size: nil)
        defer { host.invalidate() }
        #expect(column.frame.size == CGSize(width: 100, height: 43))
        #expect(row1.frame == CGRect(x: 0, y: 0, width: 75, height: 20) && row2.frame == CGRect(x: 0, y: 28, width: 100, height: 15))
        #expect(row1.arrangedSubviews[1].frame == CGRect(x: 35, y: 0, width: 40, height: 20))
    }

    // MARK: Baselines

    @Test func baselineViewsAreTheTallestOrTheEnds() {
        let short = UILabel(), tall = UILabel()
        short.text = "a"; short.font = .systemFont(ofSize: 10)
        tall.text = "b"; tall.font = .systemFont(ofSize: 30)
        let row = UIStackView(arrangedSubviews: [short, tall])
        #expect(row.forFirstBaselineLayout === tall && row.forLastBaselineLayout === tall)
        row.axis = .vertical
        #expect(row.forFirstBaselineLayout === short && row.forLastBaselineLayout === tall)
        short.isHidden = true
        #expect(row.forFirstBaselineLayout === tall, "hidden views don't count")
        #expect(UIStackView().forFirstBaselineLayout is UIStackView)
        // A label aligned to a nested stack's baseline lines up with the stack's tallest label.
        short.isHidden = false
        row.axis = .horizontal
        row.alignment = .firstBaseline
        let outside = UILabel()
        outside.text = "x"; outside.font = .systemFont(ofSize: 14)
        let outer = UIStackView(arrangedSubviews: [outside, row])
        outer.alignment = .firstBaseline
        let (host, _) = hosted(outer, size: nil)
        defer { host.invalidate() }
        let tallBaseline = row.convert(CGPoint(x: 0, y: tall.frame.midY + tall._labelBaselineOffsets.first), to: outer).y
        let outsideBaseline = outside.frame.midY + outside._labelBaselineOffsets.first
        #expect(abs(tallBaseline - outsideBaseline) <= 1, "\(tallBaseline) vs \(outsideBaseline)")
    }

    @Test func baselineRelativeArrangementSpacesBaselines() {
        let a = UILabel(), b = UILabel()
        a.text = "one"; b.text = "two"
        let s = UIStackView(arrangedSubviews: [a, b])
        s.axis = .vertical
        s.spacing = 30
        s.isBaselineRelativeArrangement = true
        let (host, _) = hosted(s, size: nil)
        defer { host.invalidate() }
        let gap = (b.frame.midY + b._labelBaselineOffsets.first) - (a.frame.midY + a._labelBaselineOffsets.last)
        #expect(abs(gap - 30) <= 1, "baseline to baseline: \(gap)")
        #expect(b.frame.minY - a.frame.maxY < 30, "closer than edge spacing would be")
    }

    // MARK: Rendering and bad input

    @Test func backgroundColorDrawsAndDrawIsNotUsed() {
        final class Drawing: UIStackView {
            var drew = false
            override func draw(_ rect: CGRect) { drew = true }
        }
        let s = Drawing(arrangedSubviews: [StackBox(20, 20)])
        s.backgroundColor = .red
        let (host, _) = hosted(s, size: CGSize(width: 40, height: 40))
        defer { host.invalidate() }
        let image = host.render()
        let px = image.rgbaPixels()
        let i = (30 * image.width + 30) * 4
        #expect(px[i] > 200 && px[i + 1] < 50 && px[i + 2] < 50, "the stack's background is drawn (iOS 14+)")
        #expect(!s.drew, "a stack view's draw(_:) is not sent")
    }

    @Test func badInputIsLoggedAndIgnored() {
        let a = StackBox(10, 10)
        let s = UIStackView(arrangedSubviews: [a])
        UIKitLog.clearRecentMessages()
        s.insertArrangedSubview(StackBox(5, 5), at: 3)
        #expect(s.arrangedSubviews == [a] && s.subviews == [a], "an out-of-range index is ignored")
        #expect(UIKitLog.didLog("'NSInternalInconsistencyException'") && UIKitLog.didLog("index 3 is out of bounds [0 .. 1]"))
        s.insertArrangedSubview(StackBox(5, 5), at: -1)
        #expect(s.arrangedSubviews.count == 1)
        s.addArrangedSubview(s)
        #expect(s.arrangedSubviews == [a] && UIKitLog.didLog("Can't add self as subview"))
        let parent = UIStackView(arrangedSubviews: [s])
        s.addArrangedSubview(parent)
        #expect(s.arrangedSubviews == [a] && parent.superview == nil)
        s.spacing = 3
        s.spacing = .nan
        #expect(s.spacing == 3 && UIKitLog.didLog("non-finite spacing"))
        s.setCustomSpacing(.infinity, after: a)
        #expect(s.customSpacing(after: a) == UIStackView.spacingUseDefault)
        s.removeArrangedSubview(StackBox(1, 1))
        #expect(s.arrangedSubviews == [a])
        // An empty stack has no constraints; one with views again works.
        s.removeArrangedSubview(a)
        #expect(s.constraints.isEmpty)
    }

    @Test func configuringAStackAfterInitLogsNoConflict() {
        // The everyday pattern: init(arrangedSubviews:), then axis and alignment. The defaults'
        // constraints (horizontal, fill) would conflict with the fixed heights below.
        let before = _UILayoutEngine.unsatisfiableCount
        let tall = StackBox(40, 36), line = UIView()
        line.heightAnchor.constraint(equalToConstant: 1).isActive = true
        let s = UIStackView(arrangedSubviews: [tall, line])
        s.axis = .vertical
        s.alignment = .leading
        let (host, _) = hosted(s, size: nil)
        defer { host.invalidate() }
        #expect(_UILayoutEngine.unsatisfiableCount == before)
        #expect(line.frame.minY == 36 && line.frame.height == 1 && s.frame.height == 37)
    }

    @Test func aConstraintOnTheStacksBaselineFollowsTheTallestView() {
        let small = UILabel(), big = UILabel(), outside = UILabel()
        small.text = "small"; big.text = "Big"; outside.text = "aligned"
        small.font = .systemFont(ofSize: 12); big.font = .systemFont(ofSize: 17)
        let s = UIStackView(arrangedSubviews: [small, big])
        s.alignment = .top   // the two baselines differ: the stack's is its tallest view's
        let (host, root) = hosted(s, size: nil)
        defer { host.invalidate() }
        outside.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(outside)
        NSLayoutConstraint.activate([outside.leadingAnchor.constraint(equalTo: s.trailingAnchor, constant: 8),
                                     outside.lastBaselineAnchor.constraint(equalTo: s.lastBaselineAnchor)])
        root.layoutIfNeeded()
        func baseline(_ l: UILabel) -> CGFloat {
            let f = l.convert(l.bounds, to: root)
            return f.midY + l._labelBaselineOffsets.last
        }
        #expect(abs(baseline(outside) - baseline(big)) <= 0.5)
        // The small label becomes the tallest: the outside label follows its baseline.
        small.font = .systemFont(ofSize: 40)
        host.advanceFrames(1)
        #expect(abs(baseline(outside) - baseline(small)) <= 0.5, "\(baseline(outside)) vs \(baseline(small))")
        #expect(abs(baseline(small) - baseline(big)) > 5, "top-aligned, the baselines differ")
    }
}
