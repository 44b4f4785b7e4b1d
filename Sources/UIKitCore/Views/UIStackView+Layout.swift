//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UIStackView's constraints. Each update describes every constraint the arrangement needs (a
// `_UIStackConstraintSpec`: what it relates, keyed by its equation, plus constant and priority)
// and reconciles that with what is installed: a constraint whose equation is unchanged keeps its
// object (a new constant or optional priority is set in place, which the engine takes
// incrementally); only the others are deactivated and made anew.
//
// Along the axis: the first and last views meet the stack's edges (`UISV-canvas-connection`);
// each view follows the previous visible one by the spacing (`UISV-spacing`, ≥ for equalSpacing
// and equalCentering); a hidden view is 0 long (`UISV-hiding`) and follows its predecessor with
// no gap. The distribution adds `UISV-fill-equally`, `UISV-fill-proportionally` or gap guides
// (`UISV-distributing-edge`, `UISV-distributing`). Across the axis: the first visible view meets
// the stack's edges or centre, the others align with it (`UISV-alignment`); with a non-fill
// alignment, views stay inside the stack (`UISV-spanning-boundary`) and the stack hugs the
// largest (`UISV-spanning-fit`).
//
// Ties. iOS breaks ties between equal hugging or compression priorities by arrangement order,
// the later view giving way first (reference §9 ⚠). Here each visible view also asks, at one tiny
// priority, to be its intrinsic length (`_UISV-order-preference`, this package's own), its error
// weighted less the later the view is: earlier views are satisfied first, so the last one
// stretches or shrinks. (One priority level for all, rather than a level per index, keeps the
// solver's lexicographic objective from growing a row per arranged view.)
// Lengths are kept ≥ 0 (`_UISV-nonnegative-length`, also this package's own).

/// What a generated constraint expresses (its equation, without constant and priority).
struct _UIStackConstraintKey: Hashable {
    let identifier: String
    let first: ObjectIdentifier
    let firstAttribute: NSLayoutConstraint.Attribute
    let relation: NSLayoutConstraint.Relation
    let second: ObjectIdentifier?
    let secondAttribute: NSLayoutConstraint.Attribute
    let multiplier: CGFloat
}

/// A constraint the arrangement wants.
struct _UIStackConstraintSpec {
    let key: _UIStackConstraintKey
    let first: AnyObject
    let second: AnyObject?
    let constant: CGFloat
    let priority: UILayoutPriority
}

/// An installed generated constraint and when it was made (removals go oldest first, so the
/// engine sees the same sequence every run).
struct _UIStackGenerated {
    let constraint: NSLayoutConstraint
    let serial: Int
}

extension UIStackView {
    /// The priority of `UISV-spanning-fit`: just above `fittingSizeLevel`, so that fitting sizes
    /// and unconstrained stacks hug their content.
    static let _spanningFitPriority = UILayoutPriority(51)
    /// Below hugging, so that a view with no intrinsic size across the axis is 0 thick there.
    static let _ambiguitySuppressionPriority = UILayoutPriority(25)
    /// Optional, so that a conflict with required sizes is not an unsatisfiable layout.
    static let _distributionPriority = UILayoutPriority(999)

    /// The arrangement-order preferences' priority: below anything an app would use.
    static let _orderPriority = UILayoutPriority(0.5)

    /// The arrangement changed: its constraints are reconciled in the next update-constraints
    /// phase (as iOS does), so that setting `axis`, `alignment` or `spacing` right after
    /// `init(arrangedSubviews:)` never meets the defaults' constraints half-way (a transient
    /// "Unable to simultaneously satisfy constraints." for every such stack).
    func _arrangementDidChange() {
        setNeedsUpdateConstraints()
    }

    /// Reconciles the installed constraints with the arrangement's (see the file comment).
    func _updateArrangementConstraints() {
        // The view standing for the stack's baselines may change: constraints on them are
        // written again (with the intrinsic-size refresh) before the next layout round.
        _intrinsicContentSizeDidChange()
        let specs = _arrangementSpecs()
        var wanted: [_UIStackConstraintKey: _UIStackConstraintSpec] = [:]
        for s in specs { wanted[s.key] = s }
        var stale: [_UIStackGenerated] = []
        for (key, g) in _generated {
            if let s = wanted[key], g.constraint.isActive,
               (s.priority == .required) == (g.constraint.priority == .required) { continue }
            stale.append(g)
            _generated[key] = nil
        }
        NSLayoutConstraint.deactivate(stale.sorted { $0.serial < $1.serial }.map(\.constraint))
        for s in specs {
            guard let c = _generated[s.key]?.constraint else { continue }
            if c.priority != s.priority { c.priority = s.priority }
            if c.constant != s.constant { c.constant = s.constant }
        }
        for s in specs where _generated[s.key] == nil {
            let k = s.key
            let c = NSLayoutConstraint(item: s.first, attribute: k.firstAttribute, relatedBy: k.relation, toItem: s.second,
                                       attribute: k.secondAttribute, multiplier: k.multiplier, constant: s.constant)
            c.priority = s.priority
            c.identifier = k.identifier
            _generatedSerial += 1
            _generated[k] = _UIStackGenerated(constraint: c, serial: _generatedSerial)
            addConstraint(c)
        }
    }

    /// Every constraint the current arrangement needs, in a stable order.
    func _arrangementSpecs() -> [_UIStackConstraintSpec] {
        _usesIntrinsicSizes = false
        let views = _arranged
        guard !views.isEmpty else {
            _syncGapGuides(0)
            return []
        }
        var specs: [_UIStackConstraintSpec] = []
        func add(_ id: String, _ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ b: AnyObject?,
                 _ ba: NSLayoutConstraint.Attribute = .notAnAttribute, relation: NSLayoutConstraint.Relation = .equal,
                 multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required) {
            let key = _UIStackConstraintKey(identifier: id, first: ObjectIdentifier(a), firstAttribute: aa, relation: relation,
                                            second: b.map { ObjectIdentifier($0) }, secondAttribute: ba, multiplier: multiplier)
            specs.append(_UIStackConstraintSpec(key: key, first: a, second: b, constant: constant, priority: priority))
        }

        let horizontal = axis == .horizontal
        let lead: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let trail: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let length: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let centre: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY
        let crossStart: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
        let crossEnd: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let crossLength: NSLayoutConstraint.Attribute = horizontal ? .height : .width
        let crossCentre: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        let edge = isLayoutMarginsRelativeArrangement ? { (a: NSLayoutConstraint.Attribute) in a._marginVersion } : { $0 }
        let visible = views.filter { !$0.isHidden }
        let distributes = distribution == .equalSpacing || distribution == .equalCentering

        // Along the axis: the ends, the chain of spacings, hidden views.
        add("UISV-canvas-connection", views[0], lead, self, edge(lead))
        add("UISV-canvas-connection", views[views.count - 1], trail, self, edge(trail))
        var previous: UIView?
        var pairs: [(UIView, UIView)] = []
        var spacingTotal: CGFloat = 0
        for (i, v) in views.enumerated() {
            if i > 0 {
                if !v.isHidden, let p = previous {
                    let gap = _resolvedSpacing(_customSpacings[ObjectIdentifier(p)] ?? _spacing)
                    let relation: NSLayoutConstraint.Relation = distributes ? .greaterThanOrEqual : .equal
                    if isBaselineRelativeArrangement && !horizontal {
                        add("UISV-spacing", v, .firstBaseline, p, .lastBaseline, relation: relation, constant: gap)
                    } else {
                        add("UISV-spacing", v, lead, p, trail, relation: relation, constant: gap)
                    }
                    pairs.append((p, v))
                    spacingTotal += gap
                } else {
                    add("UISV-spacing", v, lead, views[i - 1], trail)
                }
            }
            if v.isHidden {
                add("UISV-hiding", v, length, nil)
            } else {
                previous = v
            }
        }

        // The distribution.
        func intrinsicLength(_ v: UIView) -> CGFloat {
            let s = v.intrinsicContentSize
            let l = horizontal ? s.width : s.height
            return l.isFinite && l > 0 ? l : 0
        }
        switch distribution {
        case .fillEqually:
            if let f = visible.first {
                for v in visible.dropFirst() { add("UISV-fill-equally", v, length, f, length) }
            }
        case .fillProportionally:
            _usesIntrinsicSizes = true
            let lengths = visible.map(intrinsicLength)
            let total = lengths.reduce(0, +)
            if total > 0 {
                var fixed = spacingTotal
                if isLayoutMarginsRelativeArrangement {
                    let m = layoutMargins
                    fixed += horizontal ? m.left + m.right : m.top + m.bottom
                }
                for (v, l) in zip(visible, lengths) where l > 0 {
                    let share = l / total
                    add("UISV-fill-proportionally", v, length, self, length, multiplier: share, constant: -share * fixed,
                        priority: UIStackView._distributionPriority)
                }
            }
        case .equalSpacing, .equalCentering:
            _syncGapGuides(pairs.count)
            for (k, (p, j)) in pairs.enumerated() {
                let g = _gapGuides[k]
                if distribution == .equalSpacing {
                    add("UISV-distributing-edge", g, lead, p, trail)
                    add("UISV-distributing-edge", g, trail, j, lead)
                } else {
                    add("UISV-distributing-edge", g, lead, p, centre)
                    add("UISV-distributing-edge", g, trail, j, centre)
                }
                if k > 0 { add("UISV-distributing", g, length, _gapGuides[0], length, priority: UIStackView._distributionPriority) }
            }
            add("UISV-spanning-fit", self, length, nil, priority: UIStackView._spanningFitPriority)
        case .fill:
            break
        }
        if !distributes { _syncGapGuides(0) }
        if distribution == .fill || distributes {
            _usesIntrinsicSizes = true
            for (i, v) in views.enumerated() where !v.isHidden {
                // `length == m × length + (1 − m) × intrinsic`: an error weighted by 1 − m =
                // 1 / (i + 2), falling with the arranged index, all at one priority.
                let weight = 1 / CGFloat(i + 2)
                add("_UISV-order-preference", v, length, v, length, multiplier: 1 - weight, constant: weight * intrinsicLength(v),
                    priority: UIStackView._orderPriority)
                // (Equal compression priorities cost the same however the overflow is shared,
                // so without this the last view could go below 0 to spare the others. Optional:
                // a zero-sized stack with spacing must not be an unsatisfiable layout.)
                add("_UISV-nonnegative-length", v, length, nil, relation: .greaterThanOrEqual, priority: UIStackView._distributionPriority)
            }
        }

        // Across the axis.
        let anchor = visible.first ?? views[0]
        var align = alignment
        if !horizontal && (align == .firstBaseline || align == .lastBaseline) { align = .fill }   // horizontal only
        switch align {
        case .fill:
            add("UISV-canvas-connection", anchor, crossStart, self, edge(crossStart))
            add("UISV-canvas-connection", anchor, crossEnd, self, edge(crossEnd))
            for v in views where v !== anchor {
                add("UISV-alignment", v, crossStart, anchor, crossStart)
                // A hidden view keeps its own thickness: it must not hold the stack open.
                if !v.isHidden { add("UISV-alignment", v, crossEnd, anchor, crossEnd) }
            }
        case .leading, .trailing, .center:
            let a = align == .leading ? crossStart : (align == .trailing ? crossEnd : crossCentre)
            add("UISV-canvas-connection", anchor, a, self, edge(a))
            for v in views where v !== anchor { add("UISV-alignment", v, a, anchor, a) }
        case .firstBaseline, .lastBaseline:
            let a: NSLayoutConstraint.Attribute = align == .firstBaseline ? .firstBaseline : .lastBaseline
            for v in views where v !== anchor { add("UISV-alignment", v, a, anchor, a) }
            // The aligned row sits as high as the boundaries let it.
            add("UISV-canvas-connection", anchor, crossStart, self, edge(crossStart), priority: UILayoutPriority(1))
        }
        if align != .fill {
            for v in visible {
                if align != .leading { add("UISV-spanning-boundary", v, crossStart, self, edge(crossStart), relation: .greaterThanOrEqual) }
                if align != .trailing { add("UISV-spanning-boundary", v, crossEnd, self, edge(crossEnd), relation: .lessThanOrEqual) }
            }
            add("UISV-spanning-fit", self, crossLength, nil, priority: UIStackView._spanningFitPriority)
            for v in views {
                add("UISV-ambiguity-suppression", v, crossLength, nil, priority: UIStackView._ambiguitySuppressionPriority)
            }
        }
        return specs
    }

    /// A spacing value as a length: `spacingUseDefault` is 0, `spacingUseSystem` the system
    /// spacing between siblings.
    func _resolvedSpacing(_ s: CGFloat) -> CGFloat {
        if s >= UIStackView.spacingUseDefault { return 0 }
        if s == UIStackView.spacingUseSystem { return _UILayoutEngine.systemSpacing }
        return s
    }

    /// Keeps `count` gap guides (iOS's are private `_UIOLAGapGuide`s), adding or removing at the end.
    func _syncGapGuides(_ count: Int) {
        while _gapGuides.count > count { removeLayoutGuide(_gapGuides.removeLast()) }
        while _gapGuides.count < count {
            let g = UILayoutGuide()
            g.identifier = "UISV-distributing"
            addLayoutGuide(g)
            _gapGuides.append(g)
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// The attribute measured on the view's layout margins instead of its bounds.
    var _marginVersion: NSLayoutConstraint.Attribute {
        switch self {
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return self
        }
    }
}
