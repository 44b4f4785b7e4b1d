//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import CSDL2
import UIKitCore

/// Shows the cursor pointer interactions ask for with SDL's system cursors: the arrow, the
/// pointing hand, the I-beam, or none (`SDL_ShowCursor`).
@MainActor package final class SDLCursor: UICursorPresenting {
    /// The one cursor (SDL has one per process), installed by `SDLBackend.start`.
    package static let shared = SDLCursor()
    /// The backend whose display shows the cursor.
    package weak var backend: SDLBackend?
    /// SDL's cursors, made on first use and kept (SDL keeps using the one set).
    private var cursors: [SDL_SystemCursor.RawValue: OpaquePointer] = [:]
    private var hidden = false

    private init() {}

    package func showCursor(_ cursor: _UIPointerCursor) {
        guard let backend, (try? backend.waitUntilReady()) != nil else { return }
        if cursor == .hidden {
            hidden = true
            _ = SDL_ShowCursor(SDL_DISABLE)
            return
        }
        let id: SDL_SystemCursor
        switch cursor {
        case .pointingHand: id = SDL_SYSTEM_CURSOR_HAND
        case .iBeam: id = SDL_SYSTEM_CURSOR_IBEAM
        default: id = SDL_SYSTEM_CURSOR_ARROW
        }
        if cursors[id.rawValue] == nil, let c = SDL_CreateSystemCursor(id) { cursors[id.rawValue] = c }
        if let c = cursors[id.rawValue] { SDL_SetCursor(c) }
        if hidden {
            hidden = false
            _ = SDL_ShowCursor(SDL_ENABLE)
        }
    }
}
