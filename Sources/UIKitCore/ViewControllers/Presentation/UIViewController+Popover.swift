//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Presenting a `.popover` controller: its delegate's preparation, the adaptation to a sheet in
// a compact-width window, and the refusal without a source.

extension UIViewController {
    /// The presentation controller for presenting this `.popover` controller from `presenter`:
    /// the popover controller, or its adaptive sheet in a compact-width window (unless the
    /// delegate keeps the popover with `.none`). Nil, with iOS's message logged, when a popover
    /// has no source.
    func _popoverPresentation(presenting presenter: UIViewController, from source: UIViewController) -> UIPresentationController? {
        let earlier = _modal?.presentationController
        let popover: UIPopoverPresentationController
        if let p = _modal?.popover ?? (earlier as? UIPopoverPresentationController) {
            popover = p
        } else {
            popover = UIPopoverPresentationController(presentedViewController: self, presenting: presenter)
            popover.delegate = earlier?.delegate
        }
        _modalState.popover = popover
        popover.presentationStyle = .popover
        popover.presentingViewController = presenter
        let popoverDelegate = popover.delegate as? UIPopoverPresentationControllerDelegate
        popoverDelegate?.prepareForPopoverPresentation(popover)
        if let w = presenter.viewIfLoaded?.window, w.bounds.width < UISheetPresentationController.regularWidth,
           popover.delegate?.adaptivePresentationStyle(for: popover, traitCollection: w.traitCollection) != UIModalPresentationStyle.none {
            if let alert = self as? UIAlertController, alert.preferredStyle == .actionSheet {
                // An action sheet keeps its own look: over the full screen, cards at the bottom.
                let full = _UIPresentationFullScreenController(presentedViewController: self, presenting: presenter)
                full.presentationStyle = .overFullScreen
                full.delegate = popover.delegate
                return full
            }
            let sheet = popover.adaptiveSheetPresentationController
            sheet.delegate = popover.delegate
            sheet.presentationStyle = .popover
            sheet.presentingViewController = presenter
            popover.arrowDirection = .unknown
            return sheet
        }
        guard popover._hasSource else {
            if let alert = self as? UIAlertController, alert.preferredStyle == .actionSheet {
                UIKitLog.error("Your application has presented a UIAlertController (\(Self._modalTag(self))) of style UIAlertControllerStyleActionSheet from \(String(describing: type(of: source))) (\(Self._modalTag(source))). The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. You must provide location information for this popover through the alert controller's popoverPresentationController. You must provide either a sourceView and sourceRect or a barButtonItem.  If this information is not known when you present the alert controller, you may provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation.", category: "UIViewController")
            } else {
                UIKitLog.error("UIPopoverPresentationController (<UIPopoverPresentationController: 0x\(String(UInt(bitPattern: ObjectIdentifier(popover).hashValue), radix: 16))>) should have a non-nil sourceView or barButtonItem set before the presentation occurs.", category: "UIViewController")
            }
            return nil
        }
        return popover
    }
}
