//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit
import PhotosApp

/// `--scene photos`: the Photos app's own Recents grid (its storyboard, its compositional
/// layout of five columns at 1280 points, its diffable data source, its thumbnails drawn on the
/// app's background queue, those of the rows ahead prefetched) of `--items` photos (10,000 by
/// default) in a 1280x800 window, scrolled by `ScrollDriver`; then the photo screen opened on the
/// first photo shown and its pages turned, one after another, as the → key turns them (each
/// frame of each turn timed: the page view controller's slide of a page the app readied when
/// the one before appeared, its picture drawn in the background at the size it is shown). What
/// the background queue drew is handed over inside a frame (the app's display link), so it is
/// timed too.
@MainActor final class PhotosScene {
    let window: UIWindow
    let navigation: UINavigationController
    let grid: UICollectionView
    private var pager: UIPageViewController?
    /// Whether a page turn is running.
    private(set) var turning = false

    init?(items: Int, width W: CGFloat, height H: CGFloat) {
        guard let (nav, grid) = PhotosApp.makeRecentsGrid(recents: items) else { return nil }
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: W, height: H))
        navigation = nav
        self.grid = grid
        window.rootViewController = nav
    }

    /// Opens the photo screen on the first photo on screen (no animation).
    func openPhoto() {
        let item = grid.indexPathsForVisibleItems.map(\.item).min() ?? 0
        pager = PhotosApp.openPhoto(item, in: navigation)
        window.layoutIfNeeded()
    }

    /// Starts turning to the next page (the data source's), unless a turn is running.
    func turnPage() {
        guard !turning, let pager, let current = pager.viewControllers?.first,
              let next = pager.dataSource?.pageViewController(pager, viewControllerAfter: current) else { return }
        turning = true
        pager.setViewControllers([next], direction: .forward, animated: true) { [weak self] _ in self?.turning = false }
    }
}

// MARK: Parent: the photos scene's runs, the Cairo peer and the targets

@MainActor func runPhotosParent(_ o: Options) {
    let parent = ParentRun("UIKitBenchmark --scene photos: Photos' Recents grid of \(o.rows) photos (compositional layout, diffable data) in 1280x800, \(o.frames) scroll frames x \(o.runs) runs, then \(o.pushFrames) frames of page turns")
    defer { parent.stopDisplay() }
    let photos = runUIKit(o)
    var cairo = Metrics(note: "skipped (--no-peers)")
    if o.peers {
        let (dir, _) = preparePeers()
        let rows = min(o.rows, tableCairoMaxRows)
        cairo = runPeer(name: "cairo_sdl", path: dir + "sdlcairo", args: ["-n", String(rows)],
                        env: ["SDL_FRAMEBUFFER_ACCELERATION": "0"], runs: o.runs,
                        scrollKey: "scroll_work(draw+present)", valueKey: "slider_row_redraw+present",
                        warmUpEnv: ["EXIT_AFTER_FIRST": "1"])
        if rows < o.rows { cairo.note = "run with \(rows) rows, the most it takes" }
    }
    var rows = comparisonRows()
    let pageRows: [(String, KeyPath<Metrics, Double?>, Int)] = [("page turn frame median (ms)", \.page_frame_median_ms, 3),
                                                               ("page turn frame p99 (ms)", \.page_frame_p99_ms, 3), ("page turn frame max (ms)", \.page_frame_max_ms, 3)]
    rows.insert(contentsOf: pageRows, at: rows.count - 2)
    printComparison(rows, [("photos", photos), ("cairo_sdl", cairo)])
    // Targets (issue 30: the grid scene's).
    var misses: [String] = photos.scroll_median_ms == nil ? ["photos: \(photos.note ?? "no result")"] : []
    if let s = photos.scroll_median_ms, let c = cairo.scroll_median_ms, s > 0.5 * c {
        misses.append(String(format: "scroll median %.2fx cairo_sdl > 0.5x", s / c))
    }
    if let m = photos.scroll_max_ms, m > 8 { misses.append(String(format: "scroll max %.2f ms > 8 ms", m)) }
    if let m = photos.page_frame_max_ms, m > 8 { misses.append(String(format: "page turn max %.2f ms > 8 ms", m)) }
    // (A loaded machine stalls any program now and then: the peer's own worst frame in this run.)
    if let c = cairo.scroll_max_ms { print(String(format: "cairo_sdl's own max frame in this run: %.2f ms", c)) }
    if let v = photos.peak_rss_mb, v > 60 { misses.append(String(format: "peak RSS %.1f MB > 60 MB", v)) }
    print(misses.isEmpty ? "targets: all met" : "targets missed: " + misses.joined(separator: "; "))
    parent.finish(json: o.json, ["photos": photos.json, "cairo_sdl": cairo.json,
                                 "config": ["scene": "photos", "items": o.rows, "frames": o.frames, "runs": o.runs, "page_frames": o.pushFrames],
                                 "targets_missed": misses])
}
