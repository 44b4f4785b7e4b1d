//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import DemoSupport
import Foundation
import UIKit

/// Photos' `--script` runs for headless screenshots, each a step of using the app as a person
/// would (touches on what is on screen): `albums` (the list at launch), `search` (typing in the
/// search field), `grid` (Recents opened, flicked), `photo` (a photo tapped), `zoom` (pinched
/// open), `swipe` (to the next photo), `deletesheet` (the trash's action sheet), `edit` (the
/// Edit sheet, brightness raised), `favorite` (the heart tapped).
@MainActor public struct PhotosScript {
    /// The script names `--script` takes.
    nonisolated public static let names = ["albums", "search", "grid", "photo", "zoom", "swipe", "deletesheet", "edit", "favorite"]

    let touches: DemoTouches
    var host: HeadlessHost { touches.host }
    var window: UIWindow { touches.window }

    /// A script player for `window` in `host`.
    public init(host: HeadlessHost, window: UIWindow) {
        touches = DemoTouches(host: host, window: window)
    }

    var navigation: UINavigationController? { window.rootViewController as? UINavigationController }

    /// Taps the view with accessibility identifier `id`; false when there is none.
    @discardableResult func tap(_ id: String) -> Bool {
        guard let v = touches.find(id) else {
            FileHandle.standardError.write(Data("Photos: the script found no \(id) on screen\n".utf8))
            return false
        }
        touches.tap(touches.center(v))
        return true
    }

    /// Opens Recents and waits for the push.
    func openRecents() {
        tap("album.Recents")
        host.advance(by: 0.6)
    }

    /// Opens the grid's item `item` (on screen) and waits for the push.
    func openPhoto(_ item: Int) {
        guard let grid = navigation?.topViewController as? AlbumViewController,
              let cell = grid.collectionView.cellForItem(at: IndexPath(item: item, section: 0)) else { return }
        touches.tap(touches.center(cell))
        host.advance(by: 0.6)
    }

    var photoScreen: PhotoViewController? { navigation?.topViewController as? PhotoViewController }

    /// Plays the script `name`, printing what it did.
    public func run(_ name: String) {
        switch name {
        case "search":
            tap("albums.search")
            let list = navigation?.viewControllers.first as? AlbumsViewController
            let field = list?.searchController.searchBar.searchTextField
            for ch in "or" { field?.insertText(String(ch)); host.advance(by: 0.1) }
            host.advance(by: 0.4)
            print("Photos: searched albums for \"or\": \(list?.shownAlbums.map(\.title) ?? [])")
        case "grid":
            openRecents()
            if let grid = navigation?.topViewController as? AlbumViewController {
                let v = grid.collectionView!
                let a = touches.point(v, 0.5, 0.8)
                touches.play([(0...6).map { CGPoint(x: a.x, y: a.y - CGFloat($0) * 30) }])
                host.advance(by: 1.5)
                print("Photos: opened Recents (\(grid.album.count) photos), flicked to \(v.contentOffset.y); \(v.visibleCells.count) cells on screen")
            }
        case "albums":
            print("Photos: the albums list")
        default:
            openRecents()
            openPhoto(4)
            guard let photo = photoScreen else { return print("Photos: no photo screen") }
            switch name {
            case "zoom":
                if let page = photo.currentPage {
                    touches.pinch(at: touches.center(page.zoomView), from: 60, to: 220)
                    print("Photos: pinched the photo to \(page.zoomView.zoomScale / page.zoomView.minimumZoomScale)x its fitted size")
                }
            case "swipe":
                if let page = photo.currentPage {
                    let a = touches.point(page.zoomView, 0.85)
                    touches.play([DemoTouches.line(a, CGPoint(x: a.x - 160, y: a.y), frames: 8)])
                    host.advance(by: 0.6)
                }
                print("Photos: swiped to \(photo.navigationItem.title ?? "?")")
            case "deletesheet":
                tap("photo.delete")
                host.advance(by: 0.5)
                print("Photos: the delete action sheet for \(photo.navigationItem.title ?? "?")")
            case "edit":
                tap("photo.edit")
                host.advance(by: 0.6)
                if let slider = touches.find("edit.brightness") as? UISlider {
                    touches.slide(slider, to: 0.8)
                    host.advance(by: 0.2)
                    print("Photos: the Edit sheet, brightness \(slider.value)")
                }
            case "favorite":
                tap("photo.favorite")
                print("Photos: favourite now \(PhotoLibrary.shared.isFavorite(photo.currentPhoto ?? -1))")
            default:
                print("Photos: photo \(photo.navigationItem.title ?? "?")")
            }
        }
    }
}
