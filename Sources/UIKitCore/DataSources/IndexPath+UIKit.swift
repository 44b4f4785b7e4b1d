//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UIKit's additions to Foundation's IndexPath: a table's rows and a collection's items are
// two-element index paths, [section, row] (or [section, item]).
extension IndexPath {
    /// An index path for a row in a table view's section.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// An index path for an item in a collection view's section.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The section (the first index). Reading it from an index path of fewer than two indexes
    /// traps on iOS; here it reads as 0 for an empty path.
    public var section: Int {
        get { isEmpty ? 0 : self[0] }
        set { if isEmpty { self = IndexPath(indexes: [newValue, 0]) } else { self[0] = newValue } }
    }

    /// The row in the section (the second index).
    public var row: Int {
        get { count < 2 ? 0 : self[1] }
        set { if count < 2 { self = IndexPath(indexes: [section, newValue]) } else { self[1] = newValue } }
    }

    /// The item in the section (the second index; the same as `row`).
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
