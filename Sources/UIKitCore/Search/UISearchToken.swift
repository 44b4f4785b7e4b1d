//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A token in a search field (iOS 13): an icon and a title standing for a filter, with any
/// object the app attaches.
@preconcurrency @MainActor open class UISearchToken: NSObject {
    /// The token's icon.
    let _icon: UIImage?
    /// The token's title.
    let _text: String

    /// A token showing `icon` and `text`.
    public init(icon: UIImage?, text: String) {
        _icon = icon
        _text = text
        super.init()
    }

    /// The app's object for the token (nil).
    open var representedObject: Any?
}
