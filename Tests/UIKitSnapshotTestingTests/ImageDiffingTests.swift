//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Image diffing as swift-snapshot-testing defines it: exact matches, precision and perceptual
// precision each side of their thresholds, failure artifacts, wrong-size and corrupt references.

import Foundation
import SnapshotTesting
import Testing
import UIKit
@testable import UIKitSnapshotTesting

@MainActor @Suite struct ImageDiffingTests {
    let white = makeImage(10, 10) { _, _ in (255, 255, 255, 255) }

    /// One failure message of `Diffing<UIImage>.image(...)` comparing `new` with `old` (nil: match).
    func diff(_ old: UIImage, _ new: UIImage, precision: Float = 1, perceptual: Float = 1) -> String? {
        _ = artifactsDirectory   // SNAPSHOT_ARTIFACTS set before anything is written
        return Diffing<UIImage>.image(precision: precision, perceptualPrecision: perceptual).diffV2(old, new)?.0
    }

    @Test func equalImagesMatchAndOnePixelFailsExactComparison() {
        #expect(diff(white, white) == nil)
        let dot = makeImage(10, 10) { x, y in x == 3 && y == 4 ? (0, 0, 0, 255) : (255, 255, 255, 255) }
        let message = diff(white, dot)
        #expect(message?.hasPrefix("Newly-taken snapshot does not match reference.") == true)
    }

    /// Precision counts bytes: one black pixel on white changes 3 of 400 bytes (99.25 % equal).
    @Test func precisionIsTheShareOfMatchingBytes() {
        let dot = makeImage(10, 10) { x, y in x == 0 && y == 0 ? (0, 0, 0, 255) : (255, 255, 255, 255) }
        #expect(diff(white, dot, precision: 0.99) == nil)            // 4 bytes may differ
        let message = diff(white, dot, precision: 0.995)              // 2 bytes may differ
        #expect(message?.contains("Actual image precision 0.9925 is less than required 0.995") == true)
    }

    /// Perceptual precision: grey 128 → 130 is ΔE94 ≈ 0.7, under 1 (0.99) and over 0.5 (0.995).
    @Test func perceptualPrecisionIsTheLargestDeltaEAllowed() {
        let grey = makeImage(10, 10) { _, _ in (128, 128, 128, 255) }
        let lighter = makeImage(10, 10) { x, _ in x < 5 ? (130, 130, 130, 255) : (128, 128, 128, 255) }
        let dE = _ImageComparison.deltaE94(_ImageComparison.lab([128, 128, 128, 255], 0), _ImageComparison.lab([130, 130, 130, 255], 0))
        #expect(dE > 0.5 && dE < 1)
        #expect(diff(grey, lighter, perceptual: 0.99) == nil)
        let message = diff(grey, lighter, perceptual: 0.995)
        #expect(message?.contains("The percentage of pixels that match 0.5 is less than required 1.0") == true)
    }

    /// With a perceptual tolerance, precision is the share of pixels that must match: 2 of 100
    /// pixels changed completely pass at 0.98 and fail at 0.99.
    @Test func precisionWithPerceptualPrecisionCountsPixels() {
        let two = makeImage(10, 10) { x, y in y == 0 && x < 2 ? (0, 0, 0, 255) : (255, 255, 255, 255) }
        #expect(diff(white, two, precision: 0.98, perceptual: 0.98) == nil)
        let message = diff(white, two, precision: 0.99, perceptual: 0.98)
        #expect(message?.contains("The percentage of pixels that match 0.98 is less than required 0.99") == true)
        #expect(message?.contains("The lowest perceptual color precision 0.0") == true)
    }

    @Test func deltaEOfBlackAndWhiteIsOneHundred() {
        let d = _ImageComparison.deltaE94(_ImageComparison.lab([255, 255, 255, 255], 0), _ImageComparison.lab([0, 0, 0, 255], 0))
        #expect(abs(d - 100) < 0.01)
    }

    /// A mismatch writes the reference, the actual and a difference image (white where the pixel
    /// differs most, black where equal) to SNAPSHOT_ARTIFACTS and names them.
    @Test func mismatchWritesNamedArtifacts() throws {
        let dot = makeImage(10, 10) { x, y in x == 6 && y == 2 ? (255, 0, 0, 255) : (255, 255, 255, 255) }
        let message = try #require(diff(white, dot))
        let paths = ["reference", "actual", "difference"].compactMap { artifactPath($0, in: message) }
        #expect(paths.count == 3)
        for p in paths {
            #expect(p.hasPrefix(artifactsDirectory.path))
            #expect(p.contains("/ImageDiffingTests/mismatchWritesNamedArtifacts."))
            #expect(FileManager.default.fileExists(atPath: p))
        }
        let difference = try #require(UIImage(contentsOfFile: paths[2]))
        #expect(pixel(difference, 6, 2) == [255, 255, 255, 255])
        #expect(pixel(difference, 0, 0) == [0, 0, 0, 255])
        let actual = try #require(UIImage(contentsOfFile: paths[1]))
        #expect(pixel(actual, 6, 2) == [255, 0, 0, 255])
    }

    @Test func referenceOfAnotherSizeFailsSayingSo() throws {
        let big = makeImage(20, 12) { _, _ in (255, 255, 255, 255) }
        let message = try #require(diff(white, big))
        #expect(message.contains("Newly-taken snapshot@20×12 px does not match reference@10×10 px"))
        #expect(message.contains("sizes differ"))
        #expect(artifactPath("difference", in: message) != nil)
    }

    /// Through the library's own flow: a missing reference is recorded and reported, a wrong-size
    /// reference on disk and a corrupt one fail with what is wrong, never a crash.
    @Test func badReferencesOnDiskFailClearly() throws {
        let dir = freshSnapshotDirectory()
        let first = verifySnapshot(of: white, as: .image, named: "square", snapshotDirectory: dir)
        #expect(first?.contains("No reference was found on disk. Automatically recorded snapshot") == true)
        let ref = URL(fileURLWithPath: dir).appendingPathComponent("badReferencesOnDiskFailClearly.square.png")
        #expect(FileManager.default.fileExists(atPath: ref.path))
        #expect(verifySnapshot(of: white, as: .image, named: "square", snapshotDirectory: dir) == nil)

        let wide = makeImage(12, 10) { _, _ in (255, 255, 255, 255) }
        let sized = verifySnapshot(of: wide, as: .image, named: "square", snapshotDirectory: dir)
        #expect(sized?.contains("Newly-taken snapshot@12×10 px does not match reference@10×10 px") == true)

        let png = try Data(contentsOf: ref)
        try png.prefix(40).write(to: ref)                 // truncated PNG
        let truncated = verifySnapshot(of: white, as: .image, named: "square", snapshotDirectory: dir)
        #expect(truncated?.contains("Reference image could not be loaded: the file on disk is not a PNG") == true)
        try Data("not a png at all".utf8).write(to: ref)  // another file entirely
        let garbage = verifySnapshot(of: white, as: .image, named: "square", snapshotDirectory: dir)
        #expect(garbage?.contains("Reference image could not be loaded") == true)
        try Data().write(to: ref)                         // empty file
        #expect(verifySnapshot(of: white, as: .image, named: "square", snapshotDirectory: dir)?.contains("could not be loaded") == true)
    }

    /// `withSnapshotTesting(record: .all)` re-records (and says so); `.never` does not write.
    @Test func recordModesOfTheLibraryWork() throws {
        let dir = freshSnapshotDirectory()
        let never = withSnapshotTesting(record: .never) {
            verifySnapshot(of: white, as: .image, named: "r", snapshotDirectory: dir)
        }
        #expect(never?.contains("New snapshot was not recorded because recording is disabled") == true)
        let ref = URL(fileURLWithPath: dir).appendingPathComponent("recordModesOfTheLibraryWork.r.png")
        #expect(!FileManager.default.fileExists(atPath: ref.path))
        let all = withSnapshotTesting(record: .all) {
            verifySnapshot(of: white, as: .image, named: "r", snapshotDirectory: dir)
        }
        #expect(all?.contains("Record mode is on") == true)
        #expect(UIImage(contentsOfFile: ref.path)?.cgImage?.width == 10)
    }
}
