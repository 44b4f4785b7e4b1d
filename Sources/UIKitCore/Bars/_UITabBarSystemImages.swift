//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Outline images for `UITabBarItem(tabBarSystemItem:tag:)`: simple paths standing in for
/// Apple's glyphs (SF Symbols are not available on Linux). 25×25 pt templates, made once each.
@MainActor enum _UITabBarSystemImages {
    private static var cache: [UITabBarItem.SystemItem: UIImage] = [:]

    static func image(for item: UITabBarItem.SystemItem) -> UIImage {
        if let i = cache[item] { return i }
        let format = UIGraphicsImageRendererFormat()
        format.scale = max(2, format.scale)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 25, height: 25), format: format).image { _ in
            UIColor.black.setStroke()
            UIColor.black.setFill()
            let p = path(for: item)
            p.lineWidth = 1.8
            p.lineCapStyle = .round
            p.lineJoinStyle = .round
            if item == .more { p.fill() } else { p.stroke() }
        }.withRenderingMode(.alwaysTemplate)
        cache[item] = image
        return image
    }

    private static func path(for item: UITabBarItem.SystemItem) -> UIBezierPath {
        let c = CGPoint(x: 12.5, y: 12.5)
        switch item {
        case .more:
            let p = UIBezierPath()
            for x in [5.0, 12.5, 20.0] { p.append(UIBezierPath(ovalIn: CGRect(x: x - 2, y: 10.5, width: 4, height: 4))) }
            return p
        case .favorites, .featured, .topRated:
            let p = UIBezierPath()
            for i in 0..<10 {
                let r: CGFloat = i % 2 == 0 ? 11 : 4.6
                let a = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
                let pt = CGPoint(x: c.x + r * cos(a), y: c.y + 0.5 + r * sin(a))
                if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
            }
            p.close()
            return p
        case .recents, .history, .mostRecent:
            let p = UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 21, height: 21))
            p.move(to: c)
            p.addLine(to: CGPoint(x: c.x, y: 6))
            p.move(to: c)
            p.addLine(to: CGPoint(x: 17, y: 15))
            return p
        case .contacts:
            let p = UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 21, height: 21))
            p.append(UIBezierPath(ovalIn: CGRect(x: 9, y: 6, width: 7, height: 7)))
            p.move(to: CGPoint(x: 6, y: 19.5))
            p.addQuadCurve(to: CGPoint(x: 19, y: 19.5), controlPoint: CGPoint(x: 12.5, y: 10))
            return p
        case .bookmarks:
            let p = UIBezierPath()
            p.move(to: CGPoint(x: 6, y: 3))
            p.addLine(to: CGPoint(x: 19, y: 3))
            p.addLine(to: CGPoint(x: 19, y: 22))
            p.addLine(to: CGPoint(x: 12.5, y: 17))
            p.addLine(to: CGPoint(x: 6, y: 22))
            p.close()
            return p
        case .search:
            let p = UIBezierPath(ovalIn: CGRect(x: 3, y: 3, width: 14, height: 14))
            p.move(to: CGPoint(x: 15, y: 15))
            p.addLine(to: CGPoint(x: 22, y: 22))
            return p
        case .downloads:
            let p = UIBezierPath()
            p.move(to: CGPoint(x: 12.5, y: 3))
            p.addLine(to: CGPoint(x: 12.5, y: 17))
            p.move(to: CGPoint(x: 7, y: 11.5))
            p.addLine(to: CGPoint(x: 12.5, y: 17))
            p.addLine(to: CGPoint(x: 18, y: 11.5))
            p.move(to: CGPoint(x: 4, y: 22))
            p.addLine(to: CGPoint(x: 21, y: 22))
            return p
        case .mostViewed:
            let p = UIBezierPath()
            for y in [6.0, 12.5, 19.0] {
                p.append(UIBezierPath(ovalIn: CGRect(x: 2.5, y: y - 1.5, width: 3, height: 3)))
                p.move(to: CGPoint(x: 9, y: y))
                p.addLine(to: CGPoint(x: 22, y: y))
            }
            return p
        }
    }
}
