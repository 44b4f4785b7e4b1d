//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import QuartzCore
import CoreGraphics

/// A window's first frame is drawn before its real pixels exist; moving the target keeps the
/// frame and the renderer's knowledge of it.
@MainActor struct RenderTargetMoveTests {
    @Test func movedTargetKeepsItsPixelsAndRepaintsOnlyWhatChanges() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        root.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let square = CALayer()
        square.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        square.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        root.addSublayer(square)
        let target = try #require(CARenderTarget(width: 40, height: 20))
        let renderer = CARenderer(layer: root, target: target)
        func frame() -> [CGRect] {
            renderer.beginFrame(atTime: 0)
            renderer.render()
            defer { renderer.endFrame() }
            return renderer.damagedPixelRects
        }
        _ = frame()
        let stride = 40 * 4 + 16
        let memory = UnsafeMutableRawPointer.allocate(byteCount: stride * 20, alignment: 16)
        defer { memory.deallocate() }
        memset(memory, 0x55, stride * 20)
        #expect(target.moveContents(to: memory, stride: stride))
        func pixel(_ x: Int, _ y: Int) -> UInt32 { memory.load(fromByteOffset: y * stride + x * 4, as: UInt32.self) & 0xFF_FFFF }
        #expect(pixel(5, 5) == 0x00_00FF)
        #expect(pixel(30, 15) == 0xFF_0000)
        // Nothing changed: nothing is repainted. A move repaints the old and new places only.
        #expect(frame().isEmpty)
        CATransaction.begin(); CATransaction.setDisableActions(true)
        square.position.x += 20
        CATransaction.commit()
        let damage = frame()
        #expect(!damage.isEmpty && damage.allSatisfy { $0.width < 40 })
        #expect(pixel(25, 5) == 0x00_00FF)
        #expect(pixel(5, 5) == 0xFF_0000)
        // Bad memory: refused, the target unchanged.
        #expect(!target.moveContents(to: memory, stride: 8))
        #expect(target.width == 40)
    }

    /// A move tells the old pixels' owner, band by band, how much is copied, so that it can give
    /// that memory back during the copy; the copy is whole all the same.
    @Test func moveReportsCopiedBytesBandByBand() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 30, height: 100)
        root.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        let target = try #require(CARenderTarget(width: 30, height: 100))
        let renderer = CARenderer(layer: root, target: target)
        renderer.beginFrame(atTime: 0); renderer.render(); renderer.endFrame()
        let stride = 30 * 4
        let memory = UnsafeMutableRawPointer.allocate(byteCount: stride * 100, alignment: 16)
        defer { memory.deallocate() }
        memset(memory, 0, stride * 100)
        var reports: [Int] = []
        #expect(target.moveContents(to: memory, stride: stride) { reports.append($0) })
        #expect(reports.count > 1)
        #expect(reports == reports.sorted() && reports.last == stride * 100)
        #expect(memory.load(fromByteOffset: 99 * stride + 29 * 4, as: UInt32.self) & 0xFF_FFFF == 0x00_FF00)
    }
}
