//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CSDL2
import CoreGraphics
import UIKitCore

// SDLInput: typed text and the desktop's input method (IME).
//
// SDL reports a typed character as SDL_KEYDOWN then SDL_TEXTINPUT (UTF-8; control characters such
// as Return are not text), and an input method's composition as SDL_TEXTEDITING (text, cursor
// start and selection length in characters) — or SDL_TEXTEDITING_EXT for a long one, whose text
// SDL allocated — followed by SDL_TEXTINPUT with the committed text (SDL_HINT_IME_SUPPORT_EXTENDED_TEXT
// splits long commits into several). SDL's text input is one switch for the app: it is on while
// the key window's first responder adopts UIKeyInput (`_UITextInputRouter.isActive`), restarted
// when that object changes (the input method forgets its composition), and its candidate window
// sits under the caret (`SDL_SetTextInputRect`).
extension SDLInput: _UITextInputPlatform {
    /// Text input started, stopped or moved: restart the input method at the next sync.
    package func textInputDidChange() { textInputNeedsRestart = true }

    /// The text object changed underneath a composition: restart the input method (it forgets
    /// the composition) at the next sync.
    package func textInputDidResetComposition() { textInputNeedsRestart = true }

    /// SDL_TEXTINPUT, SDL_TEXTEDITING and SDL_TEXTEDITING_EXT → `RawInput`, in arrival order with
    /// the keys around them.
    func handleText(_ ev: UnsafePointer<SDL_Event>) {
        let e = ev.pointee
        switch e.type {
        case SDL_TEXTINPUT.rawValue:
            var t = e.text
            let text = withUnsafeBytes(of: &t.text) { Self.string(fromNulTerminated: $0) }
            if Self.tracesText { Self.trace("text \(text.debugDescription)") }
            if textOfConsumedKey { textOfConsumedKey = false; return }
            RawInput.enqueueText(text, in: backend.window(id: t.windowID)?.surface.window)
        case SDL_TEXTEDITING.rawValue:
            var t = e.edit
            let text = withUnsafeBytes(of: &t.text) { Self.string(fromNulTerminated: $0) }
            if Self.tracesText { Self.trace("composition \(text.debugDescription) start \(t.start) length \(t.length)") }
            enqueueComposition(text, start: t.start, length: t.length, windowID: t.windowID)
        default:   // SDL_TEXTEDITING_EXT: the text is SDL's allocation
            let t = e.editExt
            guard let p = t.text else { return }
            let text = String(cString: p)
            SDL_free(p)
            if Self.tracesText { Self.trace("composition \(text.debugDescription) start \(t.start) length \(t.length)") }
            enqueueComposition(text, start: t.start, length: t.length, windowID: t.windowID)
        }
    }

    /// `UIKIT_TRACE_TEXT_INPUT=1`: the keyboard's key, text and composition events as SDL
    /// delivers them, one line each on standard error (to see what an input method sends).
    nonisolated static let tracesText = ProcessInfo.processInfo.environment["UIKIT_TRACE_TEXT_INPUT"] == "1"

    nonisolated static func trace(_ line: String) {
        FileHandle.standardError.write(Data("UIKIT_TRACE_TEXT_INPUT \(line)\n".utf8))
    }

    /// The UTF-8 text up to the first NUL of a fixed-size SDL buffer (invalid bytes repaired).
    static func string(fromNulTerminated bytes: UnsafeRawBufferPointer) -> String {
        let end = bytes.firstIndex(of: 0) ?? bytes.count
        return String(decoding: bytes[..<end], as: UTF8.self)
    }

    private func enqueueComposition(_ text: String, start: Int32, length: Int32, windowID: UInt32) {
        let range = Self.utf16Range(in: text, start: Int(start), length: Int(length))
        RawInput.enqueueComposition(text, selectedRange: range, in: backend.window(id: windowID)?.surface.window)
    }

    /// SDL's composition cursor (`start` and `length` in characters: Unicode scalars) as a
    /// range of UTF-16 units of `text`; out-of-range values are clamped (a negative length is 0).
    static func utf16Range(in text: String, start: Int, length: Int) -> NSRange {
        let scalars = Array(text.unicodeScalars)
        let a = min(max(0, start), scalars.count)
        let b = min(a + max(0, length), scalars.count)
        func units(_ n: Int) -> Int { scalars[..<n].reduce(0) { $0 + $1.utf16.count } }
        let ua = units(a)
        return NSRange(location: ua, length: units(b) - ua)
    }

    /// Once per main-loop turn (after the queued input): notices a text object that went away,
    /// turns SDL's text input on or off to match `_UITextInputRouter.isActive` (restarting it
    /// when the object changed), and places the candidate window.
    package func syncTextInput() {
        _UITextInputRouter.firstResponderMayHaveChanged()
        let want = _UITextInputRouter.isActive
        let on = SDL_IsTextInputActive() == SDL_TRUE
        if textInputNeedsRestart || want != on {
            textInputNeedsRestart = false
            if on { SDL_StopTextInput() }
            textInputRect = nil
            if want {
                updateTextInputRect()
                SDL_StartTextInput()
            }
        }
    }

    /// Moves the input method's candidate window under the caret of the active text object
    /// (`_UITextInputRouter.inputRect()`), when it moved; after each frame.
    package func updateTextInputRect() {
        guard let (window, r) = _UITextInputRouter.inputRect(),
              let w = backend.windows.first(where: { $0.surface.window === window }) else { return }
        var sw: Int32 = 0, sh: Int32 = 0
        SDL_GetWindowSize(w.sdlWindow, &sw, &sh)
        let points = window.bounds.size
        guard sw > 0, sh > 0, points.width > 0, points.height > 0 else { return }
        let fx = CGFloat(sw) / points.width, fy = CGFloat(sh) / points.height
        func clamp(_ v: CGFloat) -> Int32 { Int32(max(-1_000_000, min(1_000_000, v.rounded()))) }
        var rect = SDL_Rect(x: clamp(r.minX * fx), y: clamp(r.minY * fy),
                            w: max(1, clamp(r.width * fx)), h: max(1, clamp(r.height * fy)))
        if let old = textInputRect, textInputRectWindow === window,
           old.x == rect.x, old.y == rect.y, old.w == rect.w, old.h == rect.h { return }
        textInputRect = rect
        textInputRectWindow = window
        SDL_SetTextInputRect(&rect)
    }
}
