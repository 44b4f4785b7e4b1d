//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// One dragged thing: its data (an `NSItemProvider`), an optional object for drops inside
/// the app, and an optional preview.
@preconcurrency @MainActor open class UIDragItem: NSObject {
    /// The data of the item, loaded by the destination.
    public let itemProvider: NSItemProvider
    /// Any object the app attaches, seen only by drops inside the app (nil elsewhere).
    open var localObject: Any?
    /// Makes the preview shown while the item is dragged (nil: the lifted view's snapshot).
    open var previewProvider: (() -> UIDragPreview?)?

    /// An item whose data `itemProvider` gives.
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}
