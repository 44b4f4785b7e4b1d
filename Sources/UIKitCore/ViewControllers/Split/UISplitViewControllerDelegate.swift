//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// Told about a split view controller's display mode changes, collapsing and expanding, and
/// asked to take part in them. Every method has a default implementation that lets the split
/// view controller do what iOS does.
@preconcurrency @MainActor public protocol UISplitViewControllerDelegate: AnyObject {
    /// The display mode is about to change to `displayMode` (a button tap, `preferredDisplayMode`,
    /// `show(_:)`/`hide(_:)`, a tap outside an overlaid column).
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// The display mode the display mode button switches to (`.automatic`, the default: the
    /// split view controller chooses).
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode
    /// Return true when you showed `vc` yourself for `show(_:sender:)` (default false).
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool
    /// Return true when you showed `vc` yourself for `showDetailViewController(_:sender:)` (default false).
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool
    /// The controller to keep as the primary when collapsing (classic style; nil, the default:
    /// the current primary).
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    /// The controller to use as the primary when expanding (classic style; nil, the default:
    /// the current primary).
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
    /// Return true when you dealt with the secondary controller while collapsing (it is then
    /// dropped); false (the default) lets a navigation controller primary take the secondary's
    /// pages onto its stack (classic style).
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    /// The secondary controller to use when expanding (classic style; nil, the default: the
    /// pages pushed above the primary's own, or the secondary shown before collapsing).
    func splitViewController(_ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController?
    /// The column shown on top when collapsing (column style); `proposedTopColumn` is
    /// `.secondary`, the default answer.
    func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column
    /// The display mode used after expanding (column style; default: the proposed one).
    func splitViewController(_ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode
    /// The split view controller collapsed (column style).
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// The split view controller expanded (column style).
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// `column` is about to be shown (column style).
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// `column` is about to be hidden (column style).
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    /// The user started the swipe that shows the primary column.
    func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController)
    /// The swipe that shows the primary column ended.
    func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController)
    /// The orientations the split view controller supports (default `.allButUpsideDown`).
    func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController) -> UIInterfaceOrientationMask
    /// The orientation preferred for presenting it (default `.portrait`).
    func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: UISplitViewController) -> UIInterfaceOrientation
}

public extension UISplitViewControllerDelegate {
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode { .automatic }
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool { false }
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool { false }
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? { nil }
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? { nil }
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool { false }
    func splitViewController(_ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? { nil }
    func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        proposedTopColumn
    }
    func splitViewController(_ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode {
        proposedDisplayMode
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController) {}
    func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController) {}
    func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController) -> UIInterfaceOrientationMask { .allButUpsideDown }
    func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: UISplitViewController) -> UIInterfaceOrientation { .portrait }
}
