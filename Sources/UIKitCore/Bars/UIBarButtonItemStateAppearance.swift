//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// How bar buttons look in one state (normal, highlighted, disabled, focused).
@preconcurrency @MainActor open class UIBarButtonItemStateAppearance: NSObject {
    /// Merged over the bar's defaults (font, colour).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Moves the title from its laid-out place.
    open var titlePositionAdjustment: UIOffset = .zero
    /// Drawn behind the button (stored; not drawn yet).
    open var backgroundImage: UIImage?
    /// Moves `backgroundImage` from its place. On Linux: stored only, like the image.
    open var backgroundImagePositionAdjustment: UIOffset = .zero

    override init() { super.init() }

    func _copy() -> UIBarButtonItemStateAppearance {
        let c = UIBarButtonItemStateAppearance()
        c.titleTextAttributes = titleTextAttributes
        c.titlePositionAdjustment = titlePositionAdjustment
        c.backgroundImage = backgroundImage
        c.backgroundImagePositionAdjustment = backgroundImagePositionAdjustment
        return c
    }
}
