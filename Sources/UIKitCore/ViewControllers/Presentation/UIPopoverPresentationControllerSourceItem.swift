//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// Something a popover can point at (iOS 16): a view or a bar button item.
@preconcurrency @MainActor public protocol UIPopoverPresentationControllerSourceItem: AnyObject {
    /// The item's frame in `referenceView`'s coordinates (nil when it isn't on screen) (iOS 17).
    func frame(in referenceView: UIView) -> CGRect?
}

extension UIView: UIPopoverPresentationControllerSourceItem {
    /// The view's bounds in `referenceView` (nil when the two are in different windows).
    public func frame(in referenceView: UIView) -> CGRect? {
        guard window != nil, window === referenceView.window else { return nil }
        return convert(bounds, to: referenceView)
    }
}

extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {
    /// The frame of the view showing the item (its custom view, or the bar's button for it) in
    /// `referenceView` (nil when it isn't in a bar on screen).
    public func frame(in referenceView: UIView) -> CGRect? {
        if let v = customView, let f = v.frame(in: referenceView) { return f }
        for w in _views { if let v = w.view, let f = v.frame(in: referenceView) { return f } }
        return nil
    }
}
