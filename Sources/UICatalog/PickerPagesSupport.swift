//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

// What the Pickers pages share: a colour swatch of a fixed size.

extension CatalogCasesViewController {
    /// Makes `view` a swatch: `side` points square, rounded by `radius`, with a hairline edge so
    /// that a colour like the background still shows. The size gives way (priority 999) while
    /// the row is still 0 pt high, before it sizes itself.
    static func makeSwatch(_ view: UIView, side: CGFloat, radius: CGFloat) {
        view.layer.cornerRadius = radius
        view.layer.borderWidth = 1
        view.layer.borderColor = UIColor.separator.cgColor
        view.translatesAutoresizingMaskIntoConstraints = false
        let constraints = [view.widthAnchor.constraint(equalToConstant: side), view.heightAnchor.constraint(equalToConstant: side)]
        for c in constraints { c.priority = UILayoutPriority(999) }
        NSLayoutConstraint.activate(constraints)
    }
}
