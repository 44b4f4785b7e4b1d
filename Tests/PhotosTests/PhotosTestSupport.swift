//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Launching Photos in the test host as `UIApplicationMain` does (its Info.plist's scene
// manifest, the window from Main.storyboard), and reading what is on screen.
import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import PhotosApp

/// The app launched headless, with restoration kept in a fresh temporary folder.
@MainActor struct PhotosHarness {
    let host: UIKitTestHost
    /// The folder the restoration file lives in (removed by `close()`).
    let stateDirectory: URL

    /// Launches the app in a `size` window (`recents` photos in Recents); `stateDirectory`
    /// carries restoration from an earlier launch.
    init(size: CGSize = CGSize(width: 390, height: 844), recents: Int = 10_000, stateDirectory: URL? = nil) {
        let dir = stateDirectory ?? FileManager.default.temporaryDirectory.appendingPathComponent("photos-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        self.stateDirectory = dir
        PhotosRestoration.fileURL = dir.appendingPathComponent("restoration.plist")
        AppDelegate.recentsCount = recents
        host = UIKitTestHost(appDelegate: AppDelegate(), infoDictionary: PhotosApp.infoDictionary, size: size)
        host.advance(by: 0.3)
    }

    /// Ends the launch (and, with `removingState`, its restoration folder).
    func close(removingState: Bool = true) {
        host.invalidate()
        AppDelegate.recentsCount = 10_000
        if removingState { try? FileManager.default.removeItem(at: stateDirectory) }
    }

    var navigation: UINavigationController? { host.window.rootViewController as? UINavigationController }
    var top: UIViewController? { navigation?.topViewController }

    /// The view with accessibility identifier `id`, required.
    func view<T: UIView>(_ id: String, as: T.Type = T.self) throws -> T {
        try #require(host.view(withAccessibilityIdentifier: id) as? T, "no \(T.self) \(id) on screen")
    }

    /// Waits for the image loader's background queue, then makes a frame: the thumbnails and
    /// pictures it drew are on screen (a person waits that long: a frame or two).
    func settleImages() {
        PhotoImageLoader.shared.finishPendingWork()
        host.advance(by: 1.0 / 60)
    }

    /// Taps the albums list's row for `title` and waits for the grid (its thumbnails drawn).
    func openAlbum(_ title: String) throws -> AlbumViewController {
        host.tap(try view("album.\(title)"))
        host.advance(by: 0.7)
        settleImages()
        return try #require(top as? AlbumViewController)
    }

    /// Taps the grid's item `item` (on screen) and waits for the photo screen (its picture drawn).
    func openPhoto(_ item: Int, in grid: AlbumViewController) throws -> PhotoViewController {
        let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: item, section: 0)), "item \(item) is not on screen")
        host.tap(cell)
        host.advance(by: 0.7)
        settleImages()
        return try #require(top as? PhotoViewController)
    }

    /// The pixel on screen at `p` (points).
    func pixel(at p: CGPoint, in image: CGImage? = nil) -> (r: Int, g: Int, b: Int) {
        let frame = image ?? host.render()
        let scale = CGFloat(frame.width) / host.window.bounds.width
        let px = frame.pixel(x: Int(p.x * scale), y: Int(p.y * scale)) ?? (0, 0, 0, 0)
        return (Int(px.r), Int(px.g), Int(px.b))
    }

    /// The colour of `image` at fractions of its size.
    static func color(of image: UIImage, at fx: CGFloat, _ fy: CGFloat) -> (r: Int, g: Int, b: Int) {
        guard let cg = image.cgImage, let px = cg.pixel(x: Int(CGFloat(cg.width - 1) * fx), y: Int(CGFloat(cg.height - 1) * fy)) else { return (0, 0, 0) }
        return (Int(px.r), Int(px.g), Int(px.b))
    }

    /// Whether two colours are within `tolerance` per channel.
    static func close(_ a: (r: Int, g: Int, b: Int), _ b: (r: Int, g: Int, b: Int), tolerance: Int) -> Bool {
        abs(a.r - b.r) <= tolerance && abs(a.g - b.g) <= tolerance && abs(a.b - b.b) <= tolerance
    }
}
