//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import PhotosApp

/// Photos used from launch to search as a person would (issue 30 point 6): launched from its
/// storyboard, an album tapped, the grid scrolled, a photo tapped, pinched, swiped to the next,
/// deleted through the action sheet, back twice (an edge swipe, then the back button) and the
/// albums searched; state and pixels checked on the way.
@MainActor @Suite(.serialized) struct PhotosEndToEndTests {
    @Test func fromLaunchThroughAPhotoDeletedToSearch() throws {
        let app = PhotosHarness()
        defer { app.close() }
        let library = PhotoLibrary.shared

        // Launch: the storyboard's navigation controller over the albums list.
        let nav = try #require(app.navigation)
        let albums = try #require(nav.topViewController as? AlbumsViewController)
        #expect(albums.tableView.style == .insetGrouped)
        #expect(albums.tableView.numberOfRows(inSection: 0) == 8)
        let recentsRow = try app.view("album.Recents", as: UITableViewCell.self)
        #expect(recentsRow.accessibilityValue == "10,000 photos")

        // Tap Recents: the grid, three columns on a phone, thumbnails drawn for the cells on screen.
        let grid = try app.openAlbum("Recents")
        #expect(grid.title == "Recents" && nav.navigationBar.topItem?.title == "Recents")
        let first = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? PhotoCell)
        // (A third of the width less the items' 1-point insets on each side.)
        #expect(abs(first.bounds.width - (390.0 / 3 - 2)) < 1 && abs(first.bounds.width - first.bounds.height) < 0.5, "\(first.bounds)")
        #expect(grid.collectionView.visibleCells.count < 60)
        // Pixels: the middle of the first cell is the middle of photo 0's thumbnail (±24 per
        // channel: the 128-pixel thumbnail is scaled to the cell).
        let thumb = PhotoArt.thumbnail(of: 0, brightness: 0)
        let onScreen = app.pixel(at: app.host.frame(of: first).center)
        #expect(PhotosHarness.close(onScreen, PhotosHarness.color(of: thumb, at: 0.5, 0.5), tolerance: 24), "\(onScreen)")

        // Scroll the grid: a drag up; cells are reused (far fewer than the 10,000 items).
        let before = grid.collectionView.contentOffset.y
        app.host.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 300), duration: 0.4)
        var waited = 0.0
        while grid.collectionView.isDecelerating && waited < 10 { app.host.advance(by: 0.25); waited += 0.25 }
        #expect(grid.collectionView.contentOffset.y > before + 300)
        #expect(grid.collectionView.visibleCells.count < 60)
        #expect(PhotoArt.thumbnails.count <= PhotoArt.thumbnails.capacity)

        // Tap a photo on screen: the photo screen, titled with its name, the toolbar shown.
        // (The second column of a row well below the navigation bar.)
        let visible = grid.collectionView.indexPathsForVisibleItems.map(\.item).sorted().filter { item in
            guard let cell = grid.collectionView.cellForItem(at: IndexPath(item: item, section: 0)) else { return false }
            return item % 3 == 1 && app.host.frame(of: cell).minY > 200
        }
        let item = try #require(visible.first)
        let photoID = grid.album.photoIDs[item]
        let pager = try app.openPhoto(item, in: grid)
        #expect(pager.navigationItem.title == library.name(of: photoID))
        #expect(nav.isToolbarHidden == false)
        let page = try #require(pager.currentPage)
        let zoom = page.zoomView
        #expect(abs(zoom.zoomScale - zoom.fittedScale) < 0.001)
        // Pixels: the screen's middle of the photo is the picture's middle (±20 per channel).
        let full = PhotoArt.image(of: photoID)
        let mid = app.pixel(at: app.host.frame(of: zoom).center)
        #expect(PhotosHarness.close(mid, PhotosHarness.color(of: full, at: 0.5, 0.5), tolerance: 20), "\(mid)")

        // Pinch open: zoomed in; a double tap goes back to fitted.
        app.host.pinch(center: app.host.frame(of: zoom).center, fromDistance: 60, toDistance: 220, duration: 0.4)
        app.host.advance(by: 0.6)
        #expect(zoom.zoomScale > zoom.fittedScale * 1.8, "zoom \(zoom.zoomScale / zoom.fittedScale)x")
        app.host.doubleTap(at: app.host.frame(of: zoom).center)
        app.host.advance(by: 0.6)
        #expect(abs(zoom.zoomScale - zoom.fittedScale) < 0.01)

        // Swipe left: the next photo.
        let nextID = grid.album.photoIDs[item + 1]
        app.host.drag(from: CGPoint(x: 340, y: 420), to: CGPoint(x: 80, y: 420), duration: 0.2)
        app.host.advance(by: 0.8)
        #expect(pager.currentPhoto == nextID)
        #expect(pager.navigationItem.title == library.name(of: nextID))

        // Delete it through the action sheet: the photo after it comes in; counts follow.
        let afterNext = grid.album.photoIDs[item + 2]
        app.host.tap(try app.view("photo.delete"))
        app.host.advance(by: 0.6)
        let sheet = try #require(pager.presentedViewController as? UIAlertController)
        #expect(sheet.preferredStyle == .actionSheet)
        #expect(sheet.actions.map(\.title) == ["Delete Photo", "Cancel"])
        #expect(sheet.actions.first?.style == .destructive)
        app.host.tap(try #require(app.host.view(withAccessibilityLabel: "Delete Photo")))
        app.host.advance(by: 0.8)
        #expect(pager.presentedViewController == nil)
        #expect(!library.contains(nextID))
        #expect(grid.album.count == 9_999)
        #expect(pager.currentPhoto == afterNext)
        #expect(pager.navigationItem.title == library.name(of: afterNext))

        // Back by an edge swipe: the grid, without the deleted photo.
        app.host.drag(from: CGPoint(x: 2, y: 420), to: CGPoint(x: 330, y: 420), duration: 0.35)
        app.host.advance(by: 0.8)
        #expect(nav.topViewController === grid)
        #expect(nav.isToolbarHidden)
        #expect(grid.dataSource.snapshot().numberOfItems == 9_999)
        #expect(grid.dataSource.indexPath(for: nextID) == nil)

        // Back by the back button: the albums list, Recents' count updated.
        app.host.tap(try #require(app.host.view(withAccessibilityLabel: "Albums")))
        app.host.advance(by: 0.8)
        #expect(nav.topViewController === albums)
        #expect(try app.view("album.Recents", as: UITableViewCell.self).accessibilityValue == "9,999 photos")

        // Search: typing filters the albums.
        app.host.tap(try app.view("albums.search"))
        app.host.type("or")
        app.host.advance(by: 0.4)
        #expect(albums.shownAlbums.map(\.title) == ["Favorites", "Portraits"])
        #expect(albums.tableView.numberOfRows(inSection: 0) == 2)
        #expect(app.host.view(withAccessibilityIdentifier: "album.Recents") == nil)
        app.host.type("zz")
        app.host.advance(by: 0.3)
        #expect(albums.tableView.numberOfRows(inSection: 0) == 0)
        #expect((albums.tableView.backgroundView as? UILabel)?.text == "No Results for “orzz”")
    }
}

extension CGRect {
    /// The rectangle's middle.
    var center: CGPoint { CGPoint(x: midX, y: midY) }
}
