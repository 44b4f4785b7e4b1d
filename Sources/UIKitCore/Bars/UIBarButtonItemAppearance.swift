//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// How a bar's buttons of one kind (plain, done, back) look in each state; part of a
/// `UINavigationBarAppearance` or `UIToolbarAppearance`.
@preconcurrency @MainActor open class UIBarButtonItemAppearance: NSObject, @preconcurrency NSCopying {
    /// The look of enabled buttons at rest.
    open var normal = UIBarButtonItemStateAppearance()
    /// The look of buttons while pressed.
    open var highlighted = UIBarButtonItemStateAppearance()
    /// The look of disabled buttons.
    open var disabled = UIBarButtonItemStateAppearance()
    /// The look of focused buttons (keyboard focus).
    open var focused = UIBarButtonItemStateAppearance()

    /// The default look of plain buttons.
    public override init() { super.init() }

    /// The default look of buttons of `style` (`.done` is bold).
    public init(style: UIBarButtonItem.Style) {
        super.init()
        configureWithDefault(for: style)
    }

    /// Archives are not supported on Linux (exists so iOS subclasses compile).
    public required init?(coder: NSCoder) { super.init() }

    /// Resets every state to the default look of `style`.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        normal = UIBarButtonItemStateAppearance()
        highlighted = UIBarButtonItemStateAppearance()
        disabled = UIBarButtonItemStateAppearance()
        focused = UIBarButtonItemStateAppearance()
        if style == .done { normal.titleTextAttributes[.font] = UIBarButtonItem._doneFont }
    }

    /// A copy whose four state appearances are copies too (`zone` is ignored).
    open func copy(with zone: NSZone? = nil) -> Any {
        let c = UIBarButtonItemAppearance()
        c.normal = normal._copy()
        c.highlighted = highlighted._copy()
        c.disabled = disabled._copy()
        c.focused = focused._copy()
        return c
    }

    /// The state appearance for a control state (disabled wins over highlighted).
    func _state(_ s: UIControl.State) -> UIBarButtonItemStateAppearance {
        if s.contains(.disabled) { return disabled }
        if s.contains(.highlighted) { return highlighted }
        if s.contains(.focused) { return focused }
        return normal
    }
}
