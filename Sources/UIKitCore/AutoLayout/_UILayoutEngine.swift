//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitLayoutSolver

// The Auto Layout engine: turns active NSLayoutConstraints into linear constraints for
// UIKitLayoutSolver and hands the solved rectangles back to the views at their superview's layout.
//
// Files
//   _UILayoutEngine.swift             the engine: activation, expressions, changes → layout marks
//   _UILayoutEngine+Nodes.swift       per-item variables: autoresizing, content size, guide edges
//   _UILayoutEngine+Diagnostics.swift unsatisfiable logs, ambiguity, constraintsAffectingLayout
//   UIView+Constraints.swift          the public API on UIView and UILayoutGuide
//   UIView+ConstraintLayout.swift     the update-constraints phase and applying frames
//
// Variables. Each item that takes part (a view, a layout guide) has a node of four variables, the
// item's alignment rectangle: x and y in its superview's coordinates (a guide: its owning view's),
// width and height. Bounds origins are not part of it: a scroll view's subviews are placed in
// content coordinates, which is what makes constraints to a scroll view define its content.
//
// Expressions. A constraint is written in the coordinates of the view it is installed on (its
// items' closest common ancestor, `container`): an item's position there is its own x plus the x of
// each ancestor up to the container. Moving a view out of its superview removes every constraint
// that reaches across the move (as iOS does), so these paths never go stale.
//
// One engine serves every window (independent subsystems don't interact in the solver, so a view
// moving between hierarchies needs no engine merge). `systemLayoutSizeFitting` builds a short-lived
// engine of its own over the view's subtree, as iOS does.

/// An engine's record of an active constraint.
final class _UIEngineConstraint {
    /// The solver's constraint; nil while broken (unsatisfiable and left out).
    var id: LayoutConstraintID?
    /// The expression's constant without the constraint's own (baselines add theirs).
    var base: Double = 0
    /// The nodes the constraint refers to (to remove it when one of them goes).
    var nodes: [_UILayoutNode] = []
    /// Constraints it conflicted with when it was broken: it is tried again when one goes.
    var conflicts: [ObjectIdentifier] = []
}

/// Who owns a solver constraint: an app constraint, or one a node made for itself.
enum _UIConstraintOwner {
    case constraint(NSLayoutConstraint)
    case node(_UILayoutNode, _UIConstraintKind, String)
}

@MainActor final class _UILayoutEngine: CALayoutEngineHook {
    /// The engine every window's views use; installed as Core Animation's layout engine (the
    /// `CALayoutEngineHook` seam: `CATransaction.flush()` calls `prepareForLayout()` before each
    /// round of the layout pass).
    static let main: _UILayoutEngine = {
        let e = _UILayoutEngine(isMain: true)
        CATransaction.layoutEngine = e
        return e
    }()
    /// Whether `main` exists: views that never used constraints never create it.
    @exclusivity(unchecked) static var mainIsLive = false

    /// The distance between sibling anchors that system spacing asks for (⚠ 8 pt, as logged on iOS).
    static let systemSpacing: CGFloat = 8

    let solver = LayoutSolver()
    let isMain: Bool
    /// The node owning each solver variable, by variable index.
    var owners: [_UILayoutNode?] = []
    /// The owner of each solver constraint, by constraint index.
    var constraintOwners: [_UIConstraintOwner?] = []
    /// Records of a fitting engine's constraints (the main engine keeps them on the constraint).
    var localRecords: [ObjectIdentifier: _UIEngineConstraint] = [:]
    /// Nodes of a fitting engine (the main engine keeps them on the item).
    var localNodes: [ObjectIdentifier: _UILayoutNode] = [:]
    /// Broken constraints, tried again when a constraint they conflicted with goes away.
    var broken: [NSLayoutConstraint] = []
    /// Views whose intrinsic content size or baselines changed since the last layout (held
    /// weakly: a queued view that goes away before layout is simply skipped).
    var intrinsicDirty: [_UIWeakView] = []
    /// Translating views whose autoresizing constraints are made at the next layout (as iOS makes
    /// them in its update phase): code that constrains a view before it sets
    /// `translatesAutoresizingMaskIntoConstraints = false` or adds it to a stack view sees no
    /// spurious conflict.
    var pendingAutoresizing: [_UIWeakView] = []
    /// Views flagged by `setNeedsUpdateConstraints()` (weakly, as above).
    var updateQueue: [_UIWeakView] = []
    /// The view whose frame the engine is setting (its own frame hooks ignore that change).
    var applying: ObjectIdentifier?
    /// A fitting engine's view: its size is what is asked for, whatever it translates.
    weak var fittingRoot: UIView?

    init(isMain: Bool) {
        self.isMain = isMain
        if isMain { _UILayoutEngine.mainIsLive = true }
    }

    // MARK: Records

    func record(_ c: NSLayoutConstraint) -> _UIEngineConstraint? {
        isMain ? c._engineRecord : localRecords[ObjectIdentifier(c)]
    }
    func setRecord(_ r: _UIEngineConstraint?, for c: NSLayoutConstraint) {
        if isMain { c._engineRecord = r } else { localRecords[ObjectIdentifier(c)] = r }
    }

    // MARK: Activation (main engine)

    static func activate(_ constraints: [NSLayoutConstraint]) {
        let e = main
        for c in constraints where !c._isActive {
            if let reason = c._invalidReason {
                UIKitLog.error("Unable to activate an invalid constraint (\(reason)); ignored", category: "LayoutConstraints")
                continue
            }
            guard let container = e.container(of: c) else { continue }
            c._isActive = true
            c._container = container
            container._installedConstraints.append(c)
            e.add(c)
        }
        e.drain()
    }

    static func deactivate(_ constraints: [NSLayoutConstraint]) {
        guard mainIsLive else { return }
        let e = main
        for c in constraints where c._isActive {
            e.uninstall(c)
        }
        e.drain()
    }

    /// `view.addConstraint(_:)`: installs on `view`, which must be a common ancestor of the items.
    static func install(_ c: NSLayoutConstraint, on view: UIView) {
        guard !c._isActive else { return }
        if let reason = c._invalidReason {
            return UIKitLog.error("Unable to install an invalid constraint (\(reason)); ignored", category: "LayoutConstraints")
        }
        let e = main
        guard let container = e.container(of: c) else { return }
        guard container === view || container.isDescendant(of: view) else {
            return UIKitLog.error("The view hierarchy is not prepared for the constraint: \(c)\n\tWhen added to a view, the constraint's items must be descendants of that view (or the view itself). This will crash if the constraint needs to be resolved before the view hierarchy is assembled. Break on -[UIView(UIConstraintBasedLayout) _viewHierarchyUnpreparedForConstraint:] to debug.", category: "LayoutConstraints")
        }
        c._isActive = true
        c._container = view
        view._installedConstraints.append(c)
        e.add(c)
        e.drain()
    }

    func uninstall(_ c: NSLayoutConstraint) {
        c._isActive = false
        if let v = c._container {
            v._installedConstraints.removeAll { $0 === c }
        }
        c._container = nil
        remove(c)
    }

    static func constantDidChange(_ c: NSLayoutConstraint) {
        guard c._isActive, mainIsLive else { return }
        main.refreshConstant(c)
        main.drain()
    }

    static func priorityDidChange(_ c: NSLayoutConstraint) {
        guard c._isActive, mainIsLive else { return }
        let e = main
        guard let r = e.record(c) else { return }
        if let id = r.id {
            do { try e.solver.setStrength(LayoutStrength(priority: c._priority.rawValue), of: id) }
            catch { e.readd(c) }
        } else {
            e.readd(c)
        }
        e.drain()
    }

    // MARK: The solver side of a constraint

    /// The closest common ancestor of the constraint's items (for a guide: its owning view), or
    /// nil after logging iOS's message.
    func container(of c: NSLayoutConstraint) -> UIView? {
        var views: [UIView] = []
        var missing = false
        func note(_ item: AnyObject?) {
            guard let item else { return }
            if let v = item as? UIView { views.append(v) }
            else if let g = item as? UILayoutGuide {
                if let o = g.owningView { views.append(o) } else { missing = true }
            }
        }
        note(c._firstItem); note(c._secondItem)
        for s in [c._firstOffset, c._secondOffset] { if let s { note(s.from); note(s.to) } }
        if missing {
            UIKitLog.error("*** Unable to activate constraint \(c): a layout guide in it has no owning view (add it with addLayoutGuide(_:) first).", category: "LayoutConstraints")
            return nil
        }
        guard var common = views.first else { return nil }
        for v in views.dropFirst() {
            guard let a = _UILayoutEngine.commonAncestor(common, v) else {
                UIKitLog.error("*** Terminating app due to uncaught exception 'NSGenericException', reason: 'Unable to activate constraint with anchors \(_anchorDescription(c._firstItem, c._firstAttribute)) and \(_anchorDescription(c._secondItem, c._secondAttribute)) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.'", category: "LayoutConstraints")
                return nil
            }
            common = a
        }
        return common
    }

    private func _anchorDescription(_ item: AnyObject?, _ a: NSLayoutConstraint.Attribute) -> String {
        let kind = a._isSize ? "NSLayoutDimension" : (a._isHorizontalLocation ? "NSLayoutXAxisAnchor" : "NSLayoutYAxisAnchor")
        let addr = item.map { "\(Unmanaged.passUnretained($0).toOpaque())" } ?? "0x0"
        return "<\(kind):\(addr) \"\(NSLayoutConstraint._itemName(item)).\(a._name)\">"
    }

    static func commonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        if a === b { return a }
        func depth(_ v: UIView) -> Int { var d = 0; var p = v.superview; while let q = p { d += 1; p = q.superview }; return d }
        var x: UIView? = a, y: UIView? = b
        var dx = depth(a), dy = depth(b)
        while dx > dy { x = x?.superview; dx -= 1 }
        while dy > dx { y = y?.superview; dy -= 1 }
        while let p = x, let q = y, p !== q { x = p.superview; y = q.superview }
        return x
    }

    /// Adds an active constraint to the solver (breaking it, with iOS's log, when it can't hold).
    func add(_ c: NSLayoutConstraint) {
        guard let container = c._container else { return }
        var e = _UIExpression()
        var nodes: [_UILayoutNode] = []
        // Leading/trailing anywhere in it (also inside `anchorWithOffset(to:)` spans) make the
        // whole constraint follow the layout direction.
        let flip = c._isDirectional ? _isRightToLeft(c._firstItem ?? c._firstOffset?.from) : false
        guard side(c._firstItem, c._firstAttribute, c._firstOffset, scale: 1, container, flip, &e, &nodes),
              side(c._secondItem, c._secondAttribute, c._secondOffset, scale: -Double(c._multiplier), container, flip, &e, &nodes) else {
            UIKitLog.error("Unable to install constraint \(c): its items are no longer in the hierarchy of \(NSLayoutConstraint._itemName(container)); ignored", category: "LayoutConstraints")
            return
        }
        let r = _UIEngineConstraint()
        r.base = e.constant
        r.nodes = nodes
        setRecord(r, for: c)
        for n in nodes where !n.constraints.contains(where: { $0 === c }) { n.constraints.append(c) }
        e.constant = r.base - Double(c._constant)
        r.id = addToSolver(e, relation: c._relation, priority: c._priority.rawValue, owner: .constraint(c), record: r)
        if r.id == nil { broken.append(c) }
    }

    /// Adds a linear constraint; on a conflict with required constraints, logs iOS's message and
    /// returns nil (the constraint is broken: left out of the solve).
    func addToSolver(_ e: _UIExpression, relation: NSLayoutConstraint.Relation, priority: Float,
                     owner: _UIConstraintOwner, record: _UIEngineConstraint? = nil) -> LayoutConstraintID? {
        let rel: LayoutRelation = relation == .equal ? .equal : (relation == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual)
        do {
            let id = try solver.addConstraint(e.terms, constant: e.constant, relation: rel, strength: LayoutStrength(priority: priority))
            let i = Int(id.index)
            while constraintOwners.count <= i { constraintOwners.append(nil) }
            constraintOwners[i] = owner
            return id
        } catch .unsatisfiable(let conflicts) {
            logUnsatisfiable(owner, conflicts: conflicts)
            record?.conflicts = conflicts.compactMap { ownerIdentity(constraintOwners[Int($0.index)]) }
            return nil
        } catch {
            UIKitLog.error("Unable to install constraint \(describe(owner)): \(error); ignored", category: "LayoutConstraints")
            return nil
        }
    }

    /// Removes an active constraint's solver constraint and forgets it in its nodes.
    func remove(_ c: NSLayoutConstraint) {
        guard let r = record(c) else { broken.removeAll { $0 === c }; return }
        setRecord(nil, for: c)
        for n in r.nodes { n.constraints.removeAll { $0 === c } }
        if let id = r.id {
            dropFromSolver(id)
            retryBroken(after: ObjectIdentifier(c))
        } else {
            broken.removeAll { $0 === c }
        }
    }

    /// Removes and adds a constraint again (a broken one gets another try).
    func readd(_ c: NSLayoutConstraint) {
        if let r = record(c) {
            for n in r.nodes { n.constraints.removeAll { $0 === c } }
            if let id = r.id { dropFromSolver(id) }
            setRecord(nil, for: c)
        }
        broken.removeAll { $0 === c }
        add(c)
    }

    func refreshConstant(_ c: NSLayoutConstraint) {
        guard let r = record(c) else { return }
        guard let id = r.id else { return readd(c) }
        do { try solver.setConstant(r.base - Double(c._constant), of: id) }
        catch { readd(c) }
    }

    /// After `gone` left the solver: broken constraints that conflicted with it get another try.
    func retryBroken(after gone: ObjectIdentifier) {
        guard !broken.isEmpty else { return }
        let retry = broken.filter { c in record(c)?.conflicts.contains(gone) ?? false }
        for c in retry where c._isActive { readd(c) }
    }

    /// Removes a solver constraint and forgets its owner.
    func dropFromSolver(_ id: LayoutConstraintID) {
        try? solver.removeConstraint(id)
        constraintOwners[Int(id.index)] = nil
    }

    func ownerIdentity(_ o: _UIConstraintOwner?) -> ObjectIdentifier? {
        switch o {
        case .constraint(let c): return ObjectIdentifier(c)
        case .node(let n, _, _): return ObjectIdentifier(n)
        case nil: return nil
        }
    }

    // MARK: Expressions

    /// Adds `scale × (item.attribute)` in `container`'s coordinates to `e`; false when the item
    /// is not inside the container.
    func side(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, _ span: _UIAnchorSpan?, scale: Double,
              _ container: UIView, _ flip: Bool, _ e: inout _UIExpression, _ nodes: inout [_UILayoutNode]) -> Bool {
        if let span {
            return term(span.to, span.toAttribute, scale: scale, container, flip, &e, &nodes)
                && term(span.from, span.fromAttribute, scale: -scale, container, flip, &e, &nodes)
        }
        guard item != nil else { return true }   // a constant size
        return term(item, attribute, scale: scale, container, flip, &e, &nodes)
    }

    private func term(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, scale: Double,
                      _ container: UIView, _ flip: Bool, _ e: inout _UIExpression, _ nodes: inout [_UILayoutNode]) -> Bool {
        guard var item else { return false }
        var a = attribute
        // Margin attributes are the edges of the view's layout-margins guide.
        if a._isMargin, let v = item as? UIView {
            item = v.layoutMarginsGuide
            a = a._withoutMargin
        }
        // Baselines: the view that provides them, else the bottom edge.
        var baseline: CGFloat?
        if a == .firstBaseline || a == .lastBaseline, var v = item as? UIView {
            // The constraint is also the item's own: when the view that stands for its baseline
            // changes (a stack view's tallest), re-reading the item's baselines writes it again.
            nodes.append(self.node(for: v))
            var hops = 0
            while hops < 16 {
                let b = a == .firstBaseline ? v.forFirstBaselineLayout : v.forLastBaselineLayout
                guard b !== v, b.isDescendant(of: v) else { break }
                v = b; hops += 1
            }
            item = v
            if let offsets = v._baselineOffsets {
                baseline = a == .firstBaseline ? offsets.first : offsets.last
            }
        }
        // Position and size of the item in the container's coordinates.
        let node: _UILayoutNode
        var pathNodes: [_UILayoutNode] = []
        var own = false                    // the container itself: its position is 0
        if let v = item as? UIView {
            if v === container {
                if let sv = v as? UIScrollView, a._isLocation, a != .firstBaseline, a != .lastBaseline {
                    // A scroll view's edges, seen from its content, are its content's edges.
                    node = self.node(for: sv.contentLayoutGuide)
                } else {
                    node = self.node(for: v)
                    own = true
                }
            } else {
                node = self.node(for: v)
                guard var p = v.superview else { return false }
                while p !== container {
                    pathNodes.append(self.node(for: p))
                    guard let s = p.superview else { return false }
                    p = s
                }
            }
        } else if let g = item as? UILayoutGuide, let o = g.owningView {
            node = self.node(for: g)
            var p = o
            while p !== container {
                pathNodes.append(self.node(for: p))
                guard let s = p.superview else { return false }
                p = s
            }
        } else {
            return false
        }
        nodes.append(node)
        let horizontal = a._isHorizontalLocation || a == .width
        // coefficients of position, size and a constant for the attribute.
        var cp = 0.0, cs = 0.0, k = 0.0
        switch a {
        case .left: cp = 1
        case .right: cp = 1; cs = 1
        case .leading: cp = 1; cs = flip ? 1 : 0
        case .trailing: cp = 1; cs = flip ? 0 : 1
        case .centerX, .centerY: cp = 1; cs = 0.5
        case .width, .height: cs = 1
        case .top: cp = 1
        case .bottom: cp = 1; cs = 1
        case .firstBaseline, .lastBaseline:
            cp = 1
            if let b = baseline { cs = 0.5; k = Double(b) } else { cs = 1 }
        default: return false
        }
        var s = scale
        if flip && horizontal && a != .width { s = -s }
        if cp != 0 {
            if !own { e.add(horizontal ? node.x : node.y, s * cp) }
            for p in pathNodes { e.add(horizontal ? p.x : p.y, s * cp) }
        }
        if cs != 0 { e.add(horizontal ? node.w : node.h, s * cs) }
        e.constant += s * k
        return true
    }

    private func _isRightToLeft(_ item: AnyObject?) -> Bool {
        if let v = item as? UIView { return v.effectiveUserInterfaceLayoutDirection == .rightToLeft }
        if let g = item as? UILayoutGuide, let o = g.owningView { return o.effectiveUserInterfaceLayoutDirection == .rightToLeft }
        return false
    }

    // MARK: Changes → layout

    /// Marks for layout the superview of each view whose solved rectangle changed (and a scroll
    /// view whose content guide changed). Only changed variables are visited.
    func drain() {
        guard isMain else { return }
        solver.takeChangedVariables { v, _ in
            let i = Int(v.index)
            guard i < owners.count, let n = owners[i] else { return }
            n.solvedValueChanged()
        }
    }

    /// Before the layout pass: intrinsic sizes read again, then the update-constraints phase.
    func prepareForLayout() {
        if !pendingAutoresizing.isEmpty {
            let pending = pendingAutoresizing
            pendingAutoresizing = []
            for case let v? in pending.map(\.view) {
                if let n = existingNode(for: v), n.needsAutoresizing { addAutoresizing(n, v) }
            }
        }
        if !intrinsicDirty.isEmpty {
            let dirty = intrinsicDirty
            intrinsicDirty = []
            for case let v? in dirty.map(\.view) { v._intrinsicDirty = false; refreshContentSize(v) }
        }
        if !updateQueue.isEmpty { runUpdateConstraintsPhase() }
        drain()
    }
}

/// A weak reference to a view in a queue.
struct _UIWeakView {
    weak var view: UIView?
}

/// A linear expression being built: terms (merged per variable) and a constant.
struct _UIExpression {
    var terms: [LayoutTerm] = []
    var constant: Double = 0
    mutating func add(_ v: LayoutVariable, _ coefficient: Double) {
        guard coefficient != 0 else { return }
        if let i = terms.firstIndex(where: { $0.variable == v }) {
            terms[i].coefficient += coefficient
            if terms[i].coefficient == 0 { terms.remove(at: i) }
        } else {
            terms.append(LayoutTerm(v, coefficient))
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// The plain attribute a margin attribute measures on the margins guide.
    var _withoutMargin: NSLayoutConstraint.Attribute {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return self
        }
    }
}
