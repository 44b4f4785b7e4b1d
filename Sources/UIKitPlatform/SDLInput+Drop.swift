//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CSDL2
import CoreGraphics
import UIKitCore

// Files dropped from the desktop (XDND under X11, SDL's drop events) → one UIKit drop session.
extension SDLInput {
    /// `SDL_DROPBEGIN` starts a drop, each `SDL_DROPFILE` adds a file, `SDL_DROPCOMPLETE`
    /// delivers them together at the pointer (SDL's drop events carry no position: the pointer's
    /// global position minus the window's). A `SDL_DROPFILE` without a begin (older SDL) is
    /// delivered alone; dropped text (`SDL_DROPTEXT`) is not taken.
    func handleDrop(_ d: SDL_DropEvent) {
        switch d.type {
        case SDL_DROPBEGIN.rawValue:
            droppedFiles = []
        case SDL_DROPFILE.rawValue, SDL_DROPTEXT.rawValue:
            guard let file = d.file else { return }
            defer { SDL_free(file) }
            guard d.type == SDL_DROPFILE.rawValue else { return }
            droppedFiles.append(URL(fileURLWithPath: String(cString: file)))
        case SDL_DROPCOMPLETE.rawValue:
            let files = droppedFiles
            droppedFiles = []
            guard !files.isEmpty, let (w, window, f) = target(d.windowID) else { return }
            var gx: Int32 = 0, gy: Int32 = 0, wx: Int32 = 0, wy: Int32 = 0
            _ = SDL_GetGlobalMouseState(&gx, &gy)
            SDL_GetWindowPosition(w.sdlWindow, &wx, &wy)
            RawInput.flush()   // input queued before the drop is delivered first
            _UIDragDriver.shared.dropFiles(files, at: point(gx - wx, gy - wy, f), in: window)
        default:
            break
        }
    }
}
