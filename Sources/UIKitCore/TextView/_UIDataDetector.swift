//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The data detectors a text view uses for `dataDetectorTypes`, by simple documented rules
/// (Foundation's NSDataDetector is not available on Linux):
/// - links: a word starting with `http://`, `https://`, `mailto:` or `www.`, up to the next
///   space, without trailing punctuation (`.,;:!?)'"`);
/// - phone numbers: a run of digits, spaces, `+`, `-`, `(`, `)` and `.` holding 7 to 15 digits,
///   opened by a digit, `+` or `(` (opened as a `tel:` URL).
/// Other kinds are not detected.
enum _UIDataDetector {
    static func links(in text: String, types: UIDataDetectorTypes) -> [(range: Range<Int>, url: URL)] {
        var out: [(range: Range<Int>, url: URL)] = []
        let u = Array(text.utf16)
        var i = 0
        let n = u.count
        func isSpace(_ c: UInt16) -> Bool { c == 32 || c == 9 || c == 10 || c == 13 || c == 0xA0 }
        func hasPrefix(_ p: String, at k: Int) -> Bool {
            let pu = Array(p.utf16)
            guard k + pu.count <= n else { return false }
            for j in 0..<pu.count where (u[k + j] | 0x20) != (pu[j] | 0x20) { return false }
            return true
        }
        while i < n {
            let atWordStart = i == 0 || isSpace(u[i - 1]) || u[i - 1] == 40 || u[i - 1] == 60
            if atWordStart, types.contains(.link), ["http://", "https://", "mailto:", "www."].contains(where: { hasPrefix($0, at: i) }) {
                var e = i
                while e < n, !isSpace(u[e]), u[e] != 62 { e += 1 }
                while e > i, let c = Unicode.Scalar(u[e - 1]), ".,;:!?)'\"".unicodeScalars.contains(c) { e -= 1 }
                let s = String(utf16CodeUnits: Array(u[i..<e]), count: e - i)
                if let url = URL(string: s.lowercased().hasPrefix("www.") ? "http://" + s : s) { out.append((i..<e, url)) }
                i = max(e, i + 1)
                continue
            }
            if atWordStart, types.contains(.phoneNumber), (u[i] >= 48 && u[i] <= 57) || u[i] == 43 || u[i] == 40 {
                var e = i, digits = 0, lastDigit = i
                while e < n {
                    let c = u[e]
                    if c >= 48 && c <= 57 { digits += 1; lastDigit = e + 1 }
                    else if !(c == 32 || c == 43 || c == 45 || c == 40 || c == 41 || c == 46) { break }
                    e += 1
                }
                if digits >= 7, digits <= 15 {
                    let s = String(utf16CodeUnits: Array(u[i..<lastDigit]), count: lastDigit - i)
                    let dial = s.filter { $0.isNumber || $0 == "+" }
                    if let url = URL(string: "tel:" + dial) { out.append((i..<lastDigit, url)) }
                    i = max(lastDigit, i + 1)
                    continue
                }
            }
            i += 1
        }
        return out
    }
}
