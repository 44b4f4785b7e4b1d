//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// The list-cell accessories that a table row has no equivalent for: the outline disclosure
// chevron (a control that turns to point down while the item is expanded) and the multiselect
// circle. Their glyphs come from the table cell's shared drawing helpers.

/// The outline disclosure chevron: a tap calls `onTap`; `isExpanded` turns it down.
@MainActor final class _UIListOutlineDisclosureControl: UIControl {
    private static let _registered: Void = { UIView._registerDraws(_UIListOutlineDisclosureControl.self, true) }()
    static let glyphSize = CGSize(width: 8, height: 13)
    var onTap: (() -> Void)?
    /// Header style: a grey chevron (the cell style uses the tint colour).
    var headerStyle = false { didSet { setNeedsDisplay() } }
    var color: UIColor? { didSet { setNeedsDisplay() } }
    var rtl = false { didSet { if rtl != oldValue { setNeedsDisplay(); _applyRotation() } } }
    var isExpanded = false { didSet { if isExpanded != oldValue { _applyRotation() } } }

    override init(frame: CGRect) {
        _UIListOutlineDisclosureControl._registered
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
        addTarget(self, action: _UIListOutlineDisclosureControl._tapped, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { nil }

    func _tapped() { onTap?() }

    /// Expanded: a quarter turn, so the chevron points down.
    private func _applyRotation() {
        transform = isExpanded ? CGAffineTransform(rotationAngle: rtl ? -.pi / 2 : .pi / 2) : .identity
    }

    /// A generous target: the whole height of the row and 8 pt either side.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -8, dy: -8).contains(point)
    }

    override func tintColorDidChange() { setNeedsDisplay() }

    override func draw(_ rect: CGRect) {
        let s = Self.glyphSize
        let r = CGRect(x: (bounds.width - s.width) / 2, y: (bounds.height - s.height) / 2, width: s.width, height: s.height)
        let c = color ?? (headerStyle ? UIColor.secondaryLabel : tintColor ?? .systemBlue)
        _UITableViewCellAccessoryView.drawChevron(in: r, rtl: rtl, color: c)
    }
}

/// The multiselect circle: empty (grey ring) or, while the cell is selected, filled with a
/// checkmark.
@MainActor final class _UIListMultiselectView: UIView {
    private static let _registered: Void = { UIView._registerDraws(_UIListMultiselectView.self, true) }()
    static let diameter: CGFloat = 22
    var isChecked = false { didSet { if isChecked != oldValue { setNeedsDisplay() } } }
    var fillColor: UIColor? { didSet { setNeedsDisplay() } }
    var checkColor: UIColor? { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        _UIListMultiselectView._registered
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    override func tintColorDidChange() { setNeedsDisplay() }

    override func draw(_ rect: CGRect) {
        let d = Self.diameter
        let c = CGRect(x: (bounds.width - d) / 2, y: (bounds.height - d) / 2, width: d, height: d)
        if isChecked {
            (fillColor ?? tintColor ?? .systemBlue).setFill()
            UIBezierPath(ovalIn: c).fill()
            _UITableViewCellAccessoryView.drawCheckmark(in: c.insetBy(dx: 5.5, dy: 7), color: checkColor ?? .white, lineWidth: 1.75)
        } else {
            let ring = UIBezierPath(ovalIn: c.insetBy(dx: 0.75, dy: 0.75))
            ring.lineWidth = 1.5
            UIColor.systemGray3.setStroke()
            ring.stroke()
        }
    }
}
