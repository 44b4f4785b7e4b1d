//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Helpers of the strategies' tests: a unique snapshot directory per test, artifacts in a temp
// directory, solid test images, and a strategy's value taken without asserting.

import Foundation
import SnapshotTesting
import Testing
import UIKit
@testable import UIKitSnapshotTesting

/// Where this process's failure artifacts go: a unique temp directory (SNAPSHOT_ARTIFACTS).
let artifactsDirectory: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-sst-artifacts-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    setenv("SNAPSHOT_ARTIFACTS", url.path, 1)
    return url
}()

/// A new empty directory for one test's references.
func freshSnapshotDirectory() -> String {
    _ = artifactsDirectory
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-sst-refs-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
}

/// A `w`×`h` image (scale 1) whose pixel at (x, y) is `color(x, y)` (RGBA bytes).
func makeImage(_ w: Int, _ h: Int, _ color: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> UIImage {
    var p = [UInt8](repeating: 0, count: w * h * 4)
    for y in 0..<h {
        for x in 0..<w {
            let c = color(x, y), o = (y * w + x) * 4
            p[o] = c.0; p[o + 1] = c.1; p[o + 2] = c.2; p[o + 3] = c.3
        }
    }
    return UIImage(cgImage: CGImage(width: w, height: h, rgbaPixels: p)!)
}

/// The value a strategy makes (its `snapshot` run synchronously, as the library does).
@MainActor func take<V, F>(_ strategy: Snapshotting<V, F>, _ value: V) -> F {
    var out: F?
    strategy.snapshot(value).run { out = $0 }
    return out!
}

/// RGBA of the pixel at (x, y) in pixels.
func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
    guard let cg = image.cgImage else { return [] }
    let p = cg.rgbaPixels(), o = (y * cg.width + x) * 4
    return Array(p[o..<(o + 4)])
}

/// Paths named in a failure message after "difference: ", "actual: ", "reference: ".
func artifactPath(_ kind: String, in message: String) -> String? {
    message.split(separator: "\n").first { $0.hasPrefix("\(kind): ") }.map { String($0.dropFirst(kind.count + 2)) }
}
