//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitTextEditing

/// What a typed key repaints in a line of text: from a little before the change to the end of
/// the longer of the old and new line, not the whole line. Glyphs before the change can change
/// with it (a ligature, a vowel sign drawn before its consonant), so the repaint starts at the
/// space before the changed word; the text must run left to right on one line.
enum _UITextDamage {
    /// How far back from a change the repaint looks for the start of its word (UTF-16 units).
    static let wordLookBehind = 32

    /// The offset in `buffer` to repaint from when the text changed from `offset` on and
    /// nothing before `lowerBound` belongs to the same line.
    static func repaintStart(in buffer: TextEditingBuffer, changedFrom offset: Int, lineStart lowerBound: Int) -> Int {
        let end = min(max(offset, lowerBound), buffer.utf16Count)
        let begin = max(lowerBound, end - wordLookBehind)
        guard begin < end, let units = buffer.utf16CodeUnits(in: begin..<end) else { return begin }
        // After the last space or tab before the change (or `begin`, looking no further).
        if let space = units.lastIndex(where: { $0 == 0x20 || $0 == 0x09 }) { return begin + space }
        return begin
    }

    /// The rectangle to repaint on a line drawn from `x` 0, `height` tall: from `startX` to the
    /// end of the longer text, widened by `margin` on both sides for overhanging glyphs.
    static func rect(startX: CGFloat, oldWidth: CGFloat, newWidth: CGFloat, height: CGFloat, margin: CGFloat) -> CGRect {
        let x0 = (startX - margin).rounded(.down)
        let x1 = (max(oldWidth, newWidth) + margin).rounded(.up)
        return CGRect(x: x0, y: 0, width: max(0, x1 - x0), height: height)
    }
}
