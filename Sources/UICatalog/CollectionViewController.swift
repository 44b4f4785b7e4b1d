//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The Collection View demo, as iOS code writes the four everyday kinds: a photo grid (flow
/// layout, 500 items), featured cards that scroll sideways above a two-column grid
/// (compositional layout, an orthogonal section), an outline (a sidebar list from a diffable
/// section snapshot: tap a folder to expand it) and a list with swipe actions and editing mode.
/// A segmented control switches between them.
final class CollectionViewController: UIViewController {
    enum Demo: Int, CaseIterable { case grid, cards, outline, list }
    let picker = UISegmentedControl(items: ["Grid", "Cards", "Outline", "List"])
    private(set) var shown: UIViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        picker.selectedSegmentIndex = 0
        picker.accessibilityIdentifier = "collection.picker"
        picker.addAction(UIAction { [weak self] _ in
            guard let self, let d = Demo(rawValue: self.picker.selectedSegmentIndex) else { return }
            self.show(d)
        }, for: .valueChanged)
        navigationItem.titleView = picker
        show(.grid)
    }

    func show(_ demo: Demo) {
        if let old = shown {
            old.willMove(toParent: nil)
            old.view.removeFromSuperview()
            old.removeFromParent()
        }
        let c: UIViewController
        switch demo {
        case .grid: c = PhotoGridViewController()
        case .cards: c = CardsViewController()
        case .outline: c = OutlineViewController()
        case .list: c = SwipeListViewController()
        }
        addChild(c)
        c.view.frame = view.bounds
        c.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(c.view)
        c.didMove(toParent: self)
        shown = c
        navigationItem.rightBarButtonItem = (c as? SwipeListViewController)?.editItem
        picker.selectedSegmentIndex = demo.rawValue
    }
}

/// A coloured square with a caption: the grid's and the cards' cell.
final class SwatchCell: UICollectionViewCell {
    let swatch = UIView()
    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        swatch.layer.cornerRadius = 10
        swatch.translatesAutoresizingMaskIntoConstraints = false
        caption.font = .preferredFont(forTextStyle: .footnote)
        caption.textAlignment = .center
        caption.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(swatch)
        contentView.addSubview(caption)
        NSLayoutConstraint.activate([
            swatch.topAnchor.constraint(equalTo: contentView.topAnchor),
            swatch.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            swatch.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            swatch.bottomAnchor.constraint(equalTo: caption.topAnchor, constant: -4),
            caption.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            caption.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            caption.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            caption.heightAnchor.constraint(equalToConstant: 18),
        ])
        let selected = UIView()
        selected.backgroundColor = UIColor.tintColor.withAlphaComponent(0.25)
        selected.layer.cornerRadius = 12
        selectedBackgroundView = selected
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    func show(_ i: Int, prefix: String = "Photo") {
        swatch.backgroundColor = UIColor(hue: CGFloat(i % 24) / 24, saturation: 0.55, brightness: 0.9, alpha: 1)
        caption.text = "\(prefix) \(i + 1)"
        accessibilityLabel = caption.text
    }
}

/// A photo grid: a flow layout of 100-pt squares with captions; tap to select.
final class PhotoGridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    lazy var grid: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 122)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 12
        layout.sectionInset = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        return UICollectionView(frame: .zero, collectionViewLayout: layout)
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        grid.frame = view.bounds
        grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        grid.accessibilityIdentifier = "collection.grid"
        grid.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
        grid.dataSource = self
        grid.delegate = self
        view.addSubview(grid)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 500 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath) as! SwatchCell
        cell.show(indexPath.item)
        return cell
    }
}

/// Featured cards scrolling sideways (an orthogonal section paging by group, centred) above a
/// two-column grid, each under a header: a compositional layout with a section provider.
final class CardsViewController: UIViewController, UICollectionViewDataSource {
    static let headerKind = "section-header"
    lazy var grid = UICollectionView(frame: .zero, collectionViewLayout: Self.layout())

    static func layout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { section, environment in
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(36)),
                elementKind: CardsViewController.headerKind, alignment: .top)
            if section == 0 {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(180)),
                    subitems: [item])
                let s = NSCollectionLayoutSection(group: group)
                s.orthogonalScrollingBehavior = .groupPagingCentered
                s.interGroupSpacing = 12
                s.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 12, bottom: 20, trailing: 12)
                s.boundarySupplementaryItems = [header]
                return s
            }
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(130)),
                subitems: [item])
            let s = NSCollectionLayoutSection(group: group)
            s.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 12, trailing: 8)
            s.boundarySupplementaryItems = [header]
            return s
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        grid.frame = view.bounds
        grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        grid.accessibilityIdentifier = "collection.cards"
        grid.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
        grid.register(HeaderView.self, forSupplementaryViewOfKind: Self.headerKind, withReuseIdentifier: "header")
        grid.dataSource = self
        view.addSubview(grid)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { section == 0 ? 8 : 40 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath) as! SwatchCell
        cell.show(indexPath.item + indexPath.section * 7, prefix: indexPath.section == 0 ? "Featured" : "Item")
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let v = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath) as! HeaderView
        v.label.text = indexPath.section == 0 ? "Featured" : "All items"
        return v
    }

    /// A section title.
    final class HeaderView: UICollectionReusableView {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.font = .preferredFont(forTextStyle: .headline)
            label.frame = bounds.insetBy(dx: 16, dy: 0)
            label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(label)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
    }
}

/// An outline: folders with children in a sidebar list, from a diffable section snapshot; tap a
/// folder's disclosure to expand or collapse it.
final class OutlineViewController: UIViewController {
    lazy var list = UICollectionView(frame: .zero, collectionViewLayout:
        UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar)))
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    static let tree: [(String, [String])] = [
        ("Fruits", ["Apple", "Banana", "Cherry"]),
        ("Vegetables", ["Carrot", "Leek", "Pea"]),
        ("Grains", ["Barley", "Oats", "Rice"]),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        list.frame = view.bounds
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        list.accessibilityIdentifier = "collection.outline"
        view.addSubview(list)
        let folder = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            content.image = UIImage(systemName: "folder")
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let leaf = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = []
        }
        let parents = Set(Self.tree.map(\.0))
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) { cv, indexPath, item in
            parents.contains(item)
                ? cv.dequeueConfiguredReusableCell(using: folder, for: indexPath, item: item)
                : cv.dequeueConfiguredReusableCell(using: leaf, for: indexPath, item: item)
        }
        var sections = NSDiffableDataSourceSnapshot<Int, String>()
        sections.appendSections([0])
        dataSource.apply(sections, animatingDifferences: false)
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        for (parent, children) in Self.tree {
            outline.append([parent])
            outline.append(children, to: parent)
        }
        outline.expand([Self.tree[0].0])
        dataSource.apply(outline, to: 0, animatingDifferences: false)
    }
}

/// A list with swipe actions and editing: an inset grouped list of messages; swiping a row left
/// reveals Delete and Flag, right reveals Mark Read; Edit shows each row's delete accessory,
/// which reveals the same trailing actions (as on iOS). Deleting is an animated diffable apply.
final class SwipeListViewController: UIViewController {
    var list: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    var names = (1...30).map { "Message \($0)" }
    var flagged = Set<String>()
    var unread = Set((1...30).filter { $0 % 3 == 1 }.map { "Message \($0)" })

    override func viewDidLoad() {
        super.viewDidLoad()
        var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        config.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self, let item = self.dataSource.itemIdentifier(for: indexPath) else { return nil }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                self.delete(item)
                done(true)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in
                self.flagged.formSymmetricDifference([item])
                self.reconfigure(item)
                done(true)
            }
            flag.backgroundColor = .systemOrange
            return UISwipeActionsConfiguration(actions: [delete, flag])
        }
        config.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self, let item = self.dataSource.itemIdentifier(for: indexPath) else { return nil }
            let read = UIContextualAction(style: .normal, title: self.unread.contains(item) ? "Mark Read" : "Mark Unread") { _, _, done in
                self.unread.formSymmetricDifference([item])
                self.reconfigure(item)
                done(true)
            }
            read.backgroundColor = .systemBlue
            return UISwipeActionsConfiguration(actions: [read])
        }
        list = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: config))
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        list.accessibilityIdentifier = "collection.list"
        view.addSubview(list)
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [weak self] cell, _, item in
            var content = cell.defaultContentConfiguration()
            let flagged = self?.flagged.contains(item) ?? false, unread = self?.unread.contains(item) ?? false
            content.text = (unread ? "● " : "") + item + (flagged ? " ⚑" : "")
            content.secondaryText = "Swipe left or right for actions"
            cell.contentConfiguration = content
            cell.accessories = [.delete(displayed: .whenEditing), .disclosureIndicator(displayed: .whenNotEditing)]
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) { cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(names)
        dataSource.apply(snapshot, animatingDifferences: false)
        setUpEditItem()
    }

    /// Edit / Done, shown in the navigation bar while this demo is.
    let editItem = UIBarButtonItem(title: "Edit")

    private func setUpEditItem() {
        editItem.primaryAction = UIAction(title: list.isEditing ? "Done" : "Edit") { [weak self] _ in
            guard let self else { return }
            self.list.isEditing.toggle()
            self.editItem.title = self.list.isEditing ? "Done" : "Edit"
        }
    }

    func reconfigure(_ item: String) {
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([item])
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func delete(_ item: String) {
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([item])
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}
