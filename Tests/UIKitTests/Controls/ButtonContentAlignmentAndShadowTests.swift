//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
import UIKitTesting

/// Differences from iOS found by running iOS-verified tests of another implementation.
@MainActor @Suite struct ButtonContentAlignmentAndShadowTests {
    /// A title-only button sized to fit (the label plus 6 pt above and below), then made
    /// bigger: with top/left or bottom/right alignment the title sits at the edge of the content
    /// rect, as on iOS; centred it stays in the middle.
    @Test(arguments: [UIControl.ContentVerticalAlignment.top, .bottom, .center])
    func titleOnlySitsAtTheContentEdgeWhenResized(_ alignment: UIControl.ContentVerticalAlignment) throws {
        let b = UIButton(type: .system)
        b.setTitle("Padding", for: .normal)
        b.sizeToFit()
        let label = try #require(b.titleLabel)
        let labelHeight = b.bounds.height - 12
        #expect(labelHeight > 10)
        b.contentVerticalAlignment = alignment
        b.contentHorizontalAlignment = alignment == .top ? .left : alignment == .bottom ? .right : .center
        b.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        b.layoutIfNeeded()
        switch alignment {
        case .top: #expect(label.frame.minY == 0 && label.frame.minX == 0)
        case .bottom: #expect(label.frame.maxY == 100 && label.frame.maxX == 200)
        default: #expect(abs(label.frame.midY - 50) <= 0.5)
        }
        #expect(label.frame.height == labelHeight)
    }

    @Test func noTitleShadowColourUntilOneIsSet() {
        for type in [UIButton.ButtonType.custom, .system] {
            let b = UIButton(type: type)
            #expect(b.titleShadowColor(for: .normal) == nil)
            #expect(b.currentTitleShadowColor == nil)
            b.setTitleShadowColor(.red, for: .normal)
            #expect(b.titleShadowColor(for: .highlighted) == .red)
        }
    }

    /// With an image, no padding: the image and title sit at the content edge.
    @Test func imageAndTitleTopAlignedHaveNoPadding() throws {
        let b = UIButton(type: .custom)
        b.setTitle("Both", for: .normal)
        b.setImage(UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }, for: .normal)
        b.contentVerticalAlignment = .top
        b.frame = CGRect(x: 0, y: 0, width: 120, height: 100)
        b.layoutIfNeeded()
        #expect(try #require(b.imageView).frame.minY == 0)
        #expect(try #require(b.titleLabel).frame.minY == 0)
    }

    @Test func titleShadowColorReachesTheLabel() throws {
        let b = UIButton(type: .custom)
        b.setTitle("Shadow", for: .normal)
        let label = try #require(b.titleLabel)
        #expect(label.shadowColor == nil)  // nothing set: plain title, no shadow
        b.setTitleShadowColor(.red, for: .normal)
        #expect(label.shadowColor == .red)
        b.setTitleShadowColor(.blue, for: .highlighted)
        #expect(label.shadowColor == .red)
        b.isHighlighted = true
        #expect(label.shadowColor == .blue)
        b.isHighlighted = false
        b.isSelected = true  // no selected colour: the normal one
        #expect(label.shadowColor == .red)
        b.setTitleShadowColor(nil, for: .normal)
        #expect(label.shadowColor == nil)
    }

    @Test func titleShadowIsDrawn() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        root.backgroundColor = .white
        let b = UIButton(type: .custom)
        b.setTitle("MMMM", for: .normal)
        b.setTitleColor(.white, for: .normal)  // white on white: only the shadow shows
        b.titleLabel?.shadowOffset = CGSize(width: 2, height: 2)
        b.frame = root.bounds
        root.addSubview(b)
        let host = UIKitTestHost(view: root)
        func darkPixels() -> Int {
            let img = host.render()
            let data = img.dataProvider!.data! as Data
            var n = 0
            data.withUnsafeBytes { (p: UnsafeRawBufferPointer) in
                for y in 0..<img.height {
                    for x in 0..<img.width where p[y * img.bytesPerRow + x * 4 + 1] < 128 { n += 1 }
                }
            }
            return n
        }
        let before = darkPixels()
        b.setTitleShadowColor(.black, for: .normal)
        host.advanceFrames(1)
        #expect(before == 0)
        #expect(darkPixels() > 20)
    }
}
