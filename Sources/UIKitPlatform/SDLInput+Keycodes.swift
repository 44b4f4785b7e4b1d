//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKitCore

// SDLInput: the X keycode of a key from its place on the keyboard, for screen readers (AT-SPI's
// DeviceEvent carries one, and Orca matches its commands by keycode). Under X11 the display is
// asked (`uikit_sdl2_x11_keycode`); under Wayland there is no X display to ask, so the keycode is
// the one X servers give with the evdev keymap every Linux desktop uses: the kernel's key code
// (linux/input-event-codes.h) plus 8.
extension SDLInput {
    /// Linux key codes (`KEY_…`) by USB HID keyboard usage (what SDL's scancodes are).
    private static let evdevCodes: [Int: Int32] = {
        var m: [Int: Int32] = [:]
        // a…z (usages 4…29), in the kernel's QWERTY-row numbering.
        let letters: [Int32] = [30, 48, 46, 32, 18, 33, 34, 35, 23, 36, 37, 38, 50,
                                49, 24, 25, 16, 19, 31, 20, 22, 47, 17, 45, 21, 44]
        for (i, code) in letters.enumerated() { m[4 + i] = code }
        for i in 0..<10 { m[30 + i] = 2 + Int32(i) }            // 1…9, 0 → KEY_1…KEY_0
        for i in 0..<10 { m[58 + i] = 59 + Int32(i) }           // F1…F10
        let rest: [(Int, Int32)] = [
            (40, 28), (41, 1), (42, 14), (43, 15), (44, 57), (45, 12), (46, 13), (47, 26), (48, 27),
            (49, 43), (50, 43), (51, 39), (52, 40), (53, 41), (54, 51), (55, 52), (56, 53), (57, 58),
            (68, 87), (69, 88), (70, 99), (71, 70), (72, 119),
            (73, 110), (74, 102), (75, 104), (76, 111), (77, 107), (78, 109),
            (79, 106), (80, 105), (81, 108), (82, 103),
            (83, 69), (84, 98), (85, 55), (86, 74), (87, 78), (88, 96),
            (89, 79), (90, 80), (91, 81), (92, 75), (93, 76), (94, 77), (95, 71), (96, 72), (97, 73),
            (98, 82), (99, 83), (100, 86), (101, 127),
            (224, 29), (225, 42), (226, 56), (227, 125), (228, 97), (229, 54), (230, 100), (231, 126),
        ]
        for (usage, code) in rest { m[usage] = code }
        return m
    }()

    /// The X keycode an evdev keymap gives the key at `usage`; 0 for keys without one here.
    static func evdevXKeycode(_ usage: UIKeyboardHIDUsage) -> Int32 {
        evdevCodes[usage.rawValue].map { $0 + 8 } ?? 0
    }
}
