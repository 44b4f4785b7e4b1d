//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// The pieces a UITableViewCell draws itself around its content view: the standard accessories
// (chevron, checkmark, the "i" detail button), the editing control (red minus / green plus),
// the reorder grabber. Glyphs are drawn with paths (no symbol images on Linux); each is mirrored
// in right-to-left layouts where iOS mirrors it (the chevron).

/// The standard accessory of a cell (`UITableViewCell.AccessoryType`).
@MainActor final class _UITableViewCellAccessoryView: UIView {
    private static let _registered: Void = { UIView._registerDraws(_UITableViewCellAccessoryView.self, true) }()
    static let chevronSize = CGSize(width: 8, height: 13)
    static let checkmarkSize = CGSize(width: 14, height: 11)
    static let detailButtonSize = CGSize(width: 22, height: 22)
    static let detailToChevron: CGFloat = 14

    let type: UITableViewCell.AccessoryType
    /// The "i" button (detail types only).
    let detailButton: _UITableViewCellDetailButton?
    var chevronRTL = false { didSet { if chevronRTL != oldValue { setNeedsDisplay() } } }

    init(type: UITableViewCell.AccessoryType) {
        _UITableViewCellAccessoryView._registered
        self.type = type
        detailButton = (type == .detailButton || type == .detailDisclosureButton) ? _UITableViewCellDetailButton(frame: CGRect(origin: .zero, size: Self.detailButtonSize)) : nil
        super.init(frame: CGRect(origin: .zero, size: Self.size(for: type)))
        isOpaque = false
        contentMode = .redraw
        if let detailButton { addSubview(detailButton) }
    }

    required init?(coder: NSCoder) { nil }

    static func size(for type: UITableViewCell.AccessoryType) -> CGSize {
        switch type {
        case .none: return .zero
        case .disclosureIndicator: return chevronSize
        case .checkmark: return checkmarkSize
        case .detailButton: return detailButtonSize
        case .detailDisclosureButton:
            return CGSize(width: detailButtonSize.width + detailToChevron + chevronSize.width, height: detailButtonSize.height)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let detailButton else { return }
        // The button leads; the chevron trails (mirrored in right-to-left).
        let x = chevronRTL && type == .detailDisclosureButton ? bounds.width - Self.detailButtonSize.width : 0
        detailButton.frame = CGRect(x: x, y: (bounds.height - Self.detailButtonSize.height) / 2,
                                    width: Self.detailButtonSize.width, height: Self.detailButtonSize.height)
    }

    override func tintColorDidChange() { setNeedsDisplay(); detailButton?.setNeedsDisplay() }

    override func draw(_ rect: CGRect) {
        switch type {
        case .disclosureIndicator:
            Self.drawChevron(in: bounds, rtl: chevronRTL)
        case .detailDisclosureButton:
            let cx = chevronRTL ? 0 : bounds.width - Self.chevronSize.width
            Self.drawChevron(in: CGRect(x: cx, y: (bounds.height - Self.chevronSize.height) / 2,
                                        width: Self.chevronSize.width, height: Self.chevronSize.height), rtl: chevronRTL)
        case .checkmark:
            Self.drawCheckmark(in: bounds, color: tintColor)
        default: break
        }
    }

    /// The checkmark stroke filling `b` (14 × 11 in a table row); shared with the list cells'
    /// checkmark and multiselect accessories.
    static func drawCheckmark(in b: CGRect, color: UIColor, lineWidth: CGFloat = 2) {
        let p = UIBezierPath()
        p.move(to: CGPoint(x: b.minX + 1, y: b.minY + b.height / 2))
        p.addLine(to: CGPoint(x: b.minX + b.width * 5 / 14, y: b.maxY - 1.5))
        p.addLine(to: CGPoint(x: b.maxX - 1, y: b.minY + 1))
        p.lineWidth = lineWidth
        p.lineCapStyle = .round
        p.lineJoinStyle = .round
        color.setStroke()
        p.stroke()
    }

    /// The disclosure chevron (pointing trailing: right, or left in right-to-left), in
    /// `color` (the tertiary label colour of a table row by default); shared with the list
    /// cells' disclosure and outline accessories.
    static func drawChevron(in r: CGRect, rtl: Bool, color: UIColor = .tertiaryLabel) {
        let p = UIBezierPath()
        let (a, b) = rtl ? (r.maxX - 1.5, r.minX + 1.5) : (r.minX + 1.5, r.maxX - 1.5)
        p.move(to: CGPoint(x: a, y: r.minY + 1.5))
        p.addLine(to: CGPoint(x: b, y: r.midY))
        p.addLine(to: CGPoint(x: a, y: r.maxY - 1.5))
        p.lineWidth = 2
        p.lineCapStyle = .round
        p.lineJoinStyle = .round
        color.setStroke()
        p.stroke()
    }
}

/// The detail ("i" in a circle) button; a tap calls the cell's `_accessoryButtonTapped`.
@MainActor final class _UITableViewCellDetailButton: UIControl {
    private static let _registered: Void = { UIView._registerDraws(_UITableViewCellDetailButton.self, true) }()
    var onTap: (() -> Void)?

    override init(frame: CGRect) {
        _UITableViewCellDetailButton._registered
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
        addTarget(self, action: _UITableViewCellDetailButton._tapped, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { nil }

    func _tapped() { onTap?() }

    override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }

    /// A generous target: 11 pt beyond the circle on each side.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -11, dy: -11).contains(point)
    }

    override func draw(_ rect: CGRect) {
        let color: UIColor = isHighlighted ? tintColor.withAlphaComponent(0.3) : tintColor
        let b = bounds
        let circle = UIBezierPath(ovalIn: b.insetBy(dx: 0.75, dy: 0.75))
        circle.lineWidth = 1.5
        color.setStroke()
        circle.stroke()
        color.setFill()
        UIBezierPath(ovalIn: CGRect(x: b.midX - 1.25, y: b.minY + 5, width: 2.5, height: 2.5)).fill()
        UIBezierPath(rect: CGRect(x: b.midX - 1, y: b.minY + 9, width: 2, height: 8)).fill()
    }
}

/// The red minus / green plus at the leading edge of an editing row.
@MainActor final class _UITableViewCellEditingControl: UIControl {
    private static let _registered: Void = { UIView._registerDraws(_UITableViewCellEditingControl.self, true) }()
    /// The width the control takes at the leading edge (the content view moves by it).
    static let width: CGFloat = 46
    static let diameter: CGFloat = 22
    var style: UITableViewCell.EditingStyle = .delete { didSet { if style != oldValue { setNeedsDisplay() } } }
    var rtl = false { didSet { if rtl != oldValue { setNeedsDisplay() } } }
    var onTap: (() -> Void)?
    /// The circle's colour (nil: red for delete, green for insert) and the sign's (nil: white);
    /// list cells' delete and insert options set them.
    var circleColor: UIColor? { didSet { setNeedsDisplay() } }
    var signColor: UIColor? { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        _UITableViewCellEditingControl._registered
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
        addTarget(self, action: _UITableViewCellEditingControl._tapped, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { nil }

    func _tapped() { onTap?() }

    /// The circle, 16 pt in from the cell's leading edge (trailing edge of this control in RTL).
    var circleFrame: CGRect {
        let d = Self.diameter
        let x = rtl ? bounds.maxX - 16 - d : bounds.minX + 16
        return CGRect(x: x, y: (bounds.height - d) / 2, width: d, height: d)
    }

    override func draw(_ rect: CGRect) {
        guard style != .none else { return }
        let c = circleFrame
        (circleColor ?? (style == .delete ? UIColor.systemRed : UIColor.systemGreen)).setFill()
        UIBezierPath(ovalIn: c).fill()
        (signColor ?? UIColor.white).setFill()
        UIBezierPath(rect: CGRect(x: c.midX - 6, y: c.midY - 1, width: 12, height: 2)).fill()
        if style == .insert { UIBezierPath(rect: CGRect(x: c.midX - 1, y: c.midY - 6, width: 2, height: 12)).fill() }
    }
}

/// The three-line reorder grabber at the trailing edge of an editing row.
@MainActor final class _UITableViewCellReorderControl: UIView {
    private static let _registered: Void = { UIView._registerDraws(_UITableViewCellReorderControl.self, true) }()
    /// The width the grabber takes at the trailing edge.
    static let width: CGFloat = 48
    static let lineWidth: CGFloat = 18

    override init(frame: CGRect) {
        _UITableViewCellReorderControl._registered
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        UIColor.systemGray2.setFill()
        let x = (bounds.width - Self.lineWidth) / 2
        for i in -1...1 {
            UIBezierPath(rect: CGRect(x: x, y: (bounds.midY + CGFloat(i) * 5.5 - 1).rounded(), width: Self.lineWidth, height: 2)).fill()
        }
    }
}
