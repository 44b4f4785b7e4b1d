//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CSDL2
import UIKitCore

/// The desktop's clipboard through SDL (text only: SDL2 carries no other data), installed as
/// `UIPasteboard.general`'s once the display is open; and the X primary selection (what a
/// middle click pastes).
@MainActor final class SDLClipboard: _UISystemClipboard {
    var text: String? {
        get { SDL_HasClipboardText() == SDL_TRUE ? Self.take(SDL_GetClipboardText()) : nil }
        set { Self.check(SDL_SetClipboardText(newValue ?? ""), "SDL_SetClipboardText") }
    }

    var primaryText: String? {
        get { SDL_HasPrimarySelectionText() == SDL_TRUE ? Self.take(SDL_GetPrimarySelectionText()) : nil }
        set { Self.check(SDL_SetPrimarySelectionText(newValue ?? ""), "SDL_SetPrimarySelectionText") }
    }

    /// A string SDL allocated, freed; nil when empty.
    private static func take(_ p: UnsafeMutablePointer<CChar>?) -> String? {
        guard let p else { return nil }
        defer { SDL_free(p) }
        let s = String(cString: p)
        return s.isEmpty ? nil : s
    }

    private static func check(_ status: Int32, _ call: String) {
        if status != 0 { UIKitLog.warning("\(call) failed: \(String(cString: SDL_GetError()))", category: "UIPasteboard") }
    }
}
