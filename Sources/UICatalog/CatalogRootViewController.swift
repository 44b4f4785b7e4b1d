//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The app's root, as in Apple's UIKitCatalog sample: an inset-grouped table of pages in a
/// navigation controller, each row with an icon, a subtitle and a disclosure indicator. Tapping
/// a row (or pressing 1…9) pushes the page with the real slide; the back button or an edge swipe
/// comes back, and the row's selection fades as the list reappears
/// (`clearsSelectionOnViewWillAppear`). A search controller in the navigation bar filters the
/// pages by title and subtitle as the user types (the list shows its own results).
final class CatalogRootViewController: UITableViewController, UISearchResultsUpdating {
    enum Page: Int, CaseIterable {
        case views, gestures, buttons, controls, scroll, presentation, layout, table, indicators, pages, split, sharing, keyboard, collection, text, interfaceBuilder, pickers
        var title: String {
            switch self {
            case .views: "Views"
            case .gestures: "Gestures"
            case .buttons: "Buttons"
            case .controls: "Controls"
            case .scroll: "Scroll Views"
            case .presentation: "Presentation"
            case .layout: "Auto Layout"
            case .table: "Table View"
            case .indicators: "Indicators"
            case .pages: "Pages"
            case .split: "Split View"
            case .sharing: "Sharing and Pickers"
            case .keyboard: "Keyboard & Pointer"
            case .collection: "Collection View"
            case .text: "Text"
            case .interfaceBuilder: "Interface Builder"
            case .pickers: "Pickers"
            }
        }
        var subtitle: String {
            switch self {
            case .views: "Labels, images, shapes, layers, animation, colours"
            case .gestures: "Drag, tap, pinch and rotate"
            case .buttons: "Every button type, configurations, states"
            case .controls: "Sliders, switches, steppers, segments, pages"
            case .scroll: "A long list, a pager, a zoomable picture"
            case .presentation: "Sheets, full screen, tab bars, alerts, action sheets"
            case .layout: "A form of anchors and stack views that reflows and mirrors"
            case .table: "Styles, cells, accessories, editing, 10,000 rows"
            case .indicators: "Activity indicators, progress views, haptic feedback, blur"
            case .pages: "A page view controller: swipe between coloured pages"
            case .split: "Columns side by side that collapse in a narrow window"
            case .sharing: "The share sheet, image and document pickers, the clipboard"
            case .keyboard: "Key commands and their shortcuts, pointer styles and the cursor"
            case .collection: "A photo grid, sideways cards, an outline, a list with swipe actions"
            case .text: "Text fields, secure entry and a search bar"
            case .interfaceBuilder: "A storyboard form, a segue and an unwind, a view from a xib"
            case .pickers: "Picker wheels, dates in three styles, a colour well and the colour picker"
            }
        }
        /// The colour of the row's icon, as Settings tints its rows.
        var tint: UIColor {
            switch self {
            case .views: .systemBlue
            case .gestures: .systemOrange
            case .buttons: .systemGreen
            case .controls: .systemIndigo
            case .scroll: .systemTeal
            case .presentation: .systemPink
            case .layout: .systemPurple
            case .table: .systemRed
            case .indicators: .systemGray
            case .pages: .systemYellow
            case .split: .systemBrown
            case .sharing: .systemCyan
            case .keyboard: .systemMint
            case .collection: .systemTeal
            case .text: .systemIndigo
            case .interfaceBuilder: .systemBlue
            case .pickers: .systemOrange
            }
        }
        init?(name: String) {
            switch name.lowercased() {
            case "views", "catalog", "1": self = .views
            case "gestures", "2": self = .gestures
            case "buttons", "button", "3": self = .buttons
            case "controls", "sliders", "switches", "steppers", "segmented", "pagecontrol", "4": self = .controls
            case "scroll", "scrollview", "5": self = .scroll
            case "presentation", "present", "alerts", "sheets", "tabs", "6": self = .presentation
            case "layout", "autolayout", "constraints", "stackview", "7": self = .layout
            case "table", "tableview", "tables", "list", "8": self = .table
            case "indicators", "spinner", "activity", "progress", "feedback", "9": self = .indicators
            case "pages", "pageviewcontroller": self = .pages
            case "split", "splitview", "splitviewcontroller": self = .split
            case "sharing", "share", "imagepicker", "documentpicker", "pasteboard", "clipboard": self = .sharing
            case "keyboard", "shortcuts", "keycommands", "pointer", "10": self = .keyboard
            case "collection", "collectionview", "grid", "collections": self = .collection
            case "text", "textfield", "textfields", "search", "searchbar": self = .text
            case "pickers", "picker", "pickerview", "datepicker", "date", "colorwell", "color", "colorpicker": self = .pickers
            case "interfacebuilder", "interface-builder", "ib", "storyboard", "xib", "nib": self = .interfaceBuilder
            default: return nil
            }
        }
        /// A new controller for the page (its view starts below the navigation bar).
        @MainActor func makeController() -> UIViewController {
            let c: UIViewController
            switch self {
            case .views: c = CatalogViewController()
            case .gestures: c = GesturesViewController()
            case .buttons: c = ButtonsViewController()
            case .controls: c = ControlsViewController()
            case .scroll: c = ScrollViewController()
            case .presentation: c = PresentationViewController()
            case .layout: c = LayoutViewController()
            case .table: c = TableViewController()
            case .indicators: c = IndicatorsViewController()
            case .pages: c = PagesViewController()
            case .split: c = SplitViewController()
            case .sharing: c = SharingViewController()
            case .keyboard: c = KeyboardPointerViewController()
            case .collection: c = CollectionViewController()
            case .text: c = TextPageViewController()
            case .interfaceBuilder: c = IBFormViewController.instantiate()
            case .pickers: c = PickersViewController()
            }
            c.title = title
            c.edgesForExtendedLayout = []
            return c
        }
    }

    /// The list's sections: what each groups, and its pages in order.
    static let sections: [(title: String, pages: [Page])] = [
        ("Views and Input", [.views, .gestures, .buttons, .controls, .pickers, .text, .indicators, .keyboard, .sharing]),
        ("Containers", [.scroll, .presentation, .layout, .table, .collection, .pages, .split, .interfaceBuilder]),
    ]
    static let cellIdentifier = "page"

    /// Filters the list (results in the list itself, so the content isn't dimmed).
    let search = UISearchController(searchResultsController: nil)
    /// The search text ("" shows every page).
    private var query = ""
    /// The sections shown: those with pages matching the search, with only those pages.
    private var shown: [(title: String, pages: [Page])] {
        let q = query.trimmingCharacters(in: .whitespaces).lowercased()
        guard !q.isEmpty else { return Self.sections }
        return Self.sections.compactMap { s in
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
        var content = UIListContentConfiguration.subtitleCell()
        content.text = p.title
        content.secondaryText = p.subtitle
        content.secondaryTextProperties.color = .secondaryLabel
        content.secondaryTextProperties.font = .systemFont(ofSize: 13)
        content.image = CatalogIcons.badge(p.tint, number: p.rawValue + 1)
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        cell.accessibilityIdentifier = "row.\(p)"
        cell.accessibilityLabel = p.title
        cell.accessibilityHint = p.subtitle
        return cell
    }

    // MARK: Delegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(page(at: indexPath).makeController(), animated: true)
    }

    /// The page on top (nil on the list).
    var page: Page? { (navigationController?.topViewController).flatMap { top in Page.allCases.first { $0.title == top.title && top !== self } } }

    /// Shows page `p`: back to the list, then pushes it.
    func show(_ p: Page, animated: Bool) {
        guard let nav = navigationController, page != p else { return }
        nav.popToRootViewController(animated: false)
        nav.pushViewController(p.makeController(), animated: animated)
    }
}

/// Small generated images for list rows (SF Symbols are not available here).
@MainActor enum CatalogIcons {
    /// A Settings-style rounded square in `color` with a white number.
    static func badge(_ color: UIColor, number: Int) -> UIImage {
        let s: CGFloat = 29
        return UIGraphicsImageRenderer(size: CGSize(width: s, height: s)).image { _ in
            color.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: s, height: s), cornerRadius: 7).fill()
            let text = NSAttributedString(string: "\(number)", attributes: [
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

/// The catalog's navigation controller: keys 1…9 show a page from anywhere.
final class CatalogNavigationController: UINavigationController {
    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let keys: [UIKeyboardHIDUsage: CatalogRootViewController.Page] = [
            .keyboard1: .views, .keyboard2: .gestures, .keyboard3: .buttons,
            .keyboard4: .controls, .keyboard5: .scroll, .keyboard6: .presentation, .keyboard7: .layout,
            .keyboard8: .table, .keyboard9: .indicators,
        ]
        for press in presses {
            if let code = press.key?.keyCode, let p = keys[code], let root = viewControllers.first as? CatalogRootViewController {
                return root.show(p, animated: true)
            }
        }
        super.pressesBegan(presses, with: event)
    }
}
