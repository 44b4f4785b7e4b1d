//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A URL a scene is asked to open, with its options.
@preconcurrency @MainActor public class UIOpenURLContext: NSObject {
    /// The URL to open.
    public let url: URL
    /// How it is to be opened.
    public let options: UIScene.OpenURLOptions
    package init(url: URL, options: UIScene.OpenURLOptions = UIScene.OpenURLOptions()) {
        self.url = url
        self.options = options
        super.init()
    }
}
