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

    /// The traits of the cell's environment (size classes, interface style, content size category).
    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled. On Linux: set when the cell's user interaction is off.
    public var isDisabled = false
    /// Whether the cell is highlighted (a touch is down on it).
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell has focus. On Linux: never set by the cell (there is no focus engine).
    public var isFocused = false
    /// Whether the table is in editing mode.
    public var isEditing = false
    /// Whether the cell's item is expanded in an outline. On Linux: never set by a table cell.
    public var isExpanded = false
    /// Whether the cell's swipe actions are showing.
    public var isSwiped = false
    /// Whether the cell is being moved by its reorder control.
    public var isReordering = false
    /// Where the cell is in a drag. On Linux: always `.none` (tables have no drag and drop).
    public var cellDragState: DragState = .none
    /// Whether the cell is a drop target. On Linux: always `.none` (tables have no drag and drop).
    public var cellDropState: DropState = .none
    var _custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with `traitCollection` and every flag off.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    /// The app-defined value stored under `key` (nil when there is none).
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { _custom[key] }
        set { _custom[key] = newValue }
    }
}
