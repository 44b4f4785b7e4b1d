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
        if let t = scene.title, !t.isEmpty { SDL_SetWindowTitle(w.sdlWindow, t) }
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
