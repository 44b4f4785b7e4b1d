//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
@testable import UIKitPlatform
import UIKitATSPI
import UIKitCore

/// Keys as a screen reader is told of them (X11's keysyms and names, which Orca's commands and
/// key echo match against).
@MainActor @Suite struct ScreenReaderKeyTests {
    func key(_ usage: UIKeyboardHIDUsage, _ typed: String, shift: Bool = false, control: Bool = false, numLock: Bool = false) -> _ATSPIKeyEvent {
        SDLInput.atspiKey(usage: usage, typed: typed, pressed: true, timestamp: 7, shift: shift, caps: false, control: control,
                          alt: false, numLock: numLock, gui: false)
    }

    @Test func keysAreDescribedAsX11DescribesThem() {
        let a = key(.keyboardA, "a")
        #expect(a.keysym == 0x61 && a.string == "a" && a.isText && a.modifiers == 0 && a.timestamp == 7)
        let shifted = key(.keyboardA, "A", shift: true)
        #expect(shifted.keysym == 0x41 && shifted.string == "A" && shifted.modifiers == 1)
        let copy = key(.keyboardC, "c", control: true)
        #expect(copy.keysym == 0x63 && !copy.isText && copy.modifiers == 4)
        let ret = key(.keyboardReturnOrEnter, "\r")
        #expect(ret.keysym == 0xff0d && ret.string == "Return" && !ret.isText)
        #expect(key(.keyboardF5, "").keysym == 0xffc2 && key(.keyboardF5, "").string == "F5")
        #expect(key(.keyboardInsert, "").string == "Insert")
        // Keypad 0 is Insert without Num Lock (Orca's desktop modifier), 0 with it.
        #expect(key(.keypad0, "0").string == "KP_Insert")
        let zero = key(.keypad0, "0", numLock: true)
        #expect(zero.keysym == 0x30 && zero.string == "0" && zero.modifiers == 16)
        #expect(key(.keyboardE, "é").keysym == 0xe9)
        #expect(key(.keyboard4, "€").keysym == 0x0100_20ac)
        #expect(key(.keyboardSpacebar, " ").keysym == 0x20 && key(.keyboardSpacebar, " ").isText)
    }

    /// Under Wayland no X display can be asked for a key's keycode, and Orca matches its commands
    /// by keycode: the evdev keymap's (kernel code + 8), as `xev` shows on any Linux desktop.
    @Test func keysCarryTheEvdevKeymapsKeycodes() {
        #expect(key(.keyboardA, "a").keycode == 38)
        #expect(key(.keyboardQ, "q").keycode == 24 && key(.keyboardZ, "z").keycode == 52)
        #expect(key(.keyboard1, "1").keycode == 10 && key(.keyboard0, "0").keycode == 19)
        #expect(key(.keyboardReturnOrEnter, "\r").keycode == 36 && key(.keyboardEscape, "").keycode == 9)
        #expect(key(.keyboardInsert, "").keycode == 118)          // Orca's desktop modifier
        #expect(key(.keypad0, "0").keycode == 90)                  // KP_Insert, its laptop twin
        #expect(key(.keyboardCapsLock, "").keycode == 66)          // Orca's laptop modifier
        #expect(key(.keyboardF1, "").keycode == 67 && key(.keyboardF12, "").keycode == 96)
        #expect(key(.keyboardUpArrow, "").keycode == 111 && key(.keyboardDownArrow, "").keycode == 116)
        #expect(key(.keyboardLeftShift, "").keycode == 50 && key(.keyboardRightGUI, "").keycode == 134)
        #expect(key(.keyboardHelp, "").keycode == 0)               // not in the table: the display is asked
    }
}
