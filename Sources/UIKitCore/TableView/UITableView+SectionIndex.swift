//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// The section index: the data source's `sectionIndexTitles(for:)` as a strip of small titles
// along the table's trailing edge, fixed while the rows scroll; touching or dragging along it
// scrolls to the section `tableView(_:sectionForSectionIndexTitle:at:)` names.

extension UITableView {
    /// Asks for the index titles again (at `reloadData`, as iOS does) and shows, updates or
    /// removes the strip.
    func _reloadSectionIndex() {
        let titles = _hasLoaded ? (_dataSource?.sectionIndexTitles(for: self) ?? []) : []
        var rows = 0
        for s in 0..<_geometry.numberOfSections { rows += _geometry.numberOfRows(inSection: s) }
        guard !titles.isEmpty, rows >= sectionIndexMinimumDisplayRowCount else {
            if let index = _sectionIndex {
                index.removeFromSuperview()
                _sectionIndex = nil
                for cell in _visibleCells.values { cell._sectionIndexInset = 0 }
            }
            return
        }
        let index = _sectionIndex ?? _UITableViewIndex(table: self)
        if _sectionIndex == nil {
            _sectionIndex = index
            addSubview(index)
        }
        index.titles = titles
        setNeedsLayout()
    }

    /// Keeps the strip over the visible part of the table, on top of the rows.
    func _layoutSectionIndex() {
        guard let index = _sectionIndex else { return }
        let inset = adjustedContentInset, width = index.preferredWidth
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let frame = CGRect(x: rtl ? bounds.minX : bounds.maxX - width, y: bounds.minY + inset.top,
                           width: width, height: max(0, bounds.height - inset.top - inset.bottom))
        if index.frame != frame { index.frame = frame }
        if subviews.last !== index { bringSubviewToFront(index) }
        for cell in _visibleCells.values where cell._sectionIndexInset != width { cell._sectionIndexInset = width }
    }

    /// A finger on title `i` of the index: scrolls that section's top under the top inset.
    func _sectionIndexTouched(_ i: Int, title: String) {
        guard let ds = _dataSource else { return }
        if title == UITableView.indexSearch {
            setContentOffset(CGPoint(x: contentOffset.x, y: -adjustedContentInset.top), animated: false)
            return
        }
        let section = ds.tableView(self, sectionForSectionIndexTitle: title, at: i)
        guard section >= 0, section < _geometry.numberOfSections else {
            if section != NSNotFound {
                UIKitLog.warning("tableView(_:sectionForSectionIndexTitle:at:) returned section \(section) of \(_geometry.numberOfSections); ignored", category: "UITableView")
            }
            return
        }
        let inset = adjustedContentInset
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        let y = min(maxY, max(-inset.top, _geometry.sectionY(section) - inset.top))
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: false)
    }
}

/// The section index strip (iOS's UITableViewIndex): one label per title, centred vertically.
@MainActor final class _UITableViewIndex: UIView {
    weak var table: UITableView?
    private var labels: [UILabel] = []
    private(set) var isTracking = false { didSet { updateColors() } }
    /// Height of one title's line (iOS's ~14 pt; less when they would not fit).
    static let lineHeight: CGFloat = 14
    static let font = UIFont.boldSystemFont(ofSize: 11)

    var titles: [String] = [] {
        didSet {
            guard titles != oldValue else { return }
            // Measured on all titles, so the width does not change as the strip collapses.
            let probe = UILabel()
            probe.font = Self.font
            var widest: CGFloat = 0
            for t in titles {
                probe.text = Self.shown(t)
                widest = max(widest, probe.intrinsicContentSize.width)
            }
            preferredWidth = max(15, (widest + 6).rounded(.up))
            shownSlots = -1
            setNeedsLayout()
        }
    }

    private static func shown(_ title: String) -> String { title == UITableView.indexSearch ? "⌕" : title }

    /// What the strip shows for `slots` lines: every title when they fit; else, as iOS does,
    /// the first and last and evenly spaced ones between, a bullet in every other line standing
    /// for the titles left out (a touch there still picks them: touches map over all titles).
    static func entries(_ titles: [String], slots: Int) -> [String] {
        let n = titles.count
        let lines = lineCount(titles: n, slots: slots)
        guard lines < n else { return titles.map(shown) }
        let kept = (lines + 1) / 2
        var out: [String] = []
        for j in 0..<kept {
            if j > 0 { out.append("•") }
            let i = Int((CGFloat(j) * CGFloat(n - 1) / CGFloat(kept - 1)).rounded())
            out.append(shown(titles[i]))
        }
        return out
    }

    /// How many lines `entries` shows for `n` titles in `slots` lines: all of them when they fit
    /// (or when fewer than three lines would be left), else an odd number (titles at both ends).
    static func lineCount(titles n: Int, slots: Int) -> Int {
        n <= slots || slots < 3 ? n : (slots % 2 == 0 ? slots - 1 : slots)
    }

    /// The number of lines the labels were made for (-1: remake them).
    private var shownSlots = -1

    private func updateLabels(slots: Int) {
        guard slots != shownSlots else { return }
        shownSlots = slots
        let texts = Self.entries(titles, slots: slots)
        while labels.count < texts.count {
            let l = UILabel()
            l.font = Self.font
            l.textAlignment = .center
            addSubview(l)
            labels.append(l)
        }
        while labels.count > texts.count { labels.removeLast().removeFromSuperview() }
        for (l, t) in zip(labels, texts) { l.text = t }
        updateColors()
    }

    init(table: UITableView) {
        self.table = table
        super.init(frame: .zero)
        isAccessibilityElement = true
        accessibilityLabel = "Table index"
        addGestureRecognizer(_UITableViewIndexTouchRecognizer { [weak self] r in self?.touch(r) })
    }

    required init?(coder: NSCoder) { nil }

    /// Wide enough for the widest title, at least iOS's 15 pt; measured when the titles change,
    /// not in every layout pass (the table lays the strip out on each scroll frame).
    private(set) var preferredWidth: CGFloat = 15

    /// The lines shown (all titles, or fewer with bullets when the strip is too short for them at
    /// iOS's line height), their height and the top of the first.
    private var lines: (count: Int, height: CGFloat, top: CGFloat) {
        guard !titles.isEmpty else { return (0, Self.lineHeight, 0) }
        let fit = Int((bounds.height / Self.lineHeight).rounded(.down))
        let count = Self.lineCount(titles: titles.count, slots: fit)
        let h = min(Self.lineHeight, bounds.height / CGFloat(max(1, count)))
        return (count, h, ((bounds.height - h * CGFloat(count)) / 2).rounded())
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let (count, h, top) = lines
        updateLabels(slots: count)
        for (i, l) in labels.enumerated() {
            l.frame = CGRect(x: 0, y: top + CGFloat(i) * h, width: bounds.width, height: h)
        }
    }

    func updateColors() {
        let color = table?.sectionIndexColor ?? tintColor
        for l in labels { l.textColor = color }
        backgroundColor = isTracking ? table?.sectionIndexTrackingBackgroundColor : table?.sectionIndexBackgroundColor
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    private var lastTouched: Int?

    private func touch(_ r: _UITableViewIndexTouchRecognizer) {
        switch r.state {
        case .began, .changed:
            isTracking = true
            guard !titles.isEmpty else { return }
            // Over all titles, in proportion along the lines shown (bullets included).
            let (count, h, top) = lines
            let y = r.location(in: self).y
            let f = (y - top) / (h * CGFloat(max(1, count)))
            let i = min(titles.count - 1, max(0, Int((f * CGFloat(titles.count)).rounded(.down))))
            if i != lastTouched {
                lastTouched = i
                table?._sectionIndexTouched(i, title: titles[i])
            }
        default:
            isTracking = false
            lastTouched = nil
        }
    }
}

/// Recognizes at once when a finger lands on the index, so the table's pan never starts there
/// and the first title's section is shown before the finger moves.
@MainActor final class _UITableViewIndexTouchRecognizer: UIGestureRecognizer {
    private let handler: (_UITableViewIndexTouchRecognizer) -> Void

    init(_ handler: @escaping (_UITableViewIndexTouchRecognizer) -> Void) {
        self.handler = handler
        super.init()
        addAction { [weak self] _ in if let self { self.handler(self) } }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .began }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .changed }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .ended } else { state = .failed }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .cancelled
    }
}
