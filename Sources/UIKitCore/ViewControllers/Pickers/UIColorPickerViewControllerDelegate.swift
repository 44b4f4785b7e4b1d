//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Told when the user picks a colour in a `UIColorPickerViewController` and when they close it.
/// Every method is optional (the defaults do nothing).
@preconcurrency @MainActor public protocol UIColorPickerViewControllerDelegate: AnyObject {
    /// The user selected `color` (iOS 15). `continuously` is true while a gesture is still going
    /// on (a drag through the spectrum or along a slider); a continuous selection is always
    /// followed by a non-continuous one when the gesture ends. Update the UI for every call and
    /// register undo only for the non-continuous ones.
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)
    /// The user changed `selectedColor` (iOS 14; deprecated in iOS 15 for
    /// `colorPickerViewController(_:didSelect:continuously:)`, and still called with it).
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
    /// The user dismissed the picker with its close button (or Escape on a desktop); called
    /// after the picker is dismissed. For a sheet swiped down, use the presentation
    /// controller's delegate, as on iOS.
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    /// Does nothing.
    public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {}
    /// Does nothing.
    public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {}
    /// Does nothing.
    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}
