//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
import CSDL2

/// The real SDL path: a window on an X server (a private Xvfb), its first frame in the SDL
/// window's pixels. SDL and the backend are set up once per process and read the environment,
/// so the checks run in a child process of this test binary, which the parent starts with
/// `DISPLAY` set.
struct SDLWindowTests {
    static let childVariable = "UIKIT_TEST_SDL_CHILD"

    /// A window shown right after `SDLBackend.start`, while the display is still opening on its
    /// thread, is laid out at once and gets its SDL window, and its first frame, when the
    /// backend's windows are first needed.
    @Test(.enabled(if: PrivateXServer.isAvailable, "needs Xvfb (scripts/install-deps.sh installs it)"),
          .timeLimit(.minutes(1)))
    func windowShownWhileTheDisplayOpensGetsItsFirstFrame() throws {
        try PrivateXServer.runTestChild("SDLWindowTests.child", variable: Self.childVariable)
    }

    /// The child's part (runs only when started by the test above).
    @Test(.enabled(if: ProcessInfo.processInfo.environment[childVariable] != nil))
    @MainActor func child() throws {
        let backend = try SDLBackend.start(defaultWindowSize: CGSize(width: 200, height: 100), title: "SDLWindowTests")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.backgroundColor = .red
        let content = LayoutCounter(frame: window.bounds)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let square = UIView(frame: CGRect(x: 100, y: 20, width: 50, height: 50))
        square.backgroundColor = .blue
        content.addSubview(square)
        window.addSubview(content)
        window.isHidden = false
        #expect(content.layoutCount == 1, "showing the window lays it out, without waiting for the display")

        // The first frame is drawn as the main loop draws it; if the display was still opening,
        // into the window's own pixels, which move into the SDL window when it opens.
        #expect(backend.surfaces.count == 1, "a shown window has a surface without waiting for the display")
        var presented = 0
        backend.didPresent = { _ in presented += 1 }
        backend.drawFrame()
        #expect(presented == 1)
        let w = try #require(backend.windows.first)
        #expect(backend.windows.count == 1)
        let surface = try #require(SDL_GetWindowSurface(w.sdlWindow)).pointee
        #expect(surface.w == 200 && surface.h == 100)
        func pixel(_ x: Int, _ y: Int) -> UInt32 {
            surface.pixels.load(fromByteOffset: y * Int(surface.pitch) + x * 4, as: UInt32.self) & 0xFF_FFFF
        }
        #expect(pixel(10, 10) == 0xFF_0000, "the window's red background")
        #expect(pixel(125, 45) == 0x00_00FF, "the blue square")

        // The next frame repaints only what changed, in the SDL window's pixels.
        square.frame.origin.x = 20
        backend.drawFrame()
        #expect(presented == 2)
        #expect(pixel(45, 45) == 0x00_00FF, "the square, moved")
        #expect(pixel(125, 45) == 0xFF_0000, "where it was")

        // Hidden and shown again: the same SDL window.
        window.isHidden = true
        window.isHidden = false
        #expect(backend.windows.count == 1 && backend.windows.first === w)

        // A second window (a second scene) opens down and to the right of the first, not over it.
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        second.isHidden = false
        backend.drawFrame()
        #expect(backend.windows.count == 2)
        var x1: Int32 = 0, y1: Int32 = 0, x2: Int32 = 0, y2: Int32 = 0
        SDL_GetWindowPosition(w.sdlWindow, &x1, &y1)
        SDL_GetWindowPosition(try #require(backend.windows.last).sdlWindow, &x2, &y2)
        #expect(x2 - x1 == 32 && y2 - y1 == 32, "cascaded: (\(x1), \(y1)) then (\(x2), \(y2))")
        second.isHidden = true
    }
}

private final class LayoutCounter: UIView {
    var layoutCount = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
    }
}
