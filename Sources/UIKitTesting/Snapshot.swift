//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
import UIKit
#if canImport(XCTest)
import XCTest
#endif

/// How different a rendering may be from its reference and still match.
public struct SnapshotTolerance: Sendable, Equatable {
    /// Largest difference of one colour channel (0…255) for a pixel to count as equal.
    public var channelDelta: Int
    /// Fraction (0…1) of pixels allowed to differ by more than `channelDelta`.
    public var pixelFraction: Double

    /// A tolerance of `channelDelta` per channel (negative becomes 0) and a `pixelFraction` of pixels free (clamped to 0…1).
    public init(channelDelta: Int = 2, pixelFraction: Double = 0) {
        self.channelDelta = max(0, channelDelta)
        self.pixelFraction = pixelFraction.isFinite ? min(1, max(0, pixelFraction)) : 0
    }

    /// Exact match.
    public static let exact = SnapshotTolerance(channelDelta: 0, pixelFraction: 0)
    /// Small rounding differences (±2 per channel) and no other pixel different. The default.
    public static let `default` = SnapshotTolerance()
    /// Tolerant of text antialiasing differences between font versions: ±16 per channel, 0.5 %
    /// of the pixels free.
    public static let text = SnapshotTolerance(channelDelta: 16, pixelFraction: 0.005)
}

/// What a snapshot comparison found.
public struct SnapshotComparison: Sendable {
    /// Pixels differing by more than the tolerance's channel delta.
    public var differingPixels: Int
    /// Pixels compared (the reference's width × height).
    public var totalPixels: Int
    /// Largest channel difference seen.
    public var maxChannelDelta: Int
    /// Sizes differ (then nothing else is compared).
    public var sizeMismatch: Bool
    /// `differingPixels` as a fraction of `totalPixels` (0 for an empty image).
    public var differingFraction: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }

    /// Compares two images pixel by pixel (RGBA, unpremultiplied).
    public static func compare(_ a: CGImage, _ b: CGImage, tolerance: SnapshotTolerance) -> (SnapshotComparison, diff: CGImage?) {
        guard a.width == b.width, a.height == b.height else {
            return (SnapshotComparison(differingPixels: 0, totalPixels: 0, maxChannelDelta: 255, sizeMismatch: true), nil)
        }
        let pa = a.rgbaPixels(), pb = b.rgbaPixels()
        let n = a.width * a.height
        var differing = 0, maxDelta = 0
        var diff = [UInt8](repeating: 0, count: n * 4)
        for i in 0..<n {
            var d = 0
            for c in 0..<4 { d = max(d, abs(Int(pa[i * 4 + c]) - Int(pb[i * 4 + c]))) }
            maxDelta = max(maxDelta, d)
            if d > tolerance.channelDelta {
                differing += 1
                diff[i * 4] = 255; diff[i * 4 + 1] = 0; diff[i * 4 + 2] = 255; diff[i * 4 + 3] = 255
            } else {
                // The reference, faded, so the magenta differences stand out.
                for c in 0..<3 { diff[i * 4 + c] = UInt8(155 + Int(pb[i * 4 + c]) * 100 / 255) }
                diff[i * 4 + 3] = 255
            }
        }
        let cmp = SnapshotComparison(differingPixels: differing, totalPixels: n, maxChannelDelta: maxDelta, sizeMismatch: false)
        return (cmp, differing > 0 ? CGImage(width: a.width, height: a.height, rgbaPixels: diff) : nil)
    }
}

/// Where reference images live and whether they are being recorded.
public enum SnapshotSettings {
    /// True when the environment variable `UIKIT_RECORD_SNAPSHOTS` is `1` (or `true`/`yes`):
    /// every assertion writes its reference instead of comparing.
    public static var recordsAll: Bool {
        let v = ProcessInfo.processInfo.environment["UIKIT_RECORD_SNAPSHOTS"]?.lowercased()
        return v == "1" || v == "true" || v == "yes"
    }

    /// The reference path for a snapshot named `name` asserted in the file `filePath`:
    /// `<file's directory>/__Snapshots__/<file name without .swift>/<name>.png`.
    public static func referenceURL(named name: String, filePath: String) -> URL {
        let file = URL(fileURLWithPath: filePath)
        let dir = file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
        return dir.appendingPathComponent(sanitized(name) + ".png")
    }

    /// Directory for failure artifacts (`$UIKIT_SNAPSHOT_ARTIFACTS` or the temp directory).
    public static var artifactsDirectory: URL {
        if let p = ProcessInfo.processInfo.environment["UIKIT_SNAPSHOT_ARTIFACTS"], !p.isEmpty { return URL(fileURLWithPath: p) }
        return FileManager.default.temporaryDirectory.appendingPathComponent("uikit-snapshots")
    }

    static func sanitized(_ name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        let s = String(name.map { allowed.contains($0) ? $0 : "_" })
        return s.isEmpty ? "snapshot" : s
    }
}

/// Compares `image` with the reference PNG `__Snapshots__/<TestFile>/<name>.png` next to the
/// test file. Without a reference (first run), with `record: true` or with
/// `UIKIT_RECORD_SNAPSHOTS=1` the image is written as the new reference and the assertion fails
/// once, saying so (commit the file; the next run compares). On a mismatch the actual image, the
/// reference and a diff (differing pixels magenta over the faded reference) are written to
/// ``SnapshotSettings/artifactsDirectory`` and their paths reported.
///
/// Failures are reported with Swift Testing's `Issue.record` inside a Swift Testing test, else
/// with `XCTFail`. Returns true when the image matched.
@MainActor @discardableResult
public func assertSnapshot(of image: CGImage, named name: String, tolerance: SnapshotTolerance = .default,
                           record: Bool = false, filePath: String = #filePath, fileID: String = #fileID,
                           line: Int = #line, column: Int = #column) -> Bool {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let ref = SnapshotSettings.referenceURL(named: name, filePath: filePath)
    let fm = FileManager.default
    let recording = record || SnapshotSettings.recordsAll
    if recording || !fm.fileExists(atPath: ref.path) {
        do {
            try fm.createDirectory(at: ref.deletingLastPathComponent(), withIntermediateDirectories: true)
            guard let png = image.pngData() else { throw CocoaError(.fileWriteUnknown) }
            try png.write(to: ref)
        } catch {
            reportSnapshotFailure("Snapshot \"\(name)\": cannot write reference \(ref.path): \(error)", location)
            return false
        }
        let why = recording ? "recording is on" : "no reference existed"
        reportSnapshotFailure("Snapshot \"\(name)\": recorded reference \(ref.path) (\(why)); run again to compare", location)
        return false
    }
    guard let data = fm.contents(atPath: ref.path), let reference = CGImage.decode(data: data) else {
        reportSnapshotFailure("Snapshot \"\(name)\": cannot read reference \(ref.path)", location)
        return false
    }
    let (cmp, diff) = SnapshotComparison.compare(image, reference, tolerance: tolerance)
    let fraction = cmp.differingFraction
    if !cmp.sizeMismatch && (cmp.differingPixels == 0 || fraction <= tolerance.pixelFraction) { return true }

    let dir = SnapshotSettings.artifactsDirectory
    let base = URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent + "-" + SnapshotSettings.sanitized(name)
    let actualURL = dir.appendingPathComponent(base + ".actual.png")
    let diffURL = dir.appendingPathComponent(base + ".diff.png")
    let refCopy = dir.appendingPathComponent(base + ".reference.png")
    var written: [String] = []
    do {
        try fm.createDirectory(at: dir, withIntermediateDirectories: true)
        if let png = image.pngData() { try png.write(to: actualURL); written.append("actual: \(actualURL.path)") }
        try data.write(to: refCopy); written.append("reference: \(refCopy.path)")
        if let diff, let png = diff.pngData() { try png.write(to: diffURL); written.append("diff: \(diffURL.path)") }
    } catch {
        written.append("(cannot write artifacts to \(dir.path): \(error))")
    }
    let what = cmp.sizeMismatch
        ? "size \(image.width)×\(image.height) differs from the reference's \(reference.width)×\(reference.height)"
        : "\(cmp.differingPixels) of \(cmp.totalPixels) pixels (\(String(format: "%.3f", fraction * 100)) %) differ by more than \(tolerance.channelDelta) (max \(cmp.maxChannelDelta)); allowed \(String(format: "%.3f", tolerance.pixelFraction * 100)) %"
    reportSnapshotFailure("Snapshot \"\(name)\" does not match \(ref.path): \(what). " + written.joined(separator: ", ")
                          + ". Re-record with UIKIT_RECORD_SNAPSHOTS=1 if the change is intended.", location)
    return false
}

/// Snapshot of the host's window (see `assertSnapshot(of:named:…)` for images).
@MainActor @discardableResult
public func assertSnapshot(of host: UIKitTestHost, named name: String, tolerance: SnapshotTolerance = .default,
                           record: Bool = false, filePath: String = #filePath, fileID: String = #fileID,
                           line: Int = #line, column: Int = #column) -> Bool {
    assertSnapshot(of: host.render(), named: name, tolerance: tolerance, record: record,
                   filePath: filePath, fileID: fileID, line: line, column: column)
}

/// Snapshot of `view` alone, drawn at `scale` (its layer tree, as `drawHierarchy(in:afterScreenUpdates:)`).
@MainActor @discardableResult
public func assertSnapshot(of view: UIView, named name: String, scale: CGFloat = 1, tolerance: SnapshotTolerance = .default,
                           record: Bool = false, filePath: String = #filePath, fileID: String = #fileID,
                           line: Int = #line, column: Int = #column) -> Bool {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    let image = UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in
        view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
    }
    guard let cg = image.cgImage else {
        reportSnapshotFailure("Snapshot \"\(name)\": the view has no size to draw",
                              SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        return false
    }
    return assertSnapshot(of: cg, named: name, tolerance: tolerance, record: record,
                          filePath: filePath, fileID: fileID, line: line, column: column)
}

@MainActor func reportSnapshotFailure(_ message: String, _ location: SourceLocation) {
    #if canImport(XCTest)
    if Test.current == nil {
        XCTFail("\(location.fileID):\(location.line): \(message)")
        return
    }
    #endif
    Issue.record(Comment(rawValue: message), sourceLocation: location)
}
