//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Wayland and HiDPI: which video driver the SDL backend asks SDL for, the scale of a window
// from its pixel and point sizes, and a window whose screen changes scale (traits delivered,
// redrawn at the new scale exactly as a window that started there).

import Testing
import Foundation
import UIKit

struct VideoDriverChoiceTests {
    private func env(_ values: [String: String]) -> (String) -> String? { { values[$0] } }

    /// SDL 2.26 would open an XWayland window on a Wayland desktop; the backend asks for native
    /// Wayland first, X11 as the fallback.
    @Test func waylandDesktopGetsNativeWaylandFirst() {
        let desktop = ["DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"]
        #expect(_VideoDriver.hint(environment: env(desktop)) == "wayland,x11")
        #expect(_VideoDriver.expected(environment: env(desktop)) == "wayland")
        // An X11 desktop: SDL's own choice.
        #expect(_VideoDriver.hint(environment: env(["DISPLAY": ":0"])) == nil)
        #expect(_VideoDriver.expected(environment: env(["DISPLAY": ":0"])) == "x11")
        #expect(_VideoDriver.hint(environment: env(["DISPLAY": ":0", "WAYLAND_DISPLAY": ""])) == nil)
    }

    /// `UIKIT_VIDEO` picks one driver (x11: XWayland); `SDL_VIDEODRIVER`, SDL's own switch, wins
    /// over it; a bad value is ignored.
    @Test func environmentSwitches() {
        let desktop = ["DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"]
        #expect(_VideoDriver.hint(environment: env(desktop.merging(["UIKIT_VIDEO": "x11"]) { $1 })) == "x11")
        #expect(_VideoDriver.expected(environment: env(desktop.merging(["UIKIT_VIDEO": "XWayland"]) { $1 })) == "x11")
        #expect(_VideoDriver.hint(environment: env(["DISPLAY": ":0", "UIKIT_VIDEO": " Wayland "])) == "wayland")
        #expect(_VideoDriver.hint(environment: env(desktop.merging(["SDL_VIDEODRIVER": "x11", "UIKIT_VIDEO": "wayland"]) { $1 })) == nil)
        #expect(_VideoDriver.expected(environment: env(desktop.merging(["SDL_VIDEODRIVER": "x11,wayland"]) { $1 })) == "x11")
        #expect(_VideoDriver.hint(environment: env(desktop.merging(["UIKIT_VIDEO": "vulkan"]) { $1 })) == "wayland,x11")
        #expect(_VideoDriver.hint(environment: env(["DISPLAY": ":0", "UIKIT_VIDEO": "kms"])) == nil)
        #expect(_VideoDriver.parse("") == nil)
    }

    /// A window's scale: the forced one (UIKIT_SCALE, X11's desktop scale) or its drawable's
    /// pixels over its points (a Wayland output's scale), never below 1.
    @Test func windowScaleFromPixelsAndPoints() {
        #expect(SDLBackend._scale(pixelWidth: 2048, pointWidth: 1024, forced: nil) == 2)
        #expect(SDLBackend._scale(pixelWidth: 1024, pointWidth: 1024, forced: nil) == 1)
        #expect(SDLBackend._scale(pixelWidth: 3072, pointWidth: 1024, forced: nil) == 3)
        #expect(SDLBackend._scale(pixelWidth: 1536, pointWidth: 1536, forced: 1.5) == 1.5)
        #expect(SDLBackend._scale(pixelWidth: 0, pointWidth: 0, forced: nil) == 1)
        #expect(SDLBackend._scale(pixelWidth: 500, pointWidth: 1000, forced: nil) == 1)
        #expect(SDLBackend._windowSpec(points: CGSize(width: 1024, height: 768), forcedScale: 1.5).width == 1536)
        #expect(SDLBackend._windowSpec(points: CGSize(width: 1024, height: 768), forcedScale: nil).height == 768)
    }

    /// The line `UIKIT_WINDOW_SHOT` prints (scripts/wayland-check.sh reads it).
    @Test func windowShotLine() {
        let line = _WindowShot.line(driver: "wayland", renderer: "opengl", points: CGSize(width: 640, height: 480),
                                    scale: 2, pixels: (1280, 960), displayScale: 2, path: "/tmp/x.png")
        #expect(line == "UIKit window shot: driver wayland (renderer opengl), 640x480 points at scale 2.0 = 1280x960 pixels, displayScale 2.0, wrote /tmp/x.png")
    }
}

/// A view that records the display scales its trait changes brought.
@MainActor private final class ScaleRecordingLabel: UILabel {
    var seenScales: [CGFloat] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.displayScale != traitCollection.displayScale { seenScales.append(traitCollection.displayScale) }
    }
}

/// A window whose screen changes scale (a window moved to a display of another scale).
@MainActor @Suite(.serialized) struct ScaleChangeTests {
    private func makeWindow() -> (UIWindow, ScaleRecordingLabel) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 160, height: 60))
        window.backgroundColor = .white
        let label = ScaleRecordingLabel(frame: CGRect(x: 4, y: 4, width: 150, height: 40))
        label.text = "Sharp Ag 123"
        label.font = .systemFont(ofSize: 17)
        label.textColor = .black
        window.addSubview(label)
        window.makeKeyAndVisible()
        return (window, label)
    }

    private func pixels(_ image: CGImage?) -> [UInt32] {
        guard let image else { return [] }
        var out = [UInt32](repeating: 0, count: image.width * image.height)
        for y in 0..<image.height {
            for x in 0..<image.width {
                guard let p = image.pixel(x: x, y: y) else { continue }
                out[y * image.width + x] = UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b)
            }
        }
        return out
    }

    /// The window is redrawn at each new scale (2, then 1.5) and looks exactly (tolerance 0) like a
    /// window that started at that scale: the text is drawn at the new scale, not enlarged.
    /// Views hear of it through traitCollectionDidChange with the new displayScale.
    @Test func windowRedrawsAtTheNewScale() {
        var reference: [CGFloat: [UInt32]] = [:]
        for scale: CGFloat in [2, 1.5] {
            let host = HeadlessHost(size: CGSize(width: 160, height: 60), scale: scale)
            let (window, _) = makeWindow()
            host.runFrame()
            reference[scale] = pixels(host.snapshot(of: window))
            window.isHidden = true
            host.invalidate()
        }

        let host = HeadlessHost(size: CGSize(width: 160, height: 60), scale: 1)
        let (window, label) = makeWindow()
        host.runFrame()
        let before = host.snapshot(of: window)
        #expect(before?.width == 160)

        host.changeScale(to: 2)
        #expect(UIScreen.main.scale == 2)
        #expect(window.traitCollection.displayScale == 2)
        #expect(label.seenScales == [2])
        #expect(label.layer.contentsScale == 2)
        let atTwo = host.snapshot(of: window)
        #expect(atTwo?.width == 320 && atTwo?.height == 120)
        #expect(window.bounds.size == CGSize(width: 160, height: 60))   // (points stay)
        let two = pixels(atTwo)
        #expect(!two.isEmpty && two == reference[2])

        host.changeScale(to: 1.5)
        #expect(label.seenScales == [2, 1.5])
        let atOneAndHalf = host.snapshot(of: window)
        #expect(atOneAndHalf?.width == 240 && atOneAndHalf?.height == 90)
        let oneAndHalf = pixels(atOneAndHalf)
        #expect(!oneAndHalf.isEmpty && oneAndHalf == reference[1.5])

        // Bad input: ignored, nothing changes.
        host.changeScale(to: .nan)
        host.changeScale(to: 0)
        #expect(host.scale == 1.5 && UIScreen.main.scale == 1.5 && label.seenScales == [2, 1.5])
        window.isHidden = true
        host.invalidate()
    }

    /// A wrapped label centred in a stack (UICatalog's welcome text) shows all its lines at the
    /// fractional scale 1.5, as at 1 and 2: pixel-rounded frames must not cut its last line.
    @Test func wrappedLabelKeepsItsLinesAtFractionalScales() {
        for scale: CGFloat in [1, 1.5, 2, 1.25] { for width in stride(from: 300, through: 340, by: 4) {
            let host = HeadlessHost(size: CGSize(width: width, height: 480), scale: scale)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 480))
            let vc = UIViewController()
            let body = UILabel()
            body.text = "Choose a page in the list: one per control, in the order of Apple's UIKitCatalog, then the containers. Keys 1–9 open a page from anywhere; ↑ and ↓ step through the list."
            body.numberOfLines = 0
            body.textAlignment = .center
            let title = UILabel()
            title.text = "UIKit for Linux"
            title.font = .systemFont(ofSize: 28, weight: .bold)
            let stack = UIStackView(arrangedSubviews: [title, body])
            stack.axis = .vertical
            stack.alignment = .center
            stack.spacing = 8
            stack.translatesAutoresizingMaskIntoConstraints = false
            vc.view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.centerYAnchor.constraint(equalTo: vc.view.centerYAnchor),
                stack.leadingAnchor.constraint(equalTo: vc.view.layoutMarginsGuide.leadingAnchor, constant: 24),
                stack.trailingAnchor.constraint(equalTo: vc.view.layoutMarginsGuide.trailingAnchor, constant: -24),
            ])
            window.rootViewController = vc
            window.makeKeyAndVisible()
            host.runFrame()
            let all = body.textRect(forBounds: CGRect(x: 0, y: 0, width: body.bounds.width, height: 0), limitedToNumberOfLines: 0)
            let shown = body.textRect(forBounds: body.bounds, limitedToNumberOfLines: 0)
            #expect(shown.height == all.height, "scale \(scale) width \(width): label \(body.bounds.size), text \(all.size)")
            window.isHidden = true
            host.invalidate()
        } }
    }
}
