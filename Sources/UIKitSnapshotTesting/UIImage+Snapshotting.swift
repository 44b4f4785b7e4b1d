//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// `Diffing<UIImage>.image` and `Snapshotting<UIImage, UIImage>.image` (swift-snapshot-testing's
// names and parameters): PNG references compared with precision and perceptual precision; on a
// mismatch the reference, actual and difference PNGs written where CI collects them.

import Foundation
import SnapshotTesting
import Testing
import UIKit

extension Diffing where Value == UIImage {
    /// Exact comparison of PNG images (every byte must match).
    public static var image: Diffing { .image() }

    /// Compares images as PNGs.
    ///
    /// - Parameters:
    ///   - precision: The share (0…1) of the pixels' bytes that must match; with a
    ///     `perceptualPrecision` below 1, the share of pixels that must match perceptually.
    ///   - perceptualPrecision: How close (0…1) a pixel's colour must be to match: a pixel matches
    ///     when its CIE ΔE94 from the reference is at most `(1 - perceptualPrecision) × 100`
    ///     (0.98 ≈ what the eye can't tell apart).
    ///   - scale: The scale references are read at (nil or 0: 1, the strategies' default).
    ///
    /// On a mismatch the reference, the new image and a difference image (the largest channel
    /// difference of each pixel as grey, stretched so the largest is white) are written to
    /// `$SNAPSHOT_ARTIFACTS/<test file>/` (default: the temporary directory) and named in the
    /// failure message. A reference that is not a decodable PNG, or of another size, fails with a
    /// message saying so.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let imageScale = scale.flatMap { $0 > 0 && $0.isFinite ? $0 : nil } ?? 1
        return .diff(
            toData: { _SnapshotImages.pngData($0) },
            fromData: { data in UIImage(data: data, scale: imageScale) ?? UIImage() }
        ) { old, new in
            guard let oldCG = old.cgImage else {
                let message = "Reference image could not be loaded: the file on disk is not a PNG that can be decoded "
                    + "(corrupt, truncated or another format). Delete it to record a new reference, or record with "
                    + "withSnapshotTesting(record: .all)."
                return (message, [])
            }
            guard let newCG = new.cgImage else { return ("Newly-taken snapshot could not be loaded.", []) }
            guard let message = _ImageComparison.failure(old: oldCG, new: newCG, precision: precision,
                                                         perceptualPrecision: perceptualPrecision) else { return nil }
            let difference = _ImageComparison.differenceImage(old: oldCG, new: newCG)
            let files = _SnapshotArtifacts.write(reference: old.pngData(), actual: _SnapshotImages.pngData(new),
                                                 difference: difference?.pngData())
            let attachments: [DiffAttachment] = files.map { .data($0.data, name: $0.name) }
            return (message + files.map { "\n\($0.name): \($0.url.path)" }.joined(), attachments)
        }
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// An image compared exactly with its PNG reference.
    public static var image: Snapshotting { .image() }

    /// An image compared with its PNG reference (see ``SnapshotTesting/Diffing/image(precision:perceptualPrecision:scale:)``).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        .init(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}

/// PNG encoding of snapshots, with the library's placeholder for an image that has no pixels.
enum _SnapshotImages {
    /// The PNG of `image`; for an image without pixels (a view of size zero), a red 400 × 80
    /// placeholder saying so (swift-snapshot-testing records the same kind of image).
    static func pngData(_ image: UIImage) -> Data {
        if let data = image.pngData() { return data }
        let w = 400, h = 80
        var rgba = [UInt8](repeating: 255, count: w * h * 4)
        for i in 0..<(w * h) { rgba[i * 4 + 1] = 0; rgba[i * 4 + 2] = 0 }
        let red = CGImage(width: w, height: h, rgbaPixels: rgba)
        if _isOnMainQueue(), let red {
            let png: Data? = MainActor.assumeIsolated {
                let label = UILabel(frame: CGRect(x: 0, y: 0, width: w, height: h))
                label.text = "Error: No image could be generated for this view as its size was zero. Please set an explicit size in the test."
                label.textAlignment = .center
                label.numberOfLines = 3
                label.textColor = .white
                let format = UIGraphicsImageRendererFormat()
                format.scale = 1
                return UIGraphicsImageRenderer(size: CGSize(width: w, height: h), format: format).pngData { ctx in
                    ctx.cgContext.draw(red, in: CGRect(x: 0, y: 0, width: w, height: h))
                    label.drawHierarchy(in: label.bounds, afterScreenUpdates: true)
                }
            }
            if let png, !png.isEmpty { return png }
        }
        return red?.pngData() ?? Data()
    }
}

/// Where failure images go: `$SNAPSHOT_ARTIFACTS` (swift-snapshot-testing's variable; default
/// the temporary directory), in a folder named after the test file, files named after the test.
enum _SnapshotArtifacts {
    /// One written artifact.
    struct File { var name: String; var url: URL; var data: Data }

    private final class Counter: @unchecked Sendable {
        let lock = NSLock()
        var counts: [String: Int] = [:]
        func next(_ key: String) -> Int {
            lock.lock(); defer { lock.unlock() }
            counts[key, default: 0] += 1
            return counts[key]!
        }
    }
    private static let counter = Counter()

    /// The artifacts directory.
    static var directory: URL {
        let env = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"]
        return URL(fileURLWithPath: env.flatMap { $0.isEmpty ? nil : $0 } ?? NSTemporaryDirectory(), isDirectory: true)
    }

    /// Writes the three PNGs as `<dir>/<TestFile>/<test>.<n>.{reference,actual,difference}.png`
    /// (n counts this test's mismatches in this run); returns those written. A directory that
    /// cannot be written is reported in place of the paths.
    static func write(reference: Data?, actual: Data?, difference: Data?) -> [File] {
        let (file, test) = currentTest()
        let folder = directory.appendingPathComponent(file, isDirectory: true)
        let n = counter.next(folder.path + "/" + test)
        var written: [File] = []
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (kind, data) in [("reference", reference), ("actual", actual), ("difference", difference)] {
                guard let data, !data.isEmpty else { continue }
                let url = folder.appendingPathComponent("\(test).\(n).\(kind).png")
                try data.write(to: url)
                written.append(File(name: kind, url: url, data: data))
            }
        } catch {
            written.append(File(name: "artifacts not written", url: folder, data: Data()))
        }
        return written
    }

    /// The running test's file name (without extension) and name, as swift-snapshot-testing
    /// names snapshots; outside a Swift Testing test: "UIKitSnapshotTesting" and "snapshot".
    static func currentTest() -> (file: String, test: String) {
        guard let test = Test.current else { return ("UIKitSnapshotTesting", "snapshot") }
        let file = URL(fileURLWithPath: test.sourceLocation.fileName).deletingPathExtension().lastPathComponent
        let name = test.name.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
        return (file, name.isEmpty ? "snapshot" : name)
    }
}
