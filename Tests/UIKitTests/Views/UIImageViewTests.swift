//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
@testable import UIKitCore

@MainActor @Suite struct UIImageViewTests {
    func solid(_ c: UIColor, _ size: CGSize, scale: CGFloat = 1) -> UIImage {
        let f = UIGraphicsImageRendererFormat(); f.scale = scale
        return UIGraphicsImageRenderer(size: size, format: f).image { ctx in c.setFill(); ctx.fill(CGRect(origin: .zero, size: size)) }
    }

    func render(_ v: UIView) -> CGImage {
        CATransaction.flush()
        let f = UIGraphicsImageRendererFormat(); f.scale = 1
        return UIGraphicsImageRenderer(size: v.bounds.size, format: f).image { ctx in v.layer.render(in: ctx.cgContext) }.cgImage!
    }

    @Test func defaultsAndIntrinsicSize() {
        let iv = UIImageView(image: solid(.red, CGSize(width: 20, height: 10), scale: 2))
        #expect(!iv.isUserInteractionEnabled)
        #expect(iv.intrinsicContentSize == CGSize(width: 20, height: 10))
        #expect(iv.frame.size == CGSize(width: 20, height: 10))
        #expect(iv.layer.contents != nil)
        #expect(iv.layer.contentsScale == 2)
        #expect(UIImageView().intrinsicContentSize == CGSize(width: -1, height: -1))
        #expect(iv.layer._displayCount == 0)
    }

    @Test func contentModesMapToGravity() {
        let iv = UIImageView()
        let pairs: [(UIView.ContentMode, CALayerContentsGravity)] = [
            (.scaleToFill, .resize), (.scaleAspectFit, .resizeAspect), (.scaleAspectFill, .resizeAspectFill),
            (.center, .center), (.top, .top), (.bottom, .bottom), (.left, .left), (.right, .right),
            (.topLeft, .topLeft), (.topRight, .topRight), (.bottomLeft, .bottomLeft), (.bottomRight, .bottomRight), (.redraw, .resize),
        ]
        for (m, g) in pairs { iv.contentMode = m; #expect(iv.layer.contentsGravity == g) }
    }

    @Test func highlightedImage() {
        let a = solid(.red, CGSize(width: 2, height: 2)), b = solid(.blue, CGSize(width: 4, height: 4))
        let iv = UIImageView(image: a, highlightedImage: b)
        #expect(iv.layer.contents as AnyObject? === a.cgImage)
        iv.isHighlighted = true
        #expect(iv.layer.contents as AnyObject? === b.cgImage)
        #expect(iv.intrinsicContentSize == CGSize(width: 4, height: 4))
    }

    @Test func templateImagesFollowTint() {
        let img = solid(.black, CGSize(width: 10, height: 10)).withRenderingMode(.alwaysTemplate)
        let iv = UIImageView(image: img)
        iv.tintColor = .red
        var px = render(iv).pixel(x: 5, y: 5)!
        #expect(px.r == 255 && px.g == 0 && px.b == 0)
        let parent = UIView(frame: iv.bounds)
        iv.tintColor = nil
        parent.addSubview(iv)
        parent.tintColor = .green
        px = render(iv).pixel(x: 5, y: 5)!
        #expect(px.g == 255 && px.r == 0)
    }

    @Test func aspectFitRendersCentered() {
        let iv = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        iv.image = solid(.red, CGSize(width: 10, height: 10))
        iv.contentMode = .scaleAspectFit
        let cg = render(iv)
        #expect(cg.pixel(x: 20, y: 10)!.r == 255)
        #expect(cg.pixel(x: 2, y: 10)!.a == 0)
        iv.contentMode = .topLeft
        let cg2 = render(iv)
        #expect(cg2.pixel(x: 2, y: 2)!.r == 255)
        #expect(cg2.pixel(x: 15, y: 15)!.a == 0)
    }
}

@MainActor @Suite struct UIImageViewGravityTests {
    @Test func edgeModesPinToScreenEdges() {
        let f = UIGraphicsImageRendererFormat(); f.scale = 1
        let img = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: f).image { ctx in
            UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let iv = UIImageView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        iv.image = img
        func px(_ x: Int, _ y: Int) -> UInt8 {
            CATransaction.flush()
            let out = UIGraphicsImageRenderer(size: iv.bounds.size, format: f).image { _ in iv.drawHierarchy(in: iv.bounds, afterScreenUpdates: true) }
            return out.cgImage!.pixel(x: x, y: y)!.a
        }
        iv.contentMode = .top
        #expect(px(15, 2) == 255 && px(15, 27) == 0)
        iv.contentMode = .bottom
        #expect(px(15, 27) == 255 && px(15, 2) == 0)
        iv.contentMode = .left
        #expect(px(2, 15) == 255 && px(27, 15) == 0)
        iv.contentMode = .bottomRight
        #expect(px(27, 27) == 255 && px(2, 2) == 0)
        iv.contentMode = .center
        #expect(px(15, 15) == 255 && px(2, 2) == 0)
        iv.contentMode = .scaleToFill
        #expect(px(1, 1) == 255 && px(28, 28) == 255)
    }
}

@MainActor @Suite struct UIViewDeepRenderTests {
    @Test func twoThousandNestedViewsRender() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        var leaf = root
        for i in 0..<2000 {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            if i == 1999 { v.backgroundColor = .red }
            leaf.addSubview(v)
            leaf = v
        }
        root.layoutIfNeeded()
        let f = UIGraphicsImageRendererFormat(); f.scale = 1
        let img = UIGraphicsImageRenderer(size: root.bounds.size, format: f).image { _ in
            root.drawHierarchy(in: root.bounds, afterScreenUpdates: true)
        }
        #expect(img.cgImage!.pixel(x: 50, y: 50)!.r == 255)
        #expect(img.cgImage!.pixel(x: 50, y: 50)!.g == 0)
    }
}
