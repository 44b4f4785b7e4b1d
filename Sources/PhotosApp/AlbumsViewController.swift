//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The first screen (the storyboard's root): the albums in an inset-grouped table, each row a
/// thumbnail, the album's name and its count, and a search field in the navigation bar that
/// filters them as it is typed. Selecting a row follows the storyboard's show segue to the grid.
public final class AlbumsViewController: UITableViewController, UISearchResultsUpdating {
    /// The search field's controller (results shown in this table).
    let searchController = UISearchController(searchResultsController: nil)
    /// The albums shown (all, or those matching the search).
    private(set) var shownAlbums: [PhotoLibrary.Album] = []
    private var observer: NSObjectProtocol?

    public override func viewDidLoad() {
        super.viewDidLoad()
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search Albums"
        searchController.searchBar.searchTextField.accessibilityIdentifier = "albums.search"
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true
        shownAlbums = PhotoLibrary.shared.albums
        observer = NotificationCenter.default.addObserver(forName: PhotoLibrary.didChangeNotification, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.tableView.reloadData() }
        }
    }

    isolated deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }

    // MARK: Search

    /// Filters the albums by the search field's text (their names containing it, any case).
    public func updateSearchResults(for searchController: UISearchController) {
        let text = (searchController.searchBar.text ?? "").trimmingCharacters(in: .whitespaces)
        let all = PhotoLibrary.shared.albums
        shownAlbums = text.isEmpty ? all : all.filter { $0.title.localizedCaseInsensitiveContains(text) }
        tableView.reloadData()
        if shownAlbums.isEmpty {
            let label = UILabel()
            label.text = "No Results for “\(text)”"
            label.textColor = .secondaryLabel
            label.textAlignment = .center
            label.font = .preferredFont(forTextStyle: .title3)
            tableView.backgroundView = label
        } else {
            tableView.backgroundView = nil
        }
    }

    // MARK: Table

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shownAlbums.count }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "AlbumCell", for: indexPath)
        let album = shownAlbums[indexPath.row]
        let library = PhotoLibrary.shared
        var content = UIListContentConfiguration.valueCell()
        content.text = album.title
        content.secondaryText = album.count.formatted()
        if let key = album.keyPhoto {
            content.image = PhotoArt.thumbnail(of: key, brightness: library.brightness(of: key))
        } else {
            content.image = UIImage(systemName: album.isFavorites ? "heart" : "photo")
        }
        content.imageProperties.maximumSize = CGSize(width: 56, height: 56)
        content.imageProperties.reservedLayoutSize = CGSize(width: 56, height: 56)
        content.imageProperties.cornerRadius = 6
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        cell.accessibilityIdentifier = "album.\(album.title)"
        cell.accessibilityLabel = album.title
        cell.accessibilityValue = "\(album.count.formatted()) photo\(album.count == 1 ? "" : "s")"
        return cell
    }

    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "showAlbum", let grid = segue.destination as? AlbumViewController,
              let cell = sender as? UITableViewCell, let path = tableView.indexPath(for: cell) else { return }
        grid.album = shownAlbums[path.row]
    }
}
