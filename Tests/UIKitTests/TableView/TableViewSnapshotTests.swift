//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// The three table styles side by side, as pixels.
@MainActor @Suite struct TableViewSnapshotTests {
    func render(_ style: UITableView.Style) throws -> (CGImage, UITableView) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 300), style: style)
        table.rowHeight = 44
        let source = TitledSource([3, 2])
        table.dataSource = source
        table.delegate = source
        let host = UIKitTestHost(view: table, scale: 2)
        host.advanceFrames(1)
        let img = host.render()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("table-snapshots-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try img.pngData()?.write(to: dir.appendingPathComponent("style-\(style.rawValue).png"))
        print("table snapshot: \(dir.path)/style-\(style.rawValue).png")
        withExtendedLifetime(source) {}
        return (img, table)
    }

    func pixel(_ img: CGImage, _ x: CGFloat, _ y: CGFloat) -> (Int, Int, Int) {
        let px = img.rgbaPixels()
        let i = (Int(y * 2) * img.width + Int(x * 2)) * 4
        return (Int(px[i]), Int(px[i + 1]), Int(px[i + 2]))
    }

    @Test func insetGroupedRowsAreRoundedCardsOnTheGroupedBackground() throws {
        let (img, table) = try render(.insetGrouped)
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(cell.frame.minX == 20 && cell.frame.width == 335)
        // Outside the card: the grouped grey; the card: white; its outer corner: grey (rounded).
        let outside = pixel(img, 10, first.midY)
        #expect(outside.0 == 242 && outside.2 == 247)
        let inside = pixel(img, 180, first.midY)
        #expect(inside.0 > 250 && inside.2 > 250)
        let corner = pixel(img, 20.5, first.minY + 0.5)
        #expect(corner.0 < 248, "the first row's top corner is rounded")
        let middle = table.rectForRow(at: IndexPath(row: 1, section: 0))
        let square = pixel(img, 20.5, middle.minY + 0.5)
        #expect(square.0 > 250, "a middle row's corners are square")
    }

    @Test func plainRowsSpanTheWidthWithSeparators() throws {
        let (img, table) = try render(.plain)
        let r = table.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))!.frame.width == 375)
        let line = pixel(img, 200, r.maxY - 0.25)
        #expect(line.0 < 240, "a hairline separator between rows")
        let body = pixel(img, 200, r.midY + 8)
        #expect(body.0 > 250)
    }
}
