//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// What a picker view asks to know how many wheels (components) it has and how many rows each
/// one holds. Both methods are required, as on iOS.
@preconcurrency @MainActor public protocol UIPickerViewDataSource: AnyObject {
    /// The number of components (wheels) the picker shows.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows in `component`.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
