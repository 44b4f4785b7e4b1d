//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A search controller's view: it spans its container and shows, below the search bar, the
/// dimming view (while the content is obscured and no results show) and the results
/// controller's view (while they show). Touches elsewhere pass through to what is below.
@MainActor final class _UISearchControllerView: UIView {
    unowned let controller: UISearchController
    /// Dims the content; a tap on it ends the search.
    let dimmingView = UIView()

    /// The dimming colour (⚠ iOS's exact shade is unsourced).
    static let dimmingColor = UIColor(white: 0, alpha: 0.2)

    init(controller: UISearchController) {
        self.controller = controller
        super.init(frame: .zero)
        dimmingView.backgroundColor = Self.dimmingColor
        dimmingView.accessibilityIdentifier = "UISearchController.dimmingView"
        let tap = UITapGestureRecognizer()
        tap.addAction { [weak self] g in
            guard g.state == .ended, let c = self?.controller else { return }
            c.isActive = false
        }
        dimmingView.addGestureRecognizer(tap)
        addSubview(dimmingView)
    }

    required init?(coder: NSCoder) { return nil }

    /// Hits on this view itself (outside the dimming and results views) go to what is below.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }

    /// Where the covered area starts: the search bar's bottom edge in this view (0 when the bar
    /// is elsewhere).
    var coveredTop: CGFloat {
        let bar = controller.searchBar
        guard bar.window != nil, bar.window === window else { return 0 }
        let r = bar.convert(bar.bounds, to: self)
        return min(bounds.maxY, max(bounds.minY, r.maxY))
    }

    func _resultsVisibilityDidChange() {
        setNeedsLayout()
        layoutIfNeeded()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let top = coveredTop
        let area = CGRect(x: bounds.minX, y: top, width: bounds.width, height: max(0, bounds.maxY - top))
        let showsResults = controller._showsResults
        dimmingView.frame = area
        dimmingView.isHidden = !controller.obscuresBackgroundDuringPresentation || (showsResults && controller.searchResultsController != nil)
        guard let results = controller.searchResultsController else { return }
        if showsResults {
            let rv = results.view!
            if rv.superview !== self { addSubview(rv) }
            rv.frame = area
        } else if let rv = results.viewIfLoaded, rv.superview === self {
            rv.removeFromSuperview()
        }
    }
}
