//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// Adapts a presentation to the environment and hears about the user dismissing a sheet by
/// swiping it down. Every method is optional (default implementations); on iOS the protocol is
/// `@objc` with optional methods.
///
/// The dismissal messages come only from the user's swipe, never from `dismiss(animated:)`:
/// `presentationControllerShouldDismiss(_:)` → `presentationControllerWillDismiss(_:)` → (the
/// swipe may still be cancelled) → `presentationControllerDidDismiss(_:)`. When the controller's
/// `isModalInPresentation` is true or `presentationControllerShouldDismiss(_:)` returns false,
/// only `presentationControllerDidAttemptToDismiss(_:)` is sent.
@preconcurrency @MainActor public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to use instead of the presentation's in a compact-width environment (`.none`
    /// keeps the style). The default, `.automatic`, lets the system decide.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to use in the environment `traitCollection` (the default asks
    /// `adaptivePresentationStyle(for:)`). On Linux: only the system sheet styles ask, when the
    /// window is narrow; `.fullScreen` and `.overFullScreen` both give an over-full-screen look.
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// Whether a swipe-down may dismiss the sheet (true by default).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The user's swipe is dismissing the sheet (it may still be cancelled).
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The user dismissed the sheet (after the animation and the appearance callbacks).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss a sheet that refuses (`isModalInPresentation`, or
    /// `presentationControllerShouldDismiss(_:)` returned false).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Returns `.automatic`.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .automatic }
    /// Returns `adaptivePresentationStyle(for:)`.
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    /// Returns true.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
