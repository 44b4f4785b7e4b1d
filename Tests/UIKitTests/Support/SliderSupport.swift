//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKit
@testable import UIKitCore
import UIKitTesting

/// Test helpers shared by the control tests (Slider/Switch/Stepper/Segmented/PageControl).
@MainActor enum ControlTestSupport {
    /// The centre of a slider's thumb in the host window (the thumb is a layer, not a view).
    static func thumbCenter(of s: UISlider, in host: UIKitTestHost) -> CGPoint {
        host.window.layoutIfNeeded()
        let f = s._thumbLayer.frame
        return s.convert(CGPoint(x: f.midX, y: f.midY), to: host.window)
    }

    /// A speaker-like glyph (a box and a cone), `waves` arcs, in `color`.
    static func speaker(waves: Int, color: UIColor = .darkGray, template: Bool = false) -> UIImage {
        let size = CGSize(width: 12 + CGFloat(waves) * 5, height: 18)
        let img = UIGraphicsImageRenderer(size: size).image { ctx in
            color.setFill()
            color.setStroke()
            ctx.fill(CGRect(x: 0, y: 6, width: 4, height: 6))
            let cone = UIBezierPath()
            cone.move(to: CGPoint(x: 4, y: 6)); cone.addLine(to: CGPoint(x: 10, y: 1))
            cone.addLine(to: CGPoint(x: 10, y: 17)); cone.addLine(to: CGPoint(x: 4, y: 12)); cone.close()
            cone.fill()
            for i in 0..<waves {
                let r = CGFloat(4 + i * 5)
                let arc = UIBezierPath(arcCenter: CGPoint(x: 10, y: 9), radius: r, startAngle: -.pi / 3.5, endAngle: .pi / 3.5, clockwise: true)
                arc.lineWidth = 1.6
                arc.stroke()
            }
        }
        return template ? img.withRenderingMode(.alwaysTemplate) : img
    }

    /// A solid image of `size` (rounded when `radius` > 0).
    static func solid(_ color: UIColor, size: CGSize, radius: CGFloat = 0) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { _ in
            color.setFill()
            UIBezierPath(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: radius).fill()
        }
    }

    /// A 10 × 6 track image: a 3-pt cap of `cap` colour at each end, `mid` in the middle,
    /// resizable with 3-pt horizontal caps.
    static func trackImage(cap: UIColor, mid: UIColor) -> UIImage {
        let img = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 6)).image { ctx in
            cap.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 6))
            mid.setFill(); ctx.fill(CGRect(x: 3, y: 0, width: 4, height: 6))
        }
        return img.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 3, bottom: 0, right: 3), resizingMode: .stretch)
    }

    /// The colour of the pixel at `p` (points) of a host rendering.
    static func pixel(_ image: CGImage, _ p: CGPoint, scale: CGFloat = 1) -> (r: Int, g: Int, b: Int, a: Int) {
        guard let px = image.pixel(x: Int(p.x * scale), y: Int(p.y * scale)) else { return (0, 0, 0, 0) }
        return (Int(px.r), Int(px.g), Int(px.b), Int(px.a))
    }

    /// True when the pixel at `p` is within `tol` of `rgb` (0xRRGGBB).
    static func pixel(_ image: CGImage, _ p: CGPoint, is rgb: UInt32, tol: Int = 6, scale: CGFloat = 1) -> Bool {
        let px = pixel(image, p, scale: scale)
        let r = Int(rgb >> 16 & 0xFF), g = Int(rgb >> 8 & 0xFF), b = Int(rgb & 0xFF)
        return abs(px.r - r) <= tol && abs(px.g - g) <= tol && abs(px.b - b) <= tol
    }

    /// A white root view of `size`.
    static func root(_ size: CGSize) -> UIView {
        let v = UIView(frame: CGRect(origin: .zero, size: size))
        v.backgroundColor = .white
        return v
    }

    /// A caption label at `origin`.
    static func caption(_ text: String, at origin: CGPoint, width: CGFloat = 120) -> UILabel {
        let l = UILabel(frame: CGRect(x: origin.x, y: origin.y, width: width, height: 14))
        l.text = text
        l.font = UIFont.systemFont(ofSize: 10)
        l.textColor = .gray
        return l
    }
}
