//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics
import UIKitCore

/// `UIKIT_WINDOW_SHOT=out.png`: a real window's pixels, as the app presented them to the display
/// server, written a second after its first frame (`UIKIT_WINDOW_SHOT_DELAY` seconds, 0 to 30),
/// with a line on standard output naming the video driver, the window's size in points, its scale
/// and its size in pixels; then the app exits (status 0, 1 when nothing could be written).
///
/// Unlike the demos' `--screenshot` (a headless host), this shows what the SDL backend made under
/// the display server it found: scripts/wayland-check.sh uses it under weston.
@MainActor package final class _WindowShot {
    /// The shot the environment asks for, or nil.
    static let requested: _WindowShot? = {
        guard let path = UIKitPlatformOptions.environmentValue("UIKIT_WINDOW_SHOT"), !path.isEmpty else { return nil }
        let delay = UIKitPlatformOptions.environmentValue("UIKIT_WINDOW_SHOT_DELAY").flatMap { Double($0) }
        return _WindowShot(path: path, delay: delay.map { min(30, max(0, $0)) } ?? 1)
    }()

    let path: String
    let delay: TimeInterval
    private var scheduled = false
    init(path: String, delay: TimeInterval) { self.path = path; self.delay = delay }

    /// After a present of `window`: the first one schedules the shot.
    func didPresent(_ window: SDLBackend.Window, backend: SDLBackend) {
        guard !scheduled else { return }
        scheduled = true
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
            let written: Bool = MainActor.assumeIsolated { self.take(window, driver: backend.videoDriver ?? "?") }
            exit(written ? 0 : 1)
        }
    }

    /// The line `take` prints after writing the window's last frame.
    /// (`displayScale`: the window's `traitCollection.displayScale`, which follows the scale.)
    package nonisolated static func line(driver: String, renderer: String?, points: CGSize, scale: CGFloat, pixels: (Int, Int),
                                         displayScale: CGFloat, path: String) -> String {
        let via = renderer.map { " (renderer \($0))" } ?? ""
        return "UIKit window shot: driver \(driver)\(via), \(Int(points.width))x\(Int(points.height)) points at scale \(scale)"
            + " = \(pixels.0)x\(pixels.1) pixels, displayScale \(displayScale), wrote \(path)"
    }

    private func take(_ window: SDLBackend.Window, driver: String) -> Bool {
        let surface = window.surface
        guard let target = surface.target, let image = target.makeImage(), let png = UIImage(cgImage: image).pngData() else {
            FileHandle.standardError.write(Data("UIKit window shot: the window has no frame to write\n".utf8))
            return false
        }
        do { try png.write(to: URL(fileURLWithPath: path)) } catch {
            FileHandle.standardError.write(Data("UIKit window shot: cannot write \(path): \(error)\n".utf8))
            return false
        }
        let line = _WindowShot.line(driver: driver, renderer: window.presenter?.driverName, points: surface.pointSize,
                                    scale: surface.scale, pixels: (target.width, target.height),
                                    displayScale: surface.window.traitCollection.displayScale, path: path)
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
        return true
    }
}
