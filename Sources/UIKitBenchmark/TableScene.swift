//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// `--scene table`: the benchmark's list as a real `UITableView` (plain, fixed 38-pt rows,
/// estimation off) whose reused cells each hold a `UILabel`, a system `UIButton`, a `UISlider`
/// and a `UISwitch` at the positions of the scroll scene's rows, configured per row in
/// `cellForRowAt`. Only the rows on screen have cells, so the scene's cost should not depend on
/// the row count: the model keeps the default values as a formula and only the changed ones in a
/// dictionary. Scrolled by `ScrollDriver` like the scroll scene; the value change drags a
/// visible slider.
@MainActor final class TableScene: NSObject, UITableViewDataSource {
    let window: UIWindow
    let table: UITableView
    let rows: Int
    private(set) var valueChangedCount = 0
    /// Values the user changed (the others are `Float(i % 101) / 100`).
    private var values: [Int: Float] = [:]
    private var switches: [Int: Bool] = [:]
    private var dragRow: Int?
    private var fingerAt = CGPoint.zero

    init(rows: Int, width W: CGFloat, height H: CGFloat, rowHeight rowH: CGFloat) {
        self.rows = rows
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: W, height: H))
        let background = UIColor(red: 0.965, green: 0.961, blue: 0.957, alpha: 1)
        window.backgroundColor = background
        table = UITableView(frame: window.bounds, style: .plain)
        super.init()
        table.backgroundColor = background
        table.rowHeight = rowH
        table.estimatedRowHeight = 0
        table.register(TableBenchCell.self, forCellReuseIdentifier: TableBenchCell.id)
        table.dataSource = self
        window.addSubview(table)
    }

    func value(_ row: Int) -> Float { values[row] ?? Float(row % 101) / 100 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TableBenchCell.id, for: indexPath) as! TableBenchCell
        let i = indexPath.row
        if cell.onChange == nil {
            cell.onChange = { [unowned self] cell in
                valueChangedCount += 1
                values[cell.row] = cell.slider.value
            }
            cell.onToggle = { [unowned self] cell in switches[cell.row] = cell.toggle.isOn }
        }
        cell.row = i
        cell.label.text = "Row \(i)"
        cell.slider.value = value(i)
        cell.toggle.setOn(switches[i] ?? (i & 1 == 1), animated: false)
        return cell
    }

    /// Untimed: whether the finger must land on row `row`'s slider first (`touchDown`).
    func needsTouchDown(row: Int) -> Bool { dragRow != row }

    /// Untimed: lifts the finger from the last slider and puts it on row `row`'s thumb. The
    /// table holds a new touch back from its content until it is clear it is no scroll (~150 ms
    /// without moving, `delaysContentTouches`), so the caller lets that pass with frames before
    /// the first timed move, as a user's finger resting on a thumb before dragging it.
    func touchDown(row: Int) {
        endDrag()
        guard let cell = table.cellForRow(at: IndexPath(row: row, section: 0)) as? TableBenchCell else { return }
        let s = cell.slider
        let thumb = s.thumbRect(forBounds: s.bounds, trackRect: s.trackRect(forBounds: s.bounds), value: s.value)
        fingerAt = s.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: window)
        RawInput.send([RawInput.Touch(id: 1, phase: .began, location: fingerAt)], in: window)
        dragRow = row
    }

    /// The timed part: the held finger moves to the other side of row `row`'s track (touching
    /// it first if `touchDown` was not called), as `ControlsScene.dragSlider` does.
    func dragSlider(row: Int) {
        if dragRow != row { touchDown(row: row) }
        guard let cell = table.cellForRow(at: IndexPath(row: row, section: 0)) as? TableBenchCell else { return }
        fingerAt.x += cell.slider.value >= 0.5 ? -170 : 170
        RawInput.send([RawInput.Touch(id: 1, phase: .moved, location: fingerAt)], in: window)
    }

    func endDrag() {
        guard dragRow != nil else { return }
        RawInput.send([RawInput.Touch(id: 1, phase: .ended, location: fingerAt)], in: window)
        dragRow = nil
    }
}

/// The table scene's cell: the scroll scene's row (label, button, slider, switch) in the
/// content view, made once per reused cell.
@MainActor final class TableBenchCell: UITableViewCell {
    static let id = "row"
    let label = UILabel(frame: CGRect(x: 8, y: 9, width: 72, height: 20))
    let button = UIButton(type: .system)
    let slider = UISlider(frame: CGRect(x: 200, y: 3, width: 1005, height: 31))
    let toggle = UISwitch(frame: CGRect(x: 1222, y: 3, width: 51, height: 31))
    var row = 0
    var onChange: ((TableBenchCell) -> Void)?
    var onToggle: ((TableBenchCell) -> Void)?

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        label.font = UIFont.systemFont(ofSize: 13)
        contentView.addSubview(label)
        button.frame = CGRect(x: 84, y: 2, width: 104, height: 33)
        button.setTitle("Button", for: .normal)
        contentView.addSubview(button)
        contentView.addSubview(slider)
        contentView.addSubview(toggle)
        slider.addAction(UIAction { [unowned self] _ in onChange?(self) }, for: .valueChanged)
        toggle.addAction(UIAction { [unowned self] _ in onToggle?(self) }, for: .valueChanged)
    }

    required init?(coder: NSCoder) { nil }
}

// MARK: Parent: the table scene's runs, peers and targets

/// The most rows sdlcairo takes: it keeps its values in a 100,000-entry array (it draws the
/// visible rows only, so its frame does not depend on N).
let tableCairoMaxRows = 100_000
/// The most rows qtbench is run with: it makes every row's widgets and layouts up front
/// (`qtbench -n 100000` had not drawn its first frame after 500 s here, and a QScrollArea's
/// content stops at 16,777,215 px, ~550,000 of its rows), so it is the 2,000-row program of
/// the shared peers' table at every N.
let tableQtMaxRows = 2_000

@MainActor func runTableParent(_ o: Options) {
    let parent = ParentRun("UIKitBenchmark --scene table: \(o.rows) rows of 38 pt in a 1280x800 UITableView, \(o.frames) scroll frames x \(o.runs) runs")
    defer { parent.stopDisplay() }
    let table = runUIKit(o)
    let skipped = Metrics(note: "skipped (--no-peers)")
    var cairo = skipped, gtk = skipped, qt = skipped
    let cairoRows = min(o.rows, tableCairoMaxRows), qtRows = min(o.rows, tableQtMaxRows)
    if o.peers {
        let (dir, tmp) = preparePeers()
        cairo = runPeer(name: "cairo_sdl", path: dir + "sdlcairo", args: ["-n", String(cairoRows)],
                        env: ["SDL_FRAMEBUFFER_ACCELERATION": "0"], runs: o.runs,
                        scrollKey: "scroll_work(draw+present)", valueKey: "slider_row_redraw+present",
                        warmUpEnv: ["EXIT_AFTER_FIRST": "1"])
        // GtkListView (recycled rows) with 100,000 rows, whatever N: the issue's fixed peer.
        gtk = runPeer(name: "gtk4_list", path: dir + "gtkbench", args: ["--mode", "list", "-n", "100000", "--frames", String(o.frames)],
                      env: gtkPeerEnvironment(tmp),
                      runs: o.runs, scrollKey: "scroll_work(bp->ap+sync)", valueKey: "slider_latency")
        qt = runPeer(name: "qt6", path: dir + "qtbench", args: ["-n", String(qtRows), "--frames", String(o.frames)],
                     env: ["QT_QPA_PLATFORM": "xcb", "XDG_RUNTIME_DIR": tmp],
                     runs: o.runs, scrollKey: "scroll_work(set->flush+sync)", valueKey: "slider_latency",
                     warmUpEnv: ["EXIT_AFTER_FIRST": "1"])
        if cairoRows < o.rows { cairo.note = "run with \(cairoRows) rows, the most it takes (it draws the visible rows only)" }
        if qtRows < o.rows { qt.note = "run with \(qtRows) rows (it builds every row's widgets up front; 100,000 did not start in 500 s)" }
    }
    printComparison(comparisonRows(), [("table", table), ("cairo_sdl", cairo), ("gtk4_list", gtk), ("qt6", qt)])
    // Targets (issue 15). The 1,000,000-row run against the 2,000-row one: compare two --json files
    // (benchmarks/table-sizes.sh does).
    // A run that failed meets nothing: say so rather than "all met" over missing numbers.
    var misses: [String] = table.scroll_median_ms == nil ? ["table: \(table.note ?? "no result")"] : []
    if let s = table.scroll_median_ms {
        if let c = cairo.scroll_median_ms, s > 0.7 * c { misses.append(String(format: "scroll median %.2fx cairo_sdl > 0.7x", s / c)) }
        if let g = gtk.scroll_median_ms, s > 0.1 * g { misses.append(String(format: "scroll median %.3fx gtk4_list > 0.1x", s / g)) }
    }
    if let v = table.first_frame_ms, let c = cairo.first_frame_ms, v > 1.2 * c {
        misses.append(String(format: "first frame %.2fx cairo_sdl > 1.2x", v / c))
    }
    if let v = table.peak_rss_mb, v > 40 { misses.append(String(format: "peak RSS %.1f MB > 40 MB", v)) }
    print(misses.isEmpty ? "targets: all met" : "targets missed: " + misses.joined(separator: "; "))
    parent.finish(json: o.json, ["table": table.json, "cairo_sdl": cairo.json, "gtk4_list": gtk.json, "qt6": qt.json,
                                 "config": ["scene": "table", "rows": o.rows, "frames": o.frames, "runs": o.runs,
                                            "peer_rows": ["cairo_sdl": cairoRows, "gtk4_list": 100_000, "qt6": qtRows]],
                                 "targets_missed": misses])
}
