//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// The four built-in styles with the four accessories, drawn (not tied to UICatalog). The PNG
/// goes to a temporary directory for review; the test checks the pixels a user would notice.
@MainActor @Suite struct TableViewCellSnapshotTests {
    @Test func fourStylesWithAccessories() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 5 * 44))
        root.backgroundColor = .white
        let rows: [(UITableViewCell.CellStyle, UITableViewCell.AccessoryType, String, String?)] = [
            (.default, .disclosureIndicator, "Default", nil),
            (.value1, .checkmark, "Value 1", "Detail"),
            (.value2, .detailButton, "Value 2", "Detail text"),
            (.subtitle, .detailDisclosureButton, "Subtitle", "Detail below"),
        ]
        var cells: [UITableViewCell] = []
        for (i, r) in rows.enumerated() {
            let c = UITableViewCell(style: r.0, reuseIdentifier: nil)
            c.textLabel?.text = r.2
            c.detailTextLabel?.text = r.3
            c.accessoryType = r.1
            c.frame = CGRect(x: 0, y: CGFloat(i) * 44, width: 375, height: 44)
            c._setSeparator(style: .singleLine, color: nil, inset: UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0), isHidden: false)
            root.addSubview(c)
            cells.append(c)
        }
        let editing = UITableViewCell(style: .default, reuseIdentifier: nil)
        editing.textLabel?.text = "Editing"
        editing._showsReorderGrabber = true
        editing.frame = CGRect(x: 0, y: 4 * 44, width: 375, height: 44)
        editing.isEditing = true
        root.addSubview(editing)
        cells[1].isSelected = true
        let host = UIKitTestHost(view: root, scale: 2)
        host.advanceFrames(1)
        let img = host.render()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cells-snapshots-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try img.pngData()?.write(to: dir.appendingPathComponent("four-styles.png"))
        print("four-styles snapshot: \(dir.path)/four-styles.png")

        let px = img.rgbaPixels()
        func pixel(_ x: CGFloat, _ y: CGFloat) -> (Int, Int, Int) {
            let i = (Int(y * 2) * img.width + Int(x * 2)) * 4
            return (Int(px[i]), Int(px[i + 1]), Int(px[i + 2]))
        }
        func count(in r: CGRect, _ pred: ((Int, Int, Int)) -> Bool) -> Int {
            var n = 0
            for y in stride(from: r.minY, to: r.maxY, by: 0.5) { for x in stride(from: r.minX, to: r.maxX, by: 0.5) where pred(pixel(x, y)) { n += 1 } }
            return n
        }
        let blue: ((Int, Int, Int)) -> Bool = { $0.2 > 200 && $0.0 < 100 }
        let grey: ((Int, Int, Int)) -> Bool = { $0.0 < 235 && $0.0 > 120 && abs($0.0 - $0.2) < 20 }
        // The chevron is grey, the checkmark and the "i" tinted, the selected row grey, the
        // editing row has a red control.
        #expect(count(in: CGRect(x: 345, y: 10, width: 20, height: 24), grey) > 10)
        #expect(count(in: CGRect(x: 340, y: 44 + 10, width: 24, height: 24), blue) > 10)
        #expect(count(in: CGRect(x: 330, y: 88 + 8, width: 35, height: 28), blue) > 20)
        let sel = pixel(250, 44 + 22)
        #expect(abs(sel.0 - 209) <= 3 && abs(sel.2 - 214) <= 3, "the selected row is systemGray4")
        let red = count(in: CGRect(x: 14, y: 176 + 9, width: 26, height: 26)) { $0.0 > 200 && $0.1 < 100 }
        #expect(red > 50)
        #expect(count(in: CGRect(x: 335, y: 176 + 12, width: 30, height: 20), grey) > 20, "the reorder grabber")
        // Text is drawn in every row.
        for i in 0..<4 {
            #expect(count(in: CGRect(x: 16, y: CGFloat(i) * 44 + 4, width: 60, height: 36)) { $0.0 < 90 && $0.2 < 90 || ($0.2 > 200 && $0.0 < 100) } > 20, "row \(i)")
        }
    }
}
