//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A popover's bubble: a rounded rectangle with an arrow on one side, drawn in the fill colour
/// with a soft shadow, holding the presented view in a rounded, clipping view.
@MainActor final class _UIPopoverView: UIView {
    var fillColor: UIColor = .systemBackground { didSet { setNeedsDisplay() } }
    var arrowDirection: UIPopoverArrowDirection = .unknown
    /// The arrow tip's position along its edge.
    var arrowOffset: CGFloat = 0
    /// Clips the presented view to the bubble's rounded body.
    let contentClip = UIView(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        contentClip.clipsToBounds = true
        contentClip.layer.cornerRadius = UIPopoverPresentationController.cornerRadius
        addSubview(contentClip)
        // ⚠ Unsourced: a soft shadow like iPadOS's.
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.15
        layer.shadowRadius = 20
        layer.shadowOffset = .zero
    }

    required init?(coder: NSCoder) { return nil }

    /// The body: the bounds less the arrow's side.
    var bodyRect: CGRect {
        let a = UIPopoverPresentationController.arrowHeight
        var r = bounds
        switch arrowDirection {
        case .up: r.origin.y += a; r.size.height -= a
        case .down: r.size.height -= a
        case .left: r.origin.x += a; r.size.width -= a
        case .right: r.size.width -= a
        default: break
        }
        return r
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        contentClip.frame = bodyRect
        layer.shadowPath = bubblePath().cgPath
    }

    /// The body with its arrow.
    func bubblePath() -> UIBezierPath {
        let body = bodyRect
        let path = UIBezierPath(roundedRect: body, cornerRadius: UIPopoverPresentationController.cornerRadius)
        let a = UIPopoverPresentationController.arrowHeight, half = UIPopoverPresentationController.arrowBase / 2
        let t = arrowOffset
        let points: [CGPoint]
        switch arrowDirection {
        case .up: points = [CGPoint(x: t - half, y: body.minY), CGPoint(x: t, y: body.minY - a), CGPoint(x: t + half, y: body.minY)]
        case .down: points = [CGPoint(x: t - half, y: body.maxY), CGPoint(x: t, y: body.maxY + a), CGPoint(x: t + half, y: body.maxY)]
        case .left: points = [CGPoint(x: body.minX, y: t - half), CGPoint(x: body.minX - a, y: t), CGPoint(x: body.minX, y: t + half)]
        case .right: points = [CGPoint(x: body.maxX, y: t - half), CGPoint(x: body.maxX + a, y: t), CGPoint(x: body.maxX, y: t + half)]
        default: return path
        }
        let arrow = UIBezierPath()
        arrow.move(to: points[0])
        arrow.addLine(to: points[1])
        arrow.addLine(to: points[2])
        arrow.close()
        path.append(arrow)
        return path
    }

    override func draw(_ rect: CGRect) {
        fillColor.setFill()
        bubblePath().fill()
    }
}
