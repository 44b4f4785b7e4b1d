//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Collapsing into one navigation stack when the window becomes horizontally compact, and
// expanding back; the classic API's controllers.

extension UISplitViewController {
    /// Classic style: makes `vcs` ([primary, secondary]) the children; while collapsed, the
    /// secondary is collapsed onto the primary at once.
    func _setClassic(_ vcs: [UIViewController]) {
        var new: [UIViewController] = []
        for vc in vcs where !new.contains(where: { $0 === vc }) {
            if vc === self {
                UIKitLog.error("UISplitViewController: a split view controller can't be its own column; left out", category: "UISplitViewController")
                continue
            }
            new.append(vc)
        }
        let old = _classic
        _classic = new
        for vc in old where !new.contains(where: { $0 === vc }) {
            vc.willMove(toParent: nil)
            vc.viewIfLoaded?.removeFromSuperview()
            vc.removeFromParent()
        }
        for vc in new where vc._parent !== self {
            addChild(vc)
            vc.didMove(toParent: self)
        }
        if _collapsedState == true, new.count > 1 { _collapseClassic() }
        viewIfLoaded?.setNeedsLayout()
    }

    /// The window became horizontally compact: the columns become one stack.
    func _collapseIntoOneStack() {
        if style == .unspecified {
            _collapseClassic()
        } else {
            _collapseColumns()
        }
    }

    /// Classic: the delegate may pick the primary and deal with the secondary; else a
    /// navigation controller primary takes the secondary (its pages, if it is a navigation
    /// controller) on its stack, and any other primary drops it. `viewControllers` is then [primary].
    func _collapseClassic() {
        guard var primary = _classic.first else { return }
        if let p = delegate?.primaryViewController(forCollapsing: self), p !== primary {
            _classic[0] = p
            primary.willMove(toParent: nil)
            primary.viewIfLoaded?.removeFromSuperview()
            primary.removeFromParent()
            addChild(p)
            p.didMove(toParent: self)
            primary = p
        }
        guard _classic.count > 1 else { return }
        let secondary = _classic[1]
        _collapse.classicSecondary = secondary
        let nav = primary as? UINavigationController
        _collapse.primaryCount = nav?.viewControllers.count ?? 0
        // The secondary leaves the split view controller before its pages move.
        _classic = [primary]
        secondary.willMove(toParent: nil)
        secondary.viewIfLoaded?.removeFromSuperview()
        secondary.removeFromParent()
        if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) == true { return }
        guard let nav else { return }
        if let inner = secondary as? UINavigationController {
            let pages = inner.viewControllers
            inner.setViewControllers([], animated: false)
            nav.setViewControllers(nav.viewControllers + pages, animated: false)
        } else if nav._isPushable(secondary) {
            nav.setViewControllers(nav.viewControllers + [secondary], animated: false)
        }
    }

    /// Column style: with a `.compact` controller, it is shown instead; else the delegate picks
    /// the top column (`.secondary` proposed) and the primary's navigation controller takes the
    /// pages of the columns up to it.
    func _collapseColumns() {
        defer {
            _placeDisplayModeButton()
            delegate?.splitViewControllerDidCollapse(self)
        }
        if let compact = _columnNavs[.compact] {
            if compact._parent !== self { addChild(compact); compact.didMove(toParent: self) }
            _collapse = _UISplitCollapseRecord()
            return
        }
        guard let primary = _columnNavs[.primary] as? UINavigationController else { return }
        let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
        var record = _UISplitCollapseRecord()
        record.primaryCount = primary.viewControllers.count
        var pages = primary.viewControllers
        if style == .tripleColumn, top != .primary, let supp = _columnNavs[.supplementary] as? UINavigationController {
            record.supplementary = supp.viewControllers
            supp.setViewControllers([], animated: false)
            pages += record.supplementary
        }
        if top == .secondary, let sec = _columnNavs[.secondary] as? UINavigationController {
            record.secondary = sec.viewControllers
            sec.setViewControllers([], animated: false)
            pages += record.secondary
        }
        _collapse = record
        primary.setViewControllers(pages, animated: false)
    }

    /// The window became horizontally regular: the stack is split into the columns again.
    func _expand() {
        if style == .unspecified {
            _expandClassic()
        } else {
            _expandColumns()
            _placeDisplayModeButton()
        }
        _collapse = _UISplitCollapseRecord()
    }

    /// Classic: the delegate may give the primary and the secondary; else the pages pushed
    /// above the primary's own go back to the secondary (or become it), and without any the
    /// secondary from before collapsing comes back.
    func _expandClassic() {
        guard var primary = _classic.first else { return }
        if let p = delegate?.primaryViewController(forExpanding: self), p !== primary {
            _setClassic([p])
            primary = p
        }
        var secondary = delegate?.splitViewController(self, separateSecondaryFrom: primary)
        if secondary == nil, let nav = primary as? UINavigationController {
            let stack = nav.viewControllers
            let keep = min(max(1, _collapse.primaryCount), stack.count)
            let pushed = Array(stack[keep...])
            if !pushed.isEmpty {
                nav.setViewControllers(Array(stack[..<keep]), animated: false)
                if let inner = _collapse.classicSecondary as? UINavigationController {
                    inner.setViewControllers(pushed, animated: false)
                    secondary = inner
                } else if pushed.count == 1 {
                    secondary = pushed[0]
                } else {
                    secondary = UINavigationController()
                    (secondary as? UINavigationController)?.setViewControllers(pushed, animated: false)
                }
            }
        }
        if secondary == nil, let old = _collapse.classicSecondary {
            if let inner = old as? UINavigationController, inner.viewControllers.isEmpty, let nav = primary as? UINavigationController {
                // (its pages were popped while collapsed: it shows its root again)
                let rootIndex = _collapse.primaryCount
                if rootIndex < nav.viewControllers.count { inner.setViewControllers([nav.viewControllers[rootIndex]], animated: false) }
            }
            secondary = old
        }
        _setClassic([primary] + (secondary.map { [$0] } ?? []))
        if displayMode == .oneOverSecondary || displayMode == .twoOverSecondary { _displayModeState = preferredDisplayMode }
    }

    /// Column style: the delegate may change the display mode; the primary navigation
    /// controller's pages beyond its own go back to the supplementary and secondary columns.
    func _expandColumns() {
        let proposed = preferredDisplayMode == .automatic ? _automaticDisplayMode : preferredDisplayMode
        let mode = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed
        _displayModeState = mode == proposed ? preferredDisplayMode : mode
        defer { delegate?.splitViewControllerDidExpand(self) }
        guard _columnNavs[.compact] == nil || !_collapse.secondary.isEmpty || !_collapse.supplementary.isEmpty,
              let primary = _columnNavs[.primary] as? UINavigationController else { return }
        let stack = primary.viewControllers
        let keep = min(max(1, _collapse.primaryCount), stack.count)
        var rest = Array(stack[keep...])
        primary.setViewControllers(Array(stack[..<keep]), animated: false)
        if style == .tripleColumn, let supp = _columnNavs[.supplementary] as? UINavigationController, supp.viewControllers.isEmpty || !rest.isEmpty {
            let n = max(1, _collapse.supplementary.count)
            let pages = rest.isEmpty ? _collapse.supplementary : Array(rest.prefix(n))
            rest = Array(rest.dropFirst(pages.count))
            if !pages.isEmpty { supp.setViewControllers(pages, animated: false) }
        }
        if let sec = _columnNavs[.secondary] as? UINavigationController {
            let pages = rest.isEmpty ? (sec.viewControllers.isEmpty ? _collapse.secondary : []) : rest
            if !pages.isEmpty { sec.setViewControllers(pages, animated: false) }
        }
    }

    /// `show(_:)` while collapsed: back to the primary's (or supplementary's) pages, or the
    /// secondary's pages pushed when they were left out of the stack.
    func _showCollapsed(_ column: Column) {
        guard let nav = _columnNavs[.primary] as? UINavigationController, _columnNavs[.compact] == nil else { return }
        let stack = nav.viewControllers
        let keep: Int
        switch column {
        case .primary: keep = max(1, _collapse.primaryCount)
        case .supplementary: keep = max(1, _collapse.primaryCount) + max(1, _collapse.supplementary.count)
        case .secondary:
            guard let sec = _columnNavs[.secondary] as? UINavigationController, !sec.viewControllers.isEmpty else { return }
            let pages = sec.viewControllers
            _collapse.secondary = pages
            sec.setViewControllers([], animated: false)
            return nav.setViewControllers(stack + pages, animated: true)
        case .compact: return
        }
        if keep < stack.count { nav.popToViewController(stack[keep - 1], animated: true) }
    }
}
