//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKit

/// What the `Photos` executable and the benchmark need of the app beyond its delegates: the
/// `Info.plist`'s contents, turning state restoration off and images drawn inline for headless
/// runs, and the album grid the benchmark scrolls.
@MainActor public enum PhotosApp {
    /// The app's `Info.plist` (its scene manifest), as `UIApplicationMain` reads it.
    public static var infoDictionary: [String: Any]? {
        _UISceneManifest.infoDictionary(data: Data(_UIKitInfoPlist.contents.utf8), source: "Photos' Info.plist")
    }

    /// Headless runs neither restore nor save what was shown.
    public static func disableRestoration() { PhotosRestoration.fileURL = nil }

    /// Headless screenshots draw the photos' images at once on the main thread, so a shot
    /// shows them, not the grey squares of a grid still loading.
    public static func drawImagesInline() { PhotoImageLoader.shared.drawsInline = true }

    /// The storyboard's navigation controller with Recents' grid pushed (no animation), for a
    /// window the caller shows: the benchmark's `--scene photos`. `recents` photos in Recents.
    public static func makeRecentsGrid(recents: Int = 10_000) -> (navigation: UINavigationController, grid: UICollectionView)? {
        PhotoLibrary.shared = PhotoLibrary(recents: recents)
        PhotoImageLoader.shared.reset()
        PhotoArt.thumbnails.removeAll()
        guard let nav = UIStoryboard(name: "Main", bundle: .module).instantiateInitialViewController() as? UINavigationController,
              let grid = nav.storyboard?.instantiateViewController(withIdentifier: "Album") as? AlbumViewController,
              let recentsAlbum = PhotoLibrary.shared.album(id: 0) else { return nil }
        grid.album = recentsAlbum
        nav.pushViewController(grid, animated: false)
        return (nav, grid.collectionView)
    }

    /// Opens the grid's photo `item` in the photo screen (no animation); returns the page view
    /// controller's paging scroll view, whose pages the benchmark turns.
    public static func openPhoto(_ item: Int, in nav: UINavigationController) -> UIPageViewController? {
        guard let grid = nav.topViewController as? AlbumViewController,
              let pager = nav.storyboard?.instantiateViewController(withIdentifier: "Photo") as? PhotoViewController else { return nil }
        pager.album = grid.album
        pager.startIndex = item
        nav.pushViewController(pager, animated: false)
        return pager
    }
}
