//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// An item source that makes its item late: the share sheet lists activities from
/// `placeholderItem`, and once one is chosen asks the provider for `item` (override it; during
/// the call `activityType` is the chosen activity's). An `Operation`, as on iOS; the share sheet
/// reads `item` on the main thread here, before the activity is prepared.
open class UIActivityItemProvider: Operation, @unchecked Sendable, UIActivityItemSource {
    /// The stand-in given at creation.
    public let placeholderItem: Any?
    /// The activity the item is being made for (set while the share sheet asks for `item`).
    public private(set) var activityType: UIActivity.ActivityType?
    private var produced: Any?

    /// A provider whose placeholder is `placeholderItem`.
    public init(placeholderItem: Any) {
        self.placeholderItem = placeholderItem
        super.init()
    }

    /// The real item (override it); the placeholder by default.
    open var item: Any { placeholderItem ?? NSNull() }

    /// Makes the item (when run as an operation).
    open override func main() { produced = item }

    /// The placeholder.
    @MainActor public func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any {
        placeholderItem ?? NSNull()
    }

    /// The item for `activityType`: `item`, read with `activityType` set.
    @MainActor public func activityViewController(_ activityViewController: UIActivityViewController,
                                                  itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
        self.activityType = activityType
        if produced == nil { main() }
        return produced
    }
}
