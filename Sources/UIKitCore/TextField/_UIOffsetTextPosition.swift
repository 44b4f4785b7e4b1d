//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitTextEditing

/// A position in a text object's text: a UTF-16 offset (text fields and text views).
@MainActor final class _UIOffsetTextPosition: UITextPosition {
    let offset: Int
    init(_ offset: Int) {
        self.offset = offset
        super.init()
    }
    override func isEqual(_ object: Any?) -> Bool { (object as? _UIOffsetTextPosition)?.offset == offset }
    override var hash: Int { offset }
    override var description: String { "<position \(offset)>" }
}

/// A range of a text object's text: two UTF-16 offsets, start ≤ end.
@MainActor final class _UIOffsetTextRange: UITextRange {
    let range: Range<Int>
    init(_ range: Range<Int>) {
        self.range = range
        super.init()
    }
    convenience init(_ ns: NSRange) { self.init(ns.location..<(ns.location + ns.length)) }
    override var start: UITextPosition { _UIOffsetTextPosition(range.lowerBound) }
    override var end: UITextPosition { _UIOffsetTextPosition(range.upperBound) }
    override var isEmpty: Bool { range.isEmpty }
    override func isEqual(_ object: Any?) -> Bool { (object as? _UIOffsetTextRange)?.range == range }
    override var hash: Int { range.lowerBound &* 31 &+ range.upperBound }
    var nsRange: NSRange { NSRange(location: range.lowerBound, length: range.count) }
}

// The offset arithmetic text fields and text views answer `UITextInput` with.
extension _UIOffsetTextRange {
    /// How two offsets compare (a position of another object counts as 0).
    static func compare(_ a: Int?, _ b: Int?) -> ComparisonResult {
        let a = a ?? 0, b = b ?? 0
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }

    /// The end of `range` farthest in `direction` (left and up: its start).
    static func farthest(in range: Range<Int>, _ direction: UITextLayoutDirection) -> _UIOffsetTextPosition {
        _UIOffsetTextPosition(direction == .left || direction == .up ? range.lowerBound : range.upperBound)
    }

    /// The grapheme cluster before (left, up) or after `offset` in `buffer`.
    static func character(byExtending offset: Int, _ direction: UITextLayoutDirection, in buffer: TextEditingBuffer) -> _UIOffsetTextRange {
        if direction == .left || direction == .up { return _UIOffsetTextRange((buffer.characterBoundary(before: offset) ?? offset)..<offset) }
        return _UIOffsetTextRange(offset..<(buffer.characterBoundary(after: offset) ?? offset))
    }
}
