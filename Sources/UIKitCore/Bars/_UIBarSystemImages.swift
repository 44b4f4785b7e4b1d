//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The glyphs of image system bar button items and the back chevron, drawn as paths.
///
/// SF Symbols are not available on Linux: these are template images, tinted by the bar, made
/// once per process.
@MainActor enum _UIBarSystemImages {
    @exclusivity(unchecked) static var _cache: [Int: UIImage] = [:]

    /// The back button's chevron (13×21 pt).
    static var backChevron: UIImage {
        _cached(-1, CGSize(width: 13, height: 21)) {
            let p = UIBezierPath()
            p.move(to: CGPoint(x: 11, y: 2))
            p.addLine(to: CGPoint(x: 2.5, y: 10.5))
            p.addLine(to: CGPoint(x: 11, y: 19))
            p.lineWidth = 3
            p.lineCapStyle = .round
            p.lineJoinStyle = .round
            p.stroke()
        }
    }

    /// The glyph of an image system item (nil for text items and spaces).
    static func image(for item: UIBarButtonItem.SystemItem) -> UIImage? {
        guard let draw = _drawings[item] else { return nil }
        return _cached(item.rawValue, CGSize(width: 24, height: 24), draw)
    }

    static func _cached(_ key: Int, _ size: CGSize, _ draw: @escaping @MainActor () -> Void) -> UIImage {
        if let i = _cache[key] { return i }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let img = UIGraphicsImageRenderer(size: size, format: format).image { ctx in
            UIColor.black.setStroke()
            UIColor.black.setFill()
            ctx.cgContext.setLineCap(.round)
            ctx.cgContext.setLineJoin(.round)
            draw()
        }.withRenderingMode(.alwaysTemplate)
        _cache[key] = img
        return img
    }

    /// A stroked polyline (2-pt round-capped lines, as the system glyphs' regular weight).
    static func _lines(_ points: [(CGFloat, CGFloat)], closed: Bool = false, width: CGFloat = 2) {
        let p = UIBezierPath()
        p.lineWidth = width
        p.lineCapStyle = .round
        p.lineJoinStyle = .round
        for (i, pt) in points.enumerated() {
            let c = CGPoint(x: pt.0, y: pt.1)
            if i == 0 { p.move(to: c) } else { p.addLine(to: c) }
        }
        if closed { p.close() }
        p.stroke()
    }

    static func _filled(_ points: [(CGFloat, CGFloat)]) {
        let p = UIBezierPath()
        for (i, pt) in points.enumerated() {
            let c = CGPoint(x: pt.0, y: pt.1)
            if i == 0 { p.move(to: c) } else { p.addLine(to: c) }
        }
        p.close()
        p.fill()
    }

    static func _circle(_ cx: CGFloat, _ cy: CGFloat, _ r: CGFloat, width: CGFloat = 2) {
        let p = UIBezierPath(ovalIn: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
        p.lineWidth = width
        p.stroke()
    }

    static let _drawings: [UIBarButtonItem.SystemItem: @MainActor () -> Void] = [
        .add: {
            _lines([(12, 3.5), (12, 20.5)])
            _lines([(3.5, 12), (20.5, 12)])
        },
        .compose: {
            _lines([(12, 5), (4, 5), (4, 20), (19, 20), (19, 12)])
            _lines([(10, 14), (20.5, 3.5)], width: 2.2)
        },
        .action: {
            _lines([(8, 9), (4.5, 9), (4.5, 21), (19.5, 21), (19.5, 9), (16, 9)])
            _lines([(12, 15), (12, 2.5)])
            _lines([(8, 6.5), (12, 2.5), (16, 6.5)])
        },
        .search: {
            _circle(10, 10, 6.5)
            _lines([(15, 15), (21, 21)], width: 2.4)
        },
        .refresh: {
            let p = UIBezierPath()
            p.addArc(withCenter: CGPoint(x: 12, y: 13), radius: 7.5, startAngle: -.pi / 3, endAngle: -.pi / 2 - 0.2, clockwise: true)
            p.lineWidth = 2
            p.lineCapStyle = .round
            p.stroke()
            _filled([(11, 2), (16, 5.5), (11, 9)])
        },
        .stop: {
            _lines([(5.5, 5.5), (18.5, 18.5)])
            _lines([(18.5, 5.5), (5.5, 18.5)])
        },
        .trash: {
            _lines([(3.5, 6), (20.5, 6)])
            _lines([(9, 6), (9, 3), (15, 3), (15, 6)], width: 1.8)
            _lines([(5.5, 6), (6.5, 21), (17.5, 21), (18.5, 6)])
            _lines([(10, 10), (10, 17)], width: 1.6)
            _lines([(14, 10), (14, 17)], width: 1.6)
        },
        .play: { _filled([(6, 3.5), (20, 12), (6, 20.5)]) },
        .pause: {
            UIBezierPath(roundedRect: CGRect(x: 6, y: 4, width: 4, height: 16), cornerRadius: 1).fill()
            UIBezierPath(roundedRect: CGRect(x: 14, y: 4, width: 4, height: 16), cornerRadius: 1).fill()
        },
        .rewind: {
            _filled([(12, 5), (3, 12), (12, 19)])
            _filled([(21, 5), (12, 12), (21, 19)])
        },
        .fastForward: {
            _filled([(3, 5), (12, 12), (3, 19)])
            _filled([(12, 5), (21, 12), (12, 19)])
        },
        .reply: {
            let p = UIBezierPath()
            p.move(to: CGPoint(x: 20.5, y: 19))
            p.addCurve(to: CGPoint(x: 5, y: 10), controlPoint1: CGPoint(x: 19.5, y: 12), controlPoint2: CGPoint(x: 14, y: 10))
            p.lineWidth = 2
            p.lineCapStyle = .round
            p.stroke()
            _lines([(10, 4.5), (4.5, 10), (10, 15.5)])
        },
        .camera: {
            let body = UIBezierPath(roundedRect: CGRect(x: 2.5, y: 7, width: 19, height: 13), cornerRadius: 3)
            body.lineWidth = 2
            body.stroke()
            _lines([(8, 7), (9.5, 4), (14.5, 4), (16, 7)])
            _circle(12, 13.5, 3.5)
        },
        .organize: {
            _lines([(3, 6), (3, 20), (21, 20), (21, 8.5), (11.5, 8.5), (9.5, 6)], closed: true)
        },
        .bookmarks: {
            _lines([(12, 6.5), (3, 4.5), (3, 19), (12, 21), (21, 19), (21, 4.5)], closed: true)
            _lines([(12, 6.5), (12, 21)])
        },
        .close: {
            _circle(12, 12, 10, width: 1.8)
            _lines([(8.5, 8.5), (15.5, 15.5)])
            _lines([(15.5, 8.5), (8.5, 15.5)])
        },
    ]
}
