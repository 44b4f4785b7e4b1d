//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// One variant a page shows, as Apple's UIKitCatalog pages list theirs ("Default", "Tinted",
/// "Custom"…): a section headed `title`, one row holding `view`, and an optional footer.
struct CatalogCase {
    /// The section's header.
    let title: String
    /// What the row shows (made once by the page; the table keeps it, as a static cell).
    let view: UIView
    /// A note under the row (what to try, what differs from iOS).
    var footer: String?
    /// How the view sits in its row: `false` keeps its own size, centred; `true` stretches it
    /// across the row's margins (sliders, text fields, stacks).
    var fills: Bool

    init(_ title: String, _ view: UIView, footer: String? = nil, fills: Bool = false) {
        self.title = title
        self.view = view
        self.footer = footer
        self.fills = fills
    }
}

/// The base of the catalog's control pages, in the structure of Apple's sample: an inset-grouped
/// table with a section per `CatalogCase`, each row a static cell that holds the case's view,
/// placed by Auto Layout and sized by it (self-sizing rows). A page overrides `makeCases()`
/// (called once, in `viewDidLoad`) and wires its controls there; rows are not selectable.
class CatalogCasesViewController: UITableViewController {
    /// The page's cases, in order (set from `makeCases()` when the view loads).
    private(set) var cases: [CatalogCase] = []
    /// One cell per case, made once.
    private var cells: [UITableViewCell] = []

    init() {
        super.init(style: .insetGrouped)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// The page's cases; a subclass overrides this and makes its controls here.
    func makeCases() -> [CatalogCase] { [] }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.allowsSelection = false
        tableView.accessibilityIdentifier = "page.\(CatalogPage.of(self)?.rawValue ?? "cases")"
        cases = makeCases()
        cells = cases.map(Self.cell(for:))
    }

    /// A static cell holding `c.view` inside its content view's margins (8 pt above and below).
    static func cell(for c: CatalogCase) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.selectionStyle = .none
        let v = c.view
        v.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(v)
        let m = cell.contentView.layoutMarginsGuide
        var constraints = [
            v.topAnchor.constraint(equalTo: m.topAnchor, constant: 4),
            v.bottomAnchor.constraint(equalTo: m.bottomAnchor, constant: -4),
        ]
        if c.fills {
            constraints += [v.leadingAnchor.constraint(equalTo: m.leadingAnchor), v.trailingAnchor.constraint(equalTo: m.trailingAnchor)]
        } else {
            constraints += [
                v.centerXAnchor.constraint(equalTo: m.centerXAnchor),
                v.leadingAnchor.constraint(greaterThanOrEqualTo: m.leadingAnchor),
                v.trailingAnchor.constraint(lessThanOrEqualTo: m.trailingAnchor),
            ]
        }
        NSLayoutConstraint.activate(constraints)
        return cell
    }

    /// A row of `control` and, after it, `label` (the value it shows, in monospaced digits,
    /// secondary colour), as one view for a case.
    static func withValue(_ control: UIView, _ label: UILabel, labelWidth: CGFloat = 64) -> UIView {
        label.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
        label.textColor = .secondaryLabel
        label.textAlignment = .right
        label.widthAnchor.constraint(equalToConstant: labelWidth).isActive = true
        let row = UIStackView(arrangedSubviews: [control, label])
        row.spacing = 12
        row.alignment = .center
        return row
    }

    /// The row holding `view` (nil if no case shows it).
    func indexPath(of view: UIView) -> IndexPath? {
        cases.firstIndex { view.isDescendant(of: $0.view) }.map { IndexPath(row: 0, section: $0) }
    }

    // MARK: Data source

    override func numberOfSections(in tableView: UITableView) -> Int { cases.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { cases[section].title }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { cases[section].footer }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { cells[indexPath.section] }

    /// No row can be edited: a sideways swipe on a row (the Page Control page's pager) shows no
    /// Delete action. (iOS offers swipe-to-delete only when the data source implements
    /// `tableView(_:commit:forRowAt:)`; this port offers it for every editable row.)
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
}
