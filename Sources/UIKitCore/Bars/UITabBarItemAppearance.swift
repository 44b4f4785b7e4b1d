//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// How tab bar items look in each state, for one layout (stacked, inline, compact inline).
@preconcurrency @MainActor open class UITabBarItemAppearance: NSObject {
    /// The layouts of tab bar items (Apple's raw values).
    public enum Style: Int, Sendable {
        case stacked = 0, inline, compactInline
    }

    /// The look of unselected, enabled items.
    public let normal = UITabBarItemStateAppearance()
    /// The look of the selected item.
    public let selected = UITabBarItemStateAppearance()
    /// The look of disabled items.
    public let disabled = UITabBarItemStateAppearance()
    /// The look of focused items. On Linux: stored only; tab bar items don't take focus.
    public let focused = UITabBarItemStateAppearance()

    public override convenience init() { self.init(style: .stacked) }

    /// The system's default look for items in the `style` layout. On Linux the default look is the
    /// same for every style.
    public init(style: Style) {
        super.init()
    }

    /// Resets every state to the system's look for `style`.
    open func configureWithDefault(for style: Style) {
        let blank = UITabBarItemStateAppearance()
        for s in _states { s._assign(from: blank) }
    }

    /// A copy (`as! UITabBarItemAppearance`), as on iOS.
    nonisolated open override func copy() -> Any {
        MainActor.assumeIsolated { () -> UITabBarItemAppearance in
            let c = UITabBarItemAppearance()
            c._assign(from: self)
            return c
        }
    }

    var _states: [UITabBarItemStateAppearance] { [normal, selected, disabled, focused] }

    func _assign(from other: UITabBarItemAppearance) {
        for (mine, theirs) in zip(_states, other._states) { mine._assign(from: theirs) }
    }
}
