//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// UIPickerView from a document: the view's attributes only. Its data source and delegate are
// outlet connections (`<outlet property="dataSource" …/>`), which the loader connects as any
// outlet once every object exists.

extension UIPickerView {
    /// Called by `init?(coder:)` after the picker's own set-up.
    func _decodeInterfaceBuilderPickerView(_ coder: NSCoder) {
        guard let coder = coder as? _UINibDecoder else { return }
        _decodeInterfaceBuilderAttributes(coder)
    }
}
