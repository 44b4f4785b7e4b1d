//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CSDL2
import UIKitCore

extension SDLBackend {
    /// Gives a scene's desktop window the scene's title and size restrictions (when it opens, and
    /// whenever they change).
    func applySceneSettings(_ w: Window) {
        guard let scene = w.surface.window.windowScene else { return }
        // (A title set back to nil or "" gives the window the app's name again.)
        if let t = scene.title, !t.isEmpty { SDL_SetWindowTitle(w.sdlWindow, t) } else { SDL_SetWindowTitle(w.sdlWindow, title) }
        if let r = scene.sizeRestrictions {
            let minW = Int32(clamping: Int(max(0, r.minimumSize.width).rounded())), minH = Int32(clamping: Int(max(0, r.minimumSize.height).rounded()))
            SDL_SetWindowMinimumSize(w.sdlWindow, minW, minH)
            let maxW = r.maximumSize.width.isFinite && r.maximumSize.width < 100_000 ? Int32(r.maximumSize.width.rounded()) : 0
            let maxH = r.maximumSize.height.isFinite && r.maximumSize.height < 100_000 ? Int32(r.maximumSize.height.rounded()) : 0
            if maxW > 0 || maxH > 0 { SDL_SetWindowMaximumSize(w.sdlWindow, maxW > 0 ? maxW : 16_384, maxH > 0 ? maxH : 16_384) }
        }
    }

    /// Follows scene title and size-restriction changes (once per process).
    func observeSceneSettings() {
        for name in [UIScene._titleDidChangeNotification, UISceneSizeRestrictions._didChangeNotification] {
            _ = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                let id = (note.object as AnyObject?).map(ObjectIdentifier.init)
                MainActor.assumeIsolated {
                    guard let self else { return }
                    for w in self.windows where w.surface.window.windowScene.map(ObjectIdentifier.init) == id {
                        self.applySceneSettings(w)
                    }
                }
            }
        }
    }
}

extension SDLBackend {
    /// The app icon's width and height in pixels (X11 `_NET_WM_ICON`; the desktop scales it).
    nonisolated static let appIconSide = 128

    /// Reads the app icon on a thread of its own (decoding a 1024-pixel PNG takes longer than a
    /// frame), then gives it to the open windows and keeps it for later ones.
    func loadAppIcon(_ identity: _AppIdentity) {
        guard identity.iconPath != nil else { return }
        Thread.detachNewThread {
            let pixels = identity.iconPixels(side: SDLBackend.appIconSide)
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard let pixels, let backend = SDLBackend.current else { return }
                    backend.appIconPixels = pixels
                    for w in backend.windows { backend.applyAppIcon(w) }
                }
            }
        }
    }

    /// Gives `w` the app icon, once it is loaded (`SDL_SetWindowIcon`).
    func applyAppIcon(_ w: Window) {
        guard var pixels = appIconPixels else { return }
        let side = Int32(SDLBackend.appIconSide)
        pixels.withUnsafeMutableBytes { bytes in
            // Straight RGBA bytes: ABGR8888 on a little-endian machine (SDL_PIXELFORMAT_RGBA32).
            guard let icon = SDL_CreateRGBSurfaceWithFormatFrom(bytes.baseAddress, side, side, 32, side * 4,
                                                                SDL_PIXELFORMAT_ABGR8888.rawValue) else { return }
            SDL_SetWindowIcon(w.sdlWindow, icon)
            SDL_FreeSurface(icon)
        }
    }
}
