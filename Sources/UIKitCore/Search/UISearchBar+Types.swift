//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

extension UISearchBar {
    /// How a search bar's background looks (Apple's raw values).
    public enum Style: UInt, Sendable {
        /// The bar background (prominent today).
        case `default` = 0
        /// An opaque bar background behind the field.
        case prominent = 1
        /// No background: the field alone.
        case minimal = 2
    }

    /// The search bar's replaceable images (Apple's raw values).
    public enum Icon: Int, Sendable {
        /// The magnifying glass.
        case search = 0
        /// The clear button.
        case clear = 1
        /// The bookmark button.
        case bookmark = 2
        /// The results list button.
        case resultsList = 3
    }
}
