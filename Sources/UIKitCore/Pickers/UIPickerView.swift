//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics

/// A view of spinning wheels (components), each a list of rows, with the selected rows in a band
/// across the middle. A `UIView`, not a `UIControl`: the delegate hears of the user's selection.
///
/// API contract only (session 24): the wheels, their look and input are being built.
@preconcurrency @MainActor open class UIPickerView: UIView {
    /// Answers how many components and rows there are. Held weakly.
    open weak var dataSource: (any UIPickerViewDataSource)?
    /// Gives rows' content and sizes and hears of selection. Held weakly.
    open weak var delegate: (any UIPickerViewDelegate)?
    /// Ignored since iOS 7 (the band is always shown); kept for source compatibility.
    open var showsSelectionIndicator: Bool = true

    /// Set by the delegate protocols' default implementations: tells the picker a method was not
    /// implemented by the delegate.
    package var _defaultAnswered = false

    package var _selectedRows: [Int] = []

    /// The number of components, from the data source (0 without one).
    open var numberOfComponents: Int {
        guard let dataSource else { return 0 }
        return max(0, dataSource.numberOfComponents(in: self))
    }

    /// The number of rows in `component`, from the data source.
    open func numberOfRows(inComponent component: Int) -> Int {
        guard let dataSource, component >= 0, component < numberOfComponents else { return 0 }
        return max(0, dataSource.pickerView(self, numberOfRowsInComponent: component))
    }

    /// The size of a row of `component`: the delegate's width and row height.
    open func rowSize(forComponent component: Int) -> CGSize { .zero }

    /// The view the delegate gave for a visible row, or nil.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? { nil }

    /// Asks the data source and delegate again for every component.
    open func reloadAllComponents() {}

    /// Asks the data source and delegate again for `component`.
    open func reloadComponent(_ component: Int) {}

    /// Turns `component`'s wheel to `row`, animated or at once. Calls no delegate method.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard component >= 0 else { return }
        while _selectedRows.count <= component { _selectedRows.append(0) }
        _selectedRows[component] = row
    }

    /// The selected row of `component`, or -1 if none is selected.
    open func selectedRow(inComponent component: Int) -> Int {
        guard component >= 0, component < numberOfComponents, numberOfRows(inComponent: component) > 0 else { return -1 }
        return component < _selectedRows.count ? _selectedRows[component] : 0
    }
}
