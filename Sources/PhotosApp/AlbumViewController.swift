//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// An album's photos: the storyboard's collection view controller, given a compositional grid
/// of square thumbnails (three to five columns, by the width) and a diffable data source of
/// photo identifiers. Only the cells on screen exist (reused as the grid scrolls); thumbnails are
/// drawn off the main thread by the image loader, those of the rows about to scroll in ahead of
/// time (`UICollectionViewDataSourcePrefetching`). Selecting a photo follows the storyboard's
/// show segue.
public final class AlbumViewController: UICollectionViewController, UICollectionViewDataSourcePrefetching {
    /// The album shown (set by the albums list's segue, or by state restoration).
    var album: PhotoLibrary.Album! {
        didSet { title = album?.title }   // before the view loads: the back button of a restored stack shows it
    }
    /// The grid's data: one section of photo identifiers.
    private(set) var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
    private var observer: NSObjectProtocol?

    /// The number of columns for a grid `width` points wide: 3 on a phone, up to 5 on a desktop.
    nonisolated static func columns(forWidth width: CGFloat) -> Int {
        min(5, max(3, Int(width / 150)))
    }

    /// The grid: square items in rows of `columns(forWidth:)`, one point apart.
    static func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            let columns = CGFloat(columns(forWidth: environment.container.effectiveContentSize.width))
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / columns), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / columns)),
                subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.collectionViewLayout = Self.makeLayout()
        collectionView.accessibilityIdentifier = "album.grid"
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, photo in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: indexPath)
            (cell as? PhotoCell)?.show(photo, library: PhotoLibrary.shared)
            return cell
        }
        collectionView.prefetchDataSource = self
        applySnapshot(animating: false)
        observer = NotificationCenter.default.addObserver(forName: PhotoLibrary.didChangeNotification, object: nil, queue: nil) { [weak self] note in
            let photo = note.userInfo?["photo"] as? Int
            MainActor.assumeIsolated { self?.libraryChanged(photo: photo) }
        }
    }

    isolated deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }

    /// Shows the album's photos now (deleted ones go, with animation when `animating`).
    func applySnapshot(animating: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(album?.photoIDs ?? [])
        dataSource.apply(snapshot, animatingDifferences: animating)
    }

    // MARK: Prefetching

    /// Rows about to scroll in: their thumbnails are drawn in the background now.
    public func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        PhotoImageLoader.shared.prefetchThumbnails(indexPaths.compactMap { dataSource.itemIdentifier(for: $0) }, library: PhotoLibrary.shared)
    }

    /// Rows no longer about to scroll in: their thumbnails not started are not drawn.
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        PhotoImageLoader.shared.cancelThumbnails(indexPaths.compactMap { dataSource.itemIdentifier(for: $0) })
    }

    private func libraryChanged(photo: Int?) {
        guard let album else { return }
        let shown = dataSource.snapshot().numberOfItems
        if shown != album.count || album.isFavorites {
            applySnapshot(animating: viewIfLoaded?.window != nil)
        } else if let photo, dataSource.indexPath(for: photo) != nil {
            var snapshot = dataSource.snapshot()
            snapshot.reconfigureItems([photo])   // a favourite's heart, an edit's brightness
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "showPhoto", let pager = segue.destination as? PhotoViewController,
              let cell = sender as? UICollectionViewCell, let path = collectionView.indexPath(for: cell) else { return }
        pager.album = album
        pager.startIndex = path.item
    }
}
