//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// TextKit 2's layout manager (iOS 15). Declared so that code naming it compiles: text views
/// on Linux are TextKit 1 views, so `UITextView.textLayoutManager` is nil (as on iOS once a
/// view's `layoutManager` has been used) and code falls back to `layoutManager`. See the
/// porting table.
@preconcurrency @MainActor open class NSTextLayoutManager: NSObject {
    /// A layout manager with no container.
    public override init() {
        super.init()
    }

    /// Makes a layout manager from an archive.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The container text is laid out in (stored; nothing is laid out by TextKit 2 here).
    open var textContainer: NSTextContainer?
}
