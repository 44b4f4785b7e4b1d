//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UITableView's nested types (style, scroll position, row animation, separator inset reference)
// and constants.

extension UITableView {
    /// The look of a table: where headers go and how sections are set apart.
    public enum Style: Int, Sendable {
        /// Section headers and footers float over the rows while their section is on screen.
        case plain = 0
        /// Sections are set apart by space; headers and footers scroll with the rows.
        case grouped = 1
        /// Grouped, with each section's rows in a rounded, inset card (iOS 13).
        case insetGrouped = 2
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Int, Sendable {
        /// The least scrolling that shows the row (none if it is fully visible).
        case none = 0
        case top = 1
        case middle = 2
        case bottom = 3
    }

    /// How inserted, deleted and reloaded rows come and go.
    public enum RowAnimation: Int, Sendable {
        case fade = 0
        case right = 1
        case left = 2
        case top = 3
        case bottom = 4
        case none = 5
        case middle = 6
        case automatic = 100
    }

    /// What a separator's insets are measured from.
    public enum SeparatorInsetReference: Int, Sendable {
        /// From the cell's edges (the default).
        case fromCellEdges = 0
        /// From the table's automatic insets (the cell's layout margins).
        case fromAutomaticInsets = 1
    }

    /// A height (or estimated height) that asks the table to work it out: `-1`, as on iOS.
    nonisolated public static let automaticDimension: CGFloat = -1

    /// Posted when the selected rows change through a user's touch (not through
    /// `selectRow`/`deselectRow`).
    nonisolated public static let selectionDidChangeNotification = Notification.Name("UITableViewSelectionDidChangeNotification")
}

/// iOS's global spelling of `UITableView.automaticDimension`.
public let UITableViewAutomaticDimension: CGFloat = -1
