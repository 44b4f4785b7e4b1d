//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The list of pages, the catalog split view's primary column, as in Apple's UIKitCatalog
/// sample: an inset-grouped table in the sample's sections (Controls, Pickers, Views, and More
/// for the rest), each row with an icon, a subtitle and a disclosure indicator. Tapping a row
/// shows its page beside the list (wide window; the row stays selected) or pushes it (narrow
/// window; the back button or an edge swipe comes back and the selection fades as the list
/// reappears). A search controller in the navigation bar filters the pages by title and
/// subtitle as the user types (the list shows its own results).
final class CatalogRootViewController: UITableViewController, UISearchResultsUpdating {
    typealias Page = CatalogPage

    static let cellIdentifier = "page"

    /// Filters the list (results in the list itself, so the content isn't dimmed).
    let search = UISearchController(searchResultsController: nil)
    /// The search text ("" shows every page).
    private var query = ""
    /// The sections shown: those with pages matching the search, with only those pages.
    private var shown: [(title: String, pages: [Page])] {
        let q = query.trimmingCharacters(in: .whitespaces).lowercased()
        guard !q.isEmpty else { return CatalogPage.sections }
        return CatalogPage.sections.compactMap { s in
            let pages = s.pages.filter { $0.title.lowercased().contains(q) || $0.subtitle.lowercased().contains(q) }
            return pages.isEmpty ? nil : (s.title, pages)
        }
    }

    init() {
        super.init(style: .insetGrouped)
        title = "UICatalog"   // set before the view loads: a page pushed at launch shows it as its back title
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.accessibilityIdentifier = "catalog.index"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search Pages"
        navigationItem.searchController = search
    }

    func updateSearchResults(for searchController: UISearchController) {
        let q = searchController.searchBar.text ?? ""
        guard q != query else { return }
        query = q
        tableView.reloadData()
    }

    func page(at indexPath: IndexPath) -> Page { shown[indexPath.section].pages[indexPath.row] }

    func indexPath(of page: Page) -> IndexPath? {
        for (s, section) in shown.enumerated() {
            if let r = section.pages.firstIndex(of: page) { return IndexPath(row: r, section: s) }
        }
        return nil
    }

    // MARK: Data source

    override func numberOfSections(in tableView: UITableView) -> Int { shown.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shown[section].pages.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        shown[section].title
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == shown.count - 1 ? "Keys 1–9 open a page from anywhere." : nil
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let p = page(at: indexPath)
        // Beside the page (a sidebar) a row is its title; alone, with its subtitle and a chevron.
        var content = isSidebar ? UIListContentConfiguration.cell() : UIListContentConfiguration.subtitleCell()
        content.text = p.title
        if !isSidebar {
            content.secondaryText = p.subtitle
            content.secondaryTextProperties.color = .secondaryLabel
            content.secondaryTextProperties.font = .systemFont(ofSize: 13)
        }
        content.image = CatalogIcons.badge(p.tint, letter: String(p.title.prefix(1)))
        cell.contentConfiguration = content
        cell.accessoryType = isSidebar ? .none : .disclosureIndicator
        cell.accessibilityIdentifier = "row.\(p.rawValue)"
        cell.accessibilityLabel = p.title
        cell.accessibilityHint = p.subtitle
        return cell
    }

    // MARK: Delegate

    /// Whether the list is beside the page (the split is expanded), not a screen of its own.
    var isSidebar: Bool { catalog.map { !$0.isCollapsed } ?? false }

    override func viewWillAppear(_ animated: Bool) {
        // A sidebar keeps showing which page is beside it; a list of its own fades its
        // selection as it comes back (`clearsSelectionOnViewWillAppear`).
        clearsSelectionOnViewWillAppear = !isSidebar
        super.viewWillAppear(animated)
        if isSidebar, let p = page { select(p) }
    }

    /// The split collapsed or expanded: the rows change their look, the shown page stays selected.
    func splitChanged() {
        guard isViewLoaded else { return }
        tableView.reloadData()
        if isSidebar, let p = page { select(p) }
    }

    /// The split view controller the list is the primary column of.
    var catalog: CatalogSplitViewController? { splitViewController as? CatalogSplitViewController }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        catalog?.show(page(at: indexPath), animated: true)
    }

    /// Selects `p`'s row (while the list is beside the page it shows which page that is).
    func select(_ p: Page) {
        guard isViewLoaded, let ip = indexPath(of: p), tableView.indexPathForSelectedRow != ip else { return }
        tableView.selectRow(at: ip, animated: false, scrollPosition: .none)
        // Scrolled into view at the next layout, when the list has its final size.
        rowToReveal = ip
        view.setNeedsLayout()
    }

    /// A selected row to scroll into view at the next layout.
    private var rowToReveal: IndexPath?

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if let ip = rowToReveal, tableView.bounds.height > 0 {
            rowToReveal = nil
            tableView.scrollToRow(at: ip, at: .middle, animated: false)
        }
    }

    /// The page on screen (nil when none is chosen).
    var page: Page? { catalog?.page }
}

/// Small generated images for list rows (SF Symbols are not available here).
@MainActor enum CatalogIcons {
    /// A Settings-style rounded square in `color` with a white letter.
    static func badge(_ color: UIColor, letter: String) -> UIImage {
        let s: CGFloat = 29
        return UIGraphicsImageRenderer(size: CGSize(width: s, height: s)).image { _ in
            color.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: s, height: s), cornerRadius: 7).fill()
            let text = NSAttributedString(string: letter, attributes: [
                .font: UIFont.systemFont(ofSize: 15, weight: .semibold), .foregroundColor: UIColor.white,
            ])
            let size = text.size()
            text.draw(at: CGPoint(x: (s - size.width) / 2, y: (s - size.height) / 2))
        }
    }

    /// A plain rounded square in `color` (a row's image in the table demo).
    static func square(_ color: UIColor, size s: CGFloat = 24) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: s, height: s)).image { _ in
            color.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: s, height: s), cornerRadius: s / 4).fill()
        }
    }
}
