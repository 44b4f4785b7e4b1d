//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The look of a toolbar: background and shadow (from `UIBarAppearance`) and its buttons.
@preconcurrency @MainActor open class UIToolbarAppearance: UIBarAppearance {
    /// Plain buttons.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// `.done` buttons.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    public override init() { super.init() }
    public override init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }
    /// Archives are not supported on Linux (exists so iOS subclasses compile).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let c = UIToolbarAppearance(barAppearance: self)
        c.buttonAppearance = buttonAppearance.copy() as! UIBarButtonItemAppearance
        c.doneButtonAppearance = doneButtonAppearance.copy() as! UIBarButtonItemAppearance
        return c
    }
}
