//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The Table View page: the same rows in the three table styles (a segmented control switches
/// between a plain, a grouped and an inset-grouped table), written as an iOS developer writes a
/// table today. It shows the four built-in cell styles through `textLabel` and through
/// `UIListContentConfiguration`, the accessory types and an accessory view, a self-sizing
/// paragraph, an editable list (the Edit button: delete, insert, reorder) and 10,000 numbered
/// rows whose cells say which reused cell they are.
final class TableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    enum Section: Int, CaseIterable {
        case textLabelStyles, configurationStyles, accessories, selfSizing, editable, numbered
        var title: String {
            switch self {
            case .textLabelStyles: "Cell Styles (textLabel)"
            case .configurationStyles: "Cell Styles (UIListContentConfiguration)"
            case .accessories: "Accessories"
            case .selfSizing: "Self-Sizing Text"
            case .editable: "Editable (tap Edit)"
            case .numbered: "10,000 Rows"
            }
        }
    }

    static let numberedRowCount = 10_000
    static let styles: [UITableView.Style] = [.plain, .grouped, .insetGrouped]
    static let styleNames = ["Plain", "Grouped", "Inset Grouped"]
    static let cellStyles: [(UITableViewCell.CellStyle, String)] = [(.default, "Default"), (.subtitle, "Subtitle"), (.value1, "Value 1"), (.value2, "Value 2")]
    static let accessories: [(UITableViewCell.AccessoryType, String)] = [
        (.none, "None"), (.disclosureIndicator, "Disclosure Indicator"), (.detailDisclosureButton, "Detail Disclosure Button"),
        (.checkmark, "Checkmark"), (.detailButton, "Detail Button"),
    ]
    static let fruitPool = ["Apples", "Bananas", "Cherries", "Dates", "Elderberries", "Figs", "Grapes", "Kiwis", "Lemons", "Mangoes"]
    static let longText = "A row that sizes itself to its text: numberOfLines = 0 lets the label wrap, and the table measures the cell (rowHeight is automaticDimension) so the whole paragraph fits, at any width the window has. Resize the window and the row grows or shrinks with it."

    let styleControl = UISegmentedControl(items: TableViewController.styleNames)
    let statusLabel = UILabel()
    private(set) var tables: [UITableView] = []
    /// Each table's editable rows (tables keep their own model: deleting in one leaves the others).
    private(set) var fruits: [UITableView.Style: [String]] = [:]
    private var added = 0
    private var notificationsOn = true
    private var checked = true

    var visibleTable: UITableView { tables[max(0, styleControl.selectedSegmentIndex)] }

    // MARK: View

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        editButtonItem.accessibilityIdentifier = "table.edit"
        // A bar item whose only behaviour is its menu: a tap shows it.
        let sort = UIBarButtonItem(title: "Sort", menu: UIMenu(title: "", children: [
            UIAction(title: "A to Z") { [unowned self] _ in sortFruits(ascending: true) },
            UIAction(title: "Z to A") { [unowned self] _ in sortFruits(ascending: false) },
        ]))
        sort.accessibilityIdentifier = "table.sort"
        navigationItem.rightBarButtonItems = [editButtonItem, sort]

        let header = UIView()
        // A colour of the app's own for each appearance (UIColor(dynamicProvider:)).
        header.backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.1, alpha: 1) : UIColor(red: 0.97, green: 0.97, blue: 0.98, alpha: 1) }
        header.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(header)
        styleControl.selectedSegmentIndex = 2
        styleControl.accessibilityIdentifier = "table.style"
        styleControl.addAction(UIAction { [unowned self] _ in showSelectedStyle() }, for: .valueChanged)
        styleControl.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(styleControl)
        statusLabel.text = "Tap a row, a detail button or the switch; Edit deletes, inserts and reorders."
        statusLabel.font = .systemFont(ofSize: 13)
        statusLabel.textColor = .secondaryLabel
        statusLabel.textAlignment = .center
        statusLabel.accessibilityIdentifier = "table.status"
        statusLabel.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(statusLabel)
        let hairline = UIView()
        hairline.backgroundColor = .separator
        hairline.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(hairline)

        // 360 points wide, narrower in a narrow window.
        let width = styleControl.widthAnchor.constraint(equalToConstant: 360)
        width.priority = UILayoutPriority(999)
        width.isActive = true
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            styleControl.topAnchor.constraint(equalTo: header.topAnchor, constant: 10),
            styleControl.centerXAnchor.constraint(equalTo: header.centerXAnchor),
            styleControl.leadingAnchor.constraint(greaterThanOrEqualTo: header.layoutMarginsGuide.leadingAnchor),
            styleControl.trailingAnchor.constraint(lessThanOrEqualTo: header.layoutMarginsGuide.trailingAnchor),
            statusLabel.topAnchor.constraint(equalTo: styleControl.bottomAnchor, constant: 8),
            statusLabel.leadingAnchor.constraint(equalTo: header.layoutMarginsGuide.leadingAnchor),
            statusLabel.trailingAnchor.constraint(equalTo: header.layoutMarginsGuide.trailingAnchor),
            statusLabel.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -8),
            hairline.leadingAnchor.constraint(equalTo: header.leadingAnchor),
            hairline.trailingAnchor.constraint(equalTo: header.trailingAnchor),
            hairline.bottomAnchor.constraint(equalTo: header.bottomAnchor),
            hairline.heightAnchor.constraint(equalToConstant: 1 / max(1, UIScreen.main.scale)),
        ])

        for (i, style) in Self.styles.enumerated() {
            let table = UITableView(frame: .zero, style: style)
            table.dataSource = self
            table.delegate = self
            table.accessibilityIdentifier = "table.\(["plain", "grouped", "insetGrouped"][i])"
            table.register(UITableViewCell.self, forCellReuseIdentifier: "configuration")
            table.register(NumberedCell.self, forCellReuseIdentifier: NumberedCell.identifier)
            table.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(table)
            NSLayoutConstraint.activate([
                table.topAnchor.constraint(equalTo: header.bottomAnchor),
                table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
            tables.append(table)
            fruits[style] = Array(Self.fruitPool.prefix(5))
        }
        view.bringSubviewToFront(header)
        showSelectedStyle()
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        for t in tables { t.setEditing(editing, animated: animated) }
        status(editing ? "Editing: tap − to delete, + to insert, drag ≡ to reorder" : "Done editing")
    }

    private func showSelectedStyle() {
        for (i, t) in tables.enumerated() { t.isHidden = i != styleControl.selectedSegmentIndex }
        status("Showing the \(Self.styleNames[max(0, styleControl.selectedSegmentIndex)].lowercased()) table")
    }

    func status(_ text: String) { statusLabel.text = text }

    private func section(_ s: Int) -> Section { Section(rawValue: s) ?? .numbered }

    /// The editable section's rows: the fruits, then "Add Fruit".
    private func fruitList(_ tableView: UITableView) -> [String] { fruits[tableView.style] ?? [] }

    /// A plain cell for a content configuration, its accessory cleared (a reused cell keeps the
    /// accessory its last row gave it).
    private func configurationCell(_ tableView: UITableView, _ indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "configuration", for: indexPath)
        cell.accessoryType = .none
        return cell
    }

    // MARK: UITableViewDataSource

    func numberOfSections(in tableView: UITableView) -> Int { Section.allCases.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection s: Int) -> Int {
        switch section(s) {
        case .textLabelStyles: Self.cellStyles.count
        case .configurationStyles: 4
        case .accessories: Self.accessories.count + 1
        case .selfSizing: 2
        case .editable: fruitList(tableView).count + 1
        case .numbered: Self.numberedRowCount
        }
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection s: Int) -> String? { section(s).title }

    func tableView(_ tableView: UITableView, titleForFooterInSection s: Int) -> String? {
        switch section(s) {
        case .configurationStyles: "value2 has no configuration of its own: valueCell() serves value1 and value2."
        case .editable: "Deleting in one style leaves the other tables as they were."
        case .numbered: "Only the rows on screen have cells: scroll, and the cell numbers repeat."
        default: nil
        }
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch section(indexPath.section) {
        case .textLabelStyles:
            // The classic way: a cell of a built-in style, filled through its labels.
            let (style, name) = Self.cellStyles[indexPath.row]
            let id = "style.\(style.rawValue)"
            let cell = tableView.dequeueReusableCell(withIdentifier: id) ?? UITableViewCell(style: style, reuseIdentifier: id)
            cell.textLabel?.text = name
            cell.detailTextLabel?.text = "Detail"
            if style == .default || style == .subtitle { cell.imageView?.image = CatalogIcons.square(.systemOrange) }
            return cell
        case .configurationStyles:
            let cell = configurationCell(tableView, indexPath)
            var content: UIListContentConfiguration
            switch indexPath.row {
            case 0: content = .cell(); content.text = "cell()"
            case 1: content = .subtitleCell(); content.text = "subtitleCell()"; content.secondaryText = "Secondary text below"
            case 2: content = .valueCell(); content.text = "valueCell()"; content.secondaryText = "Value"
            default:
                content = .cell(); content.text = "cell() with an image"
                content.image = CatalogIcons.square(.systemGreen)
            }
            cell.contentConfiguration = content
            return cell
        case .accessories:
            if indexPath.row == Self.accessories.count {
                let cell = tableView.dequeueReusableCell(withIdentifier: "switch") ?? {
                    let c = UITableViewCell(style: .default, reuseIdentifier: "switch")
                    let toggle = UISwitch()
                    toggle.accessibilityIdentifier = "table.switch"
                    toggle.addAction(UIAction { [unowned self] a in
                        notificationsOn = (a.sender as? UISwitch)?.isOn ?? false
                        status("Notifications \(notificationsOn ? "on" : "off")")
                    }, for: .valueChanged)
                    c.accessoryView = toggle
                    c.selectionStyle = .none
                    return c
                }()
                (cell.accessoryView as? UISwitch)?.isOn = notificationsOn
                var content = cell.defaultContentConfiguration()
                content.text = "Notifications (accessoryView)"
                cell.contentConfiguration = content
                return cell
            }
            let cell = configurationCell(tableView, indexPath)
            let (type, name) = Self.accessories[indexPath.row]
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
            cell.accessoryType = type == .checkmark && !checked ? .none : type
            return cell
        case .selfSizing:
            if indexPath.row == 0 {
                let cell = tableView.dequeueReusableCell(withIdentifier: "long") ?? UITableViewCell(style: .default, reuseIdentifier: "long")
                cell.textLabel?.text = Self.longText
                cell.textLabel?.numberOfLines = 0
                return cell
            }
            let cell = configurationCell(tableView, indexPath)
            var content = UIListContentConfiguration.subtitleCell()
            content.text = "The same through a configuration"
            content.secondaryText = "UIListContentConfiguration wraps by default (numberOfLines is 0), so this secondary text takes as many lines as it needs and the row grows to hold them."
            cell.contentConfiguration = content
            return cell
        case .editable:
            let cell = configurationCell(tableView, indexPath)
            var content = cell.defaultContentConfiguration()
            let list = fruitList(tableView)
            if indexPath.row < list.count {
                content.text = list[indexPath.row]
            } else {
                content.text = "Add Fruit"
                content.textProperties.color = .systemBlue
            }
            cell.contentConfiguration = content
            return cell
        case .numbered:
            let cell = tableView.dequeueReusableCell(withIdentifier: NumberedCell.identifier, for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row + 1)"
            cell.detailTextLabel?.text = "cell \((cell as? NumberedCell)?.serial ?? 0)"
            return cell
        }
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        section(indexPath.section) == .editable
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        section(indexPath.section) == .editable && indexPath.row < fruitList(tableView).count
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        var list = fruitList(tableView)
        switch editingStyle {
        case .delete where indexPath.row < list.count:
            let gone = list.remove(at: indexPath.row)
            fruits[tableView.style] = list
            tableView.deleteRows(at: [indexPath], with: .automatic)
            status("Deleted \(gone)")
        case .insert:
            added += 1
            let name = Self.fruitPool[(4 + added) % Self.fruitPool.count] + (added >= Self.fruitPool.count - 4 ? " \(added)" : "")
            list.append(name)
            fruits[tableView.style] = list
            tableView.insertRows(at: [IndexPath(row: list.count - 1, section: indexPath.section)], with: .automatic)
            status("Inserted \(name)")
        default:
            break
        }
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        var list = fruitList(tableView)
        guard sourceIndexPath.row < list.count else { return }
        let fruit = list.remove(at: sourceIndexPath.row)
        list.insert(fruit, at: min(destinationIndexPath.row, list.count))
        fruits[tableView.style] = list
        status("Moved \(fruit) to row \(destinationIndexPath.row + 1)")
    }

    // MARK: UITableViewDelegate

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        guard section(indexPath.section) == .editable else { return .none }
        return indexPath.row < fruitList(tableView).count ? .delete : .insert
    }

    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposed: IndexPath) -> IndexPath {
        // Fruits stay in their section, above "Add Fruit".
        let editable = Section.editable.rawValue
        if proposed.section < editable { return IndexPath(row: 0, section: editable) }
        let last = fruitList(tableView).count - 1
        if proposed.section > editable || proposed.row > last { return IndexPath(row: last, section: editable) }
        return proposed
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        switch section(indexPath.section) {
        case .accessories where Self.accessories[indexPath.row].0 == .checkmark:
            checked.toggle()
            tableView.cellForRow(at: indexPath)?.accessoryType = checked ? .checkmark : .none
            tableView.deselectRow(at: indexPath, animated: true)
            status(checked ? "Checked" : "Unchecked")
        case .editable where indexPath.row == fruitList(tableView).count:
            tableView.deselectRow(at: indexPath, animated: true)
            self.tableView(tableView, commit: .insert, forRowAt: indexPath)
        case .numbered:
            status("Selected Row \(indexPath.row + 1)")
        default:
            let cell = tableView.cellForRow(at: indexPath)
            let text = (cell?.contentConfiguration as? UIListContentConfiguration)?.text ?? cell?.textLabel?.text ?? "?"
            status("Selected “\(text)” (section \(indexPath.section), row \(indexPath.row))")
        }
    }

    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        status("Detail button of “\(Self.accessories[indexPath.row].1)” tapped")
    }

    /// The fruits swipe: trailing "Delete" (destructive) and "Flag" (normal), leading "Pin".
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard section(indexPath.section) == .editable, indexPath.row < fruitList(tableView).count else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.tableView(tableView, commit: .delete, forRowAt: indexPath)
            done(true)
        }
        let flag = UIContextualAction(style: .normal, title: "Flag") { [weak self] _, _, done in
            self?.status("Flagged \(self?.fruitList(tableView)[indexPath.row] ?? "")")
            done(false)
        }
        flag.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [delete, flag])
    }

    // MARK: Menus

    private func sortFruits(ascending: Bool) {
        for table in tables {
            fruits[table.style] = fruitList(table).sorted { ascending ? $0 < $1 : $0 > $1 }
            table.reloadSections(IndexSet(integer: Section.editable.rawValue), with: .automatic)
        }
        status(ascending ? "Sorted A to Z" : "Sorted Z to A")
    }

    /// A long press on a fruit: a preview of it above Copy, a "Move" submenu and Delete; tapping
    /// the preview "opens" it.
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        guard section(indexPath.section) == .editable, indexPath.row < fruitList(tableView).count else { return nil }
        let fruit = fruitList(tableView)[indexPath.row]
        return UIContextMenuConfiguration(identifier: fruit as NSString, previewProvider: { FruitPreviewController(fruit: fruit) }) { [weak self] _ in
            UIMenu(title: "", children: [
                UIAction(title: "Copy") { _ in self?.status("Copied \(fruit)") },
                UIMenu(title: "Move", children: [
                    UIAction(title: "To Top") { _ in self?.moveFruit(fruit, toTop: true, in: tableView) },
                    UIAction(title: "To Bottom") { _ in self?.moveFruit(fruit, toTop: false, in: tableView) },
                ]),
                UIAction(title: "Delete", attributes: .destructive) { _ in
                    guard let self, let row = self.fruitList(tableView).firstIndex(of: fruit) else { return }
                    self.tableView(tableView, commit: .delete, forRowAt: IndexPath(row: row, section: Section.editable.rawValue))
                },
            ])
        }
    }

    func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                   animator: UIContextMenuInteractionCommitAnimating) {
        let fruit = configuration.identifier as? NSString ?? "?"
        animator.addCompletion { [weak self] in self?.status("Opened \(fruit)") }
    }

    private func moveFruit(_ fruit: String, toTop: Bool, in tableView: UITableView) {
        var list = fruitList(tableView)
        guard let from = list.firstIndex(of: fruit) else { return }
        list.remove(at: from)
        let to = toTop ? 0 : list.count
        list.insert(fruit, at: to)
        fruits[tableView.style] = list
        let section = Section.editable.rawValue
        tableView.moveRow(at: IndexPath(row: from, section: section), to: IndexPath(row: to, section: section))
        status("Moved \(fruit) to the \(toTop ? "top" : "bottom")")
    }

    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard section(indexPath.section) == .editable, indexPath.row < fruitList(tableView).count else { return nil }
        let pin = UIContextualAction(style: .normal, title: "Pin") { [weak self] _, _, done in
            self?.status("Pinned \(self?.fruitList(tableView)[indexPath.row] ?? "")")
            done(false)
        }
        pin.backgroundColor = .systemBlue
        return UISwipeActionsConfiguration(actions: [pin])
    }
}

/// The numbered rows' cell: a value1 cell that knows which cell it is, so reuse shows on screen.
final class NumberedCell: UITableViewCell {
    static let identifier = "numbered"
    /// How many numbered cells exist (they are made only for rows on screen, then reused).
    static var made = 0
    let serial: Int

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        Self.made += 1
        serial = Self.made
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

/// What a fruit's context menu previews: its name, large, on a tinted card.
final class FruitPreviewController: UIViewController {
    let fruit: String
    init(fruit: String) {
        self.fruit = fruit
        super.init(nibName: nil, bundle: nil)
        preferredContentSize = CGSize(width: 300, height: 140)
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? UIColor(red: 0.25, green: 0.21, blue: 0.12, alpha: 1) : UIColor(red: 1, green: 0.96, blue: 0.85, alpha: 1) }
        addCentredLabel(fruit, font: .boldSystemFont(ofSize: 34), to: view)
    }
}
