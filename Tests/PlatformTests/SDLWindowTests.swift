import Testing
import Foundation
import UIKit
import CSDL2

/// The real SDL path: a window on an X server (a private Xvfb), its first frame in the SDL
/// window's pixels. SDL and the backend are set up once per process and read the environment,
/// so the checks run in a child process of this test binary, which the parent starts with
/// `DISPLAY` set.
struct SDLWindowTests {
    static let xvfb = "/usr/bin/Xvfb"
    static let childVariable = "UIKIT_TEST_SDL_CHILD"

    /// A window shown right after `SDLBackend.start`, while the display is still opening on its
    /// thread, is laid out at once and gets its SDL window, and its first frame, when the
    /// backend's windows are first needed.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: xvfb), "needs Xvfb (scripts/install-deps.sh installs it)"),
          .timeLimit(.minutes(1)))
    func windowShownWhileTheDisplayOpensGetsItsFirstFrame() throws {
        let server = Process()
        server.executableURL = URL(fileURLWithPath: Self.xvfb)
        server.arguments = ["-displayfd", "1", "-screen", "0", "640x480x24", "-nolisten", "tcp"]
        let number = Pipe()
        server.standardOutput = number
        server.standardError = FileHandle.nullDevice
        try server.run()
        var display = ""
        defer {
            // (SIGKILL: a process started by this test runner inherits its blocked SIGTERM.)
            kill(server.processIdentifier, SIGKILL)
            server.waitUntilExit()
            if !display.isEmpty {
                for file in ["/tmp/.X\(display)-lock", "/tmp/.X11-unix/X\(display)"] { try? FileManager.default.removeItem(atPath: file) }
            }
        }
        // Xvfb writes its display number when it accepts connections.
        var digits = Data()
        while !digits.contains(UInt8(ascii: "\n")) {
            let d = number.fileHandleForReading.availableData
            if d.isEmpty { break }
            digits.append(d)
        }
        display = String(decoding: digits, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        try #require(Int(display) != nil, "Xvfb printed no display number")

        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["--testing-library", "swift-testing", "--filter", "SDLWindowTests.child"]
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = ":" + display
        env[Self.childVariable] = "1"
        env.removeValue(forKey: "SDL_VIDEODRIVER")
        child.environment = env
        // (A file, not a pipe: a pipe's end of file would wait for every process holding it.)
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-sdl-child-\(getpid()).log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let output = try FileHandle(forWritingTo: log)
        child.standardOutput = output
        child.standardError = output
        try child.run()
        child.waitUntilExit()
        try output.close()
        let text = try String(contentsOf: log, encoding: .utf8)
        #expect(child.terminationStatus == 0, "child failed:\n\(text)")
        #expect(text.contains("child()"), "the child test did not run:\n\(text)")
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
    }
}

private final class LayoutCounter: UIView {
    var layoutCount = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
    }
}
