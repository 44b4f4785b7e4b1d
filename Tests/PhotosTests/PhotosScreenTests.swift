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

/// Each of Photos' screens on its own: the albums list in light and dark, the grid's columns,
/// the photo screen's toolbar (favourite, share), the Edit sheet, ctrl + wheel zoom, state
/// restoration across launches, and bad input.
@MainActor @Suite(.serialized) struct PhotosScreenTests {
    @Test func theCompiledInfoPlistIsTheInfoPlistFile() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/PhotosApp/Info.plist").standardizedFileURL
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.trimmingCharacters(in: .whitespacesAndNewlines) == _UIKitInfoPlist.contents.trimmingCharacters(in: .whitespacesAndNewlines))
        let manifest = try #require(PhotosApp.infoDictionary?["UIApplicationSceneManifest"] as? [String: Any])
        #expect(manifest["UIApplicationSupportsMultipleScenes"] as? Bool == false)
    }

    @Test func theAlbumsListIsLightOrDarkWithTheSystem() throws {
        let app = PhotosHarness()
        defer { app.close() }
        let table = try #require((app.top as? AlbumsViewController)?.tableView)
        // The storyboard's bar prefers large titles (`largeTitles="YES"`): "Albums" is large.
        let bar = try #require(app.navigation?.navigationBar)
        #expect(bar.prefersLargeTitles)
        let title = try #require(app.host.views { ($0 as? UILabel)?.text == "Albums" && $0.isDescendant(of: bar) }.first as? UILabel)
        #expect(title.font.pointSize >= 30, "\(title.font.pointSize)")
        // Below the last row: the grouped background (light: near white; dark: near black).
        let lastRow = try app.view("album.Travel", as: UITableViewCell.self)
        let below = CGPoint(x: 8, y: min(app.host.frame(of: lastRow).maxY + 30, 830))
        let light = app.pixel(at: below)
        #expect(light.r > 220 && light.g > 220 && light.b > 220, "\(light)")
        app.host.setUserInterfaceStyle(.dark)
        app.host.advance(by: 0.2)
        let dark = app.pixel(at: below)
        #expect(dark.r < 40 && dark.g < 40 && dark.b < 40, "\(dark)")
        #expect(table.traitCollection.userInterfaceStyle == .dark)
        app.host.setUserInterfaceStyle(.light)
    }

    @Test func theGridHasThreeToFiveColumnsByWidth() throws {
        #expect(AlbumViewController.columns(forWidth: 320) == 3)
        #expect(AlbumViewController.columns(forWidth: 390) == 3)
        #expect(AlbumViewController.columns(forWidth: 620) == 4)
        #expect(AlbumViewController.columns(forWidth: 1024) == 5)
        #expect(AlbumViewController.columns(forWidth: 2560) == 5)
        let app = PhotosHarness(size: CGSize(width: 1024, height: 768))
        defer { app.close() }
        let grid = try app.openAlbum("Landscapes")
        let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(abs(cell.bounds.width - (1024.0 / 5 - 2)) < 1, "\(cell.bounds)")
        let sixth = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 5, section: 0)))
        #expect(sixth.frame.minY > cell.frame.minY + 100, "item 5 starts the second row")
    }

    @Test func theHeartTogglesTheFavouriteAndTheGridBadge() throws {
        let app = PhotosHarness()
        defer { app.close() }
        let grid = try app.openAlbum("Sunsets")
        let pager = try app.openPhoto(0, in: grid)
        let photo = try #require(pager.currentPhoto)
        #expect(!PhotoLibrary.shared.isFavorite(photo))
        let favorites = try #require(PhotoLibrary.shared.album(id: 1))
        let count = favorites.count
        app.host.tap(try app.view("photo.favorite"))
        app.host.advance(by: 0.3)
        #expect(PhotoLibrary.shared.isFavorite(photo))
        #expect(favorites.count == count + 1)
        #expect(pager.favoriteItem.accessibilityLabel == "Unfavorite")
        // The heart is filled: its middle is the tint colour (blue), not the bar's background.
        let heart = app.host.frame(of: try app.view("photo.favorite")).center
        let filled = app.pixel(at: heart)
        #expect(filled.b > 180 && filled.r < 120, "\(filled)")
        // The grid's cell shows the badge.
        let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? PhotoCell)
        #expect(!cell.favoriteBadge.isHidden && cell.accessibilityValue == "Favorite")
        app.host.tap(try app.view("photo.favorite"))
        app.host.advance(by: 0.3)
        #expect(!PhotoLibrary.shared.isFavorite(photo) && favorites.count == count)
        #expect(pager.favoriteItem.accessibilityLabel == "Favorite")
        let outline = app.pixel(at: heart)
        #expect(outline.r > 200 && outline.g > 200, "the outline's middle is the bar's background: \(outline)")
    }

    @Test func shareShowsTheShareSheetAndCancelKeepsThePhoto() throws {
        let app = PhotosHarness()
        defer { app.close() }
        let grid = try app.openAlbum("Portraits")
        let pager = try app.openPhoto(1, in: grid)
        app.host.tap(try app.view("photo.share"))
        app.host.advance(by: 0.6)
        #expect(pager.presentedViewController is UIActivityViewController)
        pager.dismiss(animated: false)
        app.host.advance(by: 0.3)
        // Delete, then Cancel: nothing deleted.
        let photo = try #require(pager.currentPhoto)
        app.host.tap(try app.view("photo.delete"))
        app.host.advance(by: 0.6)
        app.host.tap(try #require(app.host.view(withAccessibilityLabel: "Cancel")))
        app.host.advance(by: 0.6)
        #expect(pager.presentedViewController == nil)
        #expect(PhotoLibrary.shared.contains(photo) && pager.currentPhoto == photo)
    }

    /// Travel's photo `index` on screen, then its Edit sheet: the pager, the photo, its zoom view,
    /// the probe point at its centre and the pixel there before editing, the sheet's navigation
    /// controller and the editor.
    func openEditor(_ app: PhotosHarness, photo index: Int) throws
        -> (PhotoViewController, Int, PhotoZoomView, CGPoint, (r: Int, g: Int, b: Int), UINavigationController, EditPhotoViewController) {
        let pager = try app.openPhoto(index, in: try app.openAlbum("Travel"))
        let photo = try #require(pager.currentPhoto)
        let zoom = try #require(pager.currentPage?.zoomView)
        let probe = app.host.frame(of: zoom).center
        let before = app.pixel(at: probe)
        app.host.tap(try app.view("photo.edit"))
        app.host.advance(by: 0.7)
        let nav = try #require(pager.presentedViewController as? UINavigationController)
        let editor = try #require(nav.topViewController as? EditPhotoViewController)
        return (pager, photo, zoom, probe, before, nav, editor)
    }

    @Test func theEditSheetsSliderBrightensThePhotoAndDoneKeepsIt() throws {
        let app = PhotosHarness()
        defer { app.close() }
        let (pager, photo, zoom, probe, before, nav, editor) = try openEditor(app, photo: 2)
        #expect(nav.sheetPresentationController?.detents.count == 2)
        let slider = try app.view("edit.brightness", as: UISlider.self)
        #expect(slider.value == 0 && slider.minimumValue == -1 && slider.maximumValue == 1)
        #expect(editor.stack.arrangedSubviews.contains(slider))
        let track = slider.trackRect(forBounds: slider.bounds)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value)
        let from = slider.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: app.host.window)
        let to = slider.convert(CGPoint(x: track.maxX - 2, y: thumb.midY), to: app.host.window)
        app.host.drag(from: from, to: to, duration: 0.3)
        app.host.advance(by: 0.2)
        #expect(slider.value > 0.8)
        #expect(zoom.brightness == slider.value)
        // Done: kept in the library; the photo (seen above the sheet) is brighter (every channel
        // up by 40 at least: a white veil at 60% of the edit).
        app.host.tap(try #require(app.host.view(withAccessibilityLabel: "Done")))
        app.host.advance(by: 0.8)
        #expect(pager.presentedViewController == nil)
        #expect(PhotoLibrary.shared.brightness(of: photo) > 0.8)
        let after = app.pixel(at: probe)
        #expect(after.r >= min(255, before.r + 40) - 1 || after.r > 240, "\(before) → \(after)")
        #expect(after.g > before.g && after.b > before.b, "\(before) → \(after)")
    }

    @Test func theEditSheetsColourWellTintsThePhotoAndCancelPutsItBack() throws {
        let app = PhotosHarness()
        defer { app.close() }
        let (pager, photo, zoom, probe, before, _, editor) = try openEditor(app, photo: 1)
        let well = try app.view("edit.tint", as: UIColorWell.self)
        #expect(well.selectedColor == nil && !well.supportsAlpha)
        // The well presents the colour picker titled "Tint"; Orange picked tints the photo at once.
        app.host.tap(well)
        app.host.runUntilIdle()
        let picker = try #require(editor.presentedViewController as? UIColorPickerViewController)
        #expect(picker.title == "Tint" && !picker.supportsAlpha)
        app.host.tap(try #require(app.host.view(withAccessibilityLabel: "Orange")))
        app.host.advance(by: 0.2)
        #expect(zoom.tint != nil && well.selectedColor != nil)
        if let close = app.host.view(withAccessibilityLabel: "Close") { app.host.tap(close) } else { app.host.pressKey(.keyboardEscape) }
        app.host.runUntilIdle()
        #expect(editor.presentedViewController == nil)
        let tinted = app.pixel(at: probe)
        #expect(tinted.r - tinted.b > before.r - before.b + 20, "an orange veil: \(before) → \(tinted)")
        // Cancel: the photo as it was, nothing kept.
        app.host.tap(try #require(app.host.view(withAccessibilityLabel: "Cancel")))
        app.host.advance(by: 0.8)
        #expect(pager.presentedViewController == nil && zoom.tint == nil)
        #expect(PhotoLibrary.shared.tint(of: photo) == nil)
        let after = app.pixel(at: probe)
        #expect(abs(after.r - before.r) <= 2 && abs(after.b - before.b) <= 2, "\(before) → \(after)")
    }

    @Test func ctrlWheelZoomsThePhoto() throws {
        let app = PhotosHarness()
        defer { app.close() }
        let pager = try app.openPhoto(0, in: try app.openAlbum("Patterns"))
        let zoom = try #require(pager.currentPage?.zoomView)
        let c = app.host.frame(of: zoom).center
        for _ in 0..<4 { app.host.scrollWheel(at: c, delta: CGPoint(x: 0, y: -40), modifiers: .control) }
        app.host.advance(by: 0.3)
        let zoomedIn = zoom.zoomScale / zoom.fittedScale
        for _ in 0..<4 { app.host.scrollWheel(at: c, delta: CGPoint(x: 0, y: 40), modifiers: .control) }
        app.host.advance(by: 0.3)
        let back = zoom.zoomScale / zoom.fittedScale
        #expect(zoomedIn > 1.2, "ctrl + wheel up: \(zoomedIn)x")
        #expect(back < zoomedIn, "ctrl + wheel down: \(back)x")
    }

    @Test func theArrowKeysTurnThePages() throws {
        let app = PhotosHarness()
        defer { app.close() }
        let grid = try app.openAlbum("Sunsets")
        let pager = try app.openPhoto(1, in: grid)
        let ids = grid.album.photoIDs
        app.host.pressKey(.keyboardRightArrow)
        app.host.advance(by: 0.6)
        #expect(pager.currentPhoto == ids[2])
        #expect(pager.navigationItem.title == PhotoLibrary.shared.name(of: ids[2]))
        app.host.pressKey(.keyboardLeftArrow)
        app.host.advance(by: 0.6)
        app.host.pressKey(.keyboardLeftArrow)
        app.host.advance(by: 0.6)
        #expect(pager.currentPhoto == ids[0])
        app.host.pressKey(.keyboardLeftArrow)   // the first photo: nothing before it
        app.host.advance(by: 0.6)
        #expect(pager.currentPhoto == ids[0])
    }

    @Test func thePhotoAndItsZoomAreRestoredAtTheNextLaunch() throws {
        let first = PhotosHarness()
        let grid = try first.openAlbum("Landscapes")
        let pager = try first.openPhoto(3, in: grid)
        let photo = try #require(pager.currentPhoto)
        let zoom = try #require(pager.currentPage?.zoomView)
        first.host.doubleTap(at: first.host.frame(of: zoom).center)
        first.host.advance(by: 0.6)
        let state = zoom.zoomState
        #expect(abs(state.factor - 2) < 0.05, "double tap: \(state.factor)x")
        first.host.simulate(.minimized)   // the scene goes to the background: the activity is saved
        let file = try #require(PhotosRestoration.fileURL)
        #expect(FileManager.default.fileExists(atPath: file.path))
        first.close(removingState: false)

        let second = PhotosHarness(stateDirectory: first.stateDirectory)
        defer { second.close() }
        let nav = try #require(second.navigation)
        #expect(nav.viewControllers.count == 3)
        #expect((nav.viewControllers[1] as? AlbumViewController)?.album.title == "Landscapes")
        let restored = try #require(nav.topViewController as? PhotoViewController)
        #expect(restored.currentPhoto == photo)
        let restoredZoom = try #require(restored.currentPage?.zoomView)
        #expect(abs(restoredZoom.zoomState.factor - state.factor) < 0.05)
        #expect(abs(restoredZoom.zoomState.center.x - state.center.x) < 0.05 && abs(restoredZoom.zoomState.center.y - state.center.y) < 0.05)
        // Back on the albums list the saved state is an album only, then nothing.
        // (The back button says "Back" when the album's name does not fit beside the title.)
        #expect(nav.navigationBar.backItem?.title == "Landscapes")
        second.host.tap(try #require(second.host.view(withAccessibilityLabel: "Landscapes") ?? second.host.view(withAccessibilityLabel: "Back")))
        second.host.advance(by: 0.8)
        #expect(nav.topViewController is AlbumViewController)
    }

    @Test func badInputIsSurvived() throws {
        // A malformed restoration file: logged, the app starts on the albums list.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("photos-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data("not a plist".utf8).write(to: dir.appendingPathComponent("restoration.plist"))
        let app = PhotosHarness(stateDirectory: dir)
        defer { app.close() }
        #expect(app.navigation?.viewControllers.count == 1)
        #expect(app.top is AlbumsViewController)
        // A saved album that does not exist: ignored.
        let activity = NSUserActivity(activityType: PhotosRestoration.activityType)
        activity.addUserInfoEntries(from: ["album": 99, "photo": 7])
        PhotosRestoration.restore(activity, in: try #require(app.navigation))
        #expect(app.navigation?.viewControllers.count == 1)
        // NaN and out-of-range edits, deleted and unknown photos.
        let library = PhotoLibrary.shared
        library.setBrightness(.nan, of: 200_000)
        #expect(library.brightness(of: 200_000) == 0)
        library.setBrightness(7, of: 200_000)
        #expect(library.brightness(of: 200_000) == 1)
        library.delete(200_001)
        library.delete(200_001)
        library.setFavorite(200_001, true)
        library.setFavorite(-5, true)
        #expect(!library.isFavorite(200_001) && library.album(id: 2)?.count == 35)
    }
}
