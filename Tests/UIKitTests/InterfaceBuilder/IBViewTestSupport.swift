//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//


import Foundation
@testable import UIKitCore
import UIKit

/// A File's Owner for the view decoding tests: outlets to the views, a table and collection
/// data source over `rows`, and an action log.
@MainActor final class IBViewsOwner: UIResponder, UITableViewDataSource, UICollectionViewDataSource {
    var outlets: [String: AnyObject] = [:]
    /// The document's top-level objects (kept, as an app keeps its root view).
    var topLevelObjects: [Any] = []
    var rows = ["Ada", "Grace", "Linus"]
    var log: [String] = []
    /// The reuse identifier the table's rows use (by row index; the rest use the last).
    var tableIdentifiers = ["NameCell"]

    func segmentChanged(_ sender: UISegmentedControl) { log.append("segment:\(sender.selectedSegmentIndex)") }
    func configurationTapped() { log.append("configuration") }

    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "table", "collection", "segments", "textView", "configurationButton", "attributedLabel", "helper",
             "pageControl", "progress", "spinner", "scroll", "search", "effect", "toolbar", "stepper":
            outlets[key] = value as AnyObject?
        default: super.setValue(value, forKey: key)
        }
    }

    override func _actionHandler(for action: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
        switch action.name {
        case "segmentChanged:": return { [unowned self] sender, _ in self.segmentChanged(sender as! UISegmentedControl) }
        case "configurationTapped": return { [unowned self] _, _ in self.configurationTapped() }
        case "cellSwitchChanged:": return { [unowned self] sender, _ in self.log.append("switch:\((sender as? UISwitch)?.isOn == true)") }
        default: return super._actionHandler(for: action)
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let identifier = tableIdentifiers[min(indexPath.row, tableIdentifiers.count - 1)]
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        if let named = cell as? IBNameCell { named.nameLabel?.text = rows[indexPath.row] } else {
            cell.textLabel?.text = rows[indexPath.row]
            cell.detailTextLabel?.text = "row \(indexPath.row)"
        }
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { rows.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
    }
}

/// A data source made by a document as a `<customObject>`.
@MainActor final class IBListDataSource: NSObject, _UINibInstantiable, UITableViewDataSource {
    static var made = 0
    override init() {
        IBListDataSource.made += 1
        super.init()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Plain", for: indexPath)
        cell.textLabel?.text = "Item \(indexPath.row)"
        return cell
    }
}

/// A view with one inspectable property, for the runtime attribute failure message.
@MainActor final class IBBadgeView: UIView {
    var badgeText: String?

    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "badgeText": badgeText = value as? String
        default: super.setValue(value, forKey: key)
        }
    }
}
