//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The state of a view that configurations read: traits and the basic interaction flags.
public struct UIViewConfigurationState: UIConfigurationState, Hashable, @unchecked Sendable {
    /// The traits of the view's environment (size classes, interface style, content size category).
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled. On Linux: a header/footer view sets it when its user
    /// interaction is off.
    public var isDisabled = false
    /// Whether the view is highlighted (a touch is down on it).
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view has focus. On Linux: never set by a header/footer view (there is no focus
    /// engine).
    public var isFocused = false
    var _custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with `traitCollection` and every flag off.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    /// The app-defined value stored under `key` (nil when there is none).
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { _custom[key] }
        set { _custom[key] = newValue }
    }
}
