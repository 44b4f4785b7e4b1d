//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import QuartzCore
@testable import PhotosApp

/// How Photos loads its images, as a person sees it: the grid's thumbnails drawn off the main
/// thread (grey squares until they come, the rows ahead drawn before they scroll in, rows
/// scrolled past given up), and the photo screen's pictures drawn at the size they are shown,
/// the neighbours ready before a swipe and gone with their pages. The background queue is held
/// (`hold()`) where a test shows what a person sees before the drawing is done.
@MainActor @Suite(.serialized) struct PhotosLoadingTests {
    @Test func gridThumbnailsComeFromTheBackgroundQueueGreyUntilThen() throws {
        let app = PhotosHarness()
        defer { app.close() }
        let loader = PhotoImageLoader.shared
        loader.hold()
        app.host.tap(try app.view("album.Recents"))
        app.host.advance(by: 0.7)
        let grid = try #require(app.top as? AlbumViewController)
        let cv = try #require(grid.collectionView)
        // The main thread drew none: the second cell waits, a grey square (the first shows
        // photo 0, which the albums list had drawn for its row).
        let second = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)) as? PhotoCell)
        #expect(second.imageView.image == nil)
        #expect(loader.pendingCount > 0)
        let grey = app.pixel(at: app.host.frame(of: second).center)
        #expect(PhotosHarness.close(grey, (242, 242, 247), tolerance: 3), "\(grey)")   // secondarySystemBackground
        // Once the queue has drawn them: every cell on screen shows its thumbnail.
        app.settleImages()
        #expect(cv.visibleCells.allSatisfy { ($0 as? PhotoCell)?.imageView.image != nil })
        let thumb = try #require(PhotoArt.thumbnails.image(for: grid.album.photoIDs[1]))
        #expect(second.imageView.image === thumb)
        // (Near the top, in the sky: ±24 per channel within 3% of the point, the thumbnail being
        // scaled to the cell.)
        let cell = app.host.frame(of: second)
        let shown = app.pixel(at: CGPoint(x: cell.midX, y: cell.minY + 0.15 * cell.height))
        let near = [0.47, 0.5, 0.53].flatMap { fx in [0.12, 0.15, 0.18].map { PhotosHarness.color(of: thumb, at: fx, $0) } }
        #expect(near.contains { PhotosHarness.close(shown, $0, tolerance: 24) }, "\(shown) vs \(near)")
        #expect(loader.pendingCount == 0)
    }

    @Test func rowsAboutToScrollInArePrefetchedAndComeInWithTheirThumbnails() throws {
        let app = PhotosHarness()
        defer { app.close() }
        let grid = try app.openAlbum("Recents")
        let cv = try #require(grid.collectionView)
        let ids = grid.album.photoIDs
        let last = try #require(cv.indexPathsForVisibleItems.map(\.item).max())
        // The two rows below the screen have no cells yet, but their thumbnails are drawn.
        let ahead = Array((last + 1)...(last + 6))
        #expect(ahead.allSatisfy { cv.cellForItem(at: IndexPath(item: $0, section: 0)) == nil })
        #expect(ahead.allSatisfy { PhotoArt.thumbnails.image(for: ids[$0]) != nil })
        // A drag up brings them in with the queue held: their thumbnails are there at once.
        PhotoImageLoader.shared.hold()
        app.host.drag(from: CGPoint(x: 195, y: 640), to: CGPoint(x: 195, y: 440), duration: 0.4)
        app.host.advance(by: 1.5)
        let cameIn = ahead.compactMap { cv.cellForItem(at: IndexPath(item: $0, section: 0)) as? PhotoCell }
        #expect(!cameIn.isEmpty)
        #expect(cameIn.allSatisfy { $0.imageView.image != nil })
        PhotoImageLoader.shared.release()
    }

    /// Scrolling the grid under its translucent (blurring) navigation bar and toolbar moves the
    /// pixels already shown instead of repainting the screen each frame, and what is shown
    /// stays what a full repaint would show.
    @Test func gridScrollsUnderItsBarsByMovingPixels() throws {
        let app = PhotosHarness(size: CGSize(width: 1280, height: 800))
        defer { app.close() }
        let grid = try app.openAlbum("Recents")
        _ = try #require(grid.collectionView)
        let renderer = try #require(app.host.window.layer._hostRenderer)
        app.host.headless.mirrorsPresents = true
        let f = app.host.touchDown(at: CGPoint(x: 640, y: 600))
        var blits = 0, frames = 0
        for i in 1...40 {
            app.host.move(f, to: CGPoint(x: 640, y: 600 - CGFloat(i) * 6))
            app.host.advanceFrames(1)
            PhotoImageLoader.shared.finishPendingWork()
            frames += 1
            if renderer.lastFrameUsedScrollBlit { blits += 1 }
        }
        app.host.lift(f, at: CGPoint(x: 640, y: 360))
        #expect(blits >= frames * 3 / 4, "\(blits) of \(frames) scroll frames moved pixels")
        app.host.advance(by: 2)
        PhotoImageLoader.shared.finishPendingWork()
        app.host.advanceFrames(2)
        let presented = try #require(app.host.headless.presentedImage())
        renderer.setNeedsFullRepaint()
        app.host.headless.runFrame()
        // (±2 per channel: a thumbnail scaled to its cell and repainted from a strip's first row
        // samples in pixman's fixed-point steps from there, ±1 from a repaint of the whole cell.)
        let (cmp, _) = SnapshotComparison.compare(presented, app.host.render(), tolerance: .default)
        #expect(cmp.differingPixels == 0, "pixels left stale by the moved frames (max delta \(cmp.maxChannelDelta))")
    }

    @Test func rowsScrolledPastBeforeTheirThumbnailsWereDrawnAreGivenUp() throws {
        let app = PhotosHarness()
        defer { app.close() }
        let grid = try app.openAlbum("Recents")
        let cv = try #require(grid.collectionView)
        let ids = grid.album.photoIDs
        // Far down with the queue held, then further: the first place's rows ahead are cancelled.
        PhotoImageLoader.shared.hold()
        cv.scrollToItem(at: IndexPath(item: 3_000, section: 0), at: .top, animated: false)
        app.host.advance(by: 1.0 / 60)
        let last = try #require(cv.indexPathsForVisibleItems.map(\.item).max())
        let ahead = Array((last + 1)...(last + 6))
        cv.scrollToItem(at: IndexPath(item: 6_000, section: 0), at: .top, animated: false)
        app.host.advance(by: 1.0 / 60)
        app.settleImages()
        #expect(ahead.allSatisfy { PhotoArt.thumbnails.image(for: ids[$0]) == nil })
        // What is on screen now was drawn; the cache stays bounded.
        #expect(cv.visibleCells.allSatisfy { ($0 as? PhotoCell)?.imageView.image != nil })
        #expect(PhotoArt.thumbnails.count <= PhotoArt.thumbnails.capacity)
    }

    @Test func onlyTheShownPhotoAndItsNeighboursLiveDrawnAtTheSizeShown() throws {
        let app = PhotosHarness()
        defer { app.close() }
        let grid = try app.openAlbum("Sunsets")
        let ids = grid.album.photoIDs
        let pager = try app.openPhoto(1, in: grid)
        #expect(Set(pager.pages.keys) == Set(ids[0...2]))
        // Each picture drawn before any swipe: the shown one at the size it is shown (the zoom
        // view's area at the screen's scale, 390 points at scale 1 here, not the photo's 1,024
        // pixels), its neighbours at half that resolution until they are shown.
        let area = try #require(pager.currentPage).zoomView.bounds.size
        for photo in ids[0...2] {
            let picture = try #require(pager.pages[photo]?.picture, "photo \(photo) not drawn")
            #expect(picture.size == PhotoArt.pixelsToShow(photo, in: area, scale: photo == ids[1] ? 1 : 0.5))
            #expect(picture.size.width <= 390 && picture.size.width < PhotoArt.pixelSize(of: photo).width)
        }
        let zoom = try #require(pager.currentPage).zoomView
        let mid = app.pixel(at: app.host.frame(of: zoom).center)
        let full = PhotoArt.image(of: ids[1])
        #expect(PhotosHarness.close(mid, PhotosHarness.color(of: full, at: 0.5, 0.5), tolerance: 20), "\(mid)")

        // A swipe with the queue held: the next page slides in with the picture drawn before.
        weak var before = pager.pages[ids[0]]
        let nextPicture = try #require(pager.pages[ids[2]]?.picture)
        PhotoImageLoader.shared.hold()
        app.host.drag(from: CGPoint(x: 340, y: 420), to: CGPoint(x: 80, y: 420), duration: 0.2)
        app.host.advance(by: 0.8)
        #expect(pager.currentPhoto == ids[2])
        #expect(pager.currentPage?.zoomView.imageView.image === nextPicture)
        // The page two away went, with its picture; the new neighbour is drawn; the page now
        // shown is sharpened and the one left goes back to half resolution.
        app.settleImages()
        #expect(Set(pager.pages.keys) == Set(ids[1...3]))
        #expect(before == nil)
        #expect(pager.pages[ids[3]]?.picture != nil)
        #expect(pager.pages[ids[2]]?.picture?.size == PhotoArt.pixelsToShow(ids[2], in: area, scale: 1))
        #expect(pager.pages[ids[1]]?.picture?.size == PhotoArt.pixelsToShow(ids[1], in: area, scale: 0.5))
    }

    @Test func zoomingInDrawsThePhotoAtItsOwnSize() throws {
        let app = PhotosHarness()
        defer { app.close() }
        let grid = try app.openAlbum("Landscapes")
        let pager = try app.openPhoto(0, in: grid)
        let page = try #require(pager.currentPage)
        let photo = page.photo
        #expect((page.picture?.size.width ?? 0) < PhotoArt.pixelSize(of: photo).width)
        app.host.pinch(center: app.host.frame(of: page.zoomView).center, fromDistance: 60, toDistance: 220, duration: 0.4)
        app.host.advance(by: 0.6)
        app.settleImages()
        #expect(page.zoomView.isZoomedIn)
        #expect(page.picture?.size == PhotoArt.pixelSize(of: photo))
        #expect(page.zoomView.imageView.image === page.picture)
    }
}
