//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// `--scene grid --items N`: a real `UICollectionView` with a `UICollectionViewFlowLayout` of
/// four columns of image thumbnails with captions, as a photo grid is written on iOS. Only the
/// items on screen have cells, so the scene's cost should not depend on N; the model is a
/// formula (item i shows thumbnail i % 16). Scrolled by `ScrollDriver`; the value change selects
/// a visible item (its cell shows the selected background).
@MainActor final class GridScene: NSObject, UICollectionViewDataSource {
    let window: UIWindow
    let collectionView: UICollectionView
    let items: Int
    /// Sixteen thumbnails, drawn once (a photo grid's decoded thumbnails).
    let thumbnails: [UIImage]
    static let columns = 4
    static let itemHeight: CGFloat = 236

    init(items: Int, width W: CGFloat, height H: CGFloat) {
        self.items = items
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: W, height: H))
        window.backgroundColor = .white
        let layout = UICollectionViewFlowLayout()
        let spacing: CGFloat = 8
        let side = floor((W - spacing * CGFloat(GridScene.columns + 1)) / CGFloat(GridScene.columns))
        layout.itemSize = CGSize(width: side, height: GridScene.itemHeight)
        layout.minimumInteritemSpacing = spacing
        layout.minimumLineSpacing = spacing
        layout.sectionInset = UIEdgeInsets(top: spacing, left: spacing, bottom: spacing, right: spacing)
        collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        thumbnails = (0..<16).map { GridScene.thumbnail($0, size: CGSize(width: side, height: 200)) }
        super.init()
        collectionView.backgroundColor = .white
        collectionView.register(GridBenchCell.self, forCellWithReuseIdentifier: GridBenchCell.id)
        collectionView.dataSource = self
        window.addSubview(collectionView)
    }

    /// A thumbnail: a two-colour gradient with a disc, distinct per index.
    static func thumbnail(_ i: Int, size: CGSize) -> UIImage {
        let r = UIGraphicsImageRenderer(size: size)
        return r.image { ctx in
            let hue = CGFloat(i) / 16
            UIColor(hue: hue, saturation: 0.55, brightness: 0.9, alpha: 1).setFill()
            ctx.fill(CGRect(origin: .zero, size: size))
            UIColor(hue: hue, saturation: 0.8, brightness: 0.6, alpha: 1).setFill()
            ctx.cgContext.fillEllipse(in: CGRect(x: size.width * 0.3, y: size.height * 0.2, width: size.height * 0.6, height: size.height * 0.6))
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: GridBenchCell.id, for: indexPath) as! GridBenchCell
        cell.imageView.image = thumbnails[indexPath.item % thumbnails.count]
        cell.caption.text = "Photo \(indexPath.item)"
        return cell
    }

    /// The timed value change: the item in the middle of the screen is selected (or deselected).
    func toggleSelection(near y: CGFloat) {
        let p = CGPoint(x: window.bounds.midX, y: y + window.bounds.midY)
        guard let path = collectionView.indexPathForItem(at: p) else { return }
        if collectionView.indexPathsForSelectedItems?.contains(path) == true {
            collectionView.deselectItem(at: path, animated: false)
        } else {
            collectionView.selectItem(at: path, animated: false, scrollPosition: [])
        }
    }
}

extension GridScene {
    /// A diffable grid of the same items replaces the plain one, then snapshots that differ by
    /// a tenth of the items (every tenth deleted, as many new ones inserted across the grid) are
    /// applied with animation, back and forth: the time of each `apply` (the diff, the batch
    /// update and the layout pass that follows), in ms.
    func measureDiffs(count: Int = 5) -> [Double] {
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: collectionView.collectionViewLayout)
        cv.backgroundColor = .white
        cv.register(GridBenchCell.self, forCellWithReuseIdentifier: GridBenchCell.id)
        collectionView.removeFromSuperview()
        window.addSubview(cv)
        let thumbnails = self.thumbnails
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { cv, path, item in
            let cell = cv.dequeueReusableCell(withReuseIdentifier: GridBenchCell.id, for: path) as! GridBenchCell
            cell.imageView.image = thumbnails[item % thumbnails.count]
            cell.caption.text = "Photo \(item)"
            return cell
        }
        func snapshot(_ ids: [Int]) -> NSDiffableDataSourceSnapshot<Int, Int> {
            var s = NSDiffableDataSourceSnapshot<Int, Int>()
            s.appendSections([0])
            s.appendItems(ids)
            return s
        }
        let a = snapshot(Array(0..<items))
        var bIDs: [Int] = []
        bIDs.reserveCapacity(items)
        for i in 0..<items {
            if i % 10 == 0 { bIDs.append(items + i) } else { bIDs.append(i) }   // every tenth replaced by a new item
        }
        let b = snapshot(bIDs)
        source.apply(a, animatingDifferences: false)
        cv.layoutIfNeeded()
        var samples: [Double] = []
        for k in 0..<count {
            let t0 = nowMs()
            source.apply(k % 2 == 0 ? b : a, animatingDifferences: true)
            cv.layoutIfNeeded()
            samples.append(nowMs() - t0)
        }
        withExtendedLifetime(source) {}
        return samples
    }
}

/// The grid's cell: a thumbnail above a caption, and a tinted background when selected.
@MainActor final class GridBenchCell: UICollectionViewCell {
    static let id = "photo"
    let imageView = UIImageView()
    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.frame = CGRect(x: 0, y: 0, width: frame.width, height: 200)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 8
        contentView.addSubview(imageView)
        caption.frame = CGRect(x: 4, y: 206, width: frame.width - 8, height: 24)
        caption.font = UIFont.systemFont(ofSize: 14)
        contentView.addSubview(caption)
        let selected = UIView()
        selected.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.25)
        selected.layer.cornerRadius = 10
        selectedBackgroundView = selected
    }

    required init?(coder: NSCoder) { nil }
}

// MARK: Parent: the grid scene's runs, peers and targets

@MainActor func runGridParent(_ o: Options) {
    let parent = ParentRun("UIKitBenchmark --scene grid: \(o.rows) items in a 4-column UICollectionView (flow layout) in 1280x800, \(o.frames) scroll frames x \(o.runs) runs")
    defer { parent.stopDisplay() }
    let grid = runUIKit(o)
    let skipped = Metrics(note: "skipped (--no-peers)")
    var cairo = skipped, gtk = skipped
    let cairoRows = min(o.rows, tableCairoMaxRows)
    if o.peers {
        let (dir, tmp) = preparePeers()
        // The hand-written Cairo->SDL2 list (visible rows only): the lower bound the issue names.
        cairo = runPeer(name: "cairo_sdl", path: dir + "sdlcairo", args: ["-n", String(cairoRows)],
                        env: ["SDL_FRAMEBUFFER_ACCELERATION": "0"], runs: o.runs,
                        scrollKey: "scroll_work(draw+present)", valueKey: "slider_row_redraw+present",
                        warmUpEnv: ["EXIT_AFTER_FIRST": "1"])
        // GtkGridView (GTK4's recycling grid) with the same items: gtkbench --mode grid.
        gtk = runPeer(name: "gtk4_grid", path: dir + "gtkbench", args: ["--mode", "grid", "-n", String(o.rows), "--frames", String(o.frames)],
                      env: gtkPeerEnvironment(tmp),
                      runs: o.runs, scrollKey: "scroll_work(bp->ap+sync)", valueKey: "slider_latency")
        if cairoRows < o.rows { cairo.note = "run with \(cairoRows) rows, the most it takes" }
    }
    printComparison(comparisonRows(), [("grid", grid), ("cairo_sdl", cairo), ("gtk4_grid", gtk)])
    // Targets (issue 27); the 100,000-item run against the 1,000-item one: compare two --json files.
    var misses: [String] = grid.scroll_median_ms == nil ? ["grid: \(grid.note ?? "no result")"] : []
    if let s = grid.scroll_median_ms {
        if let c = cairo.scroll_median_ms, s > 0.5 * c { misses.append(String(format: "scroll median %.2fx cairo_sdl > 0.5x", s / c)) }
        if let g = gtk.scroll_median_ms, s > 0.1 * g { misses.append(String(format: "scroll median %.3fx gtk4_grid > 0.1x", s / g)) }
    }
    if let m = grid.scroll_max_ms, m > 8 { misses.append(String(format: "scroll max %.2f ms > 8 ms", m)) }
    if let v = grid.peak_rss_mb, v > 45 { misses.append(String(format: "peak RSS %.1f MB > 45 MB", v)) }
    if let d = grid.diff_apply_ms {
        print(String(format: "diff of %d items (a tenth replaced), applied with animation: median %.1f ms", o.rows, d))
        if d > 100 { misses.append(String(format: "diff applied in %.1f ms > 100 ms", d)) }
    }
    print(misses.isEmpty ? "targets: all met" : "targets missed: " + misses.joined(separator: "; "))
    parent.finish(json: o.json, ["grid": grid.json, "cairo_sdl": cairo.json, "gtk4_grid": gtk.json,
                                 "config": ["scene": "grid", "items": o.rows, "frames": o.frames, "runs": o.runs],
                                 "targets_missed": misses])
}
