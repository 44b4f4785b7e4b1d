//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// Where a bar sits, which decides where its background extends (Apple's raw values).
public enum UIBarPosition: Int, Sendable {
    /// Not determined yet.
    case any = 0
    /// At the bottom of its view; a toolbar's background extends down into the bottom safe area.
    case bottom = 1
    /// At the top of its view, below whatever is above it.
    case top = 2
    /// At the top of the window: the background extends up behind the status bar.
    case topAttached = 3
}

/// The style of a bar's legacy look (Apple's raw values).
public enum UIBarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
    @available(*, deprecated, message: "Use .black with isTranslucent = true")
    case blackTranslucent = 2
}

/// Which bar size an image is for (Apple's raw values).
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0
    case compact = 1
    case defaultPrompt = 101
    case compactPrompt = 102
}
