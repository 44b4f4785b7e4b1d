//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics

/// What a picker view asks about its rows' content and sizes, and tells when the user selects a
/// row. Every method is optional: the defaults do what iOS does when a method is not implemented
/// (a default answer marks the picker so that it knows the method was not implemented).
@preconcurrency @MainActor public protocol UIPickerViewDelegate: AnyObject {
    /// The width of `component`, in points. Default: the components share the picker's width.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of every row of `component`, in points. Default: the picker's standard row height.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The title of a row, drawn in the system font. Default nil (an empty row unless the
    /// attributed title or a view is given).
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The styled title of a row; wins over `titleForRow`. Default nil.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// A view shown centred in the row; wins over titles. `view` is a view this method returned
    /// earlier that left the screen, for reuse.
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    /// The user settled `component` on `row` (not called for `selectRow(_:inComponent:animated:)`).
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// Not implemented: the components share the picker's width.
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView._defaultAnswered = true
        return 0
    }
    /// Not implemented: the standard row height.
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        pickerView._defaultAnswered = true
        return 0
    }
    /// No title.
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        pickerView._defaultAnswered = true
        return nil
    }
    /// No attributed title.
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
        pickerView._defaultAnswered = true
        return nil
    }
    /// Not implemented: the row shows its title.
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        pickerView._defaultAnswered = true
        return view ?? UIView()
    }
    /// Does nothing.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
