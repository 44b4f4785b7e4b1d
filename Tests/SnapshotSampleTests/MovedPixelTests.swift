//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The sample's own reference against a screen whose avatar moved by one point: the comparison
// fails and names a difference image that shows the move (this repository's check of the
// sample, not part of an iOS suite). Never records: the committed reference stays as it is.

import Foundation
import SnapshotTesting
import Testing
import UIKit

@MainActor
@Suite struct MovedPixelTests {
    @Test func movedAvatarFailsAgainstTheCommittedReferenceWithADifferenceImage() throws {
        // `named: "1"` is the file the sample's unnamed first snapshot has (profileOnIPhone13.1.png),
        // without the library's per-test counter (which ProfileSnapshotTests' run shares).
        let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/ProfileSnapshotTests").path
        let same = ProfileViewController()
        #expect(verifySnapshot(of: same, as: .image(on: .iPhone13), named: "1", record: .never,
                               snapshotDirectory: references, testName: "profileOnIPhone13()") == nil)

        let moved = ProfileViewController()
        moved.loadViewIfNeeded()
        moved.avatar.transform = CGAffineTransform(translationX: 1, y: 0)
        let message = try #require(verifySnapshot(of: moved, as: .image(on: .iPhone13), named: "1", record: .never,
                                                  snapshotDirectory: references, testName: "profileOnIPhone13()"))
        #expect(message.contains("Snapshot \"1\" does not match reference."))
        let line = try #require(message.split(separator: "\n").first { $0.hasPrefix("difference: ") })
        let path = String(line.dropFirst("difference: ".count))
        let difference = try #require(UIImage(contentsOfFile: path)?.cgImage)
        #expect(difference.width == 390 && difference.height == 844)
        // The avatar's left edge (x ≈ 155) differs; a corner far from it does not.
        let pixels = difference.rgbaPixels()
        func grey(_ x: Int, _ y: Int) -> UInt8 { pixels[(y * difference.width + x) * 4] }
        #expect((150...160).contains { x in grey(x, 111) > 0 })
        #expect(grey(10, 800) == 0)
        #expect(FileManager.default.fileExists(atPath: path.replacingOccurrences(of: ".difference.png", with: ".actual.png")))
    }
}
