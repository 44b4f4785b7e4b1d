//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The benchmark scene with real controls in a `UIScrollView` (the default; `--plain` is the other one): each of the 2,000 rows holds a
/// `UILabel`, a system `UIButton`, a `UISlider` and a `UISwitch`, at the same positions as the
/// plain-view scene. The value-change frame is a real drag: one finger holds a visible slider's
/// thumb and each sample moves it, so the time covers touch delivery, the slider's tracking and
/// `.valueChanged` dispatch, its relayout and the frame.
@MainActor final class ControlsScene {
    let window: UIWindow
    let container: UIScrollView
    private(set) var sliders: [UISlider] = []
    private(set) var valueChangedCount = 0
    private var dragRow: Int?
    private var fingerAt = CGPoint.zero

    init(rows: Int, width W: CGFloat, height H: CGFloat, rowHeight rowH: CGFloat) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: W, height: H))
        let background = UIColor(red: 0.965, green: 0.961, blue: 0.957, alpha: 1)
        window.backgroundColor = background
        container = UIScrollView(frame: window.bounds)
        container.clipsToBounds = true
        container.backgroundColor = background
        window.addSubview(container)
        let font = UIFont.systemFont(ofSize: 13)
        for i in 0..<rows {
            let (row, slider) = Self.makeRow(i, width: W, rowHeight: rowH, font: font)
            slider.addAction(UIAction { [unowned self] _ in valueChangedCount += 1 }, for: .valueChanged)
            container.addSubview(row)
            sliders.append(slider)
        }
        container.contentSize = CGSize(width: W, height: CGFloat(rows) * rowH)
    }

    /// Row `i`: a label, a system button, a slider and a switch (the push scene's pushed screen
    /// is made of the same rows).
    static func makeRow(_ i: Int, width W: CGFloat, rowHeight rowH: CGFloat, font: UIFont) -> (UIView, UISlider) {
        let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * rowH, width: W, height: rowH))
        let label = UILabel(frame: CGRect(x: 8, y: 9, width: 72, height: 20))
        label.text = "Row \(i)"
        label.font = font
        row.addSubview(label)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 84, y: 2, width: 104, height: 33)
        button.setTitle("Button", for: .normal)
        row.addSubview(button)
        let slider = UISlider(frame: CGRect(x: 200, y: 3, width: 1005, height: 31))
        slider.value = Float(i % 101) / 100
        row.addSubview(slider)
        let sw = UISwitch(frame: CGRect(x: 1222, y: 3, width: 51, height: 31))
        sw.isOn = i & 1 == 1
        row.addSubview(sw)
        return (row, slider)
    }

    /// Moves the held finger on row `row`'s slider (touching its thumb first if needed) to the
    /// other side of the track, as a user dragging it would.
    /// Untimed: whether the finger must land on row `row`'s slider first (`touchDown`).
    func needsTouchDown(row: Int) -> Bool { dragRow != row }

    /// Untimed: lifts the finger from the last slider and puts it on row `row`'s thumb. The
    /// scroll view holds a new touch back from its content (~150 ms without moving,
    /// `delaysContentTouches`), so the caller lets that pass before the first timed move.
    func touchDown(row: Int) {
        endDrag()
        let s = sliders[row]
        let thumb = s.thumbRect(forBounds: s.bounds, trackRect: s.trackRect(forBounds: s.bounds), value: s.value)
        fingerAt = s.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: window)
        RawInput.send([RawInput.Touch(id: 1, phase: .began, location: fingerAt)], in: window)
        dragRow = row
    }

    /// The timed part: the held finger moves to the other side of the track.
    func dragSlider(row: Int) {
        if dragRow != row { touchDown(row: row) }
        let s = sliders[row]
        fingerAt.x += s.value >= 0.5 ? -170 : 170
        RawInput.send([RawInput.Touch(id: 1, phase: .moved, location: fingerAt)], in: window)
    }

    func endDrag() {
        guard dragRow != nil else { return }
        RawInput.send([RawInput.Touch(id: 1, phase: .ended, location: fingerAt)], in: window)
        dragRow = nil
    }
}
