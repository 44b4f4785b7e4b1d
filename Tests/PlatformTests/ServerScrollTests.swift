//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
import CSDL2
import CX11

/// Scrolling on X11 moves the shown pixels in the X server (`XCopyArea`), and sends only the
/// exposed strip: what the X server shows must equal a full repaint, also where another window
/// hid the pixels the server was asked to copy. Runs in a child process on a private Xvfb (SDL
/// and the backend are set up once per process), like `SDLWindowTests`.
struct ServerScrollTests {
    static let childVariable = "UIKIT_TEST_SERVER_SCROLL_CHILD"

    @Test(.enabled(if: PrivateXServer.isAvailable, "needs Xvfb (scripts/install-deps.sh installs it)"),
          .timeLimit(.minutes(1)))
    func scrolledPixelsInTheServerMatchAFullRepaint() throws {
        try PrivateXServer.runTestChild("ServerScrollTests.child", variable: Self.childVariable)
    }

    /// The child's part (runs only when started by the test above).
    @Test(.enabled(if: ProcessInfo.processInfo.environment[childVariable] != nil))
    @MainActor func child() throws {
        let backend = try SDLBackend.start(defaultWindowSize: CGSize(width: 200, height: 150), title: "ServerScrollTests")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
        window.backgroundColor = .white
        let scroll = UIScrollView(frame: window.bounds)
        scroll.showsVerticalScrollIndicator = false
        scroll.contentSize = CGSize(width: 200, height: 3000)
        for i in 0..<100 {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 30, width: 200, height: 30))
            row.backgroundColor = UIColor(red: CGFloat(i % 7) / 7, green: CGFloat(i % 5) / 5, blue: CGFloat(i % 3) / 3, alpha: 1)
            let mark = UIView(frame: CGRect(x: CGFloat(i * 13 % 150), y: 8, width: 30, height: 14))
            mark.backgroundColor = .black
            row.addSubview(mark)
            scroll.addSubview(row)
        }
        window.addSubview(scroll)
        window.isHidden = false
        backend.drawFrame()
        let w = try #require(backend.windows.first)
        let renderer = try #require(w.surface.renderer)
        var info = SDL_SysWMinfo()
        SDL_GetVersion(&info.version)
        try #require(SDL_GetWindowWMInfo(w.sdlWindow, &info) == SDL_TRUE && info.subsystem == SDL_SYSWM_X11)
        let display = try #require(info.info.x11.display)
        let xwindow = info.info.x11.window

        /// What the X server shows of rows `rows` of the window (0x00RRGGBB).
        func shown(_ rows: Range<Int>) throws -> [UInt32] {
            XSync(display, 0)
            let image = try #require(XGetImage(display, xwindow, 0, Int32(rows.lowerBound), 200, UInt32(rows.count), ~0, ZPixmap))
            defer { _ = image.pointee.f.destroy_image(image) }
            var out: [UInt32] = []
            for y in 0..<rows.count {
                let line = UnsafeRawPointer(image.pointee.data!) + y * Int(image.pointee.bytes_per_line)
                for x in 0..<200 { out.append(line.load(fromByteOffset: x * 4, as: UInt32.self) & 0xFF_FFFF) }
            }
            return out
        }
        /// The X server's pixels against a full repaint's, presented afresh.
        func expectMatchesFullRepaint(_ rows: Range<Int>, _ comment: Comment) throws {
            let before = try shown(rows)
            renderer._repaintAll()
            backend.drawFrame()
            #expect(renderer._targetMatchesScreen)
            let after = try shown(rows)
            let differing = zip(before, after).filter { $0 != $1 }.count
            #expect(differing == 0, "\(comment): \(differing) pixels differ from a full repaint")
        }

        // Scrolling down and up by whole pixels: moved in the server, the strips sent.
        for dy: CGFloat in [10, 25, 7, -12, 40, -3] {
            scroll.contentOffset.y += dy
            backend.drawFrame()
            #expect(renderer.lastFrameUsedScrollBlit, "dy \(dy)")
        }
        #expect(!renderer._targetMatchesScreen, "the pixels moved in the server, not in the surface")
        try expectMatchesFullRepaint(0..<150, "after scrolls")

        // Another window hides the bottom of ours: what the server cannot copy from under it
        // is repainted the next frame.
        let screen = XDefaultScreen(display)
        var wx: Int32 = 0, wy: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(display, xwindow, XRootWindow(display, screen), 0, 0, &wx, &wy, &child)
        let cover = XCreateSimpleWindow(display, XRootWindow(display, screen), wx, wy + 100, 200, 50, 0, 0, XBlackPixel(display, screen))
        XMapRaised(display, cover)
        XSync(display, 0)
        defer { XDestroyWindow(display, cover); XSync(display, 0) }
        scroll.contentOffset.y += 30
        backend.drawFrame()
        #expect(renderer.lastFrameUsedScrollBlit)
        backend.drawFrame()   // the parts the server could not copy
        try expectMatchesFullRepaint(0..<100, "content scrolled out from under another window")
    }
}
