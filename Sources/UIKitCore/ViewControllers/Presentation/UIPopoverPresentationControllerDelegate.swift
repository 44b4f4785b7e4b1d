//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// Hears about a popover: its preparation, the user tapping outside it, and its move when the
/// window changes size, besides the adaptive and dismissal messages of
/// `UIAdaptivePresentationControllerDelegate`. Set it as the popover controller's `delegate`.
/// Every method is optional.
///
/// A tap outside a popover: `presentationControllerShouldDismiss(_:)` and
/// `popoverPresentationControllerShouldDismissPopover(_:)` (either false, or the presented
/// controller's `isModalInPresentation`, keeps it and sends
/// `presentationControllerDidAttemptToDismiss(_:)`), `presentationControllerWillDismiss(_:)`,
/// the dismissal, `presentationControllerDidDismiss(_:)`, then
/// `popoverPresentationControllerDidDismissPopover(_:)`. None are sent for `dismiss(animated:)`.
@preconcurrency @MainActor public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be presented: a last chance to set its source.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether a tap outside may dismiss the popover (true by default; deprecated in iOS 13 in
    /// favour of `presentationControllerShouldDismiss(_:)`).
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    /// A tap outside dismissed the popover (deprecated in iOS 13 in favour of
    /// `presentationControllerDidDismiss(_:)`).
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
    /// The window changed size: change `rect` (in `view`'s coordinates) or `view` to move the
    /// popover's source. On Linux `view` is an `UnsafeMutablePointer` (Apple's is an
    /// `AutoreleasingUnsafeMutablePointer`, which exists only with Objective-C).
    func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                       willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                       in view: UnsafeMutablePointer<UIView>)
}

extension UIPopoverPresentationControllerDelegate {
    /// Does nothing.
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    /// Returns true.
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    /// Does nothing.
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
    /// Does nothing.
    public func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                              willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                              in view: UnsafeMutablePointer<UIView>) {}
}
