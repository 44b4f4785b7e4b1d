//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// The view a presentation happens in, holding its chrome and the presented view.
///
/// It fills the window (or, for the current-context styles, the context controller's view),
/// holds the presentation's chrome and the presented view, and keeps the presented view at
/// `frameOfPresentedViewInContainerView` when it resizes (not during a transition, where the
/// animator owns the frame).
@MainActor final class _UIPresentationContainerView: UIView {
    weak var presentation: UIPresentationController?
    /// Whether this container is counted in `UIView._styleOverrides` (while it is in a tree, its
    /// children may be elevated: trait lookups walk up instead of taking the screen's traits).
    private var _countedAsOverride = false

    /// Whether the views presented in this container are elevated content (a sheet or a popover,
    /// not a full-screen presentation): their `userInterfaceLevel` is `.elevated`.
    var _elevatesContent: Bool { presentation?._elevatesPresentedContent ?? false }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        let counted = superview != nil
        guard counted != _countedAsOverride else { return }
        _countedAsOverride = counted
        UIView._styleOverrides += counted ? 1 : -1
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let pc = presentation else { return }
        pc.containerViewWillLayoutSubviews()
        if !pc._inTransition, let v = pc.presentedView, v.superview === self {
            // Through bounds and center: a transform (a sheet pushed back by another) stays.
            let f = pc.frameOfPresentedViewInContainerView
            v.bounds.size = f.size
            v.center = CGPoint(x: f.midX, y: f.midY)
        }
        pc.containerViewDidLayoutSubviews()
    }

    /// A touch on the container itself or its chrome (the dimming) goes through when the
    /// presentation lets it.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let hit = super.hitTest(point, with: event) else { return nil }
        guard let pc = presentation else { return hit }
        if let pv = pc.presentedView, hit.isDescendant(of: pv) { return hit }
        return pc._containerPassesTouch(at: point) ? nil : hit
    }
}

/// The presentation controller of the styles that cover the whole container
/// (`.fullScreen`, `.overFullScreen`, `.currentContext`, `.overCurrentContext`, and `.custom`
/// without a delegate-supplied one): the full-screen and current-context styles take the
/// presenter's view out once the presented view covers it.
@MainActor final class _UIPresentationFullScreenController: UIPresentationController {
    override var shouldRemovePresentersView: Bool {
        presentationStyle == .fullScreen || presentationStyle == .currentContext
    }
    override var shouldPresentInFullscreen: Bool {
        presentationStyle == .fullScreen || presentationStyle == .overFullScreen
    }
}
