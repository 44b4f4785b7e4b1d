//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitLayoutSolver

// The layout engine's diagnostics: the unsatisfiable-constraints log, ambiguity checks and
// `systemLayoutSizeFitting` sizes.

extension _UILayoutEngine {
    // MARK: Unsatisfiable constraints (reference §8.8)

    func describe(_ owner: _UIConstraintOwner?) -> String {
        switch owner {
        case .constraint(let c): return c.description
        case .node(let n, let kind, let text):
            let addr = String(UInt(bitPattern: ObjectIdentifier(n).hashValue), radix: 16)
            return "<\(kind.className):0x\(addr) \(text)   (active)>"
        case nil: return "<constraint gone>"
        }
    }

    /// iOS's log for a required constraint that can't hold together with `conflicts`; the
    /// constraint is then broken (left out), which is the "recovery".
    func logUnsatisfiable(_ owner: _UIConstraintOwner, conflicts: [LayoutConstraintID]) {
        var involved = conflicts.map { constraintOwners.indices.contains(Int($0.index)) ? constraintOwners[Int($0.index)] : nil }
        involved.append(owner)
        var hasAutoresizing = false
        for o in involved { if case .node(_, .autoresizing, _)? = o { hasAutoresizing = true } }
        var text = """
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. 
        \tTry this: 
        \t\t(1) look at each constraint and try to figure out which you don't expect; 
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
        """
        if hasAutoresizing {
            text += "\n\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) "
        }
        text += "\n(\n" + involved.map { "    \"\(describe($0))\"" }.joined(separator: ",\n") + "\n)"
        text += "\n\nWill attempt to recover by breaking constraint \n\(describe(owner))"
        text += "\n\nMake a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\nThe methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."
        _UILayoutEngine.unsatisfiableCount += 1
        UIKitLog.error(text, category: "LayoutConstraints")
    }

    // MARK: Ambiguity

    static func anchorIsAmbiguous<T>(_ anchor: NSLayoutAnchor<T>) -> Bool {
        guard mainIsLive else { return false }
        let e = main
        let n: _UILayoutNode?
        if let v = anchor._item as? UIView { n = e.existingNode(for: v) }
        else if let g = anchor._item as? UILayoutGuide { n = e.existingNode(for: g) }
        else { n = nil }
        guard let n else { return false }
        let a = anchor._attribute
        switch a {
        case .width: return e.solver.isAmbiguous(n.w)
        case .height: return e.solver.isAmbiguous(n.h)
        default: return e.solver.isAmbiguous(anchor._axis == .horizontal ? n.x : n.y)
        }
    }

    static func viewIsAmbiguous(_ v: UIView) -> Bool {
        guard mainIsLive, let n = main.existingNode(for: v), !v.translatesAutoresizingMaskIntoConstraints else { return false }
        let s = main.solver
        return s.isAmbiguous(n.x) || s.isAmbiguous(n.y) || s.isAmbiguous(n.w) || s.isAmbiguous(n.h)
    }

    /// The active app constraints referring to `item` along `axis`.
    static func constraintsAffecting(_ item: AnyObject?, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard mainIsLive, let item else { return [] }
        let n: _UILayoutNode?
        if let v = item as? UIView { n = main.existingNode(for: v) }
        else if let g = item as? UILayoutGuide { n = main.existingNode(for: g) }
        else { n = nil }
        guard let n else { return [] }
        return n.constraints.filter { c in
            let a = c._firstAttribute
            let horizontal = a._isHorizontalLocation || a == .width
            return horizontal == (axis == .horizontal)
        }
    }

    /// How many unsatisfiable-constraint logs were written (tests read it).
    @exclusivity(unchecked) static var unsatisfiableCount = 0

    // MARK: Fitting (systemLayoutSizeFitting)

    /// The size `view`'s own constraints give it when pulled towards `target` at the given
    /// priorities, in an engine of its own (the view's frame and the main engine are untouched).
    static func fittingSize(of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        let e = _UILayoutEngine(isMain: false)
        e.fittingRoot = view
        let root = e.node(for: view)
        // The root at the origin, pulled towards the target.
        for (variable, value, priority) in [(root.x, 0.0, Float(1000)), (root.y, 0.0, Float(1000)),
                                            (root.w, Double(target.width), horizontal.rawValue),
                                            (root.h, Double(target.height), vertical.rawValue)] {
            var ex = _UIExpression()
            ex.add(variable, 1)
            ex.constant = -value
            _ = e.addToSolver(ex, relation: .equal, priority: min(1000, max(1, priority)), owner: .node(root, .system, "fitting size"))
        }
        // Every constraint installed in the subtree (they refer only to views inside it).
        var stack = [view]
        var installed: [NSLayoutConstraint] = []
        while let v = stack.popLast() {
            stack.append(contentsOf: v.subviews)
            installed.append(contentsOf: v._installedConstraints)
        }
        for c in installed where c._isActive { e.add(c) }
        // Multi-line labels wrap at the width they are given: read their heights again at it
        // (and put back what the main engine had after).
        var wrapWidths: [(UILabel, CGFloat?)] = []
        defer { for (l, w) in wrapWidths { l._engineWrapWidth = w } }
        for _ in 0..<2 {
            var changed = false
            for (_, n) in e.localNodes {
                guard let label = n.view as? UILabel, label._wrapsAtLayoutWidth, !e.translatesFrame(label) else { continue }
                let w = CGFloat(e.solver.value(of: n.w))
                if label._engineWrapWidth != w {
                    if !wrapWidths.contains(where: { $0.0 === label }) { wrapWidths.append((label, label._engineWrapWidth)) }
                    label._engineWrapWidth = w
                    e.refreshContentSize(label)
                    changed = true
                }
            }
            if !changed { break }
        }
        var size = root.rect(in: e.solver).size
        size.width = max(0, size.width); size.height = max(0, size.height)
        e.fittingRoot = nil
        return size
    }
}
