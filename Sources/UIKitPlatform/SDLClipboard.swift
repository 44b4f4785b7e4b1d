//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CSDL2
import UIKitCore

/// The desktop's clipboard through SDL (text only: SDL2 carries no other data), installed as
/// `UIPasteboard.general`'s once the display is open.
@MainActor final class SDLClipboard: _UISystemClipboard {
    var text: String? {
        get {
            guard SDL_HasClipboardText() == SDL_TRUE, let p = SDL_GetClipboardText() else { return nil }
            defer { SDL_free(p) }
            let s = String(cString: p)
            return s.isEmpty ? nil : s
        }
        set {
            if SDL_SetClipboardText(newValue ?? "") != 0 {
                UIKitLog.warning("SDL_SetClipboardText failed: \(String(cString: SDL_GetError()))", category: "UIPasteboard")
            }
        }
    }
}
