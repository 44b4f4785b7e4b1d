//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The Split View demo: a double-column `UISplitViewController` (a list of colours and their
/// detail). Side by side in a window at least 600 pt wide, with the sidebar button in the
/// detail's bar; collapsed into one navigation stack in a narrower one (resize the window),
/// showing the list on top.
final class SplitViewController: UIViewController, UISplitViewControllerDelegate {
    let split = UISplitViewController(style: .doubleColumn)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let list = SplitListController()
        split.setViewController(list, for: .primary)
        split.setViewController(SplitDetailController(name: "Teal", color: .systemTeal), for: .secondary)
        split.preferredDisplayMode = .oneBesideSecondary
        split.delegate = self
        addChild(split)
        split.view.frame = view.bounds
        split.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(split.view)
        split.didMove(toParent: self)
    }

    /// Collapsed, the list is on top (iOS proposes the detail).
    func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        .primary
    }
}

/// The split demo's primary column: colours; a tap shows one in the secondary column.
final class SplitListController: UITableViewController {
    let colors: [(String, UIColor)] = [("Teal", .systemTeal), ("Indigo", .systemIndigo), ("Pink", .systemPink), ("Yellow", .systemYellow)]

    init() { super.init(style: .insetGrouped); title = "Colours" }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "colour")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { colors.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "colour", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = colors[indexPath.row].0
        content.image = CatalogIcons.square(colors[indexPath.row].1)
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let (name, color) = colors[indexPath.row]
        showDetailViewController(SplitDetailController(name: name, color: color), sender: self)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

/// The split demo's secondary column: a colour filling the column.
final class SplitDetailController: UIViewController {
    let color: UIColor
    init(name: String, color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
    override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = color }
}
