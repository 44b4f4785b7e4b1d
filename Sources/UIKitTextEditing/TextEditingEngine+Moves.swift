//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Caret moves with the Mac's (and iPadOS's hardware-keyboard) semantics.
//
// - Arrow keys by character: with a selection, Left (or Backward) collapses it to its start and
//   Right to its end without moving further; otherwise the caret moves one grapheme cluster.
// - By word (Option+arrow): from the selection's end (forward) or start (backward), to the end
//   of the current or next word, or the start of the current or previous one.
// - By line (Cmd+Left/Right): to the visual line's start or end; at a soft wrap the end has
//   upstream affinity. Up and Down move to the line above or below, aiming for the x the first of
//   a run of vertical moves started from; past the first or last line they go to the text's start
//   or end.
// - By paragraph (Option+Up/Down): to the paragraph's start or end, or the previous one's start
//   or next one's end when already there. By document (Cmd+Up/Down): to the text's ends.
// - With Shift (`extendingSelection`) the head moves from where it is and the anchor stays.
// Left and Right follow the screen: in a right-to-left paragraph Left moves forward in the text.

extension TextEditingEngine {
    /// Moves the caret (or extends the selection) as an arrow key with modifiers does. Marked
    /// text is committed first; the open typing group closes. `layout` serves the visual moves;
    /// without one each paragraph is one left-to-right line.
    public mutating func moveCaret(_ direction: TextMoveDirection, by granularity: TextGranularity,
                                   extendingSelection: Bool = false, layout: (any TextLineLayout)? = nil) {
        unmarkText()
        let (moved, x) = move(direction, by: granularity, extendingSelection: extendingSelection, layout: layout)
        setSelection(moved)
        goalX = x
    }

    /// The selection `moveCaret` would produce, without moving.
    public func selection(afterMoving direction: TextMoveDirection, by granularity: TextGranularity,
                          extendingSelection: Bool = false, layout: (any TextLineLayout)? = nil) -> TextSelection {
        move(direction, by: granularity, extendingSelection: extendingSelection, layout: layout).selection
    }

    /// Where a logical move by `granularity` from `offset` lands (a tokenizer's
    /// `position(from:toBoundary:inDirection:)`): the next or previous grapheme cluster boundary,
    /// word end or start, visual line end or start, paragraph end or start, or text end or start.
    public func position(from offset: Int, toBoundary granularity: TextGranularity, forward: Bool,
                         layout: (any TextLineLayout)? = nil) -> TextPosition {
        position(from: TextPosition(buffer.clamped(offset)), forward: forward, by: granularity,
                 layout: layout ?? HardLineLayout(buffer), visualLeft: nil)
    }

    /// The new selection and the goal x to keep for the next vertical move (nil: none).
    func move(_ direction: TextMoveDirection, by granularity: TextGranularity, extendingSelection extend: Bool,
              layout: (any TextLineLayout)?) -> (selection: TextSelection, goalX: Double?) {
        let layout = layout ?? HardLineLayout(buffer)
        let rightToLeft = (direction == .left || direction == .right) && layout.isRightToLeft(paragraphContaining: selection.head)
        let forward: Bool
        switch direction {
        case .forward, .down: forward = true
        case .backward, .up: forward = false
        case .right: forward = !rightToLeft
        case .left: forward = rightToLeft
        }
        let vertical = (direction == .up || direction == .down) && granularity != .paragraph && granularity != .document
        var from = selection.headPosition
        if !extend && !selection.isCaret {
            let edge = forward ? selection.range.upperBound : selection.range.lowerBound
            if granularity == .character && !vertical { return (TextSelection(caret: edge), nil) }
            from = TextPosition(edge)
        }
        var goal: Double?
        let target: TextPosition
        if vertical {
            let x = goalX ?? layout.caretX(at: from)
            goal = x
            target = layout.position(closestToX: x, onLineAdjacentTo: from, below: forward)
                ?? TextPosition(forward ? buffer.utf16Count : 0)
        } else {
            target = position(from: from, forward: forward, by: granularity, layout: layout,
                              visualLeft: direction == .left ? true : direction == .right ? false : nil)
        }
        let moved = extend ? TextSelection(anchor: selection.anchor, head: target.offset, affinity: target.affinity)
                           : TextSelection(caret: target.offset, affinity: target.affinity)
        return (moved, goal)
    }

    /// Where a logical move by `granularity` from `from` lands (`visualLeft` asks the layout for a
    /// visual character move first).
    func position(from: TextPosition, forward: Bool, by granularity: TextGranularity,
                  layout: any TextLineLayout, visualLeft: Bool?) -> TextPosition {
        let offset = from.offset
        switch granularity {
        case .character:
            if let toLeft = visualLeft, let visual = layout.visualCharacterMove(from: from, toLeft: toLeft) {
                return visual
            }
            return TextPosition(forward ? (buffer.characterBoundary(after: offset) ?? buffer.utf16Count)
                                        : (buffer.characterBoundary(before: offset) ?? 0))
        case .word:
            return TextPosition(forward ? buffer.wordEnd(after: offset) : buffer.wordStart(before: offset))
        case .line:
            let line = layout.lineRange(containing: from)
            guard forward else { return TextPosition(line.lowerBound) }
            let paragraphEnd = buffer.paragraphContentRange(containing: line.lowerBound).upperBound
            return TextPosition(line.upperBound, affinity: line.upperBound < paragraphEnd ? .upstream : .downstream)
        case .paragraph:
            let index = buffer.paragraphIndex(containing: offset)
            if forward {
                let content = buffer.paragraphContentRange(containing: offset)
                if offset < content.upperBound { return TextPosition(content.upperBound) }
                guard let next = buffer.paragraphStart(index + 1) else { return TextPosition(buffer.utf16Count) }
                return TextPosition(buffer.paragraphContentRange(containing: next).upperBound)
            }
            let start = buffer.paragraphStart(index) ?? 0
            if offset > start { return TextPosition(start) }
            return TextPosition(buffer.paragraphStart(index - 1) ?? 0)
        case .document:
            return TextPosition(forward ? buffer.utf16Count : 0)
        }
    }
}
