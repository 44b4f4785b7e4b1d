//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// The colour picker's Grid page: 12 × 10 cells (a grey ramp, then hue columns from light to
// dark) in a rounded rectangle; a tap picks a cell, a drag moves through cells (continuous
// picks, then a final one on release); the picked cell wears a ring.

/// The colour picker's grid of colours.
@MainActor final class _UIColorPickerGridView: _UIColorPickerControl {
    /// Called with a picked colour (opaque) and whether the gesture is still going on.
    var onPick: ((_UIPickerRGBA, Bool) -> Void)?
    /// The cells, row by row (each an accessibility element named after its colour).
    private(set) var cells: [UIView] = []
    private let ring = UIView()
    private var trackedCell: Int?
    private var moved = false
    /// The cell of the current colour (nil: the colour is not in the grid).
    private(set) var selectedCell: Int?

    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        layer.cornerRadius = 8
        for row in 0..<_UIColorPickerPalette.gridRows {
            for column in 0..<_UIColorPickerPalette.gridColumns {
                let c = _UIColorPickerPalette.gridColor(column: column, row: row)
                let cell = UIView()
                cell.backgroundColor = c.color
                cell.isUserInteractionEnabled = false
                cell.isAccessibilityElement = true
                cell.accessibilityLabel = _UIColorPickerPalette.gridName(column: column, row: row)
                cell.accessibilityValue = "#" + c.hex
                cell.accessibilityTraits = .button
                cells.append(cell)
                addSubview(cell)
            }
        }
        ring.isUserInteractionEnabled = false
        ring.layer.borderWidth = 3
        ring.layer.borderColor = UIColor.white.cgColor
        ring.isHidden = true
        let outline = UIView()
        outline.isUserInteractionEnabled = false
        outline.layer.borderWidth = 1
        outline.layer.borderColor = UIColor(white: 0, alpha: 0.35).cgColor
        outline.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        ring.addSubview(outline)
        addSubview(ring)
    }

    required init?(coder: NSCoder) { fatalError("_UIColorPickerGridView is made in code") }

    override var keepsDrags: Bool { true }

    /// The grid is a container of cells, not one element.
    override var _defaultIsAccessibilityElement: Bool { false }

    private func edge(_ i: Int, _ n: Int, _ length: CGFloat) -> CGFloat { (CGFloat(i) * length / CGFloat(n)).rounded() }

    /// The frame of cell `index` (row-major).
    func cellFrame(_ index: Int) -> CGRect {
        let cols = _UIColorPickerPalette.gridColumns, rows = _UIColorPickerPalette.gridRows
        let col = index % cols, row = index / cols
        let x0 = edge(col, cols, bounds.width), x1 = edge(col + 1, cols, bounds.width)
        let y0 = edge(row, rows, bounds.height), y1 = edge(row + 1, rows, bounds.height)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (i, cell) in cells.enumerated() { cell.frame = cellFrame(i) }
        placeRing()
    }

    private func placeRing() {
        guard let i = selectedCell else { ring.isHidden = true; return }
        ring.isHidden = false
        ring.frame = cellFrame(i)
        ring.subviews.first?.frame = ring.bounds.insetBy(dx: 3, dy: 3)
        bringSubviewToFront(ring)
    }

    /// Shows the ring on the cell holding `color` (none when no cell does).
    func show(_ color: _UIPickerRGBA) {
        let match = _UIColorPickerPalette.gridColors.firstIndex { $0.isClose(to: color) }
        guard match != selectedCell else { return }
        selectedCell = match
        placeRing()
    }

    /// The cell under `p` (clamped into the grid).
    func cell(at p: CGPoint) -> Int {
        let cols = _UIColorPickerPalette.gridColumns, rows = _UIColorPickerPalette.gridRows
        let col = min(max(Int(p.x / max(bounds.width, 1) * CGFloat(cols)), 0), cols - 1)
        let row = min(max(Int(p.y / max(bounds.height, 1) * CGFloat(rows)), 0), rows - 1)
        return row * cols + col
    }

    private func color(of index: Int) -> _UIPickerRGBA { _UIColorPickerPalette.gridColors[index] }

    // MARK: Touches

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackedCell = cell(at: touch.location(in: self))
        moved = false
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let i = cell(at: touch.location(in: self))
        if i != trackedCell {
            trackedCell = i
            moved = true
            onPick?(color(of: i), true)
        }
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { trackedCell = cell(at: touch.location(in: self)) }
        if let i = trackedCell { onPick?(color(of: i), false) }
        trackedCell = nil
    }

    override func cancelTracking(with event: UIEvent?) {
        // A continuous selection is always followed by a non-continuous one.
        if moved, let i = trackedCell { onPick?(color(of: i), false) }
        trackedCell = nil
    }
}
