//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import UICatalog

@MainActor @Suite struct DragDropPageTests {
    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func thePictureDragsIntoTheEmptyFrameAndBack(style: UIUserInterfaceStyle) throws {
        let (host, page) = try CatalogTestSupport.open(.dragDrop, as: DragDropViewController.self)
        defer { host.invalidate() }
        host.setUserInterfaceStyle(style)
        host.advance(by: 0.1)
        let left = try CatalogTestSupport.find(host, "dragdrop.frame0", as: DragDropViewController.PictureFrame.self)
        let right = try CatalogTestSupport.find(host, "dragdrop.frame1", as: DragDropViewController.PictureFrame.self)
        #expect(left.accessibilityValue == "Landscape" && right.accessibilityValue == "Empty")
        let a = host.center(of: left), b = host.center(of: right)
        // The picture's green hills show at the bottom of the left frame only.
        func hasHills(_ p: CGPoint) -> Bool {
            guard let px = host.render().pixel(x: Int(p.x), y: Int(p.y + 30)) else { return false }
            return px.g > 130 && px.r < 100 && px.b < 110
        }
        #expect(hasHills(a) && !hasHills(b))
        host.dragAndDrop(from: a, to: b)
        host.advance(by: 0.5)
        #expect(left.accessibilityValue == "Empty" && right.accessibilityValue == "Landscape")
        #expect(!hasHills(a) && hasHills(b))
        // A frame that holds the picture takes no other: dropping on it is forbidden, nothing moves.
        host.dragAndDrop(from: b, to: b)
        host.advance(by: 0.5)
        #expect(right.accessibilityValue == "Landscape")
        host.dragAndDrop(from: b, to: a)
        host.advance(by: 0.5)
        #expect(left.accessibilityValue == "Landscape" && right.accessibilityValue == "Empty")
        _ = page
    }

    @Test func aFileDroppedOnTheBoxShowsItsNameAndFirstLine() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-drop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("shopping.txt")
        try Data("Apples and pears\nBread\n".utf8).write(to: file)
        let (host, page) = try CatalogTestSupport.open(.dragDrop, as: DragDropViewController.self)
        defer { host.invalidate() }
        let box = try CatalogTestSupport.find(host, "dragdrop.files")
        // Dropped on a picture frame the file is refused (the frames take pictures only).
        #expect(!host.dropFiles([file], at: host.center(of: try CatalogTestSupport.find(host, "dragdrop.frame1"))))
        #expect(host.dropFiles([file], at: host.center(of: box)))
        _ = await host.runUntilIdleDrainingMainQueue()
        let text = page.fileLabel.text ?? ""
        #expect(text.hasPrefix("shopping.txt\n") && text.contains("“Apples and pears”"))
        #expect(box.accessibilityValue == "shopping")
    }
}
