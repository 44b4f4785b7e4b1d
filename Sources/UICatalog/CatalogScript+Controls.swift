//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

// The controls pages' scripts: `slide` (the Sliders, Switches, Steppers, Segmented Controls and
// Page Control pages in turn; the shot shows the last) and `buttons` (the Buttons page).
extension CatalogScript {
    /// The root, shown on `page` (one frame later).
    @discardableResult
    func visit(_ page: CatalogPage) -> UIViewController? {
        guard let root = window.rootViewController as? CatalogSplitViewController else { return nil }
        if root.page != page {
            root.show(page, animated: false)
            host.advance(by: 1.0 / 60)
        }
        return root.shownController
    }

    /// The view identified `id` on a cases page, its row scrolled into view first (a row off
    /// screen has no view in the window).
    func reveal(_ id: String) -> UIView? {
        guard let page = (window.rootViewController as? CatalogSplitViewController)?.shownController as? CatalogCasesViewController,
              let c = page.cases.first(where: { Self.descendant($0.view, id) != nil }) else { return find(id) }
        if let path = page.indexPath(of: c.view) {
            page.tableView.scrollToRow(at: path, at: .middle, animated: false)
            host.advance(by: 1.0 / 60)
        }
        return find(id)
    }

    /// `view` or its descendant identified `id`.
    static func descendant(_ view: UIView, _ id: String) -> UIView? {
        if view.accessibilityIdentifier == id { return view }
        for v in view.subviews { if let found = descendant(v, id) { return found } }
        return nil
    }

    /// Taps the horizontal fraction `fx` of the view identified `id` (its centre by default).
    func tap(_ id: String, at fx: CGFloat = 0.5) {
        if let v = reveal(id) { tap(point(v, fx)) }
    }

    /// `--script slide`: drags sliders, then flips switches, steps steppers, picks segments (a
    /// drag across them) and moves the page control (a tap, a swipe on the pager), each on its
    /// page.
    func slideScript() {
        visit(.sliders)
        if let s = reveal("slider.default") as? UISlider { slide(s, to: 0.85) }
        if let s = reveal("slider.tinted") as? UISlider { slide(s, to: 0.6) }
        if let s = reveal("slider.noncontinuous") as? UISlider { slide(s, to: 0.7) }
        let values = ["slider.default", "slider.tinted", "slider.noncontinuous"].compactMap { (find($0) as? UISlider)?.value }

        visit(.switches)
        tap("switch.off")
        tap("switch.on")
        host.advance(by: 0.3)
        let switches = ["switch.on", "switch.off"].compactMap { (find($0) as? UISwitch)?.isOn }

        visit(.steppers)
        tap("stepper", at: 0.75); tap("stepper", at: 0.75)
        tap("stepper.wraps", at: 0.75)
        let stepper = (find("stepper") as? UIStepper)?.value ?? -1

        visit(.segmentedControls)
        if let v = reveal("segmented.period") {   // drag from "Day" to "Month"
            let a = point(v, 0.5 / 4), b = point(v, 2.5 / 4)
            play([(0...20).map { CGPoint(x: a.x + (b.x - a.x) * CGFloat($0) / 20, y: a.y) }])
            host.advance(by: 0.5)
        }
        tap("segmented.size", at: 2.5 / 3)
        tap("segmented.momentary", at: 1.5 / 3)
        let period = (find("segmented.period") as? UISegmentedControl)?.selectedSegmentIndex ?? -1

        visit(.pageControl)
        tap("pagecontrol", at: 0.9)
        if let v = reveal("pager") {   // a quick swipe left: the next page
            let a = point(v, 0.8, 0.4)
            play([(0...8).map { CGPoint(x: a.x - CGFloat($0) * 18, y: a.y) }])
            host.advance(by: 0.4)
        }
        print("UICatalog: script slid sliders to \(values), switches on/off now \(switches), stepper \(stepper), segment \(period), page \((find("pagecontrol") as? UIPageControl)?.currentPage ?? -1)")
    }

    /// `--script buttons`: taps a few buttons; the first row shows the last one.
    func buttonsScript() {
        visit(.buttons)
        for id in ["button.system", "button.selected", "button.infoLight", "button.toggle", "button.filled"] { tap(id) }
        _ = reveal("lastTapped")
        print("UICatalog: script tapped 5 buttons; \((find("lastTapped") as? UILabel)?.text ?? "no label")")
    }
}
