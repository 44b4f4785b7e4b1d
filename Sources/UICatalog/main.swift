//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// UICatalog: a tour of what UIKit for Linux draws today.
//
//   swift run UICatalog                      # opens a window (1024x768 points; UIKIT_WINDOW_SIZE, UIKIT_SCALE)
//   swift run UICatalog --screenshot out.png [--size WxH] [--scale N] [--time T]
//                                            # renders headless, advancing T seconds (default 0.6)
//   swift run UICatalog --still               # no animations (an idle app: the loop sleeps)
//   swift run UICatalog --page sliders        # start on a page (CatalogPage's names: buttons, sliders,
//                                            # datePicker, alertController, table…; older names such as
//                                            # controls or pickers still work); keys 1…9 or the list's rows
//                                            # show a page
//   swift run UICatalog --screenshot out.png --page gestures --script drag
//                                            # headless: drag the square (or: tap, pinch) before the shot
//   swift run UICatalog --screenshot out.png --page sliders --script slide
//                                            # headless: drag sliders, flip switches, step, pick segments and
//                                            # pages, each on its page in turn (the shot: the Page Control page)
//   swift run UICatalog --screenshot out.png --page buttons --script buttons
//                                            # headless: tap a few buttons (the label shows the last one)
//   swift run UICatalog --screenshot out.png --script table
//                                            # headless, on the Table View page: flick, tap a row, Edit,
//                                            # delete a row, insert one (tableplain: the plain table deep in 10,000 rows;
//                                            # tablegrouped: the grouped table's detail button and switch)
import DemoSupport
import Foundation
import UIKit

/// UICatalog's command line: the demos' shared options (`DemoOptions`) and `--page`.
struct CatalogArguments {
    var options: DemoOptions
    var page: CatalogPage?

    static let usage = "[--still] [--page \(CatalogPage.names.joined(separator: "|"))] [--screenshot out.png [--size WxH] [--scale N] [--time T] [--script \(CatalogScript.names.joined(separator: "|"))]]"

    static func parse() -> CatalogArguments {
        var page: CatalogPage?
        let options = DemoOptions.parse(program: "UICatalog", usage: usage, scripts: CatalogScript.names) { option, next throws(DemoOptions.Failure) in
            guard option == "--page" else { return false }
            guard let s = next(), let p = CatalogPage(name: s) else {
                throw DemoOptions.Failure(message: "--page needs one of \(CatalogPage.names.joined(separator: ", "))")
            }
            page = p
            return true
        }
        return CatalogArguments(options: options, page: page)
    }
}

let arguments = CatalogArguments.parse()
MainActor.assumeIsolated { AnimationDemo.enabled = !arguments.options.still }
CatalogAppDelegate.initialPage = arguments.page

MainActor.assumeIsolated {
    if arguments.options.screenshot != nil {
        DemoScreenshot.run(arguments.options, program: "UICatalog", launch: { _ in
            let app = UIApplication.shared
            let delegate = CatalogAppDelegate()
            app.delegate = delegate
            _ = delegate.application(app, didFinishLaunchingWithOptions: nil)
        }, script: { host, window, name in
            CatalogScript(host: host, window: window).run(name)
        })
    } else {
        arguments.options.exportWindowEnvironment()
        UIApplicationMain(delegate: CatalogAppDelegate())
    }
}

/// Scripted input for headless screenshots: touches with explicit timestamps on the manual clock,
/// one 60 Hz frame between samples (what a finger on a phone, or the mouse, would send).
@MainActor struct CatalogScript {
    let host: HeadlessHost
    let window: UIWindow

    /// The shared touch player (DemoSupport) for this window.
    var touches: DemoTouches { DemoTouches(host: host, window: window) }
    func find(_ id: String) -> UIView? { touches.find(id) }
    func center(_ v: UIView) -> CGPoint { touches.center(v) }
    /// Fingers go down at `paths[i][0]`, move through the points one frame apart, lift at the end.
    func play(_ paths: [[CGPoint]]) { touches.play(paths) }

    nonisolated static let names = ["drag", "tap", "pinch", "slide", "buttons", "scroll", "push", "swipeback", "sheet", "mediumsheet", "popover", "tabs", "alert", "actionsheet", "rtl", "table", "tableplain", "tablegrouped", "search"] + viewsScripts.keys.sorted()

    /// The page a script plays on.
    static func page(for script: String) -> CatalogPage? {
        if let p = viewsScripts[script] { return p }
        return switch script {
        case "slide": .sliders
        case "buttons": .buttons
        case "scroll": .scroll
        case "push", "search": nil
        case "swipeback", "sheet", "mediumsheet", "popover", "tabs", "alert", "actionsheet": .presentation
        case "rtl": .layout
        case "table", "tableplain", "tablegrouped": .table
        default: .gestures
        }
    }

    /// A point in `v` at fractions of its bounds, in window coordinates.
    func point(_ v: UIView, _ fx: CGFloat, _ fy: CGFloat = 0.5) -> CGPoint { touches.point(v, fx, fy) }
    /// A tap at `p`, then a pause long enough not to make a double tap.
    func tap(_ p: CGPoint) { touches.tap(p) }
    /// Drags a slider's thumb to `fraction` of its track, in 30 frames.
    func slide(_ s: UISlider, to fraction: CGFloat) { touches.slide(s, to: fraction) }

    func run(_ name: String) {
        if let p = Self.page(for: name) {
            visit(p)
        } else if let root = window.rootViewController as? CatalogSplitViewController, root.page != nil {
            if root.isCollapsed { root.primaryNavigation?.popToRootViewController(animated: false) }
            host.advance(by: 1.0 / 60)
        }
        switch name {
        case "slide":
            slideScript()
        case "buttons":
            buttonsScript()
        case "scroll":
            if let v = find("scroll.list") as? UIScrollView {   // a flick up: the list glides
                let a = point(v, 0.5, 0.8)
                play([(0...6).map { CGPoint(x: a.x, y: a.y - CGFloat($0) * 25) }])
                host.advance(by: 0.4)
            }
            if let v = find("scroll.pager") as? UIScrollView {   // a swipe left: the next page
                let a = point(v, 0.8, 0.5)
                play([(0...8).map { CGPoint(x: a.x - CGFloat($0) * 18, y: a.y) }])
                host.advance(by: 0.6)
            }
            if let v = find("scroll.zoom") as? UIScrollView {   // spread two fingers: zoom in
                let c = center(v)
                play([(0...20).map { CGPoint(x: c.x - 20 - CGFloat($0) * 3, y: c.y) }, (0...20).map { CGPoint(x: c.x + 20 + CGFloat($0) * 3, y: c.y) }])
                host.advance(by: 0.6)
            }
            let list = find("scroll.list") as? UIScrollView, zoom = find("scroll.zoom") as? UIScrollView
            print("UICatalog: script scrolled the list to \(list?.contentOffset.y ?? -1), pager page \((find("scroll.pagecontrol") as? UIPageControl)?.currentPage ?? -1), zoom \(zoom?.zoomScale ?? -1)")
        case "push":   // tap a row of the list; the shot is half way through the push
            if let v = find("row.sliders") { play([[center(v), center(v)]]) }
            host.advance(by: 0.12)
            print("UICatalog: script tapped the Sliders row (half way through the push)")
        case "search":   // tap the list's search field and type: the list filters as it is typed
            if let root = (window.rootViewController as? CatalogSplitViewController)?.list {
                let field = root.search.searchBar.searchTextField
                tap(center(field))
                for ch in "view" { field.insertText(String(ch)); host.advance(by: 0.1) }
                host.advance(by: 0.4)
                print("UICatalog: script searched for \"\(field.text ?? "")\": \(root.tableView.numberOfSections) section(s), \(root.tableView.numberOfRows(inSection: 0)) row(s) in the first")
            }
        case "swipeback":   // an edge swipe, held half way
            let y = window.bounds.midY
            let d = RawInput.self
            d.send([RawInput.Touch(id: 1, phase: .began, location: CGPoint(x: 4, y: y), timestamp: CACurrentMediaTime())], in: window)
            for i in 1...20 {
                host.advance(by: 1.0 / 60)
                d.send([RawInput.Touch(id: 1, phase: .moved, location: CGPoint(x: 4 + CGFloat(i) * window.bounds.width / 40, y: y), timestamp: CACurrentMediaTime())], in: window)
            }
            host.advance(by: 1.0 / 60)
            print("UICatalog: script swiping back, the finger half way across")
        case "sheet", "tabs", "alert", "actionsheet", "mediumsheet", "popover":
            let id = ["sheet": "present.sheet", "tabs": "present.tabs", "alert": "present.alert", "actionsheet": "present.actionSheet",
                      "mediumsheet": "present.mediumSheet", "popover": "present.popover"][name]!
            if let v = find(id) { tap(center(v)) }
            host.advance(by: 0.6)
            print("UICatalog: script tapped \(id)")
        case "rtl":   // turn on right to left; the shot is after the mirrored layout settles
            if let v = find("layout.rtl") { tap(center(v)) }
            host.advance(by: 0.5)
            print("UICatalog: script turned on right to left; the Save button is now at x \(find("layout.save").map { center($0).x } ?? -1)")
        case "table", "tableplain", "tablegrouped":
            tableScript(name)
        case _ where Self.viewsScripts[name] != nil:
            viewsScript(name)
        case "drag":
            guard let v = find("draggable") else { return }
            let a = center(v), b = CGPoint(x: a.x - 70, y: a.y + 130)
            play([(0...30).map { i in CGPoint(x: a.x + (b.x - a.x) * CGFloat(i) / 30, y: a.y + (b.y - a.y) * CGFloat(i) / 30) }])
            print("UICatalog: script dragged the square from \(a) to \(b); now at \(center(v))")
        case "tap":
            guard let v = find("tapTarget") else { return }
            for _ in 0..<3 { play([[center(v), center(v), center(v)]]); host.advance(by: 0.4) }
            print("UICatalog: script tapped 3 times")
        default:
            guard let v = find("photo") else { return }
            let c = center(v)
            let path: (CGFloat) -> [[CGPoint]] = { sign in
                (0...30).map { i -> [CGPoint] in
                    let f = CGFloat(i) / 30, r = 30 + 50 * f, a = 0.6 * f
                    return [CGPoint(x: c.x + sign * r * cos(a), y: c.y + sign * r * sin(a))]
                }.map { $0 }
            }
            let one = path(1).map { $0[0] }, two = path(-1).map { $0[0] }
            play([one, two])
            print("UICatalog: script pinched and rotated the image")
        }
    }
}

extension CatalogScript {
    /// A flick up on `v` from 80 % of its height: the content glides on.
    func flick(_ v: UIView, points: CGFloat = 25) {
        let a = point(v, 0.5, 0.8)
        play([(0...6).map { CGPoint(x: a.x, y: a.y - CGFloat($0) * points) }])
    }

    /// The Table View page's scripts.
    func tableScript(_ name: String) {
        guard let page = (window.rootViewController as? CatalogSplitViewController)?.shownController as? TableViewController else { return }
        let editable = TableViewController.Section.editable.rawValue
        switch name {
        case "tableplain":   // the plain table, deep in the 10,000 rows: floating header, reused cells
            if let v = find("table.style") { tap(point(v, 0.5 / 3)) }
            let table = page.visibleTable
            table.scrollToRow(at: IndexPath(row: 5000, section: TableViewController.Section.numbered.rawValue), at: .top, animated: false)
            host.advance(by: 1.0 / 60)
            flick(table)
            host.advance(by: 1.5)
            let rows = table.indexPathsForVisibleRows ?? []
            print("UICatalog: script scrolled the plain table to \(table.contentOffset.y); rows \(rows.first.map { "\($0.row + 1)" } ?? "-")…\(rows.last.map { "\($0.row + 1)" } ?? "-") on screen; \(NumberedCell.made) numbered cells made for 10,000 rows")
        case "tablegrouped":   // the grouped table: a detail button, the switch, the checkmark row
            if let v = find("table.style") { tap(point(v, 1.5 / 3)) }
            let table = page.visibleTable
            table.scrollToRow(at: IndexPath(row: 0, section: TableViewController.Section.accessories.rawValue), at: .top, animated: false)
            host.advance(by: 1.0 / 60)
            var log: [String] = []
            if let cell = table.cellForRow(at: IndexPath(row: 2, section: TableViewController.Section.accessories.rawValue)) {
                // The detail (i) button sits just before the chevron at the trailing margin.
                tap(cell.convert(CGPoint(x: cell.bounds.maxX - 60, y: cell.bounds.midY), to: window))
                log.append(page.statusLabel.text ?? "")
            }
            if let v = find("table.switch") { tap(center(v)); log.append(page.statusLabel.text ?? "") }
            if let cell = table.cellForRow(at: IndexPath(row: 3, section: TableViewController.Section.accessories.rawValue)) {
                tap(center(cell)); log.append(page.statusLabel.text ?? "")
            }
            print("UICatalog: script tapped a detail button, the switch and the checkmark row: \(log)")
        default:   // "table": flick, tap a row, Edit, delete a row
            let table = page.visibleTable
            flick(table)
            var waited = 0.0
            // Until the glide ends (a tap while it glides only stops it, as on iOS).
            while table.isDecelerating && waited < 10 { host.advance(by: 0.1); waited += 0.1 }
            let offset = table.contentOffset.y
            tap(point(table, 0.5, 0.45))
            let selected = page.statusLabel.text ?? ""
            table.scrollToRow(at: IndexPath(row: 0, section: editable), at: .top, animated: false)
            host.advance(by: 1.0 / 60)
            if let v = find("table.edit") { tap(center(v)) }
            host.advance(by: 0.4)
            if let cell = table.cellForRow(at: IndexPath(row: 0, section: editable)) {
                tap(cell.convert(CGPoint(x: 23, y: cell.bounds.midY), to: window))   // the red minus
            }
            host.advance(by: 0.5)
            if let cell = table.cellForRow(at: IndexPath(row: 0, section: editable)) {
                tap(CGPoint(x: window.bounds.maxX - 40, y: cell.convert(CGPoint(x: 0, y: cell.bounds.midY), to: window).y))   // its Delete button
            }
            host.advance(by: 0.5)
            let deleted = page.statusLabel.text ?? ""
            let addRow = IndexPath(row: page.fruits[table.style]?.count ?? 0, section: editable)
            if let cell = table.cellForRow(at: addRow) {
                tap(cell.convert(CGPoint(x: 23, y: cell.bounds.midY), to: window))   // the green plus of "Add Fruit"
            }
            host.advance(by: 0.5)
            print("UICatalog: script flicked the table to \(offset), tapped a row (\(selected)), tapped Edit (editing \(table.isEditing)), tapped a delete control and its Delete button (\(deleted)) and an insert control (\(page.statusLabel.text ?? "")); fruits now \(page.fruits[table.style] ?? [])")
        }
    }
}
