//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CSDL2
import CUIKitShims
import UIKitCore

/// Loading libSDL2 and `SDL_Init(SDL_INIT_VIDEO)` on a thread of its own, and a way to wait
/// for the outcome.
///
/// SDL on X11 and Wayland does not tie itself to the thread that initialised it; the init
/// thread touches nothing else, and every other SDL call waits for `wait()` first.
final class _VideoInit: @unchecked Sendable {
    private let condition = NSCondition()
    private var finished = false
    private var error: String?

    /// `preparing`: the title, size and flags of the window most apps open first (the default
    /// size), made hidden here with its pixel memory faulted in, so the main thread's first window
    /// and first frame don't pay for either.
    init(preparing window: (title: String, width: Int32, height: Int32, flags: UInt32)) {
        let hint = _VideoDriver.processHint
        let requested = UIKitPlatformOptions.environmentValue("SDL_VIDEODRIVER") ?? hint
        Thread.detachNewThread { [self] in
            var failure = _VideoInit.open(driverHint: hint)
            let driver = failure == nil ? SDL_GetCurrentVideoDriver().map { String(cString: $0) } : nil
            if let driver, let error = SDLBackend._fallbackDriverError(driver: driver, requested: requested) {
                SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO))
                failure = error
            }
            var made: OpaquePointer?
            // (X11 only: the driver measured, and one that minds no thread making its windows.)
            if failure == nil, driver == "x11",
               let w = SDL_CreateWindow(window.title, SDLBackend._undefinedPosition, SDLBackend._undefinedPosition,
                                        window.width, window.height, window.flags | SDL_WINDOW_HIDDEN.rawValue) {
                if let surface = SDL_GetWindowSurface(w), let pixels = surface.pointee.pixels {
                    memset(pixels, 0, Int(surface.pointee.pitch) * Int(surface.pointee.h))
                }
                made = w
            }
            condition.lock()
            prepared = made
            openedDriver = failure == nil ? driver : nil
            error = failure
            finished = true
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Loads libSDL2 (see CUIKitShims) and initialises its video; the error text, or nil.
    private static func open(driverHint: String?) -> String? {
        var message = [CChar](repeating: 0, count: 512)
        if uikit_sdl2_load(&message, message.count) != 0 {
            return String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        // Native Wayland on a Wayland desktop (see `_VideoDriver`; the environment's
        // SDL_VIDEODRIVER overrides a hint of normal priority).
        if let driverHint { SDL_SetHint(SDL_HINT_VIDEODRIVER, driverHint) }
        // Keep the desktop compositor on (a UIKit app is not a fullscreen game).
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        // Input methods (read when SDL opens the display): the desktop's own candidate window
        // (UIKit draws none), compositions of any length (SDL_TEXTEDITING_EXT), and compositions
        // sent to the app (SDL_TEXTEDITING → marked text) rather than drawn by the input method.
        // (Normal priority: the same environment variables override them.)
        SDL_SetHint(SDL_HINT_IME_SHOW_UI, "1")
        SDL_SetHint(SDL_HINT_IME_SUPPORT_EXTENDED_TEXT, "1")
        SDL_SetHint(SDL_HINT_IME_INTERNAL_EDITING, "0")
        // SDL's error text is per thread: read it here.
        return SDL_Init(UInt32(SDL_INIT_VIDEO)) != 0 ? String(cString: SDL_GetError()) : nil
    }

    /// The video driver SDL opened (`x11`, `wayland`), once `wait()` returned without error.
    var driver: String? {
        condition.lock()
        defer { condition.unlock() }
        return openedDriver
    }
    private var openedDriver: String?

    /// The hidden window made at start, once (nil afterwards, or if none could be made).
    func takePreparedWindow() -> OpaquePointer? {
        guard wait() == nil else { return nil }
        condition.lock()
        defer { condition.unlock() }
        let w = prepared
        prepared = nil
        return w
    }
    private var prepared: OpaquePointer?

    /// Whether `SDL_Init` has returned (without waiting).
    var isFinished: Bool {
        condition.lock()
        defer { condition.unlock() }
        return finished
    }

    /// Blocks until `SDL_Init` returned; its error text, or nil when the display is open.
    func wait() -> String? {
        condition.lock()
        defer { condition.unlock() }
        while !finished { condition.wait() }
        return error
    }
}
