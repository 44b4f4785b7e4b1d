//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// UTF-8 validation before parsing, so the parser can treat every byte of 0x80 and above as
// part of a valid character, and characters XML does not allow (NUL and most C0 controls).

/// Finds the first byte that is not valid UTF-8 or not a character XML allows.
enum IBUTF8Validator {
    /// Where the input stops being valid, and why.
    struct Failure {
        var offset: Int
        var message: String
    }

    /// The first invalid position in `p`, or nil when all of it is valid.
    static func firstInvalidOffset(_ p: UnsafeBufferPointer<UInt8>) -> Failure? {
        let n = p.count
        var i = 0
        while i < n {
            // Eight ASCII bytes at a time when none has its top bit set or is a control byte.
            if i + 8 <= n {
                let word = UnsafeRawPointer(p.baseAddress! + i).loadUnaligned(as: UInt64.self)
                let high = word & 0x8080_8080_8080_8080
                let below20 = (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
                if high == 0 && below20 == 0 { i += 8; continue }
            }
            let b = p[i]
            if b < 0x80 {
                if b < 0x20 && b != 0x09 && b != 0x0A && b != 0x0D {
                    return Failure(offset: i, message: "control character U+\(hex(UInt32(b))) is not allowed in XML")
                }
                i += 1
                continue
            }
            let length: Int
            var scalar: UInt32
            switch b {
            case 0xC2...0xDF: length = 2; scalar = UInt32(b & 0x1F)
            case 0xE0...0xEF: length = 3; scalar = UInt32(b & 0x0F)
            case 0xF0...0xF4: length = 4; scalar = UInt32(b & 0x07)
            default:
                return Failure(offset: i, message: "invalid UTF-8: byte 0x\(hex(UInt32(b))) cannot start a character")
            }
            guard i + length <= n else {
                return Failure(offset: i, message: "invalid UTF-8: the input ends inside a character")
            }
            for k in 1..<length {
                let c = p[i + k]
                guard c & 0xC0 == 0x80 else {
                    return Failure(offset: i, message: "invalid UTF-8: byte 0x\(hex(UInt32(c))) cannot continue a character")
                }
                scalar = scalar << 6 | UInt32(c & 0x3F)
            }
            let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
                return Failure(offset: i, message: "invalid UTF-8: an overlong, surrogate or out-of-range sequence")
            }
            if scalar == 0xFFFE || scalar == 0xFFFF {
                return Failure(offset: i, message: "U+\(hex(scalar)) is not allowed in XML")
            }
            i += length
        }
        return nil
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
