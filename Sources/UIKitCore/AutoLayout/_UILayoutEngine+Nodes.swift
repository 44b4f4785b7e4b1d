//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitLayoutSolver

/// The engine's variables for one item (a view or a layout guide) and the constraints the engine
/// makes for it: autoresizing-mask constraints, content-size constraints, a guide's edges.
@MainActor final class _UILayoutNode {
    unowned(unsafe) let view: UIView?
    unowned(unsafe) let guide: UILayoutGuide?
    let x, y, w, h: LayoutVariable
    /// Autoresizing constraints (x, y, width, height) while the view translates its frame (nil:
    /// broken, or not made yet).
    var autoresizing: [LayoutConstraintID?] = []
    /// A translating view whose autoresizing constraints wait for the next layout.
    var needsAutoresizing = false
    /// Content-size constraints: width ≤, width ≥, height ≤, height ≥ the intrinsic size.
    var contentSize: [LayoutConstraintID?] = [nil, nil, nil, nil]
    var intrinsic = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    /// A built-in guide's edges (x, y, width, height) and the insets they were made for.
    var guideEdges: [LayoutConstraintID] = []
    var guideInsets: UIEdgeInsets = .zero
    /// Active app constraints that refer to this item.
    var constraints: [NSLayoutConstraint] = []
    /// Set while the owning scroll view's content size follows this (content) guide.
    var isContentGuide = false

    init(view: UIView?, guide: UILayoutGuide?, engine: _UILayoutEngine) {
        self.view = view
        self.guide = guide
        let s = engine.solver
        x = s.addVariable(); y = s.addVariable(); w = s.addVariable(); h = s.addVariable()
        for v in [x, y, w, h] {
            let i = Int(v.index)
            while engine.owners.count <= i { engine.owners.append(nil) }
            engine.owners[i] = self
        }
    }

    /// The solved alignment rectangle.
    func rect(in s: LayoutSolver) -> CGRect {
        CGRect(x: s.value(of: x), y: s.value(of: y), width: s.value(of: w), height: s.value(of: h))
    }

    /// A solved value changed: the view's superview places it again at its next layout.
    func solvedValueChanged() {
        if let v = view {
            if !v.translatesAutoresizingMaskIntoConstraints { v.superview?.setNeedsLayout() }
        } else if let g = guide, let o = g.owningView {
            if isContentGuide { o.setNeedsLayout() }
        }
    }
}

extension _UILayoutEngine {
    // MARK: Nodes

    func existingNode(for v: UIView) -> _UILayoutNode? {
        isMain ? v._x?.layoutNode : localNodes[ObjectIdentifier(v)]
    }
    func existingNode(for g: UILayoutGuide) -> _UILayoutNode? {
        isMain ? g._node : localNodes[ObjectIdentifier(g)]
    }

    /// The view's node, made on first use with its autoresizing or content-size constraints.
    func node(for v: UIView) -> _UILayoutNode {
        if let n = existingNode(for: v) { return n }
        let n = _UILayoutNode(view: v, guide: nil, engine: self)
        if isMain { v._ext.layoutNode = n } else { localNodes[ObjectIdentifier(v)] = n }
        if translatesFrame(v) {
            scheduleAutoresizing(n, v)
        } else {
            refreshContentSize(v)
        }
        return n
    }

    /// The guide's node, made on first use with its edges when it is a built-in guide.
    func node(for g: UILayoutGuide) -> _UILayoutNode {
        if let n = existingNode(for: g) { return n }
        let n = _UILayoutNode(view: nil, guide: g, engine: self)
        if isMain { g._node = n } else { localNodes[ObjectIdentifier(g)] = n }
        if let o = g.owningView {
            switch g._role {
            case .plain: break
            case .content:
                n.isContentGuide = true
                addGuideEdges(n, owner: o, x: (0, 0), y: (0, 0), w: nil, h: nil)
            case .readable:
                addReadableEdges(n, owner: o)
            case .frame, .margins, .safeArea, .keyboard:
                let (xs, ys, ws, hs) = guideEdgeSpec(g, o)
                addGuideEdges(n, owner: o, x: xs, y: ys, w: ws, h: hs)
            }
        }
        return n
    }

    /// Whether the engine fixes the view's rectangle to its frame: it translates its autoresizing
    /// mask (a fitting engine's root never does: its size is what is asked for).
    func translatesFrame(_ v: UIView) -> Bool {
        if !isMain, let root = fittingRoot, root === v { return false }
        return v.translatesAutoresizingMaskIntoConstraints
    }

    // MARK: Autoresizing constraints

    /// The main engine makes a translating view's autoresizing constraints at the next layout; a
    /// fitting engine at once.
    func scheduleAutoresizing(_ n: _UILayoutNode, _ v: UIView) {
        guard isMain else { return addAutoresizing(n, v) }
        guard !n.needsAutoresizing else { return }
        n.needsAutoresizing = true
        pendingAutoresizing.append(_UIWeakView(view: v))
        v.setNeedsLayout()
    }

    func addAutoresizing(_ n: _UILayoutNode, _ v: UIView) {
        n.needsAutoresizing = false
        guard n.autoresizing.isEmpty, translatesFrame(v) else { return }
        let r = v.alignmentRect(forFrame: v._untransformedFrame)
        let values = [(n.x, r.minX, "minX"), (n.y, r.minY, "minY"), (n.w, r.width, "width"), (n.h, r.height, "height")]
        n.autoresizing = values.map { (variable, value, name) in
            var e = _UIExpression()
            e.add(variable, 1)
            e.constant = -Double(value)
            return addToSolver(e, relation: .equal, priority: 1000, owner: .node(n, .autoresizing, "h=\(v._autoresizingCode.h) v=\(v._autoresizingCode.v) \(NSLayoutConstraint._itemName(v)).\(name) == \(NSLayoutConstraint._format(Float(value)))"))
        }
    }

    func removeAutoresizing(_ n: _UILayoutNode) {
        n.needsAutoresizing = false
        for case let id? in n.autoresizing { dropFromSolver(id) }
        n.autoresizing = []
        retryAllBroken()
    }

    /// A translating view's frame changed: its autoresizing constraints follow.
    func frameDidChange(_ v: UIView) {
        guard let n = existingNode(for: v), !n.autoresizing.isEmpty, applying != ObjectIdentifier(v) else { return }
        let r = v.alignmentRect(forFrame: v._untransformedFrame)
        let values = [r.minX, r.minY, r.width, r.height]
        for (i, slot) in n.autoresizing.enumerated() where i < values.count {
            guard let id = slot else { continue }
            if (try? solver.setConstant(-Double(values[i]), of: id)) == nil {
                // (A required constant the solver could not take: rebuild the four.)
                removeAutoresizing(n); addAutoresizing(n, v); break
            }
        }
        drain()
    }

    /// `translatesAutoresizingMaskIntoConstraints` changed.
    func translatesDidChange(_ v: UIView) {
        guard let n = existingNode(for: v) else { return }
        if translatesFrame(v) {
            removeContentSize(n)
            scheduleAutoresizing(n, v)
        } else {
            removeAutoresizing(n)
            refreshContentSize(v)
        }
        drain()
        v.superview?.setNeedsLayout()
    }

    func retryAllBroken() {
        let retry = broken
        for c in retry where c._isActive { readd(c) }
    }

    // MARK: Content size

    /// Reads the view's intrinsic size and hugging/compression priorities into its content-size
    /// constraints (and baselines into the constraints that use them).
    func refreshContentSize(_ v: UIView) {
        guard let n = existingNode(for: v) else { return }
        if !translatesFrame(v) {
            let size = v.intrinsicContentSize
            let hug = (v.contentHuggingPriority(for: .horizontal).rawValue, v.contentHuggingPriority(for: .vertical).rawValue)
            let comp = (v.contentCompressionResistancePriority(for: .horizontal).rawValue, v.contentCompressionResistancePriority(for: .vertical).rawValue)
            let specs: [(LayoutVariable, CGFloat, NSLayoutConstraint.Relation, Float)] = [
                (n.w, size.width, .lessThanOrEqual, hug.0), (n.w, size.width, .greaterThanOrEqual, comp.0),
                (n.h, size.height, .lessThanOrEqual, hug.1), (n.h, size.height, .greaterThanOrEqual, comp.1),
            ]
            for (i, (variable, value, relation, priority)) in specs.enumerated() {
                let wanted = value >= 0 && value.isFinite
                if let id = n.contentSize[i] {
                    if wanted {
                        let ok = (try? solver.setConstant(-Double(value), of: id)) != nil
                            && (try? solver.setStrength(LayoutStrength(priority: priority), of: id)) != nil
                        if ok { continue }
                    }
                    dropFromSolver(id)
                    n.contentSize[i] = nil
                }
                guard wanted else { continue }
                var e = _UIExpression()
                e.add(variable, 1)
                e.constant = -Double(value)
                let axis = i < 2 ? "width" : "height"
                let label = "\(NSLayoutConstraint._itemName(v)).\(axis) == \(NSLayoutConstraint._format(Float(value))) Hug:\(NSLayoutConstraint._format(i < 2 ? hug.0 : hug.1)) CompressionResistance:\(NSLayoutConstraint._format(i < 2 ? comp.0 : comp.1))"
                n.contentSize[i] = addToSolver(e, relation: relation, priority: priority, owner: .node(n, .contentSize, label))
            }
            n.intrinsic = size
        }
        // Constraints on this view's baselines carry its baseline offsets in their constants.
        for c in n.constraints where c._firstAttribute == .firstBaseline || c._firstAttribute == .lastBaseline
            || c._secondAttribute == .firstBaseline || c._secondAttribute == .lastBaseline {
            readd(c)
        }
        drain()
    }

    func removeContentSize(_ n: _UILayoutNode) {
        for case let id? in n.contentSize { dropFromSolver(id) }
        n.contentSize = [nil, nil, nil, nil]
    }

    // MARK: Built-in guides

    /// x, y as (coefficient of the owner's height/width, constant); width, height as
    /// (coefficient of the owner's width/height, constant).
    typealias _EdgeSpec = (CGFloat, CGFloat)

    func guideEdgeSpec(_ g: UILayoutGuide, _ o: UIView) -> (_EdgeSpec, _EdgeSpec, _EdgeSpec?, _EdgeSpec?) {
        switch g._role {
        case .frame:
            let b = o.bounds
            return ((0, b.minX), (0, b.minY), (1, 0), (1, 0))
        case .margins, .readable:   // (the readable guide's own edges: addReadableEdges)
            let m = o.layoutMargins
            return ((0, m.left), (0, m.top), (1, -(m.left + m.right)), (1, -(m.top + m.bottom)))
        case .safeArea:
            let s = o.safeAreaInsets
            return ((0, s.left), (0, s.top), (1, -(s.left + s.right)), (1, -(s.top + s.bottom)))
        case .keyboard:
            let s = o.safeAreaInsets
            return ((0, 0), (1, -s.bottom), (1, 0), (0, s.bottom))
        case .plain, .content:
            return ((0, 0), (0, 0), nil, nil)
        }
    }

    /// Adds a guide's edges: each as `component == k × owner size + c`.
    func addGuideEdges(_ n: _UILayoutNode, owner o: UIView, x: _EdgeSpec, y: _EdgeSpec, w: _EdgeSpec?, h: _EdgeSpec?) {
        let on = node(for: o)
        let specs: [(LayoutVariable, LayoutVariable, _EdgeSpec?, String)] = [
            (n.x, on.w, x, "minX"), (n.y, on.h, y, "minY"), (n.w, on.w, w, "width"), (n.h, on.h, h, "height"),
        ]
        n.guideEdges = []
        for (variable, ownerSize, spec, name) in specs {
            guard let (k, c) = spec else { continue }
            var e = _UIExpression()
            e.add(variable, 1)
            if k != 0 { e.add(ownerSize, -Double(k)) }
            e.constant = -Double(c)
            if let id = addToSolver(e, relation: .equal, priority: 1000, owner: .node(n, .system, "\(NSLayoutConstraint._itemName(n.guide)).\(name) (guide edge)")) {
                n.guideEdges.append(id)
            }
        }
    }

    /// The readable content guide's edges: the margins guide's band, no wider than the readable
    /// width, centred in the margins. As constraints (width ≤ cap, width ≤ margins width, width ==
    /// margins width just below required), the solver keeps it right as the owner's size changes.
    /// Rows: guide terms (x, w), the owner's width coefficient, constant, relation, priority, name.
    func readableEdgeRows(_ o: UIView) -> [(x: Double, w: Double, ownerW: Double, c: Double, NSLayoutConstraint.Relation, Float, String)] {
        let m = o.layoutMargins
        let inner = Double(m.left + m.right)
        return [
            (1, 0.5, -0.5, Double(m.left - m.right) / 2, .equal, 1000, "centerX"),   // centred in the margins
            (0, 1, 0, Double(UIView._readableContentWidth), .lessThanOrEqual, 1000, "width ≤ readable width"),
            (0, 1, -1, -inner, .lessThanOrEqual, 1000, "width ≤ margins width"),
            (0, 1, -1, -inner, .equal, 999, "width == margins width"),
        ]
    }

    func addReadableEdges(_ n: _UILayoutNode, owner o: UIView) {
        let on = node(for: o)
        n.guideEdges = []
        let name = NSLayoutConstraint._itemName(n.guide)
        for (x, w, ownerW, c, relation, priority, label) in readableEdgeRows(o) {
            var e = _UIExpression()
            e.add(n.x, x); e.add(n.w, w); e.add(on.w, ownerW)
            e.constant = -c
            if let id = addToSolver(e, relation: relation, priority: priority, owner: .node(n, .system, "\(name).\(label) (guide edge)")) {
                n.guideEdges.append(id)
            }
        }
        // Vertically it is the margins guide.
        let m = o.layoutMargins
        addVerticalGuideEdges(n, owner: on, y: (0, m.top), h: (1, -(m.top + m.bottom)))
    }

    private func addVerticalGuideEdges(_ n: _UILayoutNode, owner on: _UILayoutNode, y: _EdgeSpec, h: _EdgeSpec) {
        for (variable, (k, c), name) in [(n.y, y, "minY"), (n.h, h, "height")] {
            var e = _UIExpression()
            e.add(variable, 1)
            if k != 0 { e.add(on.h, -Double(k)) }
            e.constant = -Double(c)
            if let id = addToSolver(e, relation: .equal, priority: 1000, owner: .node(n, .system, "\(NSLayoutConstraint._itemName(n.guide)).\(name) (guide edge)")) {
                n.guideEdges.append(id)
            }
        }
    }

    /// The readable guide's owner changed its margins: its edges take the new constants.
    private func readableInsetsDidChange(_ n: _UILayoutNode, _ o: UIView) {
        let m = o.layoutMargins
        let constants = readableEdgeRows(o).map(\.c) + [Double(m.top), -Double(m.top + m.bottom)]
        var ok = constants.count == n.guideEdges.count
        if ok {
            for (i, id) in n.guideEdges.enumerated() where (try? solver.setConstant(-constants[i], of: id)) == nil {
                ok = false; break
            }
        }
        if !ok {
            for id in n.guideEdges { dropFromSolver(id) }
            addReadableEdges(n, owner: o)
        }
        drain()
    }

    /// A built-in guide's owner changed its margins, safe area or scroll offset.
    func guideInsetsDidChange(_ g: UILayoutGuide) {
        guard let n = existingNode(for: g), let o = g.owningView, g._role != .plain, g._role != .content else { return }
        if g._role == .readable { return readableInsetsDidChange(n, o) }
        let (xs, ys, ws, hs) = guideEdgeSpec(g, o)
        let constants = [xs, ys, ws, hs].compactMap { $0?.1 }
        guard constants.count == n.guideEdges.count else { return }
        for (i, id) in n.guideEdges.enumerated() {
            if (try? solver.setConstant(-Double(constants[i]), of: id)) == nil {
                for id in n.guideEdges { dropFromSolver(id) }
                addGuideEdges(n, owner: o, x: xs, y: ys, w: ws, h: hs)
                break
            }
        }
        drain()
    }

    /// The views' layout direction changed: constraints with leading or trailing on them (or on
    /// their margins) are written again for the new direction. All of them leave the solver before
    /// any is added back: a constraint written for the new direction next to one still written for
    /// the old contradicts it (a row's leading flipped against its spacing not yet flipped).
    func layoutDirectionDidChange(_ views: [UIView]) {
        var directional: [NSLayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        func collect(_ n: _UILayoutNode?) {
            guard let n else { return }
            for c in n.constraints where c._isDirectional && seen.insert(ObjectIdentifier(c)).inserted {
                directional.append(c)
            }
        }
        for v in views {
            collect(existingNode(for: v))
            for (_, g) in v._x?.builtInGuides ?? [:] { collect(existingNode(for: g)) }
        }
        guard !directional.isEmpty else { return }
        for c in directional {
            if let r = record(c) {
                for n in r.nodes { n.constraints.removeAll { $0 === c } }
                if let id = r.id { dropFromSolver(id) }
                setRecord(nil, for: c)
            }
            broken.removeAll { $0 === c }
        }
        for c in directional where c._isActive { add(c) }
        // Constraints broken earlier against one of them get another try.
        let retry = broken.filter { c in record(c)?.conflicts.contains(where: seen.contains) ?? false }
        for c in retry where c._isActive { readd(c) }
        drain()
    }

    // MARK: Removal

    /// Before `view` leaves its superview: every constraint that reaches from its subtree to a view
    /// outside it is deactivated (iOS's rule); constraints inside the subtree stay.
    func viewWillLeaveSuperview(_ view: UIView) {
        var stack = [view]
        var affected: [NSLayoutConstraint] = []
        while let v = stack.popLast() {
            stack.append(contentsOf: v.subviews)
            guard let x = v._x else { continue }
            if let n = x.layoutNode { affected.append(contentsOf: n.constraints) }
            for g in x.layoutGuides { if let n = g._node { affected.append(contentsOf: n.constraints) } }
        }
        guard !affected.isEmpty else { return }
        for c in affected where c._isActive {
            if let container = c._container, container === view || container.isDescendant(of: view) { continue }
            uninstall(c)
        }
        drain()
    }

    /// A view or guide is going away: its constraints and variables go with it.
    func removeNode(_ n: _UILayoutNode) {
        for c in n.constraints where c._isActive { uninstall(c) }
        removeAutoresizing(n)
        removeContentSize(n)
        for id in n.guideEdges { dropFromSolver(id) }
        n.guideEdges = []
        for v in [n.x, n.y, n.w, n.h] {
            owners[Int(v.index)] = nil
            solver.removeVariable(v)
        }
    }
}
