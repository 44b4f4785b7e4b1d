//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A description of a view's content (text, image, layout) that can make the view showing it,
/// so cells can be configured by value and restyled per state.
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// This configuration as it should look in `state` (a selected cell's colours, say).
    func updated(for state: any UIConfigurationState) -> Self
}

/// Shows `config` in `contentView`: in `existing` when it supports the configuration, else in a
/// new view from `makeContentView()`, pinned to the content view's edges (the bottom at 999 so
/// a self-sizing row's height can win while it is estimated). Returns the view showing it.
@MainActor func _installContentConfiguration(_ config: any UIContentConfiguration, in contentView: UIView,
                                            replacing existing: (any UIView & UIContentView)?) -> any UIView & UIContentView {
    if let existing, existing.supports(config) {
        existing.configuration = config
        return existing
    }
    existing?.removeFromSuperview()
    let v = config.makeContentView()
    v.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(v)
    let bottom = v.bottomAnchor.constraint(equalTo: contentView.bottomAnchor)
    bottom.priority = UILayoutPriority(999)
    NSLayoutConstraint.activate([
        v.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        v.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        v.topAnchor.constraint(equalTo: contentView.topAnchor),
        bottom,
    ])
    return v
}
