//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CSDL2
import CUIKitShims
import UIKitCore
import UIKitATSPI

// SDLInput: keys shown to a screen reader first. Each key pressed or released goes to the AT-SPI
// bridge (`_ATSPIBridge.forwardKey`) before the app sees it, described as X11 describes keys
// (keysym, keycode, modifier mask; the typed text, or the keysym's name for other keys), since
// that is what screen readers match their commands against. A key the screen reader consumes
// goes no further, nor does the text it would have typed.
extension SDLInput {
    /// Whether the screen reader consumed the key (then the app does not get it).
    func screenReaderConsumes(_ k: SDL_KeyboardEvent, usage: UIKeyboardHIDUsage, typed: String, down: Bool) -> Bool {
        guard let bridge = _ATSPIBridge.shared, bridge.keystrokeListeners > 0 else { return false }
        let mod = UInt32(k.keysym.mod)
        var key = Self.atspiKey(usage: usage, typed: typed, pressed: down, timestamp: k.timestamp,
                                shift: mod & KMOD_SHIFT.rawValue != 0, caps: mod & KMOD_CAPS.rawValue != 0,
                                control: mod & KMOD_CTRL.rawValue != 0, alt: mod & KMOD_ALT.rawValue != 0,
                                numLock: mod & KMOD_NUM.rawValue != 0, gui: mod & KMOD_GUI.rawValue != 0)
        // The X display's answer under X11; the evdev keymap's under Wayland (no display to ask).
        if let w = backend.window(id: k.windowID) {
            let x11 = uikit_sdl2_x11_keycode(UnsafeMutableRawPointer(w.sdlWindow), UInt(UInt32(bitPattern: key.keysym)))
            if x11 != 0 { key.keycode = x11 }
        }
        let consumed = bridge.forwardKey(key)
        // (SDL sends the key's text right after it: it must not be typed either.)
        if consumed && down && key.isText { textOfConsumedKey = true }
        return consumed
    }

    /// Named keysyms of the keys that type no text (X11's keysymdef names and values).
    static let namedKeysyms: [UIKeyboardHIDUsage: (Int32, String)] = {
        var m: [UIKeyboardHIDUsage: (Int32, String)] = [
            .keyboardReturnOrEnter: (0xff0d, "Return"), .keypadEnter: (0xff8d, "KP_Enter"), .keyboardTab: (0xff09, "Tab"),
            .keyboardEscape: (0xff1b, "Escape"), .keyboardDeleteOrBackspace: (0xff08, "BackSpace"),
            .keyboardDeleteForward: (0xffff, "Delete"), .keyboardInsert: (0xff63, "Insert"), .keyboardHome: (0xff50, "Home"),
            .keyboardEnd: (0xff57, "End"), .keyboardPageUp: (0xff55, "Page_Up"), .keyboardPageDown: (0xff56, "Page_Down"),
            .keyboardLeftArrow: (0xff51, "Left"), .keyboardUpArrow: (0xff52, "Up"), .keyboardRightArrow: (0xff53, "Right"),
            .keyboardDownArrow: (0xff54, "Down"), .keyboardLeftShift: (0xffe1, "Shift_L"), .keyboardRightShift: (0xffe2, "Shift_R"),
            .keyboardLeftControl: (0xffe3, "Control_L"), .keyboardRightControl: (0xffe4, "Control_R"),
            .keyboardCapsLock: (0xffe5, "Caps_Lock"), .keyboardLeftAlt: (0xffe9, "Alt_L"), .keyboardRightAlt: (0xffea, "Alt_R"),
            .keyboardLeftGUI: (0xffeb, "Super_L"), .keyboardRightGUI: (0xffec, "Super_R"),
            .keyboardApplication: (0xff67, "Menu"), .keypadNumLock: (0xff7f, "Num_Lock"),
        ]
        let functionKeys: [UIKeyboardHIDUsage] = [.keyboardF1, .keyboardF2, .keyboardF3, .keyboardF4, .keyboardF5, .keyboardF6,
                                                  .keyboardF7, .keyboardF8, .keyboardF9, .keyboardF10, .keyboardF11, .keyboardF12]
        for (i, f) in functionKeys.enumerated() { m[f] = (0xffbe + Int32(i), "F\(i + 1)") }
        return m
    }()

    /// The key as AT-SPI's DeviceEvent describes it, its keycode the evdev keymap's (under X11
    /// the caller asks the display, which knows better).
    static func atspiKey(usage: UIKeyboardHIDUsage, typed: String, pressed: Bool, timestamp: UInt32,
                         shift: Bool, caps: Bool, control: Bool, alt: Bool, numLock: Bool, gui: Bool) -> _ATSPIKeyEvent {
        var mask: UInt32 = 0
        if shift { mask |= 1 }
        if caps { mask |= 2 }
        if control { mask |= 4 }
        if alt { mask |= 8 }
        if numLock { mask |= 16 }
        if gui { mask |= 64 }
        var keysym: Int32 = 0, string = "", isText = false
        // Keypad 0 without Num Lock is Insert (Orca's desktop modifier key).
        if usage == .keypad0 && !numLock {
            (keysym, string) = (0xff9e, "KP_Insert")
        } else if let named = namedKeysyms[usage] {
            (keysym, string) = named
        } else if typed.unicodeScalars.count == 1, let u = typed.unicodeScalars.first, u.value >= 0x20, u.value != 0x7f {
            // Latin-1 keysyms are the code points; others are 0x01000000 + the code point.
            keysym = Int32(u.value <= 0xff ? u.value : 0x0100_0000 + u.value)
            string = typed
            isText = !control && !gui
        }
        return _ATSPIKeyEvent(pressed: pressed, keysym: keysym, keycode: evdevXKeycode(usage), modifiers: mask, timestamp: timestamp,
                              string: string, isText: isText)
    }
}
