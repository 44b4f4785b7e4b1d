//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The state of a cell that its configurations are updated for: the view state plus editing,
/// swiping, reordering and drag-and-drop.
public struct UICellConfigurationState: UIConfigurationState, Hashable, @unchecked Sendable {
    /// Where a cell is in a drag.
    public enum DragState: Int, Sendable { case none = 0, lifting = 1, dragging = 2 }
    /// Whether a cell is a drop target.
    public enum DropState: Int, Sendable { case none = 0, notTargeted = 1, targeted = 2 }

    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    public var cellDragState: DragState = .none
    public var cellDropState: DropState = .none
    var _custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { _custom[key] }
        set { _custom[key] = newValue }
    }
}
