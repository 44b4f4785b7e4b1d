//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The selection (a caret or a range, with the end that moves when it is extended), caret
// positions with their affinity, and the units and directions caret moves are made in.

import Foundation

/// Which side of a line break a caret belongs to when its offset is both the end of one visual
/// line and the start of the next (a soft wrap): UIKit's `selectionAffinity`
/// (`UITextStorageDirection.backward` is upstream).
public enum TextAffinity: Sendable, Hashable {
    /// The caret sits at the end of the line before the offset.
    case upstream
    /// The caret sits at the start of the line after the offset (the usual case).
    case downstream
}

/// A caret position: a UTF-16 offset and its affinity.
public struct TextPosition: Sendable, Hashable {
    /// The UTF-16 offset.
    public var offset: Int
    /// Which line the caret shows on when the offset ends one visual line and starts the next.
    public var affinity: TextAffinity

    /// A position at `offset` (downstream unless said otherwise).
    public init(_ offset: Int, affinity: TextAffinity = .downstream) {
        self.offset = offset
        self.affinity = affinity
    }
}

/// The selection: a caret (empty) or a range, kept as the anchor (the end that stays) and the
/// head (the end that moves when the selection is extended with Shift).
public struct TextSelection: Sendable, Hashable {
    /// The end that stays when the selection is extended.
    public var anchor: Int
    /// The end that moves when the selection is extended (the caret, when empty).
    public var head: Int
    /// The caret's affinity (meaningful for a caret at a soft line break).
    public var affinity: TextAffinity

    /// A selection from `anchor` to `head` (either order).
    public init(anchor: Int, head: Int, affinity: TextAffinity = .downstream) {
        self.anchor = anchor
        self.head = head
        self.affinity = affinity
    }

    /// A caret at `offset`.
    public init(caret offset: Int, affinity: TextAffinity = .downstream) {
        self.init(anchor: offset, head: offset, affinity: affinity)
    }

    /// A range selected forwards (its end moves when extended), as a selection set in code is.
    public init(range: Range<Int>, affinity: TextAffinity = .downstream) {
        self.init(anchor: range.lowerBound, head: range.upperBound, affinity: affinity)
    }

    /// The selected range (start ≤ end).
    public var range: Range<Int> { min(anchor, head)..<max(anchor, head) }

    /// The selected range as an `NSRange`, as `UITextField.selectedRange`-style APIs take it.
    public var nsRange: NSRange { NSRange(location: range.lowerBound, length: range.count) }

    /// True for a caret (nothing selected).
    public var isCaret: Bool { anchor == head }

    /// The head as a caret position.
    public var headPosition: TextPosition { TextPosition(head, affinity: affinity) }
}

/// The unit a caret move, a deletion or a boundary query works in (UIKit's `UITextGranularity`
/// without sentences).
public enum TextGranularity: Sendable, Hashable {
    /// One grapheme cluster (an emoji with its modifiers, a flag, a letter with its accents).
    case character
    /// A word, by the rule `TextEditingBuffer.wordRange(at:)` documents.
    case word
    /// A visual line (needs a `TextLineLayout`); its start or end for left/right moves.
    case line
    /// A paragraph (hard line).
    case paragraph
    /// The whole text.
    case document
}

/// The direction of a caret move: logical (forward and backward in the text) or visual (left,
/// right, up, down on screen, as UIKit's `UITextLayoutDirection`).
public enum TextMoveDirection: Sendable, Hashable {
    /// Towards the end of the text.
    case forward
    /// Towards the start of the text.
    case backward
    /// Left on screen: backward in left-to-right text, forward in right-to-left text.
    case left
    /// Right on screen: forward in left-to-right text, backward in right-to-left text.
    case right
    /// Up on screen (to the line above).
    case up
    /// Down on screen (to the line below).
    case down
}
