//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The rows a table shows: how many, and the cell for each.
///
/// The two counts-and-cells methods are required; every other method has a default that does
/// what iOS does when the method is not implemented.
@preconcurrency @MainActor public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section` (required).
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a visible row: dequeue one with `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// Defaults to 1.
    func numberOfSections(in tableView: UITableView) -> Int
    /// A title for the section's default header (nil: no header unless the delegate gives one).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// A title for the section's default footer (nil: no footer unless the delegate gives one).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Defaults to true: every row can be edited.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row shows a reorder control in editing mode. Defaults to false here (iOS
    /// decides by whether `moveRowAt` is implemented, which Swift cannot ask): implement it to
    /// return true where rows may move.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The titles of the section index along the trailing edge (nil: none).
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section to scroll to when the user touches the index title `title` at position `index`.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    /// The user confirmed a delete (or tapped an insert control): update the model, then call
    /// `deleteRows`/`insertRows`.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath)
    /// The user moved a row; the table has already moved it. Update the model only.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        tableView._defaultAnswered = true
        return nil
    }
    /// No title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        tableView._defaultAnswered = true
        return nil
    }
    /// True: every row can be edited.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// False: no row shows a reorder control (see the requirement for how this differs from iOS).
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// None: the table shows no section index.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// The section at `index` (one index title per section).
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                          forRowAt indexPath: IndexPath) {
        tableView._defaultAnswered = true
    }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        tableView._defaultAnswered = true
    }
}
