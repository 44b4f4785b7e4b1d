//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
@testable import UIKitPlatform

/// How SDL's text events are read (no display needed): the fixed-size UTF-8 buffers and the
/// composition cursor in characters.
@MainActor @Suite struct SDLTextInputTests {
    @Test func textBuffersEndAtTheirFirstNul() {
        var bytes = [UInt8](repeating: 0, count: 32)
        let utf8 = Array("仮名a".utf8)
        bytes.replaceSubrange(0..<utf8.count, with: utf8)
        bytes[utf8.count + 1] = 0x41   // garbage after the terminator is not text
        #expect(bytes.withUnsafeBytes { SDLInput.string(fromNulTerminated: $0) } == "仮名a")
        let full = [UInt8](repeating: 0x62, count: 32)   // no terminator: the whole buffer
        #expect(full.withUnsafeBytes { SDLInput.string(fromNulTerminated: $0) } == String(repeating: "b", count: 32))
        let broken: [UInt8] = [0xE4, 0xBB, 0]   // a truncated character is repaired, not trusted
        #expect(broken.withUnsafeBytes { SDLInput.string(fromNulTerminated: $0) } == "\u{FFFD}")
    }

    @Test func compositionCursorInCharactersBecomesUTF16() {
        // "a😀b": the emoji is one character (scalar) but two UTF-16 units.
        #expect(SDLInput.utf16Range(in: "a😀b", start: 2, length: 0) == NSRange(location: 3, length: 0))
        #expect(SDLInput.utf16Range(in: "a😀b", start: 1, length: 1) == NSRange(location: 1, length: 2))
        #expect(SDLInput.utf16Range(in: "かな", start: 9, length: 4) == NSRange(location: 2, length: 0))
        #expect(SDLInput.utf16Range(in: "かな", start: -3, length: -1) == NSRange(location: 0, length: 0))
    }
}
